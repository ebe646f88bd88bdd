import { csstree, parsedCss, sourceOf } from '../css';
import type { El, LoadedEmail } from '../document';
import { urlRefs } from '../urls';
import { caniemailData } from './data';

/**
 * Finds every caniemail feature the email uses, with the source offset of each use: HTML
 * elements, attributes and element/attribute pairs, CSS properties, values, functions, units,
 * at-rules, selectors and pseudo-classes in `<style>` and `style=""`, and image formats. It reads
 * the parse5 tree and css-tree ASTs, never strings, so a property named in a comment or a URL is
 * not a use. Outlook-only markup inside conditional comments is not checked (only Outlook reads it).
 */
export interface FeatureHit {
  slug: string;
  offset: number;
}

type Tables = {
  property: Map<string, string[]>;
  tag: Map<string, string[]>;
  attribute: Map<string, string[]>;
  pairs: Map<string, Array<{ attr: string; test: (v: string) => boolean; slug: string }>>;
  pseudoClass: Map<string, string>;
  pseudoElement: Map<string, string>;
};

let tables: Tables | undefined;

function add<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/** The tables from caniemail's titles, then the names its titles do not give (longhands, tag groups, legacy pseudo-elements). */
function buildTables(): Tables {
  const data = caniemailData();
  const t = tablesFromTitles(data);
  const has = (slug: string) => data.features.has(slug);
  const map = (m: Map<string, string[]>, keys: string[], slug: string) => {
    if (has(slug)) for (const k of keys) add(m, k, slug);
  };
  addLonghands(t, map);
  addTagGroupsAndPseudo(t, map, has);
  return t;
}

type MapNames = (m: Map<string, string[]>, keys: string[], slug: string) => void;

/** What a feature's title names: a CSS property or pseudo-class/element, an HTML tag, attribute or tag-attribute pair. */
function tablesFromTitles(data: ReturnType<typeof caniemailData>): Tables {
  const t: Tables = { property: new Map(), tag: new Map(), attribute: new Map(), pairs: new Map(), pseudoClass: new Map(), pseudoElement: new Map() };
  for (const f of data.features.values()) {
    if (f.category === 'css') {
      const name = f.title.replace(/ shorthand$/, '').replace(/ property$/, '').trim();
      if (/^[a-z-]+$/.test(name)) add(t.property, name, f.slug);
      const pc = /^css-pseudo-class-(.+)$/.exec(f.slug);
      if (pc) t.pseudoClass.set(pc[1], f.slug);
      const pe = /^css-pseudo-element-(.+)$/.exec(f.slug);
      if (pe) t.pseudoElement.set(pe[1], f.slug);
    } else if (f.category === 'html') {
      const pair = /^<(\w+) (\w+)="(\w+)"> element$/.exec(f.title);
      if (pair) {
        const [, tag, attr, value] = pair;
        add(t.pairs, tag, { attr, test: (v: string) => v.trim().toLowerCase() === value, slug: f.slug });
        continue;
      }
      const attr = /^([a-z-]+) attribute$/.exec(f.title);
      if (attr) add(t.attribute, attr[1], f.slug);
      const tag = /^<(\w+)>(?: element)?$/.exec(f.title);
      if (tag) add(t.tag, tag[1], f.slug);
    }
  }
  return t;
}

/** Properties a feature covers beyond the one its title names: sides, longhands, logical variants. */
function addLonghands(t: Tables, map: MapNames): void {
  const sides = ['top', 'right', 'bottom', 'left'];
  map(t.property, ['left', 'right', 'top', 'bottom'], 'css-left-right-top-bottom');
  map(t.property, sides.map((s) => `margin-${s}`), 'css-margin');
  map(t.property, sides.map((s) => `padding-${s}`), 'css-padding');
  map(t.property, [...sides.map((s) => `border-${s}`), ...['width', 'style', 'color'].flatMap((p) => [`border-${p}`, ...sides.map((s) => `border-${s}-${p}`)])], 'css-border');
  map(t.property, ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius'], 'css-border-radius');
  map(t.property, ['border-start-start-radius', 'border-start-end-radius', 'border-end-start-radius', 'border-end-end-radius'], 'css-border-radius-logical');
  map(t.property, ['border-inline', 'border-block'], 'css-border-inline-block');
  map(t.property, ['border-inline-start', 'border-inline-end', 'border-block-start', 'border-block-end'], 'css-border-inline-block-longhand');
  map(
    t.property,
    ['inline', 'block', 'inline-start', 'inline-end', 'block-start', 'block-end'].flatMap((s) => ['width', 'style', 'color'].map((p) => `border-${s}-${p}`)),
    'css-border-inline-block-individual',
  );
  map(t.property, ['block-size', 'inline-size'], 'css-block-inline-size');
  map(t.property, ['margin-inline', 'margin-block'], 'css-margin-inline-block');
  map(t.property, ['margin-inline-start', 'margin-inline-end'], 'css-margin-inline-start-end');
  map(t.property, ['margin-block-start', 'margin-block-end'], 'css-margin-block-start-end');
  map(t.property, ['padding-inline', 'padding-block'], 'css-padding-inline-block');
  map(t.property, ['padding-inline-start', 'padding-inline-end'], 'css-padding-inline-start-end');
  map(t.property, ['padding-block-start', 'padding-block-end'], 'css-padding-block-start-end');
  map(t.property, ['animation-name', 'animation-duration', 'animation-timing-function', 'animation-delay', 'animation-iteration-count', 'animation-direction', 'animation-fill-mode', 'animation-play-state'], 'css-animation');
  map(t.property, ['transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay'], 'css-transition');
  map(t.property, ['columns', 'column-width', 'column-rule', 'column-rule-width', 'column-rule-style', 'column-rule-color', 'column-span', 'column-fill'], 'css-column-layout-properties');
  map(t.property, ['gap', 'column-gap', 'row-gap', 'grid-gap', 'grid-column-gap', 'grid-row-gap'], 'css-gap');
  map(t.property, ['grid-template', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas'], 'css-grid-template');
  map(t.property, ['scroll-snap-type', 'scroll-snap-align', 'scroll-snap-stop'], 'css-scroll-snap');
  map(t.property, ['text-emphasis', 'text-emphasis-style', 'text-emphasis-color'], 'css-text-emphasis');
  map(t.property, ['color-scheme'], 'css-color-scheme');
  map(t.property, ['overflow-x', 'overflow-y'], 'css-overflow');
  map(t.property, ['text-wrap-mode', 'text-wrap-style'], 'css-text-wrap');
  map(t.property, ['inset-inline', 'inset-block', 'inset-inline-start', 'inset-inline-end', 'inset-block-start', 'inset-block-end'], 'css-inset');
  map(t.property, ['text-decoration-skip'], 'css-text-decoration-skip-ink');
}

/** Features that stand for a group of tags or attributes, and pseudo-classes that are the same feature as another. */
function addTagGroupsAndPseudo(t: Tables, map: MapNames, has: (slug: string) => boolean): void {
  t.tag.delete('h1');
  t.tag.delete('ul');
  map(t.tag, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], 'html-h1-h6');
  map(t.tag, ['ul', 'ol', 'dl'], 'html-lists');
  map(t.tag, ['article', 'aside', 'details', 'figcaption', 'figure', 'footer', 'header', 'main', 'mark', 'nav', 'section', 'summary', 'time'], 'html-semantics');
  map(t.tag, ['map'], 'html-image-maps');
  map(t.tag, ['address'], 'html-address');
  map(t.tag, ['svg', 'image'], 'html-svg');
  map(t.attribute, ['srcset', 'sizes'], 'html-srcset');
  map(t.attribute, ['loading'], 'html-loading-attribute');
  // :focus-within and :focus-visible are focus states too (and doiuse-email counts them as :focus).
  if (has('css-pseudo-class-focus')) {
    t.pseudoClass.set('focus-within', 'css-pseudo-class-focus');
    t.pseudoClass.set('focus-visible', 'css-pseudo-class-focus');
  }
  // Legacy single-colon pseudo-elements.
  for (const legacy of ['before', 'after', 'first-letter', 'first-line']) {
    const slug = t.pseudoElement.get(legacy);
    if (slug) t.pseudoClass.set(legacy, slug);
  }
}

const UNITS = new Set(['px', 'em', 'rem', 'ex', 'ch', 'vh', 'vw', 'vmin', 'vmax', 'pt', 'pc', 'cm', 'mm', 'in']);
const FUNCTIONS: Record<string, string> = {
  calc: 'css-unit-calc',
  min: 'css-function-min',
  max: 'css-function-max',
  clamp: 'css-function-clamp',
  var: 'css-variables',
  rgb: 'css-rgb',
  rgba: 'css-rgba',
  'linear-gradient': 'css-linear-gradient',
  'repeating-linear-gradient': 'css-linear-gradient',
  'radial-gradient': 'css-radial-gradient',
  'repeating-radial-gradient': 'css-radial-gradient',
  'conic-gradient': 'css-conic-gradient',
  'repeating-conic-gradient': 'css-conic-gradient',
  lch: 'css-modern-color',
  oklch: 'css-modern-color',
  lab: 'css-modern-color',
  oklab: 'css-modern-color',
  'light-dark': 'css-function-light-dark',
  'fit-content': 'css-intrinsic-size',
};
const INTRINSIC = new Set(['fit-content', 'min-content', 'max-content']);
const SYSTEM_FONTS = new Set(['system-ui', 'ui-serif', 'ui-sans-serif', 'ui-rounded', 'ui-monospace']);
const PAIRS: Record<string, Record<string, string>> = {
  display: { flex: 'css-display-flex', 'inline-flex': 'css-display-flex', grid: 'css-display-grid', 'inline-grid': 'css-display-grid', none: 'css-display-none' },
  'flex-direction': { column: 'css-flex-direction', 'column-reverse': 'css-flex-direction' },
  'flex-wrap': { wrap: 'css-flex-wrap', 'wrap-reverse': 'css-flex-wrap' },
};
const MEDIA_FEATURES: Array<[RegExp, string]> = [
  [/prefers-color-scheme/, 'css-at-media-prefers-color-scheme'],
  [/prefers-reduced-motion/, 'css-at-media-prefers-reduced-motion'],
  [/orientation/, 'css-at-media-orientation'],
  [/(^|[^-\w])(any-)?hover\b/, 'css-at-media-hover'],
  [/device-pixel-ratio|resolution/, 'css-at-media-device-pixel-ratio'],
];
const AT_RULES: Record<string, string> = {
  media: 'css-at-media',
  'font-face': 'css-at-font-face',
  import: 'css-at-import',
  keyframes: 'css-at-keyframes',
  '-webkit-keyframes': 'css-at-keyframes',
  '-moz-keyframes': 'css-at-keyframes',
  supports: 'css-at-supports',
};
const IMAGE_EXT: Record<string, string> = {
  png: 'image-png', apng: 'image-apng', jpg: 'image-jpg', jpeg: 'image-jpg', jfif: 'image-jpg', gif: 'image-gif', webp: 'image-webp', avif: 'image-avif',
  svg: 'image-svg', bmp: 'image-bmp', ico: 'image-ico', tif: 'image-tiff', tiff: 'image-tiff', heif: 'image-heif', heic: 'image-heif', hdr: 'image-hdr', mp4: 'image-mp4',
};
const IMAGE_MIME: Record<string, string> = {
  'image/png': 'image-png', 'image/apng': 'image-apng', 'image/jpeg': 'image-jpg', 'image/jpg': 'image-jpg', 'image/gif': 'image-gif', 'image/webp': 'image-webp',
  'image/avif': 'image-avif', 'image/svg+xml': 'image-svg', 'image/bmp': 'image-bmp', 'image/x-icon': 'image-ico', 'image/vnd.microsoft.icon': 'image-ico',
  'image/tiff': 'image-tiff', 'image/heif': 'image-heif', 'image/heic': 'image-heif', 'video/mp4': 'image-mp4',
};

export function detectFeatures(email: LoadedEmail): FeatureHit[] {
  return email.memo('compat-features', () => {
    tables ??= buildTables();
    const hits: FeatureHit[] = [];
    const hit = (slug: string | undefined, offset: number) => {
      if (slug) hits.push({ slug, offset });
    };
    detectHtml(email, tables, hit);
    detectCss(email, tables, hit);
    detectImages(email, hit);
    return hits;
  });
}

type Hit = (slug: string | undefined, offset: number) => void;

function detectHtml(email: LoadedEmail, t: Tables, hit: Hit) {
  if (email.doctype && email.doctype.name.toLowerCase() === 'html' && !email.doctype.publicId) hit('html-doctype', email.doctype.offset);
  for (const c of email.comments) hit('html-comments', c.offset);
  for (const el of email.elements) {
    if (el.conditional || el.start < 0) continue;
    const tag = el.tag;
    // parse5 reads `<image>` as `<img>`, as browsers do; doiuse-email counts it as embedded SVG.
    const sourceTag = tag === 'img' && email.html.startsWith('<image', el.start) ? 'image' : tag;
    for (const slug of t.tag.get(sourceTag) ?? []) hit(slug, el.start);
    if (sourceTag !== tag) for (const slug of t.tag.get(tag) ?? []) hit(slug, el.start);
    for (const name in el.attrs) {
      const slugs = t.attribute.get(name);
      if (slugs) for (const slug of slugs) hit(slug, el.attrStart(name));
    }
    for (const p of t.pairs.get(tag) ?? []) {
      const v = el.attrs[p.attr];
      if (v !== undefined && p.test(v)) hit(p.slug, el.start);
    }
    if (tag === 'a') {
      const href = el.attrs.href?.trim();
      if ((href !== undefined && href.startsWith('#')) || 'name' in el.attrs) hit('html-anchor-links', el.start);
      if (href !== undefined && /^mailto:/i.test(href)) hit('html-mailto-links', el.attrStart('href'));
    } else if (tag === 'html' && ('⚡4email' in el.attrs || 'amp4email' in el.attrs)) hit('amp', el.start);
    else if (tag === 'meta' && /^(color-scheme|supported-color-schemes)$/i.test(el.attrs.name ?? '')) hit('html-meta-color-scheme', el.start);
  }
}

function detectCss(email: LoadedEmail, t: Tables, hit: Hit) {
  const css = parsedCss(email);
  for (const offset of css.comments) hit('css-comments', offset);
  for (const s of css.sheets) if (s.ast) detectBlock(s.ast.children, s.block.css, s.block.offset, t, hit);
  for (const s of css.inline) {
    if (!s.ast) continue;
    s.ast.children.forEach((d) => {
      if (d.type === 'Declaration') detectDeclaration(d, s.style.offset, t, hit);
    });
  }
}

/** One declaration: its property, !important, and what its value uses; `fallback` places it when css-tree gives no location. */
function detectDeclaration(d: csstree.Declaration, fallback: number, t: Tables, hit: Hit) {
  const at = d.loc?.start.offset ?? fallback;
  const prop = d.property.toLowerCase();
  if (prop.startsWith('--')) hit('css-variables', at);
  else for (const slug of t.property.get(prop) ?? []) hit(slug, at);
  if (d.important) hit('css-important', at);
  const pair = PAIRS[prop];
  if (d.value.type === 'Raw') {
    const raw = d.value.value;
    rawValue(raw, at, hit);
    if (pair) hit(pair[raw.replace(/!important/i, '').trim().toLowerCase()], at);
    return;
  }
  if (pair && d.value.children) {
    const first = d.value.children.first;
    if (first?.type === 'Identifier' && d.value.children.size === 1) hit(pair[first.name.toLowerCase()], at);
  }
  detectValue(d.value, prop, at, hit);
}

/** Units, functions and keywords of a parsed value. */
function detectValue(value: csstree.Declaration['value'], prop: string, at: number, hit: Hit) {
  csstree.walk(value, (n) => {
    const here = n.loc?.start.offset ?? at;
    switch (n.type) {
      case 'Dimension': {
        const unit = n.unit.toLowerCase();
        if (UNITS.has(unit)) hit(`css-unit-${unit}`, here);
        break;
      }
      case 'Percentage':
        hit('css-unit-percent', here);
        break;
      case 'Function':
        hit(FUNCTIONS[n.name.toLowerCase()], here);
        break;
      case 'Identifier': {
        const name = n.name.toLowerCase();
        if (name === 'initial') hit('css-unit-initial', here);
        else if (INTRINSIC.has(name)) hit('css-intrinsic-size', here);
        else if (SYSTEM_FONTS.has(name) && (prop === 'font-family' || prop === 'font')) hit('css-sytem-ui', here);
        break;
      }
      case 'Raw':
        rawValue(n.value, here, hit);
        break;
    }
  });
}

/**
 * Rules and at-rules of a style sheet. Nested ones are read from a stack, in source order: a style
 * sheet nested thousands of blocks deep must not exhaust the call stack.
 */
function detectBlock(top: csstree.List<csstree.CssNode> | undefined, source: string, base: number, t: Tables, hit: Hit) {
  const pending: Array<{ nodes: csstree.CssNode[]; next: number; inRule: boolean }> = top ? [{ nodes: top.toArray(), next: 0, inRule: false }] : [];
  while (pending.length) {
    const frame = pending[pending.length - 1];
    if (frame.next >= frame.nodes.length) {
      pending.pop();
      continue;
    }
    const node = frame.nodes[frame.next++];
    const inRule = frame.inRule;
    if (node.type === 'Declaration') detectDeclaration(node, base, t, hit);
    else if (node.type === 'Rule') {
      const at = node.loc?.start.offset ?? base;
      if (inRule) hit('css-nesting', at);
      selectors(node.prelude, at, t, hit);
      pending.push({ nodes: node.block.children.toArray(), next: 0, inRule: true });
    } else if (node.type === 'Atrule') {
      const at = node.loc?.start.offset ?? base;
      const name = node.name.toLowerCase();
      hit(AT_RULES[name], at);
      if (name === 'media' && node.prelude) {
        const prelude = sourceOf(node.prelude, source, base).toLowerCase();
        for (const [re, slug] of MEDIA_FEATURES) if (re.test(prelude)) hit(slug, node.prelude.loc?.start.offset ?? at);
      }
      if (node.block) pending.push({ nodes: node.block.children.toArray(), next: 0, inRule });
    } else if (node.type === 'Raw' && inRule && node.value.includes('{')) {
      hit('css-nesting', node.loc?.start.offset ?? base);
    }
  }
}

/** A value css-tree could not read: fall back to the textual tests doiuse-email uses. */
function rawValue(raw: string, at: number, hit: Hit) {
  const text = raw.replace(/url\([^)]*\)/gi, '');
  for (const m of text.matchAll(/\d(px|em|rem|ex|ch|vh|vw|vmin|vmax|pt|pc|cm|mm|in)\b/gi)) hit(`css-unit-${m[1].toLowerCase()}`, at);
  if (/\d%/.test(text)) hit('css-unit-percent', at);
  for (const m of text.matchAll(/([a-z-]+)\(/gi)) hit(FUNCTIONS[m[1].toLowerCase()], at);
  if (/!important/i.test(text)) hit('css-important', at);
  if (/\binitial\b/i.test(text)) hit('css-unit-initial', at);
}

function selectors(prelude: csstree.SelectorList | csstree.Raw, at: number, t: Tables, hit: Hit) {
  if (prelude.type !== 'SelectorList') return;
  if (prelude.children.size >= 2) hit('css-selector-grouping', at);
  prelude.children.forEach((selector) => {
    if (selector.type !== 'Selector') return;
    const here = selector.loc?.start.offset ?? at;
    let classesInCompound = 0;
    csstree.walk(selector, (n) => {
      const pos = n.loc?.start.offset ?? here;
      switch (n.type) {
        case 'TypeSelector':
          hit(n.name === '*' ? 'css-selector-universal' : 'css-selector-type', pos);
          break;
        case 'ClassSelector':
          hit('css-selector-class', pos);
          if (++classesInCompound === 2) hit('css-selector-chaining', pos);
          break;
        case 'IdSelector':
          hit('css-selector-id', pos);
          break;
        case 'AttributeSelector':
          hit('css-selector-attribute', pos);
          break;
        case 'Combinator':
          classesInCompound = 0;
          hit(n.name === '>' ? 'css-selector-child' : n.name === '+' ? 'css-selector-adjacent-sibling' : n.name === '~' ? 'css-selector-general-sibling' : 'css-selector-descendant', pos);
          break;
        case 'PseudoClassSelector':
          hit(t.pseudoClass.get(n.name.toLowerCase()), pos);
          break;
        case 'PseudoElementSelector':
          hit(t.pseudoElement.get(n.name.toLowerCase()), pos);
          break;
      }
    });
  });
}

function detectImages(email: LoadedEmail, hit: Hit) {
  for (const ref of urlRefs(email)) {
    if (!ref.image || ref.el.conditional || ref.kind === 'vml') continue;
    const data = /^data:([^;,]+)[;,]/i.exec(ref.url);
    if (data) {
      if (/;base64,/i.test(ref.url)) hit('image-base64', ref.offset);
      hit(IMAGE_MIME[data[1].toLowerCase()], ref.offset);
      continue;
    }
    const ext = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(ref.url.split(/[?#]/)[0] + '');
    if (ext) hit(IMAGE_EXT[ext[1].toLowerCase()], ref.offset);
  }
}

export type { El };
