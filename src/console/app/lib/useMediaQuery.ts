import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept current as it is resized. For an order that
 * CSS alone would only paint (grid `order`), leaving the reading and Tab order behind it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The width under which the console's two-column screens stack (styles.css, `max-width: 900px`). */
export const STACKED = '(max-width: 900px)';
