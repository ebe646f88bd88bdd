/**
 * Screenshots in real Chromium (Debian's, as in production): sizes, dark mode, images off,
 * Outlook's square buttons, narrow phones and the closed network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/email';
import { ChromiumPool, MAX_HEIGHT } from '../../src/preview/renderer';
import { pngSize } from '../../src/preview/thumbnail';
import { anyImage, boundingBox, chromiumOrFail, count, decode, meanLuminance, near, shoot, solidPng, startImageHost, type Rgb } from './helpers';

const page = (body: string, head = '') =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body style="margin:0;background-color:#ffffff;font-family:Arial,sans-serif">${body}</body></html>`;

/** A light email: white page, dark text, a coloured button. */
const LIGHT_EMAIL = page(`
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;background-color:#f4f4f4">
    <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background-color:#ffffff"><tr><td style="padding:24px;color:#1a1a1a">
      <h1 style="margin:0 0 12px;font-size:28px;color:#111111">Spring is here</h1>
      <p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#333333">Everything in the garden shop is 20% off until Sunday. Plant something new this weekend.</p>
      <a href="https://example.com/" style="display:inline-block;padding:12px 24px;background-color:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px">Shop the sale</a>
    </td></tr></table>
  </td></tr></table>`);

describe('preview rendering in Chromium', () => {
  let pool: ChromiumPool;
  let photo: Buffer;

  beforeAll(async () => {
    pool = new ChromiumPool({ executablePath: chromiumOrFail(), concurrency: 2 });
    await pool.warm();
    photo = await solidPng(1200, 600, [40, 120, 200]);
  });
  afterAll(async () => pool?.close());

  it('produces a PNG of viewport × device scale factor for an email that fits the screen', async () => {
    for (const id of ['iphone-se-apple-mail', 'outlook-365-windows-laptop', 'pixel-8-gmail', 'ipad-mini-apple-mail']) {
      const { png, device } = await shoot(pool, id, page('<p style="margin:16px">Short and sweet.</p>'));
      const size = pngSize(png);
      expect(size, id).toEqual({
        width: Math.round(device.viewport.width * device.deviceScaleFactor),
        height: Math.round(device.viewport.height * device.deviceScaleFactor),
      });
    }
  });

  it('captures the whole email, not just the first screen', async () => {
    const { png, device } = await shoot(pool, 'iphone-se-apple-mail', page('<div style="height:2000px;background:#eeeeee">tall</div>'));
    expect(pngSize(png)).toEqual({ width: device.viewport.width * 2, height: 2000 * 2 });
  });

  it('cuts a runaway email at 20,000 CSS pixels, keeping its full width', async () => {
    const { png, device } = await shoot(pool, 'windows-mail', page('<div style="height:25000px;background:#eeeeee">endless</div>'));
    expect(pngSize(png)).toEqual({ width: device.viewport.width, height: MAX_HEIGHT });
  });

  it('darkens the email in clients with a dark mode, and leaves it alone in clients without', async () => {
    const withDarkStyles = LIGHT_EMAIL.replace(
      '</head>',
      '<meta name="color-scheme" content="light dark"><style>@media (prefers-color-scheme: dark) { body, td, table { background-color: #161616 !important; color: #eeeeee !important; } h1, p { color: #eeeeee !important; } }</style></head>',
    );
    const cases: Array<[device: string, html: string]> = [
      ['iphone-15-gmail', LIGHT_EMAIL], // full inversion
      ['pixel-8-gmail', LIGHT_EMAIL], // partial inversion
      ['outlook-365-windows', LIGHT_EMAIL], // full inversion (Word)
      ['iphone-se-apple-mail', withDarkStyles], // the email's own dark styles
    ];
    for (const [id, html] of cases) {
      const light = meanLuminance(await decode((await shoot(pool, id, html)).png));
      const dark = meanLuminance(await decode((await shoot(pool, id, html, { dark: true })).png));
      expect(dark, id).toBeLessThan(light - 0.3);
    }
    // Gmail on the web keeps an email as it is in dark mode; Outlook for Windows ignores the email's dark styles.
    const webLight = await shoot(pool, 'gmail-web-laptop-1366', LIGHT_EMAIL);
    const webDark = await shoot(pool, 'gmail-web-laptop-1366', LIGHT_EMAIL, { dark: true });
    expect(webDark.png.equals(webLight.png)).toBe(true);
    const outlookDark = meanLuminance(await decode((await shoot(pool, 'outlook-2016-windows', withDarkStyles, { dark: true })).png));
    expect(outlookDark).toBeGreaterThan(0.8);
  });

  it('shows alt text where images were, with images off, and fetches no image', async () => {
    const red = await solidPng(600, 300, [230, 20, 20]);
    const host = await startImageHost({ '/sale.png': red });
    try {
      const email = (alt: string) =>
        page(`<table role="presentation" width="100%"><tr><td style="padding:20px">
          <img src="${host.base}/sale.png" alt="${alt}" width="600" height="300" style="display:block;width:600px;height:300px;font-family:Arial;font-size:28px;line-height:36px;color:#111111">
        </td></tr></table>`);
      const isRed = (c: Rgb) => near(c, [230, 20, 20]);
      const isInk = (c: Rgb) => c[0] + c[1] + c[2] < 250;
      const region = { x: 20, y: 20, width: 600, height: 300 };

      const on = await decode((await shoot(pool, 'gmail-web-laptop-1366', email('Spring sale: 30% off'), { loadImage: imageLoaderFor(host.base) })).png);
      expect(count(on, isRed, region)).toBeGreaterThan(600 * 300 * 0.95);
      expect(host.requests).toEqual(['/sale.png']);

      host.requests.length = 0;
      const off = await decode((await shoot(pool, 'gmail-web-laptop-1366', email('Spring sale: 30% off'), { imagesOff: true, loadImage: imageLoaderFor(host.base) })).png);
      const offWithoutAlt = await decode((await shoot(pool, 'gmail-web-laptop-1366', email(''), { imagesOff: true })).png);
      expect(host.requests).toEqual([]);
      expect(count(off, isRed)).toBe(0);
      // Text where the image was, and nothing there when the image has no alt text to show.
      expect(count(off, isInk, region)).toBeGreaterThan(300);
      expect(count(offWithoutAlt, isInk, region)).toBe(0);

      // Outlook for Windows draws a bordered placeholder of the image's size around the alt text.
      const outlook = await decode((await shoot(pool, 'outlook-2016-windows', email('Spring sale: 30% off'), { imagesOff: true })).png);
      const placeholder = boundingBox(outlook, (c) => near(c, [200, 200, 200], 12));
      expect(placeholder && placeholder.x1 - placeholder.x0 + 1).toBe(600);
      expect(placeholder && placeholder.y1 - placeholder.y0 + 1).toBe(300);
      const outlookWithoutAlt = await decode((await shoot(pool, 'outlook-2016-windows', email(''), { imagesOff: true })).png);
      expect(count(outlook, isInk, region)).toBeGreaterThan(count(outlookWithoutAlt, isInk, region) + 40);
    } finally {
      await host.close();
    }
  });

  it('draws no rounded buttons in Outlook for Windows, where other clients round them', async () => {
    const button = page(`<div style="padding:40px">
      <a href="https://example.com/" style="display:inline-block;padding:16px 40px;background-color:#0a58ff;color:#0a58ff;font-size:16px;text-decoration:none;border-radius:18px">Buy now</a>
    </div>`);
    const isButton = (c: Rgb) => near(c, [10, 88, 255], 30);
    const corners = async (deviceId: string) => {
      const pixels = await decode((await shoot(pool, deviceId, button)).png);
      const box = boundingBox(pixels, isButton)!;
      expect(box, deviceId).not.toBeNull();
      return [pixels.at(box.x0, box.y0), pixels.at(box.x1, box.y0), pixels.at(box.x0, box.y1), pixels.at(box.x1, box.y1)].map(isButton);
    };
    expect(await corners('outlook-2016-windows')).toEqual([true, true, true, true]);
    expect(await corners('outlook-365-windows')).toEqual([true, true, true, true]);
    expect(await corners('apple-mail-macos')).toEqual([false, false, false, false]);
    expect(await corners('outlook-com-edge-windows')).toEqual([false, false, false, false]);
  });

  it('shows generated emails without horizontal scrolling on a 320 px wide phone', async () => {
    const dir = path.join(import.meta.dirname, '../fixtures/documents');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const html = await renderHtml(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      const { png, device } = await shoot(pool, 'iphone-se-1st-apple-mail', html, { loadImage: anyImage(photo) });
      expect(device.viewport.width).toBe(320);
      expect(pngSize(png).width, file).toBe(320 * device.deviceScaleFactor);
    }
  });

  it('gives the page no network but the email’s own images', async () => {
    const blue = await solidPng(40, 40, [0, 0, 255]);
    const host = await startImageHost({ '/logo.png': blue, '/bg.png': blue });
    try {
      const email = page(
        `<img src="${host.base}/logo.png" alt="Logo" width="40" height="40">
         <div style="width:100px;height:40px;background-image:url('${host.base}/bg.png')"></div>
         <iframe src="${host.base}/frame.html"></iframe>
         <script src="${host.base}/tracker.js"></script>
         <object data="${host.base}/plugin.swf"></object>
         <a href="${host.base}/click">link</a>`,
        `<link rel="stylesheet" href="${host.base}/style.css"><style>@import url("${host.base}/import.css"); @font-face { font-family: X; src: url("${host.base}/font.woff2"); } p { font-family: X; }</style><meta http-equiv="refresh" content="0; url=${host.base}/refresh">`,
      );
      await shoot(pool, 'apple-mail-macos', email, { loadImage: imageLoaderFor(host.base) });
      expect(host.requests.sort()).toEqual(['/bg.png', '/logo.png']);
    } finally {
      await host.close();
    }
  });
});

/** Fetches from the local host like the job's loader does (it goes through safeFetch). */
function imageLoaderFor(base: string) {
  return async (url: string) => {
    if (!url.startsWith(base)) return null;
    const res = await fetch(url);
    if (!res.ok) return null;
    return { status: 200, contentType: res.headers.get('content-type') ?? 'image/png', body: Buffer.from(await res.arrayBuffer()) };
  };
}
