import { alternation, fold } from './text';

/** A whole-word regex over folded text for a list of (possibly multi-word) keywords. */
export function wordsRegex(words: readonly string[], flags = 'gu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(words.map(fold))})(?![\\p{L}\\p{N}])`, flags);
}

const cache = new WeakMap<readonly string[], RegExp>();

/** Whether the folded text contains any of the words (whole words, folded). */
export function hasAny(folded: string, words: readonly string[]): boolean {
  let re = cache.get(words);
  if (!re) {
    re = wordsRegex(words, 'u');
    cache.set(words, re);
  }
  return re.test(folded);
}

/** Every match of any of the words, with positions (valid in the original text too). */
const globalCache = new WeakMap<readonly string[], RegExp>();

export function findAll(folded: string, words: readonly string[]): Array<{ word: string; index: number; end: number }> {
  let re = globalCache.get(words);
  if (!re) {
    re = wordsRegex(words);
    globalCache.set(words, re);
  }
  re.lastIndex = 0;
  const out: Array<{ word: string; index: number; end: number }> = [];
  for (const m of folded.matchAll(re)) out.push({ word: m[0], index: m.index!, end: m.index! + m[0].length });
  return out;
}
