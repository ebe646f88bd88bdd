/**
 * Reads stylesheets into the few facts brand extraction needs: rules (selector text and
 * declarations), custom properties, @font-face and @import. css-tree parses the structure;
 * selectors and values are kept as text, because extraction only matches names in them and a
 * full value parse of a framework stylesheet costs more than it tells.
 */
import * as csstree from 'css-tree';

export interface CssDeclaration {
  property: string;
  value: string;
  important: boolean;
}

export interface CssRule {
  selectors: string[];
  declarations: CssDeclaration[];
  /** Stylesheet URL, or the page URL for <style> and style attributes. */
  source: string;
  /** Enclosing @media condition, when any. */
  media?: string;
}

export interface FontFace {
  family: string;
  sources: string[];
  weight?: string;
  style?: string;
}

export interface ParsedStylesheet {
  rules: CssRule[];
  fontFaces: FontFace[];
  /** Absolute URLs of @import rules, in order. */
  imports: string[];
}

/** Beyond this a stylesheet is cut: the first rules carry the base theme, later ones are components. */
const MAX_RULES = 6000;

export function parseStylesheet(css: string, baseUrl: string): ParsedStylesheet {
  const out: ParsedStylesheet = { rules: [], fontFaces: [], imports: [] };
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseValue: false, parseRulePrelude: false, parseAtrulePrelude: false, onParseError: () => {} });
  } catch {
    return out;
  }
  walkBlock(ast, baseUrl, undefined, out);
  return out;
}

// Nested @media/@supports blocks are read from a stack in source order (rule order is cascade
// order), so a style sheet nested thousands of levels deep cannot exhaust the call stack. Past a
// few levels nesting means nothing for a brand, and each level lengthens the media text.
const MAX_AT_RULE_NESTING = 16;
function walkBlock(root: csstree.CssNode, baseUrl: string, rootMedia: string | undefined, out: ParsedStylesheet): void {
  const childrenOf = (node: csstree.CssNode) => (node as { children?: csstree.List<csstree.CssNode> | null }).children?.toArray() ?? [];
  const pending: Array<{ nodes: csstree.CssNode[]; next: number; media: string | undefined }> = [{ nodes: childrenOf(root), next: 0, media: rootMedia }];
  while (pending.length && out.rules.length < MAX_RULES) {
    const frame = pending[pending.length - 1];
    if (frame.next >= frame.nodes.length) {
      pending.pop();
      continue;
    }
    const child = frame.nodes[frame.next++];
    const media = frame.media;
    if (child.type === 'Rule') {
      const selectorText = child.prelude.type === 'Raw' ? child.prelude.value : csstree.generate(child.prelude);
      const declarations = declarationsOf(child.block);
      if (declarations.length) out.rules.push({ selectors: splitSelectors(selectorText), declarations, source: baseUrl, ...(media ? { media } : {}) });
      continue;
    }
    if (child.type !== 'Atrule') continue;
    const name = child.name.toLowerCase();
    const prelude = child.prelude ? (child.prelude.type === 'Raw' ? child.prelude.value : csstree.generate(child.prelude)) : '';
    if (name === 'import') {
      const target = firstUrl(prelude) ?? /^\s*["']([^"']+)["']/.exec(prelude)?.[1];
      const resolved = target && resolveUrl(target, baseUrl);
      if (resolved) out.imports.push(resolved);
    } else if (name === 'font-face' && child.block) {
      const decls = declarationsOf(child.block);
      const get = (p: string) => decls.find((d) => d.property === p)?.value;
      const family = get('font-family') && unquote(get('font-family')!);
      if (!family) continue;
      const src = get('src') ?? '';
      const sources = [...src.matchAll(URL_PATTERN)].map((m) => resolveUrl(m[2], baseUrl)).filter((u): u is string => !!u);
      out.fontFaces.push({ family, sources, weight: get('font-weight'), style: get('font-style') });
    } else if ((name === 'media' || name === 'supports' || name === 'layer' || name === 'container') && child.block && pending.length < MAX_AT_RULE_NESTING) {
      pending.push({ nodes: childrenOf(child.block), next: 0, media: name === 'media' ? [media, prelude.trim()].filter(Boolean).join(' and ') : media });
    }
  }
}

function declarationsOf(block: csstree.Block): CssDeclaration[] {
  const out: CssDeclaration[] = [];
  block.children.forEach((d) => {
    if (d.type !== 'Declaration') return;
    const value = d.value.type === 'Raw' ? d.value.value : csstree.generate(d.value);
    out.push({ property: d.property.startsWith('--') ? d.property : d.property.toLowerCase(), value: value.trim(), important: !!d.important });
  });
  return out;
}

/** Declarations of a style attribute. */
export function parseInlineStyle(style: string): CssDeclaration[] {
  try {
    const ast = csstree.parse(style, { context: 'declarationList', parseValue: false, onParseError: () => {} }) as csstree.DeclarationList;
    const out: CssDeclaration[] = [];
    ast.children.forEach((d) => {
      if (d.type !== 'Declaration') return;
      const value = d.value.type === 'Raw' ? d.value.value : csstree.generate(d.value);
      out.push({ property: d.property.toLowerCase(), value: value.trim(), important: !!d.important });
    });
    return out;
  } catch {
    return [];
  }
}

/** Splits a selector list on top-level commas (not those inside :is(…) or attribute values). */
export function splitSelectors(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

export const URL_PATTERN = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi;

export function firstUrl(value: string): string | undefined {
  URL_PATTERN.lastIndex = 0;
  const m = URL_PATTERN.exec(value);
  URL_PATTERN.lastIndex = 0;
  return m?.[2];
}

export function resolveUrl(target: string, base: string): string | undefined {
  const t = target.trim();
  if (!t || t.startsWith('data:') || t.startsWith('#')) return undefined;
  try {
    const u = new URL(t, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function unquote(s: string): string {
  return s.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
}

/**
 * The last compound of a selector ("header .nav a.btn:hover" → tag a, classes [btn]), which is
 * the element the rule styles. Pseudo-classes are dropped: `.btn:hover` still tells the colour
 * family of buttons, but callers can check `pseudo` to ignore state-only rules.
 */
export interface SelectorTarget {
  tag?: string;
  classes: string[];
  ids: string[];
  attributes: string[];
  pseudo: string[];
  /** Everything before the last compound (ancestors), lowercased. */
  context: string;
}

/**
 * The ancestors a selector names before its last compound ("#toc.toc2 a" → ids [toc], classes [toc2]):
 * the rule styles nothing on a page that has no such ancestor. A compound on html, body or :root is
 * left out, and so is a leading one of classes alone: scripts toggle those classes (`.js`, `.wf-active`)
 * before anyone sees the page.
 */
export function selectorAncestors(selector: string): { tags: string[]; classes: string[]; ids: string[] } {
  const out = { tags: [] as string[], classes: [] as string[], ids: [] as string[] };
  const context = selector.slice(0, lastCompoundStart(selector));
  // Names inside [attr=".x"], :not(.x) and :is(…) do not require an element.
  const plain = context.replace(/\[[^\]]*\]/g, ' ').replace(/\([^)]*\)/g, '');
  plain.split(/[\s>+~]+/).filter(Boolean).forEach((compound, i) => {
    // So may a leading compound of classes alone (`.js .nav`, `.ios7.web-app-mode header`): it is most often <html>'s.
    if (/^(html|body|:root)([.#:[]|$)/i.test(compound) || (i === 0 && /^(\.[\w-]+)+$/.test(compound))) return;
    const tag = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(compound)?.[0];
    if (tag) out.tags.push(tag.toLowerCase());
    for (const m of compound.matchAll(/\.((?:\\.|[\w-])+)/g)) out.classes.push(m[1].replace(/\\(.)/g, '$1'));
    for (const m of compound.matchAll(/#((?:\\.|[\w-])+)/g)) out.ids.push(m[1].replace(/\\(.)/g, '$1'));
  });
  return out;
}

function lastCompoundStart(selector: string): number {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) cut = i + 1;
  }
  return cut;
}

export function selectorTarget(selector: string): SelectorTarget {
  // Cut at the last top-level combinator.
  const cut = lastCompoundStart(selector);
  const last = selector.slice(cut).trim();
  const context = selector.slice(0, cut).trim().toLowerCase();
  const target: SelectorTarget = { classes: [], ids: [], attributes: [], pseudo: [], context };
  const tag = /^[a-zA-Z][a-zA-Z0-9-]*|^\*/.exec(last)?.[0];
  if (tag && tag !== '*') target.tag = tag.toLowerCase();
  // Classes inside [attr=".x"] or :not(.x) do not describe the element.
  const plain = last.replace(/\[[^\]]*\]/g, '').replace(/\([^)]*\)/g, '');
  for (const m of plain.matchAll(/\.((?:\\.|[\w-])+)/g)) target.classes.push(m[1].replace(/\\(.)/g, '$1'));
  for (const m of plain.matchAll(/#((?:\\.|[\w-])+)/g)) target.ids.push(m[1].replace(/\\(.)/g, '$1'));
  for (const m of last.matchAll(/\[([^\]]+)\]/g)) target.attributes.push(m[1].toLowerCase());
  for (const m of last.matchAll(/::?([\w-]+)/g)) target.pseudo.push(m[1].toLowerCase());
  return target;
}
