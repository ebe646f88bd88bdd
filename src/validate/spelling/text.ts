import { parse } from 'tldts';
import { decodeWithMap, walk, type El, type LoadedEmail } from '../document';
import { MERGE_TAG } from '../urls';

/**
 * The text a reader sees, with the HTML offset of every character: body text in reading order
 * (block boundaries become blank lines, so grammar sees sentences as the reader does), plus image
 * alt texts. URLs, email addresses and merge tags are blanked out (same length) so they are
 * neither spell-checked nor shift positions.
 */
export interface TextSegment {
  kind: 'body' | 'alt' | 'subject';
  text: string;
  /** Source offset per character; -1 for separators the extractor added. */
  map: number[];
}

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'title', 'xml', 'svg', 'math', 'textarea', 'select', 'option']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'caption', 'button',
]);

/**
 * The address and domain patterns may only start at the beginning of a run they could match (the
 * lookbehinds): an unanchored `[…]+@` or `[…]+(?:\.[…]+)*\.com` retried at every offset of a long
 * run of letters scans to the run's end each time, which is quadratic. They find the same
 * matches, because a match that could start inside a run can be extended back to its beginning.
 */
const MASKS = [
  new RegExp(MERGE_TAG.source, 'g'),
  /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi,
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
];

/** Dotted names (`zorblaxo.ch`, `shop.example.com.mx/sale`), each then asked whether it is a domain. */
const DOTTED = /\b(?<![A-Za-z0-9]-*\.?)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[^\s]*)?/g;

/**
 * A domain written in the text, as the Public Suffix List knows domains (tldts: every ICANN
 * suffix, `ch`, `travel`, `com.mx`…, not a list of our own). Its suffix is written in lower case,
 * or the whole name in capitals: "Thanks.See you" and "end.Top" are a missing space, not a domain.
 */
export function isDomain(dotted: string): boolean {
  const slash = dotted.indexOf('/');
  const host = slash < 0 ? dotted : dotted.slice(0, slash);
  // A host name is at most 253 characters and ends in letters (or an IDN's xn--): anything else
  // is not asked for, so that runs such as "a.a.a…" or "v1.2.3" cost no lookup.
  if (host.length > 253) return false;
  const suffix = host.slice(host.lastIndexOf('.') + 1);
  if (!/^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(suffix)) return false;
  if (suffix !== suffix.toLowerCase() && host !== host.toUpperCase()) return false;
  const info = parse(host.toLowerCase(), { allowPrivateDomains: false });
  return !!info.domain && info.isIcann === true;
}

export function mask(text: string): string {
  let out = text;
  for (const re of MASKS) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out.replace(DOTTED, (m) => (isDomain(m) ? ' '.repeat(m.length) : m));
}

export function textSegments(email: LoadedEmail): TextSegment[] {
  return email.memo('text-segments', () => {
    const segments: TextSegment[] = [];
    // The text is built from parts and joined once: asking a growing string whether it ends with
    // a blank line flattens it, once per block, which is quadratic in a 2 MB email.
    const parts: string[] = [];
    let length = 0;
    let tail = '';
    const append = (s: string) => {
      if (!s) return;
      parts.push(s);
      length += s.length;
      tail = (tail + s).slice(-2);
    };
    const map: number[] = [];
    const breakBlock = () => {
      if (length && tail !== '\n\n') {
        const add = tail.endsWith('\n') ? '\n' : '\n\n';
        append(add);
        for (let i = 0; i < add.length; i++) map.push(-1);
      }
    };
    // A block's closing break is written when the walk leaves it.
    walk(
      email.root,
      (c) => {
        if (c.kind === 'text') {
          append(c.text);
          for (const offset of c.map) map.push(offset);
          return;
        }
        if (c.conditional || SKIP.has(c.tag)) return 'skip';
        if (c.tag === 'br') {
          append('\n');
          map.push(-1);
          return 'skip';
        }
        if (c.tag === 'img' && c.attrs.alt?.trim()) {
          const at = c.attrValueStart('alt');
          if (at !== undefined) {
            const raw = email.html.slice(at, at + rawAttrLength(email.html, at));
            const decoded = decodeWithMap(raw, at, true);
            segments.push({ kind: 'alt', text: mask(decoded.text), map: decoded.map });
          }
        }
        if (BLOCK.has(c.tag)) breakBlock();
      },
      (el) => {
        if (BLOCK.has(el.tag)) breakBlock();
      },
    );
    segments.unshift({ kind: 'body', text: mask(parts.join('')), map });
    if (email.subject) {
      segments.push({ kind: 'subject', text: mask(email.subject), map: new Array(email.subject.length).fill(-1) });
    }
    return segments;
  });
}

/** Length of an attribute value in the source, starting at its first character. */
function rawAttrLength(html: string, start: number): number {
  const quote = html[start - 1];
  if (quote === '"' || quote === "'") {
    const end = html.indexOf(quote, start);
    return end < 0 ? 0 : end - start;
  }
  // From `start` without copying the rest of the document (once per image would be quadratic).
  const end = /[\s>]/g;
  end.lastIndex = start;
  const m = end.exec(html);
  return m ? m.index - start : html.length - start;
}

/** All the reader's text as one string (for language detection, deliverability metrics). */
export function visibleText(email: LoadedEmail): string {
  return email.memo('visible-text', () =>
    textSegments(email)
      .filter((s) => s.kind === 'body')
      .map((s) => s.text)
      .join('\n')
      .replace(/[ \t\u00a0\u200b-\u200d\u034f\ufeff]+/g, ' ')
      // A whitespace run with a line break becomes the break (`\s*\n\s*` would rescan a long run
      // of other spaces from each of its characters).
      .replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : run))
      .trim(),
  );
}
