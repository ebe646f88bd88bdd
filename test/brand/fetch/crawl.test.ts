import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, CRAWL_DEFAULTS, looksLikeAppShell, type CrawlOptions } from '../../../src/brand/fetch/crawl';
import { chromiumPath, launchRenderer } from '../../../src/brand/fetch/render';
import { load } from 'cheerio';
import { serveHandler, serveSite, type ServedSite } from '../helpers/site-server';

const options = (over: Partial<CrawlOptions> = {}): CrawlOptions => ({ ...CRAWL_DEFAULTS, allowPrivate: true, renderer: async () => null, ...over });

describe('crawlSite', () => {
  let saas: ServedSite;
  let atlas: ServedSite;
  beforeAll(async () => {
    saas = await serveSite('cloudlytic-saas');
    atlas = await serveSite('atlas-legal');
  });
  afterAll(async () => {
    await saas.close();
    await atlas.close();
  });

  it('reads the page, the navigation pages worth reading (5 in all) and their stylesheets', async () => {
    const { site, report } = await crawlSite(saas.url, options());
    expect(site.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/about.html', '/features.html', '/pricing.html', '/contact.html']);
    expect(site.stylesheets.map((s) => new URL(s.url).pathname)).toEqual(['/assets/app.css']);
    expect(site.stylesheets[0].css).toContain('--brand-primary'); // served with br, decoded
    expect(report.every((r) => r.status === 'fetched')).toBe(true);
    expect(saas.requests).not.toContain('/img/dashboard.png'); // images are not crawled
  });

  it('keeps to the page budget', async () => {
    const { site } = await crawlSite(saas.url, options({ maxPagesPerSite: 2 }));
    expect(site.pages).toHaveLength(2);
  });

  it('follows @import from a stylesheet on a deep versioned path, resolving relative URLs', async () => {
    const { site } = await crawlSite(atlas.url, options());
    expect(site.stylesheets.map((s) => new URL(s.url).pathname + new URL(s.url).search)).toEqual([
      '/static/assets/v2/css/site.min.css?v=3.1.4',
      '/static/assets/v2/base/typography.css',
    ]);
  });

  it('names the cause when the given page fails', async () => {
    const slow = await serveHandler(() => {
      /* never answers */
    });
    const big = await serveHandler((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>' + 'x'.repeat(5000)));
    const redirects = await serveHandler((req, res) => res.writeHead(302, { location: `/r${req.url!.length}` }).end());
    const image = await serveHandler((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)));
    try {
      await expect(crawlSite(slow.url, options({ timeoutMs: 300 }))).rejects.toMatchObject({ kind: 'timeout', url: slow.url });
      // A page over the cap is read in part, with a warning, rather than lost.
      const partial = await crawlSite(big.url, options({ maxPageBytes: 1000 }));
      expect(partial.site.pages[0].html.length).toBe(1000);
      expect(partial.warnings).toContain(`${big.url} is larger than 1000 bytes; only the first 1000 bytes of it were read.`);
      await expect(crawlSite(redirects.url, options({ maxRedirects: 3 }))).rejects.toMatchObject({ kind: 'too_many_redirects' });
      await expect(crawlSite(image.url, options())).rejects.toThrow(/not an HTML page \(Content-Type image\/png\)/);
      await expect(crawlSite('http://127.0.0.1:9/', options({ allowPrivate: false }))).rejects.toThrow(/blocked address/);
    } finally {
      await Promise.all([slow.close(), big.close(), redirects.close(), image.close()]);
    }
  });

  it('ignores a missing secondary page or stylesheet, recording it', async () => {
    const site = await serveHandler((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync('<link rel="stylesheet" href="/missing.css"><nav><a href="/about">About</a></nav><p>Hello</p>'));
      } else res.writeHead(404).end();
    });
    try {
      const { site: fetched, report } = await crawlSite(site.url, options());
      expect(fetched.pages).toHaveLength(1);
      expect(report.filter((r) => r.status === 'failed').map((r) => [new URL(r.url).pathname, r.error])).toEqual(
        expect.arrayContaining([
          ['/about', 'HTTP 404'],
          ['/missing.css', 'HTTP 404'],
        ]),
      );
    } finally {
      await site.close();
    }
  });

  it('warns and keeps the static HTML of a JavaScript app when no Chromium is available', async () => {
    const js = await serveSite('reactor-js');
    try {
      const { site, warnings, report } = await crawlSite(js.url, options());
      expect(site.pages[0].rendered).toBe(false);
      expect(warnings[0]).toMatch(/builds its content with JavaScript.*Chromium is not installed/);
      expect(report[0]).toMatchObject({ status: 'fetched', error: 'needs JavaScript; Chromium not available' });
    } finally {
      await js.close();
    }
  });

  it.runIf(!!chromiumPath())('renders a JavaScript app in Chromium, through the SSRF-safe client', async () => {
    const js = await serveSite('reactor-js');
    const renderer = await launchRenderer({ allowPrivate: true, timeoutMs: 10_000, maxBytes: 1e6 });
    try {
      const { site, report } = await crawlSite(js.url, options({ renderer: async () => renderer }));
      expect(site.pages[0].rendered).toBe(true);
      expect(site.pages[0].html).toContain('reactor-logo.png');
      expect(report[0].status).toBe('rendered');
      expect(js.requests).toContain('/static/app.js');
      expect(js.requests).not.toContain('/static/reactor-logo.png'); // images are not loaded by the renderer
    } finally {
      await renderer?.close();
      await js.close();
    }
  });

  it('tells an app shell from a page with content', () => {
    expect(looksLikeAppShell(load('<div id="root"></div><script src="/app.js"></script>'))).toBe(true);
    expect(looksLikeAppShell(load(`<p>${'Real content. '.repeat(30)}</p><script src="/analytics.js"></script>`))).toBe(false);
    expect(looksLikeAppShell(load('<p>Short page without scripts</p>'))).toBe(false);
  });
});
