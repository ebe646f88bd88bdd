import { parseColor } from '../lib/color';
import { csstree, parsedCss, sourceOf } from './css';
import type { El, LoadedEmail } from './document';

/**
 * What a reader sees of each element, as far as static analysis can tell: text colour, the
 * opaque colour behind it, font size and weight, and whether it is hidden. It applies the
 * cascade of `<style>` rules (simple selectors, outside at-rules, since `@media` blocks are
 * conditional) and `style=""`, presentational attributes (`bgcolor`, `<font color>`) and the
 * usual browser defaults. Accessibility (contrast, font size) and deliverability (hidden,
 * low-contrast and tiny text) read it.
 */
export interface ComputedStyle {
  color: string;
  /** The opaque colour behind the element (white when nothing sets one, as most clients show). */
  background: string;
  /** An image or gradient is behind the text: its contrast cannot be known. */
  backgroundImage: boolean;
  fontSizePx: number;
  bold: boolean;
  /** display:none, visibility:hidden, opacity:0, zero height with overflow hidden… (font-size:0 is not:
   * layouts set it on containers to close inline-block gaps; text is invisible only where the size itself is 0). */
  hidden: boolean;
  hiddenBy?: string;
  /** True when the element or an ancestor sets `color` explicitly (not a default). */
  colorSet: boolean;
}

const WANTED = new Set([
  'color', 'background-color', 'background', 'background-image', 'font-size', 'font-weight', 'font', 'display',
  'visibility', 'opacity', 'max-height', 'height', 'overflow', 'text-indent', 'line-height', 'mso-hide',
]);

type Decl = { value: string; important: boolean; spec: number; order: number };
type Compound = { tag?: string; id?: string; classes: string[]; attrs: Array<{ name: string; value?: string }> };
type ParsedSelector = { parts: Compound[]; combinators: string[]; spec: number };
type CssRule = { selector: ParsedSelector; decls: Array<{ prop: string; value: string; important: boolean }>; order: number };

const HEADING_SIZES: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
const BOLD_TAGS = new Set(['b', 'strong', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const FONT_SIZE_ATTR: Record<string, number> = { '1': 10, '2': 13, '3': 16, '4': 18, '5': 24, '6': 32, '7': 48 };
const KEYWORD_SIZES: Record<string, number> = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32 };

export function computedStyles(email: LoadedEmail): Map<El, ComputedStyle> {
  return email.memo('styles', () => compute(email));
}

/** Elements that directly hold visible-text nodes (the unit contrast and font size are judged on). */
export function textElements(email: LoadedEmail): El[] {
  return email.memo('text-elements', () =>
    email.elements.filter(
      (e) => !e.conditional && !['title', 'style', 'script', 'head'].includes(e.tag) && e.children.some((ch) => ch.kind === 'text' && /[\p{L}\p{N}]/u.test(ch.text)),
    ),
  );
}

export function styleOf(email: LoadedEmail, el: El): ComputedStyle {
  return computedStyles(email).get(el) ?? ROOT_STYLE;
}

const ROOT_STYLE: ComputedStyle = { color: '#000000', background: '#ffffff', backgroundImage: false, fontSizePx: 16, bold: false, hidden: false, colorSet: false };

function compute(email: LoadedEmail): Map<El, ComputedStyle> {
  const rules = collectRules(email);
  const index = new Map<string, CssRule[]>();
  for (const rule of rules) {
    const last = rule.selector.parts[rule.selector.parts.length - 1];
    const key = last.id ? `#${last.id}` : last.classes[0] ? `.${last.classes[0]}` : last.tag ?? '*';
    let list = index.get(key);
    if (!list) index.set(key, (list = []));
    list.push(rule);
  }
  const inline = new Map<El, Array<{ prop: string; value: string; important: boolean }>>();
  for (const p of parsedCss(email).inline) {
    if (!p.ast) continue;
    const decls: Array<{ prop: string; value: string; important: boolean }> = [];
    p.ast.children.forEach((d) => {
      if (d.type !== 'Declaration') return;
      const prop = d.property.toLowerCase();
      if (WANTED.has(prop)) decls.push({ prop, value: sourceOf(d.value, p.style.css, p.style.offset), important: d.important === true || d.important === 'important' });
    });
    inline.set(p.style.el, decls);
  }

  const out = new Map<El, ComputedStyle>();
  // Parents before children (each inherits its parent's computed style); a stack, not recursion,
  // so a deeply nested email cannot exhaust the call stack.
  const stack: Array<{ el: El; style: ComputedStyle }> = [{ el: email.root, style: ROOT_STYLE }];
  while (stack.length) {
    const { el, style: parent } = stack.pop()!;
    for (const child of el.children) {
      if (child.kind === 'text' || child.conditional) continue;
      const style = resolve(child, parent, declared(child, index, inline));
      out.set(child, style);
      stack.push({ el: child, style });
    }
  }
  return out;
}

function declared(el: El, index: Map<string, CssRule[]>, inline: Map<El, Array<{ prop: string; value: string; important: boolean }>>): Map<string, Decl> {
  const result = new Map<string, Decl>();
  const apply = (prop: string, d: Decl) => {
    const prev = result.get(prop);
    if (!prev || (d.important && !prev.important) || (d.important === prev.important && (d.spec > prev.spec || (d.spec === prev.spec && d.order >= prev.order)))) {
      result.set(prop, d);
    }
  };
  const candidates: CssRule[] = [];
  const add = (key: string) => {
    const list = index.get(key);
    if (list) candidates.push(...list);
  };
  add(el.tag);
  add('*');
  if (el.attrs.id) add(`#${el.attrs.id}`);
  for (const c of classesOf(el)) add(`.${c}`);
  for (const rule of candidates) {
    if (!matches(el, rule.selector)) continue;
    for (const d of rule.decls) apply(d.prop, { value: d.value, important: d.important, spec: rule.selector.spec, order: rule.order });
  }
  for (const d of inline.get(el) ?? []) apply(d.prop, { value: d.value, important: d.important, spec: 1_000_000, order: Number.MAX_SAFE_INTEGER });
  return result;
}

function resolve(el: El, parent: ComputedStyle, decl: Map<string, Decl>): ComputedStyle {
  const get = (p: string) => decl.get(p)?.value.replace(/\s*!important\s*$/i, '').trim();
  const s: ComputedStyle = { ...parent, hiddenBy: parent.hiddenBy };

  // Font size and weight.
  let size = parent.fontSizePx;
  if (el.tag in HEADING_SIZES) size = parent.fontSizePx * HEADING_SIZES[el.tag];
  if (el.tag === 'small' || el.tag === 'sub' || el.tag === 'sup') size = parent.fontSizePx * 0.83;
  if (el.tag === 'font' && el.attrs.size && FONT_SIZE_ATTR[el.attrs.size.trim()]) size = FONT_SIZE_ATTR[el.attrs.size.trim()];
  const fontShorthand = get('font');
  const fontSize = get('font-size') ?? (fontShorthand ? /(?:^|\s)(\d*\.?\d+(?:px|pt|em|rem|%)|xx-small|x-small|small|medium|large|x-large|xx-large)(?:\/|\s|$)/i.exec(fontShorthand)?.[1] : undefined);
  if (fontSize) size = parseFontSize(fontSize, parent.fontSizePx) ?? size;
  s.fontSizePx = size;
  let bold = parent.bold || BOLD_TAGS.has(el.tag);
  const weight = get('font-weight') ?? (fontShorthand && /\b(bold|bolder|[6-9]00)\b/i.test(fontShorthand) ? 'bold' : undefined);
  if (weight) bold = /bold|bolder/i.test(weight) || (Number(weight) >= 600);
  s.bold = bold;

  // Colour: inherited; links default to the client's link blue unless styled.
  const colorValue = get('color') ?? (el.tag === 'font' ? el.attrs.color : undefined);
  const color = colorValue ? solidColor(colorValue) : undefined;
  if (color) {
    s.color = color;
    s.colorSet = true;
  } else if (el.tag === 'a' && !colorValue) {
    s.color = '#0000ee';
    s.colorSet = true;
  }

  // Background: not inherited, but whatever an ancestor paints shows through.
  const bgAttr = el.attrs.bgcolor;
  const bgColorDecl = get('background-color');
  const bgShorthand = get('background');
  const bgImageDecl = get('background-image');
  const image =
    (el.attrs.background && el.attrs.background.trim() !== '') ||
    (bgImageDecl && /url\(|gradient\(/i.test(bgImageDecl)) ||
    (bgShorthand && /url\(|gradient\(/i.test(bgShorthand));
  const bg = (bgColorDecl && solidColor(bgColorDecl)) ?? (bgShorthand && colorInShorthand(bgShorthand)) ?? (bgAttr && solidColor(bgAttr));
  if (image) s.backgroundImage = true;
  else if (bg) {
    s.background = bg;
    s.backgroundImage = false;
  }

  // Hidden text.
  const display = get('display');
  const visibility = get('visibility');
  const opacity = get('opacity');
  const overflow = get('overflow');
  const maxHeight = get('max-height') ?? get('height');
  const indent = get('text-indent');
  if (!parent.hidden) {
    let why: string | undefined;
    if (display && /^none$/i.test(display)) why = 'display:none';
    else if (visibility && /^hidden$/i.test(visibility)) why = 'visibility:hidden';
    else if (opacity !== undefined && Number.parseFloat(opacity) === 0) why = 'opacity:0';
    else if ('hidden' in el.attrs) why = 'the hidden attribute';
    else if (maxHeight && /^0(px|em|rem|%)?$/i.test(maxHeight) && overflow && /hidden/i.test(overflow)) why = 'zero height with overflow:hidden';
    else if (indent && Number.parseFloat(indent) <= -999) why = 'text-indent off-screen';
    if (why) {
      s.hidden = true;
      s.hiddenBy = why;
    }
  }
  return s;
}

export function parseFontSize(value: string, parentPx: number): number | undefined {
  const v = value.trim().toLowerCase();
  if (v in KEYWORD_SIZES) return KEYWORD_SIZES[v];
  if (v === 'smaller') return parentPx * 0.83;
  if (v === 'larger') return parentPx * 1.2;
  const m = /^(-?\d*\.?\d+)(px|pt|em|rem|%|)$/.exec(v);
  if (!m) return undefined;
  const n = Number(m[1]);
  switch (m[2]) {
    case 'px':
      return n;
    case 'pt':
      return (n * 4) / 3;
    case 'em':
      return n * parentPx;
    case 'rem':
      return n * 16;
    case '%':
      return (n / 100) * parentPx;
    default:
      return n === 0 ? 0 : undefined;
  }
}

const TRANSPARENT = /^(transparent|inherit|initial|unset|currentcolor|none)$|rgba?\([^)]*[,/]\s*0(\.0*)?\s*\)|hsla?\([^)]*[,/]\s*0(\.0*)?\s*\)|^#[0-9a-f]{3}0$|^#[0-9a-f]{6}00$/i;

/** An opaque colour, or undefined for transparent, keywords that defer to others, and non-colours. */
export function solidColor(value: string): string | undefined {
  const v = value.trim();
  if (!v || TRANSPARENT.test(v)) return undefined;
  return parseColor(v);
}

function colorInShorthand(value: string): string | undefined {
  for (const token of value.replace(/url\([^)]*\)/gi, ' ').split(/\s+(?![^(]*\))/)) {
    const c = solidColor(token);
    if (c) return c;
  }
  return undefined;
}

function classesOf(el: El): string[] {
  const c = el.attrs.class;
  return c ? c.split(/\s+/).filter(Boolean) : [];
}

function matchesCompound(el: El, c: Compound): boolean {
  if (c.tag && c.tag !== '*' && c.tag !== el.tag) return false;
  if (c.id && el.attrs.id !== c.id) return false;
  if (c.classes.length) {
    const own = classesOf(el);
    for (const k of c.classes) if (!own.includes(k)) return false;
  }
  for (const a of c.attrs) {
    if (!(a.name in el.attrs)) return false;
    if (a.value !== undefined && el.attrs[a.name] !== a.value) return false;
  }
  return true;
}

// With descendant combinators, matching tries every chain of ancestors: `div div div div` against
// 512 nested divs is millions of chains. Each (element, part) answer is remembered per selector,
// so a check costs at most parts × depth steps per element.
const matchMemo = new WeakMap<ParsedSelector, Map<El, Int8Array>>();

function matches(el: El, sel: ParsedSelector): boolean {
  let memo = matchMemo.get(sel);
  if (!memo) matchMemo.set(sel, (memo = new Map()));
  const match = (e: El | null, i: number): boolean => {
    if (!e || e.tag === '#document') return false;
    let known = memo.get(e);
    if (!known) memo.set(e, (known = new Int8Array(sel.parts.length)));
    if (known[i] === 0) known[i] = matchUncached(e, i) ? 1 : -1;
    return known[i] === 1;
  };
  const matchUncached = (e: El, i: number): boolean => {
    if (!matchesCompound(e, sel.parts[i])) return false;
    if (i === 0) return true;
    const comb = sel.combinators[i - 1];
    if (comb === '>') return match(e.parent, i - 1);
    for (let p = e.parent; p && p.tag !== '#document'; p = p.parent) if (match(p, i - 1)) return true;
    return false;
  };
  return match(el, sel.parts.length - 1);
}

function collectRules(email: LoadedEmail): CssRule[] {
  const rules: CssRule[] = [];
  let order = 0;
  for (const sheet of parsedCss(email).sheets) {
    if (!sheet.ast) continue;
    sheet.ast.children.forEach((node) => {
      if (node.type !== 'Rule' || node.prelude.type !== 'SelectorList') return;
      const decls: CssRule['decls'] = [];
      node.block.children.forEach((d) => {
        if (d.type !== 'Declaration') return;
        const prop = d.property.toLowerCase();
        if (WANTED.has(prop)) decls.push({ prop, value: sourceOf(d.value, sheet.block.css, sheet.block.offset), important: d.important === true || d.important === 'important' });
      });
      if (!decls.length) return;
      order++;
      node.prelude.children.forEach((selector) => {
        if (selector.type !== 'Selector') return;
        const parsed = parseSelector(selector);
        if (parsed) rules.push({ selector: parsed, decls, order });
      });
    });
  }
  return rules;
}

/** Simple selectors only: anything dynamic (`:hover`), structural or unusual is left out. */
function parseSelector(selector: csstree.Selector): ParsedSelector | null {
  const parts: Compound[] = [{ classes: [], attrs: [] }];
  const combinators: string[] = [];
  let ids = 0;
  let classes = 0;
  let types = 0;
  let ok = true;
  selector.children.forEach((n) => {
    const cur = parts[parts.length - 1];
    switch (n.type) {
      case 'TypeSelector':
        cur.tag = n.name.toLowerCase();
        if (n.name !== '*') types++;
        break;
      case 'ClassSelector':
        cur.classes.push(n.name);
        classes++;
        break;
      case 'IdSelector':
        cur.id = n.name;
        ids++;
        break;
      case 'AttributeSelector': {
        const value = n.value ? (n.value.type === 'String' ? n.value.value : n.value.name) : undefined;
        if (n.matcher && n.matcher !== '=') ok = false;
        cur.attrs.push({ name: n.name.name.toLowerCase(), value });
        classes++;
        break;
      }
      case 'Combinator':
        if (n.name === '+' || n.name === '~') ok = false;
        combinators.push(n.name.trim() === '>' ? '>' : ' ');
        parts.push({ classes: [], attrs: [] });
        break;
      default:
        ok = false;
    }
  });
  if (!ok || parts.some((p) => !p.tag && !p.id && !p.classes.length && !p.attrs.length)) return null;
  return { parts, combinators, spec: ids * 10_000 + classes * 100 + types };
}
