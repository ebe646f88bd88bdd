/**
 * The console under test: the real server (real store, queue, generator and checks) on a free
 * port, a fixture brand website served over HTTP, and Debian's Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig, type Config } from '../../../src/config';
import { chromiumPath } from '../../../src/brand/fetch/render';
import { startTestServer, type TestServer } from '../../helpers/server';
import { serveSite, type ServedSite } from '../../brand/helpers/site-server';

export const hasChromium = !!chromiumPath();

export type Harness = {
  server: TestServer;
  site: ServedSite;
  browser: Browser;
  /** A fresh browser context (its own sessionStorage) at the given width. */
  open(width?: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  close(): Promise<void>;
};

export async function startHarness(siteName = 'northwind-shop', overrides: Partial<Config> = {}): Promise<Harness> {
  // Checks get a long deadline: the first validate/all loads dictionaries and grammar, and a
  // shared CI machine may be busy; the deadline itself is tested in test/validate.
  const { checkPool } = loadConfig({});
  const server = await startTestServer('sqlite', {
    rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 },
    checkPool: { ...checkPool, deadlineMs: 180_000 },
    ...overrides,
  });
  const site = await serveSite(siteName);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  return {
    server,
    site,
    browser,
    async open(width = 1280) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      return { context, page, errors };
    },
    async close() {
      await browser.close().catch(() => {});
      await site.close();
      await server.close();
    },
  };
}

/** Polls a GET of the API until `done` says its data is finished (an import, a generation); returns that data. */
export async function pollApi(h: Harness, path: string, done: (d: any) => boolean) {
  for (let i = 0; i < 900; i++) {
    const res = await h.server.request('GET', path);
    if (done(res.body.data)) return res.body.data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${path} did not finish`);
}

/** Imports the fixture site through the API as "Northwind Goods" and waits for the import; returns its projectId. */
export async function importFixtureBrand(h: Harness): Promise<string> {
  const started = await h.server.request('POST', '/v1/projects/import', { body: { urls: [h.site.url], name: 'Northwind Goods' } });
  const projectId: string = started.body.data.projectId;
  await pollApi(h, `/v1/projects/${projectId}/status`, (d) => d.status !== 'pending');
  return projectId;
}

/** Signs in through the key screen as a person would. */
export async function signIn(page: Page, url: string, key: string) {
  await page.goto(url + '/');
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();
}

const SHOTS = process.env.CONSOLE_SHOTS_DIR;
/** Full-page screenshot into CONSOLE_SHOTS_DIR (when set) for a person to look at. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // As a person sees the page: the email frames drawn, and from the top (a full-page shot of a
  // scrolled page paints the sticky top bar over the middle of it).
  await Promise.all(page.frames().map((f) => f.waitForLoadState('load').catch(() => {})));
  // Chromium does not paint a cross-origin (sandboxed) frame that has never been on screen.
  for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded().catch(() => {});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
