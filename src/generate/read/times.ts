/**
 * The one reader of times of day in a prompt (issue #16): the brief takes an event's time from it
 * and the fact check the times an email must keep, so the two cannot read "10–13 Uhr", "13h30 à
 * 16h" or "dalle 10 alle 19" differently. It reads "7pm", "7:30 p.m.", "19:00", "19h30", "19 Uhr",
 * "alle 19", "um 17.30", "noon"/"midi"/"Mittag", and spans whose unit is written once ("10–13 Uhr",
 * "6–9pm", "von 7 bis 12 Uhr", "dalle 10 alle 18") or at both ends ("9am-1pm", "13h30 à 16h").
 *
 * A span is one mention with both its ends. What each reader takes of it is its choice, by design:
 * the brief the start (`findTimes`: the time the event begins), the fact check both ends
 * (`timeParts`: an email that drops the closing hour has dropped a fact).
 */

const TIME_12 = /(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?\s?m\.?(?![\p{L}])/giu;
const TIME_24 = /(?<![\d:./])([01]?\d|2[0-3])(?::([0-5]\d)|\s?h(?:[ \t]?([0-5]\d)(?!\d|\/\d))?(?![\p{L}\d])|\.([0-5]\d)(?=\s?uhr)|(?=\s?uhr))(?:\s?uhr)?(?![\d%])/giu;
/** "in 2 h", "en 3 h", "pendant 2h": hours as a duration, no time of day. */
const DURATION_BEFORE = /(?:^|[^\p{L}])(?:in|en|within|dans|pendant|durant|por|durante|per|fur|für|em|entro|ogni|every|toutes les|cada|alle)\s$/u;
/** "alle 17.30", "um 17.30", "às 18.30": a dotted time after a word that introduces one (never "bis 21.12.", a date). */
const TIME_DOTTED = /(?<=(?:^|[^\p{L}])(?:alle|ore|dalle|um|ab|bis|as|a las|a la)\s)([01]?\d|2[0-3])\.([0-5]\d)(?![\d.,]|\s?uhr)/gu;
/**
 * Noon and midnight in the six languages ("at noon", "à midi", "tuesday midnight"); not as the
 * name of a meal ("le menu du midi", "menú de mediodía") nor inside "après-midi".
 */
const NOON = /(?<![\p{L}-])(?<!(?:^|[^\p{L}])(?:de|du|del|di|da|do|des|dos|das|dei|della|of the|du menu|lunch)\s)(noon|midday|mediodia|midi|mittag|meio-dia|mezzogiorno|midnight|medianoche|minuit|mitternacht|meia-noite|mezzanotte)(?![\p{L}-])/gu;
/** The first hour of a span whose unit is written once, at its end: "10–", "7 bis ", "6 to ", "19 alle ". */
const SPAN_START = /(?<![\d.,:/])(\d{1,2})(?:[:.](\d{2}))?(\s?[–-]\s?|\s(?:to|till|until|bis|a|au|alle|as|ate|y|and|und|e|et)\s)$/u;
/** What joins the two times of a span, between them. */
const SPAN_JOIN = /^\s?(?:[–-]|to|till|until|bis|a|à|au|alle|as|ate|y|and|und|e|et)\s?(?:(?:las|les|le|um|ore)\s)?$/u;
/** Words that join a span only after a word that opens one ("from 6 and…" no; "de 9 a 12" yes). */
const WORD_JOIN = /^(?:a|y|and|und|e|et|as|alle)$/;
const SPAN_FROM = /(?:^|[^\p{L}])(?:von|from|de|des|dalle|das|desde|entre|between|tra le|fra le)\s$/u;
const TIME_ALLE = /(?<![\p{L}])(?:alle|ore|a las|a la)\s+(\d{1,2})(?![\d:,%h]|\.\d)(?!\s?(?:%|€|\$|de |di |du |dias|days|giorni|jours|min|std|stunden|tage|wochen|jahre|monate|ore |minuti|settimane|mesi|anni))/giu;

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

/** One time the prompt names, or one span of two: where it stands and its ends. */
export interface TimeMention {
  /** The whole mention ("10–13 Uhr", "13h30 à 16h"). */
  index: number;
  end: number;
  /** HH:MM; a span's start. */
  time: string;
  /** Where the (start) time's own words stand: "10" of "10–13 Uhr". */
  at: [number, number];
  /** A span's end, HH:MM, and where its words stand. */
  until?: string;
  untilAt?: [number, number];
}

/** The brief's reading of a time: where the mention stands and the time it begins at. */
export interface FoundTime {
  index: number;
  end: number;
  time: string;
}

type Span = { index: number; end: number };

/**
 * Every time mention of `text` (`folded` is its `fold`), leaving out any that overlaps one of
 * `dates` (a day read as a date is no time: "bis 21.12.").
 */
export function readTimes(text: string, folded: string, dates: ReadonlyArray<Span> = []): TimeMention[] {
  const times: TimeMention[] = [];
  const free = (index: number, end: number) => !dates.some((d) => index < d.end && end > d.index) && !times.some((t) => index < t.end && end > t.index);
  const add = (at: [number, number], time: string | undefined, until?: { at: [number, number]; time: string | undefined }) => {
    const index = at[0];
    const end = until ? until.at[1] : at[1];
    if (!time || (until && !until.time) || !free(index, end)) return;
    times.push({ index, end, time, at, ...(until?.time ? { until: until.time, untilAt: until.at } : {}) });
  };
  // "10–13 Uhr", "9-12h", "6–9pm", "von 7 bis 12 Uhr": the unit is written once, after the end.
  const spanStart = (index: number) => {
    const from = SPAN_START.exec(folded.slice(Math.max(0, index - 24), index));
    if (!from || times.some((t) => t.end > index - from[0].length && t.index < index)) return undefined;
    if (WORD_JOIN.test(from[3].trim()) && !SPAN_FROM.test(folded.slice(Math.max(0, index - from[0].length - 8), index - from[0].length))) return undefined;
    const start = index - from[0].length;
    return { at: [start, start + from[0].length - from[3].length] as [number, number], hour: Number(from[1]), minute: Number(from[2] ?? 0) };
  };
  // "9am-1pm", "10:00–13:00", "13h30 à 16h": a time right after another, joined as a span, is its end.
  const spanOf = (index: number) => times.find((t) => !t.until && t.end <= index && index - t.end <= 8 && SPAN_JOIN.test(folded.slice(t.end, index)));
  const endSpan = (t: TimeMention, at: [number, number], time: string | undefined) => {
    if (!time) return;
    t.until = time;
    t.untilAt = at;
    t.end = at[1];
  };
  for (const m of text.matchAll(TIME_12)) {
    const at: [number, number] = [m.index!, m.index! + m[0].length];
    const time = normalizeTime(Number(m[1]), Number(m[2] ?? 0), m[3]);
    const open = spanOf(m.index!);
    if (open) {
      endSpan(open, at, time);
      continue;
    }
    const from = spanStart(m.index!);
    if (from && from.hour >= 1 && from.hour <= 12) {
      // "10–6pm" is 10 am to 6 pm: a start later on the clock than the end is in the morning.
      add(from.at, normalizeTime(from.hour, from.minute, from.hour % 12 <= Number(m[1]) % 12 ? m[3] : 'a'), { at, time });
      continue;
    }
    add(at, time);
  }
  for (const m of folded.matchAll(TIME_24)) {
    // A bare "19h"/"19:00"/"19 Uhr": skip numbers that are percentages, prices or dates.
    const minute = m[2] ?? m[3] ?? m[4];
    if (minute === undefined && !/h|uhr/i.test(m[0])) continue;
    if (minute === undefined && /h$/.test(m[0]) && DURATION_BEFORE.test(folded.slice(Math.max(0, m.index! - 12), m.index!))) continue;
    const at: [number, number] = [m.index!, m.index! + m[0].length];
    const time = normalizeTime(Number(m[1]), Number(minute ?? 0));
    const open = spanOf(m.index!);
    if (open) {
      endSpan(open, at, time);
      continue;
    }
    const from = spanStart(m.index!);
    if (from && from.hour <= Number(m[1])) {
      add(from.at, normalizeTime(from.hour, from.minute), { at, time });
      continue;
    }
    add(at, time);
  }
  for (const m of folded.matchAll(TIME_DOTTED)) {
    const at: [number, number] = [m.index!, m.index! + m[0].length];
    const time = normalizeTime(Number(m[1]), Number(m[2]));
    const open = spanOf(m.index!);
    if (open) endSpan(open, at, time);
    else add(at, time);
  }
  for (const m of folded.matchAll(TIME_ALLE)) {
    const at: [number, number] = [m.index!, m.index! + m[0].length];
    // "dalle 10 alle 18", "de 9 a las 14": the span starts at its first hour.
    const from = /(?:^|[^\p{L}])(?:dalle|dalla|de las|de la|desde las|desde la|de)\s+(\d{1,2})\s+$/u.exec(folded.slice(Math.max(0, m.index! - 16), m.index!));
    if (from && Number(from[1]) <= Number(m[1])) {
      const start = m.index! - (from[0].length - (/^[^\p{L}]/u.test(from[0]) ? 1 : 0));
      const startEnd = m.index! - (from[0].length - from[0].trimEnd().length);
      add([start, startEnd], normalizeTime(Number(from[1]), 0), { at, time: normalizeTime(Number(m[1]), 0) });
      continue;
    }
    const h = Number(m[1]);
    if (h >= 7 && h <= 23) add(at, normalizeTime(h, 0));
  }
  for (const m of folded.matchAll(NOON)) {
    const at: [number, number] = [m.index!, m.index! + m[0].length];
    const time = /^(?:midn|median|minu|mitter|meia|mezzan)/.test(m[1]) ? '00:00' : '12:00';
    const open = spanOf(m.index!);
    if (open) {
      endSpan(open, at, time);
      continue;
    }
    // "from 9 to noon": the start is in the morning.
    const from = spanStart(m.index!);
    if (from && time === '12:00' && from.hour >= 1 && from.hour < 12 && SPAN_FROM.test(folded.slice(Math.max(0, from.at[0] - 8), from.at[0]))) {
      add(from.at, normalizeTime(from.hour, from.minute), { at, time });
      continue;
    }
    add(at, time);
  }
  return times.sort((a, b) => a.index - b.index);
}

/** The brief's times: each mention's start, standing for the whole mention (an event begins at a span's start). */
export function findTimes(text: string, folded: string, dates: ReadonlyArray<Span>): FoundTime[] {
  return readTimes(text, folded, dates).map(({ index, end, time }) => ({ index, end, time }));
}

/** The fact check's times: every time stated, both ends of a span each where its words stand. */
export function timeParts(text: string, folded: string): Array<{ start: number; end: number; time: string }> {
  return readTimes(text, folded).flatMap((t) => [
    { start: t.at[0], end: t.at[1], time: t.time },
    ...(t.until && t.untilAt ? [{ start: t.untilAt[0], end: t.untilAt[1], time: t.until }] : []),
  ]);
}
