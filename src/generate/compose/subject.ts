/**
 * Subject (≤ 60 characters) and preheader (40–110) that complement each other: the subject
 * carries the headline fact (the offer, the product, the event), the preheader what the
 * subject left out (the code, the deadline, the date and place), padded or trimmed to fit.
 */
import type { CopyKey } from '../copy';
import type { Purpose } from '../types';
import { capitalize, hash32, truncateWords } from '../understand/text';
import type { Composer } from './composer';

export const SUBJECT_MAX = 60;
export const PREHEADER_MIN = 40;
export const PREHEADER_MAX = 110;

const PREFIX: Record<Purpose, string> = {
  welcome: 'welcome',
  promotional: 'promo',
  newsletter: 'news',
  announcement: 'announce',
  'product-launch': 'launch',
  event: 'event',
  'abandoned-cart': 'cart',
  're-engagement': 'winback',
  transactional: 'tx',
  feedback: 'feedback',
  holiday: 'holiday',
};

function facts(k: Composer): string[] {
  const c = k.copy.ctx;
  const month = k.brief.facts.edition ? c.month : undefined;
  return [c.offer, c.code, c.deadlineShort, c.eventShort, c.startShort, c.product, c.topic, c.location, month].filter(
    (f): f is string => !!f,
  );
}

const has = (text: string, fact: string) => text.toLocaleLowerCase().includes(fact.toLocaleLowerCase());

/** Among the candidates that fit, those carrying the most facts; one of them by the seed. */
function choose(k: Composer, key: string, candidates: string[], score: (s: string) => number): string | undefined {
  if (!candidates.length) return undefined;
  const best = Math.max(...candidates.map(score));
  const top = candidates.filter((s) => score(s) === best);
  return top[hash32(String(k.brief.seed), key) % top.length];
}

export function subjectLines(k: Composer): { subject: string; preheader: string } {
  const prefix = PREFIX[k.brief.purpose];
  const lang = k.brief.language;
  const known = facts(k);
  const all = k.copy.all(`${prefix}.subject` as CopyKey).map((s) => capitalize(s, lang));
  const fitting = all.filter((s) => s.length <= SUBJECT_MAX);
  const headline = k.copy.ctx.offer;
  // The offer is the fact a subject must carry when there is one.
  const subjectScore = (s: string) => known.filter((f) => has(s, f)).length + (headline && has(s, headline) ? 2 : 0);
  const subject = choose(k, 'subject', fitting, subjectScore) ?? truncateWords(all[0] ?? k.brand.name, SUBJECT_MAX);

  const missing = (text: string) => known.filter((f) => !has(subject, f) && !has(text, f)).length;
  const pre = k.copy
    .all(`${prefix}.preheader` as CopyKey)
    .map((s) => capitalize(s, lang))
    .filter((s) => s.length <= PREHEADER_MAX && !has(s, subject));
  let preheader = choose(k, 'preheader', pre, (s) => -missing(s)) ?? '';
  // Facts neither line carries yet: the code, the deadline, the date.
  const add = (key: CopyKey, fact: string | undefined) => {
    if (!fact || has(subject, fact) || has(preheader, fact)) return;
    const sentence = k.copy.first(key);
    if (sentence && (preheader + ' ' + sentence).trim().length <= PREHEADER_MAX) preheader = `${preheader} ${sentence}`.trim();
  };
  const offer = k.copy.ctx.offer;
  if (offer && !has(subject, offer) && !has(preheader, offer) && `${preheader} ${offer}.`.length <= PREHEADER_MAX) {
    preheader = `${preheader} ${capitalize(offer, lang)}.`.trim();
  }
  add('preheader.code', k.copy.ctx.code);
  add('preheader.ends', k.copy.ctx.deadlineShort);
  add('preheader.date', k.copy.ctx.eventShort ?? k.copy.ctx.startShort);
  // Still short: the prompt's own first sentence says more than any filler.
  const first = k.brief.message?.[0]?.text;
  if (preheader.length < PREHEADER_MIN && first && !has(subject, first) && !has(preheader, first)) {
    preheader = truncateWords(`${preheader} ${first}`.trim(), PREHEADER_MAX);
  }
  for (const pad of k.copy.all('preheader.pad')) {
    if (preheader.length >= PREHEADER_MIN) break;
    // A receipt or a refund is no place for "Discover more at…".
    if (k.brief.purpose === 'transactional' && pad.includes(k.brand.name)) continue;
    preheader = `${preheader} ${pad}`.trim();
  }
  if (preheader.length > PREHEADER_MAX) preheader = truncateWords(preheader, PREHEADER_MAX);
  return { subject, preheader };
}
