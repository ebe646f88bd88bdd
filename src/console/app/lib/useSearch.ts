import { useEffect, useState } from 'react';

/** How long typing must pause before a search is asked of the API. */
export const SEARCH_PAUSE_MS = 250;

/**
 * A search box's text as typed and the search asked of the API, which follows it once typing
 * pauses (one request per pause, not per key). A list paged with usePagedQuery, keyed by the
 * search, goes back to its first page by itself; `onSearch`, if given, runs when the search
 * changes — only then: on mount the timer also fires, and a "Next" clicked within its pause (or
 * before a busy browser ran it) must not be undone.
 */
export function useSearch(onSearch?: (search: string) => void) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const t = setTimeout(() => {
      setSearch(next);
      onSearch?.(next);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [typed, search]);
  return { typed, setTyped, search };
}
