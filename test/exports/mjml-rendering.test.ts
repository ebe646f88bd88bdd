/**
 * The MJML export says the same as the email: every fixture document is rendered twice in the
 * real Chromium at 600 px — the HTML renderer's output, and the printed MJML compiled by the
 * `mjml` package — and the visible text (word by word), the links, the images and the buttons'
 * labels must be the same, in the same order. Pixels may differ (MJML's own tables and spacing).
 */
import fs from 'node:fs';
import path from 'node:path';
import mjml2html from 'mjml';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/email';
import { HANDLEBARS, printMjml } from '../../src/exports/files/mjml';
import { LAUNCH_ARGS, locateChromium } from '../../src/preview/chromium';

const chromiumAt = locateChromium(process.env.CHROMIUM_PATH);
const DIR = path.join(import.meta.dirname, '../fixtures/documents');
const documents = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));

/** What a reader meets, in order: words of visible text, link targets, image sources and alt texts. */
const READ = `(() => {
  const visible = (el) => { const s = getComputedStyle(el); return s.display !== 'none' && s.visibility !== 'hidden' && s.opacity !== '0' && el.getClientRects().length > 0 && !(s.maxHeight === '0px' && s.overflow === 'hidden'); };
  const shown = (el) => { for (let e = el; e; e = e.parentElement) if (!visible(e)) return false; return true; };
  return {
    words: document.body.innerText.split(/\\s+/).filter(Boolean),
    links: [...document.querySelectorAll('a[href]')].filter(shown).map((a) => a.getAttribute('href')),
    images: [...document.querySelectorAll('img')].filter(shown).map((i) => i.getAttribute('src') + ' | ' + i.getAttribute('alt')),
  };
})()`;

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
      // Images come from hosts of the fixtures that do not exist: they stay broken in both renderings.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load' });
      if (shot && process.env.BRANDMAIL_SHOTS) await page.screenshot({ path: path.join(process.env.BRANDMAIL_SHOTS, shot), fullPage: true });
      return (await page.evaluate(READ)) as { words: string[]; links: string[]; images: string[] };
    } finally {
      await page.close();
    }
  }

  it.each(documents)('%s: the same text, links, images and buttons in the same order', { timeout: 60_000 }, async (file) => {
    const doc = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    const original = await renderEmail(doc, { mergeTag: HANDLEBARS.mergeTag });
    const compiled = await mjml2html(printMjml(doc), { validationLevel: 'strict' });
    const name = file.replace(/\.json$/, '');
    const [a, b] = await Promise.all([read(original.html, `${name}.original.png`), read(compiled.html, `${name}.mjml.png`)]);
    expect(b.words.join(' ')).toBe(a.words.join(' '));
    expect(b.links).toEqual(a.links);
    expect(b.images).toEqual(a.images);
    expect(a.words.length).toBeGreaterThan(10);
  });
});
