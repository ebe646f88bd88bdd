import { franc } from 'franc';
import type { CheckContext } from '../context';
import { loadEmail, where, type EmailInput, type LoadedEmail } from '../document';
import type { SpellingResult, ValidateOptions, ValidationIssue } from '../schema';
import { scoreFromIssues } from '../score';
import { hostOf } from '../../lib/domains';
import { urlRefs } from '../urls';
import { hasBrandCompound, hyphenParts, isBrandCompound } from './brand-compounds';
import type { Compounding } from './compounds';
import { dictionaryFor, speller, type Speller } from './dictionaries';
import { lintGrammarWithin } from './grammar';
import { soundAlike } from './distance';
import { keyNeighbours, layoutOf } from './keyboard';
import { alphabetOf, suggestAll, type Skipped } from './suggest';
import { textSegments, visibleText, type TextSegment } from './text';

const FRANC_TO_TAG: Record<string, string> = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de', por: 'pt', ita: 'it', nld: 'nl' };
/**
 * No dictionary word is longer (German's longest listed compounds are ~60 letters): a longer
 * token is reported unknown without asking the dictionary, whose cost grows with the word.
 */
const MAX_LOOKUP_LENGTH = 64;
/** Distinct spellings looked up per email (a long newsletter has ~3,000; each costs 20–250 µs). */
const MAX_DISTINCT_WORDS = 5_000;
/**
 * Compound splitting (German, Dutch) tries every split of a word: words longer than this are not
 * split, and an email gets this many dictionary lookups for splitting in all (a real compound
 * needs a few dozen; a 60-letter nonsense word, ~5,000).
 */
const MAX_COMPOUND_LENGTH = 40;
const MAX_COMPOUND_LOOKUPS = 20_000;
/**
 * A word that splits into known parts is tried for being a slip of a listed word (slipOfKnownWord:
 * ~40 variants a letter): an email gets this many such variants looked up in all, apart from the
 * splitting budget. Past it, a split word is taken as a compound without the test.
 */
const MAX_SLIP_LOOKUPS = 50_000;
const MAX_ISSUES_PER_WORD = 5;
/** Unknown words and grammar notes listed (a page of random text would otherwise answer with 100,000 issues). */
const MAX_LISTED = 1000;
const MAX_GRAMMAR_CHARS = 60_000;
/** Grammar is linted piece by piece; no piece starts once this much time has gone (see lintGrammarWithin). */
const GRAMMAR_BUDGET_MS = 1000;
const WORD = /[\p{L}\p{M}]+(?:['’\-][\p{L}\p{M}]+)*/gu;
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|coll|quell|quest|un|po)['’](.+)$/i;
const GRAMMAR_WARNINGS = new Set(['Agreement', 'Grammar', 'Repetition', 'Miscellaneous', 'WordChoice', 'Malapropism', 'Eggcorn', 'Typo', 'WordOrder', 'BoundaryError']);

/**
 * Spelling of the visible text (not URLs, email addresses, codes or merge tags) against a
 * Hunspell dictionary for the email's language (given, or detected with franc), plus English
 * grammar with harper.js. The brand's own words — project and product names, `options.allow` —
 * are never mistakes. Every issue points at the word's place in the HTML.
 */
export async function checkSpelling(input: EmailInput | LoadedEmail, options: ValidateOptions = {}, context: CheckContext = {}): Promise<SpellingResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const segments = textSegments(email);
  const { language, detected } = pickLanguage(email);
  const dictionary = language ? dictionaryFor(language) : undefined;
  if (!dictionary) return notChecked(language, detected, started);

  const spell = await speller(dictionary);
  const allowed = allowedWords([...(options.allow ?? []), ...(context.brandWords ?? []), ...domainWords(email)]);
  // The brief's own words (a dish, a brand, a loanword the author wrote): known only when the brief is.
  const briefAllowed = context.brief ? new Set([...allowed, ...briefWords(context.brief.text)]) : undefined;
  const issues: ValidationIssue[] = [];
  const english = dictionary.startsWith('en') || !hasBrandCompound(segments, allowed) ? undefined : await speller('en-US');
  const scan = findUnknownWords(segments, wordJudge(spell, dictionary, allowed, english));
  const listed = reportUnknownWords(email, spell, dictionary, scan.found, briefAllowed, issues);
  const grammar =
    dictionary.startsWith('en') && options.grammar !== false ? await reportGrammar(email, segments, language!, allowed, issues) : { checked: false };

  issues.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0));
  const errors = issues.filter((i) => i.severity === 'error').length;
  const grammarNotes = issues.filter((i) => i.code.startsWith('GRAMMAR_')).length;
  return {
    check: 'spelling',
    score: scoreFromIssues(issues, { error: 6, warning: 3, info: 0.5 }),
    passed: errors === 0,
    summary:
      `${scan.wordsChecked} words checked against ${dictionary}${detected ? ' (detected)' : ''}: ${scan.found.size} unknown` +
      (scan.found.size > listed.misspellings.length ? ` (the first ${listed.misspellings.length} listed)` : '') +
      (listed.fromBrief ? ` (${listed.fromBrief} written as in the brief)` : '') +
      (grammar.checked ? `, ${grammarNotes} grammar notes` : '') +
      limitsNote(listed.skipped, grammar.partial) +
      (scan.unchecked ? `; ${scan.unchecked} words after the first ${MAX_DISTINCT_WORDS} distinct ones not checked` : '') +
      '.',
    issues,
    durationMs: Math.round(performance.now() - started),
    language: dictionary,
    languageDetected: detected,
    grammarChecked: grammar.checked,
    wordsChecked: scan.wordsChecked,
    misspellings: listed.misspellings,
  };
}

/** The answer when there is no dictionary for the email's language, or too little text to tell it. */
function notChecked(language: string | undefined, detected: boolean, started: number): SpellingResult {
  return {
    check: 'spelling',
    score: 100,
    passed: true,
    summary: language ? `No dictionary for "${language}"; spelling was not checked.` : 'Not enough text to check.',
    issues: language
      ? [{ severity: 'info', code: 'SPELLING_LANGUAGE_UNSUPPORTED', message: `No dictionary for "${language}". Supported: en, en-GB, es, fr, de, pt, it, nl.`, line: null, column: null, snippet: null }]
      : [],
    durationMs: Math.round(performance.now() - started),
    misspellings: [],
    language: language ?? null,
    languageDetected: detected,
    grammarChecked: false,
    wordsChecked: 0,
  };
}

/** Whether a word is spelt right, each distinct spelling judged once; `judged` counts them. */
type WordJudge = { isCorrect(word: string): boolean; judged(word: string): boolean; readonly count: number };

/** `english`: the English speller, for the word a brand's name is joined to (./brand-compounds), when the language is another. */
function wordJudge(spell: Speller, dictionary: string, allowed: Set<string>, english?: Speller): WordJudge {
  const verdicts = new Map<string, boolean>();
  const compoundBudget = { lookups: MAX_COMPOUND_LOOKUPS };
  const slipBudget = { lookups: MAX_SLIP_LOOKUPS };
  const rules = COMPOUNDING.has(dictionary) ? spell.compounds?.() : undefined;
  // A spelling the dictionary forbids ("Augenlieder", a form of the forbidden "Augenlied") is wrong
  // though nspell, which reads the flag on the headword alone, accepts it — unless it is the brand's.
  const forbidden = (word: string) => !!rules?.forbidden(word) && !allowed.has(word.toLowerCase());
  // Each part of a hyphenated word is judged as a word of its own, compounds included
  // ("Kundenservice" of "Zorblaxo-Kundenservice"); beside a brand's word, an English word is one too.
  const partsCorrect = (word: string) => {
    const branded = !!english && isBrandCompound(word, allowed);
    return hyphenParts(word).every((p) => isCorrect(p) || (branded && english!.correct(p)));
  };
  const isCorrect = (word: string): boolean => {
    let v = verdicts.get(word);
    if (v === undefined) {
      v =
        word.length > MAX_LOOKUP_LENGTH
          ? allowed.has(word.toLowerCase())
          : !forbidden(word) &&
            (checkWord(spell, word, allowed) ||
              (!!rules && word.length <= MAX_COMPOUND_LENGTH && compoundWord(spell, word, dictionary, rules, compoundBudget, slipBudget)) ||
              (word.includes('-') && partsCorrect(word)));
      verdicts.set(word, v);
    }
    return v;
  };
  return {
    isCorrect,
    judged: (word) => verdicts.has(word),
    get count() {
      return verdicts.size;
    },
  };
}

type Found = { word: string; offset: number; segment: TextSegment; capitalisedName: boolean };

/**
 * The unknown words of the text, by lower-cased spelling in reading order, each with every place
 * it appears. Past MAX_DISTINCT_WORDS distinct spellings, new ones are counted as unchecked.
 */
function findUnknownWords(segments: TextSegment[], judge: WordJudge): { found: Map<string, Found[]>; wordsChecked: number; unchecked: number } {
  const found = new Map<string, Found[]>();
  let wordsChecked = 0;
  let unchecked = 0;
  for (const segment of segments) {
    const shouldCheck = checkable(segment.text);
    for (const m of segment.text.matchAll(WORD)) {
      const word = m[0];
      if (!shouldCheck(m.index!, word)) continue;
      if (judge.count >= MAX_DISTINCT_WORDS && !judge.judged(word)) {
        unchecked++;
        continue;
      }
      wordsChecked++;
      if (judge.isCorrect(word)) continue;
      const key = word.toLowerCase();
      const list = found.get(key) ?? [];
      const capitalisedName = /^\p{Lu}\p{Ll}/u.test(word) && !sentenceStart(segment.text, m.index!);
      list.push({ word, offset: firstMapped(segment.map, m.index!), segment, capitalisedName });
      found.set(key, list);
    }
  }
  return { found, wordsChecked, unchecked };
}

/**
 * The first MAX_LISTED unknown words (every one is counted) as misspellings with suggestions, and
 * an issue for each of their first places; what the suggester skipped, and how many the brief writes too.
 */
function reportUnknownWords(
  email: LoadedEmail,
  spell: Speller,
  dictionary: string,
  found: Map<string, Found[]>,
  briefAllowed: Set<string> | undefined,
  issues: ValidationIssue[],
): { misspellings: SpellingResult['misspellings']; skipped: Map<Skipped, number>; fromBrief: number } {
  const misspellings: SpellingResult['misspellings'] = [];
  const lists = [...found.values()].slice(0, MAX_LISTED);
  const suggested = suggestAll(spell, lists.map((list) => list[0].word));
  const skipped = new Map<Skipped, number>();
  let fromBrief = 0;
  for (const [n, list] of lists.entries()) {
    const first = list[0];
    const { suggestions, skipped: why } = suggested[n];
    if (why) skipped.set(why, (skipped.get(why) ?? 0) + 1);
    const pos = first.offset >= 0 ? email.lines.position(first.offset) : { line: null, column: null };
    misspellings.push({ word: first.word, count: list.length, suggestions, ...pos });
    const name = list.every((f) => f.capitalisedName);
    // Lower-case unknown words are mistakes; capitalised ones may be names: a warning at the start
    // of a sentence (where every word is capitalised), a note mid-sentence. A word the brief
    // writes too is the author's own (a dish, a brand, a loanword): a warning at most, still
    // shown, since a typo in the brief is one in the email.
    const capitalised = /^\p{Lu}/u.test(first.word);
    const ofBrief = !!briefAllowed && checkWord(spell, first.word, briefAllowed);
    if (ofBrief) fromBrief++;
    const severity: ValidationIssue['severity'] = name ? 'info' : capitalised || !suggestions.length || ofBrief ? 'warning' : 'error';
    for (const f of list.slice(0, MAX_ISSUES_PER_WORD)) {
      const at = f.offset >= 0 ? where(email, f.offset, f.word.length) : { line: null, column: null, snippet: f.segment.kind === 'subject' ? email.subject ?? null : null };
      issues.push({
        severity,
        code: 'SPELLING',
        message:
          `${f.segment.kind === 'subject' ? 'In the subject: ' : f.segment.kind === 'alt' ? 'In alt text: ' : ''}"${shortened(f.word)}" is not in the ${dictionary} dictionary` +
          (list.length > 1 ? ` (${list.length} times)` : '') +
          (ofBrief ? '; the brief writes it too (a name or a word of your own? check it is spelt there as meant)' : name ? ' (a name? add it to options.allow)' : '') +
          '.',
        ...at,
        word: f.word,
        suggestions,
        ...(suggestions.length ? { suggestion: `Did you mean "${suggestions[0]}"?` } : {}),
      });
    }
  }
  return { misspellings, skipped, fromBrief };
}

/**
 * English grammar notes on the body's text (its first MAX_GRAMMAR_CHARS, within the time budget),
 * except spelling (reported above) and notes about the brand's own words. `partial` is how far
 * it got when the budget ran out.
 */
async function reportGrammar(
  email: LoadedEmail,
  segments: TextSegment[],
  language: string,
  allowed: Set<string>,
  issues: ValidationIssue[],
): Promise<{ checked: boolean; partial?: number }> {
  const body = segments.find((s) => s.kind === 'body');
  if (!body || !body.text.trim()) return { checked: false };
  let partial: number | undefined;
  let notes = 0;
  const { text, index } = collapseSpaces(body.text.slice(0, MAX_GRAMMAR_CHARS));
  const { lints, checked } = await lintGrammarWithin(text, language, performance.now() + GRAMMAR_BUDGET_MS);
  if (checked < text.length) partial = checked;
  const allowedList = [...allowed];
  for (const lint of lints) {
    if (lint.kind === 'Spelling') continue;
    if (notes++ >= MAX_LISTED) break;
    if (allowedList.some((w) => lint.problem.toLowerCase().includes(w))) continue;
    const offset = firstMapped(body.map, index[lint.start] ?? body.text.length);
    if (offset < 0) continue;
    issues.push({
      severity: GRAMMAR_WARNINGS.has(lint.kind) ? 'warning' : 'info',
      code: `GRAMMAR_${lint.kind.toUpperCase()}`,
      message: `${lint.message} ("${lint.problem.trim()}")`,
      ...where(email, offset, lint.end - lint.start),
      word: lint.problem,
      suggestions: lint.suggestions.slice(0, 5),
      ...(lint.suggestions.length ? { suggestion: lint.suggestions[0] === '' ? 'Remove it.' : `Replace with "${lint.suggestions[0]}".` } : {}),
    });
  }
  return { checked: true, partial };
}

/** Languages that write compounds as one word, which nspell's compound support does not cover. */
const COMPOUNDING = new Set(['de', 'nl']);
const LINKING = ['', 's', 'es', 'n', 'en', 'e', 'er'];

/**
 * "Frühlingskollektion" = "Frühling" + s + "Kollektion": two known words, with a linking element.
 * `memo` holds the verdict for every tail already split: without it a word that does not split
 * is retried along every path, exponential in its length. Past the request's `budget` of
 * lookups, words are no longer split (and stay unknown).
 */
function isCompound(spell: Speller, word: string, memo: Map<string, boolean>, budget: { lookups: number }): boolean {
  if (word.length < 8) return false;
  const cached = memo.get(word);
  if (cached !== undefined) return cached;
  const known = (w: string) =>
    w.length >= 3 && budget.lookups-- > 0 && (spell.correct(w) || spell.correct(w[0].toUpperCase() + w.slice(1)) || spell.correct(w.toLowerCase()));
  let verdict = false;
  for (let i = 3; i <= word.length - 3 && !verdict; i++) {
    const tail = word.slice(i);
    if (!known(tail) && !(tail.length >= 8 && isCompound(spell, tail[0].toUpperCase() + tail.slice(1), memo, budget))) continue;
    const head = word.slice(0, i);
    for (const link of LINKING) if (head.endsWith(link) && known(head.slice(0, head.length - link.length))) verdict = true;
  }
  memo.set(word, verdict);
  return verdict;
}

/**
 * A compound the dictionary's own compound flags allow (./compounds, as Hunspell reads them) is a
 * word; one the dictionary forbids ("Standart") never is. Other words that split into known words
 * ("Newsletter" + "anmeldung": the dictionary marks "Newsletter" as no compound's beginning) are
 * taken as compounds too, unless they are one slip from a listed word. The flags' compounds are not
 * put to that test: compounds are so many that nearly every one is a slip from another (on real
 * German pages the test rejected "Freizeit", "Mitglieder" and "Maßnahmen"), and the dictionaries
 * leave Hunspell's own such test (CHECKCOMPOUNDREP) off.
 */
function compoundWord(spell: Speller, word: string, dictionary: string, rules: Compounding, budget: { lookups: number }, slipBudget: { lookups: number }): boolean {
  if (rules.isCompound(word, budget)) return !listedConfusion(spell, word) && !singledLetterOfKnownWord(spell, word, dictionary, slipBudget);
  return isCompound(spell, word, new Map(), budget) && !slipOfKnownWord(spell, word, dictionary, slipBudget);
}

/**
 * A word that splits into known parts may still be a slip of one known word: "bennemen" is "ben" +
 * "nemen" but far likelier "benemen" with a doubled n, "brutopast" is "bruto" + "past" but far
 * likelier "brutolast" with a neighbouring key, "miselijk" is "mise" + "lijk" but "misselijk" with
 * a letter left single, "duidlijk" is "duid" + "lijk" but "duidelijk" with a letter left out,
 * "oliepijl" is "olie" + "pijl" but "oliepeil" with the "ij" for "ei" the dictionary's REP table
 * lists. A letter typed twice or once too few, a letter left out inside the word, two letters
 * swapped, a neighbouring key, a letter that sounds like the one meant or a listed confusion that undo into a dictionary word mean a slip,
 * not a compound. A letter missing at the end is not taken for a slip: a word without its last
 * letter is as often another form of it ("filesystem" beside the listed "filesystems"), and the
 * words undone to are listed ones only — undone to any compound the flags make, nearly every
 * split word is a slip of one ("schreibbare" of "schreibbahre"), which flagged real words.
 */
function slipOfKnownWord(spell: Speller, word: string, language: string, budget: { lookups: number }): boolean {
  const neighbours = keyNeighbours(layoutOf(language));
  const letters = alphabetOf(language);
  const listed = knownOtherThan(spell, word);
  // Past the email's budget every variant is unknown: the word is taken as the compound it splits into.
  const known = (w: string) => budget.lookups-- > 0 && listed(w);
  if (listedConfusion(spell, word)) return true;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === word[i + 1] && known(word.slice(0, i) + word.slice(i + 1))) return true;
    if (word[i] !== word[i + 1] && known(word.slice(0, i + 1) + word.slice(i))) return true;
    if (i < word.length - 1 && known(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))) return true;
    // A letter left out before this one (not before the first: that one is rarely the slip; a
    // letter the same as either side is the doubled-letter case above).
    if (i > 0) for (const key of letters) if (key !== word[i] && key !== word[i - 1] && known(word.slice(0, i) + key + word.slice(i))) return true;
    const lower = word[i].toLowerCase();
    // A neighbouring key, or in Dutch a letter that sounds like the one meant ("concensus", "con" +
    // "census": "consensus"). Not in German, which writes loanwords both ways: "Shellskript" beside
    // the listed "Shellscript" was flagged in German man pages.
    for (const key of [...(neighbours.get(lower) ?? []), ...(language === 'nl' ? (SOUNDS_LIKE.get(lower) ?? []) : [])]) {
      const replaced = word.slice(0, i) + (lower === word[i] ? key : key.toUpperCase()) + word.slice(i + 1);
      if (known(replaced)) return true;
    }
  }
  return false;
}

/** Letters written for one another because they sound alike (./distance's pairs), from each side. */
const SOUNDS_LIKE = (() => {
  const map = new Map<string, string[]>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) for (const b of letters) if (a !== b && soundAlike(a, b)) map.set(a, [...(map.get(a) ?? []), b]);
  return map;
})();

/**
 * The one slip a compound the flags make is still tested for: a letter written once that a listed
 * word has twice ("ofenbar" is "Ofen" + "bar" by the flags but meant "offenbar", Dutch "raderstift"
 * is "rader" + "stift" but meant "radeerstift") — and in Dutch a final "t" for the "d" it sounds
 * like ("spottent", "spot" + "tent", meant "spottend"). Not the other slips: nearly every compound
 * is a swapped letter or a neighbouring key from some listed word.
 */
function singledLetterOfKnownWord(spell: Speller, word: string, language: string, budget: { lookups: number }): boolean {
  const listed = knownOtherThan(spell, word);
  const known = (w: string) => budget.lookups-- > 0 && listed(w);
  for (let i = 1; i < word.length; i++) {
    if (word[i] !== word[i + 1] && word[i] !== word[i - 1] && known(word.slice(0, i + 1) + word.slice(i))) return true;
  }
  return language === 'nl' && /[dt]$/.test(word) && known(word.slice(0, -1) + (word.endsWith('t') ? 'd' : 't'));
}

/**
 * A listed word (or its capitalised form) other than `word`, and not one the dictionary forbids
 * (German lists "Maßnamen" and "Mietglieder" as forbidden, which nspell accepts).
 */
function knownOtherThan(spell: Speller, word: string): (w: string) => boolean {
  const rules = spell.compounds?.();
  const listed = (w: string) => spell.correct(w) && !rules?.forbidden(w);
  return (w) => w !== word && (listed(w) || listed(w.charAt(0).toUpperCase() + w.slice(1)));
}

/**
 * Whether one of the dictionary's listed confusions (its REP table: Dutch "ij" for "ei", "t" for
 * "d") makes a listed word of `word`, as Hunspell's CHECKCOMPOUNDREP asks of a compound: "oliepijl"
 * is "olie" + "pijl" by the flags, and "oliepeil" with the usual confusion.
 */
function listedConfusion(spell: Speller, word: string): boolean {
  return !!spell.replaced?.(word.toLowerCase()).some(knownOtherThan(spell, word));
}

const SKIPPED_WHY: Record<Skipped, string> = { 'too-long': 'too long to be words', 'too-many': 'past the first ones' };

/** What the time and size limits left out, for the summary (empty when nothing was). */
function limitsNote(skipped: Map<Skipped, number>, grammarChecked: number | undefined): string {
  const notes = [...skipped].map(([why, n]) => `no suggestions for ${n} ${n === 1 ? 'word' : 'words'} ${SKIPPED_WHY[why]}`);
  if (grammarChecked !== undefined) notes.push(`grammar checked in the first ${grammarChecked} characters (time budget)`);
  return notes.length ? `; ${notes.join(', ')}` : '';
}

function pickLanguage(email: LoadedEmail): { language?: string; detected: boolean } {
  if (email.language) return { language: email.language, detected: false };
  const htmlLang = email.elements.find((e) => e.tag === 'html')?.attrs.lang?.trim();
  const text = visibleText(email);
  if (text.replace(/\s/g, '').length >= 20) {
    const code = franc(text.slice(0, 5000), { only: Object.keys(FRANC_TO_TAG), minLength: 10 });
    const tag = FRANC_TO_TAG[code];
    if (tag) {
      // A lang attribute of the same language adds its region (en-GB).
      if (htmlLang && htmlLang.toLowerCase().split('-')[0] === tag) return { language: htmlLang, detected: true };
      return { language: tag, detected: true };
    }
  }
  if (htmlLang) return { language: htmlLang, detected: true };
  return text.trim() ? { language: 'en', detected: true } : { detected: true };
}

/**
 * The names in the email's own link domains (northpeak.com → "northpeak"): a brand's name is
 * rarely in a dictionary, and it is nearly always in its links.
 */
function domainWords(email: LoadedEmail): string[] {
  const words = new Set<string>();
  for (const ref of urlRefs(email)) {
    const host = /^mailto:[^@]+@([^?]+)/i.exec(ref.url)?.[1] ?? hostOf(ref.url);
    if (!host || /^[\d.]+$/.test(host)) continue;
    for (const label of host.toLowerCase().split('.').slice(0, -1)) if (label.length >= 3 && label !== 'www') for (const part of label.split('-')) words.add(part);
  }
  return [...words];
}

/** Every word of the brief, lower-cased, whole and in its hyphenated or elided parts ("peri-peri", "l'app"). */
function briefWords(brief: string): string[] {
  const words: string[] = [];
  for (const m of brief.normalize('NFC').matchAll(WORD)) {
    const word = m[0].toLowerCase().replace(/’/g, "'");
    words.push(word, ...word.split(/['-]/).filter((p) => p.length >= 2));
  }
  return words;
}

function allowedWords(words: string[]): Set<string> {
  const set = new Set<string>();
  for (const w of words) {
    set.add(w.toLowerCase().trim());
    for (const part of w.split(/[\s\-–—/&+]+/)) if (part.trim()) set.add(part.toLowerCase().trim());
  }
  return set;
}

function checkWord(spell: Speller, raw: string, allowed: Set<string>): boolean {
  const word = raw.replace(/’/g, "'");
  const lower = word.toLowerCase();
  if (allowed.has(lower) || allowed.has(raw.toLowerCase())) return true;
  if (spell.correct(word) || spell.correct(lower)) return true;
  if (/^\p{Lu}+$/u.test(word) && spell.correct(word[0] + lower.slice(1))) return true;
  const elided = ELISION.exec(word);
  if (elided && (spell.correct(elided[1]) || spell.correct(elided[1].toLowerCase()) || allowed.has(elided[1].toLowerCase()))) return true;
  if (word.endsWith("'s") && (spell.correct(word.slice(0, -2)) || allowed.has(lower.slice(0, -2)))) return true;
  // A brand's own word with the -s of a plural or a genitive ("two Zorblaxos", "des Zorblaxos");
  // words of four letters or more only, so that "the" of "The Ordinary" does not make "thes".
  if (lower.length > 4 && lower.endsWith('s') && allowed.has(lower.slice(0, -1))) return true;
  if (word.includes('-')) return word.split('-').every((p) => p.length < 2 || checkWord(spell, p, allowed));
  return false;
}

/**
 * Codes, acronyms and brand-like spellings are not words a dictionary should judge. Whether a
 * whitespace-delimited token looks like code is decided once per token, not once per word in
 * it ("a.b.a.b…" is one token of thousands of words).
 */
function checkable(text: string): (index: number, word: string) => boolean {
  let end = -1;
  let codeLike = false;
  return (index, word) => {
    if (word.length < 2) return false;
    if (index >= end) {
      let s = index;
      let e = index + word.length;
      while (s > 0 && !/\s/.test(text[s - 1])) s--;
      while (e < text.length && !/\s/.test(text[e])) e++;
      const token = text.slice(s, e);
      end = e;
      codeLike = /[\d_@/\\=#$%&*|<>{}[\]~^]/.test(token) || /\p{L}\.\p{L}/u.test(token);
    }
    if (codeLike) return false;
    if (/^\p{Lu}[\p{Lu}'’-]{0,5}$/u.test(word)) return false;
    if (/\p{Ll}\p{Lu}/u.test(word)) return false;
    if (/[^\p{Script=Latin}\p{M}'’-]/u.test(word)) return false;
    return true;
  };
}

function sentenceStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i];
    if (/[\s"'“‘«¡¿(\[\u00a0]/.test(c)) {
      if (c === '\n') return true;
      continue;
    }
    return /[.!?:…•·|–—-]/.test(c);
  }
  return true;
}

/**
 * HTML whitespace is not the reader's: runs of spaces (and blanked URLs) become one space, blank
 * lines between blocks stay, so grammar sees the text as rendered. `index` maps back.
 */
function collapseSpaces(raw: string): { text: string; index: number[] } {
  let text = '';
  const index: number[] = [];
  let i = 0;
  while (i < raw.length) {
    if (/\s/.test(raw[i])) {
      let j = i;
      let newlines = 0;
      while (j < raw.length && /\s/.test(raw[j])) {
        if (raw[j] === '\n') newlines++;
        j++;
      }
      const sep = newlines >= 2 ? '\n\n' : newlines === 1 ? '\n' : ' ';
      // A blanked merge tag or URL before punctuation ("Hi {{name}}, …") leaves no gap the reader sees.
      const beforePunctuation = newlines === 0 && j < raw.length && /[,.;:!?)]/.test(raw[j]);
      if (text.length && !beforePunctuation) for (const ch of sep) {
        text += ch;
        index.push(i);
      }
      i = j;
      continue;
    }
    text += raw[i];
    index.push(i);
    i++;
  }
  return { text, index };
}

function firstMapped(map: number[], index: number): number {
  for (let i = index; i < map.length; i++) if (map[i] >= 0) return map[i];
  return -1;
}

/** A word as quoted in a message: a 10,000-letter "word" is named by its start (the `word` field keeps it whole). */
function shortened(word: string): string {
  return word.length > 60 ? `${word.slice(0, 57)}…` : word;
}
