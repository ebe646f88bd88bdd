/**
 * A copy deck: the lines a marketer has already written and wants kept word for word — the
 * subject, the preheader, the headline, the button, an opening or closing line, a P.S. — given as
 * "Label: «text»" ("Subject: "Last call: 40% off every lamp"", "Asunto: «Regala un recuerdo…»",
 * "Betreff: «Frisch gewachst in die Saison»", "P.-S. à garder aussi tel quel : « … »"). Copy
 * teams hand briefs over this way; the email uses each line as written, in its place, and writes
 * the rest. The lines leave the prompt, so they are not also read as the message.
 */
import type { CopyLanguage, MessageUnit } from '../types';
export interface CopyDeck {
  subject?: string;
  preheader?: string;
  /** The email's main heading (a "claim" is one too). */
  headline?: string;
  /** The label of the main call to action. */
  button?: string;
  /** The first line of the body. */
  opening?: string;
  /** The last line before the signature. */
  closing?: string;
  ps?: string;
}

type Slot = keyof CopyDeck;

/** Each slot's labels in the six languages, as copy decks head them. */
const LABELS: Record<Slot, string> = {
  subject: 'subject(?: line)?|e-?mail subject|asunto|l[íi]nea de asunto|objet(?: du (?:mail|courriel))?|betreff(?:zeile)?|assunto|oggetto',
  preheader:
    'pre-?header|preview(?: text)?|pr[ée]-?en-?t[êe]te|texte d[\'’]aper[çc]u|preencabezado|texto de vista previa|vorschau(?:text|zeile)|pr[ée]-?cabe[çc]alho|texto de pr[ée]-?visualiza[çc][ãa]o|testo (?:di )?anteprima',
  headline: 'headline|heading|title|titular|t[íi]tulo|titre|titolo|[üu]berschrift|headline|claim|accroche',
  button: 'button|cta|bot[óo]n|bouton|bot[ãa]o|pulsante|schaltfl[äa]che|knopf',
  opening: 'opening(?: line)?|first line|frase de (?:abertura|apertura)|primera frase|phrase d[\'’]ouverture|premi[èe]re phrase|einstieg(?:ssatz)?|erster satz|frase (?:di )?apertura|prima frase',
  closing: 'closing(?: line)?|sign-?off line|cierre|frase de cierre|fecho|frase (?:de )?fecho|chiusura|frase (?:di )?chiusura|formule de (?:fin|cl[ôo]ture)|phrase de fin|schluss(?:satz)?|abschluss(?:satz)?',
  ps: 'p\\.?\\s?-?s\\.?|p\\.?\\s?d\\.?|posdata|post-?scriptum',
};

/** The quotation marks a copy line is given in, each opening with its closing. */
const QUOTED = '(?:«\\s?([^«»\\n]{1,300}?)\\s?»|“([^“”\\n]{1,300}?)”|„([^„“”\\n]{1,300}?)[“”]|"([^"\\n]{1,300}?)")';

const SLOTS: Slot[] = ['subject', 'preheader', 'headline', 'button', 'opening', 'closing', 'ps'];

/** Each slot's quoted line; "P.-S. à garder aussi tel quel : « … »": a few words may stand between the label and its colon. */
const LABELLED = Object.fromEntries(
  SLOTS.map((slot) => [slot, new RegExp(`(?<![\\p{L}\\p{N}])(?:${LABELS[slot]})(?:\\s+[^:\\n«“„"]{1,40}?)?\\s*[:：]\\s*${QUOTED}[.!]?`, 'iu')]),
) as Record<Slot, RegExp>;

/** "Subject line: Winter sale ends Sunday" on a line of its own, unquoted: still the subject. */
const BARE_LINE = Object.fromEntries(
  SLOTS.map((slot) => [slot, new RegExp(`^[ \\t]*(?:[-*•]\\s+)?(?:${LABELS[slot]})\\s*[:：]\\s*(\\S[^\\n]{0,199}?)\\s*$`, 'imu')]),
) as Record<Slot, RegExp>;

/**
 * The deck's lines, and the prompt without them. A quoted line counts anywhere ("… Botón: «Ver
 * sets de regalo»."); an unquoted one only as a line of its own for the subject and preheader,
 * which no sentence of a message begins with.
 */
export function readCopyDeck(prompt: string): { deck: CopyDeck; prompt: string } {
  const deck: CopyDeck = {};
  let rest = prompt;
  for (const slot of SLOTS) {
    const m = LABELLED[slot].exec(rest);
    if (m) {
      deck[slot] = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim();
      rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length);
      continue;
    }
    if (slot !== 'subject' && slot !== 'preheader') continue;
    const line = BARE_LINE[slot].exec(rest);
    if (line) {
      deck[slot] = line[1].replace(/^["«“„']\s?|\s?["»”“']$/gu, '').trim();
      rest = rest.slice(0, line.index) + rest.slice(line.index + line[0].length);
    }
  }
  if (!Object.keys(deck).length) return { deck, prompt };
  // A label left with nothing after it ("Body — you can write this part:") is the deck's furniture.
  return { deck, prompt: rest.replace(/[ \t]+\n/gu, '\n').replace(/\n{3,}/gu, '\n\n') };
}

/** How each language heads a postscript. */
const PS: Record<CopyLanguage, string> = { en: 'P.S.', es: 'P. D.', fr: 'P.-S.', de: 'PS:', pt: 'P.S.', it: 'P.S.' };

/**
 * The message with the deck's body lines in their places: the opening first, the closing and the
 * P.S. last, each as written. (The subject, preheader and headline are the composer's to place; the
 * button is the call to action's label.)
 */
export function withDeckLines(units: MessageUnit[], deck: CopyDeck, language: CopyLanguage, end: number): MessageUnit[] {
  const line = (text: string, at: number): MessageUnit => ({ text, span: [at, at], item: false, rewritten: false });
  return [
    ...(deck.opening ? [line(deck.opening, 0)] : []),
    ...units,
    ...(deck.closing ? [line(deck.closing, end)] : []),
    ...(deck.ps ? [line(`${PS[language]} ${deck.ps}`, end)] : []),
  ];
}
