/**
 * Calendar arithmetic for reading dates against the generation's "now" (never the clock): which
 * year a yearless day is in, which day "Friday" is, whether a sentence puts its date in the past.
 */

/** A word that starts like a month name (or its abbreviation) in one of the six languages. */
export const MONTH_START = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|janv|févr|avr|mai|juin|juil|août|sept|déc|märz|okt|dez|fev|out|set|dez|gen|mag|giu|lug|ott|dic)/iu;

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
 * 16 November" sent on the 25th). A past-tense date less than a month ahead is not last year's
 * either ("your refund was issued on December 4" sent on 25 November: the brief was written for a
 * later send, not about a refund of eleven months ago), so an email that words the same day without
 * the past ("we refunded … on Friday, Dec. 4th") reads the same day.
 */
export function resolveYear(today: Date, month: number, day: number, year?: number, past = false): string | undefined {
  let y = year ?? today.getUTCFullYear();
  if (year !== undefined && year < 100) y = 2000 + year;
  if (!validDay(y, month, day)) return undefined;
  if (year === undefined) {
    const candidate = Date.UTC(y, month - 1, day);
    if (past) {
      if (candidate > addDays(today, RECENT_PAST_DAYS).getTime()) y -= 1;
    } else if (candidate < addDays(today, -RECENT_PAST_DAYS).getTime()) y += 1;
    if (!validDay(y, month, day)) return undefined;
  }
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far back a yearless date may lie and still be this year's (see resolveYear). */
export const RECENT_PAST_DAYS = 31;

/**
 * Words that put what the sentence tells in the past: "was due", "did … on Monday", "ordered",
 * "fue", "était", "wurde", "foi", "è stato", "ago". Deadline words ("before", "vor dem") are not, nor
 * "last" ("last day to order: Dec 20"), which only a weekday takes as the past ("last Monday"), nor
 * a bare participle ("ships free if ordered by February 10"); one right before "on" is ("placed on").
 */
const PAST_CUE =
  /(?<![\p{L}])(?:was|were|did|has been|have been|had been|ago|yesterday|overdue|fue|fueron|ayer|hace|etait|a ete|ont ete|il y a|war|waren|wurde|wurden|gestern|foi|foram|ontem|fu|furono|e stato|e stata|sono stati|ieri)(?![\p{L}])/u;

/** The part of the sentence around [index, end) a past cue is looked for in. */
export function inPastContext(folded: string, index: number, end: number): boolean {
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

export function nextWeekday(today: Date, target: number, qualifier?: string): Date {
  let ahead = (target - today.getUTCDay() + 7) % 7;
  if (ahead === 0) ahead = 7;
  // "next Friday" said on a Monday usually means the Friday of next week only in some regions;
  // we read it as the coming one, except when it is within two days ("next Tuesday" on a Sunday).
  if (qualifier && /^(next|proxim|prochain|nachsten|kommenden|prossim)/.test(qualifier) && ahead <= 2) ahead += 7;
  return addDays(today, ahead);
}
