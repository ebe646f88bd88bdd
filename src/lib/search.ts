/**
 * A list's free-text filter (`?search=` on contacts and projects), written once: the query
 * parameter's schema and the LIKE pattern it becomes, with `%`, `_` and `\` matched literally
 * (the SQL says `escape '\'`; the value is always a bound parameter, never spliced in).
 */
import { z } from 'zod';

/** Trimmed, 1–`max` characters: a longer one is a 400 like any bad parameter. */
export const SearchText = (max: number, description: string) => z.string().trim().min(1).max(max).describe(description);

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The lower-cased LIKE pattern for text starting with `term` (`prefix`) or holding it anywhere. */
export const likePattern = (term: string, where: 'prefix' | 'anywhere') =>
  `${where === 'anywhere' ? '%' : ''}${escapeLike(term.toLowerCase())}%`;
