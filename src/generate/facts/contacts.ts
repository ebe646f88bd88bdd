import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import type { Candidate, FactLanguage } from './types';

/** Where a phone number without a country code is read, from the locale's region or the language. */
const DEFAULT_REGION: Record<FactLanguage, CountryCode> = { en: 'US', es: 'ES', fr: 'FR', de: 'DE', pt: 'BR', it: 'IT' };

export function phoneRegion(language: FactLanguage, locale?: string): CountryCode {
  const region = locale?.split('-')[1]?.toUpperCase();
  return (region && /^[A-Z]{2}$/.test(region) ? region : DEFAULT_REGION[language]) as CountryCode;
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/giu;
const TLD = 'com|net|org|io|co|shop|store|app|dev|info|biz|eu|uk|us|de|fr|es|it|pt|br|mx|ca|au|in|ch|at|be|nl|coffee|cafe|club|online|site|link|ly|me|tv';
const URL = new RegExp(String.raw`\bhttps?:\/\/[^\s<>"')\]]+|\b(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${TLD})\b(?:\/[^\s<>"')\]]*)?`, 'giu');

/** URL normal form: no scheme, no "www.", no trailing slash or punctuation, lower case. */
export function normaliseUrl(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.,;:!?]+$/, '')
    .replace(/\/+$/, '');
}

export function findContacts(text: string, language: FactLanguage, locale?: string): Candidate[] {
  const out: Candidate[] = [];
  const emails: Array<[number, number]> = [];
  for (const m of text.matchAll(EMAIL)) {
    const raw = m[0].replace(/[.]+$/, '');
    emails.push([m.index!, m.index! + raw.length]);
    out.push({ type: 'email', start: m.index!, end: m.index! + raw.length, value: { kind: 'token', value: raw.toLowerCase() } });
  }
  for (const m of text.matchAll(URL)) {
    const start = m.index!;
    if (emails.some(([s, e]) => start >= s && start < e)) continue;
    // "Siemens EQ.6" or "St.Louis" are not addresses: a bare domain needs a known TLD and no capital inside.
    const raw = m[0].replace(/[.,;:!?]+$/, '');
    if (!/^https?:/i.test(raw) && !/^www\./i.test(raw) && /[A-Z]/.test(raw.split('/')[0])) continue;
    out.push({ type: 'url', start, end: start + raw.length, value: { kind: 'token', value: normaliseUrl(raw) } });
  }
  try {
    for (const p of findPhoneNumbersInText(text, { defaultCountry: phoneRegion(language, locale) }))
      out.push({ type: 'phone', start: p.startsAt, end: p.endsAt, value: { kind: 'phone', e164: p.number.number } });
  } catch {
    // libphonenumber throws only on an unknown default country; the text then has no phone we can read.
  }
  return out;
}
