import { parse } from 'tldts';
import type { RuleContext } from './context';

/**
 * The tokens the statistical text model reads, the same at training and at scoring: each
 * distinct word of the visible text (lower case, 2–24 characters), each word of the subject
 * again as `subject:word`, the shape of amounts of money (`money:$1,000,000` → `money:7-digits`)
 * and the top-level domain of each link (`tld:xyz`). Domains themselves are left out so the
 * model learns how spam is written, not which senders were in the training set.
 */
export function messageTokens(ctx: Pick<RuleContext, 'text' | 'subject' | 'links'>): Set<string> {
  const out = new Set<string>();
  const words = (s: string, prefix: string) => {
    for (const m of s.normalize('NFKC').toLowerCase().matchAll(WORD)) {
      const w = m[0].replace(/^['’-]+|['’-]+$/g, '');
      if (w.length >= 2 && w.length <= 24) out.add(prefix + w);
    }
  };
  words(ctx.text, '');
  if (ctx.subject) words(ctx.subject, 'subject:');
  for (const m of ctx.text.matchAll(MONEY)) out.add(`money:${m[1].replace(/\D/g, '').length}-digits`);
  for (const l of ctx.links.slice(0, 50)) {
    const suffix = parse(l.url).publicSuffix;
    if (suffix) out.add(`tld:${suffix}`);
  }
  return out;
}

/** Words: letters, then letters, digits or inner apostrophes and hyphens (bounded, linear). */
const WORD = /\p{L}[\p{L}\p{N}'’-]{0,40}/gu;
/** An amount after a currency sign, digits with separators (bounded, so linear). */
const MONEY = /[$€£]\s?(\d[\d,.]{0,20})/g;

/**
 * Where each word first shows in the body text (the text the rules map to HTML offsets), found
 * in one pass: a word's index is then a lookup, not a case-insensitive search per word.
 */
export function firstWordIndex(bodyText: string): Map<string, number> {
  const first = new Map<string, number>();
  for (const m of bodyText.matchAll(WORD)) {
    const w = m[0].normalize('NFKC').toLowerCase().replace(/^['’-]+|['’-]+$/g, '');
    if (!first.has(w)) first.set(w, m.index!);
  }
  return first;
}
