import type { Speller } from './dictionaries';
import { confusedForms } from './confusions';
import { base, COSTS, editDistance, soundAlike } from './distance';
import { commonWords, letterMask } from './frequency';
import { layoutOf } from './keyboard';

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
    const found = suggestWord(spell, word, deadline);
    return found ? { suggestions: found.slice(0, 5) } : { suggestions: [], skipped: 'out-of-time' };
  });
}

/** Candidates costlier than this are not suggested (two ordinary edits, or three cheap ones). */
const MAX_COST = 2.2;
/** Weight of how common a candidate is (0 for a word outside the 10,000 commonest, 1 for "the"). */
const FREQUENCY_WEIGHT = 0.45;
/** Weight of nspell's own order (its affix- and REP-aware search knows things distance does not). */
const NSPELL_WEIGHT = 0.35;
/** A slip rarely hits the first letter (a sound-alike one, "siek" for "ziek", is no slip but a spelling). */
const FIRST_LETTER = 0.35;
/**
 * Cost of a candidate the dictionary's REP table makes of the typed word: its maintainers listed
 * that confusion as a usual one ("burkini" → "boerkini"), so it counts as one cheap edit.
 */
const REPLACEMENT_COST = 0.5;
/** Share of the word's remaining time nspell may take; the rest is kept for the one-edit pass. */
const NSPELL_SHARE = 0.7;
const CLOCK_EVERY = 256;

/**
 * Known words near `word`, best first, or undefined when `deadline` passed before any search ran.
 *
 * Candidates come from three places: the language's 10,000 commonest words within MAX_COST
 * (a cheap scan, which finds the two-edit misspellings nspell gives up on or times out on),
 * nspell's own suggestions (affixes, the dictionary's REP table), and — when nspell ran out of
 * time — every word one edit away. They are ranked by a weighted edit distance (keyboard
 * neighbours, doubled letters, swapped letters, accents and vowels cost less), how common the word
 * is, and nspell's own order.
 */
export function suggestWord(spell: Speller, word: string, deadline: number): string[] | undefined {
  const remembered = searched.get(spell)?.results.get(word);
  if (remembered) return remembered;
  if (performance.now() > deadline) return undefined;
  let complete = true;
  const language = spell.language ?? 'en';
  const layout = layoutOf(language);
  const typed = word.normalize('NFC').toLowerCase();
  const { lower: words, rank, masks } = commonWords(language);
  const typedMask = letterMask(typed);
  const first = base(typed[0] ?? '');
  const candidates = new Map<string, { form: string; nspell?: number }>();

  let n = 0;
  for (const [i, lower] of words.entries()) {
    if (++n % CLOCK_EVERY === 0 && performance.now() > deadline) {
      complete = false;
      break;
    }
    // Slips rarely hit the first letter (nspell's own one-edit search still covers those words):
    // scanning only words that start alike keeps the scan to a few hundred distances.
    if (lower === typed || Math.abs(lower.length - typed.length) > 3) continue;
    if (base(lower[0]) !== first && !(lower[0] === typed[1] && lower[1] === typed[0])) continue;
    // Each letter one word has and the other lacks takes an edit of at least COSTS.double.
    if (Math.max(popcount(typedMask & ~masks[i]), popcount(masks[i] & ~typedMask)) * COSTS.double > MAX_COST) continue;
    if (editDistance(typed, lower, layout, MAX_COST) <= MAX_COST) {
      const form = knownForm(spell, lower);
      if (form) candidates.set(form.toLowerCase(), { form });
    }
  }

  const now = performance.now();
  const nspellDeadline = Math.min(deadline, now + (deadline - now) * NSPELL_SHARE);
  const fromNspell = spell.suggest(word, nspellDeadline);
  if (fromNspell) {
    for (const [i, form] of fromNspell.slice(0, 10).entries()) {
      const key = form.toLowerCase();
      const seen = candidates.get(key);
      candidates.set(key, { form: seen?.form ?? form, nspell: i });
    }
  } else {
    complete = false; // nspell ran out of time: one edit away stands in for its answer
    for (const v of oneEdit(typed, alphabetOf(language))) {
      // Each check may feed a lazy dictionary its lines (milliseconds): look at the clock every time.
      if (performance.now() > deadline) break;
      if (candidates.has(v)) continue;
      const form = knownForm(spell, v);
      if (form) candidates.set(v, { form });
    }
  }

  // The language's spelling confusions (Dutch "g" for "ch", "-e" for "-en"…), up to two at once.
  const confused = new Map<string, number>();
  for (const [v, steps] of confusedForms(language, typed)) {
    if (performance.now() > deadline) {
      complete = false;
      break;
    }
    const form = candidates.has(v) ? candidates.get(v)!.form : knownForm(spell, v);
    if (!form) continue;
    confused.set(v, steps);
    if (!candidates.has(v)) candidates.set(v, { form });
  }

  const replaced = new Set(spell.replaced?.(typed).map((r) => r.toLowerCase()));
  const scored: Array<{ form: string; score: number }> = [];
  for (const [key, c] of candidates) {
    const distance = editDistance(typed, key, layout);
    const listed = replaced.has(key) ? REPLACEMENT_COST : (confused.get(key) ?? Infinity) * REPLACEMENT_COST;
    const cost = Math.min(distance, listed);
    if (cost > MAX_COST && c.nspell === undefined) continue;
    const r = rank.get(key);
    const frequency = r ? 1 - Math.log10(r) / 4 : 0;
    const nspellBonus = c.nspell === undefined ? 0 : 1 - c.nspell / 10;
    const firstLetter = base(key[0] ?? '') === base(typed[0] ?? '') || soundAlike(key[0] ?? '', typed[0] ?? '') ? 0 : FIRST_LETTER;
    scored.push({ form: c.form, score: cost + firstLetter - FREQUENCY_WEIGHT * frequency - NSPELL_WEIGHT * nspellBonus });
  }
  scored.sort((a, b) => a.score - b.score);
  const result = scored.map((s) => casedLike(word, s.form));
  remember(spell, word, result, complete);
  return result;
}

/**
 * Each dictionary's searches, by word as written: the same unknown words (a brand's product
 * names, a sender's own slips) come back in every check of every draft, and nspell's search is
 * most of a check's time (≈ 200 ms for a short email). A search the clock cut is kept only the
 * second time it is cut (once may have been a busy moment; twice, it is a word nspell does not
 * finish — "Mastercard" in en-US takes every millisecond it is given). At most MEMO_SIZE words
 * per dictionary, the oldest forgotten first.
 */
const searched = new WeakMap<Speller, { results: Map<string, string[]>; cut: Map<string, number> }>();
const MEMO_SIZE = 5000;

function remember(spell: Speller, word: string, result: string[], complete: boolean): void {
  let memo = searched.get(spell);
  if (!memo) searched.set(spell, (memo = { results: new Map(), cut: new Map() }));
  if (!complete) {
    const times = (memo.cut.get(word) ?? 0) + 1;
    if (memo.cut.size >= MEMO_SIZE) memo.cut.delete(memo.cut.keys().next().value!);
    memo.cut.set(word, times);
    if (times < 2) return;
  }
  if (memo.results.size >= MEMO_SIZE) memo.results.delete(memo.results.keys().next().value!);
  memo.results.set(word, result);
}

/** The form the dictionary knows: as given, lower-case, or capitalised (German nouns). */
function knownForm(spell: Speller, w: string): string | undefined {
  if (spell.correct(w)) return w;
  const lower = w.toLowerCase();
  if (lower !== w && spell.correct(lower)) return lower;
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  if (capitalised !== w && spell.correct(capitalised)) return capitalised;
  return undefined;
}

/** A suggestion written the way the word was: capitalised at a sentence start, in capitals if it was. */
function casedLike(typed: string, suggestion: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase()) return suggestion.toUpperCase();
  if (/^\p{Lu}/u.test(typed) && /^\p{Ll}/u.test(suggestion)) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  return suggestion;
}

const ALPHABETS: Record<string, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  de: 'abcdefghijklmnopqrstuvwxyzäöüß',
  es: 'abcdefghijklmnopqrstuvwxyzáéíóúñü',
  fr: 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüÿœ',
  it: 'abcdefghijklmnopqrstuvwxyzàèéìíòóù',
  pt: 'abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõú',
  nl: 'abcdefghijklmnopqrstuvwxyzéëïöü',
};

/** The letters of a language's words, for the one-letter edits of a search or a slip. */
export function alphabetOf(language: string): string[] {
  return [...(ALPHABETS[language.toLowerCase().split('-')[0]] ?? ALPHABETS.en)];
}

/** Every string one deletion, swap, replacement or insertion away from `w`. */
function* oneEdit(w: string, letters: string[]): Generator<string> {
  const chars = [...w];
  for (let i = 0; i < chars.length; i++) {
    yield [...chars.slice(0, i), ...chars.slice(i + 1)].join('');
    if (i < chars.length - 1 && chars[i] !== chars[i + 1]) yield [...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join('');
  }
  for (let i = 0; i <= chars.length; i++) {
    for (const c of letters) {
      if (i < chars.length && c !== chars[i]) yield [...chars.slice(0, i), c, ...chars.slice(i + 1)].join('');
      yield [...chars.slice(0, i), c, ...chars.slice(i)].join('');
    }
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
