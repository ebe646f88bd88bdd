/**
 * A bounded, deterministic search of a whole dictionary for the words near a misspelling, in place
 * of nspell's two-edit search (which generates every two-edit string — thousands for a long word —
 * and so has to be cut by the clock, answering less on a loaded machine).
 *
 * Built once per dictionary, on its first suggestion: every word the dictionary may suggest,
 * indexed by the letter pairs it holds ("^c", "ca", "at", "t$" for "cat"). A misspelling's
 * candidates are the words of about its length that share enough of its pairs to be within a few
 * edits (each edit breaks at most three pairs), read off the pairs' lists: the work grows with the
 * dictionary and the word's length only, never with the clock. The caller ranks them.
 */
import { letterMask } from './frequency';

export interface WordIndex {
  /** The indexed words, lower-case NFC. */
  readonly words: string[];
  /** Each word's length (UTF-16 units, at most 255) and letterMask. */
  readonly lengths: Uint8Array;
  readonly masks: Uint32Array;
  /** Letter pair → the indexes of the words that hold it, ascending. */
  readonly pairs: Map<number, Int32Array>;
  /** Scratch: shared-pair counts per word (zeroed after each search). */
  readonly shared: Uint8Array;
}

/** Words further apart in length than this are not candidates (three letters dropped or added). */
export const LENGTH_WINDOW = 3;
/** Letter pairs of the misspelling that its candidates may lack (two edits, each breaking up to three). */
const PAIRS_BROKEN = 6;
/** Most candidates returned (those sharing the most pairs): a bound on the caller's distances. */
export const MAX_CANDIDATES = 3000;

/** The distinct letter pairs of `^word$`, each as one number (two UTF-16 units), into `out`. */
function pairsOf(word: string, out: number[] = []): number[] {
  out.length = 0;
  let prev = 94; // "^"
  for (let i = 0; i <= word.length; i++) {
    const c = i < word.length ? word.charCodeAt(i) : 36; // "$"
    const p = prev * 65536 + c;
    if (!out.includes(p)) out.push(p);
    prev = c;
  }
  return out;
}

export function buildIndex(source: Iterable<string>): WordIndex {
  const words = [...new Set(source)].sort();
  const scratch: number[] = [];
  // Two passes over the words (count, then fill) rather than a list per word: a dictionary has
  // 50,000–300,000 words, and a million small arrays are most of the time in the collector.
  const lists = new Map<number, { ids: Int32Array; n: number }>();
  const counts = new Map<number, number>();
  for (const w of words) for (const p of pairsOf(w, scratch)) counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const [p, n] of counts) lists.set(p, { ids: new Int32Array(n), n: 0 });
  words.forEach((w, i) => {
    for (const p of pairsOf(w, scratch)) {
      const list = lists.get(p)!;
      list.ids[list.n++] = i;
    }
  });
  const pairs = new Map<number, Int32Array>();
  for (const [p, list] of lists) pairs.set(p, list.ids);
  return { words, lengths: Uint8Array.from(words, (w) => Math.min(255, w.length)), masks: Uint32Array.from(words, letterMask), pairs, shared: new Uint8Array(words.length) };
}

/**
 * The indexed words within LENGTH_WINDOW letters of `typed`'s length that share at least all but
 * PAIRS_BROKEN of its letter pairs (at least one), most shared first (then in the order the pairs'
 * lists reach them);
 * at most MAX_CANDIDATES, as indexes into `index.words`. `typed` is lower-case NFC.
 */
export function nearWords(index: WordIndex, typed: string): number[] {
  const mine = pairsOf(typed);
  const need = Math.max(1, mine.length - PAIRS_BROKEN);
  const length = typed.length;
  const { shared, words, lengths } = index;
  const touched: number[] = [];
  for (const p of mine) {
    const list = index.pairs.get(p);
    if (!list) continue;
    for (let k = 0; k < list.length; k++) {
      const i = list[k];
      if (Math.abs(lengths[i] - length) > LENGTH_WINDOW) continue;
      if (shared[i]++ === 0) touched.push(i);
    }
  }
  // Most shared first, by buckets (a short word touches tens of thousands of words: no sort).
  const buckets: number[][] = [];
  for (const i of touched) if (shared[i] >= need && words[i] !== typed) (buckets[shared[i]] ??= []).push(i);
  const out: number[] = [];
  for (let k = buckets.length - 1; k >= need && out.length < MAX_CANDIDATES; k--) {
    const bucket = buckets[k];
    if (bucket) for (let j = 0; j < bucket.length && out.length < MAX_CANDIDATES; j++) out.push(bucket[j]);
  }
  for (const i of touched) shared[i] = 0;
  return out;
}
