/**
 * Planning an email series (issue #23) from one brief, without storage or rendering: how many
 * emails the user asked for (the request's `count`, or words such as "a 3-email welcome series",
 * "Secuencia de 3 correos", "in 2 Mails"), which kind of sequence it is, which part of the prompt
 * belongs to which email ("Email 2: …", "2) …", "the second one the next day: …", "day 3: …", one
 * clause per email), each email's role and its send offset in days after the trigger (fractions of
 * a day for a cart reminder "an hour after", days for a welcome series, counted back from the
 * event or launch day when the prompt names one).
 */
import type { Purpose } from '../types';
import { ONBOARDING_WORDS } from '../understand/lexicon';
import { hasAny } from '../understand/match';
import { fold } from '../understand/text';

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

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7,
  zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7,
  duas: 2, quatro: 4, sete: 7,
  due: 2, tre: 3, quattro: 4, sei: 6, sette: 7,
};
const NUM = `(\\d|${Object.keys(NUMBER_WORDS).join('|')})`;
const EMAIL_WORDS = '(?:e-?mails?|mails?|correos?(?: electronicos?)?|courriels?|messages?|mensajes?|mensagens?|messaggi|nachrichten|newsletters?|parts?|partes?|steps?|etapes?|schritte|touches?|reminders?|erinnerungen|recordatorios?|rappels?|lembretes?|promemoria)';
/** "3-email", "3 emails", "three-part", "3 correos", "2 Mails", "3 e-mails", "x2". */
const COUNT_RE = new RegExp(`(?<![\\p{L}\\d])${NUM}[\\s-]*(?:[\\p{L}-]+\\s+)?${EMAIL_WORDS}(?![\\p{L}])|(?:${EMAIL_WORDS}|flow|series|sequence|drip|serie|secuencia|sequencia|sequenza)\\s*x\\s*(\\d)(?!\\d)`, 'u');
const SERIES_WORDS = /(?<![\p{L}])(series|sequence|flow|drip|journey|cadence|countdown|serie|secuencia|serie|sequencia|sequence|strecke|reihe|folge|sequenza|regua|campaign of)(?![\p{L}])/u;

/** The number of emails a prompt asks for in words, with where it says so; undefined for one email. */
export function countInWords(prompt: string): { count: number; span: [number, number] } | undefined {
  const folded = fold(prompt);
  const m = COUNT_RE.exec(folded);
  if (!m) return undefined;
  const raw = m[1] ?? m[2];
  const count = /^\d$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
  if (!count || count < 2 || count > SERIES_MAX) return undefined;
  // "3 emails" is a series when the prompt says so or lists the emails; "2 reminders" always is.
  const said = SERIES_WORDS.test(folded) || /remind|erinner|record|rappel|lembr|promemoria|x\s*\d/.test(m[0]) || /\b(mails?|e-?mails?|correos?)\b/.test(m[0]);
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
// Which part of the prompt belongs to which email

const ORDINALS: Array<[RegExp, number | 'last']> = [
  [/^(?:the\s+)?(?:first|1st)\b|^(?:el\s+|la\s+)?(?:primer[oa]?)\b|^(?:le\s+|la\s+)?premi[eè]re?\b|^(?:die\s+|der\s+)?erste[nr]?\b|^(?:no\s+|o\s+|a\s+)?primeir[oa]\b|^(?:il\s+|la\s+)?prim[oa]\b/iu, 1],
  [/^(?:the\s+)?(?:second|2nd)\b|^(?:el\s+|la\s+)?segund[oa]\b|^(?:le\s+|la\s+)?(?:deuxi[eè]me|second[e]?)\b|^(?:die\s+|der\s+)?zweite[nr]?\b|^(?:no\s+|o\s+|a\s+)?segund[oa]\b|^(?:il\s+|la\s+)?second[oa]\b/iu, 2],
  [/^(?:the\s+)?(?:third|3rd)\b|^(?:el\s+|la\s+)?tercer[oa]?\b|^(?:le\s+|la\s+)?troisi[eè]me\b|^(?:die\s+|der\s+)?dritte[nr]?\b|^(?:no\s+|o\s+|a\s+)?terceir[oa]\b|^(?:il\s+|la\s+)?terz[oa]\b/iu, 3],
  [/^(?:the\s+)?(?:fourth|4th)\b|^(?:el\s+|la\s+)?cuart[oa]\b|^(?:le\s+|la\s+)?quatri[eè]me\b|^(?:die\s+|der\s+)?vierte[nr]?\b|^(?:no\s+|o\s+|a\s+)?quart[oa]\b|^(?:il\s+|la\s+)?quart[oa]\b/iu, 4],
  [/^(?:the\s+)?(?:fifth|5th)\b|^(?:el\s+|la\s+)?quint[oa]\b|^(?:le\s+|la\s+)?cinqui[eè]me\b|^(?:die\s+|der\s+)?f[üu]nfte[nr]?\b|^(?:no\s+|o\s+|a\s+)?quint[oa]\b|^(?:il\s+|la\s+)?quint[oa]\b/iu, 5],
  [/^(?:the\s+)?(?:last|final)\b|^(?:el\s+|la\s+)?[uú]ltim[oa]\b|^(?:le\s+|la\s+)?derni[eè]re?\b|^(?:die\s+|der\s+)?letzte[nr]?\b|^(?:no\s+|o\s+|a\s+)?[uú]ltim[oa]\b|^(?:l['’]\s*)?ultim[oa]\b/iu, 'last'],
];

/** "Email 2:", "E-mail 3 -", "Mail 1:", "Correo 2", "Day 3:", "Tag 3", "1)", "2.", "- " at the start of a part. */
const LABEL_RE = /^(?:(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)\s*#?\s*(\d)\b|(?:day|d[ií]a|jour|tag|dia|giorno)\s*(\d{1,2})\b|(\d)\s*[.)](?!\d)|[-•*–]\s)/iu;

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
  /** The part names the weekday it goes out: 0 = Sunday. */
  weekday?: number;
}

export interface SeriesSplit {
  /** What comes before the first email's part (the brief's context), the count words removed. */
  preamble: string;
  /** One entry per email, in order; an email the prompt gives nothing of its own has an empty text. */
  parts: SeriesPart[];
  /** How the parts were found. */
  by: 'labels' | 'clauses' | 'spread';
}

const UNIT: Record<string, number> = {
  min: 1 / 1440, mins: 1 / 1440, minute: 1 / 1440, minutes: 1 / 1440, minuten: 1 / 1440, minutos: 1 / 1440, minuti: 1 / 1440,
  h: 1 / 24, hr: 1 / 24, hrs: 1 / 24, hour: 1 / 24, hours: 1 / 24, hora: 1 / 24, horas: 1 / 24, heure: 1 / 24, heures: 1 / 24, stunde: 1 / 24, stunden: 1 / 24, ora: 1 / 24, ore: 1 / 24,
  day: 1, days: 1, dia: 1, dias: 1, jour: 1, jours: 1, tag: 1, tage: 1, tagen: 1, giorno: 1, giorni: 1,
  week: 7, weeks: 7, semana: 7, semanas: 7, semaine: 7, semaines: 7, woche: 7, wochen: 7, settimana: 7, settimane: 7,
};
const ARTICLE: Record<string, number> = { a: 1, an: 1, one: 1, un: 1, una: 1, une: 1, um: 1, uma: 1, einer: 1, eine: 1, einem: 1, uno: 1 };

const WEEKDAYS: Array<[RegExp, number]> = [
  [/^(?:sunday|sun|domingo|dimanche|sonntag|domenica)$/u, 0],
  [/^(?:monday|mon|lunes|lundi|montag|segunda(?:-feira)?|lunedi)$/u, 1],
  [/^(?:tuesday|tue|martes|mardi|dienstag|terca(?:-feira)?|martedi)$/u, 2],
  [/^(?:wednesday|wed|miercoles|mercredi|mittwoch|quarta(?:-feira)?|mercoledi)$/u, 3],
  [/^(?:thursday|thu|jueves|jeudi|donnerstag|quinta(?:-feira)?|giovedi)$/u, 4],
  [/^(?:friday|fri|viernes|vendredi|freitag|sexta(?:-feira)?|venerdi)$/u, 5],
  [/^(?:saturday|sat|sabado|samedi|samstag|sabato)$/u, 6],
];
const WEEKDAY_HEAD =
  /^(?:(?:and\s+)?then\s+|puis\s+|luego\s+|dann\s+|depois\s+|poi\s+)?(?:(?:remind(?:er)?|final call|last call|send(?: it)?|follow up|recordatorio|rappel|erinnerung|lembrete|promemoria)\s+)?(?:on\s+|el\s+|le\s+|am\s+|no\s+|na\s+|il\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|segunda|terca|quarta|quinta|sexta|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|sabato)(?:\s+(?:morning|evening|night|afternoon|noon|manana|tarde|noche|matin|soir|apres-midi|morgen|abend|nachmittag|manha|noite|mattina|sera|pomeriggio))?(?![\p{L}])/u;

/** Words that only say which email a part is or what kind of email it is ("First reminder", "teaser", "l'ultima email"). */
const HEAD_WORDS =
  /(?<![\p{L}])(?:first|second|third|fourth|fifth|last|final|one|email|e-mail|mail|reminder|teaser|then|the|a|an|and|with|send|sent|it|primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa]|correo|recordatorio|el|la|un|una|premier|premiere|deuxieme|troisieme|derniere?|rappel|l'annonce|annonce|le|les|erste[nr]?|zweite[nr]?|dritte[nr]?|letzte[nr]?|erinnerung|die|der|primeir[oa]|terceir[oa]|no|na|o|lembrete|prim[oa]|second[oa]|terz[oa]|l'ultima|promemoria|il|l'invito|invito|con)(?![\p{L}])/gu;

export interface PartSchedule {
  offsetDays?: number;
  relative?: boolean;
  beforeEvent?: number;
  /** The part names the weekday it goes out ("sunday evening teaser", "then monday morning …"): 0 = Sunday. */
  weekday?: number;
  /** The part without the words that only say when it goes out or which email it is. */
  content: string;
}

/** When a part says it goes out, and what the recipient should read of it. */
export function partSchedule(text: string): PartSchedule {
  const bare = text
    .replace(/^\s*(?:[-•*–]\s+|\d\s*[.)]\s*)/u, '')
    .replace(/^(?:1st|2nd|3rd|[4-7]th|1er|1re|2e|3e|1º|2º|3º)\s+/iu, '')
    .replace(/^(?:(?:and\s+)?then|finally|lastly|start with|begin with|puis|enfin|luego|al final|finalmente|dann|zum schluss|depois|por fim|poi|infine)\b[\s,:]*/iu, '')
    .trim();
  // Only the part's head says when it goes out ("Second one the next day: …", "el primero a las 2
  // horas, …"); a duration further on is content ("the code expires 14 days after signing up").
  const colon = bare.indexOf(': ');
  const comma = bare.indexOf(', ');
  const cut = colon > 0 && colon < 60 ? colon : comma > 0 && comma < 60 ? comma : -1;
  const headText = cut > 0 ? bare.slice(0, cut) : bare;
  const head = fold(cut > 0 ? headText : bare.slice(0, 48));
  const when = offsetOf(head);
  const weekday = WEEKDAY_HEAD.exec(head);
  const schedule: PartSchedule = { ...when.offset, content: bare };
  if (weekday && when.phrase === undefined) {
    const name = fold(weekday[1]);
    schedule.weekday = WEEKDAYS.find(([re]) => re.test(name))?.[1];
  }
  // Drop a head that says nothing but when and which: no digit of its own, a few words.
  const phrase = when.phrase ?? (weekday ? weekday[0] : undefined);
  const rest = (phrase ? fold(headText).replace(phrase, ' ') : fold(headText)).replace(HEAD_WORDS, ' ').replace(/[^\p{L}\d]+/gu, ' ').trim();
  const roleOnly = cut > 0 && /^(?:teaser|the specs|specs|reminder|rappel|recordatorio|promemoria|lembrete|erinnerung|l'annonce|annonce|announcement|invitation|invito|launch day|day of)$/u.test(fold(headText).trim());
  const scheduleOnly = (phrase !== undefined || HEAD_WORDS.test(fold(headText))) && !/\d/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= 3;
  HEAD_WORDS.lastIndex = 0;
  if (roleOnly || (scheduleOnly && (cut > 0 || bare.length <= 48))) schedule.content = cut > 0 ? bare.slice(cut + 2).trim() : '';
  else if (weekday && weekday.index === 0) schedule.content = bare.slice(weekday[0].length).replace(/^[\s,:-]+/, '').replace(/^(?:that|que|dass|che)\s+/iu, '');
  else if (when.phrase !== undefined && when.at === 0) schedule.content = bare.slice(when.phrase.length).replace(/^[\s,:-]+/, '');
  return schedule;
}

/** The send offset a head states, with the phrase that states it. */
function offsetOf(f: string): { offset: Pick<PartSchedule, 'offsetDays' | 'relative' | 'beforeEvent'>; phrase?: string; at?: number } {
  const day = /^\s*(?:day|dia|jour|tag|giorno)\s*(\d{1,2})(?!\d)/u.exec(f);
  if (day) return { offset: { offsetDays: Number(day[1]) }, phrase: day[0], at: day.index };
  const same = /(?<![\p{L}])(?:same day|on the day|launch day|day of|il giorno stesso|le jour meme|el mismo dia|am selben tag|am tag selbst|no mesmo dia)(?![\p{L}])/u.exec(f);
  if (same) return { offset: { beforeEvent: 0 }, phrase: same[0], at: same.index };
  const before = /(?<![\p{L}])(?:the day before(?: launch)?|la veille|el dia antes|la vispera|am vortag|na vespera|il giorno prima)(?![\p{L}])/u.exec(f);
  if (before) return { offset: { beforeEvent: 1 }, phrase: before[0], at: before.index };
  const next = /(?<![\p{L}])(?:(?:the )?next day|(?:the )?day after|al dia siguiente|le lendemain|am nachsten tag|am folgetag|no dia seguinte|il giorno dopo)(?![\p{L}])/u.exec(f);
  if (next) return { offset: { offsetDays: 1 }, phrase: next[0], at: next.index };
  const m = /(?<![\p{L}\d])(?:(after|apres|despues de|depois de|dopo|nach|a las|a los|a la|al cabo de|within|au bout de)\s+)?(\d{1,3}|a|an|one|un|una|une|um|uma|einer|eine|einem|uno)\s*(min|mins|minutes?|minuten|minutos|minuti|h|hrs?|hours?|horas?|heures?|stunden?|ore|ora|days?|dias?|jours?|tage?n?|giorni|giorno|weeks?|semanas?|semaines?|wochen?|settiman[ae])(?![\p{L}])(?:\s+(later|after|apres|despues|depois|dopo|spater|prima|before|avant|antes|vorher|davor))?/u.exec(f);
  if (!m || (!m[1] && !m[4])) return { offset: {} };
  const n = /^\d+$/.test(m[2]) ? Number(m[2]) : (ARTICLE[m[2]] ?? 1);
  const days = n * (UNIT[m[3]] ?? 1);
  if (m[4] && /prima|before|avant|antes|vorher|davor/.test(m[4])) return { offset: { beforeEvent: days }, phrase: m[0], at: m.index };
  if (m[4] && /later|spater|despues|depois|dopo|apres/.test(m[4]) && !m[1]) return { offset: { offsetDays: days, relative: true }, phrase: m[0], at: m.index };
  return { offset: { offsetDays: days }, phrase: m[0], at: m.index };
}

/** The send offset a part states, if any. */
export function statedOffset(text: string): Pick<SeriesPart, 'offsetDays' | 'relative' | 'beforeEvent' | 'weekday'> {
  const { content: _c, ...rest } = partSchedule(text);
  return rest;
}

function positionOfLabel(part: string, count: number, next: number): number | undefined {
  const t = part.trimStart();
  const label = LABEL_RE.exec(t);
  if (label) {
    if (label[1]) return Number(label[1]);
    if (label[3]) return Number(label[3]);
    if (label[2]) return next; // "day 3": the next email, its offset from the label
    return next; // a bullet
  }
  for (const [re, pos] of ORDINALS) {
    if (re.test(t)) return pos === 'last' ? count : pos;
  }
  // "then monday morning …", "l'invito …" are not labels; "reminder 2" is.
  return undefined;
}

/** The parts of the prompt, after its count words, as separate clauses: lines, then "; ", then ". ", then ", then". */
function clauses(body: string): string[] {
  const lines = body.split(/\n+/).map((l) => l.trim()).filter(Boolean);
  if (lines.length > 1) return lines;
  // "… 1) hi + a gift 2) how we make it 3) bestsellers", "… 1. grazie … 2. come …": inline numbering, 1, 2, 3… in order.
  const marks = [...body.matchAll(/(?:^|\s)(\d)[.)]\s+(?=\p{L})/gu)];
  const run = marks.filter((m, i) => Number(m[1]) === i + 1);
  if (run.length >= 2 && run.length === marks.length) {
    const pieces = [body.slice(0, run[0].index).trim(), ...run.map((m, i) => body.slice(m.index, run[i + 1]?.index ?? body.length).trim())];
    return pieces.filter(Boolean);
  }
  const bySemicolon = body.split(/;\s+/).map((s) => s.trim()).filter(Boolean);
  if (bySemicolon.length > 1) return bySemicolon;
  const bySentence = body.split(/(?<=[.!?])\s+(?=\p{Lu}|\d|[a-z]+\s*\d*:)/u).map((s) => s.trim()).filter(Boolean);
  if (bySentence.length > 1) return bySentence;
  // "1st after 30 min, 2nd the next day with …", "nach 4 Stunden …, nach 2 Tagen …": commas before an ordinal or a send time.
  const byComma = body.split(/,\s+(?=(?:\d(?:st|nd|rd|th)|second|third|fourth|fifth|last|segund|tercer|ultim|deuxi|troisi|derni|zweite|dritte|letzte|secondo|terzo)\b|(?:after|nach|a las|a los|al dia|apres|depois de|dopo)\s+(?:\d|\p{L}+\s+(?:day|tag|dia|jour|giorno)))/iu);
  if (byComma.length > 1) return byComma.map((s) => s.trim()).filter(Boolean);
  return body
    .split(/,?\s+(?=(?:and\s+)?(?:then|finally|lastly|puis|enfin|luego|al final|finalmente|dann|zum schluss|depois|por fim|poi|infine)\b)/iu)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A head ending in a colon ("…at 20:00: the invitation"), not the colon of a time. */
const HEAD_COLON = /^(.*?(?:[^\d\s]|\d:\d\d)):\s+(.+)$/su;

/** The count words with the preposition before them: "de 3 correos", "in 2 Mails", "a 3-email". */
function withoutCount(prompt: string, span: [number, number]): string {
  const before = prompt.slice(0, span[0]).replace(/(?:^|\s)(?:a|an|de|in|em|en|di|of|von|une?|una?|um|uma|eine?)\s*$/iu, ' ');
  return `${before}${prompt.slice(span[1])}`
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([:,.;])/g, '$1')
    // "Série pour le lancement …", "Serie per la cena …", "onboarding series for …": the series word plans, it is not copy.
    .replace(/^(?:series|sequence|serie|série|secuencia|sequência|sequenza)(?:\s+(?:pour|per|para|for|de|di|of)(?=\s))?\s*/iu, '')
    .replace(/(?<![\p{L}])(?:series|sequence|serie|série|secuencia|sequência|sequenza)(?![\p{L}])\s*/iu, '')
    .trim();
}

/**
 * Splits a series prompt: the preamble (context for every email) and each email's part. `countSpan`
 * (from countInWords) is removed from the preamble so "3-email" is never read as a fact.
 */
export function splitSeries(prompt: string, count: number, countSpan?: [number, number]): SeriesSplit {
  const text = countSpan ? withoutCount(prompt, countSpan) : prompt;
  const pieces = clauses(text);
  // Labels: pieces that name their email. The first labelled piece ends the preamble.
  const labelled: Array<{ position: number; text: string }> = [];
  const preamble: string[] = [];
  let next = 1;
  for (const piece of pieces) {
    // "Preamble: Email 1: …" within one piece: a colon before a label.
    const colon = HEAD_COLON.exec(piece);
    let head: string | undefined;
    let body = piece;
    if (!labelled.length && colon && positionOfLabel(colon[2], count, next) !== undefined && positionOfLabel(piece, count, next) === undefined) {
      head = colon[1];
      body = colon[2];
    }
    const pos = positionOfLabel(body, count, next);
    if (head) preamble.push(head);
    if (pos !== undefined && pos >= 1 && pos <= count && (pos >= next - 1 || pos === count)) {
      labelled.push({ position: pos, text: body });
      next = pos + 1;
    } else if (labelled.length) labelled[labelled.length - 1].text += ` ${body}`;
    else preamble.push(body);
  }
  const distinct = new Set(labelled.map((l) => l.position));
  if (distinct.size >= Math.min(2, count)) {
    return { preamble: preamble.join(' ').trim(), parts: gather(count, labelled), by: 'labels' };
  }
  // No labels: one clause per email when the clauses (after a preamble ending in a colon) match the count.
  const colon = HEAD_COLON.exec(text);
  const [pre, body] = colon ? [colon[1], colon[2]] : ['', text];
  const rest = clauses(body);
  if (rest.length === count) {
    return { preamble: pre.trim(), parts: gather(count, rest.map((t, i) => ({ position: i + 1, text: t }))), by: 'clauses' };
  }
  const all = clauses(text);
  if (all.length === count + 1) {
    return { preamble: all[0], parts: gather(count, all.slice(1).map((t, i) => ({ position: i + 1, text: t }))), by: 'clauses' };
  }
  // Otherwise the whole prompt is the context and the emails differ by their roles.
  return { preamble: text.trim(), parts: gather(count, []), by: 'spread' };
}

function gather(count: number, labelled: Array<{ position: number; text: string }>): SeriesPart[] {
  const parts: SeriesPart[] = [];
  for (let p = 1; p <= count; p++) {
    const text = labelled.filter((l) => l.position === p).map((l) => l.text.trim()).join(' ');
    const { content, ...when } = partSchedule(stripLabel(text, true));
    const dayLabel = /^\s*(?:[-•*–]\s+)?(?:day|d[ií]a|jour|tag|dia|giorno)\s*(\d{1,2})(?!\d)/iu.exec(text);
    parts.push({ position: p, text: forTheReader(stripLabel(content)), ...when, ...(dayLabel ? { offsetDays: Number(dayLabel[1]) } : {}) });
  }
  return parts;
}

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
    .replace(/^(?:mostra|mostre)\s+(?:as\s+novidades\s*:?\s*)?/iu, '')
    .replace(/^(?:lembra|lembre)\s+(?:que\s+)?/iu, '')
    .replace(/^recommend\s+(?:them\s+)?/iu, 'We recommend ')
    .replace(/^(?:thank\s+them\s+for)\s+/iu, 'Thank you for ')
    .replace(/\s+and\s+(?:remind|tell)\s+them(?:\s+know)?\s+(?:that\s+)?/giu, '. ')
    .replace(/\s+and\s+mention\s+(?:that\s+)?/giu, '. ')
    .replace(/^(?:conte|diga|fale|lembre)\s+(?:a eles\s+|aos clientes\s+)?(?:que\s+)?/iu, '')
    .replace(/^(?:cu[eé]ntales|diles|cuenta|recu[eé]rdales)\s+(?:que\s+)?/iu, '')
    .replace(/^(?:raconte|dis-leur|rappelle-leur|racontez|dites-leur)\s+(?:que\s+|qu['’])?/iu, '')
    .replace(/^(?:racconta|di' loro|ricorda loro|racconta loro)\s+(?:che\s+)?/iu, '');
  // "erzählt, dass wir seit 1987 mit Natursauerteig backen" → "Wir backen seit 1987 mit Natursauerteig."
  const dass = /^(?:erzählt|erzählen|berichtet|erklärt|sagt)\s*,?\s+dass\s+(wir|ich|sie|es|er)\s+(.+?)\s+(\p{L}+)\s*([.!]?)$/iu.exec(t);
  if (dass) t = `${dass[1]} ${dass[3]} ${dass[2]}${dass[4] || '.'}`;
  return t.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** "Email 2: tell our story" → "tell our story"; "1st after 30 min" → "after 30 min". */
function stripLabel(text: string, keepDay = false): string {
  let t = text.replace(/^(?:(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)\s*#?\s*\d\b|\d\s*[.)](?!\d)|[-•*–]\s)\s*[:.,-]?\s*/iu, '');
  if (!keepDay) t = t.replace(/^(?:day|d[ií]a|jour|tag|dia|giorno)\s*\d{1,2}\s*[:.,-]?\s*/iu, '');
  return t.trim();
}

/**
 * Send offsets, increasing: what each part states (from the trigger, after the previous email, or
 * before the event), else the kind's default; `eventInDays` is the event or launch day counted from
 * the first send, when the prompt names one.
 */
export function scheduleOffsets(kind: SequenceKind, parts: readonly SeriesPart[], eventInDays?: number, todayWeekday?: number): number[] {
  const defaults = OFFSETS[kind];
  const count = parts.length;
  const out: number[] = [];
  // A countdown to a known day ends on that day.
  const countdown = (kind === 'launch-countdown' || kind === 'event-reminders') && eventInDays !== undefined && eventInDays >= count - 1;
  for (let i = 0; i < count; i++) {
    const part = parts[i];
    const prev = i ? out[i - 1] : undefined;
    let o: number | undefined;
    if (part.beforeEvent !== undefined && eventInDays !== undefined) o = eventInDays - part.beforeEvent;
    else if (part.weekday !== undefined && todayWeekday !== undefined) {
      // The first such weekday after the previous email (and, in a countdown, not before the day it counts to's start).
      const from = Math.max(prev !== undefined ? Math.floor(prev) + 1 : 0, kind === 'sale-countdown' && eventInDays !== undefined && i > 0 ? eventInDays : 0);
      o = from + ((part.weekday - ((todayWeekday + from) % 7) + 7) % 7);
    }
    else if (part.offsetDays !== undefined) o = part.relative && prev !== undefined ? prev + part.offsetDays : part.offsetDays;
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
