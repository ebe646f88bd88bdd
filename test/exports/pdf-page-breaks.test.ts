/**
 * The PDF export's desktop pages never cut a block of the email in two: a coupon, a product or a
 * hero that does not fit on what is left of a page starts on the next one, as a person printing a
 * proof to sign off would expect. An email of ten coupons of known words, spaced so that page
 * boundaries fall in different places of each, is printed on A4 and Letter; each coupon's first
 * line (its value) and last line (its button) must be on the same page, every coupon printed once,
 * the email starting on the first page and no page left blank.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareEmail } from '../../src/exports/content';
import { pdfFile } from '../../src/exports/files/pdf';
import { locateChromium } from '../../src/preview/chromium';
import { ChromiumPool } from '../../src/preview/renderer';

const chromiumAt = locateChromium(process.env.CHROMIUM_PATH);
const COUPONS = 10;

/** The text of each page, in reading order. */
async function pageTexts(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const items = (await (await pdf.getPage(n)).getTextContent()).items;
    pages.push(items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return pages;
}

// The brand of a fixture document; the blocks are the test's own.
const { theme } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/documents/welcome.json'), 'utf8'));
const document = {
  subject: 'Ten offers',
  language: 'en',
  theme,
  blocks: [
    { type: 'heading', text: 'Ten offers', level: 1 },
    ...Array.from({ length: COUPONS }, (_, i) => [
      // Spacers of different heights move each coupon against the page boundaries.
      { type: 'spacer', height: 8 + ((i * 53) % 150) },
      { type: 'coupon', value: `Offer number ${i + 1}`, code: `CODE${i + 1}`, description: 'On everything in the shop, once per order.', button: { label: `Redeem offer ${i + 1}`, href: `https://shop.example/redeem/${i + 1}` } },
    ]).flat(),
    { type: 'footer', companyName: 'Shop Inc.', address: '1 Main St, Springfield', unsubscribeUrl: 'https://shop.example/unsubscribe', links: [] },
  ],
};

describe.skipIf(!chromiumAt.found)('pdf export: no block is cut between two pages', () => {
  let pool: ChromiumPool;
  beforeAll(() => {
    pool = new ChromiumPool({ executablePath: chromiumAt.found ? chromiumAt.path : '', concurrency: 1 });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it.each(['A4', 'Letter'] as const)('%s: every coupon on one page, each printed once', { timeout: 60_000 }, async (paper) => {
    const email = await prepareEmail({ kind: 'document', document: document as never }, { name: 'Ten offers' });
    const pages = await pageTexts((await pdfFile(email, { paper, mobile: false, renderer: pool, allowPrivate: false })).data);
    expect(pages.length).toBeGreaterThan(2);
    // The email starts on the first page, and no page is left blank.
    expect(pages[0]).toContain('Ten offers');
    expect(pages.filter((text) => !text.trim())).toEqual([]);
    const pageOf = (words: string) => {
      const on = pages.flatMap((text, n) => (new RegExp(`${words}(?!\\d)`).test(text) ? [n] : []));
      expect(on, `"${words}" printed once`).toHaveLength(1);
      return on[0];
    };
    const split = Array.from({ length: COUPONS }, (_, i) => i + 1).filter((n) => pageOf(`Offer number ${n}`) !== pageOf(`Redeem offer ${n}`));
    expect(split, 'coupons whose value and button are on different pages').toEqual([]);
  });
});
