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
  /** Read relative to today ("in 3 days", "tomorrow", "Friday"): an explicit date beside it wins. */
  relative?: boolean;
}

const MONTH_RE = alternation(Object.keys(MONTHS));
const WEEKDAY_RE = alternation(Object.keys(WEEKDAYS));
const ORD = String.raw`(?:st|nd|rd|th|er|eme|º|°|\.)?`;
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

// A day and its month are on one line: "December\n\n1. Boxing Day…" is a heading and a list item.
const SP = String.raw`[^\S\n]`;
/** Before a day: no letter or digit, and no currency ("£30 until 15 December" is an amount and a day, not a range). */
const BD = String.raw`(?<![\p{L}\p{N}\p{Sc}]|\p{Sc}\s|\b[A-Z]{3}\s)`;
const DAY_MONTH = new RegExp(String.raw`${BD}(\d{1,2})${ORD}${SP}*(?:de |of |di )?${SP}*(${MONTH_RE})${E}\.?(?:,?${SP}*(?:de |del )?(\d{4}))?`, 'gu');
const MONTH_DAY = new RegExp(String.raw`${B}(${MONTH_RE})\.?${SP}+(\d{1,2})${ORD}${E}(?:,?${SP}*(\d{4}))?`, 'gu');
const RANGE_DAY_MONTH = new RegExp(
  String.raw`${BD}(\d{1,2})${ORD}\s*(?:-|–|—|to|au|al|bis|a|ao|till|until|through)\s*(?:the )?(\d{1,2})${ORD}\s*(?:de |of |di )?\s*(${MONTH_RE})${E}`,
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
  // Before "tomorrow", which it contains: "the day after tomorrow" is two days on, not one.
  [
    /(?<![\p{L}])(?:(?:the )?day after tomorrow|pasado manana|apres-demain|apres demain|ubermorgen|depois de amanha|dopodomani)(?![\p{L}])/gu,
    (t) => addDays(t, 2),
  ],
  [
    /(?<![\p{L}])(?:today|tonight|this evening|hoy|esta noche|aujourd'hui|ce soir|heute(?: abend)?|hoje(?: a noite)?|oggi|stasera|stanotte)(?![\p{L}])/gu,
    (t) => t,
  ],
  [/(?<![\p{L}])(?:tomorrow|tmrw|tmw|tomorow|manana|demain|morgen|amanha|domani)(?![\p{L}])/gu, (t) => addDays(t, 1)],
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

/** Verbs that make "in N days" a day: something ends, expires, starts or opens then. */
const IN_DAYS_EVENT =
  /(?<![\p{L}])(?:ends?|ending|expires?|expiring|closes?|starts?|starting|begins?|opens?|launches|goes live|kicks off|termina|terminan|acaba|finaliza|vence|empieza|comienza|abre|se termine|finit|expire|commence|ouvre|endet|lauft ab|beginnt|startet|offnet|comeca|abre|encerra|scade|finisce|inizia|comincia|apre)\s*$/u;

/**
 * Whether a weekday is one day to put a date on. Not when it is:
 *   - part of a holiday's name: "Black Friday", "Cyber Monday", "Good Friday", "viernes santo";
 *   - recurring: "every Tuesday", "jeden ersten Freitag im Monat", "ogni mercoledì", "chaque samedi";
 *   - one end of opening days: "Monday to Saturday", "lunes a viernes", "Mo bis Fr";
 *   - an adjective before a plural noun: "Friday pickups move to Saturday";
 *   - in the past: "How did Luis do on Monday?", "lundi dernier".
 * `qualified` is a "next"/"this" before it, which makes it one day whatever follows.
 */
function oneDay(folded: string, index: number, end: number, qualified: boolean): boolean {
  const before = folded.slice(Math.max(0, index - 40), index);
  const after = folded.slice(end, end + 40);
  if (HOLIDAY_BEFORE.test(before) || HOLIDAY_AFTER.test(after)) return false;
  if (RECURRING_BEFORE.test(before)) return false;
  if (qualified) return true;
  const dash = String.raw`\s*(?:-|–|—|to|through|thru|till|until|a|à|au|al|ao|bis|a la)\s*(?:el |le |la |o |il |den |zum )?`;
  // Portuguese ranges drop "-feira": "de segunda a sábado".
  const day = `(?:${WEEKDAY_RE}|segunda|terca|quarta|quinta|sexta)`;
  if (new RegExp(`^${dash}${day}(?![\\p{L}])`, 'u').test(after)) return false;
  if (new RegExp(`${day}${dash}$`, 'u').test(before)) return false;
  if (/^ +(?!(?:is|was|has|as|its|this|us|plus|thus|does|goes|ends|starts|opens|closes|brings|means|marks|begins|sees|gets)\b)[a-z]+s\b/.test(after) && !/^ +(?:nights?|mornings?|afternoons?|evenings?)\b/.test(after)) return false;
  if (/(?<![\p{L}])(?:last|letzten|letzter|dernier)\s+$/u.test(before) || /^\s+(?:dernier|passe|pasado|passado|scorso)(?![\p{L}])/u.test(after)) return false;
  if (inPastContext(folded, index, index)) return false;
  return true;
}

const HOLIDAY_BEFORE =
  /(?<![\p{L}])(?:black|cyber|good|easter|palm|ash|giving|holy|maundy|shrove|whit|super bowl|small business|travel)\s+$/u;
const HOLIDAY_AFTER = /^\s+(?:santo|santa|saint|sainte|negro|negra|noir|de pascua|de pascoa|de paques|de pentecote|de ramos|dell'angelo|di pasqua)(?![\p{L}])/u;
const RECURRING_BEFORE =
  /(?<![\p{L}])(?:every|each|jeden|jede|jeder|jedem|immer|ogni|cada|chaque|tous les|toutes les|todos los|todas las|todos os|todas as|tutti i|tutte le|on alternate)\s+(?:(?:other|first|second|third|fourth|last|1st|2nd|3rd|4th|ersten|zweiten|dritten|vierten|letzten|premier|deuxieme|troisieme|dernier|primer|segundo|tercer|ultimo|primeiro|primeira|segunda|terceira|ultima|primo|secondo|terzo)\s+)?$/u;

/**
 * A slash pair that is no date: "24/7" (around the clock), "7/7", "24/24", and a score —
 * "heat level 9/10", "rated 4/5", "nota 8/10".
 */
function notADate(folded: string, index: number, end: number, a: number, b: number): boolean {
  if ((a === 24 && b === 7) || (a === 7 && b === 24) || (a === 24 && b === 24) || (a === 7 && b === 7)) return true;
  if ((b === 5 || b === 10 || b === 100) && a <= b) {
    const before = folded.slice(Math.max(0, index - 24), index);
    const after = folded.slice(end, end + 16);
    if (/(?<![\p{L}])(?:level|heat|rating|rated|rate|score|scored|grade|stars?|nivel|nota|puntuacion|niveau|note|stufe|bewertung|livello|voto|punteggio|valutazione)\b[^\d]{0,12}$/u.test(before)) return true;
    if (/^\s*(?:stars?|estrellas|etoiles|sterne|estrelas|stelle|rating)\b/.test(after)) return true;
  }
  return false;
}

const TIME_12 = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu;
const TIME_24 = /(?<![\d:./])([01]?\d|2[0-3])(?::([0-5]\d)|h([0-5]\d)?|\.([0-5]\d)(?=\s?uhr)|(?=\s?uhr))(?:\s?uhr)?(?![\d%])/giu;
/** The first hour of a span whose unit is written once, at its end: "10–", "7 bis ", "6 to ", "19 alle ". */
const SPAN_START = /(?<![\d.,:/])(\d{1,2})(?:[:.](\d{2}))?(\s?[–-]\s?|\s(?:to|till|until|bis|a|au|alle|as|ate|y|and|und|e|et)\s)$/u;
/** What stands between a relative date and the explicit date that says the same: "(on ", ", ", " — ", ", i.e. ". */
const APPOSITION = new RegExp(String.raw`^\s*(?:[(,:\u2013\u2014-]\s*)?(?:(?:i\.e\.|that is|namely|es decir|c'est-a-dire|also|d\.h\.|ou seja|cioe|on|le|el|am|il|em|no|na|den|dem)[,]?\s+)?(?:the\s+)?(?:(?:${WEEKDAY_RE})\.?,?\s+)?$|^\s*\)?\s*\(\s*$`, 'u');
/** What joins the two times of a span, between them. */
const SPAN_JOIN = /^\s?(?:[–-]|to|till|until|bis|a|au|alle|as|ate|y|and|und|e|et)\s?(?:(?:las|les|le|um|ore)\s)?$/u;
/** Words that join a span only after a word that opens one ("from 6 and…" no; "de 9 a 12" yes). */
const WORD_JOIN = /^(?:a|y|and|und|e|et|as|alle)$/;
const SPAN_FROM = /(?:^|[^\p{L}])(?:von|from|de|des|dalle|das|desde|entre|between|tra le|fra le)\s$/u;
const TIME_ALLE = /(?<![\p{L}])(?:alle|a las|a la)\s+(\d{1,2})(?![\d:.,%h])(?!\s?(?:%|€|\$|de |di |du |dias|days|giorni|jours|min|std|stunden|tage|wochen|jahre|monate|ore |minuti|settimane|mesi|anni))/giu;

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

/**
 * A day and month without a year: the next such day (today included) — never one in the past, so
 * "January 2" written in November is next January's. Two exceptions keep this year's: a date the
 * prompt puts in the past ("was due November 15", "ordered on March 3") — its last occurrence —
 * and one less than a month gone, which no one writes to mean next year's ("the reading on
 * 16 November" sent on the 25th).
 */
function resolveYear(today: Date, month: number, day: number, year?: number, past = false): string | undefined {
  let y = year ?? today.getUTCFullYear();
  if (year !== undefined && year < 100) y = 2000 + year;
  if (!validDay(y, month, day)) return undefined;
  if (year === undefined) {
    const candidate = Date.UTC(y, month - 1, day);
    if (past) {
      if (candidate > today.getTime()) y -= 1;
    } else if (candidate < addDays(today, -RECENT_PAST_DAYS).getTime()) y += 1;
    if (!validDay(y, month, day)) return undefined;
  }
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far back a yearless date may lie and still be this year's (see resolveYear). */
const RECENT_PAST_DAYS = 31;

/**
 * Words that put what the sentence tells in the past: "was due", "did … on Monday", "ordered",
 * "fue", "était", "wurde", "foi", "è stato", "ago". Deadline words ("before", "vor dem") are not, nor
 * "last" ("last day to order: Dec 20"), which only a weekday takes as the past ("last Monday"), nor
 * a bare participle ("ships free if ordered by February 10"); one right before "on" is ("placed on").
 */
const PAST_CUE =
  /(?<![\p{L}])(?:was|were|did|has been|have been|had been|ago|yesterday|overdue|fue|fueron|ayer|hace|etait|a ete|ont ete|il y a|war|waren|wurde|wurden|gestern|foi|foram|ontem|fu|furono|e stato|e stata|sono stati|ieri)(?![\p{L}])/u;

/** The part of the sentence around [index, end) a past cue is looked for in. */
function inPastContext(folded: string, index: number, end: number): boolean {
  const start = Math.max(0, index - 60);
  const before = folded.slice(start, index);
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n'), before.lastIndexOf(';'));
  const sentenceBefore = before.slice(cut + 1);
  const after = folded.slice(end, end + 40);
  const stop = after.search(/[.!?\n;]/);
  const sentenceAfter = stop < 0 ? after : after.slice(0, stop);
  // "tomorrow" in "pasado mañana" is not a past.
  return (
    PAST_CUE.test(sentenceBefore) ||
    /(?<![\p{L}])(?:placed|ordered|purchased|bought|received|delivered|visited|fixed|repaired|attended|made)\s+on\s+(?:the\s+)?$/u.test(sentenceBefore) || /(?<![\p{L}])(?:overdue|ago|vencid[ao]|en retard|uberfallig|atrasad[ao]|scadut[ao])(?![\p{L}])/u.test(sentenceAfter)
  );
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
  // "10–13 Uhr", "9-12h", "6–9pm", "von 7 bis 12 Uhr": the unit is written once, after the end; the
  // event starts at the first hour (with the end's am/pm when it is not later than the end).
  const spanStart = (index: number) => {
    const from = SPAN_START.exec(folded.slice(Math.max(0, index - 24), index));
    if (!from || times.some((t) => t.end > index - from[0].length && t.index < index)) return undefined;
    if (WORD_JOIN.test(from[3].trim()) && !SPAN_FROM.test(folded.slice(Math.max(0, index - from[0].length - 8), index - from[0].length))) return undefined;
    return { index: index - from[0].length, hour: Number(from[1]), minute: Number(from[2] ?? 0) };
  };
  // "9am-1pm", "10:00–13:00", "de 10 h à 16 h": the end of a span whose start is a time of its own
  // is no time of the event (en-170 read "9am-1pm" as 1 pm).
  const endOfSpan = (index: number) =>
    times.some((t) => t.end <= index && index - t.end <= 8 && SPAN_JOIN.test(folded.slice(t.end, index)));
  for (const m of text.matchAll(TIME_12)) {
    if (endOfSpan(m.index!)) continue;
    const from = spanStart(m.index!);
    if (from && from.hour >= 1 && from.hour <= 12) {
      // "10–6pm" is 10 am to 6 pm: a start later on the clock than the end is in the morning.
      add(from.index, m.index! + m[0].length, normalizeTime(from.hour, from.minute, from.hour % 12 <= Number(m[1]) % 12 ? m[3] : 'am'));
      continue;
    }
    add(m.index!, m.index! + m[0].length, normalizeTime(Number(m[1]), Number(m[2] ?? 0), m[3]));
  }
  for (const m of folded.matchAll(TIME_24)) {
    // A bare "19h"/"19:00"/"19 Uhr": skip numbers that are percentages, prices or dates.
    const minute = m[2] ?? m[3] ?? m[4];
    if (minute === undefined && !/h|uhr/i.test(m[0])) continue;
    if (endOfSpan(m.index!)) continue;
    const from = spanStart(m.index!);
    if (from && from.hour <= Number(m[1])) {
      add(from.index, m.index! + m[0].length, normalizeTime(from.hour, from.minute));
      continue;
    }
    add(m.index!, m.index! + m[0].length, normalizeTime(Number(m[1]), Number(minute ?? 0)));
  }
  for (const m of folded.matchAll(TIME_ALLE)) {
    // "dalle 10 alle 18", "de 9 a las 14": the span starts at its first hour.
    const from = /(?:^|[^\p{L}])(?:dalle|dalla|de las|de la|desde las|desde la|de)\s+(\d{1,2})\s+$/u.exec(folded.slice(Math.max(0, m.index! - 16), m.index!));
    if (from && Number(from[1]) <= Number(m[1])) {
      add(m.index! - (from[0].length - (/^[^\p{L}]/u.test(from[0]) ? 1 : 0)), m.index! + m[0].length, normalizeTime(Number(from[1]), 0));
      continue;
    }
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
  const markRelative = (index: number) => {
    const f = found.find((x) => x.index === index);
    if (f) f.relative = true;
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
  const pastAt = (m: RegExpMatchArray) => inPastContext(folded, m.index!, m.index! + m[0].length);
  // Where a day and month were written without a year: the next date's year may be theirs.
  const yearless = new Map<number, [number, number]>();
  for (const m of folded.matchAll(DAY_MONTH)) {
    // "may" and "mar" are English words too; as months they need a day next to them, which they have here.
    push(m.index!, m.index! + m[0].length, resolveYear(today, MONTHS[m[2]], Number(m[1]), m[3] ? Number(m[3]) : undefined, pastAt(m)));
    if (!m[3]) yearless.set(m.index!, [MONTHS[m[2]], Number(m[1])]);
  }
  for (const m of folded.matchAll(MONTH_DAY)) {
    push(m.index!, m.index! + m[0].length, resolveYear(today, MONTHS[m[1]], Number(m[2]), m[3] ? Number(m[3]) : undefined, pastAt(m)));
    if (!m[3]) yearless.set(m.index!, [MONTHS[m[1]], Number(m[2])]);
  }
  for (const m of folded.matchAll(SLASH)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = m[3] ? Number(m[3]) : undefined;
    if (year === undefined && notADate(folded, m.index!, m.index! + m[0].length, a, b)) continue;
    const monthFirst = language === 'en' && a <= 12;
    const [month, day] = monthFirst ? [a, b] : [b, a];
    push(m.index!, m.index! + m[0].length, resolveYear(today, month, day, year, pastAt(m)));
  }
  for (const m of folded.matchAll(DOTTED)) {
    push(m.index!, m.index! + m[0].length, resolveYear(today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined, pastAt(m)));
  }
  for (const m of folded.matchAll(WEEKDAY)) {
    const end = m.index! + m[0].length;
    // "Saturday, June 14", "samedi 21 juin", "14 de junio, sábado": the weekday only qualifies the date.
    if (found.some((f) => (f.index >= end && f.index - end <= 4) || (f.end <= m.index! && m.index! - f.end <= 3))) continue;
    // "la domenica", "le dimanche", "aos domingos", "sundays": every week, not one date.
    const before = folded.slice(Math.max(0, m.index! - 5), m.index!);
    if (!m[1] && /(?:^|\s)(?:la|il|le|los|las|aos|as|todos os|todas as|tous les)\s$/.test(before)) continue;
    if (!oneDay(folded, m.index!, end, !!m[1])) continue;
    // "from Friday 27 to Monday 30 November": the weekday's day of the month says which one — the
    // first day on or after today that is both (never "next Friday", a week off the 27th).
    // Only a day number: with an ordinal, or before a month in the same clause ("Saturday 9 to 5" and "Friday 7pm" are hours).
    const dayOfMonth = !m[1] ? /^\s+(\d{1,2})(st|nd|rd|th)?(?![\p{L}\p{N}:.,])/u.exec(folded.slice(end)) : null;
    const after = dayOfMonth ? folded.slice(end + dayOfMonth[0].length, end + dayOfMonth[0].length + 40).split(/[.;\n]/)[0] : '';
    if (dayOfMonth && (dayOfMonth[2] || new RegExp(`^(?:(?!\\d{1,2}\\s*(?:am|pm|h|uhr)).)*?\\s(?:${MONTH_RE})(?![\\p{L}])`, 'u').test(` ${after}`)) && !/^\s*(?:am|pm|h|uhr|-|–|to\s+\d{1,2}(?:\s*(?:am|pm))?(?![\p{L}\p{N}]))/u.test(after)) {
      const n = Number(dayOfMonth[1]);
      // With its month named ("Friday 27 to Monday 30 November"), the day is in that month, and may
      // have begun lately like any yearless date (an offer running since yesterday): never next August's.
      const named = new RegExp(`(?<![\\p{L}])(${MONTH_RE})(?![\\p{L}])`, 'u').exec(after);
      const month = named ? MONTHS[named[1]] : undefined;
      const d = new Date(month ? addDays(today, -RECENT_PAST_DAYS) : today);
      for (let i = 0; i < 400 && n >= 1 && n <= 31; i++, d.setUTCDate(d.getUTCDate() + 1)) {
        if (d.getUTCDate() === n && d.getUTCDay() === WEEKDAYS[m[2]] && (!month || d.getUTCMonth() + 1 === month)) {
          push(m.index!, end + dayOfMonth[0].length, isoDate(d));
          break;
        }
      }
      if (found.some((f) => f.index === m.index!)) continue;
    }
    push(m.index!, end, isoDate(nextWeekday(today, WEEKDAYS[m[2]], m[1])));
    markRelative(m.index!);
  }
  for (const m of folded.matchAll(PT_WEEKDAY_SHORT)) {
    const day = WEEKDAYS[`${m[1]}-feira`];
    const at = m.index! + m[0].length - m[1].length;
    if (!oneDay(folded, at, m.index! + m[0].length, /proxima/.test(m[0]))) continue;
    push(at, m.index! + m[0].length, isoDate(nextWeekday(today, day, /pr[oó]xima/.test(m[0]) ? 'proxima' : undefined)));
  }
  for (const [re, resolve] of RELATIVE) {
    const vague = re === RELATIVE[3][0];
    for (const m of folded.matchAll(re)) {
      // "por la mañana" / "guten Morgen" are times of day, not tomorrow.
      const before = folded.slice(Math.max(0, m.index! - 8), m.index!);
      if (/(?:la |guten |de |da |della )$/.test(before) && /^(?:manana|morgen|amanha)$/.test(m[0])) continue;
      push(m.index!, m.index! + m[0].length, isoDate(resolve(today)));
      markRelative(m.index!);
      if (vague) {
        const last = found.find((f) => f.index === m.index!);
        if (last) last.deadlineOnly = true;
      }
    }
  }
  for (const m of folded.matchAll(IN_DAYS)) {
    // "in 3 days" is a day only when something ends or starts then ("ends in 3 days"); "printed in
    // 3 days", "arrives in 7 days", "refund within 10 days" are durations the email keeps as words.
    if (/^within/.test(m[0]) || !IN_DAYS_EVENT.test(folded.slice(Math.max(0, m.index! - 24), m.index!))) continue;
    push(m.index!, m.index! + m[0].length, isoDate(addDays(today, Number(m[1]))));
    markRelative(m.index!);
  }

  found.sort((a, b) => a.index - b.index);
  // "ends in 3 days (on Saturday, November 28)", "tomorrow, December 1", "Friday — Dec 4": the
  // explicit date says which day the marketer meant. Read on the day the email is generated, which
  // may be days after the prompt was written, the relative phrase can point elsewhere (en-144 gave
  // a deadline of November 30 beside "November 28"): the explicit date wins, with the relative
  // phrase's role.
  for (const rel of found.filter((f) => f.relative && !ranges.has(f))) {
    const explicit = found.find(
      (f) => !f.relative && !ranges.has(f) && (f.index >= rel.end ? APPOSITION.test(folded.slice(rel.end, f.index)) : APPOSITION.test(folded.slice(f.end, rel.index))),
    );
    if (!explicit) continue;
    if (!explicit.forcedRole) explicit.forcedRole = rel.forcedRole ?? roleFromCue(folded, rel.index) ?? roleFromCue(folded, explicit.index);
    found.splice(found.indexOf(rel), 1);
  }
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

  // "between September 1 and October 31, 2026": the first day is in the year the range ends in
  // (or the one before, for "December 20 – January 5, 2027"), not the next September.
  for (let i = 1; i < found.length; i++) {
    const prev = found[i - 1];
    const cur = found[i];
    const md = yearless.get(prev.index);
    if (!md || yearless.has(cur.index) || !/\d{4}/.test(folded.slice(cur.index, cur.end))) continue;
    if (!/^\s*(?:,\s*)?(?:and|to|till|until|through|thru|-|–|—|y|a|al|hasta|et|au|jusqu'au|und|bis|e|ao|ate|fino al)\s*(?:el |le |den |o |il )?$/.test(folded.slice(prev.end, cur.index))) continue;
    let y = Number(cur.date.slice(0, 4));
    if (`${md[0]}`.padStart(2, '0') + `-${String(md[1]).padStart(2, '0')}` > cur.date.slice(5)) y -= 1;
    const date = resolveYear(today, md[0], md[1], y);
    if (date) prev.date = date;
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
const THIS_MONTH = /\b(?:this month|este mes|ce mois(?:-ci)?|diesen monat|in diesem monat|questo mese|este mes|neste mes)\b/u;

export function extractEditionMonth(folded: string, today: Date, dates: DateFact[]): string | undefined {
  const near = [...folded.matchAll(EDITION_WORDS)].map((m) => m.index!);
  for (const m of folded.matchAll(MONTH_ALONE)) {
    // "our compostable bags arrive in January" is news, not the edition: its month sits by the newsletter's name.
    if (!near.some((at) => Math.abs(at - m.index!) <= 40)) continue;
    const word = m[1];
    // Abbreviations and English words ("may", "mar", "jan") are too ambiguous without a day.
    if (word.length < 4) continue;
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
