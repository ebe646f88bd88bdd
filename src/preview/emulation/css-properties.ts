/**
 * CSS a client ignores, removed before the screenshot. The rules are read from caniemail: every
 * CSS feature whose title names a property ("border-radius"), a property value ("display:flex"),
 * a function ("linear-gradient()") or a unit ("rem unit") becomes a matcher, and a declaration a
 * matcher hits is dropped for a client whose newest entry says "n". Partial support is left
 * alone except for a few notes with an unambiguous meaning (Outlook for Windows keeps only the
 * colour of a `background` shorthand and honours `max-width` only on tables).
 */
import { caniemailFeatures, hasNote, isUnsupported, type Support } from './caniemail';

type Matcher =
  | { kind: 'property'; name: string }
  | { kind: 'value'; property: string; values: string[] }
  | { kind: 'function'; name: string }
  | { kind: 'unit'; unit: string }
  | { kind: 'keyword'; words: string[] }
  | { kind: 'custom-properties' };

/** Longhands a client drops along with their shorthand. */
const LONGHANDS: Record<string, string[]> = {
  'border-radius': ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius'],
  margin: ['margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
  padding: ['padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  'box-shadow': ['-webkit-box-shadow'],
  transform: ['-webkit-transform'],
};

/** Matchers of a caniemail CSS feature, from its title; null when the title names none of them. */
export function matchersOf(slug: string, title: string): Matcher[] {
  if (/^css-(at|pseudo|selector)-/.test(slug) || slug === 'css-comments' || slug === 'css-important' || slug === 'css-nesting') return [];
  if (slug === 'css-variables') return [{ kind: 'custom-properties' }, { kind: 'function', name: 'var' }];
  if (slug === 'css-unit-calc') return [{ kind: 'function', name: 'calc' }];
  if (slug === 'css-intrinsic-size') return [{ kind: 'keyword', words: ['fit-content', 'min-content', 'max-content'] }];
  // Font keywords: an unsupported one falls through to the next family of the stack, as in Chromium.
  if (slug === 'css-sytem-ui') return [];
  const cleaned = title
    .replace(/\s+(CSS\s+)?property$/i, '')
    .replace(/\s+shorthand$/i, '')
    .trim();
  const out: Matcher[] = [];
  for (const item of cleaned.split(/\s*(?:,|&)\s*/)) {
    let m: RegExpExecArray | null;
    if ((m = /^([a-z-]+)\(\)$/.exec(item))) out.push({ kind: 'function', name: m[1] });
    else if ((m = /^([a-z-]+)\s*:\s*([a-z-]+)$/.exec(item))) {
      const values = m[1] === 'display' && (m[2] === 'flex' || m[2] === 'grid') ? [m[2], `inline-${m[2]}`] : [m[2]];
      out.push({ kind: 'value', property: m[1], values });
    } else if ((m = /^(%|[a-z]+) unit$/.exec(item))) out.push(m[1] === 'initial' ? { kind: 'value', property: '*', values: ['initial'] } : { kind: 'unit', unit: m[1] });
    else if (/^[a-z-]+$/.test(item)) {
      out.push({ kind: 'property', name: item });
      for (const longhand of LONGHANDS[item] ?? []) out.push({ kind: 'property', name: longhand });
    }
  }
  return out;
}

export interface CssRules {
  properties: Set<string>;
  values: Map<string, Set<string>>;
  functions: string[];
  units: string[];
  keywords: string[];
  customProperties: boolean;
  /** `background` shorthand: only its colour survives (Outlook for Windows). */
  backgroundColorOnly: boolean;
  /** url() images in `background`, `background-image` and the `background` attribute are dropped. */
  noBackgroundImages: boolean;
  /** The `background` attribute: kept everywhere, only on `<body>`, or nowhere. */
  backgroundAttribute: 'all' | 'body' | 'none';
  /** `max-width` works only on `<table>` (Outlook for Windows). */
  maxWidthTablesOnly: boolean;
  /** The caniemail features that removed something, for the record. */
  slugs: string[];
}

const rulesCache = new WeakMap<Map<string, Support>, CssRules>();

/** The rules for a client's support data (cached: `clientSupport` returns one map per client). */
export function cssRulesFor(support: Map<string, Support>): CssRules {
  let rules = rulesCache.get(support);
  if (!rules) {
    rules = buildRules(support);
    rulesCache.set(support, rules);
  }
  return rules;
}

function buildRules(support: Map<string, Support>): CssRules {
  const rules: CssRules = {
    properties: new Set(),
    values: new Map(),
    functions: [],
    units: [],
    keywords: [],
    customProperties: false,
    backgroundColorOnly: hasNote(support.get('css-background'), /Only `background-color` values are supported/),
    noBackgroundImages: isUnsupported(support.get('css-background-image')),
    backgroundAttribute: isUnsupported(support.get('html-background'))
      ? 'none'
      : hasNote(support.get('html-background'), /Only supported on the `<body>` element/)
        ? 'body'
        : 'all',
    maxWidthTablesOnly: hasNote(support.get('css-max-width'), /Only works on `<table>` elements/),
    slugs: [],
  };
  for (const feature of caniemailFeatures()) {
    if (feature.category !== 'css' || !isUnsupported(support.get(feature.slug))) continue;
    const matchers = matchersOf(feature.slug, feature.title);
    if (matchers.length) rules.slugs.push(feature.slug);
    for (const m of matchers) {
      if (m.kind === 'property') rules.properties.add(m.name);
      else if (m.kind === 'value') {
        const set = rules.values.get(m.property) ?? new Set<string>();
        m.values.forEach((v) => set.add(v));
        rules.values.set(m.property, set);
      } else if (m.kind === 'function') rules.functions.push(m.name);
      else if (m.kind === 'unit') rules.units.push(m.unit);
      else if (m.kind === 'keyword') rules.keywords.push(...m.words);
      else rules.customProperties = true;
    }
  }
  if (rules.noBackgroundImages) rules.properties.add('background-image');
  return rules;
}

const URL_FUNCTION = /url\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi;
const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b(?:transparent|[a-z]+)\b/gi;
const NOT_COLORS = new Set(['none', 'repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'center', 'top', 'bottom', 'left', 'right', 'fixed', 'scroll', 'local', 'cover', 'contain', 'auto', 'inherit', 'initial', 'unset', 'border-box', 'padding-box', 'content-box', 'space', 'round']);

function colourOf(value: string): string | undefined {
  const stripped = value.replace(URL_FUNCTION, ' ').replace(/[a-z-]*gradient\((?:[^()]|\([^()]*\))*\)/gi, ' ');
  for (const token of stripped.match(COLOR_TOKEN) ?? []) if (!NOT_COLORS.has(token.toLowerCase())) return token;
  return undefined;
}

/** Compiled once per rule set: every declaration of every element is tested against them. */
const patternCache = new WeakMap<CssRules, { keywords: RegExp[]; units: RegExp[] }>();
function patternsOf(rules: CssRules): { keywords: RegExp[]; units: RegExp[] } {
  let patterns = patternCache.get(rules);
  if (!patterns) {
    patterns = {
      keywords: rules.keywords.map((word) => new RegExp(`(^|[^\\w-])${word}($|[^\\w-])`)),
      units: rules.units.map((unit) => (unit === '%' ? /\d%/ : new RegExp(`\\d${unit}\\b`))),
    };
    patternCache.set(rules, patterns);
  }
  return patterns;
}

/**
 * What a client makes of one declaration: null when it drops it, else the (possibly reduced)
 * value. `tag` is the element an inline style sits on; undefined inside a style sheet.
 */
export function filterDeclaration(rules: CssRules, property: string, value: string, tag?: string): string | null {
  const prop = property.toLowerCase();
  if (prop.startsWith('--')) return rules.customProperties ? null : value;
  if (rules.properties.has(prop)) return null;
  const v = value.trim().toLowerCase();
  if (rules.values.get(prop)?.has(v) || rules.values.get('*')?.has(v)) return null;
  for (const fn of rules.functions) if (v.includes(`${fn}(`)) return null;
  const { keywords, units } = patternsOf(rules);
  for (const pattern of keywords) if (pattern.test(v)) return null;
  if (units.length) {
    const withoutUrls = v.replace(URL_FUNCTION, '');
    for (const pattern of units) if (pattern.test(withoutUrls)) return null;
  }
  if (prop === 'max-width' && rules.maxWidthTablesOnly && tag !== undefined && tag !== 'table') return null;
  if (prop === 'background') {
    if (rules.backgroundColorOnly) return colourOf(value) ?? null;
    if (rules.noBackgroundImages && /url\(/i.test(value)) {
      const rest = value.replace(URL_FUNCTION, ' ').replace(/\s+/g, ' ').trim();
      return rest && rest !== ',' ? rest : null;
    }
  }
  return value;
}

export interface Declaration {
  property: string;
  value: string;
  important: boolean;
}

/** Splits a style attribute into declarations, respecting quotes and parentheses. */
export function parseDeclarations(style: string): Declaration[] {
  const out: Declaration[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (end: number) => {
    const text = style.slice(start, end);
    const colon = text.indexOf(':');
    if (colon > 0) {
      let value = text.slice(colon + 1).trim();
      const important = /!\s*important\s*$/i.test(value);
      if (important) value = value.replace(/!\s*important\s*$/i, '').trim();
      const property = text.slice(0, colon).trim();
      if (property) out.push({ property, value, important });
    }
    start = end + 1;
  };
  for (let i = 0; i < style.length; i++) {
    const c = style[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) push(i);
  }
  push(style.length);
  return out;
}

export const serializeDeclarations = (list: Declaration[]): string =>
  list.map((d) => `${d.property}:${d.value}${d.important ? ' !important' : ''}`).join(';');

/** An inline style as the client keeps it; null when nothing was removed. */
export function filterInlineStyle(rules: CssRules, style: string, tag: string): string | null {
  const declarations = parseDeclarations(style);
  let changed = false;
  const kept: Declaration[] = [];
  for (const d of declarations) {
    const value = filterDeclaration(rules, d.property, d.value, tag);
    if (value === null) changed = true;
    else {
      if (value !== d.value) changed = true;
      kept.push({ ...d, value });
    }
  }
  return changed ? serializeDeclarations(kept) : null;
}
