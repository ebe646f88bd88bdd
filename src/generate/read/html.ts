/**
 * HTML pasted into a prompt: a block copied out of an old email, a site or a newsletter builder
 * ("<p><strong>Cena navide&ntilde;a</strong><br>Hotel Real…</p>", "<table><tr><td>…"). What the
 * marketer means is the text a reader of that block saw: the tags go, the entities are written
 * ("&ntilde;" → "ñ", "&ndash;" → "–", "&nbsp;" → a space), a paragraph, a heading, a list item or
 * a `<br>` ends a line, and a table's row is a line whose cells are separated by tabs, as rows
 * pasted from a spreadsheet are (./shapes reads those). Read with the project's HTML parser
 * (cheerio); only a prompt with real markup is (two tags or entities at least: never "<3" or
 * "a < b"), and the prompt's own text around the block keeps its lines.
 */
import { load } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

// domhandler is cheerio's, not ours to import at run time: its node kinds are checked here.
const isTag = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const isText = (node: AnyNode): node is Text => node.type === 'text';
import { boundHtmlDepth } from '../../lib/html-depth';

/** The elements people paste from an email or a page; an unknown "<name>" stays text ("<Vorname>", "<https://…>"). */
const TAGS =
  'a|abbr|b|big|blockquote|body|br|center|code|div|em|font|h[1-6]|head|hr|html|i|img|li|ol|p|pre|s|small|span|strike|strong|style|sub|sup|table|tbody|td|tfoot|th|thead|title|tr|u|ul|script|section|article|header|footer|main|nav|figure|figcaption|caption|dl|dt|dd|o:p';
const TAG = new RegExp(`<\\/?(?:${TAGS})(?:\\s[^<>]*)?\\/?>`, 'giu');
const ENTITY = /&(?:[a-z][a-z\d]{1,31}|#\d{2,7}|#x[\da-f]{2,6});/giu;
/** A "<" that opens no element or end tag of the list, no comment and no doctype: text, escaped before parsing. */
const LONE_LT = new RegExp(`<(?!\\/?(?:${TAGS})(?:[\\s/>])|!--|!doctype\\s)`, 'giu');

/** Elements that stand on lines of their own. */
const BLOCK = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'blockquote', 'center', 'pre',
  'section', 'article', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption', 'caption', 'dl', 'dt', 'dd', 'hr', 'body', 'html',
]);
/** Elements whose content no reader sees. */
const HIDDEN = new Set(['head', 'title', 'style', 'script']);

/** True when the prompt holds HTML markup: two known tags or entities at least. */
export function hasHtmlMarkup(prompt: string): boolean {
  return (prompt.match(TAG)?.length ?? 0) + (prompt.match(ENTITY)?.length ?? 0) >= 2;
}

/** Adds a line break unless the text already ends one (or nothing is written yet). */
function endLine(out: string[]): void {
  const last = out.length ? out[out.length - 1] : '\n';
  if (!last.endsWith('\n')) out.push('\n');
}

/** The text of a node as read, written into `out`; `inside` is false for the prompt's own text around the markup. */
function write(node: AnyNode, out: string[], inside: boolean): void {
  if (isText(node)) {
    // The prompt's own lines stay as typed; inside an element the source's wrapping is no line of the text.
    const text = node.data.replace(/\u00a0/gu, ' ');
    // "</table>\nHeuer: …": the line the markup ended already is the one the prompt breaks.
    out.push(inside ? text.replace(/\s+/gu, ' ') : out[out.length - 1]?.endsWith('\n') ? text.replace(/^[ \t]*\n/u, '') : text);
    return;
  }
  if (!isTag(node)) return; // comments, doctype
  const name = node.name.toLowerCase();
  if (HIDDEN.has(name)) return;
  if (name === 'br') {
    out.push('\n');
    return;
  }
  if (name === 'img') return;
  if (name === 'td' || name === 'th') {
    // Cells after the first of a row: a tab before each.
    const previous = node.prev && previousElement(node);
    if (previous && (previous.name === 'td' || previous.name === 'th') && !out[out.length - 1]?.endsWith('\n')) out.push('\t');
    for (const child of node.children) write(child, out, true);
    return;
  }
  const block = BLOCK.has(name);
  if (block) endLine(out);
  if (name === 'li') out.push('- ');
  const start = out.length;
  for (const child of node.children) write(child, out, true);
  if (name === 'a') {
    // "<a href="https://…">the programme</a>": the words and where they lead, as a Markdown link is read.
    const href = node.attribs.href?.trim();
    const words = out.slice(start).join('').trim();
    if (href && /^(?:https?:\/\/|www\.|mailto:)/iu.test(href) && href.replace(/^mailto:/iu, '') !== words) out.push(words ? ` (${href.replace(/^mailto:/iu, '')})` : href.replace(/^mailto:/iu, ''));
  }
  if (block) endLine(out);
}

function previousElement(node: Element): Element | undefined {
  for (let p = node.prev; p; p = p.prev) if (isTag(p)) return p;
  return undefined;
}

/**
 * The prompt's HTML read as the text a reader sees; the prompt unchanged when it holds no markup.
 * Each line's spaces are trimmed where the markup left them, never the prompt's own blank lines.
 */
export function fromHtml(prompt: string): string {
  if (!hasHtmlMarkup(prompt)) return prompt;
  // Thousands of nested <font> from an old mailer: flattened first, as the walk below recurses.
  const $ = load(boundHtmlDepth(prompt.replace(LONE_LT, '&lt;')), null, false);
  const out: string[] = [];
  for (const node of $.root().contents().toArray()) write(node, out, false);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/u, '').replace(/^ +/u, '').replace(/ {2,}/gu, ' ').replace(/ *\t */gu, '\t'))
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    // A block at the end ends no line the prompt did not end.
    .replace(/\n+$/u, /\n$/u.test(prompt) ? '\n' : '');
}
