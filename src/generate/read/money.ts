/**
 * Money and percentages as a prompt writes them, in the six languages: "$23.50", "€15", "15 €",
 * "R$ 1.299,90", "CHF 5'490", "10 euros", "$1,249 MXN", "20 %", "15 por ciento". One reader for the
 * brief (which of them is an offer, a threshold) and the fact extractor (every amount the email must
 * keep), so the two cannot read one amount two ways.
 */
import { NUMBER, parseNumber } from './numbers';

/** Currency signs, codes and words, each to its ISO 4217 code; a bare `$` (`'$'` here) depends on the locale. */
const CURRENCIES: Array<[RegExp, string]> = [
  [/^(?:r\$|brl|reais)$/i, 'BRL'],
  [/^(?:us\$|usd|dollars?|d[oó]lar(?:es)?|dollari)$/i, 'USD'],
  [/^(?:ca?\$|cad)$/i, 'CAD'],
  [/^(?:au?\$|aud)$/i, 'AUD'],
  [/^(?:nz\$|nzd)$/i, 'NZD'],
  [/^(?:s\$|sgd)$/i, 'SGD'],
  [/^(?:mx\$|mxn)$/i, 'MXN'],
  // "pesos" are the pesos of the locale's region ("129.990 pesos" in es-CL); MXN where it names none of them.
  [/^pesos?$/i, 'pesos'],
  [/^\$$/, '$'],
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:£|gbp|pounds?|libras?|sterline)$/i, 'GBP'],
  [/^(?:chf|fr\.|franken|francs?)$/i, 'CHF'],
  [/^(?:₹|rs\.?|inr|rupees?)$/i, 'INR'],
  [/^(?:¥|jpy|yen)$/i, 'JPY'],
  [/^kr$/i, 'SEK'],
];

/**
 * The regions whose own money a bare "$" means: AUD in en-AU, CAD in en-CA and fr-CA, NZD in en-NZ, SGD in en-SG,
 * and the pesos of es-MX, es-AR, es-CL, es-CO and es-UY ("$38.000" in Buenos Aires is ARS, not USD).
 */
const DOLLAR_REGIONS: Record<string, string> = { AU: 'AUD', CA: 'CAD', NZ: 'NZD', SG: 'SGD', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', UY: 'UYU' };

/** The dollar of a locale's region ("es-AR", "en-AU"; the region is the tag's subtag of two letters); USD otherwise. */
function dollarOf(locale: string | undefined): string {
  const region = locale?.split('-').slice(1).find((s) => /^[a-z]{2}$/iu.test(s))?.toUpperCase();
  return DOLLAR_REGIONS[region ?? ''] ?? 'USD';
}

/** The ISO code of a currency sign, code or word ("€", "R$", "euros", "CHF", "NOK"); undefined when it names none. */
export function currencyCode(token: string, locale?: string): string | undefined {
  const s = token.trim();
  if (/^[A-Z]{3}$/.test(s)) return s;
  const code = CURRENCIES.find(([re]) => re.test(s))?.[1];
  if (code === 'pesos') {
    const dollar = dollarOf(locale);
    return ['MXN', 'ARS', 'CLP', 'COP', 'UYU'].includes(dollar) ? dollar : 'MXN';
  }
  return code === '$' ? dollarOf(locale) : code;
}

const CODES = 'USD|EUR|GBP|BRL|MXN|CAD|AUD|NZD|SGD|ARS|CLP|COP|UYU|CHF|INR';
/** Written before the amount ("$23.50", "R$ 89,90", "CHF 120", "Rs. 499"). */
// A space, never a tab or a line break, between a currency and its number: a pasted table's "€" ends one cell, the next cell's number is another fact.
const PREFIXED = new RegExp(String.raw`(R\$|US\$|AU?\$|CA?\$|MX\$|NZ\$|S\$|\$|€|£|¥|₹|Rs\.?|INR|CHF|Fr\.|${CODES})[ \u00a0\u202f]?(${NUMBER})`, 'gu');
/** Written after it ("15 €", "10 euros", "49,90 EUR"): the sign or word, with nothing of a word after it. */
const SUFFIX = String.raw`${CODES}|€|\$|£|euros?|dollars?|d[oó]lares|dollari|reais|francs?|franken|pounds?|libras?|rupees?`;
const SUFFIXED = new RegExp(String.raw`(?<![\d.,])(${NUMBER})[ \u00a0\u202f]?(${SUFFIX})(?![\p{L}])`, 'giu');

export interface Amount {
  /** [start, end) in the text. */
  start: number;
  end: number;
  value: number;
  /** ISO 4217. */
  currency: string;
}

/**
 * Every amount of money in a text, in text order, none overlapping another. `locale` decides what a
 * bare "$" is (USD without one).
 */
export function findAmounts(text: string, locale?: string): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(PREFIXED)) {
    const start = m.index!;
    // "USD" or "Rs" inside a word is no currency; a sign may touch what comes before it.
    if (start > 0 && /[\p{L}\d]/u.test(text[start - 1]) && !/^[$€£¥₹]/u.test(m[1])) continue;
    // "8 189,00 € 1.512,00 €" (a table's cells on one line): a sign after an amount with its cents closes that amount.
    if (/\d[.,]\d{2}[ \u00a0\u202f]?$/u.test(text.slice(Math.max(0, start - 12), start)) && /^[€£¥₹]|^(?:CHF|EUR)$/u.test(m[1])) continue;
    const value = parseNumber(m[2]);
    const currency = currencyCode(m[1], locale);
    if (value === undefined || !currency) continue;
    let end = start + m[0].length;
    let code = currency;
    // "$1,249 MXN": the code after the amount names the currency.
    const after = /^\s?(USD|MXN|CAD|AUD|NZD|SGD|ARS|CLP|COP|UYU)\b/.exec(text.slice(end));
    if (after) {
      code = after[1];
      end += after[0].length;
    }
    out.push({ start, end, value, currency: code });
  }
  for (const m of text.matchAll(SUFFIXED)) {
    const start = m.index!;
    const end = start + m[0].length;
    // "Pro 2 $189": the sign belongs to the amount after it.
    if (/^[ \u00a0\u202f]?\d/.test(text.slice(end))) continue;
    if (out.some((a) => a.start < end && start < a.end)) continue;
    const value = parseNumber(m[1]);
    const currency = currencyCode(m[2], locale);
    if (value !== undefined && currency) out.push({ start, end, value, currency });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The same figure, read from the front of `text` (after leading white space) or not at all. */
export function amountAtStart(text: string, locale?: string): Amount | undefined {
  const lead = /^\s*/.exec(text)![0].length;
  return findAmounts(text, locale).find((a) => a.start === lead);
}

const PERCENT = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER})\s?(?:%|％|percent\b|per cent\b|por ciento\b|pour cent\b|pourcent\b|prozent\b|por cento\b|per cento\b)`,
  'giu',
);

export interface Percentage {
  start: number;
  end: number;
  value: number;
}

/** Every percentage of a text ("20%", "20 %", "4.35% APY", "15 por ciento"), in text order. */
export function findPercentages(text: string): Percentage[] {
  const out: Percentage[] = [];
  for (const m of text.matchAll(PERCENT)) {
    const value = parseNumber(m[1]);
    if (value !== undefined) out.push({ start: m.index!, end: m.index! + m[0].length, value });
  }
  return out;
}
