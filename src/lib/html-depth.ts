/**
 * How deep HTML may nest before we stop nesting it, and the one way we flatten what goes deeper.
 *
 * Old mailers nest `<font>`, `<table>` and `<div>` thousands of levels deep. Browsers already cap
 * this: Chromium's and WebKit's HTML parsers attach anything deeper than 512 levels beside the
 * element at level 512 (kMaximumHTMLParserDOMTreeDepth), so such an email renders flattened
 * anyway. Libraries that walk a DOM by recursion — html-to-text, cheerio's text() and serialiser,
 * React-free DOM serialisers — run out of stack a few thousand levels down, and parse5 7 (inside
 * cheerio) spends time quadratic in depth. Flattened to 512 levels first, a document keeps all its
 * text, links and images, in order, and every walk over it is safe.
 */
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

export const MAX_HTML_DEPTH = 512;

/** How a flattener reads and rewires one kind of tree. */
export interface TreeShape<N> {
  children(node: N): N[];
  /** Replaces the child list and points each child's parent at `node`. */
  setChildren(node: N, children: N[]): void;
  isElement(node: N): boolean;
}

/**
 * Rewrites `root` in place so no element sits deeper than `limit + 1` levels below it: below the
 * element at depth `limit`, every descendant becomes its child, in document order. An element
 * that holds only text (a link, a `<font>` run) keeps it; an element with elements inside is
 * emptied and what it held follows it. Returns how many elements were emptied (0: nothing was
 * deeper than the limit). Iterative, so any depth is safe.
 */
export function flattenDeepTree<N>(root: N, shape: TreeShape<N>, limit = MAX_HTML_DEPTH): number {
  let emptied = 0;
  const stack: Array<{ node: N; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    const children = shape.children(node);
    if (depth < limit) {
      for (const child of children) if (shape.isElement(child)) stack.push({ node: child, depth: depth + 1 });
      continue;
    }
    if (!children.some((c) => shape.isElement(c) && shape.children(c).some((g) => shape.isElement(g)))) continue;
    const flat: N[] = [];
    const pending: Array<{ list: N[]; next: number }> = [{ list: children, next: 0 }];
    while (pending.length) {
      const top = pending[pending.length - 1];
      if (top.next >= top.list.length) {
        pending.pop();
        continue;
      }
      const n = top.list[top.next++];
      flat.push(n);
      if (!shape.isElement(n)) continue;
      const inner = shape.children(n);
      if (!inner.some((c) => shape.isElement(c))) continue;
      shape.setChildren(n, []);
      emptied++;
      pending.push({ list: inner, next: 0 });
    }
    shape.setChildren(node, flat);
  }
  return emptied;
}

type P5Node = DefaultTreeAdapterMap['node'];
type P5Parent = DefaultTreeAdapterMap['parentNode'];

// A <template>'s content lives in its own fragment, not in childNodes.
const holderOf = (node: P5Node): P5Parent | undefined =>
  (node as DefaultTreeAdapterMap['template']).content ?? ((node as P5Parent).childNodes ? (node as P5Parent) : undefined);

const parse5Shape: TreeShape<P5Node> = {
  children: (node) => holderOf(node)?.childNodes ?? [],
  setChildren(node, children) {
    const holder = holderOf(node);
    if (!holder) return;
    holder.childNodes = children as DefaultTreeAdapterMap['childNode'][];
    for (const c of children) (c as DefaultTreeAdapterMap['childNode']).parentNode = holder;
  },
  isElement: (node) => 'tagName' in node,
};

/**
 * Each `<` puts at most one element on the parser's stack (its own, or the clone of a formatting
 * element it reopens) and implies at most two around it (tbody and tr for a stray td), besides
 * html, head and body: below this many `<`, nothing can be deep and the parse is skipped.
 */
const couldBeDeep = (html: string, limit: number) => {
  let count = 0;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) if (++count * 3 + 3 > limit) return true;
  return false;
};

let last: { html: string; limit: number; bounded: string } | undefined;

/**
 * The HTML unchanged when it nests at most `limit` levels; otherwise parsed (parse5, iterative and
 * linear), flattened as above and serialised again, for handing to a library that recurses.
 */
export function boundHtmlDepth(html: string, limit = MAX_HTML_DEPTH): string {
  if (!couldBeDeep(html, limit)) return html;
  // Previews emulate the same HTML once per device and variant: parse it once.
  if (last && last.limit === limit && last.html === html) return last.bounded;
  const doc = parse(html);
  const bounded = flattenDeepTree<P5Node>(doc, parse5Shape, limit) > 0 ? serialize(doc) : html;
  last = { html, limit, bounded };
  return bounded;
}
