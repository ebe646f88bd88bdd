import * as chrono from 'chrono-node';
import { addDays, isoDate, MONTH_START } from './calendar';
import type { CopyLanguage } from '../types';
import type { DateSpan } from './dates';

/**
 * What chrono-node reads as dates, for the forms the date patterns (dates.ts) leave: it parses
 * explicit and relative dates in all six languages and tells which parts the text gave. Two rules
 * of issue #16 are ours: a date without a year is the next such
 * day on or after the send date, never one in the past; and a holiday name ("Black Friday") is not a
 * date here at all, so it can never override the explicit date beside it.
 */
const PARSERS: Record<CopyLanguage, chrono.Chrono> = { en: chrono.en.casual, es: chrono.es.casual, fr: chrono.fr.casual, de: chrono.de.casual, pt: chrono.pt.casual, it: chrono.it.casual };

// Words chrono reads as "the moment of sending", which in a prompt are never a date to keep.
const NOT_A_DATE = /^(last day|first day|the day|day|this month|this year|este mes|este año|ce mois-ci|cette année|diesen Monat|dieses Jahr|este mês|este ano|questo mese|quest'anno|now|right now|ahora|maintenant|jetzt|agora|ora|adesso|oggi stesso|this|sec|second|mar|may|ma|min)$/i;

/** The send date's calendar day at noon UTC, so no time zone moves it. */
function referenceDay(now: Date): Date {
  return new Date(`${isoDate(now)}T12:00:00Z`);
}

function resolve(c: chrono.ParsedComponents, today: string, yearWritten: boolean): string {
  const year = c.get('year')!;
  const month = c.get('month')!;
  const day = c.get('day')!;
  const pad = (n: number) => String(n).padStart(2, '0');
  const thisYear = Number(today.slice(0, 4));
  // A month alone ("the January bill") is its first day: this year's if that month has not ended.
  if (c.isCertain('month') && !c.isCertain('day') && !c.isCertain('weekday') && !yearWritten)
    return `${month >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1}-${pad(month)}-01`;
  if ((c.isCertain('year') && yearWritten) || !c.isCertain('day') || !c.isCertain('month')) return `${year}-${pad(month)}-${pad(day)}`;
  const candidate = `${thisYear}-${pad(month)}-${pad(day)}`;
  return candidate >= today ? candidate : `${thisYear + 1}-${pad(month)}-${pad(day)}`;
}

/** The day `days` after an ISO day. */
function daysAfter(iso: string, days: number): string {
  return isoDate(addDays(new Date(`${iso}T12:00:00Z`), days));
}

export function chronoDates(text: string, language: CopyLanguage, now: Date): DateSpan[] {
  const ref = referenceDay(now);
  const today = isoDate(ref);
  const out: DateSpan[] = [];
  let results: chrono.ParsedResult[];
  try {
    // chrono reads "from 2 dec" as two o'clock; blanking the preposition (same length, so spans hold) lets it see the date.
    // So is an inline list's number: "…Tablet. 2. Ab 1. Januar 2027" would read as "2.–1. Januar" ("6. Dezember" stays a day).
    const blanked = text
      .replace(/(^|[.!?:;]\s+|\n\s*)(\d{1,2}[.)])(?=\s+(\p{Lu}\p{L}*))/gu, (m, lead: string, marker: string, word: string) => (MONTH_START.test(word) ? m : lead + ' '.repeat(marker.length)))
      .replace(/\b(?:from|since|starting|desde|dès|ab|dal|a partir de|a partir do)\s+(?=\d)/giu, (m) => ' '.repeat(m.length));
    // Line by line: a date does not run across lines, and a line before can change how chrono reads
    // one ("HOLIDAY HOURS" above "Closed 24 Dec to 2 Jan." split the range in two).
    results = [];
    let at = 0;
    for (const line of blanked.split('\n')) {
      if (/\d|\p{L}{3}/u.test(line))
        for (const r of PARSERS[language].parse(line, { instant: ref, timezone: 0 }, { forwardDate: true })) {
          (r as { index: number }).index += at;
          results.push(r);
        }
      at += line.length + 1;
    }
  } catch {
    return out;
  }
  // "pasado mañana", "après-demain", "depois de amanhã": chrono reads only the "tomorrow" inside them, a day short.
  for (const m of text.matchAll(/\b(?:the day after tomorrow|day after tomorrow|pasado mañana|après-demain|apres-demain|übermorgen|depois de amanhã|dopodomani)(?![\p{L}])/giu))
    out.push({ start: m.index!, end: m.index! + m[0].length, iso: daysAfter(today, 2) });
  const fixed = [...out];
  for (const r of results) {
    const s = r.start;
    if (fixed.some((f) => r.index < f.end && f.start < r.index + r.text.length)) continue;
    const isDay = s.isCertain('day') || s.isCertain('weekday') || s.isCertain('month');
    if (!isDay || NOT_A_DATE.test(r.text.trim())) continue;
    // A bare number or "x/y" that is a size, a score or a fraction is not a date without a month name.
    if (/^\d{1,2}([/.]\d{1,2})?$/.test(r.text.trim())) continue;
    // "Black Friday", "Cyber Monday" name a holiday, not a date the prompt sets.
    if (/\b(black|cyber|good|giving|small business)\s*$/i.test(text.slice(Math.max(0, r.index - 16), r.index))) continue;
    // "in 30 minutes", "within 2 hours" are durations.
    if (/\d+\s*(min|minutes?|minutos?|minuti|Minuten|hours?|hrs?|horas?|heures?|Stunden?|ore)\b/i.test(r.text)) continue;
    // "for 90 days", "within 30 days" are durations; "in 2 weeks" is a date.
    if (/\d+\s*\p{L}/u.test(r.text) && /\b(days?|weeks?|months?|years?|días|semanas?|meses|años|jours|semaines|mois|ans|Tagen?|Wochen|Monaten?|Jahren?|dias|anos|giorni|settimane|mesi|anni)\b/iu.test(r.text) && !/^(in|en|dans|em|daqui a|tra|fra|in)\s/iu.test(r.text.trim())) continue;
    // chrono takes "12. Dezember, 18" for the year 2018; a year counts only when written in full (or as '27).
    const yearWritten = /(?<!\d)(19|20)\d{2}(?!\d)|['’]\d{2}(?!\d)/.test(r.text) || (s.isCertain('year') && !s.isCertain('month'));
    const iso = resolve(s, today, yearWritten);
    let end = r.end && (r.end.isCertain('day') || r.end.isCertain('weekday')) ? resolve(r.end, today, yearWritten) : undefined;
    // "this weekend" is Saturday and Sunday; chrono gives the Saturday only.
    if (!end && /(week-?end|fin de semana|Wochenende|fim de semana|fine settimana)/iu.test(r.text)) end = daysAfter(iso, 1);
    // chrono folds a time into the date ("Friday at 7 PM"); the time is its own fact, so the date's span stops before it.
    let text0 = r.text;
    const cut = /(\s*,?\s*(?<![\p{L}])(?:at|à|a las|alle|um|às|as|ab|from|de|dalle|dès|desde|von)\s+\d.*|\s*,?\s*\d{1,2}[:.]\d{2}(?!\d).*|\s*,?\s*\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?|h\d*|Uhr).*)$/iu.exec(text0);
    if (cut && cut.index > 0) text0 = text0.slice(0, cut.index);
    text0 = text0.replace(/\s*,\s*\d{1,2}$/, '');
    // "on Saturday, December 5", "(Friday": the preposition or bracket is the sentence's, not the date's.
    const lead = /^(?:[(\["“]|(?:on|the|el|la|le|am|il|em|no|na|au|du|del|de|der|den|dem|lo|los)\s+(?=\S))/iu.exec(text0)?.[0].length ?? 0;
    // A date split over lines or shorter than three letters ("in", "s") is chrono reading too much into a word.
    // A date does not run across lines: chrono may join "5 Jan" to the next line's "2027".
    text0 = text0.slice(0, lead) + text0.slice(lead).split('\n')[0].trimEnd().replace(/[\s,;:–-]+$/, '');
    if (text0.length - lead < 3) continue;
    out.push({ start: r.index + lead, end: r.index + text0.length, iso, ...(end && end !== iso ? { until: end } : {}) });
  }
  // Numeric "24.12." and "24.12.2026" (de), which chrono's German parser leaves out.
  if (language !== 'en')
    for (const m of text.matchAll(/(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4})?(?![\d,])/g)) {
      const [day, month] = [Number(m[1]), Number(m[2])];
      if (day < 1 || day > 31 || month < 1 || month > 12 || out.some((c) => c.start <= m.index! && m.index! < c.end)) continue;
      const pad = (n: number) => String(n).padStart(2, '0');
      let iso = `${m[3] ?? today.slice(0, 4)}-${pad(month)}-${pad(day)}`;
      if (!m[3] && iso < today) iso = `${Number(today.slice(0, 4)) + 1}-${pad(month)}-${pad(day)}`;
      out.push({ start: m.index!, end: m.index! + m[0].length, iso });
    }
  return out;
}

