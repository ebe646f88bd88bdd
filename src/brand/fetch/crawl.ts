/**
 * Crawls one site for brand import: the given page, a few same-site pages worth reading found in
 * its navigation (about, products/shop, pricing, contact; default 5 pages in all), and their
 * stylesheets with their @imports (bounded). Pages whose HTML carries almost no content (an
 * app shell) are rendered in Chromium when a renderer is available.
 *
 * Only the given page must succeed; a missing secondary page or stylesheet is recorded in the
 * report and the import goes on.
 */
import { load, type CheerioAPI } from 'cheerio';
import { CRAWL_PRIORITY, navLinks } from '../extract/pages';
import { absoluteUrl, cleanText, documentBase, textOutside } from '../extract/site';
import type { FetchedPage, FetchedSite, FetchedStylesheet } from '../types';
import { formatSize, IMPORT_LIMITS, importBudget, type ImportBudget } from './budget';
import { decodeCss, decodeHtml } from './charset';
import { capElements, MAX_PAGE_ELEMENTS } from './page-size';
import { FetchFailure, fetchUrl, isHtml, type FetchLimits } from './http';
import type { Renderer } from './render';

export interface CrawlOptions {
  allowPrivate: boolean;
  maxPagesPerSite: number;
  maxStylesheets: number;
  timeoutMs: number;
  maxPageBytes: number;
  maxCssBytes: number;
  maxRedirects: number;
  /** Lazily launched; null when Chromium or playwright-core is not installed. */
  renderer: () => Promise<Renderer | null>;
  /** Shared by every URL of one import; a crawl without one gets its own. */
  budget?: ImportBudget;
  signal?: AbortSignal;
}

export const CRAWL_DEFAULTS = {
  maxPagesPerSite: 5,
  maxStylesheets: IMPORT_LIMITS.maxStylesheets,
  timeoutMs: 10_000,
  maxPageBytes: 3 * 1024 * 1024,
  maxCssBytes: 1024 * 1024,
  maxRedirects: 5,
} as const;

export interface PageReport {
  url: string;
  status: 'fetched' | 'rendered' | 'failed' | 'skipped';
  error?: string;
}

export interface CrawlResult {
  site: FetchedSite;
  report: PageReport[];
  warnings: string[];
}

/** Stylesheets of font services: the family is in the URL, the file says nothing more. */
/** A web app manifest is a few hundred bytes; one larger than this is not read. */
const MANIFEST_BYTES = 64 * 1024;
const FONT_CSS = /^https?:\/\/(fonts\.googleapis\.com|fonts\.bunny\.net|use\.typekit\.net|p\.typekit\.net|fonts\.adobe\.com|use\.fontawesome\.com|cdnjs\.cloudflare\.com\/ajax\/libs\/font-awesome)/i;
/** Below this much visible text, with scripts present, a page is an app shell. */
const SHELL_TEXT_CHARS = 200;

export async function crawlSite(entryUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  // A crawl on its own (tests, tools) gets a budget of its own; an import shares one across URLs.
  const budget = options.budget ?? importBudget(options.timeoutMs, options.signal);
  try {
    return await crawl(entryUrl, options, budget);
  } finally {
    if (!options.budget) budget.close();
  }
}

async function crawl(entryUrl: string, options: CrawlOptions, budget: ImportBudget): Promise<CrawlResult> {
  const limits = (maxBytes: number): FetchLimits => ({
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs,
    maxBytes,
    maxRedirects: options.maxRedirects,
    onTooLarge: 'truncate',
    signal: budget.signal,
  });
  const report: PageReport[] = [];
  const warnings: string[] = [];
  const failed = (url: string, err: unknown) => report.push({ url, status: 'failed', error: err instanceof FetchFailure ? err.reason : String(err) });

  // The entry page must work: its failure is the site's failure.
  const entry = await fetchPage(entryUrl, options.maxPageBytes, limits, budget, warnings);
  const pages: FetchedPage[] = [];
  // Only the links are kept from a page's DOM: a few MB of HTML parse to many times that.
  const entryLinks = linksOf(await maybeRender(entry, options, report, warnings, false, budget.signal));
  pages.push(entryLinks.page);

  const stylesheetUrls = new Set<string>();
  const skippedSheets = new Set<string>();
  const sheets: FetchedStylesheet[] = [];
  const sheetFetches: Promise<void>[] = [];
  const queueSheet = (url: string, depth: number) => {
    if (stylesheetUrls.has(url) || FONT_CSS.test(url)) return;
    if (stylesheetUrls.size >= options.maxStylesheets) {
      skippedSheets.add(url);
      return;
    }
    stylesheetUrls.add(url);
    sheetFetches.push(
      (async () => {
        try {
          const res = await budget.fetch(url, options.maxCssBytes, async (cap) => {
            const r = await fetchUrl(url, limits(cap), 'text/css,*/*;q=0.1');
            return { value: r, bytes: r.body.length };
          });
          const css = decodeCss(res.body, res.headers['content-type']);
          sheets.push({ url: res.url, css });
          if (res.truncated) report.push({ url, status: 'fetched', error: `only the first ${formatSize(res.body.length)} was read` });
          if (depth < 2) for (const imported of cssImports(css, res.url)) queueSheet(imported, depth + 1);
        } catch (err) {
          failed(url, err);
        }
      })(),
    );
  };
  for (const url of entryLinks.sheets) queueSheet(url, 0);
  const manifest = entryLinks.manifest ? fetchManifest(entryLinks.manifest, limits, budget, failed) : undefined;

  // Same-site pages worth reading, by priority, one per kind.
  const chosen: string[] = [];
  for (const type of CRAWL_PRIORITY) {
    const link = entryLinks.nav.find((l) => l.type === type && !chosen.includes(l.url) && l.url !== entryLinks.page.url);
    if (link && chosen.length < options.maxPagesPerSite - 1) chosen.push(link.url);
  }
  const secondary = await Promise.all(
    chosen.map(async (url) => {
      try {
        const fetched = await fetchPage(url, options.maxPageBytes, limits, budget, warnings);
        const links = linksOf(await maybeRender(fetched, options, report, warnings, true, budget.signal));
        for (const sheet of links.sheets) queueSheet(sheet, 0);
        return links.page;
      } catch (err) {
        failed(url, err);
        return undefined;
      }
    }),
  );
  for (const p of secondary) if (p) pages.push(p);
  // Imports queue more fetches while earlier ones run: wait until the list stops growing.
  for (let done = 0; done < sheetFetches.length; done = sheetFetches.length) {
    await Promise.all(sheetFetches.slice(done));
  }
  if (skippedSheets.size) {
    const total = (stylesheetUrls.size + skippedSheets.size).toLocaleString('en');
    warnings.push(`${entryLinks.page.url} and its pages link ${total} stylesheets; only the first ${options.maxStylesheets} were read.`);
  }
  // Cascade order: the order the pages linked them, imports before their importer is close enough.
  const order = [...stylesheetUrls];
  sheets.sort((a, b) => order.indexOf(a.url) - order.indexOf(b.url));
  const manifestJson = await manifest;
  return { site: { entryUrl: entryLinks.page.url, pages, stylesheets: sheets, ...(manifestJson ? { manifest: manifestJson } : {}) }, report, warnings };
}

/** The web app manifest: small JSON (64 KB at most) that names the site and its icons; a bad one is skipped. */
async function fetchManifest(url: string, limits: (maxBytes: number) => FetchLimits, budget: ImportBudget, failed: (url: string, err: unknown) => void) {
  try {
    const res = await budget.fetch(url, MANIFEST_BYTES, async (cap) => {
      const r = await fetchUrl(url, limits(cap), 'application/manifest+json,application/json;q=0.9,*/*;q=0.1');
      return { value: r, bytes: r.body.length };
    });
    if (res.truncated) return undefined;
    const json: unknown = JSON.parse(res.body.toString('utf8').replace(/^\uFEFF/, ''));
    return json && typeof json === 'object' && !Array.isArray(json) ? { url: res.url, json } : undefined;
  } catch (err) {
    if (!(err instanceof SyntaxError)) failed(url, err);
    return undefined;
  }
}

interface StaticPage {
  url: string;
  html: string;
}

function linksOf({ page, $ }: { page: FetchedPage; $: CheerioAPI }) {
  const base = documentBase($, page.url);
  return { page, sheets: stylesheetLinks($, base), nav: navLinks($, base), manifest: absoluteUrl($('link[rel~="manifest" i][href]').first().attr('href'), base) };
}

async function fetchPage(url: string, cap: number, limits: (maxBytes: number) => FetchLimits, budget: ImportBudget, warnings: string[]): Promise<StaticPage> {
  const res = await budget.fetch(url, cap, async (allowed) => {
    const r = await fetchUrl(url, limits(allowed), 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5');
    return { value: r, bytes: r.body.length };
  });
  if (!isHtml(res)) {
    const type = (res.headers['content-type'] ?? 'unknown').split(';')[0];
    throw new FetchFailure(url, 'not_html', `not an HTML page (Content-Type ${type})`);
  }
  if (res.truncated) {
    // A page cut short still has its head and header, where the brand is.
    const why = res.body.length < cap ? ` (the import had read ${formatSize(budget.maxBytes)} of HTML and CSS in all)` : '';
    warnings.push(`${res.url} is larger than ${formatSize(cap)}; only the first ${formatSize(res.body.length)} of it were read${why}.`);
  }
  const capped = capElements(decodeHtml(res.body, res.headers['content-type']).text);
  if (capped.cut) warnings.push(`${res.url} has more than ${MAX_PAGE_ELEMENTS.toLocaleString('en')} elements; only the first ${MAX_PAGE_ELEMENTS.toLocaleString('en')} were read.`);
  return { url: res.url, html: capped.html };
}

async function maybeRender(
  page: StaticPage,
  options: CrawlOptions,
  report: PageReport[],
  warnings: string[],
  secondary = false,
  signal?: AbortSignal,
): Promise<{ page: FetchedPage; $: CheerioAPI }> {
  const $ = load(page.html);
  if (!looksLikeAppShell($)) {
    report.push({ url: page.url, status: 'fetched' });
    return { page: { ...page, rendered: false }, $ };
  }
  const renderer = await options.renderer();
  if (!renderer) {
    report.push({ url: page.url, status: 'fetched', error: 'needs JavaScript; Chromium not available' });
    if (!secondary) {
      warnings.push(
        `${page.url} builds its content with JavaScript and its HTML carries almost none; Chromium is not installed (or CHROMIUM_PATH not set), so only the static HTML was read and the kit may miss the logo, copy and links.`,
      );
    }
    return { page: { ...page, rendered: false }, $ };
  }
  try {
    // A script can build any amount of DOM: the rendered page gets the static page's caps.
    const rendered = capElements((await renderer.render(page.url, signal)).slice(0, options.maxPageBytes));
    if (rendered.cut) warnings.push(`${page.url} has more than ${MAX_PAGE_ELEMENTS.toLocaleString('en')} elements once rendered; only the first ${MAX_PAGE_ELEMENTS.toLocaleString('en')} were read.`);
    const html = rendered.html;
    report.push({ url: page.url, status: 'rendered' });
    return { page: { url: page.url, html, rendered: true }, $: load(html) };
  } catch (err) {
    report.push({ url: page.url, status: 'fetched', error: `rendering failed: ${(err as Error).message.split('\n')[0]}` });
    warnings.push(`${page.url} needs JavaScript but rendering it in Chromium failed (${(err as Error).message.split('\n')[0]}); only the static HTML was read.`);
    return { page: { ...page, rendered: false }, $ };
  }
}

const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);

export function looksLikeAppShell($: CheerioAPI): boolean {
  const scripts = $('script[src], script:not([type]), script[type="module"]').length;
  if (scripts === 0) return false;
  return cleanText(textOutside($('body')[0], NOT_TEXT)).length < SHELL_TEXT_CHARS && $('body img').length < 2;
}

function stylesheetLinks($: CheerioAPI, base: string): string[] {
  const out: string[] = [];
  $('link[href]').each((_, el) => {
    const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
    const as = (el.attribs.as ?? '').toLowerCase();
    const isSheet = rel.includes('stylesheet') || (rel.includes('preload') && as === 'style');
    if (!isSheet || rel.includes('alternate') || /^print$/i.test(el.attribs.media ?? '')) return;
    try {
      const u = new URL(el.attribs.href, base);
      if (u.protocol === 'http:' || u.protocol === 'https:') out.push(u.toString());
    } catch {
      /* not a URL */
    }
  });
  $('style').each((_, el) => {
    out.push(...cssImports($(el).text(), base));
  });
  return out;
}

export function cssImports(css: string, base: string): string[] {
  const out: string[] = [];
  for (const m of css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?/gi)) {
    try {
      const u = new URL(m[1], base);
      if (u.protocol === 'http:' || u.protocol === 'https:') out.push(u.toString());
    } catch {
      /* not a URL */
    }
  }
  return out;
}
