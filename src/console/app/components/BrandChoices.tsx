import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { Pager } from './Pager';

/** Brands a page of a brand picker offers. */
export const BRAND_CHOICES_PAGE = 20;

/**
 * The brands a picker offers, a page at a time through the API's limit/offset, with a pager to
 * reach the others: an account's brands are never loaded whole, and none is out of reach. The
 * chosen brand is offered on every page (read by its id when it is not on the one shown), so a
 * brand opened from its own page is shown chosen, not "Choose a brand…".
 */
export function useBrandChoices({ selected, readyOnly = false, enabled = true }: { selected?: string; readyOnly?: boolean; enabled?: boolean }) {
  const client = useClient();
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: ['projects', 'choices', offset],
    queryFn: () => client.projects.list({ limit: BRAND_CHOICES_PAGE, offset }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const listed = page.data?.data.filter((p) => !readyOnly || p.brand) ?? [];
  const elsewhere = !!selected && !!page.data && !page.data.data.some((p) => p.projectId === selected);
  const chosen = useQuery({ queryKey: ['project', selected], queryFn: () => client.projects.get(selected!), enabled: enabled && elsewhere });
  const options: Project[] = elsewhere && chosen.data ? [chosen.data, ...listed] : listed;
  return {
    options,
    /** The list's query (loading, error, and `total` through its pagination). */
    page,
    pager: (label: string) => (page.data ? <Pager pagination={page.data.pagination} onOffset={setOffset} label={label} /> : null),
  };
}
