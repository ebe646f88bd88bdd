/**
 * bench/preview: wall time of a whole preview render — client emulation, screenshots, thumbnails,
 * blob writes and result rows — for 10 devices (the default set) and 40 devices, warm (browser
 * running, pages open), beside a bare playwright-core loop in the same run: the same Chromium,
 * the same viewports and scale factors, the same number of pages at once, the email set with
 * setContent and a full-page PNG taken, nothing else. Target: ≤ 1.5× the bare loop.
 *
 *   node --import tsx bench/preview.ts            (BENCH_ROUNDS=5, BRANDMAIL_PREVIEW_CONCURRENCY)
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

process.env.NODE_ENV ??= 'production';

const { chromium } = await import('playwright-core');
const { renderHtml } = await import('../src/email');
const { loadConfig } = await import('../src/config');
const { createServices } = await import('../src/services');
const { createLogger } = await import('../src/logger');
const { DEFAULT_DEVICE_IDS, DEVICES, getDevice } = await import('../src/preview/devices');
const { LAUNCH_ARGS, locateChromium } = await import('../src/preview/chromium');
type Device = NonNullable<ReturnType<typeof getDevice>>;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const chromiumPath = locateChromium(process.env.CHROMIUM_PATH);
if (!chromiumPath.found) throw new Error(chromiumPath.message);

// The 12-block promotional fixture, its images served locally (a 1200×600 PNG for every one).
const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 200, g: 160, b: 120 } } }).png().toBuffer();
const imageHost = http.createServer((_, res) => res.setHeader('content-type', 'image/png').end(picture));
await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
const imageBase = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
const doc = JSON.parse(fs.readFileSync(new URL('../test/fixtures/documents/twelve-block-promo.json', import.meta.url), 'utf8'));
const html = (await renderHtml(doc)).replace(/(src=")https?:\/\/[^"/]+\//g, `$1${imageBase}/`);

// brandmail: the real service on a fresh embedded store, its render called directly (no queue wait).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-bench-preview-'));
const config = loadConfig({ ...process.env, BRANDMAIL_DATA_DIR: dataDir, DATABASE_URL: '', BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1', CHROMIUM_PATH: chromiumPath.path });
const ctx = await createServices(config, createLogger('warn'));
const owner = { accountId: 'acct_bench', environment: 'test' as const };
const concurrency = config.previewConcurrency;

async function brandmail(devices: string[]): Promise<number> {
  const { previewId } = await ctx.previews.create(owner, { html, devices, darkMode: false, imagesOff: false });
  const start = performance.now();
  await ctx.previews.render(previewId);
  const ms = performance.now() - start;
  const row = await ctx.store.db.selectFrom('previews').select(['status']).where('id', '=', previewId).executeTakeFirstOrThrow();
  const failed = await ctx.store.db.selectFrom('preview_results').select('device_id').where('preview_id', '=', previewId).where('status', '!=', 'completed').execute();
  if (row.status !== 'completed' || failed.length) throw new Error(`preview ${previewId}: ${row.status}, failed ${failed.map((f) => f.device_id)}`);
  return ms;
}

// The bare loop: its own browser, a context per screen profile and a warm page per viewport.
const browser = await chromium.launch({ executablePath: chromiumPath.path, args: LAUNCH_ARGS });
const contexts = new Map<string, import('playwright-core').BrowserContext>();
const pages = new Map<string, import('playwright-core').Page[]>();
async function barePage(d: Device) {
  const profile = `${d.deviceScaleFactor}|${d.isMobile}`;
  let context = contexts.get(profile);
  if (!context) {
    context = await browser.newContext({ viewport: d.viewport, deviceScaleFactor: d.deviceScaleFactor, isMobile: d.isMobile, hasTouch: d.hasTouch, javaScriptEnabled: false });
    await context.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: picture }));
    contexts.set(profile, context);
  }
  const key = `${profile}|${d.viewport.width}x${d.viewport.height}`;
  const free = pages.get(key) ?? [];
  pages.set(key, free);
  const page = free.pop() ?? (await context.newPage());
  await page.setViewportSize(d.viewport);
  // The known workaround for slow screenshots of background pages (playwright#20434), so the
  // baseline is not held back by what brandmail's renderer avoids.
  await page.bringToFront();
  return { page, release: () => free.push(page) };
}
async function bare(devices: string[], workers = concurrency): Promise<number> {
  const queue = devices.map((id) => getDevice(id)!);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        const { page, release } = await barePage(d);
        await page.setContent(html, { waitUntil: 'load' });
        await page.screenshot({ fullPage: true, type: 'png' });
        release();
      }
    }),
  );
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sets: Array<[string, string[]]> = [
  ['10 devices', [...DEFAULT_DEVICE_IDS]],
  ['40 devices', DEVICES.slice(0, 40).map((d) => d.id)],
];
try {
  for (const [label, devices] of sets) {
    // Warm-up: browsers launched, pages created, caches filled, on both sides.
    await brandmail(devices);
    await bare(devices);
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      baseline.push(await bare(devices));
      ours.push(await brandmail(devices));
    }
    const sequential = await bare(devices, 1);
    const ratio = median(ours) / median(baseline);
    console.log(
      `preview: ${label}, warm, ${concurrency} pages at once: ${(median(ours) / 1000).toFixed(2)} s (${(median(ours) / devices.length).toFixed(0)} ms/device)` +
        ` | baseline bare playwright-core loop, same viewports and concurrency: ${(median(baseline) / 1000).toFixed(2)} s` +
        ` (one page at a time: ${(sequential / 1000).toFixed(2)} s)` +
        ` | ratio ${ratio.toFixed(2)} (target ≤ 1.50) ${ratio <= 1.5 ? 'OK' : 'ABOVE TARGET'}` +
        ` | rounds: ours ${ours.map((m) => (m / 1000).toFixed(2)).join('/')}, bare ${baseline.map((m) => (m / 1000).toFixed(2)).join('/')}`,
    );
  }
} finally {
  await browser.close();
  await ctx.previews.close();
  await ctx.pool.close();
  await ctx.store.close();
  imageHost.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
