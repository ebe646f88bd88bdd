/**
 * Subject (≤ 60 characters) and preheader (40–110) that complement each other: the subject
 * carries the headline fact (the offer, the product, the event), the preheader what the
 * subject left out (the code, the deadline, the date and place), padded or trimmed to fit.
 */
import type { CopyKey } from '../copy';
import type { CopyLanguage, DateFact, MessageUnit, Purpose } from '../types';
import { capitalize, hash32, truncateWords } from '../understand/text';
import type { Composer } from './composer';
import { RSVP } from './details';

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

/**
 * Purposes whose subject, without a fact, is a fallback that names only the brand. The others'
 * subjects name the purpose itself ("Welcome to…", "Still thinking it over?", "Your refund from…",
 * a newsletter's month or name) and stay.
 */
const FALLBACK_SUBJECT = new Set<Purpose>(['announcement', 'promotional', 'product-launch', 'event', 'transactional']);

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

/** Purposes whose deadline is the end of an offer ("Ends June 30"). */
const OFFER_PURPOSES = new Set<Purpose>(['promotional', 'holiday', 're-engagement', 'welcome', 'abandoned-cart']);

/**
 * How the preheader tells the deadline: an offer's end ("Ends June 30"), an answer's ("RSVP by
 * June 10" — an invitation's deadline is when to answer, not when anything ends), or a plain
 * deadline (a payment, a survey).
 */
/** Whether the email makes an offer, whose deadline is its end. */
function offers(k: Composer): boolean {
  const f = k.brief.facts;
  return !!(f.discount || f.code || f.freeShipping || OFFER_PURPOSES.has(k.brief.purpose));
}

function deadlineKey(k: Composer): CopyKey {
  const f = k.brief.facts;
  if (offers(k)) return 'preheader.ends';
  const source = f.dates.find((d) => d.role === 'deadline')?.source.toLowerCase();
  const units = (k.brief.message ?? []).filter((u) => !source || u.text.toLowerCase().includes(source));
  return units.some((u) => RSVP.test(u.text)) ? 'preheader.rsvp' : 'preheader.by';
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
  const banked = choose(k, 'subject', fitting, subjectScore);
  // Only the purpose's fallback fits ("An update from Northwind", "New picks from…"): the message's leading unit says what the email is about.
  // No variant of the purpose fits at all (a holiday greeting for no holiday the bank knows): the message says it too.
  const generic = !banked || (FALLBACK_SUBJECT.has(k.brief.purpose) && !(k.brief.purpose === 'transactional' && k.copy.ctx.kind && k.copy.ctx.kind !== 'generic') && !(banked && subjectScore(banked) > 0));
  const lead = generic ? leadSubject(k.brief.message ?? [], k.brief.copyLanguage) : undefined;
  const subject = lead?.subject ?? banked ?? truncateWords(all[0] ?? k.brand.name, SUBJECT_MAX);

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
  // A date in a line of its own says what the date is for ("Ends June 30.", "On June 12 at 7 PM."),
  // so it is written so only where that is sure: an offer's end, an event's day, an offer's start.
  // Any other date ("backordered until January 12", "shipped today", "closed Dec 24-26") is told by
  // the prompt's own sentence, in its context: "Deadline: January 12. On November 28." said neither.
  const told = (fact: string | undefined, role: DateFact['role']) => {
    const source = k.brief.facts.dates.find((d) => d.role === role)?.source.toLowerCase();
    const sentence = source && k.brief.message?.find((u) => u !== lead?.unit && u.text.toLowerCase().includes(source))?.text;
    if (!fact || !sentence || has(subject, fact) || has(preheader, fact) || preheader.includes(sentence) || has(subject, sentence)) return;
    if (`${preheader} ${sentence}`.trim().length <= PREHEADER_MAX) preheader = `${preheader} ${sentence}`.trim();
  };
  const deadline = deadlineKey(k);
  if (deadline === 'preheader.by') told(k.copy.ctx.deadlineShort, 'deadline');
  else add(deadline, k.copy.ctx.deadlineShort);
  const dates = k.brief.facts.dates;
  const event = dates.find((d) => d.role === 'event');
  // An event's day is sure in an invitation, where a cue word gave it, or as the prompt's only date
  // (a booking for Saturday); "today" (the day the email is read) needs no line of its own.
  const eventSure = !!event && event.date !== k.brief.today && (k.brief.purpose === 'event' || event.roleFrom === 'cue' || dates.length === 1);
  if (event ? eventSure : offers(k)) add('preheader.date', k.copy.ctx.eventShort ?? k.copy.ctx.startShort);
  else if (k.copy.ctx.eventShort) told(k.copy.ctx.eventShort, 'event');
  else told(k.copy.ctx.startShort, 'start');
  // Still short: the prompt's own first sentence (after the one the subject says) says more than any filler.
  const first = k.brief.message?.find((u) => u !== lead?.unit)?.text;
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

/** Words a subject cannot end on: a clause cut there reads as a fragment ("Your order from the…"). */
export const TRAILING: Record<CopyLanguage, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:a|an|the|of|to|for|with|and|or|at|on|in|from|by|until|till|via|per|as|than|that|your|our|their|is|are|be)$/iu,
  es: /(?<![\p{L}\p{N}])(?:el|la|los|las|un|una|de|del|a|al|en|con|y|o|por|para|que|hasta|desde|durante|su|sus|tu|tus|es|son)$/iu,
  fr: /(?<![\p{L}\p{N}])(?:le|la|les|un|une|de|des|du|à|au|aux|en|avec|et|ou|par|pour|que|qu|dès|jusqu|votre|vos|ton|tes|est|sont)$/iu,
  de: /(?<![\p{L}\p{N}])(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|mit|von|zu|zum|zur|im|am|an|auf|für|bis|ab|dass|ihr|ihre|ist|sind)$/iu,
  pt: /(?<![\p{L}\p{N}])(?:o|a|os|as|um|uma|de|do|da|dos|das|em|no|na|com|e|ou|por|para|que|até|seu|sua|é|são)$/iu,
  it: /(?<![\p{L}\p{N}])(?:il|lo|la|i|gli|le|un|una|di|del|della|a|al|in|con|e|o|per|che|fino|da|dal|suo|sua|è|sono)$/iu,
};

/** The conjunction that closes a list ("exam, cleaning and X-rays"), in each language. */
const LIST_END = /(?<![\p{L}])(?:and|or|y|o|e|et|ou|und|oder|ed)(?![\p{L}])|&/iu;

/** A whole clause that reads on its own: brackets and quotes closed, not ending on a function word or a comma. */
function standsAlone(text: string, language: CopyLanguage): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return (
    text.length >= 12 &&
    text.length <= SUBJECT_MAX &&
    text.split(/\s+/).length >= 3 &&
    count(/\(/g) === count(/\)/g) &&
    count(/["“”„«»]/g) % 2 === 0 &&
    !/[,;:–—-]$/u.test(text) &&
    !TRAILING[language].test(text)
  );
}

/**
 * The subject from the message's first unit of four words or more: the unit itself, the clause
 * before a semicolon or a dash (not a colon: what precedes one is a label), what follows a short
 * label ("Heads up: …"), or the longest head before a comma — the first of these that fits in 60
 * characters as a whole clause; none is cut mid-clause. Undefined when none fits.
 */
export function leadSubject(message: readonly MessageUnit[], language: CopyLanguage): { subject: string; unit: MessageUnit } | undefined {
  const unit = message.find((u) => u.text.split(/\s+/).length >= 4);
  if (!unit) return undefined;
  const text = unit.text.replace(/\s+/g, ' ').trim();
  const candidates = [text];
  const clause = /^(.+?)(?:;|\s[–—-]\s)/u.exec(text);
  if (clause && clause[1].split(/\s+/).length >= 4) candidates.push(clause[1]);
  const label = /^([^:]{1,24}):\s+(.+)$/u.exec(text);
  if (label && label[1].split(/\s+/).length <= 3) candidates.push(label[2], /^.+?(?:;|\s[–—-]\s)/u.exec(label[2])?.[0] ?? label[2]);
  // The longest head before a comma that is a clause of five words or more ("Tu pedido #MX-55120 ya va en camino con
  // Estafeta, guía…"); not in German, whose subordinate clauses put their verb last ("…, dass die Bäckerei am Montag, 7. Dezember, …").
  if (language !== 'de')
    for (const m of [...text.matchAll(/,\s/gu)].reverse()) {
      const head = text.slice(0, m.index);
      // Not inside a list: "$99 for exam, cleaning and full X-rays" is not "$99 for exam".
      const next = text.slice(m.index! + m[0].length).split(',')[0];
      if (head.split(/\s+/).length >= 5 && !LIST_END.test(next)) candidates.push(head);
    }
  for (const raw of candidates) {
    // A subject closes with no full stop ("!" and "?" stay).
    const subject = capitalize(raw.replace(/(?:\s[–—-]|[;:,.])+\s*$/u, '').replace(/\.$/u, '').trim(), language);
    if (standsAlone(subject, language)) return { subject, unit };
  }
  return undefined;
}
