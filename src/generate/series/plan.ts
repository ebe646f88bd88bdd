/**
 * Planning an email series (issue #23) from one brief, without storage or rendering: how many
 * emails the user asked for (the request's `count`, or words such as "a 3-email welcome series",
 * "Secuencia de 3 correos", "in 2 Mails"), which kind of sequence it is, which part of the prompt
 * belongs to which email ("Email 2: …", "2) …", "the second one the next day: …", "day 3: …", one
 * clause per email), each email's role and its send offset in days after the trigger (fractions of
 * a day for a cart reminder "an hour after", days for a welcome series, counted back from the
 * event or launch day when the prompt names one).
 */
import type { CopyLanguage, Purpose } from '../types';
import { ONBOARDING_WORDS } from '../understand/lexicon';
import { hasAny } from '../understand/match';
import { withoutWriterNotes } from '../understand/notes';
import { fold } from '../understand/text';
import { boundaries, chainOf, COUNT, COUNT_WORDS, dayLabel, headAt, numberedLines, NUMBER_WORDS, partSchedule, stripHead, trailing, UNIT, type Head } from './heads';

export const SERIES_MAX = 7;

export const SEQUENCES = ['welcome', 'abandoned-cart', 'launch-countdown', 'win-back', 'onboarding', 'sale-countdown', 'event-reminders', 'nurture'] as const;
export type SequenceKind = (typeof SEQUENCES)[number];

/** Roles, in order, each kind of sequence gives its emails; the last role closes the series. */
const ROLES: Record<SequenceKind, { roles: string[]; last: string }> = {
  welcome: { roles: ['welcome', 'story', 'recommendation', 'social-proof', 'tips', 'reminder'], last: 'offer' },
  'abandoned-cart': { roles: ['reminder', 'reassurance', 'reminder-2', 'reminder-3', 'reminder-4', 'reminder-5'], last: 'incentive' },
  'launch-countdown': { roles: ['teaser', 'details', 'early-access', 'countdown', 'countdown-2', 'countdown-3'], last: 'launch' },
  'win-back': { roles: ['we-miss-you', 'incentive', 'reminder', 'reminder-2', 'reminder-3', 'reminder-4'], last: 'last-chance' },
  onboarding: { roles: ['welcome', 'first-step', 'next-step', 'tip', 'tip-2', 'tip-3'], last: 'upgrade' },
  'sale-countdown': { roles: ['teaser', 'launch', 'reminder', 'reminder-2', 'reminder-3', 'reminder-4'], last: 'last-chance' },
  'event-reminders': { roles: ['invitation', 'reminder', 'reminder-2', 'reminder-3', 'reminder-4', 'reminder-5'], last: 'day-of' },
  nurture: { roles: ['introduction', 'follow-up', 'follow-up-2', 'follow-up-3', 'follow-up-4', 'follow-up-5'], last: 'last-call' },
};

/** Default send offsets (days after the trigger) per kind, for emails whose part of the prompt states none. */
const OFFSETS: Record<SequenceKind, number[]> = {
  welcome: [0, 2, 4, 7, 10, 14, 21],
  'abandoned-cart': [0.04, 1, 3, 5, 7, 10, 14],
  'launch-countdown': [0, 3, 6, 7, 8, 9, 10],
  'win-back': [0, 7, 14, 21, 28, 35, 42],
  onboarding: [0, 1, 3, 7, 12, 14, 21],
  'sale-countdown': [0, 1, 2, 3, 4, 5, 6],
  'event-reminders': [0, 7, 13, 14, 15, 16, 17],
  nurture: [0, 3, 7, 14, 21, 28, 35],
};

const NUM = `(\\d|${Object.keys(NUMBER_WORDS).join('|')})`;
const EMAIL_WORDS = '(?:e-?mails?|mails?|correos?(?: electronicos?)?|courriels?|messages?|mensajes?|mensagens?|messaggi|nachrichten|newsletters?|envios|envois|invii|aussendungen|sends|parts?|partes?|steps?|etapes?|schritte|touches?|reminders?|erinnerungen|recordatorios?|rappels?|lembretes?|promemoria)';
/** "3-email", "3 emails", "three-part", "3 correos", "2 Mails", "3 e-mails", "x2". */
const COUNT_RE = new RegExp(`(?<![\\p{L}\\d])${NUM}[\\s-]*(?:[\\p{L}-]+\\s+)?${EMAIL_WORDS}(?![\\p{L}])|(?:${EMAIL_WORDS}|flow|series|sequence|drip|serie|secuencia|sequencia|sequenza)\\s*x\\s*(\\d)(?!\\d)`, 'u');
const SERIES_WORDS = /(?<![\p{L}])(series|sequence|flow|flujo|fluxo|flusso|drip|journey|cadence|countdown|serie|secuencia|serie|sequencia|sequence|strecke|reihe|folge|sequenza|regua|campaign of)(?![\p{L}])/u;

/** The number of emails a prompt asks for in words, with where it says so; undefined for one email. */
export function countInWords(prompt: string): { count: number; span: [number, number] } | undefined {
  const folded = fold(prompt);
  const m = COUNT_RE.exec(folded);
  if (!m) return undefined;
  const raw = m[1] ?? m[2];
  const count = /^\d$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
  if (!count || count < 2 || count > SERIES_MAX) return undefined;
  // "3 emails" is a series when the prompt says so or lists the emails; "2 reminders" always is.
  const said = SERIES_WORDS.test(folded) || /remind|erinner|record|rappel|lembr|promemoria|x\s*\d/.test(m[0]) || /\b(mails?|e-?mails?|correos?|courriels?)\b/.test(m[0]);
  if (!said) return undefined;
  return { count, span: [m.index, m.index + m[0].length] };
}

const KIND_OF_PURPOSE: Partial<Record<Purpose, SequenceKind>> = {
  welcome: 'welcome',
  'abandoned-cart': 'abandoned-cart',
  're-engagement': 'win-back',
  'product-launch': 'launch-countdown',
  event: 'event-reminders',
  promotional: 'sale-countdown',
  holiday: 'sale-countdown',
};

/**
 * The kind of sequence, from the purpose the purpose lexicon read in the prompt (or the request
 * gave): one reading of what the emails are for, not a second word list beside it. A welcome that
 * starts a trial or teaches the product ("onboarding", "free trial") is an onboarding sequence.
 */
export function sequenceKind(prompt: string, purpose: Purpose): SequenceKind {
  const kind = KIND_OF_PURPOSE[purpose] ?? 'nurture';
  return kind === 'welcome' && hasAny(fold(prompt), ONBOARDING_WORDS) ? 'onboarding' : kind;
}

export function rolesFor(kind: SequenceKind, count: number): string[] {
  const { roles, last } = ROLES[kind];
  return [...roles.slice(0, count - 1), last];
}

// ---------------------------------------------------------------------------------------------
// Which part of the prompt belongs to which email (the heads that say so: heads.ts)

export interface SeriesPart {
  /** The email it belongs to, 1-based. */
  position: number;
  text: string;
  /** A day the part states ("day 3", "after 3 days", "the next day", "an hour after"), when it does. */
  offsetDays?: number;
  /** The offset counts from the previous email ("a week later"), not from the trigger. */
  relative?: boolean;
  /** The offset counts back from the event or launch day ("a week before", "the day before launch", "on the day"). */
  beforeEvent?: number;
  /** The offset counts back from the end of what an earlier part says is valid for a while ("3 days before the end" of "a code valid 10 days"). */
  beforeEnd?: number;
  /** The part names the day it goes out ("Teaser am 1.12."). */
  onDate?: { month: number; day: number };
  /** Days what the part offers stays valid ("valid for 10 days", "valable 10 jours"), counted from its send. */
  validDays?: number;
  /** The part names the weekday it goes out: 0 = Sunday. */
  weekday?: number;
  /** The part's head names the launch or the event with its day ("lançamento dia 3/12"), as written: the emails before it announce that day. */
  launch?: string;
  /** The part names the day of the month it goes out ("Le mercredi 9 :"): the first such day after the email before. */
  onDay?: number;
  /** The day it goes out as the head writes it ("Sonntag 6.12."), no longer in `text`: a countdown's later emails say it. */
  sendDay?: string;
  /** The part's head calls it the launch ("jeudi 3 décembre : lancement, …"): that email is the launch, those after it remind. */
  launchStep?: boolean;
}

export interface SeriesSplit {
  /** What comes before the first email's part (the brief's context), the count words removed. */
  preamble: string;
  /** One entry per email, in order; an email the prompt gives nothing of its own has an empty text. */
  parts: SeriesPart[];
  /** How the parts were found. */
  by: 'labels' | 'clauses' | 'spread';
  /** Who an email goes to, as the prompt says it (position 0: the whole series): a note for the marketer, in no email. */
  audience?: Array<{ position: number; note: string }>;
  /** What the brief tells the writer or the developer ("dev note: …", "(pas de photos de …)"): in no email. */
  notes?: string[];
}

/** The send offset a part states, if any. */
export function statedOffset(text: string): Pick<SeriesPart, 'offsetDays' | 'relative' | 'beforeEvent' | 'weekday'> {
  const { content: _c, sendDay: _d, ...rest } = partSchedule(text);
  return rest;
}

/** The parts of the prompt, after its count words, as separate clauses: lines, then "; ", then ". ", then ", then". */
function clauses(body: string): string[] {
  const lines = numberedLines(body).split(/\n+/).map((l) => l.trim()).filter(Boolean);
  if (lines.length > 1) return lines;
  const bySemicolon = body.split(/;\s+/).map((s) => s.trim()).filter(Boolean);
  if (bySemicolon.length > 1) return bySemicolon;
  const bySentence = body.split(/(?<=[.!?])\s+(?=\p{Lu}|\d|[a-z]+\s*\d*:)/u).map((s) => s.trim()).filter(Boolean);
  if (bySentence.length > 1) return bySentence;
  return body
    .split(/,?\s+(?=(?:and\s+)?(?:then|finally|lastly|puis|enfin|luego|al final|finalmente|dann|zum schluss|por fim|poi|infine)\b)/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A head ending in a colon ("…at 20:00: the invitation", "Panier abandonné : …"), not the colon of a time. */
const HEAD_COLON = /^(.*?(?:[^\d\s]|\d:\d\d))\s?:\s+(.+)$/su;

/** Asking for the emails, before their count: "I need", "necesito", "Brauch", "il me faut", "preciso de", "mi servono", "write me". */
const REQUEST =
  /^\s*(?:(?:hi|hey|hola|hallo|salut|ciao|ol[aá]|oi)[,!]?\s+)?(?:(?:please|pls|por favor|bitte|s'il te pla[iî]t|s'il vous pla[iî]t|per favore)[,]?\s*)?(?:(?:i|we)\s+(?:need|want|would like|'d like)|need|necesito|necesitamos|quiero|queremos|(?:ich\s+|wir\s+)?brauch(?:e|en)?|il (?:me|nous) faut|j'ai besoin d[e']|nous avons besoin d[e']|je voudrais|preciso(?: de)?|precisamos(?: de)?|quero|queria|mi servono|ci servono|ho bisogno di|abbiamo bisogno di|vorrei|(?:can you |could you )?(?:write|draft|make|prepare|create|set up|put together|build|plan|schedule)(?: me| us)?|escr[ií]beme|redacta(?:me)?|arm[aá](?:me|nos)|haz(?:me)?|hac[eé]me|schreib(?:e)?(?: mir| uns)?|erstell(?:e|en)?(?: mir| uns)?|[ée]cris(?:-moi)?|r[ée]dige(?:-moi)?|pr[ée]pare(?:-moi)?|fais(?:-moi)?|escreve(?:-me)?|faz(?:-me)?|prepara(?:-me|me|mi|nos)?|prepará(?:me|nos)|scrivi(?:mi)?|crea(?:mi)?|fammi)?[\s,:]*$/iu;
/** The same request verbs when the series' name follows them ("Prepara una serie di benvenuto in tre email", "Write a welcome series of 3 emails"). */
const REQUEST_VERB = new RegExp(REQUEST.source.replace(/\)\?\[\\s,:\]\*\$$/u, ')\\s+(?=\\p{L})'), 'iu');

/** The count words with the preposition before them: "de 3 correos", "in 2 Mails", "a 3-email". */
function withoutCount(prompt: string, span: [number, number]): string {
  const before = prompt
    .slice(0, span[0])
    .replace(/(?:^|\s)(?:a|an|de|in|em|en|di|of|von|une?|una?|um|uma|eine?|com|con|mit|with)\s*$/iu, ' ')
    // "necesito tres correos para …", "Brauch 3 Mails für …", "I need 3 emails for …": the request for the emails goes with their count.
    .replace(REQUEST, '')
    // "Prepara una serie di benvenuto in tre email …": the verb that asks for it, before the series' name.
    .replace(REQUEST_VERB, '');
  // "3 courriels pour notre Marché …": the preposition after the count words went with them.
  // "3 emails da liquida de Natal …": so does the one that says what they are about.
  const after = before.trim() ? prompt.slice(span[1]) : prompt.slice(span[1]).replace(/^\s*(?:pour|for|para|pra|per|fur|für|about|sobre|sur|über|su|da|do|della|del|du|des|on)\s+/iu, ' ');
  // The series word names the series only in the count's own clause ("una serie di benvenuto in tre email", "welcome
  // series (3 emails)"); further on it is the brief's ("con el n° de serie", "numéro de série"), and stays.
  const end = /[.!?:;](?=\s|$)|\n/u.exec(after)?.index ?? after.length;
  const named = `${before}${after.slice(0, end)}`
    .trimStart()
    // "Série pour le lancement …", "Serie per la cena …", "onboarding series for …": the series word plans, it is not copy.
    .replace(/^(?:series|sequence|serie|série|secuencia|sequência|sequenza)(?:\s+(?:pour|per|para|for|de|di|of)(?=\s))?\s*/iu, '')
    // "una serie di benvenuto", "Séquence d'onboarding": the series' name with what kind it is, else the series word alone.
    .replace(/(?<![\p{L}])(?:(?:una?|une|uma|a|an|the|la|el|il|eine?)\s+)?(?:series|sequence|serie|série|séquence|secuencia|sequência|sequenza)\s+(?:(?:de|di|da|do|of)\s+|d['’])[\p{L}-]+(?![\p{L}])\s*|(?<![\p{L}])(?:series|sequence|serie|série|séquence|secuencia|sequência|sequenza|drip)(?![\p{L}])\s*/iu, '')
    // "… in tre email per i nuovi donatori": with the request and the series' name gone, so goes the preposition after them.
    .replace(/^\s*(?:pour|for|para|pra|per|fur|für)\s+/iu, '');
  return `${named}${after.slice(end)}`
    // "(3 mails)": the brackets the count words were in go with them.
    .replace(/\(\s*\)/gu, '')
    // Spaces close up; a line break stays (the lines of a Markdown brief are its parts).
    .replace(/[^\S\n]{2,}/gu, ' ')
    .replace(/[^\S\n]*\n\s*/gu, '\n')
    .replace(/[^\S\n]+([:,.;])/gu, '$1')
    .trim();
}

/**
 * Splits a series prompt: the preamble (context for every email) and each email's part. `countSpan`
 * (from countInWords) is removed from the preamble so "3-email" is never read as a fact. The parts
 * are found by their heads (see HEAD_RE in heads.ts): "Email 2:", "1)", "el primero a las 2 horas", "2e une
 * semaine après", "prima mail dopo 1 ora, seconda il giorno dopo …", "Einladung (…), Erinnerung drei
 * Tage vorher, und am Tag selbst: …"; else one clause per email; else the emails differ by role.
 */
function splitParts(prompt: string, count: number, countSpan: [number, number] | undefined, notes: string[]): SeriesSplit & { after?: string } {
  const text = numberedLines(countSpan ? withoutCount(prompt, countSpan) : prompt);
  const f = fold(text);
  const heads = boundaries(f).flatMap((b) => {
    const h = headAt(f, b);
    if (!h) return [];
    // "- Mail 2 (Freitag früh, 7 Uhr): …": a label after a line's bullet names its email, and the bullets under it are its lines.
    const label = h.bullet ? headAt(f, h.end + (/^[^\S\n]*/u.exec(f.slice(h.end))?.[0].length ?? 0)) : undefined;
    return label?.explicit && !label.bullet && !label.day && typeof label.position === 'number' ? [h, label] : [h];
  });
  // Bullets under labels that name every email ("J+2", "Email 2", "Day 3") are those emails' lines, not emails of their own.
  const labels = heads.some((h) => h.bullet) ? chainOf(f, heads.filter((h) => h.explicit && !h.bullet), count) : undefined;
  const named = labels && new Set(labels.chain.map((h) => h.pos)).size === count ? labels : undefined;
  const found = count > 1 ? (named ?? chainOf(f, heads, count)) : undefined;
  if (found) {
    const { chain, implicit } = found;
    const labelled: Array<{ position: number; text: string; day?: boolean }> = [];
    const first = implicit ?? chain[0].at;
    if (implicit !== undefined) labelled.push({ position: 1, text: trailing(text.slice(implicit, chain[0].at)) });
    // "el primero a la hora, el segundo a las 24 horas. En el primero …, en el segundo …": the emails named a second
    // time, from the first again, each say what goes in it (the first round said when).
    const last = chain[chain.length - 1];
    const again = chainOf(f, heads.filter((h) => h.at >= last.end && h.explicit && !h.bullet && typeof h.position === 'number'), count);
    const round = again && again.implicit === undefined && again.chain[0].pos === 1 && again.chain.length > 1 ? again.chain : [];
    const all = [...chain, ...round];
    all.forEach((h, k) => labelled.push({ position: h.pos, text: trailing(text.slice(h.at, all[k + 1]?.at ?? text.length)), day: h.day }));
    offersAfterInlineChain(text, first, last.at, labelled);
    const after = afterTheList(labelled);
    return { preamble: trailing(text.slice(0, first)), parts: gather(count, labelled, notes), by: 'labels', ...(after ? { after } : {}) };
  }
  // No heads: one clause per email when the clauses (after a preamble ending in a colon) match the count.
  const colon = HEAD_COLON.exec(text);
  const [pre, body] = colon ? [colon[1], colon[2]] : ['', text];
  const rest = clauses(body);
  if (rest.length === count) {
    return { preamble: pre.trim(), parts: gather(count, rest.map((t, i) => ({ position: i + 1, text: t })), notes), by: 'clauses' };
  }
  const all = clauses(text);
  if (all.length === count + 1) {
    return { preamble: all[0], parts: gather(count, all.slice(1).map((t, i) => ({ position: i + 1, text: t })), notes), by: 'clauses' };
  }
  // Otherwise the whole prompt is the context and the emails differ by their roles.
  return { preamble: text.trim(), parts: gather(count, [], notes), by: 'spread' };
}

/** A price or a share off: "29 €", "€29", "$18", "CHF 80", "-30 %". */
const OFFER_FIGURE = /\d\s?%|\d\s?(?:€|\$|£|eur|chf|usd|gbp)(?![\p{L}])|(?:€|\$|£|chf|eur)\s?\d/iu;

/**
 * "…: Teaser am …, Sale-Start … -30 % …, und Last Call …, Sale endet um Mitternacht. Service-Bonus: Ski-Service um 29 €
 * statt 39 €. …": when every email is named inside one sentence, a sentence after it that states an offer belongs with
 * the emails' offers (the first part that states one), not with the last email, whose clause ended with that sentence.
 */
function offersAfterInlineChain(text: string, first: number, lastHead: number, labelled: Array<{ position: number; text: string }>): void {
  // A sentence ends at a stop before a capital or a line break, not at a date's dots ("Montag 30.11. (…)").
  const STOP = /(?<!\d)[.!?](?=\s+[\p{Lu}„“"«(]|\s*\n)/u;
  if (STOP.test(text.slice(first, lastHead))) return;
  const last = labelled[labelled.length - 1];
  const stop = STOP.exec(last.text);
  if (!stop || stop.index === undefined) return;
  const home = labelled.find((l) => l !== last && OFFER_FIGURE.test(l.text));
  if (!home) return;
  const after = last.text.slice(stop.index + 1).trim().split(/(?<=[.!?])\s+/u);
  const offers = after.filter((sentence) => OFFER_FIGURE.test(sentence));
  if (!offers.length) return;
  last.text = [last.text.slice(0, stop.index + 1), ...after.filter((sentence) => !offers.includes(sentence))].join(' ').trim();
  home.text = `${home.text.replace(/[\s,;]+$/u, '')}. ${offers.join(' ')}`;
}

/** "valid for 10 days", "valable 10 jours", "válido por 10 días", "10 Tage gültig", "valido per 10 giorni". */
const VALID_FOR = new RegExp(
  `(?:valid(?: for)?|valable(?: pendant)?|valid[oa](?: por| durante| per)?|gultig(?: fur)?|vale(?: por)?)\\s+(${COUNT})\\s*(days?|dias|jours|tage|giorni|weeks?|semanas|semaines|wochen|settimane)(?![\\p{L}])`,
  'u',
);

/** "dev note: count comes in the request, …", "internal note: …", "nota para el dev: …": to the end of its line, for the developer. */
const DEV_NOTE =
  /(?<![\p{L}])(?:(?:dev(?:eloper)?|tech(?:nical)?|internal|api|interne?|interna|intern)\s+(?:note|nota|notiz|hinweis|remarque)s?|(?:note|nota|notiz|hinweis|remarque)\s+(?:for|para|pour|fur|per|pro)\s+(?:the\s+|el\s+|le\s+|den\s+|il\s+|o\s+|os\s+|los\s+|les\s+|i\s+)?(?:devs?|developers?|desarrolladores?|developpeurs?|entwickler(?:innen)?|desenvolvedores?|sviluppatori))\s*:[^\n]*/u;

function withoutDevNotes(text: string, notes: string[]): string {
  const m = DEV_NOTE.exec(fold(text));
  if (!m) return text;
  notes.push(text.slice(m.index, m.index + m[0].length).trim());
  return withoutDevNotes(`${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.replace(/[^\S\n]{2,}/gu, ' ').trim(), notes);
}

/**
 * A sentence that tells the writer to leave out what it says ("Le prix de la boîte-cadeau est à confirmer, donc n'en parle
 * pas.", "…, so don't mention it.") or where to say it ("Das erst in Mail 4 erwähnen.", "Mention it only in email 4."): all note.
 */
const LEAVE_OUT = new RegExp(
  [
    "(?:donc|alors|du coup)\\s+n'en (?:parle|parlez|dis|dites)\\s+(?:pas|rien)|ne (?:le|la|les) mentionne(?:z)? pas",
    "so (?:don'?t|do not) (?:mention|say|include) (?:it|that|this|them)|(?:mention|say) (?:it|that|this) only in (?:e-?mail|mail) \\d",
    "(?:asi que|entonces|por eso|o sea)\\s+no (?:lo|la|los|las) (?:menciones|digas|nombres|incluyas)|mencionarlo solo en el (?:correo|mail|e-?mail) \\d",
    "(?:entao|por isso|logo)\\s+nao (?:fale|fala|mencione|menciona|diga|diz)|(?:so|somente) mencionar no (?:e-?mail|mail) \\d",
    "(?:quindi|percio|per cui)\\s+non (?:parlarne|menzionarlo|citarlo|dirlo|nominarlo)|(?:da )?menzionare solo nella (?:e-?)?mail \\d",
    "(?:also|daher|deshalb|darum)\\s+(?:nicht|nichts davon) (?:erwahnen|sagen|nennen)|(?:das|dies|den preis|die preise)\\s+(?:erst|nur) in (?:der )?(?:e-?mail|mail) \\d\\s+(?:erwahnen|nennen|sagen)",
  ].join('|'),
  'u',
);

/** "der Link ist 48 h gültig – nicht 24 h wie im alten Text!": what an earlier text said wrongly is for the writer, not the reader. */
const OLD_WORDING =
  /\s[–—-]\s+(?:nicht|not|no|non|pas|nao)\s[^.!?\n]*?(?:wie (?:im|in)|as (?:in|on)|like (?:in|on)|como (?:en|no|na)|comme (?:dans|sur)|come (?:nel|in|sul))\s[^.!?\n]*?(?:alt|old|antig|ancien|vecchi|vorig|previous|anterior|precedent)[^.!?\n]*[.!?]*/u;
function withoutOldWording(text: string, notes: string[]): string {
  const m = OLD_WORDING.exec(fold(text));
  if (!m) return text;
  notes.push(text.slice(m.index, m.index + m[0].length).replace(/^[\s–—-]+/u, '').trim());
  const after = text.slice(m.index + m[0].length);
  return `${text.slice(0, m.index)}${/[.!?]$/u.test(m[0]) && !/^\s*$/u.test(after) ? '.' : ''}${after}`.trim();
}

/**
 * A part or context without its sentences that are all note to the writer, as the single email's reader reads them
 * (understand/notes.ts: "Non chiamare gli utenti \"early adopter\" …", "Pas de « DERNIÈRE CHANCE ».", "Don't mention …"):
 * said after the last email's line they are for the whole series, and no email's other readers (a quoted name read as a
 * product, a date) may take anything from them. A part that is all note stays (its reader drops it).
 */
/** A sentence whose reader's words are themselves all note ("Pas de majuscules criardes, pas de « … »." keeps its second clause) is all note. */
function allNote(t: string, language: CopyLanguage): boolean {
  const kept = withoutWriterNotes(t, language);
  return LEAVE_OUT.test(fold(t)) || kept === null || (typeof kept === 'string' && kept !== t && withoutWriterNotes(kept, language) === null);
}

/** `whole`: the text is said in every email, so a text that is all note goes whole (no email's own reader sees it alone). */
function withoutNoteSentences(text: string, language: CopyLanguage | undefined, notes: string[], whole = false): string {
  if (!language) return text;
  const cleaned = withoutOldWording(text, notes);
  // Each sentence with the space or line break before it, so what stays is joined as it was written ("zzgl. MwSt." stays on one line).
  // Said in every email, a casual brief's sentence may start in lower case ("envío gratis a todo México. nada de hashtags").
  const pieces = cleaned.split(whole ? /((?<=[.!?])\s+(?=[\p{Lu}"«“„¡¿])|(?<=\p{L}{3}[.!?])\s+(?=\p{Ll})|\n+)/u : /((?<=[.!?])\s+(?=[\p{Lu}"«“„¡¿])|\n+)/u);
  const sentences = pieces.filter((_t, i) => i % 2 === 0);
  const before = (i: number) => (i === 0 ? '' : pieces[2 * i - 1]);
  const note = sentences.map((t) => t.trim() !== '' && allNote(t.trim(), language));
  if (!note.some(Boolean) || (note.every(Boolean) && !whole)) return cleaned;
  notes.push(...sentences.filter((_t, i) => note[i]).map((t) => t.trim()));
  return sentences
    .map((t, i) => (note[i] ? '' : `${before(i)}${t}`))
    .join('')
    .trim();
}

export function splitSeries(prompt: string, count: number, countSpan?: [number, number], language?: CopyLanguage): SeriesSplit {
  const notes: string[] = [];
  const { after, ...read } = splitParts(withoutDevNotes(prompt, notes), count, countSpan, notes);
  // The lines after the list are said in every email: what in them is for the writer goes whole, as in a part.
  const kept = after ? withoutNoteSentences(withoutPleas(withoutNoteLines(after, notes), notes, true), language, notes, true) : '';
  const every: string[] = kept ? [kept] : [];
  const own = { ...read, preamble: withoutEvery(read.preamble, every), parts: read.parts.map((p) => ({ ...p, text: withoutEvery(p.text, every) })) };
  const split = {
    ...own,
    preamble: withoutNoteSentences(own.preamble, language, notes),
    parts: own.parts.map((p) => ({ ...p, text: [withoutNoteSentences(p.text, language, notes), ...every].filter(Boolean).map((t, i, all) => (i < all.length - 1 && !/[.!?…]["»”)]*$/u.test(t) ? `${t}.` : t)).join(' ') })),
  };
  const audience: Array<{ position: number; note: string }> = [];
  const context = withoutAudience(withoutCountedFrom(split.preamble, notes));
  context.text = withoutSeriesName(withoutFurniture(context.text));
  // "onboarding series for new trial users (14-day trial):": a context left as one bracket is said without it.
  const bracket = /^\(([^()]+)\)[.:]?$/u.exec(context.text.trim());
  if (bracket) context.text = bracket[1].trim();
  if (context.note) audience.push({ position: 0, note: context.note });
  const parts = split.parts.map((p) => {
    const own = withoutAudience(p.text);
    if (!own.note) return p;
    audience.push({ position: p.position, note: own.note });
    return { ...p, text: own.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) };
  });
  return { ...split, preamble: context.text, parts, ...(audience.length ? { audience } : {}), ...(notes.length ? { notes } : {}) };
}

/**
 * "- Mail 3 am Freitag, 1.1.: heute ist es so weit\nKonzert: Freitag, 1. Jänner 2027, 17 Uhr, Raiffeisenhaus Lana": when
 * every email before the last has one line of its own, the lines after the last email's line are about the whole series
 * (the concert every email is about, "envío gratis a todo México"), not the last email's alone. Not when the last email's
 * line only heads its lines ("3) Last call:\n…"), when they are its bullets, or when they say so ("In all of them: …").
 */
function afterTheList(labelled: Array<{ position: number; text: string }>): string | undefined {
  const last = labelled[labelled.length - 1];
  if (!last || labelled.slice(0, -1).some((l) => l.text.trim().includes('\n'))) return undefined;
  const [first, ...rest] = last.text.trim().split('\n');
  const after = rest.join('\n').trim();
  if (!after || /:\s*$/u.test(first) || /^\s*(?:[-•*–]|\d{1,2}[.)])\s/mu.test(after) || EVERY.test(fold(after))) return undefined;
  last.text = first;
  return after;
}

/**
 * "In all of them: strictly 18+, bring ID.", "En los dos, al pie: «…»", "Em TODOS, no rodapé: "…"", "In allen Mails: …",
 * "Dans les trois : …", "In tutte e tre: …": what every email says, to the end of its line, without the words that say so.
 */
const EVERY = new RegExp(
  '(?<=^|[.;!?\\n]\\s*)(?:in all of them|in all (?:the )?(?:e-?mails|two|three|four|five)|in (?:every|each) (?:one|e-?mail)|in both(?: e-?mails)?|' +
    'en (?:los|las) (?:dos|tres|cuatro|cinco)(?: correos)?|en todos(?: los correos)?|en ambos|en cada correo|' +
    'em todos(?: os e-?mails)?|nos dois|nas duas|nos tres|em ambos|em cada e-?mail|' +
    'dans (?:tous|les (?:deux|trois|quatre|cinq)|chaque courriel|chacun)(?: les courriels)?|' +
    'in allen(?: (?:drei|vier|funf))?(?: e-?mails| mails)?|in (?:jeder|beiden)(?: e-?mails?| mails?)?|' +
    'in tutte(?: e (?:due|tre|quattro|cinque))?(?: le (?:e-?)?mail)?|in entrambe|in ogni (?:e-?)?mail)' +
    '(?:\\s*,?\\s*(?:al pie|en el pie|a pie de pagina|no rodape|at the bottom|in the footer|im footer|unten|en pied de page|en bas|nel footer|in fondo))?\\s*[:,]\\s*',
  'u',
);
function withoutEvery(text: string, every: string[]): string {
  const m = EVERY.exec(fold(text));
  if (!m) return text;
  const end = text.indexOf('\n', m.index);
  const said = text.slice(m.index + m[0].length, end < 0 ? text.length : end).trim();
  // "«Farmacia Alameda · …»": a quoted line is said as it is written, without its quotes.
  const quoted = /^[«"“„]([^«»"“”„]+)[»"”“][.]?$/u.exec(said);
  if (said) every.push(quoted ? quoted[1].trim() : said.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  return `${text.slice(0, m.index)}${end < 0 ? '' : text.slice(end)}`.trim();
}

/**
 * ", contados a partir do dia da entrega", ", counted from the day they sign up", ", gerechnet ab Lieferung": what the
 * series' offsets count from is for the sending tool's trigger, not the reader ("Sono Leve contados a partir do dia da
 * entrega." opened an email). The clause runs to the end of its sentence.
 */
const COUNTED_FROM =
  /,?\s*(?:(?:counted|counting|timed|reckoned)\s+from|(?:contad[oa]s|contando)\s+(?:a\s+partir\s+)?(?:de|desde|d[oa]s?)|(?:compt[ée]e?s|en comptant)\s+(?:à partir|depuis)\s+d[eu]|à compter d[eu]|(?:gerechnet|gezählt)\s+ab|(?:contat[ie]|a contare)\s+(?:a partire\s+)?da(?:l|lla|i|lle)?)(?![\p{L}])[^.;:!?\n]{1,60}/iu;
function withoutCountedFrom(context: string, notes: string[]): string {
  const m = COUNTED_FROM.exec(context);
  if (!m) return context;
  notes.push(m[0].replace(/^[,\s]+/u, ''));
  return `${context.slice(0, m.index)}${context.slice(m.index + m[0].length)}`;
}

/** "flow carrello per …", "welcome series for …", "fluxo de boas-vindas para …": what the series is, not copy (the count may be in the request). */
const SERIES_NAME = new RegExp(
  `^(?:[\\p{L}-]+\\s+){0,2}?(?:flow|drip|series|sequence|serie|secuencia|sequencia|sequenza|flusso|fluxo|journey|strecke|reihe|automation|automatisierung|automatizacion|automacao|automazione)(?:\\s+(?:de|di|da|do|del|du|des)?\\s*[\\p{L}-]+){0,2}?\\s+(?:for|per|para|pra|pour|fur)\\s+(?=\\S)`,
  'u',
);
/**
 * The brief's furniture in its context: where it was pasted from ("…, copiée de Notion :", "(copied from our Google Doc)",
 * "aus Confluence kopiert") and a question asking the writer to agree ("…, blz?", "…, ok?", "…, vale?", "…, d'accord ?").
 */
const PASTED =
  /(?:,\s*|\s*\(\s*|^)(?:(?:copi(?:e|ee|ees|es)|collee?s?|copied|pasted|copy-pasted|copiad[oa]s?|pegad[oa]s?|colad[oa]s?|copiat[oa]|incollat[oa]|taken|pulled|lifted|sacad[oa]s|tomad[oa]s|tirad[oa]s|tire(?:e|es|s)?|pris(?:es)?|pres[ie])\s+(?:de|depuis|from|out of|desde|do|da|dal|dalla|du|von|aus)\s+(?:[^\s,.;:()]+\s+){0,3}?[^\s,.;:()]+|(?:aus|von)\s+(?:[^\s,.;:()]+\s+){0,2}?[^\s,.;:()]+\s+(?:kopiert|reinkopiert|eingefugt))\s*\)?(?=\s*(?:[,.;:]|$))/u;
const AGREE = /[,\s]+(?:blz|beleza|ok|okay|okey|vale|d'accord|va bene|ja|gell?|right|yeah|ta|certo|sim|si|oui|ne)\s*\?+\s*$/u;
function withoutFurniture(context: string): string {
  let out = context;
  const pasted = PASTED.exec(fold(out));
  if (pasted) out = `${out.slice(0, pasted.index)}${out.slice(pasted.index + pasted[0].length)}`;
  const agree = AGREE.exec(fold(out));
  if (agree) out = out.slice(0, agree.index);
  out = out.replace(/^[\s,;:]+|[\s,;:]+$/gu, '');
  return out === context ? context : out.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

function withoutSeriesName(context: string): string {
  const m = SERIES_NAME.exec(fold(context));
  return m ? context.slice(m[0].length) : context;
}

/** A head naming the launch or the opening day: "lançamento dia 3/12", "Launch-Mail am 3.12.", "el lanzamiento el 3/12". */
const LAUNCH_HEAD = /^(?:(?:the|el|le|la|il|der|die|o|a)\s+)?(?:launch(?:-?(?:mail|e-?mail|day))?|lanzamiento|lancement|lancamento|lancio|estreia|apertura|ouverture|eroffnung)(?![\p{L}])/u;

/** The launch named anywhere in a head ("2) jeudi 3 décembre : lancement,", "Email 2 (Dec 3) — launch day:"). */
const LAUNCH_WORD = new RegExp(LAUNCH_HEAD.source.replace(/^\^/u, '(?<![\\p{L}])'), 'u');

/** An aside that tells the writer what not to do: "noch ohne Prozente", "pas de photos de …", "sin precios todavía", "no emojis". */
const WRITER_NOTE =
  /^(?:(?:noch|still|todavia|aun|encore|ainda|ancora|not yet|pas encore|noch nicht)\s+)?(?:ohne|without|sin|sans|sem|senza|no|not|pas de|pas d'|kein\p{L}*|nicht|nada de|niente|nessun\p{L}*|nunca|never|jamais|mai)(?![\p{L}])/u;

/** "(Note de Bastien, sales : …)", "(NB: …)", "(Hinweis von Jana: …)": a note from a colleague, labelled as one, to the writer. */
const NOTE_LABEL = /^(?:note|nota|notiz|hinweis|remarque|anmerkung|n\.?\s?b\.?|p\.?\s?s\.?)(?:\s+(?:de|from|von|di|da|del|du|by|d')\s*[^:()]{1,40})?\s*:/u;

/** What a teaser leaves out: prices, discounts, details, features. */
const LEFT_OUT =
  '(?:(?:the|los|las|os|as|les|die|i|gli|le)\\s+)?(?:precos?|precios?|prix|preise?n?|prezz[io]|prices?|prozente?n?|percentages?|porcentajes?|percentuali|descontos?|descuentos?|rabatte?|remises?|sconti|discounts?|detalhes|detalles|details?|dettagli|features?|funciones|funcionalidades|fonctionnalites|funktionen|funzionalita|caratteristiche|specs?)';
/** A clause that only tells the writer what a teaser leaves out or what kind of email it is ("só teaser, sem preço, …", "just a teaser, no prices yet"). */
const ASIDE_CLAUSE = new RegExp(
  '^(?:(?:(?:so|just|only|nur|solo|solamente|simplemente|seulement|juste|apenas|simplesmente)\\s+)?(?:(?:a|an|um|uma|un|une|ein|eine|uno)\\s+)?(?:teaser|adelanto|avance|apercu|vorschau|anteprima|reminder|recordatorio|rappel|erinnerung|lembrete|promemoria)' +
    `|(?:(?:noch|still|todavia|aun|encore|ainda|ancora)\\s+)?(?:sem|sin|without|no|ohne|sans|senza|keine?|pas de|niente|nada de|nessun[oa]?)\\s+${LEFT_OUT}` +
    // "sans prix ni date de sortie", "no prices or dates": two things left out.
    `(?:\\s+(?:ni|nor|or|ou|o|y|and|e|et|und|oder|noch|nem|ne)\\s+(?:(?:la|le|the|el|a|o|die|der|das|il)\\s+)?(?:${LEFT_OUT}|dates?|fecha|datas?|datum|data)(?:\\s+(?:de sortie|de lanzamiento|de lancamento|di uscita|de lancement|of release|release|launch))?)?` +
    '(?:\\s+(?:yet|todavia|aun|ainda|encore|noch|ancora))?)$',
  'u',
);

/** "Bitte keine Fake-Countdowns und nicht „…“.", "Please no emojis.", "Por favor sin signos de exclamación.": a plea to the writer, without a verb. */
const PLEA = /^(?:bitte|please|pls|por favor|porfa|s'il (?:te|vous) plait|per favore|xfa|pfv)\s*,?\s+(?:gar\s+|auch\s+)?(?:keine?[nrs]?|nicht|no|not|sin|sem|sans|pas de|pas d'|niente|nessun\p{L}*|nada de|never|nie|nunca|jamais|mai)(?![\p{L}])/u;

/** A part without its sentences that are only such a plea. */
function withoutPleas(text: string, notes: string[], whole = false): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/u);
  const plea = sentences.map((t) => PLEA.test(fold(t).trim()));
  if (!plea.some(Boolean) || (plea.every(Boolean) && !whole)) return text;
  notes.push(...sentences.filter((_t, i) => plea[i]).map((t) => t.trim()));
  return sentences.filter((_t, i) => !plea[i]).join(' ').trim();
}

/** A part without its clauses that are only such asides ("só teaser, sem preço, “vem aí”" → "“vem aí”"); one that is all asides stays. */
function withoutAsideClauses(text: string, notes: string[]): string {
  const clauses = text.split(/,\s+/u);
  const aside = clauses.map((c) => ASIDE_CLAUSE.test(fold(c).replace(/[.!;:]+$/u, '').trim()));
  if (!aside.some(Boolean) || aside.every(Boolean)) return text;
  notes.push(clauses.filter((_c, i) => aside[i]).join(', '));
  return clauses.filter((_c, i) => !aside[i]).join(', ');
}

/** A part without its lines that are only such an aside in brackets ("(pas de photos de lait cru en gros plan, …)"). */
function withoutNoteLines(text: string, notes: string[]): string {
  return text
    .split('\n')
    .filter((line) => {
      const aside = /^\s*\(([^()]+)\)[.]?\s*$/u.exec(line);
      const note = !!aside && (WRITER_NOTE.test(fold(aside[1]).trim()) || NOTE_LABEL.test(fold(aside[1]).trim()));
      if (note) notes.push(line.trim());
      return !note;
    })
    .join('\n')
    .trim();
}

function gather(count: number, labelled: Array<{ position: number; text: string }>, notes: string[]): SeriesPart[] {
  const parts: SeriesPart[] = [];
  for (let p = 1; p <= count; p++) {
    const text = labelled.filter((l) => l.position === p).map((l) => stripHead(l.text.trim())).join(' ');
    const { content: said, ...when } = partSchedule(text);
    // "(Enthüllung am 3.12. …)": what a head put in brackets is the part's content; "(noch ohne Prozente, nur …)"
    // tells the writer what to leave out, and is no copy.
    const bracketed = /^\([^()]*\)[.]?$/u.test(said.trim()) ? said.trim().replace(/^\(|\)[.]?$/gu, '') : undefined;
    const aside = bracketed !== undefined && WRITER_NOTE.test(fold(bracketed));
    if (aside) notes.push(said.trim());
    const kept = bracketed !== undefined ? (aside ? '' : bracketed) : withoutAsideClauses(withoutPleas(withoutNoteLines(said, notes), notes), notes);
    // "teaser, sans prix ni date de sortie": what is left after the role word only says what to leave out.
    const leftOut = kept !== '' && WRITER_NOTE.test(fold(kept)) && ASIDE_CLAUSE.test(fold(kept).replace(/[.!;:]+$/u, '').trim());
    if (leftOut) notes.push(kept.trim());
    const content = leftOut ? '' : kept;
    const day = dayLabel(text);
    const valid = VALID_FOR.exec(fold(content));
    const validDays = valid ? (/^\d+$/.test(valid[1]) ? Number(valid[1]) : (COUNT_WORDS[valid[1]] ?? 1)) * (UNIT[valid[2]] ?? 1) : undefined;
    // "lançamento dia 3/12 às 10h …": the head that sends the launch email on its day also says when the launch is.
    // A head whose day is also content ("lançamento dia 3/12 às 10h com …") names the launch up to its day.
    const lead = text.slice(0, Math.max(0, text.length - said.length)).replace(/[\s,:;—–-]+$/u, '');
    const head = /\d/u.test(lead) || !LAUNCH_HEAD.test(fold(text)) ? lead : (/^.*?\d{1,2}[./]\d{1,2}\.?/u.exec(text)?.[0] ?? lead);
    const launch = when.onDate && LAUNCH_HEAD.test(fold(head)) ? head : undefined;
    const launchStep = LAUNCH_WORD.test(fold(lead));
    parts.push({
      position: p,
      text: forTheReader(stripDay(content)),
      ...(launch ? { launch } : {}),
      ...(launchStep ? { launchStep } : {}),
      ...when,
      ...(day ? { offsetDays: day.days } : {}),
      ...(validDays !== undefined ? { validDays } : {}),
    });
  }
  return parts;
}

const INSTRUCTION_VERB = new RegExp(
  '^(?:' +
    [
      // en
      "reminding(?: them)?(?: that| of)?", "mentioning(?: that)?", "announcing", "asking(?: them)?(?: to)?", "inviting(?: them)?(?: to)?", "explaining(?: that| how)?", "offering", "telling(?: them)?(?: that| about)?", "showing(?: them)?",
      // es
      "recordando(?:les)?(?: que)?", "diciendo(?:les)?(?: que)?", "anunciando", "pidiendo(?:les)?(?: que)?", "invitando(?: a)?", "avisando(?: que)?", "explicando(?: que)?", "mencionando(?: que)?", "contando(?: que)?", "ofreciendo", "recordar(?:les)? que", "ofrecer", "decir(?:les)? que",
      // pt
      "lembrando(?: que)?", "dizendo(?: que)?", "anunciando", "pedindo(?: que)?", "convidando(?: para| a)?", "falando (?:sobre |de )", "mostrando", "oferecendo", "contando(?: que)?", "oferecer", "lembrar(?: que)?",
      // fr
      "rappeler (?:que |qu['’])", "en annon[cç]ant", "annon[cç]ant", "en demandant (?:de |d['’])", "demandant (?:de |d['’])", "en rappelant (?:que |qu['’])", "rappelant (?:que |qu['’])", "offrir", "proposer", "dire (?:que |qu['’])", "expliquer (?:que |qu['’])?", "annoncer (?:que |qu['’])?",
      // it
      "ricordando(?: che)?", "dicendo(?: che)?", "annunciando", "chiedendo(?: di)?", "invitando(?: a)?", "spiegando(?: che| come)?", "offrendo", "offrire", "ricordare(?: che)?",
      // de
      "mit (?:dem )?hinweis(?:,)? dass", "erinnern,? dass", "anbieten",
    ].join('|') +
    ')\\s*',
  'iu',
);

/**
 * A part says what its email does ("tell our story: …", "recommend our X and remind them that …",
 * "Mail 2: erzählt, dass wir seit 1987 … backen", "no primeiro, conte que …"): the words for the
 * copywriter go, the reader's words stay, so no instruction reaches the recipient.
 */
export function forTheReader(text: string): string {
  let t = text
    .replace(/^(?:tell|share)\s+(?:them\s+)?(our story)\s*[:,-]?\s*/iu, 'Our story: ')
    .replace(/^(?:tell|let)\s+them(?:\s+know)?\s+(?:that\s+|about\s+)?/iu, '')
    .replace(/^show\s+them\s+/iu, '')
    .replace(/^ask\s+(?:them\s+)?for\s+a\s+review\b/iu, 'Tell us what you think: leave a review')
    .replace(/^(?:announce|offer|give them|remind(?: them)?(?: that)?)\s+/iu, '')
    // "solo recordar los productos y que el envío …", "just remind them of the items and that …": a cart reminder's own job, no copy.
    .replace(/^(?:(?:solo|solamente|s[oó]lo|only|just|nur|seulement|juste|apenas|s[oó])\s+)?(?:recordar(?:les)?|remind(?:\s+them)?(?:\s+of)?|rappeler|lembrar|ricordare|an)\s+(?:(?:los|las|the|their|les|leurs|os|as|i|gli|le|die|sus|seus|suoi)\s+)?(?:productos|art[ií]culos|products|items|produits|articles|produtos|itens|prodotti|articoli|produkte|artikel)(?:\s+erinnern)?(?:\s+(?:del|en el|in the|in their|du|dans le|do|no|nel|im)\s+(?:carrito|cart|basket|panier|carrinho|carrello|warenkorb))?\s*(?:(?:y|and|et|e|und)\s+(?:que\s+|that\s+|qu['’]|che\s+|dass\s+)?|[,;:.]\s*|$)/iu, '')
    .replace(/^(?:mostra|mostre)\s+(?:as\s+novidades\s*:?\s*)?/iu, '')
    // "lembra do sérum …" (remind of the serum) → "O sérum …", as "falando do" below.
    .replace(/^(?:lembra|lembre|lembrar)\s+d([oa]s?)\s+/iu, (_m, art: string) => `${art} `)
    .replace(/^(?:lembra|lembre)\s+(?:que\s+)?/iu, '')
    .replace(/^recommend\s+(?:them\s+)?/iu, 'We recommend ')
    // "Email 3: introduces our rye loaf …": what the email does, said of it; what it introduces is the copy.
    .replace(/^(?:introduces|presents|announces|showcases|features|highlights|spotlights)\s+(?=(?:our|the|a|an|two|three)\s)/iu, '')
    .replace(/^(?:pr[ée]sente|annonce)\s+(?=(?:notre|nos|le|la|les|l['’]|un|une)\s?)/iu, '')
    .replace(/^(?:thank\s+them\s+for)\s+/iu, 'Thank you for ')
    .replace(/\s+and\s+(?:remind|tell)\s+them(?:\s+know)?\s+(?:that\s+)?/giu, '. ')
    .replace(/\s+and\s+mention\s+(?:that\s+)?/giu, '. ')
    // "… e lembrar a garantia de 10 anos", "y recordarles que …", "et rappeler que …", "e ricordare che …": what the email does next.
    .replace(/\s+(?:e|y|et)\s+(?:lembrar|recordar(?:les)?|rappeler|ricordare)\s+(?:que\s+|qu['’]|che\s+)?(\p{L})/giu, (_m, c: string) => `. ${c.toUpperCase()}`)
    .replace(/^(?:conte|diga|fale|lembre)\s+(?:a eles\s+|aos clientes\s+)?(?:que\s+)?/iu, '')
    .replace(/^(?:cu[eé]ntales|diles|cuenta|recu[eé]rdales)\s+(?:que\s+)?/iu, '')
    .replace(/^(?:raconte|dis-leur|rappelle-leur|racontez|dites-leur)\s+(?:que\s+|qu['’])?/iu, '')
    .replace(/^(?:racconta|di' loro|ricorda loro|racconta loro)\s+(?:che\s+)?/iu, '')
    // A gerund or infinitive that says what the email does ("recordando la Orbea …", "explicando a
    // entrega …", "falando do programa …", "rappeler que …", "offrir …", "mentioning that …").
    // "falando do programa" → "O programa": the article the contraction held stays ("do" = de + o).
    .replace(/^falando (d)([oa]s?)\s+/iu, (_m, _d: string, art: string) => `${art} `)
    .replace(INSTRUCTION_VERB, '')
    // "un correo que avise con tiempo", "an email that announces …": what the email is for, not what it says.
    .replace(/^(?:un|una|une|an|a|one|um|uma|uno|ein|eine)\s+(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)\s+(?:que|that|qui|che|der|die|das)\s+\p{L}+(?:\s+(?:con tiempo|con anticipaci[oó]n|in advance|early|[aà] l['’]avance|en avance|con anticipo|com anteced[eê]ncia|rechtzeitig|fr[üu]h))?\s*(?:[.,;:]\s*|$)/iu, '')
    // "pa recordar.", "to remind them": why the email goes out.
    .replace(/^(?:pa|para|pra|pour|per|to|um|zum)\s+(?:recordar(?:les)?|lembrar|rappeler|ricordare|remind(?: them)?|zu erinnern|erinnern)\s*(?:[.,;:]\s*|$)/iu, '')
    .replace(/\s+(y|e|et|and|und)\s+(?:que|qu['’]|that|dass|che)\s+/giu, ' $1 ')
    // A new sentence starts with a capital; not after an abbreviation of one letter ("u. a.", "z. B.", "e. g.").
    .replace(/(?<!\d|(?:^|[\s(])\p{L})([.!?])\s+(\p{Ll})/gu, (_m, stop: string, c: string) => `${stop} ${c.toUpperCase()}`);
  // "erzählt, dass wir seit 1987 mit Natursauerteig backen" → "Wir backen seit 1987 mit Natursauerteig."
  // German puts the instruction's verb last: "An den Rucksack „Alpspitz 28“ erinnern", "… Lieferung in 1–2 Werktagen betonen".
  // So it may before a dash or a comma that goes on with the facts ("An die kostenlose Inspektion erinnern — fällig nach …").
  const last = /^(?:(?:an|auf)\s+)?(.+?)\s+(?:erinnern|betonen|hervorheben|erwähnen|vorstellen|zeigen|anbieten|ankündigen|hinweisen|bewerben)(?=\s*(?:[—–;,:]\s|[.!]?$))/iu.exec(t);
  if (last && /\p{Lu}/u.test(last[1])) t = `${last[1]}${t.slice(last[0].length)}`;
  // "Mail 3: stellt unser Roggenbrot „Sonnenkruste“ für 4,90 € vor, dazu …": the email presents it; the bread is the copy.
  const presents = /^(?:stellt|kündigt)\s+(.+?)\s+(?:vor|an)(?=\s*(?:[—–;,:]\s|[.!]?$))/iu.exec(t) ?? /^(?:präsentiert|zeigt|bewirbt)\s+()(?=\p{L})/iu.exec(t);
  if (presents) t = `${presents[1]}${t.slice(presents[0].length)}`;
  // "Um eine Bewertung bitten, dafür gibt's …": the email asks for it.
  const ask = /^um\s+(.+?)\s+bitten(?=\s*(?:[—–;,:]\s|[.!]?$))/iu.exec(t);
  if (ask) t = `Wir bitten um ${ask[1]}${t.slice(ask[0].length)}`;
  const dass = /^(?:erzählt|erzählen|berichtet|erklärt|sagt)\s*,?\s+dass\s+(wir|ich|sie|es|er)\s+(.+?)\s+(\p{L}+)\s*([.!]?)$/iu.exec(t);
  if (dass) t = `${dass[1]} ${dass[3]} ${dass[2]}${dass[4] || '.'}`;
  return t.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** "day 3: tell our story" → "tell our story" (the day is the send offset). */
function stripDay(text: string): string {
  const day = dayLabel(text);
  return day ? text.slice(day.phrase.length).replace(/^\s*[:.,-]?\s*/u, '').trim() : text.trim();
}

/**
 * Send offsets, increasing: what each part states (from the trigger, after the previous email, or
 * before the event), else the kind's default; `eventInDays` is the event or launch day counted from
 * the first send, when the prompt names one, and `eventAt` its hour as a fraction of the day (11:00 →
 * 11/24), when the prompt gives one: "two hours before class" on a class at 11:00 fourteen days on goes
 * out at 14 + 9/24 (a dated send counts from today's midnight), not at 22:00 the evening before.
 */
export function scheduleOffsets(kind: SequenceKind, parts: readonly SeriesPart[], eventInDays?: number, todayWeekday?: number, today?: string, eventAt?: number): number[] {
  const defaults = OFFSETS[kind];
  const count = parts.length;
  const out: number[] = [];
  // A part that names its send day ("Teaser am 1.12.") goes out that many days after today, the day the series is planned.
  const dayOf = (d: { month: number; day: number }) => {
    if (!today) return undefined;
    const t = Date.parse(`${today}T00:00:00Z`);
    const year = Number(today.slice(0, 4));
    let at = Date.UTC(year, d.month - 1, d.day);
    if (at < t - 86_400_000 * 31) at = Date.UTC(year + 1, d.month - 1, d.day);
    return Math.round((at - t) / 86_400_000);
  };
  // A part that names the day of the month with its weekday ("Le mercredi 9 :") goes out on the first such day after the email before.
  const dayOfMonth = (n: number, from: number) => {
    if (!today) return undefined;
    const t = Date.parse(`${today}T00:00:00Z`);
    for (let k = from; k < from + 62; k++) if (new Date(t + k * 86_400_000).getUTCDate() === n) return k;
    return undefined;
  };
  // "1h depois …, 24h depois …, 72h depois …": when the first email's "later" counts from the trigger and every
  // later one states a longer wait, they all count from the trigger (as a cart flow's settings do), not from each other.
  // So do "on the day of delivery …; 10 days later …; 30 days later …": a first email at the trigger, then waits that grow.
  const stated = parts.filter((p) => p.offsetDays !== undefined);
  const first = parts[0];
  const later = stated.filter((p) => p !== first);
  const oneFrame =
    first?.offsetDays !== undefined &&
    (first.relative === true || (first.offsetDays === 0 && later.length >= 2)) &&
    later.every((p) => p.relative) &&
    stated.every((p, k) => k === 0 || (p.offsetDays as number) > (stated[k - 1].offsetDays as number));
  // A countdown to a known day ends on that day.
  const countdown = (kind === 'launch-countdown' || kind === 'event-reminders') && eventInDays !== undefined && eventInDays >= count - 1;
  for (let i = 0; i < count; i++) {
    const part = parts[i];
    const prev = i ? out[i - 1] : undefined;
    let o: number | undefined;
    const valid = part.beforeEnd !== undefined ? parts.slice(0, i).findLastIndex((p) => p.validDays !== undefined) : -1;
    const dated = part.onDate ? dayOf(part.onDate) : undefined;
    const onDay = part.onDay !== undefined ? dayOfMonth(part.onDay, prev !== undefined ? Math.floor(prev) + 1 : 0) : undefined;
    // Hours before the event ("2 hours before the class") count back from its hour, when the prompt gives one.
    // Not "on the day" (0 before it): that one goes out in the day's morning, not at the event's hour.
    const hoursBefore = part.beforeEvent !== undefined && part.beforeEvent > 0 && part.beforeEvent < 1 && eventAt !== undefined ? eventAt - part.beforeEvent : undefined;
    if (dated !== undefined) o = dated + (hoursBefore !== undefined && dated === eventInDays ? hoursBefore : 0);
    else if (part.beforeEnd !== undefined && valid >= 0) o = out[valid] + (parts[valid].validDays as number) - part.beforeEnd;
    else if (part.beforeEvent !== undefined && eventInDays !== undefined) o = eventInDays + (hoursBefore ?? -part.beforeEvent);
    else if (onDay !== undefined) o = onDay;
    else if (part.weekday !== undefined && todayWeekday !== undefined) {
      // The first such weekday after the previous email (and, in a countdown, not before the day it counts to's start).
      const from = Math.max(prev !== undefined ? Math.floor(prev) + 1 : 0, kind === 'sale-countdown' && eventInDays !== undefined && i > 0 ? eventInDays : 0);
      o = from + ((part.weekday - ((todayWeekday + from) % 7) + 7) % 7);
    }
    else if (part.offsetDays !== undefined) o = part.relative && prev !== undefined && !oneFrame ? prev + part.offsetDays : part.offsetDays;
    else if (i === 0) o = kind === 'abandoned-cart' ? defaults[0] : 0;
    else if (countdown && i === count - 1) o = eventInDays;
    else if (countdown) {
      // Spread evenly between the first email and the day, leaving the day to the last one.
      o = Math.round(((eventInDays as number) * i) / (count - 1));
    } else o = Math.max(defaults[i], (prev ?? 0) + (defaults[i] - (defaults[i - 1] ?? 0)));
    if (prev !== undefined && !(o > prev)) o = prev + (prev < 1 ? Math.max(1 - prev, 0.25) : 1);
    out.push(Math.round(o * 100) / 100);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Who an email goes to: a note for the marketer, not copy

/** Who a part goes to, per language: the preposition ("for", "pour", "para", "an", "per") and the people ("customers who", "celles qui", "quem", "chi"). */
const AUDIENCE: Array<[string, string]> = [
  // en: "for customers who haven't ordered in 6 months", "only to people who didn't buy"
  ["(?:(?:only|just)\\s+)?(?:(?:sent|goes|going)\\s+)?(?:to|for)", "(?:(?:all|the)\\s+)?(?:people|those|customers|subscribers|users|anyone|everyone|the ones|ones|buyers|shoppers|clients|members|recipients|readers|contacts)\\s+(?:who|that)\\s"],
  // en: "for new Bloom Box subscribers", "for new Ledgerly trials": who signs up, named by what they signed up for
  ["(?:to|for)", "(?:all\\s+)?new\\s+(?:[\\p{L}\\d'&-]+\\s+){0,3}(?:subscribers|customers|members|users|sign-?ups|signups|trials|trialists|trial users|accounts)(?![\\p{L}])"],
  // fr: "pour les clientes qui n'ont pas commandé", "pour ceux qui n'ont pas ouvert"
  ["(?:(?:uniquement|seulement)\\s+)?(?:pour|a|aux)", "(?:ceux|celles|ceux et celles|(?:les|tous les|toutes les)\\s+(?:clients?|clientes?|abonne(?:e)?s|inscrit(?:e)?s|personnes|membres|utilisat(?:eur|rice)s|achet(?:eur|euse)s|contacts))\\s+(?:qui\\s|qu')"],
  // es: "para quienes no abrieron", "solo a los clientes que no compraron"
  ["(?:(?:solo|solamente)\\s+)?(?:para|pa|a)", "(?:quienes|quien|los (?:que|q)|las (?:que|q)|aquell[oa]s que|(?:l[oa]s)\\s+(?:clientes|suscriptor[ae]s|usuari[oa]s|personas|compradores|contactos)\\s+(?:que|q))\\s"],
  // pt: "para quem não compra há 4 meses", "pra quem baixou o app"
  ["(?:(?:so|somente|apenas)\\s+)?(?:para|pra|aos|as)", "(?:quem|os que|as que|aquel[ea]s que|(?:os|as)\\s+(?:clientes|assinantes|usuari[oa]s|pessoas|compradores|contatos)\\s+que)\\s"],
  // de: "nur an alle, die nicht geöffnet haben", "für Kunden, die seit 6 Monaten nicht bestellt haben"
  ["(?:nur\\s+)?(?:an|fur)", "(?:alle|diejenigen|(?:alle\\s+)?(?:kunden|kundinnen|abonnenten|abonnentinnen|leute|empfanger|nutzer))\\s*,?\\s+(?:die|welche)\\s"],
  // de: "Rückgewinnung ehemaliger Mitglieder des Weinclubs …, deren Abo seit 6 Monaten ruht": the series' kind and who it is for, in the genitive
  ["(?:ruckgewinnung|reaktivierung|wiedergewinnung|fur|an)", "(?:ehemalige[rn]?|inaktive[rn]?|fruhere[rn]?|neue[rn]?)\\s+(?:mitglieder[n]?|kunden|kundinnen|abonnent(?:inn)?en|nutzer(?:innen|n)?|gaste[n]?)[^,.;:()\\n]*(?:,\\s+(?:deren|die|welche)\\s[^,.;:()\\n]*)?"],
  // es, fr, pt, it, de: "para los nuevos socios", "pour les nouveaux abonnés", "para os novos assinantes", "per i nuovi donatori regolari", "für neue Mitglieder"
  ["(?:para|pour|aux|a|per|ai|agli|alle|fur|an)", "(?:(?:los|las|les|os|as|i|gli|le)\\s+)?(?:nuev[oa]s|nouve(?:aux|lles)|nov[oa]s|nuov[ie]|neuen?)\\s+(?:[\\p{L}\\d'&-]+\\s+){0,2}?(?:socios|socias|suscriptor[ae]s|clientes|donantes|donadores|usuari[oa]s|miembros|abonne(?:e)?s|client(?:e)?s|donat(?:eur|rice)s|membres|inscrit(?:e)?s|assinantes|doadores|s[oó]cios|membros|utilizadores|donatori|donatrici|iscritti|iscritte|clienti|abbonati|soci|utenti|membri|mitglieder|kunden|kundinnen|abonnent(?:inn)?en|spender(?:innen)?|nutzer(?:innen)?)(?:\\s+(?:regular(?:es)?|r[ée]guli(?:er|ère)s|regolari|mensuales|mensais|mensili|mensuel(?:le)?s|regelm[äa](?:ß|ss)ige))?(?![\\p{L}])"],
  // it: "per chi si iscrive", "solo a chi non ha aperto", "per le clienti che non prenotano da 6 mesi"
  ["(?:solo\\s+)?(?:per|a)", "(?:chi|coloro che|quelli che|quelle che|(?:i|le|gli|tutti i|tutte le)\\s+(?:clienti|iscritti|iscritte|utenti|persone|contatti|acquirenti)\\s+che)\\s"],
];
const AUDIENCE_RE = new RegExp(AUDIENCE.map(([to, who]) => `(?<![\\p{L}])${to}\\s+${who}[^,.;:()\\n]*`).join('|'), 'u');
/** At the start of a context whose preposition went with the series words ("Série de 2 e-mails pour | les clientes qui …"). */
const AUDIENCE_START = new RegExp(`^(?:${AUDIENCE.map(([, who]) => who).join('|')})[^,.;:()\\n]*`, 'u');

/** How long the recipients have not ordered, as the audience says it, and a line saying so to the reader. */
const INACTIVE: Array<[RegExp, (d: string) => string]> = [
  [new RegExp(`(?:haven'?t|have not|hasn'?t|didn'?t|not)\\s+(?:ordered|bought|purchased|shopped|visited|booked)[^,.;]*?(?:in|for)\\s+(?:the\\s+(?:last|past)\\s+)?((?:\\d{1,3}|\\p{L}+)\\s+(?:days|weeks|months|years))`, 'u'), (d) => `It has been ${d} since your last order.`],
  [new RegExp(`n'ont pas (?:commande|achete|reserve)[^,.;]*?depuis\\s+((?:\\d{1,3}|\\p{L}+)\\s+(?:jours|semaines|mois|ans))`, 'u'), (d) => `Votre dernière commande remonte à ${d}.`],
  [new RegExp(`no (?:han\\s+)?(?:compra(?:do|n)|pedido|reserva(?:do|n))[^,.;]*?(?:hace|en|desde hace)\\s+((?:\\d{1,3}|\\p{L}+)\\s+(?:dias|semanas|meses|anos))`, 'u'), (d) => `Han pasado ${d} desde tu último pedido.`],
  [new RegExp(`nao (?:compra[mu]?|comprou|compraram|faz|fez|pede|reserva)[^,.;]*?(?:ha|faz)\\s+((?:\\d{1,3}|\\p{L}+)\\s+(?:dias|semanas|meses|anos))`, 'u'), (d) => `Já faz ${d} desde a sua última compra.`],
  [new RegExp(`seit\\s+(?:mindestens\\s+|uber\\s+|mehr als\\s+)?((?:\\d{1,3}|\\p{L}+)\\s+(?:tagen|wochen|monaten|jahren))\\s+(?:nicht|ruht|ruhen|pausiert|inaktiv)`, 'u'), (d) => `Seit ${d} haben wir nichts mehr von Ihnen gehört.`],
  [new RegExp(`non (?:ordina(?:no)?|acquista(?:no)?|prenota(?:no)?|compra(?:no)?)[^,.;]*?da\\s+((?:\\d{1,3}|\\p{L}+)\\s+(?:giorni|settimane|mesi|anni))`, 'u'), (d) => `Sono passati ${d} dal tuo ultimo ordine.`],
];

/**
 * A part or context without the words that say who it goes to ("pour les clientes qui n'ont pas
 * commandé depuis 6 mois", "only to people who didn't buy", "nur an alle, die nicht geöffnet
 * haben"): those are for the marketer's sending tool, not the reader. What the reader may be told
 * of it stays: a name it mentions ("… who bought our Aeropress Go bundle") and how long they have
 * not ordered, in their own words ("Votre dernière commande remonte à 6 mois."). `note` is the
 * audience as written, for the marketer.
 */
/** "pour les inscrits à l'atelier …", "for registered guests of the …": the audience words go, what they signed up for stays. */
const REGISTERED =
  /(?:^|(?<![\p{L}])(?:pour|aux|for|to|para|per|a|fur|an)\s+)(?:les inscrit(?:e)?s|tous les inscrits|registered (?:attendees|guests|participants|people)|(?:the )?(?:attendees|registrants|participants)|l[oa]s inscrit[oa]s|os inscritos|as inscritas|gli iscritti|le iscritte|(?:die )?angemeldeten (?:gaste|teilnehmer(?:innen)?)|ticket[- ]?(?:holders|buyers)|(?:die )?(?:kartenkaufer|ticketinhaber|ticketkaufer)(?:innen)?|(?:los )?(?:compradores|poseedores) de (?:boletos|entradas)|(?:les )?(?:detenteurs|acheteurs) de billets|(?:os )?compradores de ingressos|(?:gli )?(?:acquirenti|possessori) (?:dei|di) biglietti)\s+(?:a |of |to |for |de |vom |von |zum |del |du |do |da |dei |)/u;

/** "…, per tutta la lista ma con l'anteprima per i clienti Gold", "to the whole list", "para toda la lista", "an die ganze Liste": everyone. */
const WHOLE_LIST =
  /(?:,\s*|\s)(?:per|a|para|pra|pour|to|for|an|fur)\s+(?:tutta la (?:nostra )?lista|toda (?:la|a) (?:nuestra |nossa )?lista|toute la liste|(?:the |our )?(?:whole|entire|full) list|die ganze liste|alle auf der liste)(?![\p{L}])(?:\s+(?:ma|but|pero|mais|aber|mas)(?![\p{L}]))?/u;

export function withoutAudience(text: string): { text: string; note?: string } {
  // Sent to everyone: the note says so, and what the clause goes on to say ("… ma con l'anteprima per i clienti Gold") stays.
  const whole = WHOLE_LIST.exec(fold(text));
  if (whole) {
    const rest = withoutAudience(`${text.slice(0, whole.index)} ${text.slice(whole.index + whole[0].length)}`.replace(/\s{2,}/gu, ' ').trim());
    return { text: rest.text, note: text.slice(whole.index, whole.index + whole[0].length).replace(/^[\s,]+|\s+(?:ma|but|pero|mais|aber|mas)$/giu, '').trim() };
  }
  const reg = REGISTERED.exec(fold(text));
  if (reg) {
    const rest = withoutAudience(text.slice(0, reg.index) + text.slice(reg.index + reg[0].length));
    return { text: rest.text, note: text.slice(reg.index, reg.index + reg[0].length).trim() };
  }
  const f = fold(text);
  const m = AUDIENCE_RE.exec(f) ?? AUDIENCE_START.exec(f);
  if (!m) return { text };
  const at = m.index;
  const end = at + m[0].trimEnd().length;
  const clause = text.slice(at, end);
  const kept: string[] = [];
  // A name after a German genitive noun ("des Weinclubs Rheingau Kontor"), where every noun has a capital; else the capitalised words the clause ends with.
  const genitive = /(?<![\p{L}])(?:des|der|vom|von|bei)\s+\p{Lu}\p{Ll}+\s+(\p{Lu}[\p{L}\d'’&-]*(?:\s+\p{Lu}[\p{L}\d'’&-]*)*)/u.exec(clause);
  // A name's particles stay in it ("la Fromagerie du Rang", "Casa de Campo").
  const name = genitive
    ? [genitive[1]]
    : /(?<=\s)\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:(?:de|du|des|da|do|dos|das|del|della|di|von|van|der|am|la|le|of|the|y|e|et|and|&)\s+)*(?:\p{Lu}[\p{L}\d'’&-]*|\d[\p{L}\d]*))*(?:\s+\p{Ll}+)?\s*$/u.exec(clause);
  if (name) kept.push(name[0].trim());
  for (const [re, line] of INACTIVE) {
    const d = re.exec(fold(clause));
    if (d) {
      const from = (d.index ?? 0) + d[0].indexOf(d[1]);
      kept.push(line(clause.slice(from, from + d[1].length)));
      break;
    }
  }
  // What precedes the clause in a context that states nothing ("Campanha de reconquista com", "welcome
  // flow") only names the series; it goes with the clause.
  let before = text.slice(0, at);
  if (!/\d|\s\p{Lu}/u.test(before.trim().slice(1))) before = '';
  const after = text.slice(end);
  const tail = /[\p{L}\d]/u.test(after) ? after.replace(/^(?:[\s,;:—–]|-(?=\s))+/u, '') : '';
  // A kept name before the line about their last order ends its own sentence ("Rheingau Kontor. Seit 6 Monaten …").
  const said = kept.map((k, i) => (i < kept.length - 1 && !/[.!?]$/u.test(k) ? `${k}.` : k));
  const out = [before.replace(/[\s,;:—–-]+$/u, ''), ...said, tail].filter((x) => x.trim() !== '').join(' ').replace(/\s{2,}/g, ' ').trim();
  return { text: out, note: clause.trim() };
}
