import type { Candidate } from './types';
import { NUMBER, parseNumber } from './numbers';

/** Currency signs and words, each to its ISO 4217 code; `$` depends on the locale. */
const PREFIX: Array<[RegExp, string]> = [
  [/R\$/y, 'BRL'],
  [/US\$/y, 'USD'],
  [/A\$|AU\$/y, 'AUD'],
  [/C\$|CA\$/y, 'CAD'],
  [/MX\$/y, 'MXN'],
  [/\$/y, '$'],
  [/€/y, 'EUR'],
  [/£/y, 'GBP'],
  [/₹|Rs\.?|INR/y, 'INR'],
  [/CHF|Fr\./y, 'CHF'],
  [/USD|EUR|GBP|BRL|MXN|CAD|AUD/y, ''],
];
const CODES = 'USD|EUR|GBP|BRL|MXN|CAD|AUD|CHF|INR';
const SUFFIX = new RegExp(String.raw`^\s?(?:(${CODES})\b|(€)|(\$)|(£)|(euros?|dollars?|dólares?|reais|real|francs?|Franken|pounds?|rupees?)\b)`, 'iu');
const WORD_CODE: Record<string, string> = { euro: 'EUR', euros: 'EUR', dollar: 'USD', dollars: 'USD', 'dólares': 'USD', 'dólar': 'USD', reais: 'BRL', real: 'BRL', franc: 'CHF', francs: 'CHF', franken: 'CHF', pound: 'GBP', pounds: 'GBP', rupee: 'INR', rupees: 'INR' };

function dollar(locale: string | undefined): string {
  const region = locale?.split('-')[1]?.toUpperCase();
  return { AU: 'AUD', MX: 'MXN', CA: 'CAD' }[region ?? ''] ?? 'USD';
}

const MONEY_PREFIXED = new RegExp(String.raw`(R\$|US\$|AU?\$|CA?\$|MX\$|\$|€|£|₹|Rs\.?|INR|CHF|Fr\.|USD|EUR|GBP|BRL|MXN|CAD|AUD)\s?(${NUMBER})`, 'gu');
const MONEY_SUFFIXED = new RegExp(String.raw`(?<![\d.,])(${NUMBER})(?=\s?(?:${CODES}|€|\$|£|euros?|dollars?|dólares?|reais|francs?|Franken|pounds?|rupees?)(?![\p{L}]))`, 'giu');

export function findMoney(text: string, locale?: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(MONEY_PREFIXED)) {
    const start = m.index!;
    if (start > 0 && /[\p{L}\d]/u.test(text[start - 1]) && !/^[$€£₹]/.test(m[1])) continue;
    const amount = parseNumber(m[2]);
    if (amount === undefined) continue;
    let end = start + m[0].length;
    let currency = PREFIX.find(([re]) => ((re.lastIndex = 0), re.test(m[1])))?.[1] || m[1].toUpperCase();
    if (currency === '$') currency = dollar(locale);
    // "$1,249 MXN": the code after the amount names the currency.
    const after = /^\s?(USD|MXN|CAD|AUD)\b/.exec(text.slice(end));
    if (after) {
      currency = after[1];
      end += after[0].length;
    }
    out.push({ type: 'money', start, end, value: { kind: 'money', minor: Math.round(amount * 100), currency } });
  }
  for (const m of text.matchAll(MONEY_SUFFIXED)) {
    const start = m.index!;
    const amount = parseNumber(m[1]);
    if (amount === undefined) continue;
    const rest = SUFFIX.exec(text.slice(start + m[1].length));
    if (!rest) continue;
    // "Pro 2 $189": the sign belongs to the amount after it.
    if (/^\s?\d/.test(text.slice(start + m[1].length + rest[0].length))) continue;
    const currency = rest[1]?.toUpperCase() ?? (rest[2] ? 'EUR' : rest[3] ? dollar(locale) : rest[4] ? 'GBP' : WORD_CODE[rest[5].toLowerCase()] ?? 'USD');
    out.push({ type: 'money', start, end: start + m[1].length + rest[0].length, value: { kind: 'money', minor: Math.round(amount * 100), currency } });
  }
  return out;
}

const PERCENT = new RegExp(String.raw`(?<![\d.,])(${NUMBER})\s?(%|percent\b|per cent\b|por ciento\b|pour cent\b|Prozent\b|por cento\b|per cento\b)`, 'giu');

export function findPercents(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(PERCENT)) {
    const value = parseNumber(m[1]);
    if (value !== undefined) out.push({ type: 'percent', start: m.index!, end: m.index! + m[0].length, value: { kind: 'percent', value } });
  }
  return out;
}
