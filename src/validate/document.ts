import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { flattenDeepTree, type TreeShape } from '../lib/html-depth';
import { LineIndex } from './positions';

/**
 * The email, parsed once per request with source positions and shared by every check (a
 * request to /all parses the HTML once). Positions are kept as offsets into the original HTML and
 * turned into line/column only when an issue is reported.
 */

type P5Node = DefaultTreeAdapterMap['node'];
type P5Element = DefaultTreeAdapterMap['element'];
type P5Parent = DefaultTreeAdapterMap['parentNode'];

export interface EmailInput {
  html: string;
  subject?: string;
  /** The plain-text alternative, when the email is sent with one. */
  text?: string;
  /** BCP 47. */
  language?: string;
}

export interface El {
  kind: 'el';
  tag: string;
  /** Attribute names lower-cased; values decoded. */
  attrs: Record<string, string>;
  /** Offset of `<` of the start tag; -1 for elements the parser implied (html, head, body). */
  start: number;
  /** Offset just past the start tag's `>`; -1 when implied. */
  startTagEnd: number;
  parent: El | null;
  /** Child nodes in order: elements and text. */
  children: Array<El | TextNode>;
  /** Inside a downlevel-hidden conditional comment (`<!--[if mso]>…<![endif]-->`): Outlook-only markup. */
  conditional: boolean;
  /** Offset of the first character of an attribute's value in the source, if known. */
  attrValueStart(name: string): number | undefined;
  /** Offset of an attribute's name in the source, else the element's. */
  attrStart(name: string): number;
  /** The offset to report for this element: its start tag, or its first positioned ancestor's. */
  at: number;
  index: number;
}

export interface TextNode {
  kind: 'text';
  tag: '#text';
  parent: El;
  /** Decoded text. */
  text: string;
  /** Source offset of each character of `text`. */
  map: number[];
}

export interface StyleBlock {
  /** The CSS text, as written (CSS has no HTML entities inside `<style>`). */
  css: string;
  offset: number;
  el: El;
}

export interface InlineStyle {
  css: string;
  /** Offset of the attribute value's first character. */
  offset: number;
  el: El;
}

export interface CommentNode {
  data: string;
  /** Offset of `<!--`. */
  offset: number;
  conditional: boolean;
}

export interface LoadedEmail {
  html: string;
  subject?: string;
  text?: string;
  language?: string;
  lines: LineIndex;
  root: El;
  /** Every element in document order, conditional (Outlook-only) ones included, flagged. */
  elements: El[];
  styleBlocks: StyleBlock[];
  inlineStyles: InlineStyle[];
  comments: CommentNode[];
  doctype: { name: string; publicId: string; systemId: string; offset: number } | null;
  parseErrors: Array<{ code: string; offset: number }>;
  /** Results computed once per email and shared between checks (parsed CSS, styles, text…). */
  memo<T>(key: string, compute: () => T): T;
}

const loaded = new WeakMap<object, LoadedEmail>();

const EL_SHAPE: TreeShape<El | TextNode> = {
  children: (node) => (node.kind === 'el' ? node.children : []),
  setChildren(node, children) {
    if (node.kind !== 'el') return;
    node.children = children;
    for (const c of children) c.parent = node;
  },
  isElement: (node) => node.kind === 'el',
};

export function isLoadedEmail(x: EmailInput | LoadedEmail): x is LoadedEmail {
  return (x as LoadedEmail).lines instanceof LineIndex;
}

/** Parses the email once; passing a LoadedEmail back in returns it unchanged. */
export function loadEmail(input: EmailInput | LoadedEmail): LoadedEmail {
  if (isLoadedEmail(input)) return input;
  const cached = loaded.get(input);
  if (cached) return cached;
  const email = parseEmail(input);
  loaded.set(input, email);
  return email;
}

/** What the walk gathers beside the tree, in document order. */
type Gathered = Pick<LoadedEmail, 'elements' | 'styleBlocks' | 'inlineStyles' | 'comments' | 'doctype'>;

/**
 * A child list being read. `shift` and `source` place a node: the markup of an Outlook conditional
 * comment is parsed on its own, so its offsets count from inside the comment.
 */
type Frame = { nodes: P5Node[]; next: number; parent: El; shift: number; source: string; conditional: boolean };
type Enter = (parentNode: P5Parent, parent: El, shift: number, source: string, conditional: boolean) => void;

function parseEmail(input: EmailInput): LoadedEmail {
  const html = input.html;
  const parseErrors: LoadedEmail['parseErrors'] = [];
  const doc = parse(html, {
    sourceCodeLocationInfo: true,
    onParseError: (e) => {
      if (parseErrors.length < 500) parseErrors.push({ code: e.code, offset: e.startOffset });
    },
  });
  const gathered: Gathered = { elements: [], styleBlocks: [], inlineStyles: [], comments: [], doctype: null };
  const root = makeEl(html, null, '#document', null, false, gathered.elements);
  readTree(doc, root, html, gathered);
  // Past 512 levels the tree is laid flat, as Chromium and WebKit lay it out: checks that look at
  // ancestors or text of a subtree then cost at most 512 steps per element, not the depth.
  flattenDeepTree<El | TextNode>(root, EL_SHAPE);

  const cache = new Map<string, unknown>();
  return {
    html,
    subject: input.subject,
    text: input.text,
    language: input.language,
    lines: new LineIndex(html),
    root,
    ...gathered,
    parseErrors,
    memo<T>(key: string, compute: () => T): T {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}

/**
 * Reads parse5's tree into ours. An explicit stack, not recursion: real mail nests thousands of
 * levels deep. An element's children are read before its next sibling, so `elements` and every
 * list gathered stay in document order.
 */
function readTree(doc: P5Parent, root: El, html: string, gathered: Gathered): void {
  const frames: Frame[] = [];
  const enter: Enter = (parentNode, parent, shift, source, conditional) =>
    frames.push({ nodes: (parentNode as { childNodes?: P5Node[] }).childNodes ?? [], next: 0, parent, shift, source, conditional });
  enter(doc, root, 0, html, false);
  while (frames.length) {
    const frame = frames[frames.length - 1];
    if (frame.next >= frame.nodes.length) {
      frames.pop();
      continue;
    }
    const node = frame.nodes[frame.next++];
    if (node.nodeName === '#documentType') {
      const dt = node as DefaultTreeAdapterMap['documentType'];
      gathered.doctype = { name: dt.name, publicId: dt.publicId, systemId: dt.systemId, offset: (dt.sourceCodeLocation?.startOffset ?? 0) + frame.shift };
    } else if (node.nodeName === '#comment') readComment(node as DefaultTreeAdapterMap['commentNode'], frame, gathered, enter);
    else if (node.nodeName === '#text') readText(node as DefaultTreeAdapterMap['textNode'], frame, gathered);
    else if ('tagName' in node) readElement(node as P5Element, frame, gathered, enter);
  }
}

function readComment(c: DefaultTreeAdapterMap['commentNode'], { parent, shift }: Frame, gathered: Gathered, enter: Enter): void {
  const offset = (c.sourceCodeLocation?.startOffset ?? 0) + shift;
  const m = /^\[if[^\]]*\]>([\s\S]*)<!\[endif\]$/i.exec(c.data);
  gathered.comments.push({ data: c.data, offset, conditional: !!m });
  if (m && m[1].trim()) {
    // Outlook's downlevel-hidden markup: parse it too, so links and VML inside are seen.
    const innerShift = offset + 4 + c.data.indexOf('>') + 1;
    enter(parseFragment(m[1], { sourceCodeLocationInfo: true }), parent, innerShift, m[1], true);
  }
}

/** A text node with the source offset of each of its characters (entities decoded). */
function readText(t: DefaultTreeAdapterMap['textNode'], { parent, shift, source }: Frame, gathered: Gathered): void {
  const loc = t.sourceCodeLocation;
  if (!loc) {
    parent.children.push({ kind: 'text', tag: '#text', parent, text: t.value, map: new Array(t.value.length).fill(parent.at) });
    return;
  }
  const raw = source.slice(loc.startOffset, loc.endOffset);
  const rawText = parent.tag === 'style' || parent.tag === 'script' || parent.tag === 'textarea' || parent.tag === 'title';
  let decoded = rawText && parent.tag !== 'textarea' && parent.tag !== 'title' ? identity(raw, loc.startOffset + shift) : decodeWithMap(raw, loc.startOffset + shift, false);
  if (decoded.text.replace(/\r\n?/g, '\n') !== t.value) {
    // parse5 merges text it moves (whitespace after </body>) into one node whose location
    // spans the tags in between: keep its value, positioned at its start.
    decoded = { text: t.value, map: new Array(t.value.length).fill(loc.startOffset + shift) };
  }
  parent.children.push({ kind: 'text', tag: '#text', parent, text: decoded.text, map: decoded.map });
  if (parent.tag === 'style' && !parent.conditional) gathered.styleBlocks.push({ css: raw, offset: loc.startOffset + shift, el: parent });
}

/** An element, its inline style gathered, and its children (a template's content) to read next. */
function readElement(node: P5Element, { parent, shift, source, conditional }: Frame, gathered: Gathered, enter: Enter): void {
  const el = makeEl(source, node, node.tagName, parent, conditional, gathered.elements, shift);
  parent.children.push(el);
  const style = el.attrs.style;
  if (style !== undefined && style.trim()) {
    const at = el.attrValueStart('style');
    if (at !== undefined && !conditional) gathered.inlineStyles.push({ css: style, offset: at, el });
  }
  const content = (node as DefaultTreeAdapterMap['template']).content;
  enter(content ?? node, el, shift, source, conditional);
}

function makeEl(source: string, node: P5Element | null, tag: string, parent: El | null, conditional: boolean, all: El[], shift = 0): El {
  const loc = node?.sourceCodeLocation;
  const attrs: Record<string, string> = {};
  for (const a of node?.attrs ?? []) if (!(a.name.toLowerCase() in attrs)) attrs[a.name.toLowerCase()] = a.value;
  const start = loc ? (loc.startTag?.startOffset ?? loc.startOffset) + shift : -1;
  const el: El = {
    kind: 'el',
    tag: tag.toLowerCase(),
    attrs,
    start,
    startTagEnd: loc?.startTag ? loc.startTag.endOffset + shift : -1,
    parent,
    children: [],
    conditional,
    at: start >= 0 ? start : (parent?.at ?? 0),
    index: all.length,
    attrValueStart(name: string) {
      const attrLoc = loc?.attrs?.[name];
      if (!attrLoc) return undefined;
      const raw = source.slice(attrLoc.startOffset, attrLoc.endOffset);
      const eq = raw.indexOf('=');
      if (eq < 0) return undefined;
      let i = eq + 1;
      while (i < raw.length && /\s/.test(raw[i])) i++;
      if (raw[i] === '"' || raw[i] === "'") i++;
      return attrLoc.startOffset + shift + i;
    },
    attrStart(name: string) {
      const attrLoc = loc?.attrs?.[name];
      return attrLoc ? attrLoc.startOffset + shift : el.at;
    },
  };
  if (node) all.push(el);
  return el;
}

function identity(raw: string, base: number) {
  const map = new Array<number>(raw.length);
  for (let i = 0; i < raw.length; i++) map[i] = base + i;
  return { text: raw, map };
}

const ENTITY = /&(?:#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[a-zA-Z][a-zA-Z0-9]*;?)/g;

/**
 * Decodes character references and keeps, for every decoded character, the offset of the source
 * character it came from, so a word found in the text can be reported at its place in the HTML.
 */
export function decodeWithMap(raw: string, base: number, attribute: boolean): { text: string; map: number[] } {
  if (raw.indexOf('&') < 0) return identity(raw, base);
  let text = '';
  const map: number[] = [];
  let last = 0;
  ENTITY.lastIndex = 0;
  for (let m = ENTITY.exec(raw); m; m = ENTITY.exec(raw)) {
    for (let i = last; i < m.index; i++) {
      text += raw[i];
      map.push(base + i);
    }
    const decoded = attribute ? decodeHTMLAttribute(m[0]) : decodeHTML(m[0]);
    for (let i = 0; i < decoded.length; i++) {
      text += decoded[i];
      map.push(base + m.index);
    }
    last = m.index + m[0].length;
  }
  for (let i = last; i < raw.length; i++) {
    text += raw[i];
    map.push(base + i);
  }
  return { text, map };
}

/** Text content of an element (descendant text nodes joined), decoded. */
export function textOf(el: El): string {
  let out = '';
  for (const node of subtree(el)) if (node.kind === 'text') out += node.text;
  return out;
}

/** Descendant elements in document order, script and style included. */
export function* descendants(el: El): Generator<El> {
  for (const node of subtree(el, false)) if (node.kind === 'el') yield node;
}

/** What a visit asks of the walk: go on (nothing), leave the element's children out, or end the walk. */
export type WalkStep = 'skip' | 'stop' | void;

/**
 * Visits the nodes under `el` in document order — `enter` before an element's children, `leave`
 * after them — from an explicit stack, not recursion: old mailers nest `<font>` and `<table>`
 * thousands of levels deep. `enter` may leave an element's children out (its `leave` is not
 * called then) or end the walk. Returns false when the walk was ended.
 */
export function walk(el: El, enter: (node: El | TextNode) => WalkStep, leave?: (el: El) => void): boolean {
  const stack: Array<{ el: El; next: number }> = [{ el, next: 0 }];
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.el.children.length) {
      stack.pop();
      if (stack.length) leave?.(frame.el);
      continue;
    }
    const node = frame.el.children[frame.next++];
    const step = enter(node);
    if (step === 'stop') return false;
    if (step !== 'skip' && node.kind !== 'text') stack.push({ el: node, next: 0 });
  }
  return true;
}

/**
 * The nodes under `el` in document order, from an explicit stack rather than recursion.
 * `skipRawText` leaves out what is inside script and style (not text a reader sees).
 */
export function* subtree(el: El, skipRawText = true): Generator<El | TextNode> {
  const stack: Array<El | TextNode> = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    if (node.kind === 'text' || (skipRawText && (node.tag === 'script' || node.tag === 'style'))) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

export function closest(el: El | null, tag: string): El | null {
  for (let e = el; e; e = e.parent) if (e.tag === tag) return e;
  return null;
}

/** Position helpers for building issues. */
export function where(email: LoadedEmail, offset: number, length = 0) {
  const { line, column } = email.lines.position(offset);
  return { line, column, snippet: email.lines.snippet(offset, length) };
}
