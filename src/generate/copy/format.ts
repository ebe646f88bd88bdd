/**
 * Facts written the way each language writes them, through Intl: "20%" / "20 %", "$10" / "10 €",
 * "Monday, June 30" / "lundi 30 juin" / "Montag, 30. Juni", "6:00 PM" / "18:00".
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    if (cache.size > 500) cache.clear();
    cache.set(key, f);
  }
  return f;
}

export function formatPercent(value: number, lang: string): string {
  return cached(`p:${lang}`, () => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 })).format(value / 100);
}

export function formatMoney(value: number, currency: string, lang: string): string {
  const whole = Number.isInteger(value);
  return cached(
    `m:${lang}:${currency}:${whole}`,
    () => new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }),
  ).format(value);
}

function utc(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

/** "Monday, June 30" (with the year when it is not within the next ~10 months). */
export function formatDateLong(iso: string, lang: string, today: string): string {
  const withYear = Math.abs(utc(iso).getTime() - utc(today).getTime()) > 300 * 86_400_000;
  return cached(
    `dl:${lang}:${withYear}`,
    () =>
      new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }),
  ).format(utc(iso));
}

/** "June 30", "30 juin", "30. Juni", "30 de junio". */
export function formatDateShort(iso: string, lang: string): string {
  return cached(`ds:${lang}`, () => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' })).format(utc(iso));
}

export function formatTime(hhmm: string, lang: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date(Date.UTC(2000, 0, 1, h, m));
  return cached(`t:${lang}`, () => new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).format(d);
}

export function monthName(iso: string, lang: string): string {
  return cached(`mn:${lang}`, () => new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' })).format(utc(iso));
}

/** "A, B and C" in the language. */
export function joinList(items: string[], lang: string): string {
  return cached(`l:${lang}`, () => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })).format(items);
}

/** Spaces Intl puts inside numbers and dates (narrow no-break spaces) as plain no-break spaces, which every email client has a glyph for. */
export function tidySpaces(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/**
 * A phrase that starts a sentence, written mid-sentence: only its first letter is lowered, so the
 * names inside it stay as the prompt wrote them ("20% off the Alpine Trail Jacket", "Black Friday").
 */
export function lowerFirst(text: string): string {
  // An acronym or a currency code stays as written ("USD 15 off" once read "uSD 15 off").
  if (/^\p{Lu}{2,}(?![\p{Ll}])/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
