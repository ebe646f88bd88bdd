/**
 * Refinements the embedded generator understands, as changes to the previous version's brief:
 * length ("shorter"), tone ("more playful"), colours ("make the button green"), language ("in
 * French"), sections ("add social links", "remove the products"), the button ("change the CTA to
 * 'Book now'"), new facts ("add the summer sale code SUN20", "until Friday") and "another version".
 * The email is then composed again from the changed brief, so every fact stays consistent.
 * Anything else needs the LLM writer.
 */
import type { BrandKit } from '../../brand/schema';
import { parseColor } from '../../lib/color';
import type { Brief, CopyLanguage, DateFact, Purpose, SectionKind } from '../types';
import { detectPurpose } from '../understand';
import { extractDates } from '../understand/dates';
import { extractCount, extractLength, extractLocation, extractRegister, extractSections, extractTone } from '../understand/details';
import { copyLanguageOf, languageDirective } from '../understand/language';
import { hasAny } from '../understand/match';
import { extractCode, extractCtaLabel, extractUrls } from '../understand/links';
import { extractFreeShipping, readDiscount } from '../understand/money';
import { matchBrandProducts } from '../understand/products';
import { alternation, fold, hash32 } from '../understand/text';
import {
  DEADLINE_CUES,
  FORMAL_REGISTER_WORDS,
  INFORMAL_WORDS,
  ITEM_NOUNS,
  LANGUAGE_NAMES,
  LONG_WORDS,
  MONTHS,
  PURPOSE_WORDS,
  SECTION_WORDS,
  SHORT_WORDS,
  START_CUES,
  TONE_WORDS,
  WEEKDAYS,
} from '../understand/lexicon';

/** Every word the rules below react to, so they are not counted as unexplained. */
const KNOWN_WORDS: string[] = [];

export type Refinement = { ok: true; brief: Brief; changes: string[] } | { ok: false; reason: string };

export const EMBEDDED_REFINEMENTS =
  'length ("shorter", "longer"), tone ("more playful", "more formal"), colours ("make the button green", "use #0055ff as the main colour"), language ("in French"), sections ("add social links", "remove the products"), the button ("change the button to \'Book now\'", a URL), facts ("add the code SUN20", "20% off", "until Friday") and "another version"';

/** Colour words → hex, in the six languages (folded). */
const COLOURS: Array<[readonly string[], string]> = [
  [['green', 'verde', 'vert', 'grun', 'gruen'], '#2e7d32'],
  [['red', 'rojo', 'rouge', 'rot', 'vermelho', 'rosso'], '#c62828'],
  [['blue', 'azul', 'bleu', 'blau', 'blu'], '#1565c0'],
  [['navy', 'azul marino', 'bleu marine', 'marineblau', 'azul-marinho', 'blu navy'], '#1a237e'],
  [['black', 'negro', 'noir', 'schwarz', 'preto', 'nero'], '#111111'],
  [['orange', 'naranja', 'laranja', 'arancione'], '#ef6c00'],
  [['purple', 'violet', 'morado', 'violeta', 'lila', 'roxo', 'viola'], '#6a1b9a'],
  [['pink', 'rosa', 'rose'], '#d81b60'],
  [['yellow', 'amarillo', 'jaune', 'gelb', 'amarelo', 'giallo'], '#f9a825'],
  [['grey', 'gray', 'gris', 'grau', 'cinza', 'grigio'], '#616161'],
  [['brown', 'marron', 'braun', 'marrom', 'marrone'], '#6d4c41'],
  [['teal', 'turquoise', 'turquesa', 'turkis', 'turchese'], '#00796b'],
  [['gold', 'dorado', 'dore', 'golden', 'dourado', 'oro'], '#b8860b'],
  [['white', 'blanco', 'blanc', 'weiss', 'branco', 'bianco'], '#ffffff'],
  [['dark', 'oscuro', 'sombre', 'dunkel', 'escuro', 'scuro'], '#111111'],
];
const BUTTON_WORDS = [
  'button',
  'buttons',
  'cta',
  'boton',
  'botones',
  'bouton',
  'boutons',
  'schaltflache',
  'knopf',
  'button',
  'botao',
  'botoes',
  'pulsante',
  'pulsanti',
];
const BACKGROUND_WORDS = ['background', 'fondo', 'fond', 'hintergrund', 'fundo', 'sfondo'];
const PRIMARY_WORDS = [
  'main colour',
  'main color',
  'primary colour',
  'primary color',
  'brand colour',
  'brand color',
  'colour',
  'color',
  'theme',
  'accent',
  'color principal',
  'couleur principale',
  'couleur',
  'hauptfarbe',
  'farbe',
  'cor principal',
  'cor',
  'colore principale',
  'colore',
];
const SHAPES: Array<[readonly string[], 'square' | 'rounded' | 'pill']> = [
  [['square', 'sharp', 'cuadrado', 'carre', 'eckig', 'quadrado', 'quadrato'], 'square'],
  [['rounded', 'round', 'redondeado', 'arrondi', 'abgerundet', 'arredondado', 'arrotondato'], 'rounded'],
  [['pill', 'capsule', 'pildora', 'pilule', 'pille', 'pilula', 'pillola'], 'pill'],
];
const VARIATION = [
  'another version',
  'different version',
  'try again',
  'rewrite',
  'reword',
  'different wording',
  'otra version',
  'reescribe',
  'autre version',
  'reecris',
  'reformule',
  'andere version',
  'umschreiben',
  'neu formulieren',
  'outra versao',
  'reescreva',
  'altra versione',
  'riscrivi',
];
const REMOVE = [
  'remove',
  'delete',
  'drop',
  'without',
  'no',
  'quita',
  'elimina',
  'sin',
  'supprime',
  'enleve',
  'retire',
  'sans',
  'entferne',
  'ohne',
  'kein',
  'keine',
  'remova',
  'tire',
  'sem',
  'rimuovi',
  'togli',
  'senza',
];
const TURN_INTO = [
  'make it',
  'turn it into',
  'turn this into',
  'change it to',
  'convierte',
  'conviertelo',
  'transforme',
  'fais-en',
  'mach daraus',
  'mach es zu',
  'transforme em',
  'trasformalo',
  'rendilo',
];

for (const list of [
  BUTTON_WORDS,
  BACKGROUND_WORDS,
  PRIMARY_WORDS,
  VARIATION,
  REMOVE,
  TURN_INTO,
  ...COLOURS.map(([w]) => w),
  ...SHAPES.map(([w]) => w),
]) {
  for (const phrase of list) KNOWN_WORDS.push(...fold(phrase).split(/\s+/));
}
for (const list of [
  SHORT_WORDS,
  LONG_WORDS,
  INFORMAL_WORDS,
  FORMAL_REGISTER_WORDS,
  ...Object.values(TONE_WORDS),
  ...SECTION_WORDS.map(([, w]) => w),
  ...LANGUAGE_NAMES.map(([, w]) => w),
  ...Object.values(PURPOSE_WORDS).map((w) => w.map(([x]) => x)),
  DEADLINE_CUES,
  START_CUES,
  Object.keys(MONTHS),
  Object.keys(WEEKDAYS),
  ITEM_NOUNS,
]) {
  for (const phrase of list) KNOWN_WORDS.push(...fold(String(phrase).replace(/\*$/, '')).split(/\s+/));
}
KNOWN_WORDS.push(
  ...'section part block heading title text copy words wording intro subject line cta link links code codes coupon promo discount off percent sale offer deadline date until ends tomorrow today tonight weekend free shipping delivery button buttons label price prices seccion titulo texto enlace boton envio gratis hasta partie titre texte lien livraison offerte abschnitt uberschrift text link versand kostenlos secao titulo texto link frete sezione titolo testo link spedizione gratuita'.split(
    ' ',
  ),
);

function colourFrom(folded: string, original: string): string | undefined {
  const hex = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(original)?.[0];
  if (hex) return parseColor(hex);
  for (const [words, value] of COLOURS) if (hasAny(folded, words)) return value;
  return undefined;
}

const REMOVE_RE = new RegExp(
  `(?:^|[^\\p{L}])(?:${alternation(REMOVE)})(?:\\s+[\\p{L}']+){0,2}\\s+(?:the\\s+|el\\s+|la\\s+|le\\s+|den\\s+|die\\s+|das\\s+|o\\s+|a\\s+|il\\s+)?(code|coupon|promo code|discount|offer|deadline|date|codigo|cupon|descuento|oferta|fecha|code promo|reduction|offre|date limite|gutschein|rabatt|angebot|datum|cupom|desconto|prazo|codice|sconto|offerta|scadenza)(?![\\p{L}])`,
  'u',
);

/** What one step of a refinement works on: the instruction, the brief being changed and the changes said so far. */
interface Step {
  text: string;
  folded: string;
  brief: Brief;
  brand: BrandKit;
  changes: string[];
}

/** Applies an instruction to the previous brief; `ok: false` when nothing in it is understood. */
export function refineBrief(previous: Brief, instruction: string, brand: BrandKit, now: Date, version: number): Refinement {
  const text = instruction.normalize('NFC');
  const step: Step = { text, folded: fold(text), brief: structuredClone(previous), brand, changes: [] };
  applyVoice(step);
  applyLanguage(step);
  applyStyle(step);
  const sections = applySections(step);
  if (!sections.ok) return sections;
  const removed = applyRemoval(step);
  applyFacts(step, now, removed, sections.exclude);
  applyPurposeAndWording(step, previous, version);
  return verdict(step);
}

/** Length, tone and register ("shorter", "more playful", "use tu"). */
function applyVoice({ folded, brief, changes }: Step): void {
  const length = extractLength(folded);
  if (length) {
    brief.length = length;
    changes.push(`length: ${length}`);
  }
  const tone = extractTone(folded);
  if (tone) {
    brief.tone = tone;
    if (tone === 'formal' || tone === 'luxurious') brief.register = 'formal';
    if (tone === 'playful' || tone === 'friendly') brief.register = 'informal';
    changes.push(`tone: ${tone}`);
  }
  const register = extractRegister(folded);
  if (register) {
    brief.register = register;
    changes.push(`register: ${register}`);
  }
}

/** "in French": the email's language; words quoted from the prompt in another language cannot follow. */
function applyLanguage({ folded, brief, brand, changes }: Step): void {
  const language = languageDirective(folded);
  if (language && language !== brief.copyLanguage) {
    const brandTag = brand.language && copyLanguageOf(brand.language) === language ? brand.language : language;
    brief.language = brandTag;
    brief.copyLanguage = language as CopyLanguage;
    // Words quoted from a prompt in another language (topics, newsletter items) cannot follow.
    delete brief.facts.topic;
    delete brief.facts.details;
    brief.facts.items = [];
    if (brief.facts.discount?.scope) delete brief.facts.discount.scope;
    changes.push(`language: ${brandTag}`);
  }
}

/** Colours and button shapes ("make the button green", "use #0055ff as the main colour", "rounded buttons"). */
function applyStyle({ text, folded, brief, changes }: Step): void {
  // A colour word alone ("add the rose bouquet") is not a colour change: it needs what to paint.
  const colour = colourFrom(folded, text);
  const target = hasAny(folded, BUTTON_WORDS)
    ? 'button'
    : hasAny(folded, BACKGROUND_WORDS)
      ? 'background'
      : hasAny(folded, PRIMARY_WORDS) || /\bmake it\b/.test(folded)
        ? 'primary'
        : undefined;
  if (colour && target) {
    if (target === 'button') brief.style.buttonColor = colour;
    else if (target === 'background') brief.style.backgroundColor = colour;
    else brief.style.primaryColor = colour;
    changes.push(`${target} colour: ${colour}`);
  }
  for (const [words, shape] of SHAPES) {
    if (hasAny(folded, words) && hasAny(folded, BUTTON_WORDS)) {
      brief.style.buttonShape = shape;
      changes.push(`button shape: ${shape}`);
    }
  }
}

/** Sections to add or remove; a testimonial is refused (only the user can give a customer's words). */
function applySections({ folded, brief, changes }: Step): { ok: true; exclude: SectionKind[] } | { ok: false; reason: string } {
  const { include, exclude } = extractSections(folded);
  // A testimonial needs a real customer's words, which only the user (through the LLM writer) can give.
  if (include.includes('testimonial')) {
    return {
      ok: false,
      reason: `A testimonial needs a real customer’s words and name; the embedded generator does not invent them. Put the quote in the prompt for the LLM writer (set BRANDMAIL_LLM_PROVIDER, BRANDMAIL_LLM_MODEL and BRANDMAIL_LLM_API_KEY). The embedded generator understands ${EMBEDDED_REFINEMENTS}.`,
    };
  }
  // A list has no content of its own to show: adding one is a writing task for the LLM writer.
  for (const kind of include.filter((k) => k !== 'list')) {
    brief.exclude = brief.exclude.filter((k) => k !== kind);
    if (!brief.include.includes(kind)) brief.include.push(kind);
    changes.push(`add: ${kind}`);
  }
  for (const kind of exclude) {
    brief.include = brief.include.filter((k) => k !== kind);
    if (!brief.exclude.includes(kind)) brief.exclude.push(kind);
    changes.push(`remove: ${kind}`);
  }
  return { ok: true, exclude };
}

/** "remove the code / the discount / the deadline": the fact named goes; returns what was removed. */
function applyRemoval({ folded, brief, changes }: Step): string | undefined {
  const removed = REMOVE_RE.exec(folded)?.[1];
  if (removed) {
    if (/code|cupon|cupom|codice|gutschein/.test(removed)) delete brief.facts.code;
    else if (/discount|offer|descuento|oferta|reduction|offre|rabatt|angebot|desconto|sconto|offerta/.test(removed))
      delete brief.facts.discount;
    else brief.facts.dates = brief.facts.dates.filter((d) => d.role !== 'deadline');
    changes.push(`remove: ${removed}`);
  }
  return removed;
}

/** Facts the instruction gives: the button, an offer, a code, dates, products, a count, a place. */
function applyFacts({ text, folded, brief, brand, changes }: Step, now: Date, removed: string | undefined, exclude: readonly SectionKind[]): void {
  const label = extractCtaLabel(text);
  const urls = extractUrls(text);
  if (label || urls.length) {
    brief.facts.cta = { ...brief.facts.cta, ...(label ? { label } : {}), ...(urls[0] ? { url: urls[0] } : {}) };
    for (const url of urls) if (!brief.facts.urls.includes(url)) brief.facts.urls.push(url);
    changes.push('button');
  }

  const discount = readDiscount(text, { scopeLanguage: brief.copyLanguage, copy: brief.copyLanguage, tag: brief.language, sameLanguage: true, products: [] }, []);
  if (discount) {
    brief.facts.discount = discount;
    changes.push('discount');
  }
  const shipping = extractFreeShipping(text);
  if (shipping) {
    brief.facts.freeShipping = shipping;
    changes.push('free shipping');
  }
  const code = extractCode(text);
  if (code) {
    brief.facts.code = code;
    changes.push(`code: ${code}`);
  }
  const dates = extractDates(text, now, brief.purpose, brief.copyLanguage, brief.language);
  if (dates.length) {
    brief.facts.dates = mergeDates(brief.facts.dates, dates);
    changes.push('dates');
  }
  const products = matchBrandProducts(folded, brand.products, text).filter((p) => !brief.facts.products.some((q) => q.name === p.name));
  if (products.length && !removed && !exclude.includes('products')) {
    brief.facts.products.push(...products);
    changes.push('products');
  }
  const count = extractCount(folded);
  if (count) {
    brief.facts.count = count;
    changes.push(`count: ${count}`);
  }
  if (brief.purpose === 'event') {
    const location = extractLocation(text, brief.copyLanguage, brand.name);
    if (location) {
      brief.facts.location = location;
      changes.push('location');
    }
  }
}

/** "turn it into a newsletter" changes the purpose; "another version" the wording. */
function applyPurposeAndWording({ folded, brief, changes }: Step, previous: Brief, version: number): void {
  if (hasAny(folded, TURN_INTO)) {
    const detected = detectPurpose(folded, {});
    if (detected.purpose && detected.score >= 2 && detected.purpose !== brief.purpose) {
      brief.purpose = detected.purpose as Purpose;
      changes.push(`purpose: ${detected.purpose}`);
    }
  }
  if (hasAny(folded, VARIATION)) {
    brief.seed = hash32(String(previous.seed), String(version));
    changes.push('new wording');
  }
}

function verdict({ text, folded, brief, brand, changes }: Step): Refinement {
  // Words the rules did not account for mean a request they would only half apply ("replace the
  // hero with a photo of our founders"): that needs the LLM writer, not a partial change.
  const unexplained = unexplainedWords(text, folded, brand, brief);
  if (changes.length === 0 || unexplained.length >= 3) {
    return {
      ok: false,
      reason: `The embedded generator cannot apply this change${unexplained.length >= 3 && changes.length ? ` (it does not understand "${unexplained.slice(0, 4).join(' ')}")` : ''}; it understands ${EMBEDDED_REFINEMENTS}. Other changes need the LLM writer (set BRANDMAIL_LLM_PROVIDER, BRANDMAIL_LLM_MODEL and BRANDMAIL_LLM_API_KEY).`,
    };
  }
  return { ok: true, brief, changes };
}

/** New dates replace old ones of the same role; others are kept. */
function mergeDates(old: DateFact[], fresh: DateFact[]): DateFact[] {
  const roles = new Set(fresh.map((d) => d.role));
  return [...old.filter((d) => !roles.has(d.role)), ...fresh];
}

/** Words every refinement may use without carrying a request of its own, in the six languages. */
const GLUE = new Set(
  (
    'make change set use add put turn please the a an it its this that to into with and or but more less much bit little slightly lot very too instead of for on in at by as be is are email mail version one our your my me us we i can could would you just also again now new same all some everything ' +
    'haz hazlo cambia pon usa anade agrega el la los las lo un una al del de y o mas menos poco muy tambien por favor en con para este esta correo que todo ' +
    'fais rends change mets utilise ajoute le la les un une du des de et ou plus moins peu tres aussi svp stp en avec pour ce cette mail tout ' +
    'mach mache andere setze nutze verwende fuge hinzu der die das den dem ein eine einen und oder mehr weniger etwas sehr auch bitte mit fur zu im in diese dieser mail alles ' +
    'faca deixe mude coloque use adicione o a os as um uma ao do da de e ou mais menos pouco muito tambem por favor em com para este esta mail tudo ' +
    'fai rendi cambia metti usa aggiungi il lo la i gli le un una al del della di e o piu meno poco molto anche per favore con in questo questa mail tutto'
  ).split(' '),
);

function unexplainedWords(text: string, folded: string, brand: BrandKit, brief: Brief): string[] {
  let rest = folded;
  // Quoted labels, URLs, codes, numbers, dates and names are facts the rules read.
  rest = rest
    .replace(/["“”«»„'‘’][^"“”«»„'‘’]{1,60}["“”«»„'‘’]/g, ' ')
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/#[0-9a-f]{3,6}/g, ' ');
  for (const name of [brand.name, ...brand.products.map((p) => p.name), ...brief.facts.products.map((p) => p.name)])
    rest = rest.split(fold(name)).join(' ');
  const code = extractCode(text);
  if (code) rest = rest.split(fold(code)).join(' ');
  const known = new Set(KNOWN_WORDS);
  return (rest.match(/[\p{L}][\p{L}'-]{2,}/gu) ?? []).filter((w) => !GLUE.has(w) && !known.has(w) && !/\d/.test(w));
}
