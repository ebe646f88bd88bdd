/**
 * The MJML export says the same as the email: every fixture document is rendered twice in the
 * real Chromium at 600 px — the HTML renderer's output, and the printed MJML compiled by the
 * `mjml` package — and the visible text (word by word), the links, the images and the buttons'
 * labels must be the same, in the same order. Pixels may differ (MJML's own tables and spacing).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import mjml2html from 'mjml';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/email';
import { HANDLEBARS, printMjml } from '../../src/exports/files/mjml';
import { LAUNCH_ARGS, locateChromium } from '../../src/preview/chromium';

type Box = { x: number; width: number };

const chromiumAt = locateChromium(process.env.CHROMIUM_PATH);
const DIR = path.join(import.meta.dirname, '../fixtures/documents');
const documents = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));

/**
 * What a reader meets, in order: words of visible text, link targets, image sources and alt texts,
 * buttons' labels (a link painted as a button: a background or a border of its own, or of the
 * table cell it alone fills), and where each image and button stands (left edge and width, px).
 */
const READ = `(() => {
  const visible = (el) => { const s = getComputedStyle(el); return s.display !== 'none' && s.visibility !== 'hidden' && s.opacity !== '0' && el.getClientRects().length > 0 && !(s.maxHeight === '0px' && s.overflow === 'hidden'); };
  const shown = (el) => { for (let e = el; e; e = e.parentElement) if (!visible(e)) return false; return true; };
  const painted = (el) => { const s = getComputedStyle(el); return s.backgroundColor !== 'rgba(0, 0, 0, 0)' || (s.borderTopStyle !== 'none' && parseFloat(s.borderTopWidth) > 0); };
  const isButton = (a) => painted(a) || (a.parentElement.tagName === 'TD' && a.parentElement.innerText.trim() === a.innerText.trim() && painted(a.parentElement));
  const box = (el) => { const r = (el.tagName === 'A' && !painted(el) ? el.parentElement : el).getBoundingClientRect(); return { x: Math.round(r.left), width: Math.round(r.width) }; };
  const buttons = [...document.querySelectorAll('a[href]')].filter(shown).filter((a) => a.innerText.trim() && isButton(a));
  const images = [...document.querySelectorAll('img')].filter(shown);
  return {
    words: document.body.innerText.split(/\\s+/).filter(Boolean),
    links: [...document.querySelectorAll('a[href]')].filter(shown).map((a) => a.getAttribute('href')),
    images: images.map((i) => i.getAttribute('src') + ' | ' + i.getAttribute('alt')),
    buttons: buttons.map((a) => a.innerText.trim()),
    imageBoxes: images.map(box),
    buttonBoxes: buttons.map(box),
    linkBoxes: [...document.querySelectorAll('a[href]')].filter(shown).map((a) => { const r = a.getBoundingClientRect(); return { x: Math.round(r.left), width: Math.round(r.width) }; }),
  };
})()`;

/** Where an image, a button or a link stands may differ by this much (MJML's own tables round differently). */
const PLACE_PX = 8;
/** A picture for every image URL (the fixtures' hosts do not exist), so both renderings lay images out as loaded. */
const PICTURE = solidPng(800, 400);

/** A PNG of one colour, `width` × `height`. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([230, 120, 40]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe.skipIf(!chromiumAt.found)('mjml export rendered beside the email', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumAt.found ? chromiumAt.path : undefined, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function read(html: string, shot?: string) {
    const page = await browser.newPage({ viewport: { width: 600, height: 900 }, javaScriptEnabled: false });
    try {
      // Images come from hosts of the fixtures that do not exist: each is served the same picture.
      await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.fulfill({ body: PICTURE, contentType: 'image/png' }) : route.abort()));
      await page.setContent(html, { waitUntil: 'load' });
      if (shot && process.env.BRANDMAIL_SHOTS) await page.screenshot({ path: path.join(process.env.BRANDMAIL_SHOTS, shot), fullPage: true });
      return (await page.evaluate(READ)) as { words: string[]; links: string[]; images: string[]; buttons: string[]; imageBoxes: Box[]; buttonBoxes: Box[]; linkBoxes: Box[] };
    } finally {
      await page.close();
    }
  }

  it.each(documents)('%s: the same text, links, images and buttons in the same order and places', { timeout: 60_000 }, async (file) => {
    const doc = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    const original = await renderEmail(doc, { mergeTag: HANDLEBARS.mergeTag });
    const compiled = await mjml2html(printMjml(doc), { validationLevel: 'strict' });
    const name = file.replace(/\.json$/, '');
    const [a, b] = await Promise.all([read(original.html, `${name}.original.png`), read(compiled.html, `${name}.mjml.png`)]);
    expect(b.words.join(' ')).toBe(a.words.join(' '));
    expect(b.links).toEqual(a.links);
    expect(b.images).toEqual(a.images);
    expect(b.buttons).toEqual(a.buttons);
    expect(a.words.length).toBeGreaterThan(10);
    expect(a.buttons.length).toBeGreaterThan(0);
    // Each image and button where the email has it: same left edge and width, within a few px.
    const off = (x: Box[], y: Box[]) => x.flatMap((p, i) => (Math.abs(p.x - y[i].x) > PLACE_PX || Math.abs(p.width - y[i].width) > PLACE_PX ? [`#${i + 1} at ${y[i].x}+${y[i].width}, expected ${p.x}+${p.width}`] : []));
    expect(off(a.imageBoxes, b.imageBoxes), 'images not where the email has them').toEqual([]);
    expect(off(a.buttonBoxes, b.buttonBoxes), 'buttons not where the email has them').toEqual([]);
    expect(off(a.linkBoxes, b.linkBoxes), 'links not where the email has them').toEqual([]);
  });
});
