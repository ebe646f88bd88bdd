/**
 * How the email should greet, said as a note to the writer with the platform's merge tag:
 * "Start with 'Hi {{first_name}}'", "Commence par « Bonjour {{ contact.PRENOM }} »", "saluto
 * 'Ciao {{ first_name }}'", "Ah y el saludo con {{ nombre }}", "saudação "Oi, %%FirstName%%"",
 * "Anrede: Hallo {{vorname}}". The note is the marketer's; the greeting it quotes is the email's,
 * and stands alone as a unit so that the addressee reader (./addressee.ts) greets with the tag.
 * The eleventh batch had four such notes reach the reader (fr-118, it-119, es-118, pt-119).
 */
import { GREETING_WORDS, PROMPT_MERGE_TAG } from '../read/shapes';

/** The words that introduce a greeting, in the six languages (before an optional colon). */
const INTRO = [
  String.raw`(?:start|begin|open)(?:\s+(?:it|the email))?\s+with`,
  String.raw`greet(?:\s+(?:them|the reader))?\s+(?:with|as)`,
  String.raw`(?:the\s+)?(?:greeting|salutation)(?:\s+(?:with|is|should be))?`,
  String.raw`commence[rz]?\s+(?:par|avec)`,
  String.raw`(?:la\s+)?(?:formule d['’]appel|salutation)(?:\s+avec)?`,
  String.raw`(?:el\s+)?saludo(?:\s+(?:con|es))?`,
  String.raw`(?:empieza|empezar|empezá|comienza|comenzar|arranca|arrancá)\s+con`,
  String.raw`(?:a\s+)?sauda[cç][aã]o(?:\s+com)?`,
  String.raw`come[cç]a(?:r)?\s+com`,
  String.raw`(?:il\s+)?saluto(?:\s+con)?`,
  String.raw`(?:inizia|iniziare|comincia|cominciare)\s+con`,
  String.raw`anrede|begr[üu](?:ß|ss)ung`,
  String.raw`(?:beginne|beginnen|fang)\s+(?:an\s+)?mit`,
].join('|');

/** "and", "oh and" before the note ("Ah y el saludo con …", "Oh, and start with …"). */
const LEAD = String.raw`(?:(?:ah|oh|and|also|plus|y|et|e|und|ed|aussi|tamb[ié]n|tamb[ée]m|anche|auch)[,]?\s+)*`;

const NOTE = new RegExp(
  String.raw`(^|,\s*)${LEAD}(?:${INTRO})\s*:?\s*["'«„“‘”]?\s*((?:(${GREETING_WORDS})[,]?\s+)?(${PROMPT_MERGE_TAG}))\s*[,!]?\s*["'»“”’‘]?`,
  'iu',
);

/** The greeting a note quotes ("Oi %%FirstName%%") and the unit's text without the note; undefined when it has none. */
export function greetingNote(text: string): { greeting: string; rest: string } | undefined {
  const m = NOTE.exec(text);
  if (!m) return undefined;
  const greeting = m[3] ? `${m[3]} ${m[4]}` : m[4];
  const before = text.slice(0, m.index).trimEnd();
  const after = text.slice(m.index + m[0].length).replace(/^[\s,;.!]+/u, '');
  const rest = [before, after].filter(Boolean).join(', ');
  return { greeting: greeting[0].toLocaleUpperCase() + greeting.slice(1), rest };
}
