import { readDates } from '../read/dates';
import { timeParts } from '../read/times';
import { fold } from '../understand/text';
import type { Candidate, FactLanguage } from './types';

/** Dates from the one date reader (src/generate/read/dates.ts), as candidates; a range is one. */
export function findDates(text: string, language: FactLanguage, now: Date, locale?: string): Candidate[] {
  return readDates(text, language, now, locale).map((d) => ({
    type: 'date',
    start: d.start,
    end: d.end,
    value: { kind: 'date', iso: d.iso, ...(d.until ? { end: d.until } : {}) },
  }));
}

/**
 * Times, from the one time reader (src/generate/read/times.ts): every time stated, both ends of a
 * span ("13h30 à 16h" is 13:30 and 16:00), each where its words stand.
 */
export function findTimes(text: string): Candidate[] {
  return timeParts(text, fold(text)).map((t) => ({ type: 'time', start: t.start, end: t.end, value: { kind: 'time', hhmm: t.time } }));
}
