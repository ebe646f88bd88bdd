import { REWRITES } from '../understand/rewrites';
import { MONTH_START } from '../read/calendar';
import { NUMBER } from '../read/numbers';
import { keywordsOf } from './keywords';
import type { Candidate, FactLanguage } from './types';

/**
 * Best-effort facts told in words: durations and quantities, conditions, venues and addresses,
 * people and products, and the topics of a multi-topic brief. They are checked by their words, so
 * a span only needs to hold the words that show the fact is covered.
 */
const DURATION_UNITS: Array<[RegExp, string]> = [
  [/^(business days?|working days?|días hábiles|dias úteis|jours ouvr[ée]s|Werktagen?|Arbeitstagen?|giorni lavorativi)$/iu, 'business-day'],
  [/^(min|mins|minutes?|minutos?|minuti|Minuten)$/iu, 'minute'],
  [/^(h|hrs?|hours?|horas?|heures?|Stunden?|ore)$/iu, 'hour'],
  [/^(days?|días?|dias?|jours?|Tagen?|giorni|giorno)$/iu, 'day'],
  [/^(weeks?|semanas?|semaines?|Wochen?|settimane?)$/iu, 'week'],
  [/^(months?|mes|meses|mois|Monaten?|mesi|mese)$/iu, 'month'],
  [/^(years?|años?|anos?|ans|années?|Jahren?|anni|anno)$/iu, 'year'],
  [/^(nights?|noches?|noites?|nuits?|Nächte|notti)$/iu, 'night'],
];
const UNIT_WORDS = String.raw`business days?|working days?|días hábiles|dias úteis|jours ouvr[ée]s|Werktagen?|Arbeitstagen?|giorni lavorativi|minutes?|mins?|minutos?|minuti|Minuten|hours?|hrs?|horas?|heures?|Stunden?|ore|days?|días|dias?|jours?|Tagen?|giorni|giorno|weeks?|semanas?|semaines?|Wochen?|settimane?|months?|meses|mes|mois|Monaten?|mesi|mese|years?|años?|anos|ans|années?|Jahren?|anni|anno|nights?|noches?|noites?|nuits?|Nächte|notti|h`;
const DURATION = new RegExp(String.raw`(?<![\p{L}\d.,])(\d+)(?:\s?[–-]\s?(\d+)|\s?(?:to|a|à|bis|al?|e)\s(\d+))?\s?(${UNIT_WORDS})(?![\p{L}])`, 'giu');


export function findQuantities(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(DURATION)) {
    const unit = DURATION_UNITS.find(([re]) => re.test(m[4]))?.[1] ?? 'hour';
    const max = m[2] ?? m[3];
    out.push({ type: 'duration', start: m.index!, end: m.index! + m[0].length, value: { kind: 'number', value: Number(m[1]), unit: max ? `${unit}-to-${max}` : unit } });
  }
  // "24 seats", "3 bags", "180 x 200 cm": a number and what it counts, on one line (a pasted table's "9.20⏎Ciabatta" is two cells).
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}\d.,#:/$€£-])(${NUMBER})(?:[ \u00a0]?x[ \u00a0]?\d+)?[ \u00a0]?([\p{L}][\p{L}-]{1,})`, 'gu'))) {
    const noun = m[2];
    if (keywordsOf(noun).length === 0 || /^(is|are|was|things|for|times|fois|veces|mal|volte|vezes)$/iu.test(noun)) continue;
    if (MONTH_START.test(noun) || /^(x|de|of|à|am|um|alle|às|ore|h|pm|am|uhr|percent|prozent|por|pour|per|st|nd|rd|th|er|e|º|ª|de|del)$/iu.test(noun)) continue;
    const value = Number(m[1].replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    out.push({ type: 'quantity', start: m.index!, end: m.index! + m[0].length, value: { kind: 'number', value, unit: noun.toLowerCase() } });
  }
  return out;
}

const CONDITIONS = [
  String.raw`members?[- ]only|for (?:our )?(?:members|subscribers|newsletter subscribers|vip\w*|loyalty members|first-time customers|new customers)|(?:on |for )?orders? (?:over|above|of|from) \S+|over \$\S+|spend \S+|minimum (?:purchase|order|spend)[^.,;]*|min\. [^.,;]*|while (?:supplies|stocks?) lasts?|first \d+ (?:customers|people|orders|sign-?ups)|limit(?:ed to)? (?:one|1|\d+) per [\p{L}]+|one per customer|in-store only|online only|excludes? [^.,;]+|not valid [^.,;]+|cannot be combined[^.,;]*|non-refundable|no refunds?[^.,;]*|valid (?:until|through|till|on)[^.,;]*|(?:expires|ends) [^.,;]+|only \d+ [\p{L}]+|limited (?:seats|spots|stock|quantities|edition)[^.,;]*|free shipping[^.,;]*|rsvp[^.,;]*|registration required|ages? \d+\+?[^.,;]*`,
  String.raw`solo para [^.,;]+|exclusiv[oa]s? para [^.,;]+|hasta agotar (?:existencias|stock)|en compras? (?:superiores a|de más de|desde) \S+|pedidos? (?:superiores a|de más de|desde) \S+|no acumulable[^.,;]*|válid[oa] hasta[^.,;]*|plazas limitadas|envío gratis[^.,;]*`,
  String.raw`réservé(?:e|s|es)? aux? [^.,;]+|jusqu'à épuisement des stocks|dans la limite des stocks disponibles|dès \S+ d'achat|à partir de \S+ d'achat|pour toute commande de plus de \S+|non cumulable[^.,;]*|valable jusqu'[^.,;]*|places limitées|livraison offerte[^.,;]*|livraison gratuite[^.,;]*`,
  String.raw`nur für [^.,;]+|exklusiv für [^.,;]+|solange der Vorrat reicht|ab (?:einem )?(?:Bestellwert von )?\S+ (?:Bestellwert|Einkaufswert)|ab \d+\s?€|nicht kombinierbar[^.,;]*|gültig bis[^.,;]*|begrenzte Plätze|nur \d+ Plätze|versandkostenfrei[^.,;]*|Anmeldung erforderlich`,
  String.raw`exclusivo para [^.,;]+|somente para [^.,;]+|só para [^.,;]+|apenas para [^.,;]+|enquanto durarem os estoques|até acabar o estoque|em compras acima de \S+|acima de R\$ ?\S+|não cumulativ[oa][^.,;]*|válid[oa] até[^.,;]*|vagas limitadas|frete grátis[^.,;]*`,
  String.raw`solo per [^.,;]+|riservat[oa] (?:ai|agli|alle) [^.,;]+|fino a esaurimento scorte|per ordini (?:superiori a|sopra i|da) \S+|non cumulabile[^.,;]*|valid[oa] fino a[^.,;]*|posti limitati|spedizione gratuita[^.,;]*|prenotazione obbligatoria`,
].join('|');
const CONDITION = new RegExp(String.raw`(?<![\p{L}])(?:${CONDITIONS})`, 'giu');

const CLAUSE_TRIGGER = new RegExp(
  String.raw`(?<![\p{L}])(?:only|exclusive(?:ly)?|except|excluding|excludes|unless|if you|must|required|not|no|non-\p{L}+|free|included|including|inclusive|limit(?:ed)?|max(?:imum)?|min(?:imum)?|valid|expires?|eligible|first \d+|subject to|per (?:person|customer|household|order)|until|till|before|after|over|under|up to|at least|nur|kein\p{L}*|nicht|gratis|kostenlos|inklusive|inkl\.|ohne|bis|ab|mindestens|solo|sólo|incluid[oa]s?|sin|hasta|antes|salvo|seulement|uniquement|gratuit\p{L}*|inclus\p{L}*|sans|pas|jusqu|avant|sauf|dès|apenas|só|somente|grátis|incluíd[oa]s?|sem|não|até|antes|gratuit[oa]|inclus[oa]|senza|non|fino|entro|tranne|minimo)(?![\p{L}])`,
  'iu',
);

/** "No discount", "Keinen Rabatt anbieten", "Pas de code promo": the marketer's notes to the writer, which must not reach the email. */
const NOTE_TO_WRITER =
  /^(?:no|don'?t|do not|never|keine?n?|kein|pas de|ne pas|sin|sem|nessun[oa]?|niente|non)\s+(?:\p{L}+\s+)?(?:discount|offer|rabatt|angebot|code|promo|descuento|desconto|sconto|réduction|remise|mention|emoji)|\b(?:please|pls|por favor|s'il vous plaît|bitte|per favore|anbieten|mention|erwähnen|mencionar|mentionner|menzionare)\b/iu;

export function findConditions(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(CONDITION)) {
    const phrase = m[0].replace(/[\s)]+$/, '');
    const keywords = keywordsOf(phrase);
    if (keywords.length) out.push({ type: 'condition', start: m.index!, end: m.index! + phrase.length, value: { kind: 'words', keywords } });
  }
  // Any other short clause that limits, includes or excludes ("kids under 12 free", "no lock-in
  // contract", "nur im Restaurant, nicht zum Mitnehmen") is a condition too.
  for (const m of text.matchAll(/[^,;:.!?()\n–—]+/g)) {
    const clause = m[0].trim();
    const words = clause.split(/\s+/);
    if (words.length > 12 || !CLAUSE_TRIGGER.test(clause) || NOTE_TO_WRITER.test(clause)) continue;
    const start = m.index! + m[0].indexOf(clause);
    const keywords = keywordsOf(clause);
    if (keywords.length) out.push({ type: 'condition', start, end: start + clause.length, value: { kind: 'words', keywords } });
  }
  return out;
}

const STREET_EN = String.raw`\d{1,5}\s+(?:[NSEW]{1,2}\s+)?(?:[\p{Lu}\d][\p{L}\d.'-]*\s+){1,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Ln|Dr|Drive|Way|Pl|Place|Ct|Court|Hwy|Pkwy|Sq|Square|Terrace|Row|High Street)\b\.?`;
// A street type is written with a capital as often as without ("Calle Mayor 18", "Rua da Rosa 112").
const eitherCase = (words: string[]) => words.map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`).join('|');
const STREET_ROMANCE_TYPES = eitherCase(['via', 'viale', 'piazza', 'piazzale', 'corso', 'largo', 'rue', 'avenue', 'av\\.', 'boulevard', 'bd', 'place', 'quai', 'chemin', 'allée', 'calle', 'c\\/', 'avenida', 'avda\\.', 'paseo', 'plaza', 'carrer', 'rua', 'praça', 'alameda', 'travessa', 'estrada']);
const STREET_ROMANCE = String.raw`(?:${STREET_ROMANCE_TYPES})\s+(?:[\p{L}'.-]+\s+){0,4}?\d{1,5}[a-z]?|\d{1,4}(?:\s?bis)?,?\s+(?:rue|avenue|boulevard|bd|place|quai|chemin|allée)\s+(?:[\p{L}'.-]+\s?){1,5}`;
const STREET_DE = String.raw`[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|markt)\s+\d{1,4}[a-z]?|(?:[\p{Lu}][\p{L}-]+\s)(?:Straße|Strasse|Weg|Platz|Allee|Gasse)\s+\d{1,4}[a-z]?`;
const CITY = String.raw`(?:,\s*(?:\d{4,5}\s+)?[\p{Lu}][\p{L}-]+(?:\s[\p{Lu}][\p{L}-]+)?)?`;
const ADDRESS = new RegExp(String.raw`(?:${STREET_EN}|${STREET_DE}|${STREET_ROMANCE})${CITY}`, 'gu');

const VENUE_NOUNS = String.raw`store|shop|showroom|roastery|café|cafe|studio|gallery|warehouse|hall|bar|restaurant|bakery|taproom|brewery|library|clinic|office|campus|garden|park|market|boutique|tienda|local|taller|tostadero|librería|atelier|magasin|boutique|salle|torréfaction|Laden|Filiale|Rösterei|Werkstatt|Halle|Café|Galerie|loja|ateliê|espaço|torrefação|negozio|torrefazione|sede|laboratorio|galleria|enoteca`;
const VENUE = new RegExp(
  String.raw`\b(?:at|in|@|en|à|au|chez|im|in der|bei|na|no|em|presso|nel|nella|nella nostra|alla|in)\s+(?:(?:our|the|notre|nos|nuestro|nuestra|nuestros|unserer|unserem|unser|nossa|nosso|nostro|nostra|la|le|el|die|der|dem|a|o|il)\s+)?(?:(?:[\p{Lu}][\p{L}'’-]*\s+){0,3}(?:${VENUE_NOUNS})\b|(?:[\p{Lu}][\p{L}'’&-]*)(?:\s+[\p{Lu}][\p{L}'’&-]*){1,3})`,
  'gu',
);

export function findPlaces(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(ADDRESS)) {
    // "…du 2240 rue Beaubien Est. 55 $": the sentence's full stop and the space after it are not the
    // address's; an abbreviation's dot ("Main St.", "Av.") is.
    const address = m[0].replace(/\s+$/u, '').replace(/(?<![\s.](?:St|Ave|Av|Rd|Blvd|Dr|Ln|Pl|Ct|Sq|Hwy|Pkwy|Bd|str|Str|av|bd))\.$/u, '');
    out.push({ type: 'address', start: m.index!, end: m.index! + address.length, value: { kind: 'words', keywords: keywordsOf(address) } });
  }
  for (const m of text.matchAll(VENUE)) {
    const words = m[0].split(/\s+/).slice(1).join(' ');
    // "in January", "at 7 PM" are dates and times, not places.
    if (MONTH_START.test(words) || /^\d/.test(words)) continue;
    const start = m.index! + m[0].indexOf(words);
    const keywords = keywordsOf(words);
    if (keywords.length) out.push({ type: 'venue', start, end: start + words.length, value: { kind: 'words', keywords } });
  }
  return out;
}

const ROLE = String.raw`(?:meet|with|by|from|featuring|hosted by|host|chef|founder|owner|CEO|Dr\.?|Mr\.?|Ms\.?|Mrs\.?|head \w+|con|avec|mit|com|di|de|von|par|por|da|Sr\.?|Sra\.?|M\.|Mme|Herr|Frau|Signor[a]?|Dott\.?(?:ssa)?)`;
const NAME = String.raw`[\p{Lu}][\p{Ll}'’-]+(?:\s(?:de|da|van|von|di|del|dos|le|la)\s)?(?:\s[\p{Lu}][\p{Ll}'’-]+){1,2}`;
const PERSON = new RegExp(String.raw`(?:\b${ROLE},?\s+(${NAME})(?=[\s,.;:!?)]|$)|,\s+(${NAME}),)`, 'gu');
/** Names with a digit or an internal capital read as products: "Trailrunner 3", "JBL Tune 520BT", "Siemens EQ.6". */
const PRODUCT = /(?<![\p{L}\d])((?:[\p{Lu}][\p{L}\d'’.-]*)(?:\s(?:[\p{Lu}][\p{L}\d'’.-]*|\d[\p{L}\d.-]*|[\p{Lu}\d]{2,}[\p{L}\d.-]*)){1,3})/gu;

export function findNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  // "Dr. Gruber", "Herr Brandt", "Mme Leroy": an honorific makes one capitalised word a name.
  for (const m of text.matchAll(/(?<![\p{L}])(?:Dr|Mr|Mrs|Ms|Herr|Frau|Sr|Sra|Mme|Dott|Dott\.ssa|Prof)\.?\s+((?:[\p{Lu}][\p{Ll}'’-]+)(?:\s[\p{Lu}][\p{Ll}'’-]+){0,2})/gu)) {
    const start = m.index!;
    out.push({ type: 'person', start, end: start + m[0].length, value: { kind: 'words', keywords: keywordsOf(m[1]) } });
  }
  for (const m of text.matchAll(PERSON)) {
    const name = m[1] ?? m[2];
    const start = m.index! + m[0].lastIndexOf(name);
    if (MONTH_START.test(name)) continue;
    out.push({ type: 'person', start, end: start + name.length, value: { kind: 'words', keywords: keywordsOf(name) } });
  }
  for (const m of text.matchAll(PRODUCT)) {
    const start = m.index!;
    // A name does not run across a sentence end ("Business. A").
    m[1] = m[1].split(/\.\s/)[0];
    if (!/\s/.test(m[1]) && !/\d/.test(m[1])) continue;
    // A capital at the start of a sentence is not a name.
    const before = text.slice(0, start).trimEnd();
    if (before === '' || /[.!?:\n]$/.test(before)) continue;
    if (MONTH_START.test(m[1]) && /\d/.test(m[1])) continue;
    const keywords = keywordsOf(m[1]);
    if (keywords.length) out.push({ type: 'product', start, end: start + m[1].length, value: { kind: 'words', keywords } });
  }
  return out;
}

/** The items of a multi-topic brief: "1) … 2) …", "- …" or "• …" lines; each is a topic. */
/**
 * Where the message of a topic starts, or -1 for a note to the copywriter: a directive about the
 * email ("Keinen Rabatt anbieten", "Pas de code promo") is no topic, and an instruction's lead-in
 * ("Write the reset-your-PIN email for…", "Schreib unseren Stammkunden, dass…") is no part of one
 * — the generator drops or rewrites both (../understand/rewrites), so a check of a brief must not
 * ask the email for them.
 */
function messageStart(item: string, language: FactLanguage): number {
  const rules = REWRITES[language];
  if (rules.directive.test(item.trim())) return -1;
  for (const rule of rules.rules) {
    const m = rule.match.exec(item);
    if (!m) continue;
    const to = rule.to(m, 'formal');
    if (to === null) return -1;
    return to === '' ? m.index + m[0].length : 0;
  }
  return 0;
}

export function findTopics(text: string, language?: FactLanguage): Candidate[] {
  const items: Array<[number, number]> = [];
  // "1) … 2) …" or "1. …" at line starts, numbered 1, 2, 3… in order (so "23. Dezember bis 6. Januar" is no list).
  const numbered: RegExpMatchArray[] = [];
  for (const m of text.matchAll(/(?:^|[\s;:])\(?(\d{1,2})[).]\s+/g))
    if (Number(m[1]) === numbered.length + 1) numbered.push(m);
  if (numbered.length >= 2) {
    for (let i = 0; i < numbered.length; i++) {
      const start = numbered[i].index! + numbered[i][0].length;
      const end = i + 1 < numbered.length ? numbered[i + 1].index! : text.length;
      items.push([start, end]);
    }
  } else {
    const bullets = [...text.matchAll(/^[ \t]*[-•*–][ \t]+(.+)$/gm)];
    if (bullets.length >= 2) for (const b of bullets) items.push([b.index! + b[0].indexOf(b[1]), b.index! + b[0].length]);
    else items.push(...sentenceTopics(text));
  }
  const out: Candidate[] = [];
  for (let [start, end] of items) {
    if (language) {
      const from = messageStart(text.slice(start, end), language);
      if (from < 0) continue;
      start += from;
    }
    while (end > start && /[\s;,.]/.test(text[end - 1])) end--;
    const keywords = keywordsOf(text.slice(start, end));
    if (keywords.length >= 2) out.push({ type: 'topic', start, end, value: { kind: 'words', keywords } });
  }
  return out;
}

/**
 * A brief without list marks ("quiz night moving to wednesdays… new winter menu… booking for xmas
 * day lunch…") still has one topic per sentence; only a prompt of three or more sentences is read so,
 * since a one- or two-sentence prompt has one subject.
 */
function sentenceTopics(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  // A label before a colon ("newsletter pls:", "Brief:") is not a topic.
  const label = /^[^.!?\n:]{0,40}:\s*/.exec(text);
  const from = label ? label[0].length : 0;
  for (const m of text.slice(from).matchAll(/[^.!?;\n]+(?:[.!?;]+(?=\s|$)|\n|$)/g)) {
    const start = from + m.index! + (m[0].length - m[0].trimStart().length);
    const end = from + m.index! + m[0].trimEnd().length;
    if (keywordsOf(text.slice(start, end)).length >= 3) out.push([start, end]);
  }
  return out.length >= 3 ? out : [];
}
