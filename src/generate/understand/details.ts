/**
 * The smaller facts of a prompt: audience, holiday, kind of transactional email, tone, register,
 * length, sections asked for or against, how many items, where an event is, and what the email
 * is about.
 */
import type { AudienceKind, CopyLanguage, HolidayKind, Length, Purpose, Register, SectionKind, Tone, TransactionalKind } from '../types';
import {
  AUDIENCE_WORDS,
  FORMAL_REGISTER_WORDS,
  HOLIDAY_WORDS,
  INFORMAL_WORDS,
  ITEM_NOUNS,
  LONG_WORDS,
  MONTHS,
  NUMBER_WORDS,
  SECTION_WORDS,
  SHORT_WORDS,
  TONE_WORDS,
  TRANSACTIONAL_WORDS,
  WEEKDAYS,
} from './lexicon';
import { findAll, hasAny } from './match';
import { alternation, cleanPhrase, fold } from './text';

export function extractAudience(text: string, folded: string): { kind: AudienceKind; text: string } | undefined {
  for (const [kind, words] of AUDIENCE_WORDS) {
    const hit = findAll(folded, words)[0];
    if (hit) return { kind, text: text.slice(hit.index, hit.end) };
  }
  return undefined;
}

export function extractHoliday(folded: string): HolidayKind | undefined {
  for (const [kind, words] of HOLIDAY_WORDS) if (hasAny(folded, words)) return kind;
  return undefined;
}

/**
 * Refunds and cancellations a prompt offers as an option or a policy ("they can request a refund",
 * "free cancellation until…", "Disdetta almeno 48 ore prima") say nothing about what happened:
 * they are left out when reading the kind.
 */
const TRANSACTIONAL_OPTIONS = [
  // A refund as the way out of something else (a recall's "bring it back for a refund", a moved
  // booking's "or cancel instead for a full refund"): the email is about the recall or the change.
  'instead full refund', 'instead, full refund', 'rather cancel', 'instead a full refund', 'instead, a full refund', 'instead for a full refund', 'instead a refund', 'or a full refund', 'or a refund', 'or get a refund', 'for a refund', 'for refund',
  'pour remboursement', 'pour etre rembourse', 'pour un remboursement', 'contre remboursement', 'pour obtenir le remboursement', 'pour obtenir un remboursement',
  'para su reembolso', 'para el reembolso', 'para reembolso', 'para obtener el reembolso', 'o un reembolso', 'o el reembolso',
  'zur erstattung', 'gegen erstattung', 'oder eine erstattung', 'oder erstattung',
  'para o reembolso', 'para receber o reembolso', 'ou reembolso', 'ou o reembolso',
  'per il rimborso', 'per ottenere il rimborso', 'per un rimborso', 'o il rimborso', 'o un rimborso',
  'request a refund', 'ask for a refund', 'eligible for a refund', 'for a full refund', 'refund policy', 'can cancel', 'may cancel', 'want to cancel', 'need to cancel', 'free cancellation', 'cancellation policy', 'cancel or reschedule', 'cancel at any time', 'cancel anytime',
  'solicitar un reembolso', 'pedir un reembolso', 'politica de reembolso', 'puede cancelar', 'puedes cancelar', 'para cancelar', 'cancelacion gratuita', 'politica de cancelacion', 'si necesitas cancelar', 'si necesita cancelar',
  'demander un remboursement', 'politique de remboursement', 'pour annuler', 'annulation gratuite', 'conditions d\'annulation', 'peut annuler', 'pouvez annuler', 'peux annuler',
  'erstattung beantragen', 'kostenlos stornieren', 'kostenlose stornierung', 'stornierungsbedingungen', 'zum stornieren', 'absagen oder verschieben',
  'solicitar reembolso', 'solicitar o reembolso', 'pedir reembolso', 'politica de reembolso', 'cancelamento gratuito', 'para cancelar', 'politica de cancelamento', 'pode cancelar',
  'richiedere un rimborso', 'chiedere un rimborso', 'politica di rimborso', 'per disdire', 'disdetta almeno', 'disdetta entro', 'in caso di disdetta', 'cancellazione gratuita', 'politica di cancellazione', 'puo annullare', 'puoi annullare',
];

/**
 * What the transactional email is about: the kind whose words come first in the prompt (on the
 * same position, the earlier kind in TRANSACTIONAL_WORDS), options and policies aside. A prompt
 * that only mentions an order is an update on it ('order-update'), never a confirmation; nothing
 * at all is 'generic'.
 */
export function extractTransactionalKind(folded: string): TransactionalKind {
  let text = folded;
  for (const hit of findAll(folded, TRANSACTIONAL_OPTIONS)) text = text.slice(0, hit.index) + ' '.repeat(hit.end - hit.index) + text.slice(hit.end);
  let best: { kind: TransactionalKind; index: number } | undefined;
  let fallback: TransactionalKind | undefined;
  for (const [kind, words] of TRANSACTIONAL_WORDS) {
    const hit = findAll(text, words)[0];
    if (!hit) continue;
    if (kind === 'order-update') fallback = kind;
    else if (!best || hit.index < best.index) best = { kind, index: hit.index };
  }
  return best?.kind ?? fallback ?? 'generic';
}

const TONE_ORDER: Array<Exclude<Tone, 'neutral'>> = ['urgent', 'playful', 'luxurious', 'formal', 'friendly'];

export function extractTone(folded: string): Tone | undefined {
  for (const tone of TONE_ORDER) if (hasAny(folded, TONE_WORDS[tone])) return tone;
  return undefined;
}

/** The tone a brand's voice labels suggest (src/brand/extract/voice.ts writes them). */
export function toneOfBrand(labels: readonly string[]): Tone {
  for (const label of labels) {
    if (label === 'playful') return 'playful';
    if (label === 'luxurious') return 'luxurious';
    if (label === 'formal' || label === 'professional' || label === 'technical') return 'formal';
    if (label === 'friendly' || label === 'warm' || label === 'casual') return 'friendly';
  }
  return 'neutral';
}

export function extractRegister(folded: string): Register | undefined {
  if (hasAny(folded, INFORMAL_WORDS)) return 'informal';
  if (hasAny(folded, FORMAL_REGISTER_WORDS)) return 'formal';
  return undefined;
}

export function registerOfBrand(labels: readonly string[]): Register | undefined {
  for (const label of labels) {
    if (['friendly', 'casual', 'playful'].includes(label)) return 'informal';
    if (['formal', 'professional', 'luxurious'].includes(label)) return 'formal';
  }
  return undefined;
}

export function extractLength(folded: string): Length | undefined {
  if (hasAny(folded, SHORT_WORDS)) return 'short';
  if (hasAny(folded, LONG_WORDS)) return 'long';
  return undefined;
}

const NEGATIONS = [
  'no',
  'without',
  'remove',
  'drop',
  'delete',
  'skip',
  'not',
  'sin',
  'quita',
  'quitar',
  'elimina',
  'eliminar',
  'sans',
  'supprime',
  'supprimer',
  'enleve',
  'enlever',
  'retire',
  'ohne',
  'entferne',
  'entfernen',
  'kein',
  'keine',
  'sem',
  'remova',
  'remover',
  'tire',
  'tirar',
  'senza',
  'rimuovi',
  'togli',
  'elimina',
];
const ADDITIONS = [
  'add',
  'include',
  'with',
  'plus',
  'anade',
  'agrega',
  'incluye',
  'incluir',
  'con',
  'ajoute',
  'ajouter',
  'inclure',
  'avec',
  'fuge',
  'hinzu',
  'mit',
  'erganze',
  'adicione',
  'adicionar',
  'inclua',
  'incluir',
  'com',
  'aggiungi',
  'includi',
  'inserisci',
];
const NEG_RE = new RegExp(`(?:^|[^\\p{L}])(?:${alternation(NEGATIONS)})(?:\\s+[\\p{L}']+){0,3}\\s*$`, 'u');
const ADD_RE = new RegExp(`(?:^|[^\\p{L}])(?:${alternation(ADDITIONS)})(?:\\s+[\\p{L}']+){0,3}\\s*$`, 'u');

/** Sections the prompt asks for ("add a testimonial") or against ("no products"). */
export function extractSections(folded: string): { include: SectionKind[]; exclude: SectionKind[] } {
  const include: SectionKind[] = [];
  const exclude: SectionKind[] = [];
  for (const [kind, words] of SECTION_WORDS) {
    for (const hit of findAll(folded, words)) {
      const before = folded.slice(Math.max(0, hit.index - 30), hit.index);
      if (NEG_RE.test(before)) {
        if (!exclude.includes(kind)) exclude.push(kind);
      } else if (ADD_RE.test(before) && !include.includes(kind)) {
        include.push(kind);
      }
    }
  }
  return { include: include.filter((k) => !exclude.includes(k)), exclude };
}

const COUNT_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d|${alternation(Object.keys(NUMBER_WORDS))})\s+(?:[\p{L}-]+\s+){0,2}?(?:${alternation(ITEM_NOUNS)})(?![\p{L}])|(?<![\p{L}])top\s+(\d|${alternation(Object.keys(NUMBER_WORDS))})(?![\p{L}\p{N}])`,
  'u',
);

/** "3 bestsellers", "five tips", "top 4", "drei Produkte": how many items to feature (1–9). */
export function extractCount(folded: string): number | undefined {
  const m = COUNT_RE.exec(folded);
  if (!m) return undefined;
  const raw = m[1] ?? m[2];
  const n = /^\d$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
  return n >= 1 && n <= 9 ? n : undefined;
}

const NOT_PLACES = new Set([
  ...Object.keys(MONTHS),
  ...Object.keys(WEEKDAYS),
  'sommer',
  'winter',
  'fruhling',
  'herbst',
  'summer',
  'spring',
  'autumn',
  'fall',
  'checkout',
  'noon',
  'midnight',
  'mittag',
  'christmas',
  'easter',
  'halloween',
  'thanksgiving',
  'navidad',
  'noel',
  'weihnachten',
  'natal',
  'natale',
  'home',
]);
const PLACE: Record<CopyLanguage, { cue: string; stop: string }> = {
  en: {
    cue: String.raw`(?:at|venue:?|location:?|address:?|held at|hosted at)\s+|@\s*`,
    stop: 'on|at|from|to|for|with|until|this|next|and|by|starting|tomorrow|tonight|in',
  },
  es: {
    cue: String.raw`(?:en|lugar:?)\s+(?=(?:el|la|los|las)\s+[\p{Lu}]|[\p{Lu}])`,
    stop: 'el|a|las|los|con|desde|hasta|este|esta|y|para|mañana|hoy',
  },
  fr: { cue: String.raw`(?:au|à la|à l'|chez|lieu\s*:|à)\s*`, stop: 'le|à|ce|dès|avec|et|pour|jusqu|demain|ce soir' },
  de: { cue: String.raw`(?:im|in der|in|bei|ort:?)\s+`, stop: 'am|um|ab|mit|und|für|bis|morgen|heute|ein' },
  pt: { cue: String.raw`(?:no|na|em|local:?)\s+`, stop: 'no dia|dia|às|as|a|com|desde|até|e|para|amanhã|hoje' },
  it: { cue: String.raw`(?:presso|al|alla|allo|luogo:?|a|in)\s+`, stop: 'il|alle|dal|con|e|per|fino|domani|oggi|questo|questa' },
};

/** Where to park, lock a bike or leave a coat, in the six languages. */
const AMENITY =
  /(?<![\p{L}])(?:parking|park(?:s|ed)?|car park|parkpl[aä]tze?|parken|parkhaus|tiefgarage|fahrr[aä]d(?:er)?|aparcamiento|aparcar|estacionamiento|estacionar|stationnement|se garer|garer|parcheggio|parcheggiare|estacionamento|bike racks?|bicicletas?|v[ée]los?|garderobe|cloakroom|toilets?|restrooms?)(?![\p{L}])/iu;

/** The clause before `index` speaks of where to park (or lock a bike, leave a coat). */
export function aboutAmenity(text: string, index: number): boolean {
  return AMENITY.test(text.slice(0, index).split(/[.;:!?\n•]|\s[-–—]\s|,/u).pop() ?? '');
}

/** Where an event takes place, as the prompt writes it ("at the Berlin store", "au Palais de Tokyo"). */
export function extractLocation(text: string, language: CopyLanguage | undefined, brandName: string): string | undefined {
  const { cue, stop } = PLACE[language ?? 'en'];
  const re = new RegExp(
    String.raw`(?<![\p{L}])(?:${cue})((?:the\s+|el\s+|la\s+|los\s+|las\s+)?[\p{Lu}][^,.;!?\n()]{1,50}?)(?=\s+(?:${stop})(?![\p{L}])|\s+\d|[,.;!?\n()]|$)`,
    'gu',
  );
  for (const m of text.matchAll(re)) {
    // "Parkplätze im Hof", "parking at the back", "stationnement dans la ruelle": where to park is
    // an extra of the event, not where it takes place.
    if (aboutAmenity(text, m.index!)) continue;
    const place = cleanPhrase(m[1]);
    const first = fold(place.replace(/^(?:the|el|la|los|las)\s+/i, '').split(/\s+/)[0] ?? '');
    if (place.length < 3 || NOT_PLACES.has(first) || /^\d/.test(first)) continue;
    if (fold(place) === fold(brandName)) continue;
    return place;
  }
  return undefined;
}

const DETERMINERS_DE =
  /^(?:unserem|unserer|unseren|unseres|unser|unsere|dem|der|den|des|die|das|einem|einer|einen|ein|eine|zum|zur|ihrem|ihrer)\s+/i;

const TOPIC_PATTERNS: Partial<Record<Purpose, Record<CopyLanguage, RegExp>>> = {
  // A promotion's name: "Summer sale", "rebajas de verano", "soldes d'été", "Sommer-Sale".
  promotional: {
    en: /((?:[\p{Lu}][\p{L}'’-]*\s+){1,3}(?:sale|Sale|SALE|clearance|Clearance|deals|Deals|week|Week))(?![\p{L}])/u,
    es: /((?:rebajas|ofertas|liquidación|liquidacion)(?:\s+de\s+[\p{L}]+)?)/iu,
    fr: /((?:soldes|promotions)(?:\s+d['’][\p{L}]+|\s+de\s+[\p{L}]+)?|vente privée|ventes? flash)/iu,
    de: /([\p{L}]+-?(?:[Ss]ale|[Ss]chlussverkauf|[Rr]abattaktion|[Aa]ktionswoche))(?![\p{L}])/u,
    pt: /((?:saldos|liquidação|liquidacao|queima de estoque|semana de ofertas)(?:\s+de\s+[\p{L}]+)?)/iu,
    it: /((?:saldi|svendita|promozione)(?:\s+(?:di\s+)?[\p{L}]+)?)/iu,
  },
  'product-launch': {
    // "launch mail for our new millet chips - 3 flavours": the email is no product; what it is for is.
    en: /(?:launch(?:ing)?(?: of)?|introduc(?:e|ing)|unveil(?:ing)?|releas(?:e|ing)|announc(?:e|ing))\s+(?:(?:an?|the|our)\s+)?(?:(?:e-?mail|mail|newsletter|campaign|announcement|promo|post|message|blast)s?\s+(?:for|about|of|on)\s+(?:(?:the|our)\s+)?)?(.{3,60}?)(?=$|[.;:!?(\n]|,|\s[-–—]\s|\s(?:on|from|starting|with|at|for|in|available|this|next|to)(?![\p{L}]))/iu,
    es: /(?:lanzamiento de|lanzamos|presentamos|lanzar)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:el|desde|a partir|con|en|para|este)(?![\p{L}]))/iu,
    fr: /(?:lancement d[eu]|lancement des|lançons|lancons|présentons|presentons|lancer)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:le|dès|des|à partir|avec|en|pour|ce)(?![\p{L}]))/iu,
    de: /(?:einführung (?:des|der|von|unseres|unserer)|launch (?:des|der|von|unseres|unserer)|stellen|neu:)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:am|ab|mit|für|vor|im|diese)(?![\p{L}]))/iu,
    pt: /(?:lançamento d[eoa]|lancamento d[eoa]|lançamos|lancamos|apresentamos|lançar|lancar)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:no dia|em|a partir|com|para|neste)(?![\p{L}]))/iu,
    it: /(?:lancio d(?:i|el|ella|ei|elle)|lanciamo|presentiamo|lanciare)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:il|dal|a partire|con|per|questo)(?![\p{L}]))/iu,
  },
  announcement: {
    en: /(?:announc(?:e|ing)|about|tell (?:them|customers|everyone|people) (?:about|that)|let (?:them|customers|everyone) know (?:about|that))\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:with|from|until|starting|effective|and include|on (?:the )?\d))/iu,
    es: /(?:anunciar|anuncia|anunciamos|sobre|informar (?:de|sobre))\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:con|desde|hasta|a partir))/iu,
    fr: /(?:annoncer|annonce|annoncez|annonçons|au sujet de|concernant|sur)\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:avec|dès|jusqu|à partir))/iu,
    de: /(?:über|ankündigen:?|ankündigung:?|zu)\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:mit|ab|bis|an))/iu,
    pt: /(?:anunciar|anuncie|anunciamos|sobre|informar sobre)\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:com|desde|até|a partir))/iu,
    it: /(?:annunciare|annuncia|annunciamo|su|sul|sulla|riguardo a)\s+(.{3,80}?)(?=$|[.;:!?(\n]|,|\s(?:con|dal|fino|a partire))/iu,
  },
  event: {
    en: /(?:invit(?:e|ing)\s+(?:[\p{L}]+\s+){0,3}to|join us (?:for|at)|rsvp (?:for|to)|register for|sign up for|come to)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:on|at|from|this|next|in|with|tomorrow|tonight|\d))/iu,
    es: /(?:invitar?\s+(?:[\p{L}]+\s+){0,3}a|invitación a|acompáñanos (?:a|en)|inscríbete (?:a|en))\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:el|en|este|a las|desde|con|\d))/iu,
    fr: /(?:invit(?:er|ez|ation)\s+(?:[\p{L}]+\s+){0,3}(?:à|au|aux)|rejoignez-nous (?:à|au|pour))\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:le|à \d|ce|dès|avec|\d))/iu,
    de: /(?:ein(?:laden|ladung)?\s+(?:[\p{L}]+\s+){0,3}(?:zu|zum|zur)|einladung (?:zu|zum|zur))\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:am|im|um|ab|mit|ein\b|\d))/iu,
    pt: /(?:convid(?:ar|e|amos)\s+(?:[\p{L}]+\s+){0,3}(?:para|a)|convite para)\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:no|na|dia|em|às|neste|nesta|com|\d)(?![\p{L}]))/iu,
    it: /(?:invit(?:are|a|iamo|o)\s+(?:[\p{L}]+\s+){0,3}(?:a|al|alla|allo)|invito (?:a|al|alla))\s+(.{3,60}?)(?=$|[.;:!?(\n]|,|\s(?:il|alle|questo|con|dal|\d))/iu,
  },
};

/** What the email is about, in the prompt's words; only used when the prompt is in the email's language. */
export function extractTopic(text: string, purpose: Purpose, language: CopyLanguage): string | undefined {
  const re = TOPIC_PATTERNS[purpose]?.[language];
  if (!re) return undefined;
  const m = re.exec(text);
  if (!m) return undefined;
  let topic = cleanPhrase(m[1]);
  if (language === 'de') topic = topic.replace(DETERMINERS_DE, '');
  if (language === 'en') topic = topic.replace(/^(?:the|a|an)\s+/i, '');
  // A launch is new by definition; "New: our new collection" says it twice.
  if (purpose === 'product-launch')
    topic = topic.replace(/(^|\s)(?:new|nuev[oa]s?|nouvel(?:le)?s?|nouveaux?|neue[nrs]?|nov[oa]s?|nuov[oa]|nuovi|nuove)\s+/iu, '$1');
  topic = topic.replace(/^(?:that|que|dass|che)\s+/iu, '').replace(/["“”«»„]/g, '');
  // Trailing day names belong to the date: "serata di degustazione venerdì" → "serata di degustazione".
  topic = topic
    .replace(
      new RegExp(
        `(?:\\s+(?:${Object.keys(WEEKDAYS).join('|')}|el|le|il|am|on|this|next|ce|este|questo|sábado|sabado|lunedì|martedì|mercoledì|giovedì|venerdì|miércoles|sábado))+$`,
        'iu',
      ),
      '',
    )
    .trim();
  const words = topic.split(/\s+/);
  if (topic.length < 3 || words.length > 12) return undefined;
  // "(plus de baskets sur les blocs enfants)": a phrase cut out of a bracket is a fragment ("À noter : les blocs enfants)").
  if ((topic.match(/\(/g) ?? []).length !== (topic.match(/\)/g) ?? []).length) return undefined;
  // "about it", "about our customers": pronouns and audiences are not topics.
  if (/^(?:it|this|that|them|us|our customers|customers|everyone|ello|eso|cela|ça|es|das|isso|questo|ciò)$/iu.test(topic)) return undefined;
  return topic;
}

const ITEMS_RE: Partial<Record<CopyLanguage, RegExp>> = {
  en: /(?:covering|topics?:|sections? (?:on|about)|featuring|about|with news (?:on|about)|including)\s+([^.\n]{3,200})/iu,
  es: /(?:temas?:|sobre|con noticias sobre|que incluya|incluyendo)\s+([^.\n]{3,200})/iu,
  fr: /(?:sujets?\s*:|thèmes?\s*:|sur|avec des nouvelles sur|incluant|comprenant)\s+([^.\n]{3,200})/iu,
  de: /(?:themen:?|über|mit neuigkeiten zu|mit)\s+([^.\n]{3,200})/iu,
  pt: /(?:temas?:|sobre|com novidades sobre|incluindo)\s+([^.\n]{3,200})/iu,
  it: /(?:temi:?|argomenti:?|su|sulle|sui|con novità su|includendo)\s+([^.\n]{3,200})/iu,
};
const LIST_SPLIT = /\s*(?:,|;|\band\b|\by\b|\bet\b|\bund\b|\be\b|\bed\b|\bplus\b)\s*/iu;

/** A newsletter's topics: "covering the new menu, our summer hours and the staff picnic". */
export function extractItems(text: string, language: CopyLanguage): string[] {
  const re = ITEMS_RE[language];
  const m = re?.exec(text);
  if (!m) return [];
  // A list written with semicolons keeps its "and"s inside its items ("the winter menu with ribollita and peposo; gift vouchers").
  const parts = m[1]
    .split(m[1].includes(';') ? /\s*;\s*/ : LIST_SPLIT)
    .map((p) => cleanPhrase(p))
    .filter((p) => p.length >= 3 && p.split(/\s+/).length <= 8);
  // An item cut inside its brackets ("the holiday hours (closed on the 25") is no item.
  if (parts.some((p) => (p.match(/\(/g) ?? []).length !== (p.match(/\)/g) ?? []).length)) return [];
  return parts.length >= 2 ? parts.slice(0, 5) : [];
}
