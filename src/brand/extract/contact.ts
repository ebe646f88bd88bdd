/**
 * Contact details for an email's legal footer (CAN-SPAM and the EU ask for a postal address):
 * JSON-LD first (explicit), then mailto:/tel: links, <address>, and footer text.
 */
import type { BrandContact } from '../schema';
import { organizations, stringOf, type JsonLdNode } from './jsonld';
import { cleanText, note, type Site } from './site';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const NO_REPLY = /^(no-?reply|donotreply|mailer-daemon|example|test)@|@(example|sentry|wixpress)\./i;
const PHONE = /(?:\+|00|\()?\d[\d\s().\/-]{6,}\d/;

export function extractContact(site: Site): BrandContact {
  let email: string | null = null;
  let phone: string | null = null;
  let address: string | null = null;
  // After each source, what it supplied is noted with it (note keeps the first source of each field).
  const noteFound = (url: string, rule: string, confidence: 'high' | 'medium' | 'low') => {
    if (email) note(site, 'email', url, rule, confidence);
    if (phone) note(site, 'phone', url, rule, confidence);
    if (address) note(site, 'address', url, rule, confidence);
  };

  for (const page of site.pages) {
    for (const org of organizations(page.jsonLd)) {
      const points = [org, ...asArray(org.contactPoint)] as JsonLdNode[];
      for (const p of points) {
        email ??= cleanEmail(stringOf(p.email));
        phone ??= cleanPhone(stringOf(p.telephone));
      }
      address ??= formatAddress(org.address);
      const location = asArray(org.location)[0] as JsonLdNode | undefined;
      if (location) address ??= formatAddress(location.address);
      noteFound(page.url, 'JSON-LD Organization', 'high');
    }
  }

  for (const page of site.pages) {
    const $ = page.$;
    $('a[href^="mailto:" i]').each((_, el) => {
      email ??= cleanEmail(decodeURIComponent(el.attribs.href.slice(7).split('?')[0]));
    });
    $('a[href^="tel:" i]').each((_, el) => {
      phone ??= cleanPhone(cleanText($(el).text())) ?? cleanPhone(decodeURIComponent(el.attribs.href.slice(4)));
    });
    noteFound(page.url, 'mailto: and tel: links', 'high');
    if (!address) {
      const el = $('footer address, address, [itemprop="address"], .address, .adr').first();
      const lines = el.length ? textLines($, el.get(0)!) : [];
      const text = lines.filter((l) => !EMAIL.test(l) && !/^(tel|phone|fon|t|p)[:.]?\s/i.test(l) && !PHONE.test(l.replace(/\d{4,5}\s+\p{L}/u, ''))).join(', ');
      if (text.length >= 8 && /\d/.test(text)) address = text.slice(0, 500);
      noteFound(page.url, 'the <address> element', 'medium');
    }
    if (!email || !phone) {
      const footer = cleanText($('footer, .footer, #footer, [role="contentinfo"]').text());
      email ??= cleanEmail(EMAIL.exec(footer)?.[0]);
      if (!phone) {
        const m = /(?:tel|phone|call|telefon|téléphone|teléfono|fon)\.?:?\s*((?:\+|00)?\d[\d\s().\/-]{6,}\d)/i.exec(footer);
        phone = cleanPhone(m?.[1]);
      }
      noteFound(page.url, 'the footer text', 'low');
    }
  }
  return { email, phone, address };
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v ? [v] : [];
}

function cleanEmail(s: string | undefined): string | null {
  const m = s && EMAIL.exec(s.trim());
  if (!m || NO_REPLY.test(m[0])) return null;
  return m[0].toLowerCase();
}

function cleanPhone(s: string | undefined): string | null {
  const m = s && PHONE.exec(s);
  if (!m) return null;
  const digits = m[0].replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? cleanText(m[0]) : null;
}

export function formatAddress(address: unknown): string | null {
  let value = address;
  // Unwrapped in a loop: JSON-LD from a hostile page can nest arrays without end.
  while (Array.isArray(value)) value = value[0];
  if (!value) return null;
  if (typeof value === 'string') return cleanText(value) || null;
  if (typeof value !== 'object') return null;
  const a = value as Record<string, unknown>;
  const country = typeof a.addressCountry === 'object' && a.addressCountry ? stringOf((a.addressCountry as Record<string, unknown>).name) : stringOf(a.addressCountry);
  const postal = stringOf(a.postalCode);
  const city = stringOf(a.addressLocality);
  const region = stringOf(a.addressRegion);
  // "Portland, OR 97209" where the post writes it so; "10115 Berlin" elsewhere.
  const northAmerican = /^(US|USA|United States|CA|Canada|AU|Australia)$/i.test(country ?? '');
  const british = /^(GB|UK|United Kingdom|IE|Ireland)$/i.test(country ?? '');
  const parts = (
    northAmerican
      ? [stringOf(a.streetAddress), city, [region, postal].filter(Boolean).join(' '), country]
      : british
        ? [stringOf(a.streetAddress), [city, postal].filter(Boolean).join(' '), region, country]
        : [stringOf(a.streetAddress), [postal, city].filter(Boolean).join(' '), region, country]
  ).filter((p): p is string => !!p && p.length > 0);
  return parts.length ? parts.map(cleanText).join(', ') : null;
}

/** Text of an element split at <br> and block boundaries. */
function textLines($: Site['entry']['$'], el: import('domhandler').Element): string[] {
  const html = $.html(el).replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|span|li)>/gi, '\n');
  const text = $('<div>').html(html).text();
  return text.split('\n').map(cleanText).filter(Boolean);
}
