import * as csstree from 'css-tree';
import type { InlineStyle, LoadedEmail, StyleBlock } from './document';

/**
 * Every stylesheet and `style=""` of the email parsed once with css-tree, positions absolute in
 * the HTML source. A stylesheet css-tree cannot read is kept with `ast: null` and its error, so
 * one bad block never sinks a report.
 */
export interface ParsedSheet {
  block: StyleBlock;
  ast: csstree.StyleSheet | null;
  error?: string;
}

export interface ParsedInline {
  style: InlineStyle;
  ast: csstree.DeclarationList | null;
  error?: string;
}

export interface ParsedCss {
  sheets: ParsedSheet[];
  inline: ParsedInline[];
  /** Offsets of CSS comments in stylesheets. */
  comments: number[];
}

export function parsedCss(email: LoadedEmail): ParsedCss {
  return email.memo('css', () => {
    const comments: number[] = [];
    const sheets = email.styleBlocks.map((block): ParsedSheet => {
      try {
        const ast = csstree.parse(block.css, {
          positions: true,
          offset: block.offset,
          onComment: (_value, loc) => comments.push(loc.start.offset),
          onParseError: () => {},
        }) as csstree.StyleSheet;
        return { block, ast };
      } catch (err) {
        return { block, ast: null, error: (err as Error).message };
      }
    });
    const inline = email.inlineStyles.map((style): ParsedInline => {
      try {
        const ast = csstree.parse(style.css, {
          context: 'declarationList',
          positions: true,
          offset: style.offset,
          onParseError: () => {},
        }) as csstree.DeclarationList;
        return { style, ast };
      } catch (err) {
        return { style, ast: null, error: (err as Error).message };
      }
    });
    return { sheets, inline, comments };
  });
}

/**
 * A node's text exactly as written (no re-generation). `source` is the CSS css-tree parsed and
 * `base` the offset it was parsed at (entities in a style attribute make HTML offsets drift).
 */
export function sourceOf(node: csstree.CssNode, source: string, base: number): string {
  const loc = node.loc;
  if (loc) return source.slice(loc.start.offset - base, loc.end.offset - base).trim();
  return node.type === 'Raw' ? node.value : csstree.generate(node);
}

export function offsetOf(node: csstree.CssNode, fallback: number): number {
  return node.loc?.start.offset ?? fallback;
}

export { csstree };
