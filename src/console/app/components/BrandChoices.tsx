import { useQuery } from '@tanstack/react-query';
import type { JobState, Project } from '@brandmail/sdk';
import { ProjectFilter } from '../../../projects/schema';
import { useClient } from '../lib/context';
import { usePagedQuery } from '../lib/usePagedQuery';
import { useSearch } from '../lib/useSearch';

/** Brands a page of a brand picker offers. */
export const BRAND_CHOICES_PAGE = 20;
/** The longest search the API takes: its own schema's (as long as a brand's name may be). */
export const BRAND_SEARCH_MAX = ProjectFilter.shape.search.unwrap().maxLength!;

/**
 * The brands a picker offers, a page at a time through the API's limit/offset, with a pager to
 * reach the others and a search box that asks the API for the brands whose name holds the typed
 * text (`GET /v1/projects?search=`, once typing pauses): an account's brands are never loaded
 * whole, and none is out of reach. `status` asks the API for the brands whose import is in that
 * state (`completed`: the ones an email can be written with), so every page holds only those and
 * the pager and `total` count only those — never a page of importing brands filtered out here,
 * shown as an empty select under a pager counting them. The chosen brand is offered on every
 * page and whatever the search (read by its id when it is not on the one shown), so a brand
 * opened from its own page is shown chosen, not "Choose a brand…"; `chosen` is it.
 */
export function useBrandChoices({
  selected,
  status,
  enabled = true,
  readyTo = 'write with',
}: {
  selected?: string;
  status?: JobState;
  enabled?: boolean;
  /** What a completed brand is offered for, as "No brand ready to … has “x” in its name." says it. */
  readyTo?: string;
}) {
  const client = useClient();
  const { typed, setTyped, search } = useSearch();
  const { query: page, pager } = usePagedQuery({
    key: ['projects', 'choices', { search, status }],
    limit: BRAND_CHOICES_PAGE,
    list: (p) => client.projects.list({ ...p, search: search || undefined, status }),
    enabled,
    keepAcrossKeys: true,
  });
  const listed = page.data?.data ?? [];
  const onPage = listed.find((p) => p.projectId === selected);
  const elsewhere = !!selected && !!page.data && !onPage;
  const read = useQuery({ queryKey: ['project', selected], queryFn: () => client.projects.get(selected!), enabled: enabled && elsewhere });
  const chosen: Project | undefined = onPage ?? (elsewhere ? read.data : undefined);
  const options: Project[] = elsewhere && read.data ? [read.data, ...listed] : listed;
  const found =
    page.data && search && page.data.pagination.total === 0
      ? status === 'completed'
        ? `No brand ready to ${readyTo} has “${search}” in its name.`
        : `No brand’s name holds “${search}”.`
      : '';
  return {
    options,
    /** The chosen brand, once read (whether or not it is on the page shown or of `status`). */
    chosen,
    /** The list's query (loading, error, and `total` through its pagination: the brands of `status` matching the search). */
    page,
    /** The search asked of the API ('' for none). */
    search,
    pager,
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
