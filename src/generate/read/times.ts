/**
 * Times of day a prompt gives for its dates: "7pm", "7:30 pm", "19:00", "19h30", "19 Uhr",
 * "alle 19", and spans whose unit is written once ("10–13 Uhr", "6–9pm", "dalle 10 alle 18"),
 * which start at their first hour.
 */

const TIME_12 = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu;
const TIME_24 = /(?<![\d:./])([01]?\d|2[0-3])(?::([0-5]\d)|h([0-5]\d)?|\.([0-5]\d)(?=\s?uhr)|(?=\s?uhr))(?:\s?uhr)?(?![\d%])/giu;
/** The first hour of a span whose unit is written once, at its end: "10–", "7 bis ", "6 to ", "19 alle ". */
const SPAN_START = /(?<![\d.,:/])(\d{1,2})(?:[:.](\d{2}))?(\s?[–-]\s?|\s(?:to|till|until|bis|a|au|alle|as|ate|y|and|und|e|et)\s)$/u;
/** What joins the two times of a span, between them. */
const SPAN_JOIN = /^\s?(?:[–-]|to|till|until|bis|a|au|alle|as|ate|y|and|und|e|et)\s?(?:(?:las|les|le|um|ore)\s)?$/u;
/** Words that join a span only after a word that opens one ("from 6 and…" no; "de 9 a 12" yes). */
const WORD_JOIN = /^(?:a|y|and|und|e|et|as|alle)$/;
const SPAN_FROM = /(?:^|[^\p{L}])(?:von|from|de|des|dalle|das|desde|entre|between|tra le|fra le)\s$/u;
const TIME_ALLE = /(?<![\p{L}])(?:alle|a las|a la)\s+(\d{1,2})(?![\d:.,%h])(?!\s?(?:%|€|\$|de |di |du |dias|days|giorni|jours|min|std|stunden|tage|wochen|jahre|monate|ore |minuti|settimane|mesi|anni))/giu;

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

export interface FoundTime {
  index: number;
  end: number;
  time: string;
}

/** The times of `text` (`folded` is its `fold`), leaving out any that overlaps one of `dates`. */
export function findTimes(text: string, folded: string, dates: ReadonlyArray<{ index: number; end: number }>): FoundTime[] {
  const times: FoundTime[] = [];
  const add = (index: number, end: number, time: string | undefined) => {
    if (time && !dates.some((d) => index < d.end && end > d.index) && !times.some((t) => index < t.end && end > t.index)) times.push({ index, end, time });
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
