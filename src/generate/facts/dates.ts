import { readDates } from '../read/dates';
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

/** Times: "7 PM", "7:30pm", "19:00", "19h30", "10h", "19 Uhr", "alle 17.30". */
const TIME =
  /(?<![\d.,:$€£])(?:(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?\s?m\.?(?![\p{L}])|(\d{1,2}):(\d{2})(?!\d)(?:\s?(?:Uhr|h)\b)?|(\d{1,2})\s?h(\d{2})?(?![\p{L}\d])|(\d{1,2})(?:[.:](\d{2}))?\s?Uhr\b|(?<=\b(?:alle|ore|dalle|um|às|ab|bis)\s)(\d{1,2})\.(\d{2})(?!\d))/giu;

export function findTimes(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(TIME)) {
    let hour: number;
    let minute: number;
    if (m[1] !== undefined) {
      hour = Number(m[1]) % 12 + (m[3].toLowerCase() === 'p' ? 12 : 0);
      minute = Number(m[2] ?? 0);
    } else if (m[4] !== undefined) [hour, minute] = [Number(m[4]), Number(m[5])];
    else if (m[6] !== undefined) [hour, minute] = [Number(m[6]), Number(m[7] ?? 0)];
    else if (m[8] !== undefined) [hour, minute] = [Number(m[8]), Number(m[9] ?? 0)];
    else [hour, minute] = [Number(m[10]), Number(m[11])];
    // "24h" is a duration ("24h support"), not a time of day.
    if (hour > 23 || minute > 59) continue;
    const hhmm = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    out.push({ type: 'time', start: m.index!, end: m.index! + m[0].length, value: { kind: 'time', hhmm } });
  }
  // "noon" and its kin, which chrono knows but we keep as times.
  for (const m of text.matchAll(/\b(noon|midday|mediodía|midi|Mittag|meio-dia|mezzogiorno|midnight|medianoche|minuit|Mitternacht|meia-noite|mezzanotte)\b/giu))
    out.push({ type: 'time', start: m.index!, end: m.index! + m[0].length, value: { kind: 'time', hhmm: /^(noon|midday|mediod|midi|mittag|meio|mezzog)/i.test(m[0]) ? '12:00' : '00:00' } });
  // "9–5", "from 9 to 5pm": the first hour takes the meridiem of the second when it fits.
  for (const m of text.matchAll(/(?<![\d.,:$€£])(\d{1,2})(?:[:.](\d{2}))?\s?(?:[–-]|to|until|till)\s?(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])/giu)) {
    let hour = Number(m[1]);
    const second = Number(m[3]) % 12 + (m[5].toLowerCase() === 'p' ? 12 : 0);
    if (hour > 12) continue;
    if (m[5].toLowerCase() === 'p' && hour + 12 <= second) hour += 12;
    out.push({ type: 'time', start: m.index!, end: m.index! + m[1].length + (m[2] ? m[2].length + 1 : 0), value: { kind: 'time', hhmm: `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}` } });
  }
  return out;
}
