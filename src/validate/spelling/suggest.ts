import { doublings, type Speller } from './dictionaries';
import { confusedForms } from './confusions';
import { base, COSTS, editDistance, soundAlike } from './distance';
import { commonWords, letterMask } from './frequency';
import { layoutOf } from './keyboard';
import { nearWords } from './scan';

/**
 * What one request may spend on spelling suggestions. A word's search is bounded by its length
 * and its dictionary (./scan), not by the clock, so the same email always gets the same
 * suggestions however busy the machine is; these limits bound how many searches there are.
 */
export interface SuggestLimits {
  /** Longer words get no suggestions (no real word that long has a useful near miss). */
  maxWordLength: number;
  /** Distinct words that get a search at all. */
  maxWords: number;
}

export const SUGGEST_LIMITS: SuggestLimits = { maxWordLength: 40, maxWords: 40 };

export type Skipped = 'too-long' | 'too-many';
export interface Suggested {
  suggestions: string[];
  skipped?: Skipped;
}

/** Suggestions for each of `words` (distinct unknown words, in the order they are reported). */
export function suggestAll(spell: Speller, words: string[], limits: SuggestLimits = SUGGEST_LIMITS): Suggested[] {
  let searched = 0;
  return words.map((word): Suggested => {
    if ([...word].length > limits.maxWordLength) return { suggestions: [], skipped: 'too-long' };
    if (searched >= limits.maxWords) return { suggestions: [], skipped: 'too-many' };
    searched++;
    return { suggestions: suggestWord(spell, word).slice(0, 5) };
  });
}

/** Candidates costlier than this are not suggested (two ordinary edits, or three cheap ones). */
const MAX_COST = 2.2;
/** Weight of how common a candidate is (0 for a word outside the 10,000 commonest, 1 for "the"). */
const FREQUENCY_WEIGHT = 0.45;
/** Weight of the first pass's order (nspell's: REP confusions and doubled letters before other one-edit forms). */
const NSPELL_WEIGHT = 0.35;
/** A slip rarely hits the first letter (a sound-alike one, "siek" for "ziek", is no slip but a spelling). */
const FIRST_LETTER = 0.35;
/**
 * Cost of a candidate the dictionary's REP table makes of the typed word: its maintainers listed
 * that confusion as a usual one ("burkini" → "boerkini"), so it counts as one cheap edit.
 */
const REPLACEMENT_COST = 0.5;
/** How many of the first pass's finds carry its order into the ranking (as nspell's first ten did). */
const FIRST_PASS_RANKED = 10;

/**
 * Known words near `word`, best first. The same word and dictionary always get the same answer:
 * every step is bounded by the word's length and the dictionary, none by the clock.
 *
 * Candidates come from four places: the language's 10,000 commonest words within MAX_COST that
 * start alike (a cheap scan); every word of the dictionary that shares enough letter pairs with
 * the word to be within a few edits, kept when within MAX_COST (./scan, which stands in for
 * nspell's two-edit search); nspell's own first pass, done here — the dictionary's REP
 * confusions, a letter or two doubled or undoubled, then every form one edit away (which finds
 * the affixed forms a list of headwords lacks), ordered as nspell orders them; and the
 * language's spelling confusions. They are ranked by a weighted edit distance (keyboard
 * neighbours, doubled letters, swapped letters, accents and vowels cost less), how common the word
 * is, and the first pass's order. Words the dictionary marks NOSUGGEST are never suggested.
 */
export function suggestWord(spell: Speller, word: string): string[] {
  const remembered = searched.get(spell)?.get(word);
  if (remembered) return remembered;
  const language = spell.language ?? 'en';
  const layout = layoutOf(language);
  const typed = word.normalize('NFC').toLowerCase();
  const { lower: words, rank, masks } = commonWords(language);
  const typedMask = letterMask(typed);
  const first = base(typed[0] ?? '');
  const candidates = new Map<string, { form: string; nspell?: number }>();
  const farApart = (mask: number) => Math.max(popcount(typedMask & ~mask), popcount(mask & ~typedMask)) * COSTS.double > MAX_COST;
  const consider = (lower: string) => {
    if (candidates.has(lower) || editDistance(typed, lower, layout, MAX_COST) > MAX_COST) return;
    const form = knownForm(spell, lower);
    if (form) candidates.set(form.toLowerCase(), { form });
  };

  for (const [i, lower] of words.entries()) {
    // Slips rarely hit the first letter (the first pass below still covers those words):
    // scanning only words that start alike keeps the scan to a few hundred distances.
    if (lower === typed || Math.abs(lower.length - typed.length) > 3) continue;
    if (base(lower[0]) !== first && !(lower[0] === typed[1] && lower[1] === typed[0])) continue;
    // Each letter one word has and the other lacks takes an edit of at least COSTS.double.
    if (farApart(masks[i])) continue;
    consider(lower);
  }

  const vocabulary = spell.vocabulary?.();
  if (vocabulary) {
    const { words: all, masks: allMasks } = vocabulary.index;
    for (const i of nearWords(vocabulary.index, typed)) if (!farApart(allMasks[i])) consider(all[i]);
  }

  for (const [i, form] of firstPass(spell, typed, language).slice(0, FIRST_PASS_RANKED).entries()) {
    const key = form.toLowerCase();
    candidates.set(key, { form: candidates.get(key)?.form ?? form, nspell: i });
  }

  // The language's spelling confusions (Dutch "g" for "ch", "-e" for "-en"…), up to two at once.
  const confused = new Map<string, number>();
  for (const [v, steps] of confusedForms(language, typed)) {
    const form = candidates.has(v) ? candidates.get(v)!.form : knownForm(spell, v);
    if (!form) continue;
    confused.set(v, steps);
    if (!candidates.has(v)) candidates.set(v, { form });
  }

  const replaced = new Set(spell.replaced?.(typed).map((r) => r.toLowerCase()));
  const scored: Array<{ form: string; score: number }> = [];
  for (const [key, c] of candidates) {
    if (vocabulary?.unsuggestable(key)) continue;
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
  // Ties in the order the words were found would depend on the order of the steps: alphabetical.
  scored.sort((a, b) => a.score - b.score || (a.form < b.form ? -1 : a.form > b.form ? 1 : 0));
  const result = scored.map((s) => casedLike(word, s.form));
  remember(spell, word, result);
  return result;
}

/**
 * nspell's first pass, without its second (the two-edit search the dictionary scan replaces):
 * what the dictionary's REP table makes of the word, its KEY groups' letters typed for one another
 * and the word with up to two letters doubled or undoubled (nspell weighs these 10), then every string one deletion, swap, replacement or
 * insertion away; each known form counted once per way it was reached, and ordered as nspell
 * orders them — most weight first, then alphabetically as String#localeCompare sorts. Its order
 * carries into the ranking (NSPELL_WEIGHT), so it must be nspell's: test/validate/spelling/first-pass.test.ts.
 */
export function firstPass(spell: Speller, typed: string, language: string): string[] {
  const weight = new Map<string, number>();
  const verdict = new Map<string, string | undefined>();
  const check = (v: string, listed: boolean) => {
    if (v === typed || !v || (spell.mayKnow && !spell.mayKnow(v))) return;
    let form = verdict.get(v);
    if (!verdict.has(v)) verdict.set(v, (form = knownForm(spell, v)));
    if (!form) return;
    weight.set(form, (weight.get(form) ?? (listed ? 10 : 0)) + 1);
  };
  for (const v of spell.replaced?.(typed) ?? []) check(v.toLowerCase(), true);
  for (const v of keyEdits(typed, spell.keyGroups?.() ?? [])) check(v, true);
  for (const v of doublings(typed)) check(v, true);
  for (const v of oneEdit(typed, alphabetOf(language))) check(v, false);
  // Ties as nspell breaks them, by String#localeCompare, which sorts an accented letter with its
  // base letter ("lágis" before "lugais"; code points put every accented letter after "z"). nspell
  // puts the typed word's casing first, but it finds a capitalised form ("Rosie" for "rusie") by a
  // second search of the capitalised word, with weights of its own; here such a form is the same
  // search's (knownForm), so that tie-break has nothing to stand on.
  return [...weight].sort((a, b) => b[1] - a[1] || NSPELL_COLLATION.compare(a[0], b[0])).map(([form]) => form);
}

/** String#localeCompare as nspell calls it, with its locale fixed so that every machine orders alike. */
const NSPELL_COLLATION = new Intl.Collator('en');

/** `w` with one letter replaced by another of a KEY group it is in (nspell's keyboard pass). */
function* keyEdits(w: string, groups: string[]): Generator<string> {
  for (let i = 0; i < w.length; i++) {
    const seen = new Set<string>();
    for (const group of groups) {
      if (!group.includes(w[i])) continue;
      for (const c of group) if (c !== w[i] && !seen.has(c)) {
        seen.add(c);
        yield w.slice(0, i) + c + w.slice(i + 1);
      }
    }
  }
}

/**
 * Each dictionary's searches, by word as written: the same unknown words (a brand's product
 * names, a sender's own slips) come back in every check of every draft. At most MEMO_SIZE words
 * per dictionary, the oldest forgotten first. A search's answer depends on nothing else, so a
 * remembered one is the answer.
 */
const searched = new WeakMap<Speller, Map<string, string[]>>();
const MEMO_SIZE = 5000;

function remember(spell: Speller, word: string, result: string[]): void {
  let memo = searched.get(spell);
  if (!memo) searched.set(spell, (memo = new Map()));
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(word, result);
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
      // nspell tries a letter after the last twice (as an insertion and as a replacement of the
      // end), so a word with its last letter left off ("lugis" for "lugiso") weighs double in its order.
      if (i === chars.length) yield [...chars, c].join('');
    }
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
