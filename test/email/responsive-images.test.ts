/**
 * Images shrink with a phone's column. An image styled `width:536px; max-width:100%` in a table
 * cell of automatic width does not: Chromium (and WebKit) size the cell to the image's fixed
 * width, so the whole email was 576–600 px wide on a 375 px phone (and the PDF's phone page cut
 * its right side). Images in the email's column are fluid (`width:100%; max-width:<width>px`, the
 * pixel width attribute kept for Outlook); on desktop every image keeps its width.
 */
import sharp from 'sharp';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/email';
import { LAUNCH_ARGS } from '../../src/preview/chromium';
import { chromiumOrFail } from '../preview/helpers';
import { $html, fixtureNames, loadFixture, styleOf } from './helpers';


describe('image markup', () => {
  it('is fluid in the email’s column and fixed in a grid cell, with the pixel width attribute for Outlook', async () => {
    const $ = $html(await renderHtml(loadFixture('all-blocks')));
    const images = $('img').toArray();
    const wide = images.find((i) => i.attribs.width === '536')!;
    expect(styleOf(wide)).toMatchObject({ width: '100%', 'max-width': '536px', height: 'auto' });
    const inCell = images.find((i) => i.attribs.width === '162')!;
    expect(styleOf(inCell)).toMatchObject({ width: '162px', 'max-width': '100%' });
  });
});

describe('grid cells', () => {
  it('add up to the content width: each cell’s CSS width plus its padding, with the gap counted once', async () => {
    const $ = $html(await renderHtml(loadFixture('all-blocks')));
    const rows = new Map<unknown, number[]>();
    for (const cell of $('td.bm-stack').toArray()) {
      const style = styleOf(cell);
      const px = (v?: string) => Number((v ?? '0px').replace('px', ''));
      const outer = px(style.width) + px(style['padding-left']) + px(style['padding-right']);
      // The width attribute (Outlook's) is the same outer width.
      expect(Number(cell.attribs.width)).toBe(outer);
      rows.set(cell.parent, [...(rows.get(cell.parent) ?? []), outer]);
    }
    expect(rows.size).toBeGreaterThan(0);
    for (const widths of rows.values()) expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(536);
    for (const widths of rows.values()) expect(widths.reduce((a, b) => a + b, 0)).toBeGreaterThan(536 - widths.length);
  });
});

describe('images in Chromium', () => {
  let browser: Browser;
  let png: Buffer;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumOrFail(), args: LAUNCH_ARGS });
    // Every image loads as a 2× picture, as a real email's would (blocked images are tested too).
    png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#88aacc' } }).png().toBuffer();
  });
  afterAll(async () => browser?.close());

  async function layout(html: string, width: number, images: boolean) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    try {
      await page.route('**/*', (route) => (images && route.request().resourceType() === 'image' ? route.fulfill({ body: png, contentType: 'image/png' }) : route.abort()));
      await page.setContent(html, { waitUntil: 'load' });
      return (await page.evaluate(`({
        scrollWidth: document.documentElement.scrollWidth,
        images: [...document.images].map((i) => ({ attr: Number(i.getAttribute('width')), fixed: i.style.width.endsWith('px'), width: Math.round(i.getBoundingClientRect().width), right: i.getBoundingClientRect().right })),
      })`)) as { scrollWidth: number; images: { attr: number; fixed: boolean; width: number; right: number }[] };
    } finally {
      await page.close();
    }
  }

  it.each(fixtureNames().flatMap((name) => [[name, true] as const, [name, false] as const]))(
    '%s (images loaded: %s): as wide as a 375 px phone, every image inside it; unchanged at 700 px',
    { timeout: 60_000 },
    async (name, images) => {
      const html = await renderHtml(loadFixture(name));
      const phone = await layout(html, 375, images);
      expect(phone.scrollWidth).toBe(375);
      for (const img of phone.images) expect(img.right).toBeLessThanOrEqual(375);
      const desktop = await layout(html, 700, images);
      // Each image at its own width (a social icon's blocked image is the one drawn at 0 px), in
      // grid cells too: a cell's padding is counted once, so a cell's content is its image's width.
      const drawn = desktop.images.filter((i) => i.width > 0);
      for (const img of drawn) expect(img.width, JSON.stringify(drawn)).toBe(img.attr);
    },
  );
});
