/**
 * The `zip` file export: `index.html` with every image fetched (through safeFetch, so the SSRF
 * rules hold) and stored under `images/`, the HTML rewritten to those relative paths — what
 * template importers of ESPs and agencies' build tools expect. An image that cannot be fetched
 * keeps its remote URL and is listed in `MISSING-IMAGES.txt`. A series (issue #23) holds every
 * email's files and a `manifest.json` of the schedule.
 */
import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import JSZip from 'jszip';
import { boundHtmlDepth } from '../../lib/html-depth';
import { safeFetch } from '../../lib/net';
import type { PreparedEmail } from '../content';
import type { seriesManifest } from '../series';
import { fileBaseName, type ExportFile } from './html';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico' };
const MAX_IMAGES = 100;

export interface ZipOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxImageBytes?: number;
}

/** Absolute http(s) image URLs of the email: `<img src>`, `background` attributes, CSS `url()` in inline styles. */
export function imageUrls(html: string): string[] {
  // Flattened past 512 levels first: cheerio's parser slows with depth (the zip keeps the HTML as is).
  const $ = load(boundHtmlDepth(html));
  const urls = new Set<string>();
  const add = (value: string | undefined) => {
    const v = value?.trim();
    if (v && /^https?:\/\//i.test(v)) urls.add(v);
  };
  $('img[src]').each((_, el) => add($(el).attr('src')));
  $('[background]').each((_, el) => add($(el).attr('background')));
  $('[style]').each((_, el) => {
    for (const m of ($(el).attr('style') ?? '').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi)) add(m[1]);
  });
  return [...urls].slice(0, MAX_IMAGES);
}

export async function zipFile(email: PreparedEmail, options: ZipOptions): Promise<ExportFile> {
  const zip = new JSZip();
  const [html] = await bundleImages(zip, [email.html], options);
  zip.file('index.html', html);
  zip.file(`${fileBaseName(email.name)}.txt`, email.text);
  return { data: await generate(zip), contentType: 'application/zip', fileName: `${fileBaseName(email.name)}.zip` };
}

/** One email of a series zip: the email and its React source. */
export interface SeriesZipEmail {
  email: PreparedEmail;
  react: string;
}

/**
 * A series in one zip: each email's HTML (images under the shared `images/`), React source and
 * text under the file names `manifest` gives it (the SDK's seriesManifest, as `brandmail generate
 * --out-dir` writes them), and `manifest.json` itself.
 */
export async function seriesZipFile(name: string, emails: SeriesZipEmail[], manifest: ReturnType<typeof seriesManifest>, options: ZipOptions): Promise<ExportFile> {
  const zip = new JSZip();
  const htmls = await bundleImages(
    zip,
    emails.map((e) => e.email.html),
    options,
  );
  manifest.emails.forEach((files, i) => {
    zip.file(files.html, htmls[i]);
    zip.file(files.react, emails[i].react);
    zip.file(files.text, emails[i].email.text);
  });
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { data: await generate(zip), contentType: 'application/zip', fileName: `${fileBaseName(name)}.zip` };
}

/**
 * Fetches the images of the emails once each (a series shares its logo), stores them under
 * `images/` and returns each HTML rewritten to those paths; what cannot be fetched keeps its URL
 * and is listed in MISSING-IMAGES.txt.
 */
async function bundleImages(zip: JSZip, htmls: string[], options: ZipOptions): Promise<string[]> {
  const missing: string[] = [];
  const urls = [...new Set(htmls.flatMap(imageUrls))].slice(0, MAX_IMAGES);
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await safeFetch(url, { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs ?? 15_000, maxBytes: options.maxImageBytes ?? 5 * 1024 * 1024 });
        const type = (res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (res.status !== 200 || !type.startsWith('image/')) throw new Error(res.status !== 200 ? `HTTP ${res.status}` : `not an image (${type || 'no content type'})`);
        return { url, data: res.body, ext: EXTENSIONS[type] ?? extensionOf(url) };
      } catch (err) {
        missing.push(`${url} — ${(err as Error).message}`);
        return undefined;
      }
    }),
  );
  const used = new Set<string>();
  let out = htmls;
  for (const r of results) {
    if (!r) continue;
    const path = `images/${uniqueName(r.url, r.ext, used)}`;
    zip.file(path, r.data);
    out = out.map((html) => replaceAll(html, r.url, path));
  }
  if (missing.length) zip.file('MISSING-IMAGES.txt', `These images could not be fetched and still point to their remote URL:\n\n${missing.join('\n')}\n`);
  return out;
}

function generate(zip: JSZip): Promise<Buffer> {
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

function extensionOf(url: string): string {
  const m = /\.([a-z0-9]{2,4})$/i.exec(new URL(url).pathname);
  return m ? m[1].toLowerCase() : 'bin';
}

function uniqueName(url: string, ext: string, used: Set<string>): string {
  const base = fileBaseName(decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]{2,4}$/i, '')).slice(0, 60) || 'image';
  let name = `${base}.${ext}`;
  if (used.has(name)) name = `${base}-${createHash('sha256').update(url).digest('hex').slice(0, 8)}.${ext}`;
  used.add(name);
  return name;
}

/** Replaces a URL wherever the HTML holds it, raw or with `&` entity-encoded. */
function replaceAll(html: string, url: string, path: string): string {
  let out = html;
  for (const form of new Set([url, url.replace(/&/g, '&amp;')])) out = out.split(form).join(path);
  return out;
}
