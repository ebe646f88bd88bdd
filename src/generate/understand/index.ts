/**
 * Understanding a prompt: which purpose, which language, which tone, and every fact a marketer
 * put in it (discount, code, dates, products, audience, button wording and URL, count, place).
 * Pure and deterministic: the same prompt, brand, options and `now` give the same brief.
 */
import type { BrandKit } from '../../brand/schema';
import type { Speller } from '../../validate/spelling/dictionaries';
import { PURPOSES, type Brief, type CopyLanguage, type Facts, type Purpose, type Register, type Tone } from '../types';
import { extractDates, extractEditionMonth, extractOrphanTime } from './dates';
import {
  extractAudience,
  extractCount,
  extractHoliday,
  extractItems,
  extractLength,
  extractLocation,
  extractRegister,
  extractSections,
  extractTone,
  extractTopic,
  extractTransactionalKind,
  registerOfBrand,
  toneOfBrand,
  aboutAmenity,
} from './details';
import { copyLanguageOf, detectPromptLanguage, languageDirective, mayBeWrittenIn } from './language';
import { CLOSURE_WORDS, FILLER_WORDS, PRODUCT_SHOWCASE_WORDS, PURPOSE_PRIORITY, PURPOSE_WORDS, STOP_WORDS, TRANSACTIONAL_WORDS } from './lexicon';
import { hasAny, wordsRegex } from './match';
import { extractCode, extractCtaLabel, extractUrls } from './links';
import { extractFreeShipping, readDiscount } from './money';
import { matchBrandProducts, newProductNames } from './products';
import { fold, hash32 } from './text';
import { messageUnits } from './units';
import { extractFacts } from '../facts';
import { readAsMeant } from '../read/corrections';
import { jsonWordsOf } from '../read/shapes';
import { readAddressee } from './addressee';
import { readCopyDeck, withDeckLines } from './copy-deck';
import { settledChat } from './chat';
import { foreignCatalogue, foreignCatalogueWarning } from './catalogue';

export { fold, hash32 } from './text';
export { copyLanguageOf } from './language';

export interface UnderstandInput {
  prompt: string;
  brand: BrandKit;
  /** BCP 47 tag the request asks for; default: the brand's language. */
  language?: string | null;
  purpose?: Purpose | 'auto' | null;
  /** The generation's "now": relative dates ("Friday", "tomorrow") resolve against it. */
  now: Date;
  /** Spelling dictionaries by copy language, for the tidying that reads one (German nouns): `copyDictionaries`. */
  dictionaries?: Partial<Record<CopyLanguage, Speller>>;
}

export type Understanding =
  { ok: true; brief: Brief; warnings: string[]; showcase: boolean } | { ok: false; reason: 'vague'; message: string };

export const VAGUE_MESSAGE =
  'The prompt is too vague to write an email from. Say what the email is for (a welcome, a sale, a newsletter, an event, a product launch…) and the facts it must carry, e.g. "Summer sale: 20% off everything until June 30 with code SUN20".';

/** One regex per purpose over all its keywords, and each folded keyword's weight. */
const PURPOSE_MATCHERS = PURPOSES.map((purpose) => {
  const weights = new Map<string, number>();
  for (const [word, weight] of PURPOSE_WORDS[purpose]) {
    const f = fold(word).replace(/\s+/g, ' ');
    weights.set(f, Math.max(weights.get(f) ?? 0, weight));
  }
  return { purpose, weights, re: wordsRegex([...weights.keys()]) };
});

/** The weight of a compound matched by a "prefix*" keyword ("weihnacht*" for "weihnachtsgrüße"). */
function prefixWeight(weights: Map<string, number>, word: string): number {
  for (const [key, weight] of weights) if (key.endsWith('*') && word.startsWith(key.slice(0, -1))) return weight;
  return 0;
}

/** What can happen to an order (the transactional kinds' words), and the words for an order. */
const ORDER_EVENT = TRANSACTIONAL_WORDS.filter(([kind]) => ['order', 'shipping', 'delivered', 'delay'].includes(kind)).map(([, words]) => words);
/** An order by its noun, or the deliveries and the goods ordered ("le consegne dei panettoni ordinati"). */
const ORDER_WORDS = [
  ...(TRANSACTIONAL_WORDS.find(([kind]) => kind === 'order-update')?.[1] ?? []),
  ...['deliveries', 'entregas', 'livraisons', 'lieferungen', 'consegne', 'ordered', 'ordenados', 'ordenadas', 'commandes', 'commandees', 'commandes', 'bestellten', 'encomendados', 'encomendadas', 'ordinati', 'ordinate'],
];

/** Scores every purpose by its keywords (each counted once); the best one, or undefined when no word points anywhere. */
/**
 * The kind words of an order notice, read without the order's number between them: "Pedido 2291
 * confirmado", "Order #5567 shipped", "Commande n° 4471 expédiée" are "pedido confirmado", "order
 * shipped", "commande expédiée" (the number stays in the prompt's facts; only the reading skips it).
 */
function withoutOrderNumbers(folded: string): string {
  return folded.replace(
    /(?<![\p{L}])(order|pedido|orden|commande|bestellung|auftrag|ordine|encomenda)\s+(?:(?:no\.?|nr\.?|n\.?\s?[o°º]\.?|num(?:ero|\.)?|number)\s*)?#?\s?[a-z]{0,4}-?\d[\w-]*/gu,
    '$1',
  );
}

/** Words before a holiday's name that make it a day ("on", "before", "bis", "jusqu'a", "fino a"…), in folded text. */
const HOLIDAY_AS_DAY =
  /(?<![\p{L}])(?:on|before|after|until|till|over|during|from|by|through|around|antes de|despues de|hasta|durante|para|avant|apres|jusqu'a|jusqu’a|pendant|des|vor|nach|bis|an|zu|uber|zwischen|antes do|antes da|depois do|depois da|ate|prima di|dopo|fino a|entro|per)(?:\s+(?:the|el|la|los|le|les|den|dem|das|o|a|il|lo|di|de|del|du|do|da))?\s+$/u;

export function detectPurpose(
  folded: string,
  facts: Pick<Facts, 'discount' | 'code' | 'holiday' | 'freeShipping'>,
): { purpose?: Purpose; score: number } {
  const scores = new Map<Purpose, number>();
  for (const { purpose, weights, re } of PURPOSE_MATCHERS) {
    const seen = new Set<string>();
    let score = 0;
    for (const m of folded.matchAll(re)) {
      const word = m[0].replace(/\s+/g, ' ');
      if (seen.has(word)) continue;
      seen.add(word);
      const weight = weights.get(word) ?? prefixWeight(weights, word);
      // "closes at 8pm on Christmas Eve", "needs it before xmas": a holiday named as a day in the
      // calendar is no greeting's occasion; it counts as a hint, not as the email's purpose.
      const asDay = purpose === 'holiday' && HOLIDAY_AS_DAY.test(folded.slice(Math.max(0, m.index! - 24), m.index!));
      score += asDay ? Math.min(weight, 1) : weight;
    }
    scores.set(purpose, score);
  }
  // "Your order is on its way with DHL": an order and what happened to it (confirmed, shipped,
  // delivered, delayed…) is a notice about the customer's own order in any language, though the purpose
  // lexicon lists only some of the kind words (the kind lexicon reads them all).
  if (ORDER_EVENT.some((words) => hasAny(folded, words)) && hasAny(folded, ORDER_WORDS)) {
    scores.set('transactional', (scores.get('transactional') ?? 0) + 3);
  }
  // A discount is a promotion's strongest sign, but a welcome or win-back offer stays what it is.
  if (facts.discount || facts.freeShipping) scores.set('promotional', (scores.get('promotional') ?? 0) + 1);
  if (facts.holiday === 'black-friday' || facts.holiday === 'cyber-monday') {
    scores.set('promotional', (scores.get('promotional') ?? 0) + 3);
    scores.set('holiday', 0);
  }
  let best: Purpose | undefined;
  let bestScore = 0;
  for (const purpose of PURPOSE_PRIORITY) {
    const score = scores.get(purpose) ?? 0;
    if (score > bestScore) {
      best = purpose;
      bestScore = score;
    }
  }
  return { purpose: best, score: bestScore };
}

/**
 * "Closing" that shuts nothing: an account's closing balance, a sale's closing date, a closing
 * ceremony. Without this, "their closing balance … on 16 November" became "we are closed on 16 November".
 */
const NOT_A_CLOSURE =
  /(?<![\p{L}])(?:closing (?:account )?(?:balance|statement|costs?|price|date|fees?|ceremony|remarks|bell|time)|(?:saldo|balance|solde) (?:de |de la |du )?(?:cierre|cloture|fechamento|encerramento|chiusura)|(?:fecha|date|data) (?:de |di )?(?:cierre|cloture|fechamento|encerramento|chiusura)|(?:schlusssaldo|abschlusssaldo))(?![\p{L}])/gu;

function contentWords(folded: string): string[] {
  return (folded.match(/[\p{L}][\p{L}'-]{2,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w) && !FILLER_WORDS.has(w));
}

function resolveLanguage(
  input: UnderstandInput,
  folded: string,
  promptLanguage: CopyLanguage | undefined,
  warnings: string[],
): { tag: string; copy: CopyLanguage; supported: boolean } {
  const requested = input.language?.trim();
  if (requested) {
    const tag = canonical(requested);
    const copy = copyLanguageOf(tag);
    return { tag, copy: copy ?? 'en', supported: !!copy };
  }
  const directive = languageDirective(folded);
  if (directive) {
    const brandTag = input.brand.language ? canonical(input.brand.language) : undefined;
    return { tag: brandTag && copyLanguageOf(brandTag) === directive ? brandTag : directive, copy: directive, supported: true };
  }
  const brandTag = input.brand.language ? canonical(input.brand.language) : undefined;
  const brandCopy = copyLanguageOf(brandTag);
  if (brandTag && brandCopy) return { tag: brandTag, copy: brandCopy, supported: true };
  const fallback = promptLanguage ?? 'en';
  if (brandTag) {
    warnings.push(
      `The brand's language (${brandTag}) is not one the embedded generator writes (en, es, fr, de, pt, it); the email is in ${fallback}. Pass "language" or configure an LLM writer for ${brandTag}.`,
    );
  }
  return { tag: fallback, copy: fallback, supported: true };
}

/**
 * The words that tell the prompt's language, and the prompt as meant when it is no JSON payload.
 * A payload's values tell it, not its keys ("order", "size" say nothing of it); its reading waits
 * for the language, in which its field names are labelled.
 */
function languageEvidence(nfc: string): { evidence: string; meant?: string } {
  const words = jsonWordsOf(nfc);
  if (words !== undefined) return { evidence: fold(words) };
  const meant = readAsMeant(nfc);
  return { evidence: fold(meant), meant };
}

function canonical(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}

/** "Pearl District roastery, 1120 NW Couch St": the first venue and address the prompt names, as written. */
function placeOf(text: string, language: CopyLanguage, now: Date): string | undefined {
  const facts = extractFacts(text, { language, now });
  const here = (f: (typeof facts)[number]) => !f.span || !aboutAmenity(text, f.span[0]);
  const venue = facts.find((f) => f.type === 'venue' && here(f))?.text;
  const address = facts.find((f) => f.type === 'address' && here(f))?.text;
  const place = [venue, address].filter((p): p is string => !!p && p.length <= 80).join(', ');
  return place || undefined;
}

/** Too little to write from: no letters, or no purpose word, no fact and hardly a content word. */
function isVague(text: string, folded: string, read: { requested: boolean; score: number; showcase: boolean; factCount: number }): boolean {
  const words = contentWords(folded);
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return (
    letters < 3 ||
    (!read.requested && read.score === 0 && !read.showcase && read.factCount === 0 && words.length < 3) ||
    (read.requested && read.factCount === 0 && words.length === 0 && read.score === 0)
  );
}

/** The tone and register the prompt asks for, else the brand's voice. */
function voiceOf(folded: string, brand: BrandKit, purpose: Purpose): { tone: Tone; register: Register } {
  const promptTone = extractTone(folded);
  let tone = promptTone ?? toneOfBrand(brand.voice.tone);
  // A receipt or a password reset is no place for jokes or countdowns, whatever the brand's voice.
  if (purpose === 'transactional' && (tone === 'playful' || tone === 'urgent')) tone = 'friendly';
  const register =
    extractRegister(folded) ??
    (promptTone === 'formal' || promptTone === 'luxurious' ? 'formal' : undefined) ??
    registerOfBrand(brand.voice.tone) ??
    (promptTone === 'playful' || promptTone === 'friendly' ? 'informal' : 'formal');
  return { tone, register };
}

/** The language the email is written in, as `understandPrompt` decides it (to load what its copy needs first). */
export function emailLanguageOf(input: UnderstandInput): CopyLanguage {
  const { evidence } = languageEvidence(input.prompt.normalize('NFC'));
  return resolveLanguage(input, evidence, detectPromptLanguage(evidence), []).copy;
}

/** What the prompt asks for, as a brief every writer can work from. */
export function understandPrompt(input: UnderstandInput): Understanding & { languageSupported?: boolean } {
  const { prompt, brand, now } = input;
  // The prompt as the marketer meant it: a value it corrects in passing ("25% — wait, make that 30%") is read as corrected.
  const nfc = prompt.normalize('NFC');
  const { evidence, meant } = languageEvidence(nfc);
  const warnings: string[] = [];
  const promptLanguage = detectPromptLanguage(evidence);
  const language = resolveLanguage(input, evidence, promptLanguage, warnings);
  const copy = language.copy;
  // Lines kept word for word (a copy deck's subject, headline, button…) are placed as written, not read as the message.
  // A team chat pasted whole is read with its last word: a value corrected later is the later one (./chat.ts).
  const { deck, prompt: text } = readCopyDeck(settledChat(meant ?? readAsMeant(nfc, copy)));
  const folded = fold(text);
  // A prompt whose language cannot be told is taken to be written in the email's language.
  const sameLanguage = promptLanguage === undefined || promptLanguage === copy;

  const discount = readDiscount(text, { scopeLanguage: promptLanguage ?? copy, copy, tag: language.tag, sameLanguage, products: brand.products }, warnings);
  const freeShipping = extractFreeShipping(text);
  const code = extractCode(text);
  const holiday = extractHoliday(folded);
  const requested = input.purpose && input.purpose !== 'auto' ? input.purpose : undefined;
  const kindText = withoutOrderNumbers(folded);
  const detected = detectPurpose(kindText, { discount, code, holiday, freeShipping });
  const showcase = hasAny(folded, PRODUCT_SHOWCASE_WORDS);
  // No purpose word: a showcase of products is a promotion without a discount; anything else an announcement.
  const purpose: Purpose = requested ?? detected.purpose ?? (discount || code || showcase ? 'promotional' : 'announcement');
  const purposeSource = requested ? 'request' : detected.purpose ? 'detected' : 'default';

  const known = matchBrandProducts(folded, brand.products, text);
  const launched =
    purpose === 'product-launch' || purpose === 'announcement' || purpose === 'abandoned-cart'
      ? newProductNames(text, known, brand.name).map((name) => ({
          name,
          description: null,
          price: null,
          image: null,
          url: null,
          known: false,
        }))
      : [];
  const urls = extractUrls(text);
  const ctaLabel = deck.button ?? extractCtaLabel(text);
  const dates = extractDates(text, now, purpose, promptLanguage ?? copy, language.tag);
  const orphanTime = extractOrphanTime(text, dates);
  if (orphanTime && dates.length === 0 && purpose === 'event') {
    warnings.push(`The prompt gives a time (${orphanTime}) but no date; the email shows the time only.`);
  }

  const facts: Facts = {
    ...(discount ? { discount } : {}),
    ...(freeShipping ? { freeShipping } : {}),
    ...(code ? { code } : {}),
    dates,
    products: [...known, ...launched],
    ...(extractAudience(text, folded) ? { audience: extractAudience(text, folded)! } : {}),
    ...(ctaLabel || urls.length ? { cta: { ...(ctaLabel ? { label: ctaLabel } : {}), ...(urls[0] ? { url: urls[0] } : {}) } } : {}),
    urls,
    ...(extractCount(folded) ? { count: extractCount(folded)! } : {}),
    items: sameLanguage && purpose === 'newsletter' ? extractItems(text, copy) : [],
    ...(holiday ? { holiday } : {}),
    ...(dates.length && hasAny(folded.replace(NOT_A_CLOSURE, ' '), CLOSURE_WORDS) ? { closure: true } : {}),
    ...(purpose === 'transactional' ? { transactional: extractTransactionalKind(kindText) } : {}),
  };
  // Dates a closure names ("closed on Dec 25") are days, not the deadline a holiday's date defaults to.
  if (facts.closure) for (const d of facts.dates) if (d.roleFrom === 'purpose') d.role = 'event';
  if (purpose === 'newsletter') {
    const edition = extractEditionMonth(folded, now, dates);
    if (edition) facts.edition = edition;
  }
  if (purpose === 'event') {
    // The details block's "Where": the place phrase, else the venue and address the fact extractor reads.
    const location = extractLocation(text, promptLanguage ?? copy, brand.name) ?? (sameLanguage ? placeOf(text, copy, now) : undefined);
    // A place is a name, kept as written; an English article before it would read oddly in another language.
    if (location) facts.location = copy === 'en' ? location : location.replace(/^the\s+/i, '');
    if (orphanTime && dates.length === 0) facts.time = orphanTime;
  }
  // "New hours: from October 1 we also open on Sundays" — what follows the colon is the news itself,
  // as the message reads it (its instructions rewritten), never the prompt's raw words.
  const news = sameLanguage && purpose === 'announcement' ? /:\s+([^:\n]{10,240})$/u.exec(text.trim()) : null;
  const newsWords = news?.[1].split(/\s+/).length ?? 0;
  const newsFrom = news && newsWords >= 3 && newsWords <= 40 && !/^https?:/i.test(news[1]) ? text.indexOf(news[1]) : -1;
  if (sameLanguage) {
    const topic = extractTopic(text, purpose, copy);
    // A launch's topic that names the launched product adds nothing but a longer headline.
    if (topic && !facts.products.some((p) => fold(topic).includes(fold(p.name)))) facts.topic = topic;
  }

  const factCount = [facts.discount, facts.code, holiday, freeShipping, ctaLabel].filter(Boolean).length + dates.length + facts.products.length + urls.length;
  if (isVague(text, folded, { requested: !!requested, score: detected.score, showcase, factCount })) return { ok: false, reason: 'vague', message: VAGUE_MESSAGE };
  const { tone, register } = voiceOf(folded, brand, purpose);
  const { include, exclude } = extractSections(folded);

  const { addressee, units: read } = readAddressee(
    sameLanguage || mayBeWrittenIn(evidence, copy) ? messageUnits(text, { language: copy, register, dictionary: input.dictionaries?.[copy] }) : [],
    text,
  );
  const message = withDeckLines(read, deck, copy, text.length);
  if (newsFrom >= 0) {
    const told = message.filter((u) => u.span[1] > newsFrom).map((u) => u.text.replace(/[.!]*$/u, ''));
    if (told.length) facts.details = told.join('. ');
  }
  // A catalogue priced for another market (R$ prices to readers in Portugal) is not shown unless asked for.
  const foreign = foreignCatalogue(brand, text, language.tag);
  if (foreign && !include.includes('products')) warnings.push(foreignCatalogueWarning(foreign, 'the email does not show them'));
  const brief: Brief = {
    purpose,
    purposeSource,
    language: language.tag,
    copyLanguage: copy,
    ...(promptLanguage ? { promptLanguage } : {}),
    tone,
    register,
    length: extractLength(folded) ?? 'normal',
    facts,
    message,
    ...(addressee ? { addressee } : {}),
    ...(Object.keys(deck).length ? { deck } : {}),
    include: showcase && !foreign && !include.includes('products') && !exclude.includes('products') ? [...include, 'products'] : include,
    exclude: foreign && !include.includes('products') && !exclude.includes('products') ? [...exclude, 'products'] : exclude,
    style: {},
    seed: hash32(text, brand.name, purpose, language.tag),
    today: now.toISOString().slice(0, 10),
  };
  return { ok: true, brief, warnings, showcase, languageSupported: language.supported };
}
