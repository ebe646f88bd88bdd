/**
 * The forms of a date the reader knows (dates.ts), in the six languages' usual spellings, and the
 * tests that tell a weekday or a slashed pair that is one day from one that is not.
 */
import { MONTHS, WEEKDAYS } from '../understand/lexicon';
import { alternation } from '../understand/text';
import { addDays, inPastContext } from './calendar';

export const MONTH_RE = alternation(Object.keys(MONTHS));
export const WEEKDAY_RE = alternation(Object.keys(WEEKDAYS));
const ORD = String.raw`(?:st|nd|rd|th|er|eme|º|°|\.)?`;
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

// A day and its month are on one line: "December\n\n1. Boxing Day…" is a heading and a list item.
const SP = String.raw`[^\S\n]`;
/** Before a day: no letter or digit, and no currency ("£30 until 15 December" is an amount and a day, not a range). */
const BD = String.raw`(?<![\p{L}\p{N}\p{Sc}]|\p{Sc}\s|\b[A-Z]{3}\s)`;
export const DAY_MONTH = new RegExp(String.raw`${BD}(\d{1,2})${ORD}${SP}*(?:de |of |di )?${SP}*(${MONTH_RE})${E}\.?(?:,?${SP}*(?:de |del )?(\d{4}))?`, 'gu');
export const MONTH_DAY = new RegExp(String.raw`${B}(${MONTH_RE})\.?${SP}+(\d{1,2})${ORD}${E}(?:,?${SP}*(\d{4}))?`, 'gu');
export const RANGE_DAY_MONTH = new RegExp(
  String.raw`${BD}(\d{1,2})${ORD}\s*(?:-|–|—|to|au|al|bis|a|ao|till|until|through)\s*(?:the )?(\d{1,2})${ORD}\s*(?:de |of |di )?\s*(${MONTH_RE})${E}`,
  'gu',
);
export const RANGE_MONTH_DAY = new RegExp(
  String.raw`${B}(${MONTH_RE})\.?\s+(\d{1,2})${ORD}\s*(?:-|–|—|to|through|until|till)\s*(\d{1,2})${ORD}${E}`,
  'gu',
);
export const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
export const SLASH = /(?<![\d/.,])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\d/%])/g;
export const DOTTED = /(?<![\d.,$€£])(\d{1,2})\.(\d{1,2})\.(\d{2,4})?(?![\d%]|\s?(?:uhr|h\b|€|eur))/g;
export const WEEKDAY = new RegExp(
  String.raw`${B}(?:(next|this|coming|proximo|proxima|este|esta|prochain|ce|nachsten|diesen|kommenden|nesta|neste|prossimo|prossima|questo|questa)\s+)?(${WEEKDAY_RE})${E}(?:\s+(?:prochain|que vient|prossimo))?`,
  'gu',
);
export const PT_WEEKDAY_SHORT =
  /(?<![\p{L}])(?:(?:na|nesta|até a|ate a|ate|até|próxima|proxima)\s+)(segunda|terca|quarta|quinta|sexta)(?![\p{L}-])/gu;

export const RELATIVE: Array<[RegExp, (today: Date) => Date]> = [
  // Before "tomorrow", which it contains: "the day after tomorrow" is two days on, not one.
  [
    /(?<![\p{L}])(?:(?:the )?day after tomorrow|pasado manana|apres-demain|apres demain|ubermorgen|depois de amanha|dopodomani)(?![\p{L}])/gu,
    (t) => addDays(t, 2),
  ],
  [
    /(?<![\p{L}])(?:today|tonight|this evening|hoy|esta noche|aujourd'hui|ce soir|heute(?: abend)?|hoje(?: a noite)?|oggi|stasera|stanotte)(?![\p{L}])/gu,
    (t) => t,
  ],
  [/(?<![\p{L}])(?:tomorrow|tmrw|tmw|tomorow|manana|demain|morgen|amanha|domani)(?![\p{L}])/gu, (t) => addDays(t, 1)],
  [
    /(?<![\p{L}])(?:this weekend|este fin de semana|ce week-end|ce weekend|dieses wochenende|am wochenende|este fim de semana|neste fim de semana|questo fine settimana|questo weekend)(?![\p{L}])/gu,
    (t) => addDays(t, (7 - t.getUTCDay()) % 7 || 7),
  ],
  [
    /(?<![\p{L}])(?:(?:the )?end of (?:the |this )?month|month-end|fin de mes|finales de mes|fin du mois|ende des monats|monatsende|ende (?:des )?monats|fim do mes|final do mes|fine mese|fine del mese)(?![\p{L}])/gu,
    (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)),
  ],
  [
    /(?<![\p{L}])(?:(?:the )?end of (?:the |this )?week|fin de semana laboral|fin de (?:la )?semaine|ende der woche|fim da semana|fine settimana lavorativa)(?![\p{L}])/gu,
    (t) => addDays(t, (7 - t.getUTCDay()) % 7),
  ],
];
export const IN_DAYS = /(?<![\p{L}])(?:in|en|dans|em|tra|fra|within)\s+(\d{1,2})\s+(?:days|dias|jours|tagen|giorni)(?![\p{L}])/gu;

/** Verbs that make "in N days" a day: something ends, expires, starts or opens then. */
export const IN_DAYS_EVENT =
  /(?<![\p{L}])(?:ends?|ending|expires?|expiring|closes?|starts?|starting|begins?|opens?|launches|goes live|kicks off|termina|terminan|acaba|finaliza|vence|empieza|comienza|abre|se termine|finit|expire|commence|ouvre|endet|lauft ab|beginnt|startet|offnet|comeca|abre|encerra|scade|finisce|inizia|comincia|apre)\s*$/u;

/**
 * Whether a weekday is one day to put a date on. Not when it is:
 *   - part of a holiday's name: "Black Friday", "Cyber Monday", "Good Friday", "viernes santo";
 *   - recurring: "every Tuesday", "jeden ersten Freitag im Monat", "ogni mercoledì", "chaque samedi";
 *   - one end of opening days: "Monday to Saturday", "lunes a viernes", "Mo bis Fr";
 *   - an adjective before a plural noun: "Friday pickups move to Saturday";
 *   - in the past: "How did Luis do on Monday?", "lundi dernier".
 * `qualified` is a "next"/"this" before it, which makes it one day whatever follows.
 */
export function oneDay(folded: string, index: number, end: number, qualified: boolean): boolean {
  const before = folded.slice(Math.max(0, index - 40), index);
  const after = folded.slice(end, end + 40);
  if (HOLIDAY_BEFORE.test(before) || HOLIDAY_AFTER.test(after)) return false;
  if (RECURRING_BEFORE.test(before)) return false;
  if (qualified) return true;
  const dash = String.raw`\s*(?:-|–|—|to|through|thru|till|until|a|à|au|al|ao|bis|a la)\s*(?:el |le |la |o |il |den |zum )?`;
  // Portuguese ranges drop "-feira": "de segunda a sábado".
  const day = `(?:${WEEKDAY_RE}|segunda|terca|quarta|quinta|sexta)`;
  if (new RegExp(`^${dash}${day}(?![\\p{L}])`, 'u').test(after)) return false;
  if (new RegExp(`${day}${dash}$`, 'u').test(before)) return false;
  // "Sunday brunches", "Sunday evenings": every week ("Friday night" is one).
  if (/^ +(?!(?:is|was|has|as|its|this|us|plus|thus|does|goes|ends|starts|opens|closes|brings|means|marks|begins|sees|gets)\b)[a-z]+s\b/.test(after) && !/^ +(?:night|morning|afternoon|evening)\b/.test(after)) return false;
  if (/(?<![\p{L}])(?:last|letzten|letzter|dernier)\s+$/u.test(before) || /^\s+(?:dernier|passe|pasado|passado|scorso)(?![\p{L}])/u.test(after)) return false;
  if (inPastContext(folded, index, index)) return false;
  return true;
}

const HOLIDAY_BEFORE =
  /(?<![\p{L}])(?:black|cyber|good|easter|palm|ash|giving|holy|maundy|shrove|whit|super bowl|small business|travel)\s+$/u;
const HOLIDAY_AFTER = /^\s+(?:santo|santa|saint|sainte|negro|negra|noir|de pascua|de pascoa|de paques|de pentecote|de ramos|dell'angelo|di pasqua)(?![\p{L}])/u;
const RECURRING_BEFORE =
  /(?<![\p{L}])(?:every|each|jeden|jede|jeder|jedem|immer|ogni|cada|chaque|tous les|toutes les|todos los|todas las|todos os|todas as|tutti i|tutte le|on alternate)\s+(?:(?:other|first|second|third|fourth|last|1st|2nd|3rd|4th|ersten|zweiten|dritten|vierten|letzten|premier|deuxieme|troisieme|dernier|primer|segundo|tercer|ultimo|primeiro|primeira|segunda|terceira|ultima|primo|secondo|terzo)\s+)?$/u;

/**
 * A slash pair that is no date: "24/7" (around the clock), "7/7", "24/24", and a score —
 * "heat level 9/10", "rated 4/5", "nota 8/10".
 */
export function notADate(folded: string, index: number, end: number, a: number, b: number): boolean {
  if ((a === 24 && b === 7) || (a === 7 && b === 24) || (a === 24 && b === 24) || (a === 7 && b === 7)) return true;
  if ((b === 5 || b === 10 || b === 100) && a <= b) {
    const before = folded.slice(Math.max(0, index - 24), index);
    const after = folded.slice(end, end + 16);
    if (/(?<![\p{L}])(?:level|heat|rating|rated|rate|score|scored|grade|stars?|nivel|nota|puntuacion|niveau|note|stufe|bewertung|livello|voto|punteggio|valutazione)\b[^\d]{0,12}$/u.test(before)) return true;
    if (/^\s*(?:stars?|estrellas|etoiles|sterne|estrelas|stelle|rating)\b/.test(after)) return true;
  }
  return false;
}

/** What stands between a relative date and the explicit date that says the same: "(on ", ", ", " — ", ", i.e. ". */
export const APPOSITION = new RegExp(String.raw`^\s*(?:[(,:\u2013\u2014-]\s*)?(?:(?:i\.e\.|that is|namely|es decir|c'est-a-dire|also|d\.h\.|ou seja|cioe|on|le|el|am|il|em|no|na|den|dem)[,]?\s+)?(?:the\s+)?(?:(?:${WEEKDAY_RE})\.?,?\s+)?$|^\s*\)?\s*\(\s*$`, 'u');
