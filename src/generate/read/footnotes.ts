/**
 * Footnotes as the marketer pasted them: "envio grátis*" with "* em Portugal continental, a partir de
 * 35 €" on a line of its own further down, "10 ml**" with "** enquanto houver stock". A reader who
 * splits the brief into its emails or its units would give the footnote's condition to whatever
 * part it happens to follow (the last email) and leave a bare asterisk where it belongs. So each
 * footnote is read back into the place it qualifies, in brackets, and its line goes.
 *
 * A marker is a footnote only where the text shows one: a line that starts with it, and the same
 * marker right after a word, figure or sign elsewhere ("grátis*", "35 €¹"). A Markdown bullet
 * ("* item") has no such reference, and a bold pair ("**so**") is not one.
 */
import { escapeRegExp } from '../understand/text';

/** The markers people type: asterisks (as many as the notes), daggers, superscript figures. */
const NOTE_LINE = /^[^\S\n]*(\*{1,4}|†{1,2}|‡|[¹²³⁴⁵⁶⁷⁸⁹])[^\S\n]*(?!\*)(\S[^\n]*)$/gmu;

export function withFootnotesInPlace(prompt: string): string {
  const notes = [...prompt.matchAll(NOTE_LINE)].map((m) => ({ marker: m[1], text: m[2].trim(), at: m.index, length: m[0].length }));
  if (!notes.length) return prompt;
  // Bold spans are not references: "**Free**" closes with a marker after a word.
  const bold = /\*\*[^*\n]+\*\*/gu;
  let body = '';
  let last = 0;
  for (const n of notes) {
    body += prompt.slice(last, n.at);
    last = n.at + n.length;
  }
  body += prompt.slice(last);
  const blanked = body.replace(bold, (m) => ' '.repeat(m.length));
  // A marker that starts more than one line is a list's bullet, not a note.
  const once = (n: { marker: string }) => notes.filter((o) => o.marker === n.marker).length === 1;
  const used = notes.filter((n) => once(n) && referenceOf(n.marker).test(blanked));
  if (!used.length) return prompt;
  // Longest markers first, so "**" is not read as two "*".
  let out = prompt;
  for (const n of [...used].sort((a, b) => b.marker.length - a.marker.length)) {
    out = out.replace(lineOf(n.marker, n.text), '');
    out = out.replace(new RegExp(referenceOf(n.marker).source, 'gu'), (m) => `${m.slice(0, m.length - n.marker.length)} (${n.text.replace(/[.;]$/u, '')})`);
  }
  return out.replace(/\n{3,}/gu, '\n\n').replace(/\n+$/u, '').trim();
}

/** The marker right after a word, figure or sign, and not part of a longer run of it. */
function referenceOf(marker: string): RegExp {
  const first = escapeRegExp(marker[0]);
  return new RegExp(`(?<=[\\p{L}\\p{N}%€$£)\\]])(?<!${first})${escapeRegExp(marker)}(?!${first})`, 'u');
}

function lineOf(marker: string, text: string): RegExp {
  return new RegExp(`^[^\\S\\n]*${escapeRegExp(marker)}[^\\S\\n]*${escapeRegExp(text)}[^\\S\\n]*\\n?`, 'mu');
}
