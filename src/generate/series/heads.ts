/**
 * The head of a series part (issue #23): the words before an email's part of the brief that say
 * which email it is and when it goes out. The planner (plan.ts) finds the parts by these heads and
 * reads each part's send time from them; nothing here knows the kinds of sequence or the schedule.
 */
import { MONTH_RE } from '../read/date-patterns';
import { MONTHS as MONTH_NUMBERS } from '../understand/lexicon';
import { fold } from '../understand/text';

/** Counts 2–7 written as words in the six languages ("three-email", "drei Mails", "tre email"). */
export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7,
  zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7,
  duas: 2, quatro: 4, sete: 7,
  due: 2, tre: 3, quattro: 4, sei: 6, sette: 7,
};

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
const MONTHS = 'jan|feb|fev|mar|apr|avr|abr|may|mai|mag|jun|juin|giu|jul|juil|lug|aug|ago|aout|sep|set|oct|okt|out|ott|nov|dec|dez|dic|ene|gen';
/** A month named after a day: a whole word ("13 diciendo" is no "13 dic."). */
const MONTH_WORD = `(?:${MONTH_RE}|(?:${MONTHS})\\.?)(?![\\p{L}])`;
const MONTH_AFTER = new RegExp(`^\\s*(?:${MONTH_WORD}|of(?![\\p{L}]))`, 'u');
const JOIN = '(?:(?:and|y|e|et|und|ed)\\s+)?';
/** "y otro …", "and another one …", "une autre …": the next email, by the word for another. */
const ANOTHER = "(?:otro|otra|another(?: one)?|outro|outra|un autre|une autre|un altro|un'altra|noch eine?|eine weitere|ein weiteres)";
/** The email nouns a head names an email with ("un correo que …", "otro correo …"). */
const ONE_EMAIL = '(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)';
const ANOTHER_RE = new RegExp(`^${ANOTHER}(?:\\s+${ONE_EMAIL})?(?![\\p{L}])\\s*`, 'u');
/** "un correo que avise …", "an email that announces …": an email named by its article and what it does. */
const EMAIL_THAT = new RegExp(`^(?:un|una|une|an|a|one|um|uma|uno|ein|eine)\\s+${ONE_EMAIL}\\s+(?:que|that|qui|che|der|die|das)\\s`, 'u');

/** "J0", "J+2", "D+3", "T+5", "G+2": a send day counted from the trigger, as flow tools label them (not "J-3": that counts back). */
const PLUS_DAY = '(?:j|d|t|g)(?:\\s?\\+\\s?\\d{1,2}|0)';
/** "el segundo una semana antes": "una" there begins a span of time, not "one" of the emails. */
const NOT_A_SPAN = '(?!\\s+(?:semanas?|settiman[ae]|semaines?|wochen?|weeks?|horas?|ore|ora|heures?|stunden?|hours?|dias?|giorni|giorno|jours?|tage?n?|days?|mes|meses|mois|mese|mesi|months?)(?![\\p{L}]))';

const HEAD_RE = new RegExp(
  `(?<conn>${JOIN}(?:${THEN}(?![\\p{L}])\\s*,?\\s*)?)` +
    `(?:(?<fin>${LAST_WORDS})(?![\\p{L}])|(?<start>${FIRST_WORDS})(?![\\p{L}])` +
    `|(?<bullet>[-•*–])\\s` +
    `|(?<list>[1-7])\\s*[.)](?=\\s)` +
    `|(?<day>(?:day|dia|jour|tag|giorno)\\s*(?:\\+\\s*)?\\d{1,2}|${PLUS_DAY})(?![\\d\\p{L}]|[./]\\d)` +
    `|${BEFORE_ORDINAL}(?:(?:${EMAIL_NOUN})\\s*(?:n[o°º.]?\\s*|#\\s*)?(?<num>[1-7])(?![\\d\\p{L}]|[.,:]\\d)` +
    `|(?<ord>${ORDINAL_WORDS.map(([w]) => w).join('|')}|${NUMERAL_ORDINAL})(?![\\p{L}\\d])(?:\\s*(?:${EMAIL_NOUN})(?![\\p{L}])${NOT_A_SPAN})?))`,
  'uy',
);
const THEN_RE = new RegExp(`${JOIN}${THEN}(?![\\p{L}])\\s*,?\\s*`, 'uy');
const ROLE_RE = new RegExp(`${JOIN}${BEFORE_ORDINAL}(?:${ROLE_WORDS})(?![\\p{L}])(?=\\s*(?:$|[:(,—–-]|(?:am|on|le|el|il|no|na|em|dia|the|an|a|un|una|une|uno|with|con|avec|mit|com|\\d)(?![\\p{L}])|\\p{L}+\\s+\\p{L}+\\s+(?:vorher|before|avant|antes|prima|later|spater|despues|apres|depois|dopo)(?![\\p{L}])))`, 'uy');
/** Where a part may begin: after a line break, a stop, a colon, a comma or a dash, or before "and", "then", "finally". */
// "…, y el último el mismo sábado …", "and the last one …": only with its "and", so "the last day of the sale" stays one phrase.
const AND_THE_LAST = "(?:and|y|e|et|und|ed)\\s+(?:the|el|la|le|l'|die|der|das|o|a|il)\\s*(?:last|ultim[oa]|derniere?|letzte[nrs]?)";
const JOINS_BEFORE = new RegExp(`(?:${JOIN}(?:${THEN}|${LAST_WORDS}|${ANOTHER})|${AND_THE_LAST})(?![\\p{L}])`, 'uy');

export interface Head {
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
  /** A list's bullet: the next email only where no label names the emails (bullets under "J+2", "Email 2" are that email's). */
  bullet?: boolean;
}

function ordinalPosition(word: string): number | 'last' {
  const digit = /^[1-7]/.exec(word);
  if (digit) return Number(digit[0]);
  return ORDINAL_WORDS.find(([w]) => new RegExp(`^(?:${w})$`, 'u').test(word))?.[1] ?? 'next' as never;
}

/** The head that starts at `at` of the folded text, if one does; weak heads (a role, a send time) not at the very start. */
export function headAt(f: string, at: number): Head | undefined {
  HEAD_RE.lastIndex = at;
  const m = HEAD_RE.exec(f);
  if (m?.groups) {
    const g = m.groups;
    const end = at + m[0].length;
    const after = f.slice(end);
    if (g.fin) return { at, end, position: 'last', explicit: false, then: true };
    if (g.start) return { at, end, position: 1, explicit: false, then: true };
    if (g.bullet || g.day) return { at, end, position: 'next', explicit: true, day: !!g.day, ...(g.bullet ? { bullet: true } : {}) };
    // "4. Dezember", "3. dezember, 18 Uhr": a day before its month is a date, not the list's fourth item.
    if (g.list && !(m[0].endsWith('.') && MONTH_AFTER.test(after))) return { at, end, position: Number(g.list), explicit: true };
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
  // "…, un mail la veille avec …", "Uno hoy con …": an email named by its send time.
  const named = f.slice(at).replace(/^(?:and|y|e|et|und|ed)\s+/u, '').replace(/^(?:un|une|an|a|one|ein|eine|um|uma|uno|una)\s+(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)\s+/u, '');
  const rest = named.slice(pronounHead(named));
  const when = offsetOf(rest.slice(0, 60));
  if (when.phrase !== undefined && when.at === 0) return { at, end: at, position: 'next', explicit: false };
  if (WEEKDAY_HEAD.test(rest) || LABEL_DATED.test(rest)) return { at, end: at, position: 'next', explicit: false };
  // "un correo que avise con tiempo (el lunes 7)", "y otro el mismo viernes en la mañana …".
  const joined = f.slice(at).replace(/^(?:and|y|e|et|und|ed)\s+/u, '');
  if (EMAIL_THAT.test(joined)) return { at, end: at, position: 'next', explicit: false };
  const another = ANOTHER_RE.exec(joined);
  if (another) {
    const after = joined.slice(another[0].length);
    const when = offsetOf(after.slice(0, 60));
    if (new RegExp(`${ONE_EMAIL}\\s*$`, 'u').test(another[0]) || (when.phrase !== undefined && when.at === 0) || WEEKDAY_HEAD.test(after)) return { at, end: at, position: 'next', explicit: false };
  }
  return undefined;
}

/**
 * "Uno hoy con lo del estacionamiento, otro el jueves 10 …", "one today with the parking, another on Thursday …": the
 * length of a pronoun standing for one of the emails, when a send time follows it (and did not already start with it:
 * "una semana después" is a span).
 */
function pronounHead(f: string): number {
  const m = /^(?:one|uno|una)\s+/u.exec(f);
  if (!m) return 0;
  const whole = offsetOf(f.slice(0, 60));
  if (whole.phrase !== undefined && whole.at === 0) return 0;
  const after = f.slice(m[0].length);
  const when = offsetOf(after.slice(0, 60));
  return (when.phrase !== undefined && when.at === 0) || WEEKDAY_HEAD.test(after) ? m[0].length : 0;
}

const ROLE_LEAD = new RegExp(`^${BEFORE_ORDINAL}(?:(?:un|une|an|ein|eine|um|uma|uno|una)\\s+)?(?:${ROLE_WORDS}|e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht)(?![\\p{L}])\\s*`, 'u');

/** Where a part may begin in the folded text: its start, after a line break, a stop, colon, comma, semicolon or dash, before "and"/"then"; never inside brackets. */
export function boundaries(f: string): number[] {
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
      // "1h depois lembra …", "2 días después": "depois" after a duration is its send time, not "then".
      if (JOINS_BEFORE.test(f) && !DURATION_BEFORE.test(f.slice(Math.max(0, i - 16), i))) out.push(i + 1);
    }
    if (next >= 0) {
      while (next < f.length && /\s/.test(f[next])) next++;
      if (next < f.length) out.push(next);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/**
 * "### J+2", "## Email 2", "### Day 3": a Markdown heading that is only an email's label stays as a
 * line of its own. (The shape reader drops a short heading as the notes' structure, and with it the
 * label that says which email, and when, the lines under it are.)
 */
export function labelHeadings(prompt: string): string {
  return prompt.replace(/^[ \t]{0,3}#{1,6}[ \t]+(\S[^\n]*?)[ \t#]*$/gmu, (line, text: string) => {
    const f = fold(text);
    const head = headAt(f, 0);
    return head && head.explicit && !head.bullet && f.slice(head.end).replace(/[\s:.]+/gu, '') === '' ? text : line;
  });
}

/** "… 1) hi + a gift 2) how we make it 3) bestsellers": inline numbering 1, 2, 3… in order, one line each. */
export function numberedLines(body: string): string {
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
export function chainOf(f: string, heads: Head[], count: number): { chain: Array<Head & { pos: number }>; implicit?: number } | undefined {
  const levels: Array<(h: Head) => boolean> = [(h) => h.explicit, (h) => h.explicit || !!h.then, () => true];
  let best: { chain: Array<Head & { pos: number }>; implicit?: number } | undefined;
  for (const [level, keep] of levels.entries()) {
    const kept = heads.filter(keep);
    const first = chainFrom(f, kept, count);
    if (first.distinct === count && count > 1) {
      if (level < 2 || first.unplaced === 0) return first;
      // "…, sábado 12 de diciembre. Uno hoy con …, otro el jueves 10 …, y el último el mismo sábado …": a weak head in
      // the context (the event's day) took the first place and left "the last" out; a chain that begins later and
      // places every head that names its email is the brief's.
      for (let from = 1; from < kept.length; from++) {
        const later = chainFrom(f, kept.slice(from), count);
        if (later.distinct === count && later.unplaced === 0) return later;
      }
      return first;
    }
    if (level === 0 && first.distinct >= Math.min(2, count)) best = first;
  }
  return best;
}

/** The chain of `heads` in order from the first; how many emails it gives a part, and how many heads naming their email it left out. */
function chainFrom(f: string, heads: Head[], count: number) {
  const chain: Array<Head & { pos: number }> = [];
  let implicit: number | undefined;
  let next = 1;
  let unplaced = 0;
  for (const h of heads) {
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
    if (!ok) {
      if (h.explicit || h.position === 'last') unplaced++;
      continue;
    }
    chain.push({ ...h, pos });
    next = pos + 1;
  }
  const distinct = new Set(chain.map((h) => h.pos)).size + (implicit !== undefined ? 1 : 0);
  return { chain, implicit, distinct, unplaced };
}

/** The words left at a part's end that only join it to the next: ", and", "; y", " e". */
export const trailing = (t: string) => {
  const out = t.replace(/(?:[\s,;]+(?:and|y|e|et|und|ed|o|or))?[\s,;:—–-]*$/iu, '').trim();
  return /[\p{L}\d]/u.test(out) ? out : '';
};

/** A part without the words of its head that only say which email it is ("el primero", "2e", "Email 2:", "then"); a "day 3" label stays for its send day. */
export function stripHead(text: string): string {
  const f = fold(text);
  HEAD_RE.lastIndex = 0;
  const m = HEAD_RE.exec(f);
  let t = text;
  if (m?.groups && !m.groups.day && (m.groups.fin || m.groups.start || m.groups.bullet || m.groups.list || m.groups.num || m.groups.ord)) {
    t = text.slice(m[0].length);
  } else {
    THEN_RE.lastIndex = 0;
    const then = THEN_RE.exec(f);
    const another = ANOTHER_RE.exec(f.replace(/^(?:and|y|e|et|und|ed)\s+/u, ''));
    if (then) t = text.slice(then[0].length);
    else if (another) t = text.slice(f.length - f.replace(/^(?:and|y|e|et|und|ed)\s+/u, '').length + another[0].length);
  }
  return t.replace(/^(?:[\s,:.—–]|-(?=\s))+/u, '').replace(/^(?:and|y|e|et|und|ed)\s+/iu, '').trim();
}

export const UNIT: Record<string, number> = {
  min: 1 / 1440, mins: 1 / 1440, minute: 1 / 1440, minutes: 1 / 1440, minuten: 1 / 1440, minutos: 1 / 1440, minuti: 1 / 1440,
  h: 1 / 24, hr: 1 / 24, hrs: 1 / 24, hour: 1 / 24, hours: 1 / 24, hora: 1 / 24, horas: 1 / 24, heure: 1 / 24, heures: 1 / 24, stunde: 1 / 24, stunden: 1 / 24, ora: 1 / 24, ore: 1 / 24,
  day: 1, days: 1, dia: 1, dias: 1, jour: 1, jours: 1, tag: 1, tage: 1, tagen: 1, giorno: 1, giorni: 1,
  week: 7, weeks: 7, semana: 7, semanas: 7, semaine: 7, semaines: 7, woche: 7, wochen: 7, settimana: 7, settimane: 7,
  // A month after a trigger, as flow tools count it: 30 days ("nach drei Monaten" is day 90).
  month: 30, months: 30, mes: 30, meses: 30, mois: 30, monat: 30, monate: 30, monaten: 30, mese: 30, mesi: 30,
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
const WEEKDAY_NAMES =
  'sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|segunda|terca|quarta|quinta|sexta|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|sabato';
/**
 * Weekdays as calendars and one-line briefs shorten them ("Mo 7.12.", "Wed Dec 9", "jue 10/12", "sam. 12/12", "qui 3/12",
 * "gio 10/12"): read only before a date, where "do" or "so" can be nothing else.
 */
const WEEKDAY_SHORT = '(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mie|mer|jue|jeu|vie|ven|sab|sam|dom|dim|seg|ter|qua|qui|sex|gio)\\.?';
const DAY_TIMES = 'morning|evening|night|afternoon|noon|manana|tarde|noche|matin|soir|apres-midi|morgen|fruh|abend|nachmittag|manha|noite|mattina|sera|pomeriggio';
/** Words that make a date after them a deadline, a span or a fact, not the send day of a labelled email. */
const LABEL_NOT =
  'am|on|em|no|na|dia|bis|until|till|through|by|ab|from|since|vom|von|seit|du|au|jusqu|hasta|desde|ate|fino|dal|al|ends?|endet|termina|finit|valid|gultig|valable|valido|before|vor|avant|antes|prima|after|nach|apres|despues|depois|dopo|and|und|y|et|e|ed|or|oder|ou|o|the|der|die|das|le|la|el|il|a|an|un|una|une|ein|eine|ist|is|es|est|e';
const WEEKDAY_HEAD = new RegExp(
  '^(?:(?:and\\s+)?then\\s+|puis\\s+|luego\\s+|dann\\s+|depois\\s+|poi\\s+)?(?:(?:remind(?:er)?|final call|last call|send(?: it)?|follow up|recordatorio|rappel|erinnerung|lembrete|promemoria)\\s+)?(?:on\\s+|el\\s+|le\\s+|am\\s+|no\\s+|na\\s+|il\\s+)?' +
    `(${WEEKDAY_NAMES})` +
    // "le mercredi 9", not "le mercredi 9 décembre" (a date) nor "9/12"
    `(?:\\s+(\\d{1,2})(?![\\d./:h]|\\s*(?:de\\s+)?${MONTH_WORD}))?` +
    `(?:\\s+(?:(?:in the|au|en la|por la|a la|am|de|di|alla|la|le|el|na|no|pela|a)\\s+)?(?:${DAY_TIMES}))?(?![\\p{L}])`,
  'u',
);

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
  /** The part names the day of the month it goes out with its weekday ("Le mercredi 9 :", "el lunes 7"). */
  onDay?: number;
  /** The day it goes out as the head writes it ("Sonntag 6.12."), when the content no longer says it: copy in a countdown. */
  sendDay?: string;
  /** The part without the words that only say when it goes out or which email it is. */
  content: string;
}

/** When a part says it goes out, and what the recipient should read of it. */
export function partSchedule(text: string): PartSchedule {
  let bare = text
    .replace(/^\s*(?:[-•*–]\s+|\d\s*[.)](?![ºª])\s*)/u, '')
    .replace(/^(?:1st|2nd|3rd|[4-7]th|[1-7](?:er|re|e|eme|ème|\.?º|\.?ª|°))\s+/iu, '')
    .replace(/^(?:(?:and\s+)?then|finally|lastly|start with|begin with|puis|enfin|luego|al final|finalmente|dann|zum schluss|depois(?!\s+d[eoa]s?\b)|por fim|poi|infine)\b[\s,:]*/iu, '')
    .trim();
  bare = bare.slice(pronounHead(fold(bare)));
  bare = correctedHead(bare);
  // "Teaser am 1.12. (…)", "Erinnerung drei Tage vorher": a role word before the send time only names the email.
  const role = ROLE_LEAD.exec(fold(bare));
  if (role) {
    const after = fold(bare.slice(role[0].length));
    const when = offsetOf(after.slice(0, 48));
    if ((when.phrase !== undefined && when.at === 0) || WEEKDAY_HEAD.test(after)) bare = bare.slice(role[0].length);
  }
  // "Sale-Start Mittwoch 2.12. um 8 Uhr: …": the label and the dated day stay copy; the day is also when it goes out.
  const label = LABEL_DATED.exec(fold(bare));
  if (label && !role) {
    const dated = DATE_HEAD.exec(fold(bare.slice(label[0].length)));
    if (dated && Number(dated[3]) >= 1 && Number(dated[3]) <= 12) return { onDate: { month: Number(dated[3]), day: Number(dated[1]) }, content: bare };
  }
  // "(48h later): …", "(Freitag früh, 7 Uhr): …": a head in brackets says when, like one without.
  const bracket = /^\(([^()]{1,40})\)\s*[:,—–-]?\s*/u.exec(bare);
  if (bracket && (offsetOf(fold(bracket[1])).phrase !== undefined || WEEKDAY_HEAD.test(fold(bracket[1])))) bare = `${bracket[1]}: ${bare.slice(bracket[0].length)}`;
  // Only the part's head says when it goes out ("Second one the next day: …", "el primero a las 2
  // horas, …", "email 2 two days later — …"); a duration further on is content ("the code expires
  // 14 days after signing up").
  // "un correo que avise con tiempo (el lunes 7)": a bracket that holds only a send time says when, wherever it is.
  const aside = /\s*\(([^()]{1,40})\)/u.exec(bare);
  const asideWhen = aside ? sendTime(fold(aside[1]).trim()) : undefined;
  if (aside && asideWhen) {
    const inner = partSchedule(aside[1]);
    const { content: _c, ...when } = inner;
    const left = `${bare.slice(0, aside.index)}${bare.slice(aside.index + aside[0].length)}`.trim();
    // "amanhã (domingo): só teaser …": the words before the bracket may say when too, and go with it; the bracket's day wins.
    const outer = aside.index > 0 ? partSchedule(left) : undefined;
    return outer && outer.content !== left ? { ...outer, ...when, content: outer.content } : { ...when, content: left };
  }
  const { cut, width } = headEnd(bare);
  const headText = cut > 0 ? bare.slice(0, cut) : bare;
  const head = fold(cut > 0 ? headText : bare.slice(0, 48));
  const when = offsetOf(head);
  const weekday = WEEKDAY_HEAD.exec(head);
  const schedule: PartSchedule = { ...when.offset, content: bare };
  if (weekday && when.phrase === undefined) {
    const name = fold(weekday[1]);
    schedule.weekday = WEEKDAYS.find(([re]) => re.test(name))?.[1];
    if (weekday[2]) schedule.onDay = Number(weekday[2]);
  }
  // Drop a head that says nothing but when and which: no digit of its own, a few words.
  const phrase = when.phrase ?? (weekday ? weekday[0] : undefined);
  const rest = (phrase ? fold(headText).replace(phrase, ' ') : fold(headText)).replace(HEAD_WORDS, ' ').replace(/[^\p{L}\d]+/gu, ' ').trim();
  const roleOnly = cut > 0 && /^(?:teaser|the specs|specs|reminder|rappel|recordatorio|promemoria|lembrete|erinnerung|l'annonce|annonce|announcement|invitation|invito|launch day|day of)$/u.test(fold(headText).trim());
  // A head of which only a few words are left after its send time or before its colon ("Second one the next day:",
  // "l'invito con il prezzo, …"); a short part without either is content ("the new Atlas mug"), unless it is only a role
  // word ("un adelanto", "teaser").
  // "Am Freitag, 1.1. um 9 Uhr: …": before a colon, the hour is when it goes out too (not "Mo 7.12. 8 Uhr Start, …", a sale's start).
  const timed = bare[cut] === ':' && !START_IN.test(rest) ? rest.replace(SEND_HOUR, ' ').trim() : rest;
  const scheduleOnly = (phrase !== undefined || (cut > 0 && HEAD_WORDS.test(fold(headText)))) && !/\d/.test(timed) && timed.split(/\s+/).filter(Boolean).length <= 3;
  const roleAlone = ROLE_LEAD.test(fold(bare)) && fold(bare).replace(ROLE_LEAD, '').replace(/[^\p{L}\d]+/gu, '') === '';
  HEAD_WORDS.lastIndex = 0;
  if (roleAlone) schedule.content = '';
  else if (roleOnly || (scheduleOnly && (cut > 0 || (bare.length <= 48 && rest === '')))) schedule.content = cut > 0 ? bare.slice(cut + width).trim() : '';
  else if (weekday && weekday.index === 0 && !(when.phrase !== undefined && when.at === 0 && when.phrase.length > weekday[0].length))
    schedule.content = bare.slice(weekday[0].length).replace(/^[\s,:-]+/, '').replace(/^(?:that|que|dass|che)\s+/iu, '');
  // "Mo 7.12. 8 Uhr Start, 20–40 % …": a send day with its hour is when the sale starts, a fact the email states.
  else if (when.offset.onDate && when.at === 0 && CLOCK_AFTER.test(fold(bare.slice((when.phrase as string).length)))) schedule.content = startsFrom(bare, (when.phrase as string).length);
  // "la prima il 1° dicembre con il calendario": a day with its month's name that runs on into the content is said in it too
  // (it goes when only a colon or a dash follows it: "Email 2 on Wed Dec 9: the shopping list").
  else if (when.worded) schedule.content = bare;
  else if (when.phrase !== undefined && when.at === 0) schedule.content = bare.slice(when.phrase.length).replace(/^(?:[\s,:—–]|-(?=\s))+/u, '').replace(/^(?:that|que|dass|che)\s+/iu, '');
  // "rappel + stationnement gratuit …", "l'annonce, avec le concours …": a role word joined to the content only names the email.
  const joined = ROLE_LEAD.exec(fold(schedule.content));
  if (joined && /^(?:\+|,)\s+[\p{L}\d]/u.test(schedule.content.slice(joined[0].length))) schedule.content = schedule.content.slice(joined[0].length).replace(/^(?:\+|,)\s+/u, '');
  // "Last Call Sonntag 6.12. am Vormittag, Sale endet …": the day it goes out, as written, when the content no longer says it;
  // only a day named with its weekday, as the reader would read it ("Erinnerung am 6.12." only says when to send).
  const named = when.phrase && new RegExp(`(?<![\\p{L}])(?:${WEEKDAY_NAMES})(?![\\p{L}])`, 'u').test(when.phrase);
  // Not when the content says a date of its own ("Donnerstag 10.12.: nur noch bis Sonntag 13.12."): its day is that one.
  if (when.offset.onDate && when.at === 0 && named && !fold(schedule.content).includes((when.phrase as string).trim()) && !DATE_IN.test(fold(schedule.content))) {
    schedule.sendDay = bare.slice(0, (when.phrase as string).length).replace(/^(?:am|on|le|el|il|em|no|na|dia|the)\s+/iu, '').trim();
  }
  return schedule;
}

/** The hour a head sends at: "um 9 Uhr", "at 9am", "a las 10:00", "às 14h", "alle 9". */
const SEND_HOUR = /(?:(?:um|at|a las|as|a|alle|ore|vers)\s+)?\d{1,2}(?:[:.h]\d{2})?\s*(?:uhr|h|am|pm|hs|hrs)?(?![\p{L}\d])/gu;

/** A start word after a send day and its hour: "Mo 7.12. 8 Uhr Start, …", "Mon 7/12 8am start: …", "lun 7/12 8h début, …". */
const START_WORDS = 'start|beginn|los|inicio|debut|inizio';
const START_WORD = new RegExp(`^\\s*(${START_WORDS})(?![\\p{L}])\\s*[,:;—–-]?\\s*`, 'u');
/** A start word anywhere in a head. */
const START_IN = new RegExp(`(?<![\\p{L}])(?:${START_WORDS})(?![\\p{L}])`, 'u');
/**
 * "Mo 7.12. 8 Uhr Start, 20–40 % auf Jacken" → "Ab Mo 7.12. 8 Uhr: 20–40 % auf Jacken": the day is when the sale starts, and is
 * said as a start (the reader took a day before an offer for its end: "nur bis 7. Dezember").
 */
function startsFrom(bare: string, dayLength: number): string {
  const f = fold(bare);
  const clock = CLOCK_AFTER.exec(f.slice(dayLength));
  if (!clock) return bare;
  const at = dayLength + clock[0].length;
  const start = START_WORD.exec(f.slice(at));
  if (!start) return bare;
  const from: Record<string, string> = { beginn: 'Ab', los: 'Ab', start: /uhr/u.test(clock[0]) ? 'Ab' : 'From', inicio: 'Desde', debut: 'Dès', inizio: 'Dal' };
  return `${from[start[1]]} ${bare.slice(0, at).trim()}: ${bare.slice(at + start[0].length)}`;
}

/** "no", "nein", "non", "não" and the words after it that take back what was just said ("no, mejor", "no wait", "nein, lieber"). */
const TAKE_BACK_WORDS = 'wait|mejor|better|rather|make (?:it|that)|i mean|sorry|perdon|digo|quise decir|plutot|pardon|je veux dire|lieber|besser|eher|ich meine|melhor|quer dizer|meglio|piuttosto|anzi|cioe|scusa';
/** Not "a los 3 días, no 5" (not five): "no" takes back only with a stop after it or a word that corrects ("no, mejor", "nein lieber"). */
const TAKEN_BACK = new RegExp(
  `^\\s*(?:[—–]|-(?=\\s)|,|;|\\.\\.\\.|…)\\s*(?:no|nope|nein|non|nao)(?:\\s*[,!.:]|\\s+(?=(?:${TAKE_BACK_WORDS})(?![\\p{L}])))\\s*(?:(?:${TAKE_BACK_WORDS})(?![\\p{L}])\\s*[,:]?\\s*)*`,
  'u',
);

/**
 * A send time the head corrects in passing: "a los 5 días — no, mejor a los 7 —: …", "after 5 — no, 7 days: …", "nach 2
 * Tagen, nein, 3 Tagen: …": the corrected time stays, in the first one's words ("a los 7 días"), and the words that took
 * the first back go. A head that corrects nothing is returned as it is.
 */
export function correctedHead(bare: string): string {
  const f = fold(bare);
  for (let i = 1; i < Math.min(f.length, 48); i++) {
    const back = TAKEN_BACK.exec(f.slice(i));
    if (!back || !/[\s,;—–.…-]/u.test(f[i])) continue;
    const first = bare.slice(0, i).trim();
    const from = i + back[0].length;
    // The corrected words run to the head's end: a colon, a dash, a comma, or the end of the text.
    const stop = /\s*(?:[—–]\s*|-\s+)?(?=[:,]|$)|\s*(?:[—–]|-(?=\s))/u.exec(f.slice(from));
    if (!stop || stop.index === 0) continue;
    const second = bare.slice(from, from + stop.index).trim();
    // The count just taken back is the first's last; the one that replaces it, the second's first.
    const n1 = [...fold(first).matchAll(NUMBER_AT)].pop();
    const n2 = [...fold(second).matchAll(NUMBER_AT)][0];
    const said = offsetOf(fold(second));
    let when: string | undefined;
    if (said.phrase !== undefined && said.at === 0 && (said.offset.offsetDays !== undefined || said.offset.beforeEvent !== undefined || said.offset.onDate)) when = second;
    else if (n1 && n2) {
      // "a los 5 días" + "a los 7" → "a los 7 días"; "after 5" + "7 days" → "after 7 days".
      const unit = n2[2] !== undefined ? second.slice(n2.index + n2[0].length - n2[2].length, n2.index + n2[0].length) : n1[2] !== undefined ? first.slice(n1.index! + n1[0].length - n1[2].length, n1.index! + n1[0].length) : '';
      when = `${first.slice(0, n1.index)}${second.slice(n2.index, n2.index! + n2[1].length)}${unit ? ` ${unit}` : ''}${first.slice(n1.index! + n1[0].length)}`;
    }
    if (when === undefined || offsetOf(fold(when)).phrase === undefined) continue;
    const rest = bare.slice(from + stop.index + stop[0].length).replace(/^\s*(?=[:,])/u, '');
    return `${when}${/^[:,]/u.test(rest) ? '' : ':'} ${rest.replace(/^\s+/u, '')}`.replace(/\s+:/u, ':');
  }
  return bare;
}

/** The send time a whole phrase states ("el lunes 7", "the next day"), with nothing else in it. */
function sendTime(f: string): boolean {
  const when = offsetOf(f);
  if (when.phrase !== undefined && when.at === 0 && when.phrase.trim() === f) return true;
  const weekday = WEEKDAY_HEAD.exec(f);
  return !!weekday && weekday[0].trim() === f;
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
export const COUNT_WORDS: Record<string, number> = {
  ...ARTICLE,
  ...NUMBER_WORDS,
  dois: 2, six: 6, cinque: 5, eight: 8, ocho: 8, huit: 8, acht: 8, oito: 8, otto: 8, ten: 10, diez: 10, dix: 10, zehn: 10, dez: 10, dieci: 10,
};
export const COUNT = `\\d{1,3}|${Object.keys(COUNT_WORDS).sort((a, b) => b.length - a.length).join('|')}`;
/** A count and its unit in a send time ("5 días", "after 5"), for a head that corrects its count. */
const NUMBER_AT = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(COUNT_WORDS).filter((w) => !(w in ARTICLE)).join('|')})(?:\\s*(${Object.keys(UNIT).join('|')}))?(?![\\p{L}\\d])`,
  'gu',
);
/** A text ending in a duration ("… 1h", "… 2 dias"). */
const DURATION_BEFORE = new RegExp(`(?<![\\p{L}\\d])(?:${COUNT})\\s*(?:${Object.keys(UNIT).join('|')})$`, 'u');
const OFFSET_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:(after|apres|despues de|depois de|dopo|nach|a las|a los|a la|al cabo de|within|au bout de|ao fim de|ao cabo de|apos|passados|passadas|passado|passada|em)\\s+)?(${COUNT})\\s*(min|mins|minutes?|minuten|minutos|minuti|h|hrs?|hours?|horas?|heures?|stunden?|ore|ora|days?|dias?|jours?|tage?n?|giorni|giorno|weeks?|semanas?|semaines?|wochen?|settiman[ae]|months?|mes|meses|mois|monat|monate|monaten|mese|mesi)(?![\\p{L}])(?:\\s+(later|after|apres|despues|depois|dopo|spater|prima|before|avant|antes|vorher|davor|fruher))?`,
  'u',
);
/** "…before the end" (of the offer, of the code's validity): counted back from the end a part before states ("valid for 10 days"). */
const THE_END = /^\s*(?:(?:the|la|el|o|das|il)\s+)?(?:end|fin|final|fim|ende|fine|scadenza|expiry|ablauf)(?![\p{L}])/u;
const IMMEDIATELY =
  /^(?:straight away|right away|immediately|at once|instantly|(?:on |at |upon )sign-?up|sign-?up(?=\s*$)|(?:right |just |straight )?after (?:sign-?up|signing up|registration|registering|joining|(?:the )?purchase|checkout|delivery|the order)|(?:gleich |direkt |sofort )?nach (?:dem kauf|der bestellung|der anmeldung|der registrierung)|(?:juste )?apres (?:l'achat|la commande|l'inscription)|(?:justo |inmediatamente )?despues de (?:la compra|comprar|registrarse)|(?:logo )?(?:apos|depois d)[ae]? (?:a compra|o cadastro|a inscricao)|(?:subito )?dopo l'acquisto|al registrarse|a l'inscription|des l'inscription|bei (?:der )?anmeldung|ao se (?:cadastrar|inscrever)|all'iscrizione|de inmediato|inmediatamente|al instante|enseguida|tout de suite|immediatement|aussitot|sofort|direkt|na hora|imediatamente|logo|subito|immediatamente|des maintenant|desde ya|desde ahora|ab sofort|a partir de agora|da subito|(?:(?:sale|se envia|goes out|is sent|gets sent|send it|part|geht(?: heute)? raus|sai|parte|esce|va)\s+)?(?:today|hoy|aujourd'hui|heute|hoje|oggi))(?![\p{L}])/u;
/** A send date in a head, day then month: "am 1.12.", "dia 3/12". */
const DATE_HEAD = new RegExp(`^(?:am|on|le|el|il|em|no|na|dia|the)?\\s*(?:(?:(?:${WEEKDAY_NAMES})(?:-feira)?|${WEEKDAY_SHORT}),?\\s+(?:(?:den|dia|il|le|el|the)\\s+)?)?(\\d{1,2})([./])(\\d{1,2})(?!\\d)\\2?`, 'u');
/** A send date in a head with the month's name: "on Wed Dec 9", "Dec 12", "el 9 de diciembre", "le 9 décembre", "am 9. Dezember", "il 9 dicembre". */
const MONTH_HEAD = new RegExp(
  `^(?:am|on|le|el|il|em|no|na|dia|the)?\\s*(?:(?:(?:${WEEKDAY_NAMES})(?:-feira)?|${WEEKDAY_SHORT}),?\\s+(?:(?:den|dia|il|le|el|the)\\s+)?)?` +
    `(?:(${MONTH_RE})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th|er|º|°|\\.)?\\s*(?:(?:de|of|di)\\s+)?(${MONTH_RE})\\.?)(?![\\p{L}\\d])`,
  'u',
);
/** A date in a part's words ("nur noch bis So 13.12.", "until Dec 13"): a part that says its own date needs not its send day. */
const DATE_IN = new RegExp(`(?<![\\d.,])\\d{1,2}[./]\\d{1,2}(?!\\d)|(?<![\\p{L}\\d])(?:(?:${MONTH_RE})\\.?\\s+\\d{1,2}|\\d{1,2}\\.?\\s*(?:(?:de|of|di)\\s+)?(?:${MONTH_RE}))(?![\\p{L}\\d])`, 'u');
/** A clock time right after a send date ("Mo 7.12. 8 Uhr Start", "Dec 9, 6pm"): the day and hour are when something happens, a fact. */
const CLOCK_AFTER = /^\s*,?\s*(?:(?:um|at|a las|a la|à|a|às|as|alle|ab|from|dès|des|desde)\s+)?\d{1,2}(?:(?:[:.h]\d{2})\s*(?:uhr|h|am|pm|hs)?|\s*(?:uhr|h|am|pm|hs))(?![\p{L}\d])/u;
/** "…, two hours before class", "2 Stunden vor Beginn": after a head's send date, the hours it goes out before the event that day. */
const HOURS_BEFORE = new RegExp(`^\\s*,?\\s*(${COUNT})\\s*(min|mins|minutes?|minuten|minutos|minuti|h|hrs?|hours?|horas?|heures?|stunden?|ore|ora)\\s+(?:before|avant|antes|vorher|vor|prima)(?![\\p{L}])(?:\\s+(?:the\\s+|la\\s+|le\\s+|el\\s+|del\\s+|de\\s+|do\\s+|da\\s+|dem\\s+|der\\s+|il\\s+|della\\s+|du\\s+)?[\\p{L}-]+)?`, 'u');
/**
 * "Sale-Start Mittwoch 2.12. um 8 Uhr: …", "Reveal on Friday 4/12 —": a label of a word or two before a send day named by its
 * weekday and date heads an email as a role word does ("Teaser am 1.12."); not "bis Sonntag 6.12." (a deadline).
 */
const LABEL_DATED = new RegExp(
  `^(?!(?:${LABEL_NOT})(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*(?:\\s+(?!(?:${LABEL_NOT})(?![\\p{L}]))[\\p{L}][\\p{L}'’-]*)?\\s+(?=(?:am|on|le|el|il|em|no|na)?\\s*(?:${WEEKDAY_NAMES})(?:-feira)?,?\\s+(?:(?:den|dia|il|le|el|the)\\s+)?\\d{1,2}[./]\\d{1,2}(?!\\d))`,
  'u',
);

/** "day 3", "día 3", "Tag 3", "day +3", "J0", "J+2", "D+5": a label that names the send day, counted from the trigger. */
const DAY_LABEL = /^\s*(?:(?:(?:ao|au|al|on)\s+)?(?:day|d[ií]a|jour|tag|giorno)\s*(?:\+\s*)?(\d{1,2})(?!\s*(?:de\s+)?(?:jan|fev|feb|mar|abr|apr|avr|mai|may|jun|jui|jul|ago|aug|aou|set|sep|out|oct|okt|nov|dez|dec|dic|déc))|(?:j|d|t|g)(?:\s?\+\s?(\d{1,2})|(0)))(?![\d\p{L}]|[./]\d)/iu;

export function dayLabel(text: string): { days: number; phrase: string } | undefined {
  const m = DAY_LABEL.exec(text);
  return m ? { days: Number(m[1] ?? m[2] ?? m[3]), phrase: m[0] } : undefined;
}

/** "… en la mañana", "… au matin", "… in the evening": the time of day after a send day is part of it. */
const TIME_OF_DAY = `(?:,?\\s+(?:(?:in the|au|en la|por la|a la|am|de|di|alla|la|le|el|na|no|pela|da|del|della)\\s+)?(?:${DAY_TIMES}))?`;

/**
 * A send date at the head's start, in figures ("am 1.12.", "Mo 7.12.") or with the month's name ("on Wed Dec 9",
 * "el 9 de diciembre"), and the hours before the event that day it names after the date ("on Dec 12, two hours
 * before class": `beforeEvent` in days, counted back from the event's hour).
 */
function datedHead(f: string): ReturnType<typeof offsetOf> | undefined {
  const numeric = DATE_HEAD.exec(f);
  const named = numeric ? undefined : MONTH_HEAD.exec(f);
  let when: { onDate: { month: number; day: number }; phrase: string } | undefined;
  if (numeric && Number(numeric[3]) >= 1 && Number(numeric[3]) <= 12) when = { onDate: { month: Number(numeric[3]), day: Number(numeric[1]) }, phrase: numeric[0] };
  else if (named) {
    const month = MONTH_NUMBERS[named[1] ?? named[4]];
    const day = Number(named[2] ?? named[3]);
    if (month && day >= 1 && day <= 31) when = { onDate: { month, day }, phrase: named[0] };
  }
  if (!when) return undefined;
  const hours = HOURS_BEFORE.exec(f.slice(when.phrase.length));
  if (!hours) return { offset: { onDate: when.onDate }, phrase: when.phrase, at: 0, ...(named ? { worded: true } : {}) };
  const n = /^\d+$/.test(hours[1]) ? Number(hours[1]) : (COUNT_WORDS[hours[1]] ?? 1);
  return { offset: { onDate: when.onDate, beforeEvent: n * (UNIT[hours[2]] ?? 1 / 24) }, phrase: when.phrase + hours[0], at: 0, ...(named ? { worded: true } : {}) };
}

/** The send offset a head states, with the phrase that states it. */
function offsetOf(f: string): { offset: Pick<PartSchedule, 'offsetDays' | 'relative' | 'beforeEvent' | 'beforeEnd' | 'onDate'>; phrase?: string; at?: number; worded?: boolean } {
  const day = dayLabel(f);
  if (day) return { offset: { offsetDays: day.days }, phrase: day.phrase, at: 0 };
  const now = IMMEDIATELY.exec(f);
  if (now) return { offset: { offsetDays: 0 }, phrase: now[0], at: 0 };
  // "1º amanhã (domingo): …", "tomorrow: the teaser": the day after the series is planned.
  const tomorrow = /^(?:tomorrow|tmrw|manana|demain|morgen|amanha|domani)(?![\p{L}])/u.exec(f);
  if (tomorrow) return { offset: { offsetDays: 1 }, phrase: tomorrow[0], at: 0 };
  const dated = datedHead(f);
  if (dated) return dated;
  // "el mismo viernes en la mañana", "the same friday": the day of the event, named by its weekday.
  const sameWeekday = new RegExp(`^(?:on\\s+)?(?:el mismo|la misma|le meme|the same|am selben|am gleichen|no mesmo|na mesma|lo stesso|la stessa)\\s+(?:${WEEKDAY_NAMES})(?:\\s+(?:(?:in the|au|en la|por la|a la|am|de|di|alla|la|le|el|na|no|pela)\\s+)?(?:${DAY_TIMES}))?(?![\\p{L}])`, 'u').exec(f);
  if (sameWeekday) return { offset: { beforeEvent: 0 }, phrase: sameWeekday[0], at: 0 };
  const same = new RegExp(`(?<![\\p{L}])(?:same day|on the day|launch day|day of|il giorno stesso|le jour meme|el mismo dia|am selben tag|am tag selbst|no mesmo dia|el dia del (?:lanzamiento|evento)|le jour (?:du lancement|j)|no dia do (?:lancamento|evento)|il giorno del (?:lancio|evento))${TIME_OF_DAY}(?![\\p{L}])`, 'u').exec(f);
  if (same) return { offset: { beforeEvent: 0 }, phrase: same[0], at: same.index };
  const before = new RegExp(`(?<![\\p{L}])(?:the day before(?: launch)?|la veille|el dia antes|la vispera|am vortag|na vespera|il giorno prima)${TIME_OF_DAY}(?![\\p{L}])`, 'u').exec(f);
  if (before) return { offset: { beforeEvent: 1 }, phrase: before[0], at: before.index };
  // "el primero a la hora": an hour after the trigger, as "a la semana" is a week after.
  const hour = /^a la (media )?hora(?![\p{L}])/u.exec(f);
  if (hour) return { offset: { offsetDays: hour[1] ? 1 / 48 : 1 / 24 }, phrase: hour[0], at: 0 };
  const week = /^(?:a la semana|al cabo de una semana|a la semana siguiente|al mes|au bout d'une semaine)(?![\p{L}])/u.exec(f);
  if (week) return { offset: { offsetDays: /mes/.test(week[0]) ? 30 : 7 }, phrase: week[0], at: 0 };
  const next = new RegExp(`(?<![\\p{L}])(?:(?:the )?next day|(?:the )?day after|al dia siguiente|le lendemain|am nachsten tag|am folgetag|no dia seguinte|il giorno dopo)${TIME_OF_DAY}(?![\\p{L}])`, 'u').exec(f);
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

