/**
 * The one reader of dates in a prompt (issue #16, #22): the brief takes the days it names from it,
 * with their roles, and the fact extractor the dates an email must keep, so the two cannot read
 * "21 novembre" or "next Friday" as two different days. Resolved against the generation's "now"
 * (never the clock), so the same prompt on the same day gives the same email:
 *   "June 30", "30 June", "30th of June", "30 de junio", "le 30 juin", "30. Juni", "30/06",
 *   "30.06.", "2025-06-30", "Friday", "next Friday", "tomorrow", "this weekend", "end of the month",
 *   "ends in 3 days", ranges "June 1–15", "du 1er au 15 juin", "vom 1. bis 15. Juni".
 * What these patterns leave, chrono-node reads for the fact check (`readDates`).
 */
import { MONTHS, WEEKDAYS } from '../understand/lexicon';
import { fold } from '../understand/text';
import type { CopyLanguage, DateRole } from '../types';
import { addDays, inPastContext, isoDate, nextWeekday, RECENT_PAST_DAYS, resolveYear } from './calendar';
import {
  APPOSITION,
  DAY_MONTH,
  DOTTED,
  IN_DAYS,
  IN_DAYS_EVENT,
  ISO,
  MONTH_DAY,
  MONTH_RE,
  notADate,
  oneDay,
  PT_WEEKDAY_SHORT,
  RANGE_DAY_MONTH,
  RANGE_MONTH_DAY,
  RELATIVE,
  SLASH,
  WEEKDAY,
  WEEKDAY_RE,
} from './date-patterns';
import { chronoDates } from './chrono';

/** A day the prompt names, where it names it. */
export interface DateMention {
  index: number;
  end: number;
  /** YYYY-MM-DD. */
  date: string;
  /** A range's first day is a start and its last a deadline, whatever the cue. */
  forcedRole?: DateRole;
  /** The whole range ("June 1–15") both its days were read from. */
  range?: string;
  /** "this weekend" names no day: fine as a deadline (it ends Sunday), too vague for an event. Its first day. */
  weekendFrom?: string;
  /** Read relative to today ("in 3 days", "tomorrow", "Friday"): an explicit date beside it wins. */
  relative?: boolean;
  /** Where the relative phrase this explicit date stands for was ("ends in 3 days (on Nov 28)"): its cue words are this date's. */
  standsFor?: number;
  /** The time of day the brief gives it (set by the brief's reading). */
  time?: string;
}


/** English locales that write the month first ("12/8" is December 8); every other one writes the day first. */
const MONTH_FIRST_LOCALES = new Set(['en', 'en-us', 'en-ca', 'en-ph', 'en-as', 'en-gu', 'en-pr', 'en-um', 'en-vi']);

/**
 * Whether the prompt's slashed days ("8/12/2026") are day-first: the prompt's own dates decide when
 * one can only be read one way ("15/12/2026" beside "8/12/2026"), then its locale (en-AU, en-GB, en-IN
 * and every non-English language write the day first; en-US the month).
 */
export function slashDayFirst(folded: string, language: CopyLanguage | undefined, locale?: string): boolean {
  for (const m of folded.matchAll(SLASH)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b >= 1 && b <= 12) return true;
    if (b > 12 && a >= 1 && a <= 12) return false;
  }
  if (language !== undefined && language !== 'en') return true;
  if (!locale || !locale.toLowerCase().startsWith('en')) return language !== 'en';
  return !MONTH_FIRST_LOCALES.has(locale.toLowerCase());
}

function overlaps(found: readonly DateMention[], index: number, end: number): boolean {
  return found.some((f) => index < f.end && end > f.index);
}

/** One reading of one text: each step adds the days of one form, never over a day already read. */
class DateReader {
  readonly folded: string;
  readonly found: DateMention[] = [];
  /** Where a day and month were written without a year: the next date's year may be theirs. */
  readonly yearless = new Map<number, [number, number]>();
  /** "8/12" is 8 December (slashDayFirst). */
  readonly dayFirst: boolean;

  constructor(
    readonly text: string,
    readonly today: Date,
    readonly language: CopyLanguage | undefined,
    locale?: string,
  ) {
    this.folded = fold(text);
    this.dayFirst = slashDayFirst(this.folded, language, locale);
  }

  read(): DateMention[] {
    this.ranges();
    this.explicit();
    this.weekdays();
    this.relative();
    this.found.sort((a, b) => a.index - b.index);
    this.explicitOverRelative();
    this.yearOfRangeStart();
    return this.found;
  }

  private push(index: number, end: number, date: string | undefined, forcedRole?: DateRole): void {
    if (date && !overlaps(this.found, index, end)) this.found.push({ index, end, date, ...(forcedRole ? { forcedRole } : {}) });
  }

  private markRelative(index: number): void {
    const f = this.found.find((x) => x.index === index);
    if (f) f.relative = true;
  }

  private pastAt(m: RegExpMatchArray): boolean {
    return inPastContext(this.folded, m.index!, m.index! + m[0].length);
  }

  /** A range is two days on one span: a start and a deadline; `range` keeps the whole span. */
  private pushRange(index: number, length: number, start: string, end: string): void {
    const range = this.text.slice(index, index + length);
    this.found.push({ index, end: index + 1, date: start, forcedRole: 'start', range }, { index: index + 1, end: index + length, date: end, forcedRole: 'deadline', range });
  }

  private ranges(): void {
    for (const m of this.folded.matchAll(RANGE_DAY_MONTH)) {
      const month = MONTHS[m[3]];
      const start = resolveYear(this.today, month, Number(m[1]));
      const end = resolveYear(this.today, month, Number(m[2]));
      if (start && end && !overlaps(this.found, m.index!, m.index! + m[0].length)) this.pushRange(m.index!, m[0].length, start, end);
    }
    for (const m of this.folded.matchAll(RANGE_MONTH_DAY)) {
      const month = MONTHS[m[1]];
      const start = resolveYear(this.today, month, Number(m[2]));
      const end = resolveYear(this.today, month, Number(m[3]));
      if (start && end && !overlaps(this.found, m.index!, m.index! + m[0].length)) this.pushRange(m.index!, m[0].length, start, end);
    }
  }

  /** Days with their month: written out, ISO, slashed and dotted. */
  private explicit(): void {
    for (const m of this.folded.matchAll(ISO))
      this.push(m.index!, m.index! + m[0].length, resolveYear(this.today, Number(m[2]), Number(m[3]), Number(m[1])));
    for (const m of this.folded.matchAll(DAY_MONTH)) {
      // "may" and "mar" are English words too; as months they need a day next to them, which they have here.
      this.push(m.index!, m.index! + m[0].length, resolveYear(this.today, MONTHS[m[2]], Number(m[1]), m[3] ? Number(m[3]) : undefined, this.pastAt(m)));
      if (!m[3]) this.yearless.set(m.index!, [MONTHS[m[2]], Number(m[1])]);
    }
    for (const m of this.folded.matchAll(MONTH_DAY)) {
      this.push(m.index!, m.index! + m[0].length, resolveYear(this.today, MONTHS[m[1]], Number(m[2]), m[3] ? Number(m[3]) : undefined, this.pastAt(m)));
      if (!m[3]) this.yearless.set(m.index!, [MONTHS[m[1]], Number(m[2])]);
    }
    for (const m of this.folded.matchAll(SLASH)) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const year = m[3] ? Number(m[3]) : undefined;
      if (year === undefined && notADate(this.folded, m.index!, m.index! + m[0].length, a, b)) continue;
      const monthFirst = !this.dayFirst && a <= 12;
      const [month, day] = monthFirst ? [a, b] : [b, a];
      this.push(m.index!, m.index! + m[0].length, resolveYear(this.today, month, day, year, this.pastAt(m)));
    }
    for (const m of this.folded.matchAll(DOTTED)) {
      this.push(m.index!, m.index! + m[0].length, resolveYear(this.today, Number(m[2]), Number(m[1]), m[3] ? Number(m[3]) : undefined, this.pastAt(m)));
    }
  }

  private weekdays(): void {
    for (const m of this.folded.matchAll(WEEKDAY)) {
      const end = m.index! + m[0].length;
      // "Saturday, June 14", "samedi 21 juin", "14 de junio, sábado": the weekday only qualifies the date.
      if (this.found.some((f) => (f.index >= end && f.index - end <= 4) || (f.end <= m.index! && m.index! - f.end <= 3))) continue;
      // "la domenica", "le dimanche", "aos domingos", "sundays": every week, not one date.
      const before = this.folded.slice(Math.max(0, m.index! - 5), m.index!);
      if (!m[1] && /(?:^|\s)(?:la|il|le|los|las|aos|as|todos os|todas as|tous les)\s$/.test(before)) continue;
      if (!oneDay(this.folded, m.index!, end, !!m[1])) continue;
      // "from Friday 27 to Monday 30 November": the weekday's day of the month says which one — the
      // first day on or after today that is both (never "next Friday", a week off the 27th).
      // Only a day number: with an ordinal, or before a month in the same clause ("Saturday 9 to 5" and "Friday 7pm" are hours).
      const dayOfMonth = !m[1] ? /^\s+(\d{1,2})(st|nd|rd|th)?(?![\p{L}\p{N}:.,])/u.exec(this.folded.slice(end)) : null;
      const after = dayOfMonth ? this.folded.slice(end + dayOfMonth[0].length, end + dayOfMonth[0].length + 40).split(/[.;\n]/)[0] : '';
      if (dayOfMonth && (dayOfMonth[2] || new RegExp(`^(?:(?!\\d{1,2}\\s*(?:am|pm|h|uhr)).)*?\\s(?:${MONTH_RE})(?![\\p{L}])`, 'u').test(` ${after}`)) && !/^\s*(?:am|pm|h|uhr|-|–|to\s+\d{1,2}(?:\s*(?:am|pm))?(?![\p{L}\p{N}]))/u.test(after)) {
        const n = Number(dayOfMonth[1]);
        // With its month named ("Friday 27 to Monday 30 November"), the day is in that month, and may
        // have begun lately like any yearless date (an offer running since yesterday): never next August's.
        const named = new RegExp(`(?<![\\p{L}])(${MONTH_RE})(?![\\p{L}])`, 'u').exec(after);
        const month = named ? MONTHS[named[1]] : undefined;
        const d = new Date(month ? addDays(this.today, -RECENT_PAST_DAYS) : this.today);
        for (let i = 0; i < 400 && n >= 1 && n <= 31; i++, d.setUTCDate(d.getUTCDate() + 1)) {
          if (d.getUTCDate() === n && d.getUTCDay() === WEEKDAYS[m[2]] && (!month || d.getUTCMonth() + 1 === month)) {
            this.push(m.index!, end + dayOfMonth[0].length, isoDate(d));
            break;
          }
        }
        if (this.found.some((f) => f.index === m.index!)) continue;
      }
      this.push(m.index!, end, isoDate(nextWeekday(this.today, WEEKDAYS[m[2]], m[1])));
      this.markRelative(m.index!);
    }
    for (const m of this.folded.matchAll(PT_WEEKDAY_SHORT)) {
      const day = WEEKDAYS[`${m[1]}-feira`];
      const at = m.index! + m[0].length - m[1].length;
      if (!oneDay(this.folded, at, m.index! + m[0].length, /proxima/.test(m[0]))) continue;
      this.push(at, m.index! + m[0].length, isoDate(nextWeekday(this.today, day, /pr[oó]xima/.test(m[0]) ? 'proxima' : undefined)));
    }
  }

  private relative(): void {
    for (const [re, resolve] of RELATIVE) {
      const vague = re === RELATIVE[3][0];
      for (const m of this.folded.matchAll(re)) {
        // "por la mañana" / "guten Morgen" are times of day, not tomorrow.
        const before = this.folded.slice(Math.max(0, m.index! - 8), m.index!);
        if (/(?:la |guten |de |da |della )$/.test(before) && /^(?:manana|morgen|amanha)$/.test(m[0])) continue;
        const day = resolve(this.today);
        this.push(m.index!, m.index! + m[0].length, isoDate(day));
        this.markRelative(m.index!);
        if (vague) {
          const last = this.found.find((f) => f.index === m.index!);
          if (last) last.weekendFrom = isoDate(addDays(day, -1));
        }
      }
    }
    for (const m of this.folded.matchAll(IN_DAYS)) {
      // "in 3 days" is a day only when something ends or starts then ("ends in 3 days"); "printed in
      // 3 days", "arrives in 7 days", "refund within 10 days" are durations the email keeps as words.
      if (/^within/.test(m[0]) || !IN_DAYS_EVENT.test(this.folded.slice(Math.max(0, m.index! - 24), m.index!))) continue;
      this.push(m.index!, m.index! + m[0].length, isoDate(addDays(this.today, Number(m[1]))));
      this.markRelative(m.index!);
    }
  }

  /**
   * "ends in 3 days (on Saturday, November 28)", "tomorrow, December 1", "Friday — Dec 4": the
   * explicit date says which day the marketer meant. Read on the day the email is generated, which
   * may be days after the prompt was written, the relative phrase can point elsewhere (en-144 gave
   * a deadline of November 30 beside "November 28"): the explicit date wins, with the relative
   * phrase's cue (`standsFor`).
   */
  private explicitOverRelative(): void {
    const { found, folded } = this;
    for (const rel of found.filter((f) => f.relative && !f.range)) {
      const explicit = found.find(
        (f) => !f.relative && !f.range && (f.index >= rel.end ? APPOSITION.test(folded.slice(rel.end, f.index)) : APPOSITION.test(folded.slice(f.end, rel.index))),
      );
      if (!explicit) continue;
      if (explicit.standsFor === undefined) explicit.standsFor = rel.index;
      found.splice(found.indexOf(rel), 1);
    }
  }

  private yearOfRangeStart(): void {
    // "between September 1 and October 31, 2026": the first day is in the year the range ends in
    // (or the one before, for "December 20 – January 5, 2027"), not the next September.
    for (let i = 1; i < this.found.length; i++) {
      const prev = this.found[i - 1];
      const cur = this.found[i];
      const md = this.yearless.get(prev.index);
      if (!md || this.yearless.has(cur.index) || !/\d{4}/.test(this.folded.slice(cur.index, cur.end))) continue;
      if (!/^\s*(?:,\s*)?(?:and|to|till|until|through|thru|-|–|—|y|a|al|hasta|et|au|jusqu'au|und|bis|e|ao|ate|fino al)\s*(?:el |le |den |o |il )?$/.test(this.folded.slice(prev.end, cur.index))) continue;
      let y = Number(cur.date.slice(0, 4));
      if (`${md[0]}`.padStart(2, '0') + `-${String(md[1]).padStart(2, '0')}` > cur.date.slice(5)) y -= 1;
      const date = resolveYear(this.today, md[0], md[1], y);
      if (date) prev.date = date;
    }
  }
}

/** The days a prompt names, for the brief: each with where it stands, a range as its two days. */
export function findDateMentions(text: string, today: Date, language: CopyLanguage | undefined, locale?: string): DateMention[] {
  return new DateReader(text, today, language, locale).read();
}

/** A date as the fact check keeps it: one span, one day or a range of days. */
export interface DateSpan {
  start: number;
  end: number;
  iso: string;
  /** The last day of a range ("Dec 18–21", "this weekend"). */
  until?: string;
}

/** A weekday that only qualifies the date after it: "Saturday, ", "sáb. ", "segunda, ". */
const WEEKDAY_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${WEEKDAY_RE}|segunda|terca|quarta|quinta|sexta|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|lun|mar|mie|mer|jue|jeu|gio|vie|ven|sab|sam|dom|dim|seg|ter|qua|qui|sex)\.?,?\s+|(?:mo|di|mi|do|fr|sa|so)[.,]\s*)$`,
  'u',
);
/** What joins the two days of a range written as two dates: "24 Dec to 2 Jan", "du 2 au 9 janvier". */
const RANGE_JOIN = /^\s*(?:,\s*)?(?:-|–|—|to|till|until|through|thru|au|al|bis|a|ao|hasta|jusqu'au|fino al)\s*(?:el |le |den |o |il )?$/;

/**
 * Every date of a prompt, for the fact check: the days the brief reads, as spans that keep the
 * weekday before a date ("Sat 28 Nov") and a range in one ("closed 24 Dec to 2 Jan"), then what
 * chrono-node reads where those patterns found nothing (a month alone, "next week", "in 2 weeks").
 */
export function readDates(text: string, language: CopyLanguage, now: Date, locale?: string): DateSpan[] {
  const folded = fold(text);
  const out: DateSpan[] = [];
  for (const m of findDateMentions(text, now, language, locale)) {
    const last = out[out.length - 1];
    const between = last ? folded.slice(last.end, m.index) : '';
    if (last && ((m.range && m.forcedRole === 'deadline' && last.start === m.index - 1) || (!last.until && RANGE_JOIN.test(between) && m.date > last.iso))) {
      last.end = m.end;
      last.until = m.date;
      continue;
    }
    const weekday = m.range || m.relative ? null : WEEKDAY_BEFORE.exec(folded.slice(Math.max(0, m.index - 16), m.index));
    const start = weekday ? m.index - weekday[0].length : m.index;
    // The weekday read as a day of its own ("segunda, 30/11") is this date's.
    while (out.length && out[out.length - 1].start >= start) out.pop();
    // "until 15 December.", "on Saturday, December 5.": the sentence's full stop, not an
    // abbreviation's ("Dec.") nor a German day's ("5. Dezember", "24.12.", where the month follows or is a number).
    const end = /\p{L}{5}\.$|^\p{L}.*\d\.$/u.test(text.slice(m.index, m.end)) ? m.end - 1 : m.end;
    if (m.weekendFrom) out.push({ start, end, iso: m.weekendFrom, until: m.date });
    else out.push({ start, end, iso: m.date });
  }
  for (const c of chronoDates(text, language, now)) if (!out.some((d) => c.start < d.end && d.start < c.end)) out.push(c);
  return out.sort((a, b) => a.start - b.start);
}
