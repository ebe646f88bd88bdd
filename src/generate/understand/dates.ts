/**
 * The dates of the brief: the days the prompt names (read by src/generate/read/dates.ts, the one
 * date reader), each with its time of day and a role from the words before it (until → deadline,
 * from → start) or, failing that, from the purpose (a sale's date is when it ends; an event's is
 * when it happens).
 */
import { findDateMentions, type DateMention } from '../read/dates';
import { WEEKDAY_RE } from '../read/date-patterns';
import { findTimes } from '../read/times';
import type { CopyLanguage, DateFact, DateRole, Purpose } from '../types';
import { DEADLINE_CUES, MONTHS, START_CUES, WEEKDAYS } from './lexicon';
import { alternation, fold } from './text';

const MONTH_RE = alternation(Object.keys(MONTHS));

const DEADLINE_RE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${alternation(DEADLINE_CUES.map(fold))})\s*(?:the |le |el |o |il |den |dem |la |al |au |zum )?(?:[\p{L}]+\s+)?$`,
  'u',
);
const START_RE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${alternation(START_CUES.map(fold))})\s*(?:the |le |el |o |il |den |dem |la |al |au |zum )?(?:[\p{L}]+\s+)?$`,
  'u',
);

function roleFromCue(folded: string, index: number): DateRole | undefined {
  const before = folded.slice(Math.max(0, index - 28), index);
  // The nearest cue decides: "from Monday until Friday" has both.
  const d = DEADLINE_RE.exec(before);
  const s = START_RE.exec(before);
  if (d && s) return d.index > s.index ? 'deadline' : 'start';
  if (d) return 'deadline';
  if (s) return 'start';
  return undefined;
}

function defaultRole(purpose: Purpose): DateRole {
  switch (purpose) {
    case 'promotional':
    case 'holiday':
    case 'abandoned-cart':
    case 're-engagement':
    case 'feedback':
      return 'deadline';
    case 'product-launch':
      return 'start';
    default:
      return 'event';
  }
}


/** A weekday named on its own: another day than a date's ("la domenica sera", "on Sundays"). */
const WEEKDAY_WORD = new RegExp(String.raw`(?<![\p{L}])(${alternation(Object.keys(WEEKDAYS))})s?(?![\p{L}])`, 'gu');

/** Whether `between` names a weekday other than `date`'s own ("December 11 (Friday) at 7pm" names its own). */
function otherDay(between: string, date: string): boolean {
  const own = new Date(`${date}T00:00:00Z`).getUTCDay();
  return [...between.matchAll(WEEKDAY_WORD)].some((m) => WEEKDAYS[m[1]] !== own);
}

/**
 * A time belongs to the nearest date (within a short distance); "tonight at 8" and "at 8pm on
 * Friday" both work. Not across another day: in "from Monday 14 December we also open on Sunday
 * evenings, 7–11 pm" the hours are Sunday's, not the 14th's.
 */
function attachTimes(text: string, folded: string, found: DateMention[]): void {
  for (const t of findTimes(text, folded, found)) {
    let best: DateMention | undefined;
    let distance = Infinity;
    for (const f of found) {
      const d = t.index >= f.end ? t.index - f.end : f.index - t.end;
      const between = t.index >= f.end ? folded.slice(f.end, t.index) : folded.slice(t.end, f.index);
      if (otherDay(between, f.date)) continue;
      if (d >= 0 && d < 40 && d < distance && !f.time) {
        best = f;
        distance = d;
      }
    }
    if (best) best.time = t.time;
  }
}

/** A weekend named, not dated: "this weekend", "fin de semaine", "Wochenende" (folded). */
const WEEKEND = /week-?end|fin de semaine|fin de semana|fim de semana|wochenende|fine settimana/u;

/** What joins a range's two days ("to", "au", "bis"…), a weekday of the second allowed ("au dimanche 6"). */
const RANGE_TO = new RegExp(String.raw`^\s*(?:,\s*)?(?:to|till|until|through|-|–|au|al|bis|a|ao|hasta|jusqu'au|fino al)\s*(?:(?:${WEEKDAY_RE})\.?,?\s*)?$`, 'u');

/** "from December 24 to December 26": the date after a start and a "to" ends the range. */
function linkFromTo(folded: string, found: DateMention[]): void {
  for (let i = 1; i < found.length; i++) {
    const prev = found[i - 1];
    const cur = found[i];
    const between = folded.slice(prev.end, cur.index);
    const prevRole = prev.forcedRole ?? roleFromCue(folded, prev.index);
    // "du vendredi 4 au dimanche 6 décembre", "vom 4. bis 6.": a "from" word before the first makes a range too.
    const fromWord = /(?<![\p{L}])(?:from|du|vom|von|dal|dall'|del|de|desde|entre|between)\s+$/u.test(folded.slice(Math.max(0, prev.index - 9), prev.index));
    if (
      !cur.forcedRole &&
      (prevRole === 'start' || fromWord) &&
      between.length <= 24 &&
      RANGE_TO.test(between)
    ) {
      cur.forcedRole = 'deadline';
      if (!prev.forcedRole) prev.forcedRole = 'start';
    }
  }
}

/**
 * Finds the dates (and times) of a prompt. `today` is the generation's date (UTC);
 * `language` and `locale` decide whether 05/06 is May 6 (en-US) or 5 June (en-GB, en-AU, the
 * other languages), unless the prompt's own dates say (read/dates.ts `slashDayFirst`).
 */
export function extractDates(text: string, today: Date, purpose: Purpose, language: CopyLanguage | undefined, locale?: string): DateFact[] {
  const folded = fold(text);
  const found = findDateMentions(text, today, language, locale);
  // An explicit date standing for a relative phrase takes the phrase's cue ("ends in 3 days (Nov 28)").
  for (const f of found) if (f.standsFor !== undefined && !f.forcedRole) f.forcedRole = roleFromCue(folded, f.standsFor) ?? roleFromCue(folded, f.index);
  attachTimes(text, folded, found);
  linkFromTo(folded, found);

  const facts: DateFact[] = [];
  const seen = new Set<string>();
  // "Vente de fin de semaine … du vendredi 4 au dimanche 6 décembre": a date the prompt writes out
  // wins over one derived from a relative weekend ("this weekend", "fin de semaine").
  const written = (f: DateMention) => /\d/.test(text.slice(f.index, f.end));
  const explicit = found.some(written);
  for (const f of found) {
    if (explicit && !written(f) && (f.weekendFrom || (f.relative && WEEKEND.test(folded.slice(f.index, f.end))))) continue;
    const cued = f.forcedRole ? undefined : roleFromCue(folded, f.index);
    const role = f.forcedRole ?? cued ?? defaultRole(purpose);
    if (f.weekendFrom && role !== 'deadline') continue;
    const key = `${role}:${f.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const roleFrom = f.forcedRole ? 'range' : cued ? 'cue' : 'purpose';
    facts.push({
      role,
      date: f.date,
      ...(f.time ? { time: f.time } : {}),
      source: (f.range ?? text.slice(f.index, f.end)).trim(),
      roleFrom,
    });
  }
  return facts;
}

/** A time given without a date ("doors open at 7pm"). */
export function extractOrphanTime(text: string, dates: DateFact[]): string | undefined {
  if (dates.some((d) => d.time)) return undefined;
  const folded = fold(text);
  const times = findTimes(text, folded, []);
  return times[0]?.time;
}

const MONTH_ALONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<!\d(?:st|nd|rd|th|er|º|°)?\.?\s?(?:de\s|of\s|di\s)?)(${MONTH_RE})(?![\p{L}])(?!\.?[^\S\n]*\d)`,
  'gu',
);

/**
 * The month a newsletter is for ("June newsletter", "Newsletter de juillet", "Newsletter für Juni"):
 * a month name with no day next to it on its line ("Members' newsletter – December\n\n1. …" is
 * December's). The next such month from today (this month included).
 */
/** Whether position `at` of `folded` lies inside an occurrence of `part`. */
function within(folded: string, part: string, at: number): boolean {
  for (let i = folded.indexOf(part); i >= 0; i = folded.indexOf(part, i + 1)) if (i <= at && at < i + part.length) return true;
  return false;
}

/** Words that name a newsletter's edition; its month is named next to one ("December newsletter", "Newsletter de décembre"). */
const EDITION_WORDS = /newsletter|boletin|infolettre|bulletin|rundbrief|rundschreiben|notiziario|digest|roundup|round-up|recap|edition|edicion|edicao|edizione|ausgabe|issue|update|news|novedades|nouvelles|neuigkeiten|novidades|novita/gu;
/** An edition word right after a month ("dec newsletter", "dec. issue") or right before one ("newsletter – dec"). */
const EDITION_NEXT = /^\.?[\s'’-]*(?:newsletter|digest|roundup|round-up|recap|edition|issue|update|news|boletin|infolettre|rundbrief|notiziario)(?![\p{L}])/u;
const EDITION_BEFORE = /(?<![\p{L}])(?:newsletter|digest|roundup|round-up|recap|edition|issue|update|news|boletin|infolettre|rundbrief|notiziario)(?:\s+(?:de|di|du|for|fur|für|do|da)\s+|\s*[:–—-]\s*)$/u;
const THIS_MONTH = /\b(?:this month|este mes|ce mois(?:-ci)?|diesen monat|in diesem monat|questo mese|este mes|neste mes)\b/u;

export function extractEditionMonth(folded: string, today: Date, dates: DateFact[]): string | undefined {
  const near = [...folded.matchAll(EDITION_WORDS)].map((m) => m.index!);
  for (const m of folded.matchAll(MONTH_ALONE)) {
    // "our compostable bags arrive in January" is news, not the edition: its month sits by the newsletter's name.
    if (!near.some((at) => Math.abs(at - m.index!) <= 40)) continue;
    const word = m[1];
    // Abbreviations and English words ("may", "mar", "jan") are too ambiguous without a day, unless
    // they stand right by the newsletter's name ("Dec newsletter", "Newsletter – Dec").
    const byName = EDITION_NEXT.test(folded.slice(m.index! + word.length)) || EDITION_BEFORE.test(folded.slice(0, m.index!));
    if (word.length < 4 && !byName) continue;
    const month = MONTHS[word];
    // Inside a date's own words ("June 1–15"): that date's month, not the edition's. The same month
    // elsewhere ("Newsletter – December … 26 December") is still the edition's.
    if (!month || dates.some((d) => d.source && within(folded, fold(d.source), m.index!))) continue;
    let year = today.getUTCFullYear();
    if (month < today.getUTCMonth() + 1 - 1) year += 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  }
  if (THIS_MONTH.test(folded)) return today.toISOString().slice(0, 7);
  return undefined;
}
