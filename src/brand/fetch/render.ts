/**
 * The JavaScript fallback: pages whose HTML is an empty app shell are rendered in Chromium
 * (playwright-core driving the system's /usr/bin/chromium, or CHROMIUM_PATH). Every request the
 * page makes is routed through the SSRF-safe client, so rendering cannot reach an address a plain
 * fetch could not; images, fonts and media are not loaded (only the DOM is read), and a page gets
 * a request budget. When playwright-core or Chromium is missing, `launchRenderer` returns null
 * and the import carries on with the static HTML and a warning.
 */
import fs from 'node:fs';
import { safeFetch, USER_AGENT } from '../../lib/net';

export interface Renderer {
  /** Rejects when the page does not render in time or `signal` aborts (the import's deadline). */
  render(url: string, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

export interface RenderOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Requests one page may make (scripts, data) before the rest are refused. */
  maxRequests?: number;
}

const RENDER_SLACK_MS = 2000;
const CLOSE_WITHIN_MS = 5000;

/** `promise`, or a rejection with `message` after `ms` or when `signal` aborts; never an unhandled rejection. */
function within<T>(promise: Promise<T>, ms: number, message: string, signal?: AbortSignal): Promise<T> {
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const fail = (err: Error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    };
    const onAbort = () => fail(signal!.reason instanceof Error ? signal!.reason : new Error('aborted'));
    const timer = setTimeout(() => fail(new Error(message)), ms);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err) => fail(err),
    );
  });
}

const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** CHROMIUM_PATH, when set, is the only place looked at (set it to "none" to turn rendering off). */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  const candidates = configured ? [configured] : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p));
}

export async function launchRenderer(options: RenderOptions): Promise<Renderer | null> {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    return null;
  }
  const browser = await playwright.chromium.launch({ executablePath, args: LAUNCH_ARGS, timeout: 15_000 });
  const maxRequests = options.maxRequests ?? 60;

  let broken = false;

  return {
    async render(url: string, signal?: AbortSignal): Promise<string> {
      if (broken) throw new Error('Chromium stopped answering earlier in this import');
      const context = await browser.newContext({
        userAgent: `${USER_AGENT} HeadlessChromium`,
        viewport: { width: 1280, height: 900 },
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
      let requests = 0;
      const work = (async () => {
        await context.routeWebSocket(/.*/, (ws) => ws.close());
        await context.route('**/*', async (route) => {
          const request = route.request();
          const type = request.resourceType();
          if (type === 'image' || type === 'media' || type === 'font' || ++requests > maxRequests || !/^https?:/i.test(request.url())) {
            await route.abort('blockedbyclient').catch(() => {});
            return;
          }
          try {
            const res = await safeFetch(request.url(), {
              method: request.method(),
              headers: { ...request.headers(), 'user-agent': USER_AGENT },
              body: request.postDataBuffer() ?? undefined,
              allowPrivate: options.allowPrivate,
              timeoutMs: options.timeoutMs,
              maxBytes: options.maxBytes,
            });
            const headers = { ...res.headers };
            // The body is already decoded and complete.
            delete headers['content-encoding'];
            delete headers['content-length'];
            delete headers['transfer-encoding'];
            await route.fulfill({ status: res.status, headers, body: res.body });
          } catch {
            await route.abort('failed').catch(() => {});
          }
        });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
        // Apps fetch their data after load; give them a moment, not forever.
        await page.waitForLoadState('networkidle', { timeout: Math.min(3000, options.timeoutMs) }).catch(() => {});
        return await page.content();
      })();
      // A script that loops forever after load keeps page.content() waiting forever: each step
      // above has a timeout, the whole render has one too.
      const limitMs = options.timeoutMs + Math.min(3000, options.timeoutMs) + RENDER_SLACK_MS;
      try {
        return await within(work, limitMs, `the page did not finish rendering within ${Math.round(limitMs / 1000)} s`, signal);
      } finally {
        const closed = await within(context.close(), CLOSE_WITHIN_MS, 'close').then(() => true, () => false);
        if (!closed) {
          // The page's renderer is stuck: only ending Chromium frees it.
          broken = true;
          await browser.close().catch(() => {});
        }
      }
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
}
