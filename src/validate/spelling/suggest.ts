import type { Speller } from './dictionaries';

/**
 * What one request may spend on spelling suggestions. nspell's search grows with the word and
 * explodes on nonsense (a 300-letter word: 10 s and 1.4 GB; a 6-letter one in French: seconds),
 * so suggestions are a bounded courtesy: unknown words are always reported, and a word past a
 * limit is reported without suggestions.
 */
export interface SuggestLimits {
  /** Longer words get no suggestions (no real word that long has a useful near miss). */
  maxWordLength: number;
  /** Time one word's search may take. */
  perWordMs: number;
  /** Time all of a request's searches may take together. */
  perRequestMs: number;
  /** Distinct words that get a search at all. */
  maxWords: number;
}

export const SUGGEST_LIMITS: SuggestLimits = { maxWordLength: 40, perWordMs: 250, perRequestMs: 1000, maxWords: 40 };

export type Skipped = 'too-long' | 'out-of-time' | 'too-many';
export interface Suggested {
  suggestions: string[];
  skipped?: Skipped;
}

/** Suggestions for each of `words` (distinct unknown words, in the order they are reported). */
export function suggestAll(spell: Speller, words: string[], limits: SuggestLimits = SUGGEST_LIMITS): Suggested[] {
  const requestDeadline = performance.now() + limits.perRequestMs;
  let searched = 0;
  return words.map((word): Suggested => {
    if ([...word].length > limits.maxWordLength) return { suggestions: [], skipped: 'too-long' };
    if (searched >= limits.maxWords) return { suggestions: [], skipped: 'too-many' };
    searched++;
    const deadline = Math.min(requestDeadline, performance.now() + limits.perWordMs);
    const found = spell.suggest(word, deadline);
    return found ? { suggestions: found.slice(0, 5) } : { suggestions: [], skipped: 'out-of-time' };
  });
}
