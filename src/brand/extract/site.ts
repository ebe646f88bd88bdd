/**
 * One site, parsed once: every page as a cheerio document with its JSON-LD, every stylesheet
 * (linked, @imported, <style>) as rules, and the set of tags, classes and ids the pages use, so
 * a rule for `.btn-danger` that no page uses does not count as brand evidence.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { boundHtmlDepth } from '../../lib/html-depth';
import { registrableDomain } from '../../lib/domains';
import type { FieldEvidence, NotedField } from '../schema';
import type { FetchedSite } from '../types';
import { parseInlineStyle, parseStylesheet, selectorAncestors, selectorTarget, type CssDeclaration, type CssRule, type FontFace } from './css';
import { readJsonLd, type JsonLdNode } from './jsonld';

export interface Page {
  url: string;
  /** What the page's relative URLs resolve against: its <base href>, else its own URL. */
  base: string;
  $: CheerioAPI;
  rendered: boolean;
  jsonLd: JsonLdNode[];
  isEntry: boolean;
}

export interface Site {
  entryUrl: string;
  origin: string;
  entry: Page;
  pages: Page[];
  rules: CssRule[];
  fontFaces: FontFace[];
  /** @import targets of every stylesheet (Google Fonts is often loaded this way). */
  imports: string[];
  /** Custom property → value, :root/html/body declarations winning over scoped ones. */
  customProps: Map<string, string>;
  used: { tags: Set<string>; classes: Set<string>; ids: Set<string> };
  /** Replaces var(--x, fallback) with the property's value. */
  resolveVars(value: string): string;
  /** Whether a selector's subject can be an element some page has. */
  applies(selector: string): boolean;
  /** Where each picked value came from, noted by the extractor that picked it (first note wins). */
  evidence: Map<NotedField, FieldEvidence>;
  /** The web app manifest's fields, as JSON (untrusted: read with care). */
  manifest: { url: string; json: Record<string, unknown> } | null;
}

/** Records where a field's value came from; the first extractor to pick a value for it is the one that counts. */
export function note(site: Site, field: NotedField, source: string, rule: string, confidence: FieldEvidence['confidence']): void {
  if (!site.evidence.has(field)) site.evidence.set(field, { source: source.slice(0, 2048), rule, confidence });
}

const USER_STYLE = /(^|[\s_-])user[-_]?(style|theme|colou?rs?)([\s_-]|$)/i;

/** Past this many elements per page, class collection stops: pages this big are rare and the head carries the brand. */
const MAX_ELEMENTS = 20_000;

export function buildSite(fetched: FetchedSite): Site {
  const pages: Page[] = fetched.pages.map((p, i) => {
    // cheerio's text() and serialiser recurse, and its parser slows with depth: flatten first.
    const $ = load(boundHtmlDepth(p.html));
    return { url: p.url, base: documentBase($, p.url), $, rendered: p.rendered, jsonLd: readJsonLd($), isEntry: i === 0 };
  });
  if (pages.length === 0) throw new Error(`no page of ${fetched.entryUrl} was fetched`);

  const rules: CssRule[] = [];
  const fontFaces: FontFace[] = [];
  const imports: string[] = [];
  const addSheet = (css: string, url: string) => {
    const parsed = parseStylesheet(css, url);
    rules.push(...parsed.rules);
    fontFaces.push(...parsed.fontFaces);
    imports.push(...parsed.imports);
  };
  for (const sheet of fetched.stylesheets) addSheet(sheet.css, sheet.url);
  const used = { tags: new Set<string>(), classes: new Set<string>(), ids: new Set<string>() };
  for (const page of pages) {
    const { $ } = page;
    $('style').each((_, el) => {
      // A platform writes each account's chosen colours into a style of the user's own (Twitter's
      // `<style id="user-style-github">`): the account's look, not the site's.
      if (USER_STYLE.test(`${el.attribs.id ?? ''} ${el.attribs.class ?? ''}`)) return;
      addSheet($(el).text(), page.base);
    });
    let n = 0;
    $('*').each((_, node) => {
      if (++n > MAX_ELEMENTS) return false;
      const el = node as Element;
      used.tags.add(el.tagName.toLowerCase());
      const cls = el.attribs.class;
      if (cls) for (const c of cls.split(/\s+/)) if (c) used.classes.add(c);
      if (el.attribs.id) used.ids.add(el.attribs.id);
      return undefined;
    });
  }

  const customProps = collectCustomProperties(rules);
  const resolveVars = (value: string) => resolveVarsIn(value, customProps, 0);
  const applies = (selector: string) => {
    const t = selectorTarget(selector);
    if (t.tag && !used.tags.has(t.tag)) return false;
    if (t.classes.some((c) => !used.classes.has(c))) return false;
    if (t.ids.some((id) => !used.ids.has(id))) return false;
    // `#toc a` and `.sm-dox a` style links of a table of contents or a script-built menu: not on a page without one.
    const up = selectorAncestors(selector);
    return up.tags.every((x) => used.tags.has(x)) && up.classes.every((c) => used.classes.has(c)) && up.ids.every((id) => used.ids.has(id));
  };
  const entryUrl = pages[0].url;
  return { entryUrl, origin: new URL(entryUrl).origin, entry: pages[0], pages, rules, fontFaces, imports, customProps, used, resolveVars, applies, evidence: new Map(), manifest: (fetched.manifest as Site['manifest']) ?? null };
}

const ROOT_SELECTOR = /^(:root|html|body|\*|:host)$/i;

function collectCustomProperties(rules: CssRule[]): Map<string, string> {
  const root = new Map<string, string>();
  const scoped = new Map<string, string>();
  for (const rule of rules) {
    // Dark-mode overrides are a second theme, not the brand's default.
    if (rule.media && /prefers-color-scheme\s*:\s*dark/i.test(rule.media)) continue;
    const isRoot = rule.selectors.some((s) => ROOT_SELECTOR.test(s.trim()));
    for (const d of rule.declarations) {
      if (!d.property.startsWith('--')) continue;
      if (isRoot) root.set(d.property, d.value);
      else if (!scoped.has(d.property)) scoped.set(d.property, d.value);
    }
  }
  for (const [k, v] of scoped) if (!root.has(k)) root.set(k, v);
  return root;
}

function resolveVarsIn(value: string, props: Map<string, string>, depth: number): string {
  if (depth > 8 || !value.includes('var(')) return value;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const at = value.indexOf('var(', i);
    if (at < 0) {
      out += value.slice(i);
      break;
    }
    out += value.slice(i, at);
    // Find the matching parenthesis.
    let depthP = 0;
    let end = at + 3;
    for (; end < value.length; end++) {
      if (value[end] === '(') depthP++;
      else if (value[end] === ')' && --depthP === 0) break;
    }
    const inner = value.slice(at + 4, end);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma < 0 ? '' : inner.slice(comma + 1).trim();
    const resolved = props.get(name) ?? fallback;
    out += resolveVarsIn(resolved, props, depth + 1);
    i = end + 1;
  }
  return out;
}

/** Style attribute declarations of an element, with var() resolved. */
export function inlineStyleOf(site: Site, style: string | undefined): CssDeclaration[] {
  if (!style) return [];
  return parseInlineStyle(style).map((d) => ({ ...d, value: site.resolveVars(d.value) }));
}

export function sameSite(a: string, b: string): boolean {
  try {
    const ha = new URL(a).hostname.replace(/^www\./, '');
    const hb = new URL(b).hostname.replace(/^www\./, '');
    return ha === hb;
  } catch {
    return false;
  }
}

/** The document's base URL, as a browser takes it: the first <base href> when it is a valid http(s) URL. */
export function documentBase($: CheerioAPI, pageUrl: string): string {
  return absoluteUrl($('base[href]').first().attr('href'), pageUrl) ?? pageUrl;
}

/** Text of an element with whitespace collapsed. */
/**
 * The text under `root`, leaving out what the named elements hold ("script", "nav"…), read by
 * walking the tree: no clone and no selector, since cheerio's `.find()` on a body with thousands of
 * children (a flattened deep page) is quadratic — seconds where a walk takes milliseconds.
 */
export function textOutside(root: AnyNode | undefined, skip: ReadonlySet<string>, breaks?: ReadonlySet<string>): string {
  const parts: string[] = [];
  // With `breaks`, each of those elements stands on its own line, as a browser lays a block out (a notice in one box does not
  // run on into the next box's words); the source's own line breaks inside a text are spaces, as a browser reads them.
  const stack: (AnyNode | '\n')[] = root ? [root] : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (node === '\n') parts.push('\n');
    else if (node.type === 'text') parts.push(breaks ? (node as Text).data.replace(/\s+/g, ' ') : (node as Text).data);
    else if ('name' in node && node !== root && skip.has((node as Element).name.toLowerCase())) continue;
    else if ('children' in node) {
      if (breaks && 'name' in node && breaks.has((node as Element).name.toLowerCase())) {
        parts.push('\n');
        stack.push('\n');
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return parts.join('');
}

export function cleanText(s: string | undefined | null): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  const h = href.trim();
  if (!h || h.startsWith('data:') || h.startsWith('javascript:')) return undefined;
  try {
    const u = new URL(h, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link points back at the page the import started from ("#", "#page-top", "index.html" beside it): the site the user gave. */
export function isEntryLink(href: string | undefined, entryUrl: string, base: string): boolean {
  if (href === undefined) return false;
  const norm = (u: string) => {
    const x = new URL(u);
    return `${x.host}${x.pathname.replace(/\/index\.html?$/i, '/')}${x.search}`;
  };
  try {
    return norm(new URL(href.trim() || '#', base).toString()) === norm(entryUrl);
  } catch {
    return false;
  }
}

/** Whether a link points at the site's home page ("/", "./", "index.html", the origin). */
export function isHomeLink(href: string | undefined, pageUrl: string, base = pageUrl): boolean {
  const abs = absoluteUrl(href, base);
  if (!abs) return false;
  const u = new URL(abs);
  // coolterm.en.lo4d.com's logo links www.lo4d.com: the main site of the same registrable domain is home too
  // (not a sister subdomain: video.wired.com is another section).
  if (!sameSite(abs, pageUrl)) {
    const main = registrableDomain(new URL(pageUrl).hostname);
    if (u.hostname.replace(/^www\./, '') !== main) return false;
  }
  return /^\/(index\.(html?|php))?$/i.test(u.pathname) || /^\/[a-z]{2}(-[a-z]{2})?\/?$/i.test(u.pathname);
}
