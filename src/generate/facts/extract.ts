import { findContacts } from './contacts';
import { findDates, findTimes } from './dates';
import { findIdentifiers } from './ids';
import { findMoney, findPercents } from './money';
import { findConditions, findNames, findPlaces, findQuantities, findTopics } from './phrases';
import { baseLanguage, type Candidate, type ExtractOptions, type Fact, type FactType } from './types';

/**
 * Which reading wins when two overlap: an e-mail address before the URL inside it, an amount before
 * the bare number, an order number before a phone-shaped digit run, a date before a quantity.
 */
const RANK: FactType[] = [
  'email',
  'url',
  'money',
  'percent',
  'account',
  'order-number',
  'invoice-number',
  'tracking-number',
  'reference-number',
  'code',
  'date',
  'time',
  'phone',
  'duration',
  'address',
  'quantity',
  'venue',
  'person',
  'product',
];
/** Facts made of other facts ("orders over $50", a newsletter item) stand beside them. */
const CONTAINERS = new Set<FactType>(['condition', 'topic']);
const COMPANIONS = new Set(['date|time', 'time|date']);

function overlaps(a: Candidate, b: Candidate): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Every fact of a prompt, in prompt order, each with its normalised value and where it stands.
 * Storage-free and synchronous: the composer, refinements, the LLM guard and the validation
 * endpoint call it alike.
 */
export function extractFacts(prompt: string, options: ExtractOptions): Fact[] {
  const language = baseLanguage(options.language);
  const locale = options.locale ?? (options.language.includes('-') ? options.language : undefined);
  const candidates: Candidate[] = [
    ...findContacts(prompt, language, locale),
    ...findMoney(prompt, locale),
    ...findPercents(prompt),
    ...findIdentifiers(prompt),
    ...findDates(prompt, language, options.now, locale),
    ...findTimes(prompt),
    ...findQuantities(prompt),
    ...findPlaces(prompt),
    ...findNames(prompt),
  ];
  const kept: Candidate[] = [];
  const ranked = [...candidates].sort((a, b) => RANK.indexOf(a.type) - RANK.indexOf(b.type) || a.start - b.start || b.end - a.end);
  for (const c of ranked) {
    if (kept.some((k) => overlaps(k, c) && !COMPANIONS.has(`${k.type}|${c.type}`))) continue;
    kept.push(c);
  }
  const containers = [...findConditions(prompt), ...findTopics(prompt, language)].filter((c, i, all) => !all.slice(0, i).some((o) => o.type === c.type && overlaps(o, c)));
  return [...kept, ...containers]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((c, i) => ({ id: `f${i + 1}`, type: c.type, text: prompt.slice(c.start, c.end), value: c.value, span: [c.start, c.end] }));
}
