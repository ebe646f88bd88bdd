/**
 * The evaluation set of real pages saved from the web (test/fixtures/real-pages): each folder
 * holds the page as it was saved and a person's label of the brand it shows. The SOURCES-*.md
 * files there say where every page came from. Labels are judged by people, never by the code
 * under evaluation; the scoring rules here are the ones the benchmark prints.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REAL_PAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/real-pages');

const Url = z.string().regex(/^https?:\/\//);
const Hex = z.string().regex(/^#[0-9a-f]{6}$/);

export const PageLabel = z.object({
  url: Url,
  source: z.string().min(1),
  saved: z.union([z.string(), z.number()]).nullable(),
  pageKind: z.enum(['home', 'article', 'product', 'listing', 'other']),
  category: z.string(),
  language: z.string(),
  name: z.string().min(1),
  nameAlso: z.array(z.string()).default([]),
  /** null: the page holds no logo a person could point at (then the icon, or nothing, is right). */
  logo: z.object({ urls: z.array(Url), inlineSvg: z.string().nullable(), element: z.string().optional() }).nullable(),
  icon: z.object({ urls: z.array(Url) }).nullable(),
  /** null: the saved page does not show the brand's colour (not scored). */
  primaryColor: Hex.nullable(),
  colorAlso: z.array(Hex).default([]),
  /** Stylesheets saved with the page: each sheet's address on the site and its file in the page's folder. */
  stylesheets: z.array(z.object({ url: Url, file: z.string().regex(/^styles\/[\w.-]+$/) })).default([]),
  /** Image files saved with the page (its logo, from the same package): each file's address on the site and its file in the page's folder. */
  files: z.array(z.object({ url: Url, file: z.string().regex(/^files\/[\w.-]+$/) })).default([]),
  notes: z.string().optional(),
});
export type PageLabel = z.infer<typeof PageLabel>;

export interface RealPage {
  id: string;
  html: string;
  label: PageLabel;
}

export function realPageIds(): string[] {
  if (!fs.existsSync(REAL_PAGES_DIR)) return [];
  return fs
    .readdirSync(REAL_PAGES_DIR)
    .filter((d) => fs.existsSync(path.join(REAL_PAGES_DIR, d, 'label.json')) && fs.existsSync(path.join(REAL_PAGES_DIR, d, 'page.html')))
    .sort();
}

export function readRealPage(id: string): RealPage {
  const dir = path.join(REAL_PAGES_DIR, id);
  // latin1 keeps every byte: the import decodes pages itself (charset sniffing is part of what is tested).
  const raw = fs.readFileSync(path.join(dir, 'page.html'));
  return { id, html: raw.toString('latin1'), label: PageLabel.parse(JSON.parse(fs.readFileSync(path.join(dir, 'label.json'), 'utf8'))) };
}

export function readRealPageBytes(id: string): Buffer {
  return fs.readFileSync(path.join(REAL_PAGES_DIR, id, 'page.html'));
}

/** The stylesheets saved with a page (none for most pages of the older batches), as the crawler would hand them on. */
export function readRealPageStylesheets(page: RealPage): { url: string; css: string }[] {
  return page.label.stylesheets.map((s) => ({ url: s.url, css: fs.readFileSync(path.join(REAL_PAGES_DIR, page.id, s.file), 'utf8') }));
}

/** A saved file of the page (its logo) by the address the page refers to it at, or null when none was saved. */
export function readRealPageFile(page: RealPage, url: string): Buffer | null {
  const saved = page.label.files.find((f) => sameUrl(f.url, url));
  return saved ? fs.readFileSync(path.join(REAL_PAGES_DIR, page.id, saved.file)) : null;
}

/** Serves a saved page at its own path, and its saved stylesheets and files at theirs, from a local origin; anything else is a 404. */
export function realPageHandler(page: RealPage, bytes: Buffer): http.RequestListener {
  const pagePath = new URL(page.label.url).pathname;
  const sheets = new Map(readRealPageStylesheets(page).map((s) => [new URL(s.url).pathname, s.css]));
  const files = new Map(page.label.files.map((f) => [new URL(f.url).pathname, f.file]));
  return (req, res) => {
    if (req.url === pagePath || req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(bytes);
    else if (req.url && sheets.has(req.url)) res.writeHead(200, { 'content-type': 'text/css' }).end(sheets.get(req.url)!);
    else if (req.url && files.has(req.url)) {
      const file = files.get(req.url)!;
      const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(path.join(REAL_PAGES_DIR, page.id, file)));
    } else res.writeHead(404).end();
  };
}

/** "The Boston Globe" = "Boston Globe" = "boston globe": case, accents' forms, punctuation and a leading article do not count. */
export function sameName(a: string | null | undefined, label: PageLabel): boolean {
  if (!a) return false;
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/^(the|la|le|les|el|los|las|der|die|das|il|lo|o|a|de)\s+/u, '')
      .replace(/[\s\p{P}\p{S}]+/gu, '');
  return [label.name, ...label.nameAlso].some((n) => norm(n) === norm(a));
}

/** Same resource: scheme, default port, fragment and a trailing slash do not count. */
export function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) => {
    try {
      const x = new URL(u);
      return `${x.hostname.replace(/^www\./, '')}${decodeURIComponent(x.pathname).replace(/\/$/, '')}${x.search}`;
    } catch {
      return u;
    }
  };
  return norm(a) === norm(b);
}

export type LogoVerdict = 'right' | 'wrong' | 'share-image' | 'none';

/**
 * A logo pick against the label. Where the page holds no logo, no logo or the site's icon is
 * right (the kit offers the icon instead); anything else is wrong.
 */
export function judgeLogo(pick: { url?: string | null; svg?: string | null; origin?: string | null } | null, label: PageLabel, ogImage: string | null): LogoVerdict {
  const want = label.logo;
  const isIcon = !!pick?.url && !!label.icon?.urls.some((u) => sameUrl(u, pick.url!));
  if (!pick || (!pick.url && !pick.svg)) return want ? 'none' : 'right';
  if (want) {
    if (pick.url && want.urls.some((u) => sameUrl(u, pick.url!))) return 'right';
    if (pick.svg && want.inlineSvg && pick.svg.includes(want.inlineSvg)) return 'right';
  } else if (isIcon || pick.origin === 'favicon' || pick.origin === 'apple-touch-icon' || pick.origin === 'manifest-icon') {
    return 'right';
  }
  if (pick.url && ogImage && sameUrl(pick.url, ogImage)) return 'share-image';
  return 'wrong';
}

/** CIE76 distance in Lab: under 10 reads as the same colour to a person comparing swatches. */
export function sameColor(a: string | null | undefined, label: PageLabel): boolean {
  if (!a || !label.primaryColor) return false;
  return [label.primaryColor, ...label.colorAlso].some((c) => deltaE(a, c) <= 10);
}

function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

function lab(hex: string): [number, number, number] {
  const lin = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [0, 1, 2].map(lin);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
