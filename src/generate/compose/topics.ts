/**
 * A newsletter's topics as sections (issue #16, point 5: "newsletters one section per topic"):
 * each topic of the brief gets a heading written from its own words — its label when the prompt
 * gives one ("Studio news: we've moved…"), else its first clause, cut between whole words so it
 * ends on no article or preposition — and the topic's text below it. Nothing is invented: every
 * word of a heading is the prompt's, in the prompt's (the email's) language.
 */
import type { AnyBlock } from '../../email';
import type { CopyLanguage, MessageUnit } from '../types';
import { escapeMarkdown } from '../understand/text';
import type { Composer } from './composer';
import { TRAILING } from './subject';

/** A heading longer than this reads as a sentence, not a heading. */
const HEADING_MAX = 60;
/** "Studio news: …", "Case study – …": a short label before a colon or a spaced dash. */
const LABEL = /^([^:\n]{2,40}?)(?:\s?:|\s[-–—]\s)\s*(?=\S)/u;

export interface TopicParts {
  heading: string;
  /** The topic's text under the heading; none when the heading says it all. */
  body?: string;
}

/** Whether a unit of a newsletter is one of its topics: a list item, or a line with its own label. */
export function isTopic(unit: MessageUnit): boolean {
  if (unit.item) return true;
  const label = LABEL.exec(unit.text);
  return !!label && label[1].trim().split(/\s+/).length <= 4;
}

function strip(s: string): string {
  const t = s.replace(/[\s.,;:!?…—–-]+$/u, '').trim();
  // "geschlossen vom 24.12. bis 1.1.": the last dot is the German date's, not the sentence's ("1.1" reads as a number).
  return /(?<![\d.])\d{1,2}\.\d{1,2}$/u.test(t) && s.trim().startsWith(`${t}.`) ? `${t}.` : t;
}

/** Whether every bracket and quote the words open, they close ("La bûche « Forêt Noire" does not). */
function balanced(s: string): boolean {
  const count = (re: RegExp) => (s.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/[«»„“”"]/g) % 2 === 0;
}

/**
 * Words of `text` up to `max` characters, never ending on a function word; when a name ends
 * within them ("Notre cheffe pâtissière Camille Roux | donne un atelier…"), the heading stops
 * after it rather than on whatever word the length reaches.
 */
function cut(text: string, max: number, language: CopyLanguage): string {
  const words = text.split(/\s+/);
  let out = '';
  let named = '';
  let kept = 0;
  for (const [i, w] of words.entries()) {
    if (`${out} ${w}`.trim().length > max) break;
    out = `${out} ${w}`.trim();
    kept = i + 1;
    if (i >= 2 && /^\p{Lu}/u.test(w) && !/^\p{Lu}/u.test(words[i + 1] ?? '') && balanced(out)) named = out;
  }
  if (named) return strip(named);
  // "…for up to 2 | months": a number cut from the word it counts states another amount (the
  // fidelity judge, and a reader, take "up to 2" for a time or a quantity of its own). The heading
  // ends before the number and the short words that lead to it.
  if (kept < words.length && /^[\d.,]+$/u.test(words[kept - 1] ?? '')) {
    out = out.replace(/\s*\S+$/u, '');
    for (let prev = ''; prev !== out; ) {
      prev = out;
      out = strip(out.replace(TRAILING[language], '').replace(/\s\p{L}{1,2}$/u, ''));
    }
  }
  let prev = '';
  while (out && (prev !== out || !balanced(out))) {
    prev = out;
    out = strip(out.replace(TRAILING[language], ''));
    if (prev === out && !balanced(out)) out = strip(out.replace(/\s*\S+$/u, ''));
  }
  return out;
}

/** The heading and body of one topic. */
export function topicParts(text: string, language: CopyLanguage): TopicParts {
  const t = text.trim();
  const label = LABEL.exec(t);
  if (label && label[1].trim().split(/\s+/).length <= 4) {
    const body = t.slice(label[0].length).trim();
    return { heading: strip(label[1]), body: body ? body[0].toLocaleUpperCase(language) + body.slice(1) : undefined };
  }
  // The first clause: up to a comma, semicolon, bracket, dash or the sentence's end (a full stop
  // after a word, before a capital: "Ab 1. Januar" and "am 8. Dezember" go on).
  let clause = strip(/^[^,;()\n]+?(?=[,;(]|\s[-–—]\s|(?<=\p{L}{2})[.!?](?:\s+\p{Lu}|$)|$)/u.exec(t)?.[0] ?? t);
  // "Weihnachtsbasar am Fr., 4. Dezember": a clause that stops on an abbreviation ("Fr.", "Sa.",
  // "Dr.") stops mid-phrase; the heading ends before it and before the words that lead to it.
  // ("…ist da." ends its sentence: no abbreviation.)
  if (/\s\p{L}{1,3}$/u.test(clause) && /^\.(?!\s*(?:\p{Lu}|$))/u.test(t.slice(clause.length))) {
    let short = strip(clause.replace(/\s\p{L}{1,3}$/u, ''));
    for (let prev = ''; prev !== short; ) {
      prev = short;
      short = strip(short.replace(TRAILING[language], ''));
    }
    if (short.length >= 3) clause = short;
  }
  const whole = strip(t) === clause;
  if (clause.length <= HEADING_MAX) {
    if (whole) return { heading: clause };
    return { heading: (language === 'de' && beforeFiniteVerb(clause, t)) || clause, body: t };
  }
  const heading = cut(clause, HEADING_MAX - 10, language);
  return { heading: (language === 'de' && heading && beforeFiniteVerb(heading, t)) || heading || clause.slice(0, HEADING_MAX), body: t };
}

/**
 * German puts the rest of the verb last ("Unser Support ist zwischen den Jahren … nur per Mail
 * erreichbar"): a heading cut from such a clause stops before the words that make it a statement.
 * It is then the words before the finite verb — the subject or the time ("Unser Support", "Ab
 * Januar") — which name the topic and claim nothing. Undefined when the heading holds the whole
 * clause to the verb's end (the sentence ends with it) or has no finite verb.
 */
function beforeFiniteVerb(heading: string, text: string): string | undefined {
  const sentence = strip(/^[^.!?\n]*(?:[.!?](?!\s+\p{Ll})[^.!?\n]*)*?(?=[.!?](?:\s+\p{Lu}|$)|\n|$)/u.exec(text)?.[0] ?? text);
  if (strip(heading) === sentence) return undefined;
  const words = heading.split(/\s+/);
  const at = words.findIndex((w, i) => i >= 1 && FINITE_DE.test(w));
  if (at < 1) return undefined;
  const head = strip(words.slice(0, at).join(' '));
  return /\p{Lu}/u.test(head) && head.length >= 3 ? head : undefined;
}

/** Common finite verbs of German main clauses (third person, present and past). */
const FINITE_DE =
  /^(?:ist|sind|war|waren|wird|werden|wurde|wurden|hat|haben|hatte|hatten|bleibt|bleiben|gibt|gab|kann|können|darf|dürfen|muss|müssen|soll|sollen|will|wollen|findet|finden|kommt|kommen|startet|starten|beginnt|beginnen|öffnet|öffnen|schließt|schließen|bekommt|bekommen|erhält|erhalten|liefert|liefern|backt|backen|bietet|bieten|gilt|gelten|läuft|laufen|geht|gehen|steht|stehen|zieht|ziehen|macht|machen|bringt|bringen|feiert|feiern|sucht|suchen|stellt|stellen|fährt|fahren|ändert|ändern|ändert sich|zeigt|zeigen|lädt|laden|gehört|gehören|erscheint|erscheinen|kostet|kosten|dauert|dauern|fällt|fallen|entfällt|entfallen|freut|freuen|heißt|heißen)$/u;

/** The section of one topic: its heading (level 2) and its text. */
export function topicSection(k: Composer, unit: MessageUnit, n: number): AnyBlock[] {
  const { heading, body } = topicParts(unit.text, k.brief.copyLanguage);
  const blocks: AnyBlock[] = [k.heading(heading, 2, `topic-${n}`)];
  // A topic standing as its own paragraph is a sentence: it ends like one.
  if (body) blocks.push(k.text(escapeMarkdown(body.replace(/([\p{L}\p{N})])$/u, '$1.')), 'body', `topic-${n}-text`));
  return blocks;
}
