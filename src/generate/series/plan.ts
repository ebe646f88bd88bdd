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

// The head of an email's part: the words before its content that say which email it is (an
// ordinal word or numeral, "Email 2", "1)", a bullet, "day 3"), when it goes out ("after 3 days",
// "a las 2 horas", "nach 2 Tagen", "le lendemain", "Sunday evening", "straight away") or what kind
// of email it is ("teaser", "Erinnerung", "l'invito"), in the six copy languages. One grammar reads
// the labels at the start of a line and the heads inside one sentence ("…: 1er …, 2e …, 3e …").

/** Ordinal words, folded (en, es, fr, de, pt, it), by position; `last` closes the series. */
const ORDINAL_WORDS: Array<[string, number | 'last']> = [
  ['first|primer[oa]?|premier|premiere|erste[nrs]?|primeir[oa]|prim[oa]', 1],
  ['second|segund[oa]|deuxieme|seconde?|zweite[nrs]?|second[oa]', 2],
  ['third|tercer[oa]?|troisieme|dritte[nrs]?|terceir[oa]|terz[oa]', 3],
  ['fourth|cuart[oa]|quatrieme|vierte[nrs]?|quart[oa]', 4],
  ['fifth|quint[oa]|cinquieme|funfte[nrs]?|fuenfte[nrs]?', 5],
  ['sixth|sext[oa]|sixieme|sechste[nrs]?|sest[oa]', 6],
  ['seventh|septim[oa]|septieme|siebte[nrs]?|setim[oa]|settim[oa]', 7],
  ['last|final|ultim[oa]|derniere?|letzte[nrs]?', 'last'],
];
/** A numeral written as an ordinal: 1st, 2nd, 1er, 1re, 2e, 2eme, 1º, 2ª, 3°, 1o, 2a. */
const NUMERAL_ORDINAL = '[1-7](?:st|nd|rd|th|er|re|eme|e|o|a|º|ª|°)';
/** The words for one email of a series ("mail", "correo", "one", "invio"). */
const EMAIL_NOUN =
  'e-?mails?|mails?|correos?(?: electronicos?)?|courriels?|messages?|mensajes?|mensage(?:m|ns)|messaggi[oa]?|nachrichten?|newsletters?|envios?|envois?|invii?o?|sendung|aussendung|ones?|uno|una|un';
/** Prepositions and articles before an ordinal: "in the", "el", "l'", "no" (em + o), "nella", "im". */
const BEFORE_ORDINAL = "(?:(?:in|on|for|en|dans|im|nel|nella|no|na|al|au|pour|para|per|fur|am)\\s+)?(?:the|el|la|lo|le|les|l'|die|der|das|den|dem|o|a|il)?\\s*";
/** Words that join a part to the one before: "then", "y luego", "puis", "dann", "depois" (not "depois de 3 dias"), "poi". */
const THEN =
  '(?:and then|then|after that|afterwards|luego|despues(?!\\s+de(?![\\p{L}]))|puis|ensuite|dann|danach|anschliessend|depois(?!\\s+d[eoa]s?(?![\\p{L}]))|em seguida|poi|quindi|dopodiche)';
const LAST_WORDS = 'final call|last call|last chance|finally|lastly|at the end|in the end|al final|por ultimo|finalmente|enfin|pour finir|finalement|zum schluss|schliesslich|zuletzt|por fim|infine|alla fine|per finire';
const FIRST_WORDS =
  "start with|begin with|to start|first of all|empieza con|empezar con|comienza con|para empezar|commence par|commencer par|pour commencer|d'abord|zuerst|zunachst|comece com|comecar com|para comecar|inizia con|iniziare con|per iniziare|per cominciare";
/** Words that name the kind of email a part is. */
const ROLE_WORDS =
  'teaser|announcement|invitation|invite|reminder|aviso|launch(?:-?(?:mail|e-?mail|day))?|last call|final call|early access|adelanto|avance|anuncio|invitacion|recordatorio|lanzamiento|annonce|rappel|lancement|einladung|erinnerung|ankundigung|vorschau|launch-mail|convite|lembrete|lancamento|invito|promemoria|lancio|annuncio|anteprima';
/** What follows a numeral ordinal that is a date ("1er décembre", "the 1st of May"), not an email. */
const MONTH_AFTER = /^\s*(?:jan|feb|fev|mar|apr|avr|abr|may|mai|mag|jun|juin|giu|jul|juil|lug|aug|ago|aout|sep|set|oct|okt|out|ott|nov|dec|dez|dic|ene|gen|of(?![\p{L}]))/u;
const JOIN = '(?:(?:and|y|e|et|und|ed)\\s+)?';

const HEAD_RE = new RegExp(
  `(?<conn>${JOIN}(?:${THEN}(?![\\p{L}])\\s*,?\\s*)?)` +
    `(?:(?<fin>${LAST_WORDS})(?![\\p{L}])|(?<start>${FIRST_WORDS})(?![\\p{L}])` +
    `|(?<bullet>[-•*–])\\s` +
    `|(?<list>[1-7])\\s*[.)](?=\\s)` +
    `|(?<day>(?:day|dia|jour|tag|giorno)\\s*\\d{1,2})(?![\\d\\p{L}]|[./]\\d)` +
    `|${BEFORE_ORDINAL}(?:(?:${EMAIL_NOUN})\\s*(?:n[o°º.]?\\s*|#\\s*)?(?<num>[1-7])(?![\\d\\p{L}]|[.,:]\\d)` +
    `|(?<ord>${ORDINAL_WORDS.map(([w]) => w).join('|')}|${NUMERAL_ORDINAL})(?![\\p{L}\\d])(?:\\s*(?:${EMAIL_NOUN})(?![\\p{L}]))?))`,
  'uy',
);
const THEN_RE = new RegExp(`${JOIN}${THEN}(?![\\p{L}])\\s*,?\\s*`, 'uy');
const ROLE_RE = new RegExp(`${JOIN}${BEFORE_ORDINAL}(?:${ROLE_WORDS})(?![\\p{L}])(?=\\s*(?:$|[:(,—–-]|(?:am|on|le|el|il|no|na|em|dia|the|an|a|un|una|une|uno|with|con|avec|mit|com|\\d)(?![\\p{L}])|\\p{L}+\\s+\\p{L}+\\s+(?:vorher|before|avant|antes|prima|later|spater|despues|apres|depois|dopo)(?![\\p{L}])))`, 'uy');
/** Where a part may begin: after a line break, a stop, a colon, a comma or a dash, or before "and", "then", "finally". */
const JOINS_BEFORE = new RegExp(`(?:${JOIN}(?:${THEN}|${LAST_WORDS}))(?![\\p{L}])`, 'uy');

interface Head {
  at: number;
  end: number;
  /** Which email: a number, the last one, or the one after the previous head. */
  position: number | 'last' | 'next';
  /** Names its email (an ordinal, a number, a label) rather than following the previous one. */
  explicit: boolean;
  /** "then", "finally", "start with": says the order without naming the email. */
  then?: boolean;
  /** "day 3": the label also gives the send day. */
  day?: boolean;
}

function ordinalPosition(word: string): number | 'last' {
  const digit = /^[1-7]/.exec(word);
  if (digit) return Number(digit[0]);
  return ORDINAL_WORDS.find(([w]) => new RegExp(`^(?:${w})$`, 'u').test(word))?.[1] ?? 'next' as never;
}

/** The head that starts at `at` of the folded text, if one does; weak heads (a role, a send time) not at the very start. */
function headAt(f: string, at: number): Head | undefined {
  HEAD_RE.lastIndex = at;
  const m = HEAD_RE.exec(f);
  if (m?.groups) {
    const g = m.groups;
    const end = at + m[0].length;
    const after = f.slice(end);
    if (g.fin) return { at, end, position: 'last', explicit: false, then: true };
    if (g.start) return { at, end, position: 1, explicit: false, then: true };
    if (g.bullet || g.day) return { at, end, position: 'next', explicit: true, day: !!g.day };
    if (g.list) return { at, end, position: Number(g.list), explicit: true };
    if (g.num) return { at, end, position: Number(g.num), explicit: true };
    const date = g.ord && /^\d/.test(g.ord) && MONTH_AFTER.test(after);
    const preposition = g.ord && /^prim[oa]$/.test(g.ord) && /^\s*(?:del|della|dello|dei|delle|di|che)(?![\p{L}])/u.test(after);
    if (g.ord && !date && !preposition) return { at, end, position: ordinalPosition(g.ord), explicit: true };
  }
  if (at === 0) return undefined;
  THEN_RE.lastIndex = at;
  const then = THEN_RE.exec(f);
  if (then) return { at, end: at + then[0].length, position: 'next', explicit: false, then: true };
  ROLE_RE.lastIndex = at;
  const role = ROLE_RE.exec(f);
  if (role) return { at, end: at + role[0].length, position: 'next', explicit: false };
  // "…, un mail la veille avec …": an email named by its send time.
  const rest = f.slice(at).replace(/^(?:and|y|e|et|und|ed)\s+/u, '').replace(/^(?:un|une|an|a|one|ein|eine|um|uma|uno|una)\s+(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)\s+/u, '');
  const when = offsetOf(rest.slice(0, 60));
  if (when.phrase !== undefined && when.at === 0) return { at, end: at, position: 'next', explicit: false };
  if (WEEKDAY_HEAD.test(rest)) return { at, end: at, position: 'next', explicit: false };
  return undefined;
}

const ROLE_LEAD = new RegExp(`^${BEFORE_ORDINAL}(?:(?:un|une|an|ein|eine|um|uma|uno|una)\\s+)?(?:${ROLE_WORDS}|e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)(?![\\p{L}])\\s*`, 'u');

/** Where a part may begin in the folded text: its start, after a line break, a stop, colon, comma, semicolon or dash, before "and"/"then"; never inside brackets. */
function boundaries(f: string): number[] {
  const out = [0];
  let depth = 0;
  for (let i = 0; i < f.length; i++) {
    const ch = f[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    let next = -1;
    if (ch === '\n') next = i + 1;
    else if (/[;,.:!?—–]/u.test(ch) && /\s/.test(f[i + 1] ?? '')) next = i + 1;
    else if (ch === ' ' && f[i + 1] === '-' && f[i + 2] === ' ') next = i + 2;
    else if (ch === ' ') {
      JOINS_BEFORE.lastIndex = i + 1;
      if (JOINS_BEFORE.test(f)) out.push(i + 1);
    }
    if (next >= 0) {
      while (next < f.length && /\s/.test(f[next])) next++;
      if (next < f.length) out.push(next);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** "… 1) hi + a gift 2) how we make it 3) bestsellers": inline numbering 1, 2, 3… in order, one line each. */
function numberedLines(body: string): string {
  if (/\n/.test(body)) return body;
  const marks = [...body.matchAll(/(?:^|\s)(\d)[.)]\s+(?=\p{L})/gu)];
  const run = marks.filter((m, i) => Number(m[1]) === i + 1);
  if (run.length < 2 || run.length !== marks.length) return body;
  let out = body;
  for (const m of [...run].reverse()) {
    const at = (m.index ?? 0) + (m[0].startsWith(' ') || /^\s/.test(m[0]) ? 1 : 0);
    out = `${out.slice(0, at).trimEnd()}\n${out.slice(at)}`;
  }
  return out;
}

/**
 * The heads of the parts, in order, as one chain 1…count: first the heads that name their email,
 * then with "then"/"finally", then with the weaker heads (a role word, a send time); the first
 * chain that gives every email its part wins, else the longest of those that name their emails.
 * A chain whose first head only follows ("…: remind them of X, then the next day …") makes the
 * words before it the first email's part (`implicit`).
 */
function chainOf(f: string, heads: Head[], count: number): { chain: Array<Head & { pos: number }>; implicit?: number } | undefined {
  const levels: Array<(h: Head) => boolean> = [(h) => h.explicit, (h) => h.explicit || !!h.then, () => true];
  let best: { chain: Array<Head & { pos: number }>; implicit?: number } | undefined;
  for (const [level, keep] of levels.entries()) {
    const chain: Array<Head & { pos: number }> = [];
    let implicit: number | undefined;
    let next = 1;
    for (const h of heads.filter(keep)) {
      if (chain.length && h.at < chain[chain.length - 1].end) continue;
      let pos = h.position === 'last' ? count : h.position === 'next' ? next : h.position;
      if (!chain.length && implicit === undefined && !h.explicit && h.position !== 1) {
        // Words between the context's end (its last colon or stop) and this head: the first email's part.
        const before = f.slice(0, h.at);
        const cut = Math.max(before.lastIndexOf(': '), before.lastIndexOf(' :'), before.lastIndexOf('. '), before.lastIndexOf('\n'));
        const words = before.slice(cut + 1).replace(/[^\p{L}\d]+/gu, '');
        if (words.length > 3 && cut > 0) {
          implicit = cut + 1;
          next = 2;
          pos = h.position === 'last' ? count : 2;
        }
      }
      const ok = pos >= 1 && pos <= count && (pos === next || (pos > next && (h.explicit || h.position === 'last')));
      if (!ok) continue;
      chain.push({ ...h, pos });
      next = pos + 1;
    }
    const distinct = new Set(chain.map((h) => h.pos)).size + (implicit !== undefined ? 1 : 0);
    if (distinct === count && count > 1) return { chain, implicit };
    if (level === 0 && distinct >= Math.min(2, count)) best = { chain, implicit };
  }
  return best;
}

/** The words left at a part's end that only join it to the next: ", and", "; y", " e". */
const trailing = (t: string) => {
  const out = t.replace(/(?:[\s,;]+(?:and|y|e|et|und|ed|o|or))?[\s,;:—–-]*$/iu, '').trim();
  return /[\p{L}\d]/u.test(out) ? out : '';
};

/** A part without the words of its head that only say which email it is ("el primero", "2e", "Email 2:", "then"); a "day 3" label stays for its send day. */
function stripHead(text: string): string {
  const f = fold(text);
  HEAD_RE.lastIndex = 0;
  const m = HEAD_RE.exec(f);
  let t = text;
  if (m?.groups && !m.groups.day && (m.groups.fin || m.groups.start || m.groups.bullet || m.groups.list || m.groups.num || m.groups.ord)) {
    t = text.slice(m[0].length);
  } else {
    THEN_RE.lastIndex = 0;
    const then = THEN_RE.exec(f);
    if (then) t = text.slice(then[0].length);
  }
  return t.replace(/^(?:[\s,:.—–]|-(?=\s))+/u, '').replace(/^(?:and|y|e|et|und|ed)\s+/iu, '').trim();
}

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
  beforeEnd?: number;
  onDate?: { month: number; day: number };
  /** The part names the weekday it goes out ("sunday evening teaser", "then monday morning …"): 0 = Sunday. */
  weekday?: number;
  /** The part without the words that only say when it goes out or which email it is. */
  content: string;
}

/** When a part says it goes out, and what the recipient should read of it. */
export function partSchedule(text: string): PartSchedule {
  let bare = text
    .replace(/^\s*(?:[-•*–]\s+|\d\s*[.)]\s*)/u, '')
    .replace(/^(?:1st|2nd|3rd|[4-7]th|[1-7](?:er|re|e|eme|ème|º|ª|°))\s+/iu, '')
    .replace(/^(?:(?:and\s+)?then|finally|lastly|start with|begin with|puis|enfin|luego|al final|finalmente|dann|zum schluss|depois(?!\s+d[eoa]s?\b)|por fim|poi|infine)\b[\s,:]*/iu, '')
    .trim();
  // "Teaser am 1.12. (…)", "Erinnerung drei Tage vorher": a role word before the send time only names the email.
  const role = ROLE_LEAD.exec(fold(bare));
  if (role) {
    const after = fold(bare.slice(role[0].length));
    const when = offsetOf(after.slice(0, 48));
    if ((when.phrase !== undefined && when.at === 0) || WEEKDAY_HEAD.test(after)) bare = bare.slice(role[0].length);
  }
  // "(48h later): …": a head in brackets says when, like one without.
  const bracket = /^\(([^()]{1,40})\)\s*[:,—–-]?\s*/u.exec(bare);
  if (bracket && offsetOf(fold(bracket[1])).phrase !== undefined) bare = `${bracket[1]}: ${bare.slice(bracket[0].length)}`;
  // Only the part's head says when it goes out ("Second one the next day: …", "el primero a las 2
  // horas, …", "email 2 two days later — …"); a duration further on is content ("the code expires
  // 14 days after signing up").
  const { cut, width } = headEnd(bare);
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
  // A head of which only a few words are left after its send time or before its colon ("Second one the next day:",
  // "l'invito con il prezzo, …"); a short part without either is content ("the new Atlas mug"), unless it is only a role
  // word ("un adelanto", "teaser").
  const scheduleOnly = (phrase !== undefined || (cut > 0 && HEAD_WORDS.test(fold(headText)))) && !/\d/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= 3;
  const roleAlone = ROLE_LEAD.test(fold(bare)) && fold(bare).replace(ROLE_LEAD, '').replace(/[^\p{L}\d]+/gu, '') === '';
  HEAD_WORDS.lastIndex = 0;
  if (roleAlone) schedule.content = '';
  else if (roleOnly || (scheduleOnly && (cut > 0 || (bare.length <= 48 && rest === '')))) schedule.content = cut > 0 ? bare.slice(cut + width).trim() : '';
  else if (weekday && weekday.index === 0) schedule.content = bare.slice(weekday[0].length).replace(/^[\s,:-]+/, '').replace(/^(?:that|que|dass|che)\s+/iu, '');
  else if (when.phrase !== undefined && when.at === 0) schedule.content = bare.slice(when.phrase.length).replace(/^(?:[\s,:—–]|-(?=\s))+/u, '').replace(/^(?:that|que|dass|che)\s+/iu, '');
  return schedule;
}

/** Where a part's head ends: its first colon or dash ("Teaser: …", "two days later — …"), else its first comma; never inside brackets. */
function headEnd(bare: string): { cut: number; width: number } {
  let depth = 0;
  let comma = -1;
  for (let i = 0; i < Math.min(bare.length, 60); i++) {
    const ch = bare[i];
    if (ch === '(' || ch === '[' || ch === '«' || ch === '“' || ch === '„') depth++;
    else if ((ch === ')' || ch === ']' || ch === '»' || ch === '”' || ch === '“') && depth > 0) depth--;
    if (depth > 0 || i === 0) continue;
    const sep = /^(?: ?: | [—–-] |[—–] )/u.exec(bare.slice(i));
    if (sep && !(ch === ':' && /\d/.test(bare[i - 1] ?? '') && /\d/.test(bare[i + 1] ?? ''))) return { cut: i, width: sep[0].length };
    if (comma < 0 && ch === ',' && bare[i + 1] === ' ') comma = i;
  }
  return comma > 0 ? { cut: comma, width: 2 } : { cut: -1, width: 0 };
}

/** Counts written as words in the six languages ("two days later", "drei Tage vorher", "trois jours avant"). */
const COUNT_WORDS: Record<string, number> = {
  ...ARTICLE,
  ...NUMBER_WORDS,
  dois: 2, six: 6, cinque: 5, eight: 8, ocho: 8, huit: 8, acht: 8, oito: 8, otto: 8, ten: 10, diez: 10, dix: 10, zehn: 10, dez: 10, dieci: 10,
};
const COUNT = `\\d{1,3}|${Object.keys(COUNT_WORDS).sort((a, b) => b.length - a.length).join('|')}`;
const OFFSET_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:(after|apres|despues de|depois de|dopo|nach|a las|a los|a la|al cabo de|within|au bout de|em)\\s+)?(${COUNT})\\s*(min|mins|minutes?|minuten|minutos|minuti|h|hrs?|hours?|horas?|heures?|stunden?|ore|ora|days?|dias?|jours?|tage?n?|giorni|giorno|weeks?|semanas?|semaines?|wochen?|settiman[ae])(?![\\p{L}])(?:\\s+(later|after|apres|despues|depois|dopo|spater|prima|before|avant|antes|vorher|davor|fruher))?`,
  'u',
);
/** "…before the end" (of the offer, of the code's validity): counted back from the end a part before states ("valid for 10 days"). */
const THE_END = /^\s*(?:(?:the|la|el|o|das|il)\s+)?(?:end|fin|final|fim|ende|fine|scadenza|expiry|ablauf)(?![\p{L}])/u;
const IMMEDIATELY =
  /^(?:straight away|right away|immediately|at once|instantly|on sign-?up|at sign-?up|al registrarse|a l'inscription|des l'inscription|bei (?:der )?anmeldung|ao se (?:cadastrar|inscrever)|all'iscrizione|de inmediato|inmediatamente|al instante|enseguida|tout de suite|immediatement|aussitot|sofort|direkt|na hora|imediatamente|logo|subito|immediatamente)(?![\p{L}])/u;
/** A send date in a head, day then month: "am 1.12.", "dia 3/12". */
const DATE_HEAD = /^(?:am|on|le|el|il|em|no|dia|the)?\s*(\d{1,2})([./])(\d{1,2})(?!\d)\2?/u;

/** The send offset a head states, with the phrase that states it. */
function offsetOf(f: string): { offset: Pick<PartSchedule, 'offsetDays' | 'relative' | 'beforeEvent' | 'beforeEnd' | 'onDate'>; phrase?: string; at?: number } {
  const day = /^\s*(?:day|dia|jour|tag|giorno)\s*(\d{1,2})(?!\d|[./]\d)/u.exec(f);
  if (day) return { offset: { offsetDays: Number(day[1]) }, phrase: day[0], at: day.index };
  const now = IMMEDIATELY.exec(f);
  if (now) return { offset: { offsetDays: 0 }, phrase: now[0], at: 0 };
  const date = DATE_HEAD.exec(f);
  if (date && Number(date[3]) >= 1 && Number(date[3]) <= 12) return { offset: { onDate: { month: Number(date[3]), day: Number(date[1]) } }, phrase: date[0], at: 0 };
  const same = /(?<![\p{L}])(?:same day|on the day|launch day|day of|il giorno stesso|le jour meme|el mismo dia|am selben tag|am tag selbst|no mesmo dia|el dia del (?:lanzamiento|evento)|le jour (?:du lancement|j)|no dia do (?:lancamento|evento)|il giorno del (?:lancio|evento))(?![\p{L}])/u.exec(f);
  if (same) return { offset: { beforeEvent: 0 }, phrase: same[0], at: same.index };
  const before = /(?<![\p{L}])(?:the day before(?: launch)?|la veille|el dia antes|la vispera|am vortag|na vespera|il giorno prima)(?![\p{L}])/u.exec(f);
  if (before) return { offset: { beforeEvent: 1 }, phrase: before[0], at: before.index };
  const week = /^(?:a la semana|al cabo de una semana|a la semana siguiente|al mes|au bout d'une semaine)(?![\p{L}])/u.exec(f);
  if (week) return { offset: { offsetDays: /mes/.test(week[0]) ? 30 : 7 }, phrase: week[0], at: 0 };
  const next = /(?<![\p{L}])(?:(?:the )?next day|(?:the )?day after|al dia siguiente|le lendemain|am nachsten tag|am folgetag|no dia seguinte|il giorno dopo)(?![\p{L}])/u.exec(f);
  if (next) return { offset: { offsetDays: 1 }, phrase: next[0], at: next.index };
  const m = OFFSET_RE.exec(f);
  if (!m || (!m[1] && !m[4])) return { offset: {} };
  const n = /^\d+$/.test(m[2]) ? Number(m[2]) : (COUNT_WORDS[m[2]] ?? 1);
  const days = n * (UNIT[m[3]] ?? 1);
  if (m[4] && /prima|before|avant|antes|vorher|davor|fruher/.test(m[4])) {
    const end = THE_END.exec(f.slice((m.index ?? 0) + m[0].length));
    if (end) return { offset: { beforeEnd: days }, phrase: m[0] + end[0], at: m.index };
    return { offset: { beforeEvent: days }, phrase: m[0], at: m.index };
  }
  if (m[4] && /later|spater|despues|depois|dopo|apres/.test(m[4]) && !m[1]) return { offset: { offsetDays: days, relative: true }, phrase: m[0], at: m.index };
  return { offset: { offsetDays: days }, phrase: m[0], at: m.index };
}

/** The send offset a part states, if any. */
export function statedOffset(text: string): Pick<SeriesPart, 'offsetDays' | 'relative' | 'beforeEvent' | 'weekday'> {
  const { content: _c, ...rest } = partSchedule(text);
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
 * (from countInWords) is removed from the preamble so "3-email" is never read as a fact. The parts
 * are found by their heads (see HEAD_RE): "Email 2:", "1)", "el primero a las 2 horas", "2e une
 * semaine après", "prima mail dopo 1 ora, seconda il giorno dopo …", "Einladung (…), Erinnerung drei
 * Tage vorher, und am Tag selbst: …"; else one clause per email; else the emails differ by role.
 */
function splitParts(prompt: string, count: number, countSpan?: [number, number]): SeriesSplit {
  const text = numberedLines(countSpan ? withoutCount(prompt, countSpan) : prompt);
  const f = fold(text);
  const heads = boundaries(f).map((b) => headAt(f, b)).filter((h): h is Head => h !== undefined);
  const found = count > 1 ? chainOf(f, heads, count) : undefined;
  if (found) {
    const { chain, implicit } = found;
    const labelled: Array<{ position: number; text: string; day?: boolean }> = [];
    const first = implicit ?? chain[0].at;
    if (implicit !== undefined) labelled.push({ position: 1, text: trailing(text.slice(implicit, chain[0].at)) });
    chain.forEach((h, k) => labelled.push({ position: h.pos, text: trailing(text.slice(h.at, chain[k + 1]?.at ?? text.length)), day: h.day }));
    return { preamble: trailing(text.slice(0, first)), parts: gather(count, labelled), by: 'labels' };
  }
  // No heads: one clause per email when the clauses (after a preamble ending in a colon) match the count.
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

/** "valid for 10 days", "valable 10 jours", "válido por 10 días", "10 Tage gültig", "valido per 10 giorni". */
const VALID_FOR = new RegExp(
  `(?:valid(?: for)?|valable(?: pendant)?|valid[oa](?: por| durante| per)?|gultig(?: fur)?|vale(?: por)?)\\s+(${COUNT})\\s*(days?|dias|jours|tage|giorni|weeks?|semanas|semaines|wochen|settimane)(?![\\p{L}])`,
  'u',
);

export function splitSeries(prompt: string, count: number, countSpan?: [number, number]): SeriesSplit {
  const split = splitParts(prompt, count, countSpan);
  const audience: Array<{ position: number; note: string }> = [];
  const context = withoutAudience(split.preamble);
  if (context.note) audience.push({ position: 0, note: context.note });
  const parts = split.parts.map((p) => {
    const own = withoutAudience(p.text);
    if (!own.note) return p;
    audience.push({ position: p.position, note: own.note });
    return { ...p, text: own.text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) };
  });
  return { ...split, preamble: context.text, parts, ...(audience.length ? { audience } : {}) };
}

function gather(count: number, labelled: Array<{ position: number; text: string }>): SeriesPart[] {
  const parts: SeriesPart[] = [];
  for (let p = 1; p <= count; p++) {
    const text = labelled.filter((l) => l.position === p).map((l) => stripHead(l.text.trim())).join(' ');
    const { content: said, ...when } = partSchedule(text);
    // "(Enthüllung am 3.12. …)": what a head put in brackets is the part's content.
    const content = /^\([^()]*\)[.]?$/u.test(said.trim()) ? said.trim().replace(/^\(|\)[.]?$/gu, '') : said;
    const dayLabel = /^\s*(?:day|d[ií]a|jour|tag|giorno)\s*(\d{1,2})(?!\d|[./]\d)/iu.exec(text);
    const valid = VALID_FOR.exec(fold(content));
    const validDays = valid ? (/^\d+$/.test(valid[1]) ? Number(valid[1]) : (COUNT_WORDS[valid[1]] ?? 1)) * (UNIT[valid[2]] ?? 1) : undefined;
    parts.push({
      position: p,
      text: forTheReader(stripDay(content)),
      ...when,
      ...(dayLabel ? { offsetDays: Number(dayLabel[1]) } : {}),
      ...(validDays !== undefined ? { validDays } : {}),
    });
  }
  return parts;
}

const INSTRUCTION_VERB = new RegExp(
  '^(?:' +
    [
      // en
      "reminding(?: them)?(?: that| of)?", "mentioning(?: that)?", "explaining(?: that| how)?", "offering", "telling(?: them)?(?: that| about)?", "showing(?: them)?",
      // es
      "recordando(?:les)?(?: que)?", "diciendo(?:les)?(?: que)?", "explicando(?: que)?", "mencionando(?: que)?", "contando(?: que)?", "ofreciendo", "recordar(?:les)? que", "ofrecer", "decir(?:les)? que",
      // pt
      "lembrando(?: que)?", "dizendo(?: que)?", "falando (?:sobre |de )", "mostrando", "oferecendo", "contando(?: que)?", "oferecer", "lembrar(?: que)?",
      // fr
      "rappeler (?:que |qu['’])", "en rappelant (?:que |qu['’])", "rappelant (?:que |qu['’])", "offrir", "proposer", "dire (?:que |qu['’])", "expliquer (?:que |qu['’])?", "annoncer (?:que |qu['’])?",
      // it
      "ricordando(?: che)?", "dicendo(?: che)?", "spiegando(?: che| come)?", "offrendo", "offrire", "ricordare(?: che)?",
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
    .replace(/^(?:mostra|mostre)\s+(?:as\s+novidades\s*:?\s*)?/iu, '')
    .replace(/^(?:lembra|lembre)\s+(?:que\s+)?/iu, '')
    .replace(/^recommend\s+(?:them\s+)?/iu, 'We recommend ')
    .replace(/^(?:thank\s+them\s+for)\s+/iu, 'Thank you for ')
    .replace(/\s+and\s+(?:remind|tell)\s+them(?:\s+know)?\s+(?:that\s+)?/giu, '. ')
    .replace(/\s+and\s+mention\s+(?:that\s+)?/giu, '. ')
    .replace(/^(?:conte|diga|fale|lembre)\s+(?:a eles\s+|aos clientes\s+)?(?:que\s+)?/iu, '')
    .replace(/^(?:cu[eé]ntales|diles|cuenta|recu[eé]rdales)\s+(?:que\s+)?/iu, '')
    .replace(/^(?:raconte|dis-leur|rappelle-leur|racontez|dites-leur)\s+(?:que\s+|qu['’])?/iu, '')
    .replace(/^(?:racconta|di' loro|ricorda loro|racconta loro)\s+(?:che\s+)?/iu, '')
    // A gerund or infinitive that says what the email does ("recordando la Orbea …", "explicando a
    // entrega …", "falando do programa …", "rappeler que …", "offrir …", "mentioning that …").
    // "falando do programa" → "O programa": the article the contraction held stays ("do" = de + o).
    .replace(/^falando (d)([oa]s?)\s+/iu, (_m, _d: string, art: string) => `${art} `)
    .replace(INSTRUCTION_VERB, '')
    .replace(/\s+(y|e|et|and|und)\s+(?:que|qu['’]|that|dass|che)\s+/giu, ' $1 ')
    .replace(/(?<!\d)([.!?])\s+(\p{Ll})/gu, (_m, stop: string, c: string) => `${stop} ${c.toUpperCase()}`);
  // "erzählt, dass wir seit 1987 mit Natursauerteig backen" → "Wir backen seit 1987 mit Natursauerteig."
  // German puts the instruction's verb last: "An den Rucksack „Alpspitz 28“ erinnern", "… Lieferung in 1–2 Werktagen betonen".
  const last = /^(?:(?:an|auf)\s+)?(.+?)\s+(?:erinnern|betonen|hervorheben|erwähnen|vorstellen|zeigen|anbieten|ankündigen|hinweisen|bewerben)\s*([.!]?)$/iu.exec(t);
  if (last && /\p{Lu}/u.test(last[1])) t = `${last[1]}${last[2]}`;
  const dass = /^(?:erzählt|erzählen|berichtet|erklärt|sagt)\s*,?\s+dass\s+(wir|ich|sie|es|er)\s+(.+?)\s+(\p{L}+)\s*([.!]?)$/iu.exec(t);
  if (dass) t = `${dass[1]} ${dass[3]} ${dass[2]}${dass[4] || '.'}`;
  return t.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** "day 3: tell our story" → "tell our story" (the day is the send offset). */
function stripDay(text: string): string {
  return text.replace(/^(?:day|d[ií]a|jour|tag|dia|giorno)\s*\d{1,2}\s*[:.,-]?\s*/iu, '').trim();
}

/**
 * Send offsets, increasing: what each part states (from the trigger, after the previous email, or
 * before the event), else the kind's default; `eventInDays` is the event or launch day counted from
 * the first send, when the prompt names one.
 */
export function scheduleOffsets(kind: SequenceKind, parts: readonly SeriesPart[], eventInDays?: number, todayWeekday?: number, today?: string): number[] {
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
  // A countdown to a known day ends on that day.
  const countdown = (kind === 'launch-countdown' || kind === 'event-reminders') && eventInDays !== undefined && eventInDays >= count - 1;
  for (let i = 0; i < count; i++) {
    const part = parts[i];
    const prev = i ? out[i - 1] : undefined;
    let o: number | undefined;
    const valid = part.beforeEnd !== undefined ? parts.slice(0, i).findLastIndex((p) => p.validDays !== undefined) : -1;
    const dated = part.onDate ? dayOf(part.onDate) : undefined;
    if (dated !== undefined) o = dated;
    else if (part.beforeEnd !== undefined && valid >= 0) o = out[valid] + (parts[valid].validDays as number) - part.beforeEnd;
    else if (part.beforeEvent !== undefined && eventInDays !== undefined) o = eventInDays - part.beforeEvent;
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

// ---------------------------------------------------------------------------------------------
// Who an email goes to: a note for the marketer, not copy

/** Who a part goes to, per language: the preposition ("for", "pour", "para", "an", "per") and the people ("customers who", "celles qui", "quem", "chi"). */
const AUDIENCE: Array<[string, string]> = [
  // en: "for customers who haven't ordered in 6 months", "only to people who didn't buy"
  ["(?:(?:only|just)\\s+)?(?:(?:sent|goes|going)\\s+)?(?:to|for)", "(?:(?:all|the)\\s+)?(?:people|those|customers|subscribers|users|anyone|everyone|the ones|ones|buyers|shoppers|clients|members|recipients|readers|contacts)\\s+(?:who|that)\\s"],
  // fr: "pour les clientes qui n'ont pas commandé", "pour ceux qui n'ont pas ouvert"
  ["(?:(?:uniquement|seulement)\\s+)?(?:pour|a|aux)", "(?:ceux|celles|ceux et celles|(?:les|tous les|toutes les)\\s+(?:clients?|clientes?|abonne(?:e)?s|inscrit(?:e)?s|personnes|membres|utilisat(?:eur|rice)s|achet(?:eur|euse)s|contacts))\\s+(?:qui\\s|qu')"],
  // es: "para quienes no abrieron", "solo a los clientes que no compraron"
  ["(?:(?:solo|solamente)\\s+)?(?:para|a)", "(?:quienes|quien|los que|las que|aquell[oa]s que|(?:l[oa]s)\\s+(?:clientes|suscriptor[ae]s|usuari[oa]s|personas|compradores|contactos)\\s+que)\\s"],
  // pt: "para quem não compra há 4 meses", "pra quem baixou o app"
  ["(?:(?:so|somente|apenas)\\s+)?(?:para|pra|aos|as)", "(?:quem|os que|as que|aquel[ea]s que|(?:os|as)\\s+(?:clientes|assinantes|usuari[oa]s|pessoas|compradores|contatos)\\s+que)\\s"],
  // de: "nur an alle, die nicht geöffnet haben", "für Kunden, die seit 6 Monaten nicht bestellt haben"
  ["(?:nur\\s+)?(?:an|fur)", "(?:alle|diejenigen|(?:alle\\s+)?(?:kunden|kundinnen|abonnenten|abonnentinnen|leute|empfanger|nutzer))\\s*,?\\s+(?:die|welche)\\s"],
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
  [new RegExp(`seit\\s+((?:\\d{1,3}|\\p{L}+)\\s+(?:tagen|wochen|monaten|jahren))\\s+nicht`, 'u'), (d) => `Seit ${d} haben wir nichts mehr von Ihnen gehört.`],
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
  /(?<![\p{L}])(?:pour|aux|for|to|para|per|a|fur|an)\s+(?:les inscrit(?:e)?s|tous les inscrits|registered (?:attendees|guests|participants|people)|(?:the )?(?:attendees|registrants|participants)|l[oa]s inscrit[oa]s|os inscritos|as inscritas|gli iscritti|le iscritte|(?:die )?angemeldeten (?:gaste|teilnehmer(?:innen)?))\s+(?:a |of |to |for |de |)/u;

export function withoutAudience(text: string): { text: string; note?: string } {
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
  const name = /(?<=\s)\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:\p{Lu}[\p{L}\d'’&-]*|\d[\p{L}\d]*))*(?:\s+\p{Ll}+)?\s*$/u.exec(clause);
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
  const out = [before.replace(/[\s,;:—–-]+$/u, ''), ...kept, tail].filter((x) => x.trim() !== '').join(' ').replace(/\s{2,}/g, ' ').trim();
  return { text: out, note: clause.trim() };
}
