/**
 * The PDF export's phone page is as tall as the email on a phone — no blank area below it. Measured
 * against emails of known geometry (a block of known height, narrower or wider than the phone:
 * Chromium's print shrinks a wider email to the page width, by at most a third) and against the
 * fixture documents, whose height and last line are measured in the same Chromium at 375 px: the
 * distance from the email's last line to the page's bottom must be what it is on the phone's screen
 * (at the print's scale), the page must hold all of the email, and it is one page after the desktop ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareEmail } from '../../src/exports/content';
import { pdfFile } from '../../src/exports/files/pdf';
import { LAUNCH_ARGS, locateChromium } from '../../src/preview/chromium';
import { ChromiumPool } from '../../src/preview/renderer';
import type { PreparedEmail } from '../../src/exports/content';

const chromiumAt = locateChromium(process.env.CHROMIUM_PATH);
const DIR = path.join(import.meta.dirname, '../fixtures/documents');
const PX = 0.75; // points per CSS px

interface Line {
  str: string;
  /** Baseline, points up from the page's bottom edge (as pdf.js reports it: the page box's y0 subtracted). */
  y: number;
  /** Font size in points as printed. */
  size: number;
}

async function readPdf(data: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim()) as Array<{ str: string; transform: number[] }>;
    const links = (await page.getAnnotations()).filter((a) => a.subtype === 'Link').map((a) => a.url as string);
    pages.push({ width: x1 - x0, height: y1 - y0, lines: items.map((i): Line => ({ str: i.str, y: i.transform[5] - y0, size: Math.hypot(i.transform[0], i.transform[1]) })), links });
  }
  return pages;
}

const emailOf = (html: string, subject = 'Test'): PreparedEmail => ({ name: subject, subject, preheader: '', html, text: '', tokens: [], language: 'en' });

describe.skipIf(!chromiumAt.found)('pdf export: the phone page is as tall as the email', () => {
  let pool: ChromiumPool;
  let browser: Browser;
  beforeAll(async () => {
    pool = new ChromiumPool({ executablePath: chromiumAt.found ? chromiumAt.path : '', concurrency: 1 });
    browser = await chromium.launch({ executablePath: chromiumAt.found ? chromiumAt.path : undefined, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await pool?.close();
    await browser?.close();
  });

  async function phonePage(email: PreparedEmail) {
    const [withPhone, desktopOnly] = await Promise.all([
      pdfFile(email, { paper: 'A4', mobile: true, renderer: pool, allowPrivate: false }).then((f) => readPdf(f.data)),
      pdfFile(email, { paper: 'A4', mobile: false, renderer: pool, allowPrivate: false }).then((f) => readPdf(f.data)),
    ]);
    // Exactly one page follows the desktop ones: nothing spilled onto a second phone page.
    expect(withPhone.length).toBe(desktopOnly.length + 1);
    return withPhone.at(-1)!;
  }

  const block = (width: number, height: number) =>
    `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0"><div style="width:${width}px;height:${height}px;background:#dde">Top line</div><p style="margin:0;font-size:16px;line-height:20px">Last line</p></body></html>`;

  it.each([
    [300, 200], // a short email: not stretched to a phone screen's height (812 px before)
    [375, 1400],
    [450, 1000], // wider than the phone: shrunk to the page width (Chromium rounds it to 282 pt)
    [600, 1000], // Chromium shrinks by at most a third (past that the right side is cut)
  ])('an email %i px wide with a %i px block: page height = its height at the print’s scale', { timeout: 60_000 }, async (width, height) => {
    const page = await phonePage(emailOf(block(width, height)));
    expect(Math.abs(page.width - 375 * PX)).toBeLessThan(1.5); // Chromium rounds to whole points
    const scale = Math.min(1, Math.max(2 / 3, page.width / PX / width));
    const expected = (height + 20) * scale * PX;
    expect(Math.abs(page.height - expected)).toBeLessThan(1.5);
    const last = page.lines.find((l) => l.str === 'Last line')!;
    expect(last.size).toBeCloseTo(16 * scale * PX, 1);
    expect(last.y).toBeGreaterThan(0); // on the page, in its last 20 px line
    expect(last.y).toBeLessThan(20 * scale * PX);
  });

  /** The document's height at 375 px and the distance from its last text line's bottom to the document's end, as laid out on screen. */
  async function onScreen(html: string) {
    const page = await browser.newPage({ viewport: { width: 375, height: 1 }, javaScriptEnabled: false });
    try {
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load' });
      return (await page.evaluate(`(() => {
        const texts = [...document.querySelectorAll('p, a, td, span, div, h1, h2, h3, li')].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && e.getClientRects().length);
        const last = texts.reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
        const height = document.documentElement.scrollHeight;
        return { height, below: height - last.getBoundingClientRect().bottom, text: last.textContent.trim(), lineHeight: parseFloat(getComputedStyle(last).lineHeight) || 20, fontSize: parseFloat(getComputedStyle(last).fontSize) };
      })()`)) as { height: number; below: number; text: string; lineHeight: number; fontSize: number };
    } finally {
      await page.close();
    }
  }

  const fixtures = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it.each(fixtures)('%s: the space below the last line is the email’s own, and the whole email is on the page', { timeout: 90_000 }, async (file) => {
    const document = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    const email = await prepareEmail({ kind: 'document', document }, { name: file });
    const [page, screen] = await Promise.all([phonePage(email), onScreen(email.html)]);
    // The print's scale, read from the text itself: the last line's printed size over its CSS size.
    const last = page.lines.reduce((a, b) => (b.y < a.y ? b : a));
    const scale = last.size / (screen.fontSize * PX);
    expect(scale).toBeGreaterThan(0.6);
    expect(scale).toBeLessThan(1.01);
    // From the last line's baseline to the page's bottom: the email's space below that line, plus
    // at most the line's own height. Before: 223 to 1,200 pt more (the unshrunk height, or 812 px).
    const below = screen.below * scale * PX;
    expect(last.y).toBeGreaterThan(below - 1);
    expect(last.y).toBeLessThan(below + screen.lineHeight * scale * PX + 1);
    // And the page is the email's height at that scale.
    expect(Math.abs(page.height - screen.height * scale * PX)).toBeLessThan(2);
  });

  it('the cropped page keeps its links live', { timeout: 60_000 }, async () => {
    const document = JSON.parse(fs.readFileSync(path.join(DIR, 'welcome.json'), 'utf8'));
    const page = await phonePage(await prepareEmail({ kind: 'document', document }, { name: 'Welcome' }));
    expect(page.links).toEqual(expect.arrayContaining(['https://app.loom-notes.example/', 'https://loom-notes.example/unsubscribe']));
    expect(page.lines.map((l) => l.str).join(' ')).toContain('Open my workspace');
  });
});
