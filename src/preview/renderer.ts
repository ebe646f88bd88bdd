/**
 * One warm Chromium per process, launched on first use and kept until `close()`. Pages are the
 * unit of work: a browser context per screen profile (scale factor, mobile, touch), pages reused
 * across renders (a viewport change is a relayout, far cheaper than a new page), at most
 * `concurrency` renders at once. Page JavaScript is off; the only network a page gets is the
 * email's own images, fetched by brandmail through the SSRF-safe client.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { Logger } from '../logger';
import { DEVICES, type Device } from './devices';
import { LAUNCH_ARGS } from './chromium';
import type { ColorPlan } from './emulation';
// From its own module: the emulation index pulls in the HTML and CSS parsers.
import { RECOLOR_SCRIPT } from './emulation/dark-mode';

export interface FetchedImage {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Fetches an image of the email for the page; null when it cannot be had (the page shows it broken). */
export type ImageLoader = (url: string, userAgent: string) => Promise<FetchedImage | null>;

export interface ScreenshotRequest {
  device: Pick<Device, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'userAgent'>;
  html: string;
  colors: ColorPlan;
  /** The only URLs the page may load; empty blocks every request. */
  imageUrls: ReadonlySet<string>;
  loadImage: ImageLoader;
  /** Budget for loading the email (its images included) and again for the screenshot. */
  timeoutMs: number;
}

export type PdfPaper = { format?: 'A4' | 'Letter'; width?: string; height?: string; margin?: { top?: string; right?: string; bottom?: string; left?: string } };

export interface PdfRequest extends Omit<ScreenshotRequest, 'colors'> {
  /** Paper: a named format (A4, Letter) or a size ('375px' by …), or one chosen from the email's height in CSS px as laid out on the device. */
  page: PdfPaper | ((contentHeight: number) => PdfPaper);
}

export interface ChromiumPoolOptions {
  executablePath: string;
  concurrency: number;
  /**
   * Idle pages kept warm (default: `concurrency` per screen profile of the catalogue, about 8).
   * A page costs about 30 MB; one unused for 5 minutes is closed.
   */
  maxIdlePages?: number;
  logger?: Logger;
}

interface Slot {
  page: Page;
  profile: string;
  viewport: string;
  colorScheme: 'light' | 'dark';
  current: { allowed: ReadonlySet<string>; loadImage: ImageLoader; userAgent: string } | null;
  lastUsed: number;
}

const profileOf = (d: ScreenshotRequest['device']) => `${d.deviceScaleFactor}|${d.isMobile ? 1 : 0}|${d.hasTouch ? 1 : 0}`;
const viewportOf = (d: ScreenshotRequest['device']) => `${d.viewport.width}x${d.viewport.height}`;
/** Screenshots stop this many CSS pixels down (Gmail clips long emails far sooner). */
export const MAX_HEIGHT = 20_000;
const FULL_PAGE_CLIP = { x: 0, y: 0, width: 1_000_000, height: MAX_HEIGHT };
/** Distinct (scale factor, mobile, touch) combinations in the device catalogue. */
const SCREEN_PROFILES = new Set(DEVICES.map(profileOf)).size;
/** Idle pages unused this long are closed, to give memory back after a burst. */
const IDLE_PAGE_MS = 5 * 60_000;

export class ChromiumPool {
  private browser?: Promise<Browser>;
  private readonly contexts = new Map<string, Promise<BrowserContext>>();
  private idle: Slot[] = [];
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private readonly maxIdle: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: ChromiumPoolOptions) {
    this.maxIdle = options.maxIdlePages ?? options.concurrency * SCREEN_PROFILES;
    this.sweeper = setInterval(() => void this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Launches the browser now rather than on the first render (benchmarks, warm-up). */
  async warm(): Promise<void> {
    await this.getBrowser();
  }

  /** A full-page PNG of the email on the device. */
  async screenshot(request: ScreenshotRequest): Promise<Buffer> {
    return this.withSlot(request.device, (slot) => this.draw(slot, request));
  }

  /**
   * The email printed to PDF as laid out on the device's screen (screen media, backgrounds kept):
   * text stays text and links stay links. Exports use it (src/exports/files/pdf.ts).
   */
  async pdf(request: PdfRequest): Promise<Buffer> {
    return this.withSlot(request.device, async (slot) => {
      const { page } = slot;
      // Printed as a recipient reads it by default: light.
      if (slot.colorScheme !== 'light') {
        await page.emulateMedia({ colorScheme: 'light' });
        slot.colorScheme = 'light';
      }
      return this.loaded(slot, request, async () => {
        await page.emulateMedia({ media: 'screen' });
        try {
          const paper = typeof request.page === 'function' ? request.page((await page.evaluate('document.documentElement.scrollHeight')) as number) : request.page;
          return await page.pdf({ ...paper, printBackground: true });
        } finally {
          await page.emulateMedia({ media: null });
        }
      });
    });
  }

  /** Runs `work` on a page for the device, within the concurrency limit; the page goes back to the idle pool after. */
  private async withSlot<T>(device: ScreenshotRequest['device'], work: (slot: Slot) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('The preview renderer is shut down.');
    await this.acquire();
    let slot: Slot | undefined;
    try {
      slot = await this.checkout(device);
      const result = await work(slot);
      this.checkin(slot);
      slot = undefined;
      return result;
    } finally {
      // A page that failed mid-render is in an unknown state: never reuse it.
      if (slot) await slot.page.close().catch(() => {});
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    const browser = this.browser;
    this.browser = undefined;
    this.contexts.clear();
    this.idle = [];
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {});
  }

  private async draw(slot: Slot, request: ScreenshotRequest): Promise<Buffer> {
    const { page } = slot;
    const viewport = viewportOf(request.device);
    const resized = slot.viewport !== viewport;
    if (resized) {
      await page.setViewportSize(request.device.viewport);
      slot.viewport = viewport;
    }
    const recolored = slot.colorScheme !== request.colors.colorScheme;
    if (recolored) {
      await page.emulateMedia({ colorScheme: request.colors.colorScheme });
      slot.colorScheme = request.colors.colorScheme;
    }
    // Headless Chromium draws a page that is not the front tab lazily: after its emulation
    // changed, its next screenshot waited 1-2.5 s for a frame (every third or fourth shot of a
    // 10-device preview; see playwright#20434). So a page whose emulation was just set (a new
    // one, or a reused one on another device) is brought to the front first.
    if (resized || recolored) await page.bringToFront();
    return this.loaded(slot, request, async () => {
      if (request.colors.transform !== 'none') await page.evaluate(`(${RECOLOR_SCRIPT})(${JSON.stringify(request.colors.transform)})`);
      // A runaway page (an endless table, a 100 000 px spacer) would cost gigabytes of pixels. A
      // full-page clip is cut to the page's size by Playwright, so no round trip measures it first.
      return await page.screenshot({ fullPage: true, clip: FULL_PAGE_CLIP, type: 'png', timeout: request.timeoutMs });
    });
  }

  /** Loads the email into the slot's page (its allowed images only), then runs `output` on it. */
  private async loaded<T>(slot: Slot, request: Pick<ScreenshotRequest, 'device' | 'html' | 'imageUrls' | 'loadImage' | 'timeoutMs'>, output: () => Promise<T>): Promise<T> {
    const { page } = slot;
    if (slot.viewport !== viewportOf(request.device)) {
      await page.setViewportSize(request.device.viewport);
      slot.viewport = viewportOf(request.device);
    }
    slot.current = { allowed: request.imageUrls, loadImage: request.loadImage, userAgent: request.device.userAgent };
    try {
      await page.setContent(request.html, { waitUntil: 'load', timeout: request.timeoutMs });
      return await output();
    } finally {
      slot.current = null;
    }
  }

  private async route(slot: Slot, route: Route): Promise<void> {
    const current = slot.current;
    const request = route.request();
    const url = request.url();
    if (!current || request.resourceType() !== 'image' || !current.allowed.has(url)) {
      await route.abort('blockedbyclient').catch(() => {});
      return;
    }
    const image = await current.loadImage(url, current.userAgent).catch(() => null);
    if (!image) await route.abort('failed').catch(() => {});
    else await route.fulfill({ status: image.status, contentType: image.contentType, body: image.body }).catch(() => {});
  }

  private async checkout(device: ScreenshotRequest['device']): Promise<Slot> {
    const profile = profileOf(device);
    const viewport = viewportOf(device);
    let index = this.idle.findIndex((s) => s.profile === profile && s.viewport === viewport);
    if (index < 0) index = this.idle.findIndex((s) => s.profile === profile);
    if (index >= 0) {
      const [slot] = this.idle.splice(index, 1);
      if (!slot.page.isClosed()) return slot;
    }
    const context = await this.getContext(device, profile);
    const page = await context.newPage();
    const slot: Slot = { page, profile, viewport: '', colorScheme: 'light', current: null, lastUsed: Date.now() };
    await page.route('**/*', (route) => this.route(slot, route));
    return slot;
  }

  private checkin(slot: Slot): void {
    if (this.closed || slot.page.isClosed()) return;
    slot.lastUsed = Date.now();
    this.idle.push(slot);
    while (this.idle.length > this.maxIdle) {
      const oldest = this.idle.reduce((a, b) => (a.lastUsed <= b.lastUsed ? a : b));
      this.idle = this.idle.filter((s) => s !== oldest);
      void oldest.page.close().catch(() => {});
    }
  }

  private async sweep(): Promise<void> {
    const cutoff = Date.now() - IDLE_PAGE_MS;
    const stale = this.idle.filter((s) => s.lastUsed < cutoff);
    this.idle = this.idle.filter((s) => s.lastUsed >= cutoff);
    await Promise.all(stale.map((s) => s.page.close().catch(() => {})));
  }

  private getContext(device: ScreenshotRequest['device'], profile: string): Promise<BrowserContext> {
    let context = this.contexts.get(profile);
    if (!context) {
      context = this.getBrowser().then((browser) =>
        browser.newContext({
          viewport: device.viewport,
          deviceScaleFactor: device.deviceScaleFactor,
          isMobile: device.isMobile,
          hasTouch: device.hasTouch,
          javaScriptEnabled: false,
          serviceWorkers: 'block',
          acceptDownloads: false,
          reducedMotion: 'reduce',
          locale: 'en-US',
          timezoneId: 'UTC',
        }),
      );
      context.catch(() => this.contexts.delete(profile));
      this.contexts.set(profile, context);
    }
    return context;
  }

  private getBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('The preview renderer is shut down.'));
    if (!this.browser) {
      const started = Date.now();
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: this.options.executablePath, args: LAUNCH_ARGS, timeout: 30_000 }),
      );
      this.browser = launching;
      launching.then(
        (browser) => {
          this.options.logger?.info({ ms: Date.now() - started, executablePath: this.options.executablePath }, 'preview browser started');
          browser.on('disconnected', () => {
            // A crashed browser is relaunched on the next render, with fresh contexts and pages.
            if (this.browser === launching) {
              this.browser = undefined;
              this.contexts.clear();
              this.idle = [];
            }
          });
        },
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => (this.active++, resolve())));
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.();
  }
}
