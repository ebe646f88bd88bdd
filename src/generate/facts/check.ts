import { convert } from 'html-to-text';
import { extractFacts } from './extract';
import { escapeRegExp } from '../understand/text';
import type { ExtractOptions, Fact, FactValue } from './types';

/**
 * The coverage check of issue #16: is each fact of the prompt in the email, and unchanged? The
 * email is read by the same extractor as the prompt, so "Friday, December 4", "4 Dec" and "Dec. 4th"
 * are one date and "$23.50" and "23.50 USD" one amount: values are compared, not strings.
 */
export type FactStatus = 'found' | 'missing' | 'changed';
export type FactPlace = 'subject' | 'preheader' | 'body';

export interface EmailToCheck {
  subject: string;
  preheader?: string;
  html?: string;
  text?: string;
}

export interface FactCheck {
  fact: Fact;
  status: FactStatus;
  /** Where the fact (or, when changed, the value standing in its place) is. */
  where: FactPlace | null;
  snippet: string | null;
  /** When changed: the email's value as written. */
  found?: string;
}

interface Section {
  place: FactPlace;
  text: string;
  /** The same text normalised for substring search (lower case, plain spaces). */
  flat: string;
  facts: Fact[];
}

const flatten = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ').toLowerCase();
const alnum = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function emailBodyText(email: EmailToCheck): string {
  if (email.html)
    return convert(email.html, {
      wordwrap: false,
      selectors: [
        { selector: 'img', format: 'skip' },
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['[', ']'] } },
      ],
    });
  return email.text ?? '';
}

function sameValue(a: FactValue, b: FactValue): boolean {
  switch (a.kind) {
    case 'money':
      return b.kind === 'money' && a.minor === b.minor && a.currency === b.currency;
    case 'percent':
      return b.kind === 'percent' && a.value === b.value;
    case 'date':
      // A range is stated only with both its ends ("Nov 27–Dec 13" is not "Friday, November 27").
      if (a.end !== undefined) return b.kind === 'date' && a.iso === b.iso && a.end === b.end;
      return b.kind === 'date' && (a.iso === b.iso || (b.end !== undefined && a.iso <= b.end && a.iso >= b.iso));
    case 'time':
      return b.kind === 'time' && a.hhmm === b.hhmm;
    case 'phone':
      return b.kind === 'phone' && a.e164 === b.e164;
    case 'number':
      return b.kind === 'number' && a.value === b.value;
    default:
      return false;
  }
}

/** Keywords match by stem (the first six letters), so "compostable" finds "compostables" and "Werktagen" "Werktage". */
function hasWord(flat: string, word: string): boolean {
  const stem = word.length > 6 ? word.slice(0, 6) : word;
  return flat.includes(stem);
}

function snippetAround(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 40);
  const to = Math.min(text.length, end + 40);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`;
}

function locate(fact: Fact, section: Section): { start: number; end: number } | undefined {
  const v = fact.value;
  if (v.kind === 'words') {
    const needed = fact.type === 'person' || fact.type === 'product' || fact.type === 'address' ? v.keywords.length : Math.max(1, Math.ceil(v.keywords.length * 0.6));
    const hits = v.keywords.filter((k) => hasWord(section.flat, k));
    if (hits.length < needed) return undefined;
    const at = section.flat.indexOf(hits[0].slice(0, 6));
    return { start: at, end: at + hits[0].length };
  }
  if (v.kind === 'token') {
    const needle = fact.type === 'url' ? v.value : alnum(v.value);
    const hay = fact.type === 'url' ? section.flat : undefined;
    if (hay !== undefined) {
      const at = hay.indexOf(needle);
      return at >= 0 ? { start: at, end: at + needle.length } : undefined;
    }
    // Identifiers: "#5567", "SH-20931" and "Order 5567" all carry the digits; compare letters and digits only, on word edges.
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${[...needle].map(escapeRegExp).join('[^\\p{L}\\p{N}\\s]?')}(?![\\p{L}\\p{N}])`, 'iu');
    const m = re.exec(section.text);
    return m ? { start: m.index, end: m.index + m[0].length } : undefined;
  }
  const same = section.facts.find((f) => sameValue(v, f.value) || (f.value.kind === 'date' && v.kind === 'date' && v.end === undefined && sameValue(f.value, v)));
  if (same) return { start: same.span[0], end: same.span[1] };
  if (v.kind === 'number') {
    const re = new RegExp(`(?<![\\d.,])${v.value}(?![\\d])`);
    const m = re.exec(section.text);
    if (m) return { start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** Kinds whose value can stand in for another: the email says Nov 28 where the prompt said Nov 30. */
const CHANGEABLE = new Set(['money', 'percent', 'date', 'time']);

export function checkFacts(facts: Fact[], email: EmailToCheck, options: ExtractOptions): FactCheck[] {
  const sections: Section[] = [];
  const add = (place: FactPlace, text: string | undefined) => {
    if (!text?.trim()) return;
    const flatText = text.replace(/[\u00a0\u202f]/g, ' ');
    sections.push({ place, text: flatText, flat: flatten(flatText), facts: extractFacts(flatText, options) });
  };
  add('subject', email.subject);
  add('preheader', email.preheader);
  add('body', emailBodyText(email));

  const results: FactCheck[] = facts.map((fact) => {
    for (const section of sections) {
      const at = locate(fact, section);
      if (at) return { fact, status: 'found', where: section.place, snippet: snippetAround(section.text, at.start, at.end) };
    }
    return { fact, status: 'missing', where: null, snippet: null };
  });

  // A value of the same kind in the email that the prompt never gave stands where a missing fact
  // should: that fact was changed. Each stray value explains one missing fact, in order.
  const claimed = new Set<Fact>();
  for (const r of results) {
    if (r.status !== 'missing' || !CHANGEABLE.has(r.fact.value.kind)) continue;
    for (const section of sections) {
      const stray = section.facts.find(
        (f) => f.value.kind === r.fact.value.kind && f.type === r.fact.type && !claimed.has(f) && !facts.some((p) => sameValue(p.value, f.value) || sameValue(f.value, p.value)),
      );
      if (!stray) continue;
      claimed.add(stray);
      Object.assign(r, { status: 'changed', where: section.place, snippet: snippetAround(section.text, stray.span[0], stray.span[1]), found: stray.text });
      break;
    }
  }
  return results;
}
