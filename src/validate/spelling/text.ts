import { decodeWithMap, type El, type LoadedEmail } from '../document';
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

const MASKS = [
  new RegExp(MERGE_TAG.source, 'g'),
  /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi,
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  /\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|io|co|info|biz|app|dev|shop|store|me|us|uk|de|fr|es|it|nl|pt|br|ca|au|eu|ly)\b(?:\/[^\s]*)?/gi,
];

export function mask(text: string): string {
  let out = text;
  for (const re of MASKS) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out;
}

export function textSegments(email: LoadedEmail): TextSegment[] {
  return email.memo('text-segments', () => {
    const segments: TextSegment[] = [];
    let text = '';
    const map: number[] = [];
    const breakBlock = () => {
      if (text.length && !text.endsWith('\n\n')) {
        const add = text.endsWith('\n') ? '\n' : '\n\n';
        text += add;
        for (let i = 0; i < add.length; i++) map.push(-1);
      }
    };
    const walk = (el: El) => {
      for (const c of el.children) {
        if (c.kind === 'text') {
          text += c.text;
          map.push(...c.map);
          continue;
        }
        if (c.conditional || SKIP.has(c.tag)) continue;
        if (c.tag === 'br') {
          text += '\n';
          map.push(-1);
          continue;
        }
        if (c.tag === 'img' && c.attrs.alt?.trim()) {
          const at = c.attrValueStart('alt');
          if (at !== undefined) {
            const raw = email.html.slice(at, at + rawAttrLength(email.html, at));
            const decoded = decodeWithMap(raw, at, true);
            segments.push({ kind: 'alt', text: mask(decoded.text), map: decoded.map });
          }
        }
        const block = BLOCK.has(c.tag);
        if (block) breakBlock();
        walk(c);
        if (block) breakBlock();
      }
    };
    walk(email.root);
    segments.unshift({ kind: 'body', text: mask(text), map });
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
  const m = /[\s>]/.exec(html.slice(start));
  return m ? m.index : html.length - start;
}

/** All the reader's text as one string (for language detection, deliverability metrics). */
export function visibleText(email: LoadedEmail): string {
  return email.memo('visible-text', () =>
    textSegments(email)
      .filter((s) => s.kind === 'body')
      .map((s) => s.text)
      .join('\n')
      .replace(/[ \t\u00a0\u200b-\u200d\u034f\ufeff]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim(),
  );
}
