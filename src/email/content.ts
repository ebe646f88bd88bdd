/**
 * Text content of blocks: strings mixed with merge tags, and the markdown subset of RichText.
 *
 * Markdown is lexed by marked and then rebuilt from an allow-list of node kinds (paragraphs,
 * lists, bold, italic, links, line breaks); anything else, raw HTML included, becomes plain text,
 * which React escapes. Merge tags survive markdown parsing as private-use placeholder characters,
 * so "**Hi {firstName}**" with a token inside the bold works.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { MergeTag, PlainText, RichText } from './fields';

export type Segment = string | MergeTag;

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'token'; token: MergeTag }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type RichBlock =
  { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; ordered: boolean; start: number; items: RichBlock[][] };

/** Strings and merge tags, in order, whichever of the two shapes the document used. */
export function segmentsOf(text: PlainText | RichText): Segment[] {
  return typeof text === 'string' ? [text] : text;
}

/** The text with every token replaced by `tokenText(token)`. */
export function joinSegments(text: PlainText | RichText, tokenText: (token: MergeTag) => string): string {
  return segmentsOf(text)
    .map((segment) => (typeof segment === 'string' ? segment : tokenText(segment)))
    .join('');
}

const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
// Private-use code points: never typed by people, passed through untouched by marked.
const TOKEN_OPEN = '\uE000';
const TOKEN_CLOSE = '\uE001';
const TOKEN_PATTERN = /\uE000(\d+)\uE001/g;

const LEXER_OPTIONS = { gfm: true, breaks: true };
// Text with none of these characters cannot contain markdown (nor a GFM autolink), so it skips the lexer:
// most product descriptions, captions and short paragraphs.
const MARKDOWN_SYNTAX = /[*_[\]()`#>~|\\<&!:@\n]|www\.|^\s*(?:[-+]|\d+[.)])\s/i;

/**
 * marked's link scanner backtracks over every earlier `[`: 1,250 "[a](" in one field (5,000
 * characters, the field's limit) took it 2.6 s, "[](" × 1,666 4.3 s. No real paragraph has a
 * hundred links; text that does is shown as typed.
 */
const MAX_LINK_OPENINGS = 100;

function linkOpenings(source: string): number {
  let count = 0;
  for (let i = source.indexOf(']('); i !== -1 && count <= MAX_LINK_OPENINGS; i = source.indexOf('](', i + 2)) count++;
  return count;
}

export function parseRichText(text: RichText): RichBlock[] {
  const tokens: MergeTag[] = [];
  const source = segmentsOf(text)
    .map((segment) => {
      if (typeof segment !== 'string') return `${TOKEN_OPEN}${tokens.push(segment) - 1}${TOKEN_CLOSE}`;
      // A private-use character typed into the text must not turn into a token.
      return segment.replace(/[\uE000\uE001]/g, '');
    })
    .join('');
  if (!MARKDOWN_SYNTAX.test(source) || linkOpenings(source) > MAX_LINK_OPENINGS) return [{ kind: 'paragraph', children: textNodes(source, tokens) }];
  let lexed: Token[];
  try {
    lexed = Lexer.lex(source, LEXER_OPTIONS);
  } catch (err) {
    // marked recurses once per level of quote or emphasis: text nested thousands deep
    // (">>>>…", "****…") exhausts the stack. Such text has no formatting worth keeping; it is
    // shown as typed, like every other markdown the subset leaves out.
    if (!(err instanceof RangeError)) throw err;
    return [{ kind: 'paragraph', children: textNodes(source, tokens) }];
  }
  return blocksFrom(lexed, tokens);
}

/** Bold inside italic inside a link… past this many levels the wrappers add nothing a reader sees. */
const MAX_INLINE_NESTING = 16;

function blocksFrom(tokens: Token[], mergeTags: MergeTag[]): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'hr':
      case 'def':
        break;
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({
          kind: 'list',
          ordered: list.ordered,
          start: typeof list.start === 'number' ? list.start : 1,
          items: list.items.map((item) => blocksFrom(item.tokens, mergeTags)),
        });
        break;
      }
      case 'blockquote':
        blocks.push(...blocksFrom((token as Tokens.Blockquote).tokens, mergeTags));
        break;
      case 'paragraph':
      case 'heading':
      case 'text': {
        const children =
          'tokens' in token && token.tokens
            ? inlinesFrom(token.tokens, mergeTags)
            : textNodes(token.text ?? '', mergeTags);
        // Inside a tight list item consecutive text tokens belong to one paragraph.
        const last = blocks[blocks.length - 1];
        if (token.type === 'text' && last?.kind === 'paragraph') last.children.push({ kind: 'break' }, ...children);
        else blocks.push({ kind: 'paragraph', children });
        break;
      }
      default:
        // Code blocks, tables, raw HTML blocks…: shown as the text the author typed.
        blocks.push({
          kind: 'paragraph',
          children: textNodes(('text' in token && token.text) || token.raw, mergeTags),
        });
    }
  }
  return blocks;
}

// Past MAX_INLINE_NESTING, strong, em and link wrappers are dropped and their text kept, so the
// React tree rendered from this stays shallow whatever marked managed to nest.
function inlinesFrom(tokens: Token[], mergeTags: MergeTag[], depth = 0): Inline[] {
  const out: Inline[] = [];
  const wraps = depth < MAX_INLINE_NESTING;
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
      case 'em': {
        const children = inlinesFrom((token as Tokens.Strong).tokens, mergeTags, depth + 1);
        if (wraps) out.push({ kind: token.type, children });
        else out.push(...children);
        break;
      }
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlinesFrom(link.tokens, mergeTags, depth + 1);
        if (wraps && SAFE_LINK.test(link.href) && URL.canParse(link.href)) out.push({ kind: 'link', href: link.href, children });
        else out.push(...children);
        break;
      }
      case 'br':
        out.push({ kind: 'break' });
        break;
      case 'text':
        out.push(
          ...('tokens' in token && token.tokens
            ? inlinesFrom(token.tokens, mergeTags, depth)
            : textNodes(token.text, mergeTags)),
        );
        break;
      case 'del':
        out.push(...inlinesFrom((token as Tokens.Del).tokens, mergeTags, depth));
        break;
      default:
        // escape, codespan, inline html, images: their literal text.
        out.push(...textNodes(('text' in token && token.text) || token.raw, mergeTags));
    }
  }
  return mergeText(out);
}

function textNodes(text: string, mergeTags: MergeTag[]): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    if (match.index > last) out.push({ kind: 'text', text: text.slice(last, match.index) });
    const token = mergeTags[Number(match[1])];
    if (token) out.push({ kind: 'token', token });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Adjacent strings become one text node (React would otherwise separate them with <!-- -->). */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.kind === 'text' && last?.kind === 'text')
      out[out.length - 1] = { kind: 'text', text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

/** Plain-text rendering of rich text: links as "label (url)", lists with "-" or "1.". */
export function richTextToPlain(blocks: RichBlock[], tokenText: (token: MergeTag) => string, indent = ''): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph')
        return indent + inlineToPlain(block.children, tokenText).replace(/\n/g, `\n${indent}`);
      return block.items
        .map((item, i) => {
          const marker = block.ordered ? `${block.start + i}. ` : '- ';
          const body = richTextToPlain(item, tokenText, ' '.repeat(marker.length) + indent);
          return indent + marker + body.slice(indent.length + marker.length);
        })
        .join('\n');
    })
    .join('\n\n');
}

export function inlineToPlain(nodes: Inline[], tokenText: (token: MergeTag) => string): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'token':
          return tokenText(node.token);
        case 'break':
          return '\n';
        case 'link':
          return linkText(inlineToPlain(node.children, tokenText), node.href);
        default:
          return inlineToPlain(node.children, tokenText);
      }
    })
    .join('');
}

/** A link in plain text: "label (url)", or just the URL when the label is the URL. */
export function linkText(label: string, href: string): string {
  const target = href.replace(/^mailto:/i, '');
  return label === href || label === target || label === '' ? target : `${label} (${target})`;
}
