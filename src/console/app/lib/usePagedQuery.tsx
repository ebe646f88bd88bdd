import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListResponse } from '@brandmail/sdk';
import { Pager } from '../components/Pager';

/**
 * One API list a page at a time through its limit/offset — every list of the console (brands,
 * emails, contacts and a contact's history, saved connections, API keys, webhook endpoints) pages
 * this way, so the rules are written once:
 * - `key` names the list and its filters (a search, a status, a platform, a contact). Another key
 *   starts from the first page: the offset is kept with the key it was chosen for and dropped
 *   when the key changes, so a new search never opens on the previous search's third page, and
 *   no caller has to reset it.
 * - While another page of the same list loads, the page shown stays (no flash of "Loading…").
 *   Under another key it stays only with `keepAcrossKeys` (a search being refined), never where
 *   it would be something else's (another platform's connections, another contact's history).
 * - A later page that comes back empty (its last row deleted) gives way to the list's last page.
 *
 * The query key is `[...key, { limit, offset }]`, so invalidating `key`'s first part refreshes it.
 */
export function usePagedQuery<T>({
  key,
  limit,
  list,
  enabled = true,
  keepAcrossKeys = false,
}: {
  key: QueryKey;
  limit: number;
  list(page: { limit: number; offset: number }): Promise<ListResponse<T>>;
  enabled?: boolean;
  keepAcrossKeys?: boolean;
}) {
  const hash = hashKey(key);
  const [at, setAt] = useState({ hash, offset: 0 });
  // Another key: its first page, at once (state set while rendering, before anything is shown),
  // and again when an earlier key comes back (a search cleared is the whole list's first page).
  if (at.hash !== hash) setAt({ hash, offset: 0 });
  const offset = at.hash === hash ? at.offset : 0;
  const setOffset = (next: number) => setAt({ hash, offset: Math.max(0, next) });
  const query = useQuery({
    queryKey: [...key, { limit, offset }],
    queryFn: () => list({ limit, offset }),
    placeholderData: (previous, previousQuery) => (keepAcrossKeys || (previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === hash) ? previous : undefined),
    enabled,
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData && data.data.length === 0 && offset > 0) setOffset(Math.floor(Math.max(0, data.pagination.total - 1) / limit) * limit);
  }, [data, isPlaceholderData, offset]);
  return {
    /** The page's query: `data` (the page and its pagination), loading, error, refetch. */
    query,
    offset,
    setOffset,
    /** Previous/next for the list, labelled `label`; nothing while it loads or when one page holds it all. */
    pager: (label: string) => (data ? <Pager pagination={data.pagination} onOffset={setOffset} label={label} /> : null),
  };
}
