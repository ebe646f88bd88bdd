/**
 * The prompt as the marketer meant it. People type the way they talk and fix a slip where they
 * made it: "Offer 25% off — wait, make that 30%, finance approved it — with code COMEBACK30",
 * "desde septiembre... no, desde agosto", "à 1 € — non pardon, à 50 %", "até 18 de dezembro —
 * aliás, até dia 23, a direção prolongou". Every reader after this one (the brief's slots, the
 * message units, the fact extractor of the coverage check and of validate/facts) would take both
 * values as facts, and the struck-out one, written first, would win the subject and the offer
 * block. So before anything reads a prompt, each self-correction is applied: the corrected value
 * and the correction's words go, the new value takes the old one's place, and an aside about the
 * correction ("finance approved it") goes with them. Pure and storage-free, so the generator
 * (understandPrompt) and validate/facts read the same brief.
 *
 * A correction is read only where the text shows one: a marker ("wait", "make that", "no, perdón",
 * "aliás", "anzi", …) right after a break (an ellipsis, a dash, a parenthesis, an arrow, a comma;
 * a pair of markers, "non pardon", needs none)
 * and a struck-out value the new one can stand for — a value of the same kind before the break
 * (a percentage for a percentage, a date for a date), a phrase opened by the same word
 * ("desde septiembre… no, desde agosto"), or a name for a name after an ellipsis. A bare "no" or a
 * comma needs the firmer evidence of a value of the same kind. "No, we don't ship to PO boxes",
 * "from $25 to $30", "25% off, 30% for members" and "£18 -> £19.50" are left as written.
 */
import type { CopyLanguage } from '../types';
import { escapeRegExp, fold } from '../understand/text';
import { DAY_MONTH, DOTTED, ISO, MONTH_DAY, MONTH_RE, SLASH, WEEKDAY_RE } from './date-patterns';
import { findAmounts, findPercentages } from './money';
import { withFootnotesInPlace } from './footnotes';
import { readShape } from './shapes';
import { readTimes } from './times';

/**
 * The prompt with its shape read (./shapes: a thread, Markdown, JSON, dictation) and each of its
 * self-corrections applied (unchanged when it has neither).
 */
export function readAsMeant(prompt: string, language: CopyLanguage = 'en'): string {
  let text = readShape(withFootnotesInPlace(prompt), language);
  // One correction at a time, from the left: each rewrite moves what follows it.
  for (let from = 0, guard = 0; guard < 20; guard++) {
    const next = nextCorrection(text, from);
    if (!next) break;
    text = next.text;
    from = next.resume;
  }
  return text;
}

type Strength = 'strong' | 'weak' | 'negation' | 'filler' | 'extension';

/**
 * The words that announce a correction, folded (lower case, no accents), in the six languages.
 * strong: a correction whatever follows; weak: one only before a value of the same kind (or after
 * an ellipsis, dash or parenthesis); negation: a bare "no" (as weak, and never inside a chain
 * without its own punctuation: "não, no nosso site" is "não" then the words "no nosso site");
 * filler: only after another marker ("no, mejor a los de noviembre"); extension: a deadline moved
 * on ("→ extended to Dec 23", "prorrogado até 23/12").
 */
const MARKERS: Record<string, Strength> = {
  // en
  'make that': 'strong', 'make it': 'strong', 'scratch that': 'strong', 'i mean': 'strong', correction: 'strong', 'my bad': 'strong',
  'just kidding': 'strong', kidding: 'strong', jk: 'strong', 'or rather': 'strong',
  wait: 'weak', sorry: 'weak', actually: 'weak', oops: 'weak', er: 'weak', um: 'weak', uh: 'weak', rather: 'filler', now: 'filler',
  no: 'negation', nope: 'negation',
  // es
  'mejor dicho': 'strong', digo: 'strong', 'quiero decir': 'strong', corrijo: 'strong', mentira: 'strong', 'ya no': 'weak',
  perdon: 'weak', mejor: 'filler', ahora: 'filler', 'mas bien': 'filler',
  // fr
  'je veux dire': 'strong', 'ou plutot': 'strong', 'je corrige': 'strong', pardon: 'weak', enfin: 'weak', plutot: 'weak', euh: 'weak', oups: 'weak',
  non: 'negation',
  // de
  'ich meine': 'strong', 'besser gesagt': 'strong', korrigiere: 'strong', korrektur: 'strong', quatsch: 'strong', ah: 'weak', ahm: 'weak',
  doch: 'filler', eher: 'filler', lieber: 'filler', nein: 'negation',
  // pt
  'quer dizer': 'strong', alias: 'strong', 'ou melhor': 'strong', corrigindo: 'strong', brincadeira: 'strong', desculpa: 'weak', desculpe: 'weak',
  perdao: 'weak', opa: 'weak', melhor: 'filler', agora: 'filler', nao: 'negation', n: 'negation',
  // it
  anzi: 'strong', 'volevo dire': 'strong', correggo: 'strong', scherzo: 'strong', scherzavo: 'strong', scusa: 'weak', scusate: 'weak', cioe: 'weak',
  ehm: 'weak', meglio: 'filler', invece: 'filler',
  // a deadline moved on
  'extended to': 'extension', 'extended until': 'extension', 'extended till': 'extension', 'extended through': 'extension',
  'prorrogado hasta': 'extension', 'prorrogada hasta': 'extension', 'ampliado hasta': 'extension', 'extendido hasta': 'extension',
  'prolonge jusqu\'au': 'extension', 'prolongee jusqu\'au': 'extension', 'prolonge au': 'extension', 'prolongee au': 'extension',
  'verlangert bis': 'extension', 'verlangert bis zum': 'extension',
  'prorrogado ate': 'extension', 'prorrogada ate': 'extension', 'prolongado ate': 'extension', 'prolongada ate': 'extension',
  'prorogato al': 'extension', 'prorogata al': 'extension', 'prorogato fino al': 'extension', 'prorogata fino al': 'extension',
};

const escape = (w: string) => escapeRegExp(w).replace(/ /g, '\\s+');
const MARKER = new RegExp(
  `(${Object.keys(MARKERS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}'])`,
  'uy',
);
/** The break before a correction: ellipsis, dash, parenthesis, arrow or comma. */
const BREAK = /(\s*(?:\.{2,}|…)\s*)|(\s+[-–—]\s+|\s*[–—]\s*)|(\s*\(\s*)|(\s*(?:→|->|=>|⇒)\s*)|(\s*,\s*)|(\s+)/gu;
type Break = 'ellipsis' | 'dash' | 'paren' | 'arrow' | 'comma' | 'space';
const BREAKS: Break[] = ['ellipsis', 'dash', 'paren', 'arrow', 'comma', 'space'];

/** "our program: AeroClub", "el nuestro: Sérum Noche Raíz": the words that only point at the new name. */
const POINTER =
  /^(?:ours?|el nuestro|la nuestra|los nuestros|las nuestras|le notre|la notre|les notres|notre|unser\p{L}*|o nosso|a nossa|os nossos|as nossas|il nostro|la nostra|i nostri|le nostre)(?:\s+[\p{L}-]+){0,2}\s*:\s*/u;

/** "os nossos, da Chocolates Serra Azul": the pointer before a maker's name, which replaces only the struck-out name. */
const POINTER_BEFORE =
  /^(?:ours|los nuestros|las nuestras|les notres|os nossos|as nossas|i nostri|le nostre|unsere)\s*,\s*(?=(?:from|of|by|de|del|da|do|von|vom|di|della|dal)\s+\p{L})/u;

/** Words that open a phrase: a correction that starts with one replaces the phrase it opened before. */
const LEADS = new Set(
  (
    'to at on in from by until till through for with the a an our ' +
    'al de del desde hasta en con para por el la los las un una nuestro nuestra nuestros nuestras ' +
    'au aux du des dans pour par jusqu\'au jusqu\'a le les une notre nos ' +
    'am an ab bis im zum zur fur mit von vom der die das den dem ein eine unser unsere unseren ' +
    'ao ate do da dos das no na nos nas pelo pela o os as um uma nosso nossa nossos nossas ' +
    'alla dal dalla di della nel nella fino il lo i gli nostro nostra nostri nostre'
  ).split(' '),
);
const ARTICLES = new Set('the a an el la los las un una le les une der die das den dem ein eine o os as um uma il lo i gli'.split(' '));

type Kind = 'percent' | 'money' | 'time' | 'date' | 'day' | 'month' | 'weekday' | 'number';
interface Value {
  start: number;
  end: number;
  kind: Kind;
  /** A number's unit ("3 days"): numbers compare only with the same unit. */
  unit?: string;
}

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const MONTH_ALONE = new RegExp(`${B}(?:${MONTH_RE})${E}`, 'gu');
/** Portuguese writes its weekdays short too: "até sexta", "na quarta". */
const WEEKDAY_ALONE = new RegExp(`${B}(?:${WEEKDAY_RE}|segunda|terca|quarta|quinta|sexta)${E}`, 'gu');
/** A day without its month: "dia 23", "the 23rd", "le 23", "am 23.", "il 23". */
const DAY_ALONE = /(?<=(?:^|[^\p{L}])(?:the|on|le|el|il|am|dia|al|au|du|zum|bis|ao|ate|hasta|until|till|by)\s+)(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?(?![\p{L}\p{N}]|\s*(?:%|€|\$|h\b|uhr|am\b|pm\b|:))/gu;
const NUMBER_UNIT = /(?<![\p{L}\p{N}.,])(\d+)\s+(\p{L}+)/gu;

/** The values of a text, in order, none overlapping another (the more specific kind wins). */
function valuesOf(text: string): Value[] {
  const folded = fold(text);
  const out: Value[] = [];
  const add = (start: number, end: number, kind: Kind, unit?: string) => {
    if (!out.some((v) => start < v.end && v.start < end)) out.push({ start, end, kind, ...(unit ? { unit } : {}) });
  };
  for (const p of findPercentages(text)) add(p.start, p.end, 'percent');
  for (const a of findAmounts(text)) add(a.start, a.end, 'money');
  for (const re of [ISO, DAY_MONTH, MONTH_DAY, SLASH, DOTTED]) for (const m of folded.matchAll(re)) add(m.index!, m.index! + m[0].trimEnd().length, 'date');
  for (const t of readTimes(text, folded, out.map((v) => ({ index: v.start, end: v.end })))) add(t.index, t.end, 'time');
  for (const m of folded.matchAll(WEEKDAY_ALONE)) add(m.index!, m.index! + m[0].length, 'weekday');
  for (const m of folded.matchAll(MONTH_ALONE)) add(m.index!, m.index! + m[0].length, 'month');
  for (const m of folded.matchAll(DAY_ALONE)) add(m.index!, m.index! + m[0].length, 'day');
  for (const m of folded.matchAll(NUMBER_UNIT)) add(m.index!, m.index! + m[1].length, 'number', m[2]);
  return out.sort((a, b) => a.start - b.start);
}

/** Whether a struck-out value `x` can be what the new value `y` replaces. */
function replaces(x: Value, y: Value): boolean {
  const dated = (k: Kind) => k === 'date' || k === 'day' || k === 'month' || k === 'weekday';
  if (y.kind === 'number') return x.kind === 'number' && x.unit === y.unit;
  if (y.kind === 'date') return dated(x.kind);
  // A weekday after a date only names the date's day ("il 12 dicembre, cioè sabato").
  if (y.kind === 'weekday') return x.kind === 'weekday';
  if (y.kind === 'day' || y.kind === 'month') return x.kind === y.kind || x.kind === 'date';
  return x.kind === y.kind;
}

/** Money and percentages stand for each other in an offer ("à 1 € — non pardon, à 50 %"). */
const sameFamily = (x: Value, y: Value) => replaces(x, y) || (['money', 'percent'].includes(x.kind) && ['money', 'percent'].includes(y.kind));

/** The chain of markers at `at` in the folded text: where it ends and how strong it is. */
function markersAt(folded: string, at: number): { end: number; strength: Strength; first: string; count: number } | undefined {
  let pos = at;
  let count = 0;
  let first = '';
  let strength: Strength | undefined;
  for (;;) {
    MARKER.lastIndex = pos;
    const m = MARKER.exec(folded);
    if (!m) break;
    const kind = MARKERS[m[1].replace(/\s+/g, ' ')];
    const tail = /^[\s,!.:]*/.exec(folded.slice(pos + m[0].length))![0];
    if (count === 0 && kind === 'filler') return undefined;
    // A bare "no" is a marker only with its own punctuation or another marker after it: "não, no
    // nosso site" is "não" then the words "no nosso site"; "alle 19:00 (non più alle 18:00)" no correction.
    if (kind === 'negation' && !/[,!.:]/.test(tail) && !(count === 0 && firmMarkerAt(folded, pos + m[0].length + tail.length))) break;
    if (count > 0 && kind === 'extension') break;
    if (count === 0) first = m[1];
    count++;
    strength = strength === undefined ? kind : rank(kind) > rank(strength) ? kind : strength;
    pos += m[0].length + tail.length;
    if (kind === 'extension') break;
  }
  if (!count || !strength) return undefined;
  // Two markers together ("no, perdón", "non pardon", "nein, doch", "wait, make that") are firm.
  if (count > 1 && strength !== 'extension') strength = 'strong';
  return { end: pos, strength, first, count };
}
function firmMarkerAt(folded: string, at: number): boolean {
  MARKER.lastIndex = at;
  const m = MARKER.exec(folded);
  return !!m && ['strong', 'weak'].includes(MARKERS[m[1].replace(/\s+/g, ' ')]);
}
const rank = (s: Strength) => ({ filler: 0, negation: 1, weak: 2, strong: 3, extension: 4 })[s];

/** Where the clause that ends at `end` begins: after a sentence end, a semicolon, a colon or a line break. */
function clauseStart(text: string, end: number): number {
  const limit = Math.max(0, end - 160);
  for (let i = end - 1; i >= limit; i--) {
    const c = text[i];
    if (c === '\n' || c === ';' || c === '(' || c === ')') return i + 1;
    if ((c === ':' || c === '!' || c === '?') && /\s/.test(text[i + 1] ?? '')) return i + 1;
    if (c === '.' && /\s/.test(text[i + 1] ?? '') && fullStop(text, i)) return i + 1;
  }
  return limit;
}

const ABBREVIATIONS = new RegExp(`(?<![\\p{L}])(?:${MONTH_RE}|nr|no|st|av|tel|ca|approx|incl|excl|etc|sr|sra|dr|mr|mrs|ms|bzw|ggf|inkl|exkl|vs)$`, 'u');
/** A full stop that ends a sentence, not the one of "Dec. 18", "am 12. Dezember", "Nr. 4". */
function fullStop(text: string, i: number): boolean {
  const before = fold(text.slice(Math.max(0, i - 12), i));
  const next = /^\s*(\S+)/u.exec(text.slice(i + 1))?.[1] ?? '';
  if (!next || /^\s*\n/.test(text.slice(i + 1))) return true;
  if (/\d$/.test(before)) return /^\p{Lu}/u.test(next) && !new RegExp(`^(?:${MONTH_RE})`, 'u').test(fold(next));
  return !ABBREVIATIONS.test(before);
}

/** Where the new value's words end: at a clause's end, a closing dash or parenthesis. */
const PART_END = /[,;:](?=\s|$)|[.!?](?=\s|$)|\n|…|\.{2,}|\s[-–—]\s|[–—]|\)/gu;
function partEnd(text: string, from: number): number | undefined {
  PART_END.lastIndex = from;
  for (let m = PART_END.exec(text); m; m = PART_END.exec(text)) if (m[0] !== '.' || fullStop(text, m.index)) return m.index;
  return undefined;
}

/** An aside about the correction itself: who approved it, that it was a mistake. */
const ABOUT_CORRECTION =
  /approv|confirm|agreed|decided|signed off|okay|ok'?d|typo|mistake|my bad|boss|financ|manag|aprob|decid|amplia|prorrog|error|equivoc|jefe|direc|gerenc|approuv|valid|prolong|erreur|trompe|patron|compta|genehmigt|bestatigt|verlangert|entschieden|fehler|vertan|chef|buchhaltung|geschaftsfuhrung|approvat|confermat|decis|prorogat|errore|sbagliat|capo|aprovo|aprovad|decidiu|engano|errei|diretoria|financeiro/u;
const ADDS = /^(?:and|plus|also|y|e|et|und|auch|ademas|alem|inoltre|aussi|tambien|tambem|anche)\b/u;
function aboutCorrection(aside: string): boolean {
  const f = fold(aside).trim();
  if (!f || /\d|https?:|www\.|@/.test(f)) return !f;
  if (ABOUT_CORRECTION.test(f)) return true;
  return f.split(/\s+/).length <= 4 && !ADDS.test(f);
}

/** The first correction at or after `from`: the text with it applied and where to look next. */
function nextCorrection(text: string, from: number): { text: string; resume: number } | undefined {
  const folded = fold(text);
  BREAK.lastIndex = from;
  for (let m = BREAK.exec(folded); m; m = BREAK.exec(folded)) {
    const brk = BREAKS[m.slice(1).findIndex(Boolean)];
    const breakStart = m.index;
    const chain = markersAt(folded, m.index + m[0].length);
    if (!chain) continue;
    const applied = apply(text, folded, brk, breakStart, chain);
    if (applied) return applied;
    BREAK.lastIndex = m.index + m[0].length;
  }
  return undefined;
}

function apply(text: string, folded: string, brk: Break, breakStart: number, chain: { end: number; strength: Strength; first: string; count: number }): { text: string; resume: number } | undefined {
  const clause = clauseStart(text, breakStart);
  const pre = text.slice(clause, breakStart);
  if (!pre.trim()) return undefined;
  // "n" stands for "não" only after an ellipsis ("do cliente... n, do Natal").
  if (chain.first === 'n' && brk !== 'ellipsis') return undefined;
  // Without a break, only a pair of markers is one ("à 1 € non pardon, à 50 %").
  if (brk === 'space' && chain.count < 2) return undefined;

  // The new value's words: a pointer ("our program:") dropped, up to the clause's end or the closing dash.
  let yStart = chain.end;
  const pointer = POINTER.exec(folded.slice(yStart)) ?? POINTER_BEFORE.exec(folded.slice(yStart));
  if (pointer) yStart += pointer[0].length;
  const endAt = partEnd(text, yStart);
  const yEnd = endAt ?? text.length;
  const part = text.slice(yStart, yEnd).trimEnd();
  if (!part.trim()) return undefined;

  // Where the correction closes: a dash or parenthesis opened it and closes it (or the sentence ends);
  // what stands between the new value and the close is an aside.
  const enclosed = brk === 'dash' || brk === 'paren';
  let close = yEnd;
  let closeEnd = yEnd;
  let aside = '';
  let closed = false;
  if (enclosed) {
    const rest = text.slice(yEnd);
    const closer = brk === 'paren' ? /\)/u.exec(rest) : /\s[-–—]\s|[–—]/u.exec(rest);
    const sentence = /[.!?](?=\s|$)|\n/u.exec(rest);
    if (closer && (!sentence || closer.index <= sentence.index)) {
      close = yEnd + closer.index;
      closeEnd = close + closer[0].length;
      closed = true;
    } else {
      close = closeEnd = sentence ? yEnd + sentence.index : text.length;
    }
    aside = text.slice(yEnd, close).replace(/^[\s,;:]+/u, '').trim();
  }

  const firm = chain.strength === 'strong' || chain.strength === 'extension' || (brk !== 'comma' && brk !== 'space');
  const yValues = valuesOf(part);
  const yHead = yValues.find((v) => part.slice(0, v.start).trim().split(/\s+/).filter(Boolean).length <= 3);
  const preValues = valuesOf(pre);

  // A moved deadline is read only where it cannot be a second time ("Open till 6pm, extended to 9pm on Fridays").
  if (chain.strength === 'extension') {
    if (!yHead || !['date', 'day', 'month', 'weekday', 'time'].includes(yHead.kind)) return undefined;
    if (brk === 'comma' && (part.slice(yHead.end).trim() !== '' || !/^(?:[.!?\n]|$)/u.test(text.slice(yEnd, yEnd + 1)))) return undefined;
  }

  let xs: number | undefined;
  let replacement = '';
  let keep = ''; // what stood between the struck-out value and the break
  // 0. Another maker's name for ours: "os kits de bombons Cacau Show... não, os nossos, da Chocolates Serra Azul".
  if (pointer && firm) {
    const run = nameRunEnding(pre);
    if (run !== undefined) {
      // "boxes by Teavana... no, ours, by Leaf & Co": the word before the name is the new name's own.
      const before = /(\p{L}+)\s+$/u.exec(pre.slice(0, run));
      const same = before && fold(before[1]) === fold(part.trim().split(/\s+/)[0]);
      xs = clause + (same ? before.index : run);
      replacement = part.trim();
    }
  }
  // 1. The same opening word: "desde septiembre… no, desde agosto", "à 1 € — non pardon, à 50 %".
  if (xs === undefined && firm) {
    const words = fold(part).match(/[\p{L}']+|\S/gu) ?? [];
    const lead = words[0];
    if (lead && LEADS.has(lead)) {
      const foldedPre = fold(pre);
      const two = words.length > 1 && LEADS.has(words[1]) ? `${lead} ${words[1]}` : undefined;
      const at = lastWord(foldedPre, two) ?? lastWord(foldedPre, lead) ?? (ARTICLES.has(lead) ? lastArticle(foldedPre) : undefined);
      if (at !== undefined) {
        const region = pre.slice(at).trimEnd();
        const regionValues = valuesOf(region);
        const typedAlike = yHead ? regionValues.some((x) => sameFamily(x, yHead)) : regionValues.length === 0;
        if (typedAlike && region.split(/\s+/).length <= 12) {
          xs = clause + at;
          replacement = merged(region, regionValues, part, yHead) ?? part.trim();
        }
      }
    }
  }
  // 2. A value of the same kind: "25% off their first box back — wait, make that 30%".
  if (xs === undefined && yHead) {
    const x = [...preValues].reverse().find((v) => replaces(v, yHead));
    if (x) {
      const onlyValue = part.slice(yHead.end).trim() === '' && part.slice(0, yHead.start).trim().split(/\s+/).filter(Boolean).length <= 1;
      xs = clause + x.start;
      // "a las 21 h, perdón, a las 20:45": the words the new value repeats from before the old one are said once.
      const lead = part.slice(0, yHead.start).trim();
      const repeats = !!lead && fold(pre.slice(0, x.start)).trimEnd().endsWith(fold(lead));
      if (onlyValue) {
        const xText = pre.slice(x.start, x.end);
        replacement =
          merged(xText, [{ ...x, start: 0, end: x.end - x.start }], part.slice(yHead.start, yHead.end), { ...yHead, start: 0, end: yHead.end - yHead.start }) ??
          // "alle 21, anzi no, alle 20:45": an old value read with its "alle" keeps it.
          (lead && fold(xText).startsWith(fold(lead)) ? `${lead} ${part.slice(yHead.start, yHead.end)}` : part.slice(yHead.start, yHead.end));
        keep = pre.slice(x.end).trimEnd();
      } else replacement = repeats ? part.slice(yHead.start).trim() : part.trim();
    }
  }
  // 3. A name for a name, after an ellipsis or a dash: "SkyMiles... no, our program: AeroClub".
  // "Baiana System... brincadeira, da banda Os Pescadores": after an ellipsis and a firm marker, a
  // word or two may lead to the new name.
  const named = /^\p{Lu}/u.test(part.trim()) || (brk === 'ellipsis' && chain.strength === 'strong' && /^(?:\p{Ll}+\s+){1,2}\p{Lu}/u.test(part.trim()));
  if (xs === undefined && (brk === 'ellipsis' || brk === 'dash' || chain.strength === 'strong') && named) {
    const run = nameRunEnding(pre);
    if (run !== undefined) {
      xs = clause + run;
      replacement = part.trim();
    }
  }
  if (xs === undefined) return undefined;
  // A bare "no" or "sorry" after a comma needs a value of the same kind, not just a shared word.
  if (!firm && !yHead) return undefined;

  let tail: string;
  if (enclosed) {
    const after = text.slice(closeEnd);
    // A dash never closed leaves the rest of the sentence, which goes on after the new value
    // ("— no wait, 8:45pm, in the basilica."): only what is plainly about the correction goes.
    const keptAside = !aside
      ? ''
      : !closed
        ? ABOUT_CORRECTION.test(fold(aside)) ? '' : `${/^[,;]/u.test(text.slice(yEnd).trimStart()) ? ',' : ''} ${aside}`
        : !aboutCorrection(aside)
          ? brk === 'paren' ? ` (${aside})` : ` — ${aside} —`
          : '';
    tail = keptAside + (closeEnd > close ? joinAfter(after) : after);
  } else tail = text.slice(yEnd);
  const head = text.slice(0, xs) + replacement + keep;
  return { text: head + tail, resume: head.length };
}

/** Text after a closing dash or parenthesis, joined with one space (none before punctuation). */
function joinAfter(after: string): string {
  const trimmed = after.replace(/^\s+/u, '');
  return !trimmed || /^[,.;:!?)]/u.test(trimmed) ? trimmed : ` ${trimmed}`;
}

/** The struck-out value kept with only the part the correction changes: "até 18 de dezembro" → "até 23 de dezembro". */
function merged(region: string, values: Value[], part: string, y: Value | undefined): string | undefined {
  if (!y || (y.kind !== 'day' && y.kind !== 'month')) return undefined;
  const date = values.find((v) => v.kind === 'date');
  if (!date) return undefined;
  const text = region.slice(date.start, date.end);
  const folded = fold(text);
  const newValue = part.slice(y.start, y.end).replace(/[.º°]$|(?:st|nd|rd|th|er)$/u, '');
  let changed: string | undefined;
  if (y.kind === 'day') {
    // "18 de dezembro", "Dec 18": a numeric date ("18/12") could be either way round.
    if (/[/.-]\d/.test(text)) return undefined;
    changed = text.replace(/(?<!\d)\d{1,2}(?!\d)/u, newValue);
  } else {
    const month = new RegExp(`${B}(?:${MONTH_RE})${E}`, 'u').exec(folded);
    if (!month) return undefined;
    changed = text.slice(0, month.index) + newValue + text.slice(month.index + month[0].length);
  }
  // The region's words before the date, the changed date, the region's words after it.
  return region.slice(0, date.start) + changed + region.slice(date.end);
}

/** Where the last whole `word` (one or two words) of `folded` starts. */
function lastWord(folded: string, word: string | undefined): number | undefined {
  if (!word) return undefined;
  const re = new RegExp(`(?<![\\p{L}\\p{N}'])${escape(word)}(?![\\p{L}\\p{N}'])`, 'gu');
  let at: number | undefined;
  for (const m of folded.matchAll(re)) at = m.index;
  return at;
}

/** Where the last article of `folded` starts ("café de olla frío y el pan de muerto… ya no, la rosca"). */
function lastArticle(folded: string): number | undefined {
  let at: number | undefined;
  for (const m of folded.matchAll(/(?<![\p{L}\p{N}'])[\p{L}]+(?![\p{L}\p{N}'])/gu)) if (ARTICLES.has(m[0])) at = m.index;
  return at;
}

/** The start of the run of capitalised words (with "de", "of", "&" inside) that ends `pre`. */
function nameRunEnding(pre: string): number | undefined {
  const words = [...pre.trimEnd().matchAll(/[\p{L}\p{N}'’&.-]+/gu)];
  const end = pre.trimEnd().length;
  let start: number | undefined;
  let expect = end;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i];
    // The words of a name touch: only spaces between them.
    if (!/^\s*$/.test(pre.slice(w.index! + w[0].length, expect))) break;
    if (/^\p{Lu}/u.test(w[0])) start = w.index;
    else if (!(start !== undefined && /^(?:de|del|da|do|of|the|von|van|di|&|y|e|et|und)$/.test(w[0]) && i > 0 && /^\p{Lu}/u.test(words[i - 1][0]))) break;
    expect = w.index!;
  }
  return start;
}
