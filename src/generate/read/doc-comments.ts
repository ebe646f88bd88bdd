/**
 * A text pasted out of Google Docs with its comments: a letter in brackets where each comment is
 * anchored ("…à la salle des fêtes[a]") and, under the text, the comments themselves, one a line,
 * opened by the same letter ("[a]Claire : c'est bien 9 h–12 h, pas 9 h–13 h").
 * The comments are the team's notes to the writer, never the reader's: they go, and so do their
 * markers. One that discusses a fact ("it's Sage, not Olive — fixed", "don't say 'last chance'")
 * is not applied either: the text above was already fixed and is what stands; the value
 * the comment argues about is the one the email must not show. Only a link a comment gives and
 * the text lacks ("keep the link tickets.example.org/…") stays, where the comment is anchored. A
 * bracket with no comment of its own letter under the text ("[1]", "[sic]", "[a]" in a list with
 * no comments) is the text's.
 */

/** "[a]Dana Kim: …", "[b] Marc : …", "[aa]…": a comment under the text, by its letter. */
const COMMENT_LINE = /^[ \t]*\[([a-z]{1,2})\][ \t]*\S/u;

/** A link or an address a comment gives: "keep the link tickets.example.org/winter", "use hello@example.org". */
const LINK = /(?:https?:\/\/|www\.)[^\s<>()"]+|(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}\/[^\s<>()"]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

/** The letter a comment line opens with, when the same letter marks the text above it ("…Sage[a]", "…Sage [a]"). */
function commentLetter(lines: string[], i: number): string | undefined {
  const m = COMMENT_LINE.exec(lines[i]);
  if (!m) return undefined;
  return new RegExp(`\\S[ \\t]?\\[${m[1]}\\]`, 'u').test(lines.slice(0, i).join('\n')) ? m[1] : undefined;
}

/**
 * The text without its Google Docs comments: the list under the text and the markers in it gone;
 * unchanged when no comment line's letter marks the text above it.
 */
export function withoutDocComments(text: string): string {
  const lines = text.split('\n');
  // The list starts at the first comment line whose letter marks the text above it.
  let start = -1;
  for (let i = 1; i < lines.length && start < 0; i++) if (commentLetter(lines, i)) start = i;
  if (start < 0) return text;
  const body = lines.slice(0, start);
  const comments = new Map<string, string>();
  const after: string[] = [];
  // Each comment with the lines that continue it; a blank line then a line of no comment: the text goes on.
  for (let i = start, letter = ''; i < lines.length; i++) {
    const m = COMMENT_LINE.exec(lines[i]);
    if (m) {
      letter = m[1];
      comments.set(letter, `${comments.get(letter) ?? ''}\n${lines[i].slice(m[0].length - 1)}`);
      continue;
    }
    if (!lines[i].trim() && i + 1 < lines.length && lines[i + 1].trim() && !COMMENT_LINE.test(lines[i + 1])) {
      after.push(...lines.slice(i));
      break;
    }
    comments.set(letter, `${comments.get(letter) ?? ''}\n${lines[i]}`);
  }
  const rest = [...body, ...after].join('\n');
  // A link the comment gives and the text lacks ("garder le lien …") is a fact the team wants kept: it
  // stands where the comment is anchored. Nothing else of a comment is applied.
  const links = (letter: string) =>
    [...new Set((comments.get(letter) ?? '').match(LINK) ?? [])].map((l) => l.replace(/[.,;:!?]+$/u, '')).filter((l) => !rest.toLowerCase().includes(l.toLowerCase()));
  const marker = new RegExp(`[ \\t]?\\[(${[...comments.keys()].join('|')})\\]`, 'gu');
  const kept = rest
    .split('\n')
    .map((line) => line.replace(marker, (_m, letter: string) => (links(letter).length ? ` (${links(letter).join(', ')})` : '')))
    .join('\n');
  return kept.replace(/\s+$/u, '') + (/\n$/u.test(text) ? '\n' : '');
}
