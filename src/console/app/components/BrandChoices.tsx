import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { useSearch } from '../lib/useSearch';
import { Pager } from './Pager';

/** Brands a page of a brand picker offers. */
export const BRAND_CHOICES_PAGE = 20;
/** The longest search the API takes (a brand's name is at most 200 characters). */
export const BRAND_SEARCH_MAX = 200;

/**
 * The brands a picker offers, a page at a time through the API's limit/offset, with a pager to
 * reach the others and a search box that asks the API for the brands whose name holds the typed
 * text (`GET /v1/projects?search=`, once typing pauses): an account's brands are never loaded
 * whole, and none is out of reach. The chosen brand is offered on every page and whatever the
 * search (read by its id when it is not on the one shown), so a brand opened from its own page is
 * shown chosen, not "Choose a brand…".
 */
export function useBrandChoices({ selected, readyOnly = false, enabled = true }: { selected?: string; readyOnly?: boolean; enabled?: boolean }) {
  const client = useClient();
  const [offset, setOffset] = useState(0);
  const { typed, setTyped, search } = useSearch(() => setOffset(0));
  const page = useQuery({
    queryKey: ['projects', 'choices', search, offset],
    queryFn: () => client.projects.list({ limit: BRAND_CHOICES_PAGE, offset, search: search || undefined }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const listed = page.data?.data.filter((p) => !readyOnly || p.brand) ?? [];
  const elsewhere = !!selected && !!page.data && !page.data.data.some((p) => p.projectId === selected);
  const chosen = useQuery({ queryKey: ['project', selected], queryFn: () => client.projects.get(selected!), enabled: enabled && elsewhere });
  const options: Project[] = elsewhere && chosen.data ? [chosen.data, ...listed] : listed;
  const found = page.data && search && page.data.pagination.total === 0 ? `No brand’s name holds “${search}”.` : '';
  return {
    options,
    /** The list's query (loading, error, and `total` through its pagination). */
    page,
    /** The search asked of the API ('' for none). */
    search,
    pager: (label: string) => (page.data ? <Pager pagination={page.data.pagination} onOffset={setOffset} label={label} /> : null),
    /** The search box, labelled "Find a brand", with the picker's `id` + `-search`; says when nothing matches. */
    searchBox: (id: string) => (
      <div className="field inline brand-search">
        <label htmlFor={`${id}-search`}>Find a brand</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          maxLength={BRAND_SEARCH_MAX}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Part of its name"
          aria-describedby={`${id}-search-note`}
        />
        <span id={`${id}-search-note`} className="muted small" role="status">
          {found}
        </span>
      </div>
    ),
  };
}
