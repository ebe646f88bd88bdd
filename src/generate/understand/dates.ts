/**
 * Dates and times in the six languages' usual forms, resolved against a "now" passed in (never the
 * clock), so the same prompt on the same day gives the same email:
 *   "June 30", "30 June", "30th of June", "30 de junio", "le 30 juin", "30. Juni", "30/06",
 *   "30.06.", "2025-06-30", "Friday", "next Friday", "tomorrow", "this weekend", "end of the month",
 *   "in 3 days", ranges "June 1–15", "du 1er au 15 juin", "vom 1. bis 15. Juni",
 *   times "7pm", "7:30 pm", "19:00", "19h30", "19 Uhr", "alle 19".
 * Each date gets a role from the words before it (until → deadline, from → start) or, failing
 * that, from the purpose (a sale's date is when it ends; an event's is when it happens).
 */
import type { CopyLanguage, DateFact, DateRole, Purpose } from '../types';
import { DEADLINE_CUES, MONTHS, START_CUES, WEEKDAYS } from './lexicon';
import { alternation, fold } from './text';

interface Found {
  index: number;
  end: number;
  date: string;
  /** A range's first day: a start, whatever the cue. */
  forcedRole?: DateRole;
  time?: string;
  /** "this weekend" names no day: fine as a deadline (it ends Sunday), too vague for an event. */
  deadlineOnly?: boolean;
}

const MONTH_RE = alternation(Object.keys(MONTHS));
const WEEKDAY_RE = alternation(Object.keys(WEEKDAYS));
const ORD = String.raw`(?:st|nd|rd|th|er|eme|º|°|\.)?`;
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

const DAY_MONTH = new RegExp(String.raw`${B}(\d{1,2})${ORD}\s*(?:de |of |di )?\s*(${MONTH_RE})${E}\.?(?:,?\s*(?:de |del )?(\d{4}))?`, 'gu');
const MONTH_DAY = new RegExp(String.raw`${B}(${MONTH_RE})\.?\s+(\d{1,2})${ORD}${E}(?:,?\s*(\d{4}))?`, 'gu');
const RANGE_DAY_MONTH = new RegExp(
  String.raw`${B}(\d{1,2})${ORD}\s*(?:-|–|—|to|au|al|bis|a|ao|till|until|through)\s*(?:the )?(\d{1,2})${ORD}\s*(?:de |of |di )?\s*(${MONTH_RE})${E}`,
  'gu',
);
const RANGE_MONTH_DAY = new RegExp(
  String.raw`${B}(${MONTH_RE})\.?\s+(\d{1,2})${ORD}\s*(?:-|–|—|to|through|until|till)\s*(\d{1,2})${ORD}${E}`,
  'gu',
);
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const SLASH = /(?<![\d/.,])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\d/%])/g;
const DOTTED = /(?<![\d.,$€£])(\d{1,2})\.(\d{1,2})\.(\d{2,4})?(?![\d%]|\s?(?:uhr|h\b|€|eur))/g;
const WEEKDAY = new RegExp(
  String.raw`${B}(?:(next|this|coming|proximo|proxima|este|esta|prochain|ce|nachsten|diesen|kommenden|nesta|neste|prossimo|prossima|questo|questa)\s+)?(${WEEKDAY_RE})${E}(?:\s+(?:prochain|que vient|prossimo))?`,
  'gu',
);
const PT_WEEKDAY_SHORT =
  /(?<![\p{L}])(?:(?:na|nesta|até a|ate a|ate|até|próxima|proxima)\s+)(segunda|terca|quarta|quinta|sexta)(?![\p{L}-])/gu;

const RELATIVE: Array<[RegExp, (today: Date) => Date]> = [
  [
    /(?<![\p{L}])(?:today|tonight|this evening|hoy|esta noche|aujourd'hui|ce soir|heute(?: abend)?|hoje(?: a noite)?|oggi|stasera|stanotte)(?![\p{L}])/gu,
    (t) => t,
  ],
  [/(?<![\p{L}])(?:tomorrow|manana|demain|morgen|amanha|domani)(?![\p{L}])/gu, (t) => addDays(t, 1)],
  [
    /(?<![\p{L}])(?:this weekend|este fin de semana|ce week-end|ce weekend|dieses wochenende|am wochenende|este fim de semana|neste fim de semana|questo fine settimana|questo weekend)(?![\p{L}])/gu,
    (t) => addDays(t, (7 - t.getUTCDay()) % 7 || 7),
  ],
  [
    /(?<![\p{L}])(?:(?:the )?end of (?:the |this )?month|month-end|fin de mes|finales de mes|fin du mois|ende des monats|monatsende|ende (?:des )?monats|fim do mes|final do mes|fine mese|fine del mese)(?![\p{L}])/gu,
    (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)),
  ],
  [
    /(?<![\p{L}])(?:(?:the )?end of (?:the |this )?week|fin de semana laboral|fin de (?:la )?semaine|ende der woche|fim da semana|fine settimana lavorativa)(?![\p{L}])/gu,
    (t) => addDays(t, (7 - t.getUTCDay()) % 7),
  ],
];
const IN_DAYS = /(?<![\p{L}])(?:in|en|dans|em|tra|fra|within)\s+(\d{1,2})\s+(?:days|dias|jours|tagen|giorni)(?![\p{L}])/gu;

const TIME_12 = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu;
const TIME_24 = /(?<![\d:./])([01]?\d|2[0-3])(?::([0-5]\d)|h([0-5]\d)?|\.([0-5]\d)(?=\s?uhr)|(?=\s?uhr))(?:\s?uhr)?(?![\d%])/giu;
const TIME_ALLE = /(?<![\p{L}])(?:alle|a las|a la)\s+(\d{1,2})(?![\d:.,%h])(?!\s?(?:%|€|\$|de |di |du |dias|days|giorni|jours))/giu;

export function addDays(d: Date, days: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1;
}

/** A day and month without a year: this year's, unless that is more than a week gone. */
function resolveYear(today: Date, month: number, day: number, year?: number): string | undefined {
  let y = year ?? today.getUTCFullYear();
  if (year !== undefined && year < 100) y = 2000 + year;
  if (!validDay(y, month, day)) return undefined;
  if (year === undefined) {
    const candidate = Date.UTC(y, month - 1, day);
    if (candidate < addDays(today, -7).getTime()) y += 1;
    if (!validDay(y, month, day)) return undefined;
  }
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function overlaps(found: Found[], index: number, end: number): boolean {
  return found.some((f) => index < f.end && end > f.index);
}

function nextWeekday(today: Date, target: number, qualifier?: string): Date {
  let ahead = (target - today.getUTCDay() + 7) % 7;
  if (ahead === 0) ahead = 7;
  // "next Friday" said on a Monday usually means the Friday of next week only in some regions;
  // we read it as the coming one, except when it is within two days ("next Tuesday" on a Sunday).
  if (qualifier && /^(next|proxim|prochain|nachsten|kommenden|prossim)/.test(qualifier) && ahead <= 2) ahead += 7;
  return addDays(today, ahead);
}

function normalizeTime(hour: number, minute: number, meridiem?: string): string | undefined {
  let h = hour;
  if (meridiem) {
    const pm = /^p/i.test(meridiem);
    if (h < 1 || h > 12) return undefined;
    if (pm && h !== 12) h += 12;
    if (!pm && h === 12) h = 0;
  }
  if (h > 23 || minute > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

interface FoundTime {
  index: number;
  end: number;
  time: string;
}

function findTimes(text: string, folded: string, dates: Found[]): FoundTime[] {
  const times: FoundTime[] = [];
  const add = (index: number, end: number, time: string | undefined) => {
    if (time && !overlaps(dates, index, end) && !times.some((t) => index < t.end && end > t.index)) times.push({ index, end, time });
  };
  for (const m of text.matchAll(TIME_12)) add(m.index!, m.index! + m[0].length, normalizeTime(Number(m[1]), Number(m[2] ?? 0), m[3]));
  for (const m of folded.matchAll(TIME_24)) {
    // A bare "19h"/"19:00"/"19 Uhr": skip numbers that are percentages, prices or dates.
    const minute = m[2] ?? m[3] ?? m[4];
    if (minute === undefined && !/h|uhr/i.test(m[0])) continue;
    add(m.index!, m.index! + m[0].length, normalizeTime(Number(m[1]), Number(minute ?? 0)));
  }
  for (const m of folded.matchAll(TIME_ALLE)) {
    const h = Number(m[1]);
    if (h >= 7 && h <= 23) add(m.index!, m.index! + m[0].length, normalizeTime(h, 0));
  }
  return times.sort((a, b) => a.index - b.index);
}

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

/**
 * Finds the dates (and times) of a prompt. `today` is the generation's date (UTC);
 * `language` decides whether 05/06 is May 6 (en) or 5 June (the others).
 */
export function extractDates(text: string, today: Date, purpose: Purpose, language: CopyLanguage | undefined): DateFact[] {
  const folded = fold(text);
  const found: Found[] = [];
  const push = (index: number, end: number, date: string | undefined, forcedRole?: DateRole) => {
    if (date && !overlaps(found, index, end)) found.push({ index, end, date, forcedRole });
  };

  // A range is two facts on one span: a start and a deadline; `source` keeps the whole span.
  const ranges = new Map<Found, string>();
  const pushRange = (index: number, length: number, start: string, end: string) => {
    const first: Found = { index, end: index + 1, date: start, forcedRole: 'start' };
    const second: Found = { index: index + 1, end: index + length, date: end, forcedRole: 'deadline' };
    found.push(first, second);
    ranges.set(first, text.slice(index, index + length)).set(second, text.slice(index, index + length));
  };
  for (const m of folded.matchAll(RANGE_DAY_MONTH)) {
    const month = MONTHS[m[3]];
    const start = resolveYear(today, month, Number(m[1]));
    const end = resolveYear(today, month, Number(m[2]));
    if (start && end && !overlaps(found, m.index!, m.index! + m[0].length)) pushRange(m.index!, m[0].length, start, end);
  }
  for (const m of folded.matchAll(RANGE_MONTH_DAY)) {
    const month = MONTHS[m[1]];
    const start = resolveYear(today, month, Number(m[2]));
    const end = resolveYear(today, month, Number(m[3]));
    if (start && end && !overlaps(found, m.index!, m.index! + m[0].length)) pushRange(m.index!, m[0].length, start, end);
  }
  for (const m of folded.matchAll(ISO))
    push(m.index!, m.index! + m[0].length, resolveYear(today, Number(m[2]), Number(m[3]), Number(m[1])));
  for (const m of folded.matchAll(DAY_MONTH)) {
    // "may" and "mar" are English words too; as months they need a day next to them, which they have here.
    push(m.index!, m.index! + m[0].length, resolveYear(today, MONTHS[m[2]], Number(m[1]), m[3] ? Number(m[3]) : undefined));
  }
  for (const m of folded.matchAll(MONTH_DAY)) {
    push(m.index!, m.index! + m[0].length, resolveYear(today, MONTHS[m[1]], Number(m[2]), m[3] ? Number(m[3]) : undefined));
  }
  for (const m of folded.matchAll(SLASH)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = m[3] ? Number(m[3]) : undefined;
    const monthFirst = language === 'en' && a <= 12;
    const [month, day] = monthFirst ? [a, b] : [b, a];
    push(m.index!, m.index! + m[0].length, resolveYear(today, month, day, year));
  }
  for (const m of folded.matchAll(DOTTED)) {
    push(m.index!, m.index! + m[0].length, resolveYear(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined));
  }
  for (const m of folded.matchAll(WEEKDAY)) {
    const end = m.index! + m[0].length;
    // "Saturday, June 14", "samedi 21 juin", "14 de junio, sábado": the weekday only qualifies the date.
    if (found.some((f) => (f.index >= end && f.index - end <= 4) || (f.end <= m.index! && m.index! - f.end <= 3))) continue;
    // "la domenica", "le dimanche", "aos domingos", "sundays": every week, not one date.
    const before = folded.slice(Math.max(0, m.index! - 5), m.index!);
    if (!m[1] && /(?:^|\s)(?:la|il|le|los|las|aos|as|todos os|todas as|tous les)\s$/.test(before)) continue;
    push(m.index!, end, isoDate(nextWeekday(today, WEEKDAYS[m[2]], m[1])));
  }
  for (const m of folded.matchAll(PT_WEEKDAY_SHORT)) {
    const day = WEEKDAYS[`${m[1]}-feira`];
    const at = m.index! + m[0].length - m[1].length;
    push(at, m.index! + m[0].length, isoDate(nextWeekday(today, day)));
  }
  for (const [re, resolve] of RELATIVE) {
    const vague = re === RELATIVE[2][0];
    for (const m of folded.matchAll(re)) {
      // "por la mañana" / "guten Morgen" are times of day, not tomorrow.
      const before = folded.slice(Math.max(0, m.index! - 8), m.index!);
      if (/(?:la |guten |de |da |della )$/.test(before) && /^(?:manana|morgen|amanha)$/.test(m[0])) continue;
      push(m.index!, m.index! + m[0].length, isoDate(resolve(today)));
      if (vague) {
        const last = found.find((f) => f.index === m.index!);
        if (last) last.deadlineOnly = true;
      }
    }
  }
  for (const m of folded.matchAll(IN_DAYS)) push(m.index!, m.index! + m[0].length, isoDate(addDays(today, Number(m[1]))));

  found.sort((a, b) => a.index - b.index);
  const times = findTimes(text, folded, found);
  // A time belongs to the nearest date (within a short distance); "tonight at 8" and "at 8pm on Friday" both work.
  for (const t of times) {
    let best: Found | undefined;
    let distance = Infinity;
    for (const f of found) {
      const d = t.index >= f.end ? t.index - f.end : f.index - t.end;
      if (d >= 0 && d < 40 && d < distance && !f.time) {
        best = f;
        distance = d;
      }
    }
    if (best) best.time = t.time;
  }
  // "from December 24 to December 26": the date after a start and a "to" ends the range.
  for (let i = 1; i < found.length; i++) {
    const prev = found[i - 1];
    const cur = found[i];
    const between = folded.slice(prev.end, cur.index);
    const prevRole = prev.forcedRole ?? roleFromCue(folded, prev.index);
    if (
      !cur.forcedRole &&
      prevRole === 'start' &&
      between.length <= 12 &&
      /^\s*(?:,\s*)?(?:to|till|until|through|-|–|au|al|bis|a|ao|hasta|jusqu'au|fino al)\s*$/.test(between)
    ) {
      cur.forcedRole = 'deadline';
      if (!prev.forcedRole) prev.forcedRole = 'start';
    }
  }

  const facts: DateFact[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const cued = f.forcedRole ? undefined : roleFromCue(folded, f.index);
    const role = f.forcedRole ?? cued ?? defaultRole(purpose);
    if (f.deadlineOnly && role !== 'deadline') continue;
    const key = `${role}:${f.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const roleFrom = f.forcedRole ? 'range' : cued ? 'cue' : 'purpose';
    facts.push({
      role,
      date: f.date,
      ...(f.time ? { time: f.time } : {}),
      source: (ranges.get(f) ?? text.slice(f.index, f.end)).trim(),
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
  String.raw`(?<![\p{L}\p{N}])(?<!\d(?:st|nd|rd|th|er|º|°)?\.?\s?(?:de\s|of\s|di\s)?)(${MONTH_RE})(?![\p{L}])(?!\.?\s*\d)`,
  'gu',
);

/**
 * The month a newsletter is for ("June newsletter", "Newsletter de juillet", "Newsletter für Juni"):
 * a month name with no day next to it. The next such month from today (this month included).
 */
export function extractEditionMonth(folded: string, today: Date, dates: DateFact[]): string | undefined {
  for (const m of folded.matchAll(MONTH_ALONE)) {
    const word = m[1];
    // Abbreviations and English words ("may", "mar", "jan") are too ambiguous without a day.
    if (word.length < 4) continue;
    const month = MONTHS[word];
    if (!month || dates.some((d) => d.source && fold(d.source).includes(word))) continue;
    let year = today.getUTCFullYear();
    if (month < today.getUTCMonth() + 1 - 1) year += 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  }
  return undefined;
}
