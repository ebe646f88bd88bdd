/**
 * Brand import of hostile websites, through the real API: every import ends (completed, skipping
 * what was bad with a warning, or failed with IMPORT_FAILED naming the cause) within the import's
 * time budget, the process's memory stays bounded while they all run at once, and the server
 * still answers afterwards.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPng } from '../../src/brand/assets/png';
import { MAX_DRAWN_ELEMENTS } from '../../src/brand/assets/svg-guard';
import { chromiumPath } from '../../src/brand/fetch/render';
import { importBrand } from '../../src/brand/pipeline';
import { IMPORT_LIMITS, ImportBudget } from '../../src/brand/fetch/budget';
import { CRAWL_DEFAULTS } from '../../src/brand/fetch/crawl';
import { startTestServer, type TestServer } from '../helpers/server';
import { serveHandler, serveSite } from '../brand/helpers/site-server';

const hasChromium = !!chromiumPath();

/**
 * The per-request import timeout of the server that imports the sites which can only end at a
 * deadline (the default, 10 s, made them wait 10–20 s each). Every limit that ends such an import
 * is a multiple of it (the import's budget 6×, a render's deadline T + min(3 s, T) + 2 s), and so
 * is each import's time bound below. The sites that end on a size limit need CPU, not a deadline,
 * and are imported by a server with the default, whose 60 s budget a loaded machine never meets.
 */
const DEADLINE_TIMEOUT_MS = 5000;
/** The render deadline Chromium meets on a page that never finishes: 5 s load + 3 s network idle + 2 s slack. */
const RENDER_DEADLINE_S = 10;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
type Site = { url: string; requests: string[]; close(): Promise<void> };

async function serve(handler: Handler): Promise<Site> {
  const requests: string[] = [];
  const served = await serveHandler((req, res) => {
    requests.push(req.url ?? '/');
    // A client that gives up must not leave a writer spinning.
    res.on('error', () => {});
    handler(req, res);
  });
  return { ...served, requests };
}

const html = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile Co</title>${head}</head><body>${body}</body></html>`;
const header = (logo: string) => `<header><a href="/"><img class="logo" src="${logo}" alt="Hostile Co logo" width="200" height="50"></a></header>`;
const prose = '<p>Hostile Co makes sturdy things for people who like them sturdy, and says so at length.</p>'.repeat(3);
const page = (res: http.ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

/** Sends `chunk` every `everyMs` until the client goes away: a response that never ends. */
function drip(res: http.ServerResponse, type: string, chunk: string, everyMs: number, first = '') {
  res.writeHead(200, { 'content-type': type });
  res.write(first);
  const timer = setInterval(() => {
    if (res.destroyed || res.writableEnded) return clearInterval(timer);
    res.write(chunk);
  }, everyMs);
  res.on('close', () => clearInterval(timer));
}

/** As fast as the client reads: writes again each time the socket drains. */
function flood(res: http.ServerResponse, type: string, chunk: string, first = '') {
  res.writeHead(200, { 'content-type': type });
  res.write(first);
  const buf = Buffer.from(chunk.repeat(Math.ceil(65536 / chunk.length)));
  const pump = () => {
    while (!res.destroyed && res.write(buf));
  };
  res.on('drain', pump);
  pump();
}

/** A valid PNG whose header claims width × height pixels, all of them one deflate stream of zeros. */
function pngBomb(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // 1-bit grey: 50 MB of zeros deflate to ~50 KB, and decode to 400 megapixels
  const idat = zlib.deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const laughs =
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lollollollollollollollollollol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('') +
  ']><svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><text y="20">&j;</text></svg>';
const hugeSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="1000000"><rect width="10" height="10" fill="#c0392b"/></svg>';
let uses = '<g id="u0"><rect width="1" height="1" fill="#c0392b"/></g>';
for (let i = 1; i <= 30; i++) uses += `<g id="u${i}">${`<use href="#u${i - 1}"/>`.repeat(10)}</g>`;
const useBomb = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><defs>${uses}</defs><use href="#u30"/></svg>`;
const deepSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50">${'<g>'.repeat(5000)}<rect width="10" height="10"/>${'</g>'.repeat(5000)}</svg>`;

interface Scenario {
  name: string;
  handler: Handler;
  /** What the user must get, and the words that tell them why. */
  outcome: 'completed' | 'failed';
  cause: RegExp;
  check?(site: Site, status: any, brand: any): void;
  /** Can only end at a deadline: imported by the server whose per-request timeout is DEADLINE_TIMEOUT_MS. */
  endsAtDeadline?: boolean;
}

function scenarios(logoPng: Buffer): Scenario[] {
  const goodLogo = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'image/png' }).end(logoPng);
  return [
    {
      name: '10 MB of HTML',
      outcome: 'completed',
      cause: /larger than 3\.0 MB.*first 3\.0 MB/,
      handler: (req, res) => {
        if (req.url === '/logo.png') return goodLogo(res);
        page(res, html('', header('/logo.png') + prose + `<p>${'lorem ipsum dolor sit amet '.repeat(400_000)}</p>`));
      },
      check: (_site, _status, brand) => expect(brand.logo?.sourceUrl).toMatch(/\/logo\.png$/),
    },
    {
      name: 'an HTML page that never ends',
      outcome: 'completed',
      cause: /larger than 3\.0 MB.*first 3\.0 MB/,
      handler: (req, res) => {
        if (req.url === '/logo.png') return goodLogo(res);
        flood(res, 'text/html', '<p>and on and on and on</p>', html('', header('/logo.png') + prose).replace('</body></html>', ''));
      },
    },
    {
      name: '5,000 stylesheets of 600 KB each',
      outcome: 'completed',
      cause: new RegExp(`5,001 stylesheets.*first ${IMPORT_LIMITS.maxStylesheets}`),
      handler: (req, res) => {
        if (req.url?.startsWith('/s/')) {
          return res.writeHead(200, { 'content-type': 'text/css' }).end(`body{color:#222}.x${req.url.length}{color:#c0392b}/*${'x'.repeat(600_000)}*/`);
        }
        const links = Array.from({ length: 5000 }, (_, i) => `<link rel="stylesheet" href="/s/${i}.css">`).join('');
        page(res, html(`${links}<style>@import "/s/imported.css";</style>`, prose));
      },
      check: (site) => {
        const fetched = site.requests.filter((u) => u.startsWith('/s/')).length;
        expect(fetched).toBeLessThanOrEqual(IMPORT_LIMITS.maxStylesheets);
      },
    },
    {
      name: 'SVG bombs as logo and icons',
      outcome: 'completed',
      cause: /No logo could be used/,
      handler: (req, res) => {
        const svgs: Record<string, string> = { '/laughs.svg': laughs, '/huge.svg': hugeSvg, '/use.svg': useBomb, '/deep.svg': deepSvg };
        if (req.url! in svgs) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgs[req.url!]);
        page(
          res,
          html(
            '<link rel="icon" href="/huge.svg"><link rel="apple-touch-icon" href="/deep.svg"><meta property="og:image" content="/use.svg">',
            `<header><a href="/" class="logo">${useBomb}</a><img class="logo" src="/laughs.svg" alt="logo"><img class="site-logo" src="/huge.svg" alt="logo"></header>${prose}`,
          ),
        );
      },
      check: (_site, status) => expect(status.warnings.join('\n')).toMatch(/amplification|pixel limit|too large|referenced elements|depth/i),
    },
    {
      name: 'a redirect loop',
      outcome: 'failed',
      cause: /too many redirects/,
      handler: (_req, res) => res.writeHead(302, { location: '/' }).end(),
    },
    {
      name: 'a 1,000-step redirect chain',
      outcome: 'failed',
      cause: /too many redirects/,
      handler: (req, res) => {
        const n = Number(req.url!.slice(1) || 0);
        if (n >= 1000) return page(res, html('', prose));
        res.writeHead(301, { location: `/${n + 1}` }).end();
      },
      check: (site) => expect(site.requests.length).toBeLessThanOrEqual(10),
    },
    {
      name: 'a 20,000 × 20,000 PNG logo',
      outcome: 'completed',
      cause: /No logo could be used.*20000×20000/,
      handler: (req, res) => {
        if (req.url === '/bomb.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(pngBomb(20_000, 20_000));
        page(res, html('', header('/bomb.png') + prose));
      },
    },
    {
      name: 'a page that drips one byte a second',
      endsAtDeadline: true,
      outcome: 'failed',
      cause: /timed out/,
      handler: (_req, res) => drip(res, 'text/html', ' ', 1000, '<!doctype html><html><head>'),
    },
    {
      name: 'headers, then a body that never comes',
      endsAtDeadline: true,
      outcome: 'failed',
      cause: /timed out/,
      handler: (_req, res) => drip(res, 'text/html', '', 60_000),
    },
    {
      // An app shell, so Chromium (where installed) renders it; its script never yields again.
      name: 'a JavaScript app whose script loops forever',
      endsAtDeadline: true,
      outcome: 'completed',
      cause: hasChromium ? new RegExp(`rendering it in Chromium failed \\(the page did not finish rendering within ${RENDER_DEADLINE_S} s\\)`) : /Chromium is not installed/,
      handler: (_req, res) =>
        page(res, html('', `<div id="app"></div><script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 50));</script>`)),
    },
    {
      name: 'a JavaScript app that builds 300,000 elements',
      outcome: 'completed',
      // Chromium either builds the page and the extractor stops at 10,000 elements, or, on a loaded
      // two-core machine running ten hostile imports at once, the render meets its own 15 s deadline
      // first: both are the bounded ending this case exists for, and each names its cause. Building
      // the page is work, not waiting: it keeps the default timeout, whose page load (10 s) a
      // loaded machine's Chromium meets.
      cause: hasChromium
        ? /more than 10,000 elements once rendered; only the first 10,000 were read|did not finish rendering within 15 s\); only the static HTML was read/
        : /Chromium is not installed/,
      handler: (_req, res) =>
        page(
          res,
          html(
            '',
            `<div id="app"></div><script>addEventListener('DOMContentLoaded', () => { const f = document.createDocumentFragment(); for (let i = 0; i < 300000; i++) { const p = document.createElement('p'); p.textContent = 'row ' + i; f.appendChild(p); } document.getElementById('app').appendChild(f); });</script>`,
          ),
        ),
    },
    {
      name: 'a stylesheet and a logo that never end',
      endsAtDeadline: true,
      outcome: 'completed',
      cause: /No logo could be used.*timed out/,
      handler: (req, res) => {
        if (req.url === '/slow.css') return drip(res, 'text/css', '/* */', 200, 'body{color:#111}');
        if (req.url === '/fast.css') return flood(res, 'text/css', 'a{color:red}');
        if (req.url === '/logo.png') return drip(res, 'image/png', '\0', 200, logoPng.subarray(0, 32).toString('latin1'));
        page(res, html('<link rel="stylesheet" href="/slow.css"><link rel="stylesheet" href="/fast.css">', header('/logo.png') + prose));
      },
      check: (_site, status) => {
        const sheets = status.pages.filter((p: { url: string }) => /\.css$/.test(p.url));
        expect(sheets.map((p: { status: string; error?: string }) => `${p.status} ${p.error}`).sort()).toEqual([
          expect.stringMatching(/^failed timed out/),
          'fetched only the first 1.0 MB was read',
        ]);
      },
    },
  ];
}

// What these sites attack is the fetcher and the extractor, which are the same on both backends
// (the stored kit's normalisation is tested on both in test/brand/); once is enough, on the embedded one.
describe('brand import of hostile websites', () => {
  const backend = 'sqlite';
  const unlimited = { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } };
  /** The default per-request timeout (10 s), and DEADLINE_TIMEOUT_MS: two servers of one process, whose memory is measured. */
  let s: TestServer;
  let sDeadline: TestServer;
  const sites: Site[] = [];
  let logoPng: Buffer;

  beforeAll(async () => {
    [s, sDeadline] = await Promise.all([startTestServer(backend, unlimited), startTestServer(backend, { ...unlimited, importTimeoutMs: DEADLINE_TIMEOUT_MS })]);
    logoPng = await sharp({ create: { width: 400, height: 100, channels: 4, background: '#c0392b' } }).png().toBuffer();
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
    await Promise.all([s?.close(), sDeadline?.close()]);
  });
  const serverOf = (sc: Scenario) => (sc.endsAtDeadline ? sDeadline : s);
  const timeoutOf = (sc: Scenario) => (sc.endsAtDeadline ? DEADLINE_TIMEOUT_MS : CRAWL_DEFAULTS.timeoutMs);

  async function importUrl(url: string, server = s): Promise<string> {
    const res = await server.request('POST', '/v1/projects/import', { body: { urls: [url], name: 'Hostile Co' } });
    expect(res.status).toBe(201);
    return res.body.data.projectId;
  }

  it('ends every hostile import with a result or IMPORT_FAILED naming the cause, in bounded time and memory', async () => {
    // A normal import first, so the pipeline's modules are loaded before memory is measured.
    const warm = await serveSite('northwind-shop');
    sites.push(warm);
    const warmId = await importUrl(warm.url);
    for (;;) {
      const st = (await s.request('GET', `/v1/projects/${warmId}/status`)).body.data;
      if (st.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let slowestHealth = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

    const list = scenarios(logoPng);
    const served = await Promise.all(list.map((sc) => serve(sc.handler)));
    sites.push(...served);
    const runs = await Promise.all(
      list.map(async (sc, i) => {
        const server = serverOf(sc);
        const projectId = await importUrl(served[i].url, server);
        let started: number | undefined;
        for (;;) {
          const st = (await server.request('GET', `/v1/projects/${projectId}/status`)).body.data;
          // Measured from when a worker picks the job up: imports queue behind each other.
          if (started === undefined && st.stage !== 'queued') started = Date.now();
          if (st.status !== 'pending') return { sc, server, site: served[i], projectId, status: st, ms: Date.now() - (started ?? Date.now()) };
          const t = Date.now();
          expect((await fetch(`${server.url}/health`)).status).toBe(200);
          slowestHealth = Math.max(slowestHealth, Date.now() - t);
          await new Promise((r) => setTimeout(r, 100));
        }
      }),
    );
    clearInterval(sampler);

    const growthMb = Math.round((peak - baseline) / 1024 / 1024);
    console.log(
      [
        ...runs.map((r) => `${r.sc.name}: ${r.status.status} in ${r.ms} ms — ${r.status.error ?? r.status.warnings.join(' | ')}`.slice(0, 400)),
        `RSS growth ${growthMb} MB; slowest /health ${slowestHealth} ms`,
      ].join('\n'),
    );
    for (const r of runs) {
      const said = r.status.status === 'failed' ? r.status.error : r.status.warnings.join('\n');
      expect({ name: r.sc.name, status: r.status.status, said }).toEqual({ name: r.sc.name, status: r.sc.outcome, said: expect.stringMatching(r.sc.cause) });
      if (r.status.status === 'failed') {
        expect(r.status.errorCode).toBe('IMPORT_FAILED');
        expect(r.status.error).toContain(r.site.url.replace(/\/$/, ''));
      }
      expect(r.ms, r.sc.name).toBeLessThan(IMPORT_LIMITS.totalTimeoutFactor * timeoutOf(r.sc) + 2000);
      const brand = (await r.server.request('GET', `/v1/projects/${r.projectId}`)).body.data.brand;
      r.sc.check?.(r.site, r.status, brand);
    }
    // The issue's bound for ten hostile imports at once, two of them running at any time on each
    // server, the large pages all on one (measured 244–425 MB, most of it garbage from extracting
    // two 3 MB pages at once).
    expect(growthMb).toBeLessThan(500);
    for (const server of [s, sDeadline]) {
      const health = await server.request('GET', '/health', { key: null });
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('ok');
    }
  }, 120_000);
});

describe('the time budget of one import', () => {
  it('stops a site whose every asset is slow at the import deadline, keeping what arrived', async () => {
    // Every secondary page, stylesheet (each importing the next) and logo candidate drips for just
    // under the per-request timeout: one after another they would take many times the budget.
    const timeoutMs = 1000;
    const site = await serve((req, res) => {
      const slowly = (type: string, body: string) => {
        res.writeHead(200, { 'content-type': type });
        setTimeout(() => res.end(body), timeoutMs * 0.9);
      };
      if (req.url === '/') {
        return page(
          res,
          html(
            '<link rel="stylesheet" href="/a.css"><link rel="icon" href="/i0.png"><link rel="apple-touch-icon" href="/i1.png"><meta property="og:image" content="/og.png">',
            `<header><img class="logo" src="/l0.png"><img class="site-logo" src="/l1.png"><img class="brand" src="/l2.png"><img class="logo-dark" src="/l3.png"><img class="logo-mark" src="/l4.png"></header><nav><a href="/about">About</a><a href="/shop">Shop</a><a href="/contact">Contact</a><a href="/pricing">Pricing</a></nav>${prose}`,
          ),
        );
      }
      if (req.url === '/a.css') return slowly('text/css', '@import "/b.css"; body{color:#123456}');
      if (req.url === '/b.css') return slowly('text/css', '@import "/c.css"; h1{color:#654321}');
      if (req.url === '/x.css') return slowly('text/css', '@import "/y.css"; h2{color:#111}');
      if (req.url === '/y.css') return slowly('text/css', '@import "/z.css"; h3{color:#111}');
      if (req.url!.endsWith('.css')) return slowly('text/css', 'p{color:#111}');
      if (req.url!.endsWith('.png')) return slowly('image/png', 'not a png');
      return slowly('text/html', html('<link rel="stylesheet" href="/x.css">', prose));
    });
    try {
      const t = Date.now();
      const result = await importBrand([site.url], {
        allowPrivate: true,
        fallbackName: 'Slow Co',
        render: 'never',
        timeoutMs,
        storeImage: async () => 'http://x/logo.png',
      });
      const ms = Date.now() - t;
      expect(ms).toBeLessThan(IMPORT_LIMITS.totalTimeoutFactor * timeoutMs + 1000);
      expect(result.kit.name).toBe('Hostile Co');
      expect(result.warnings.join('\n')).toMatch(/time budget/);
    } finally {
      await site.close();
    }
  });
});

describe('the byte budget of one import', () => {
  const fetchOf = (bytes: number, ms = 0) => async (cap: number) => {
    await new Promise((r) => setTimeout(r, ms));
    return { value: Math.min(bytes, cap), bytes: Math.min(bytes, cap) };
  };

  it('gives each download at most what is left, keeps what pages used and refunds the rest', async () => {
    const budget = new ImportBudget(10_000, 1000, 4);
    try {
      expect(await budget.fetch('http://x/a', 600, fetchOf(600))).toBe(600);
      expect(await budget.fetch('http://x/b', 600, fetchOf(50))).toBe(50); // 350 left, 50 used
      expect(await budget.fetch('http://x/c', 600, fetchOf(600))).toBe(350); // cut to what is left
      await expect(budget.fetch('http://x/d', 600, fetchOf(1))).rejects.toMatchObject({ kind: 'budget', url: 'http://x/d', reason: /already read/ });
      // Images are converted and dropped: they neither spend nor need the budget.
      expect(await budget.fetch('http://x/logo.png', 5000, fetchOf(5000), false)).toBe(5000);
    } finally {
      budget.close();
    }
  });

  it('holds parallel downloads to the budget and to its number of slots', async () => {
    const budget = new ImportBudget(10_000, 1000, 3);
    let running = 0;
    let most = 0;
    const got = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        budget
          .fetch(`http://x/${i}`, 300, async (cap) => {
            most = Math.max(most, ++running);
            await new Promise((r) => setTimeout(r, 10));
            running--;
            return { value: cap, bytes: cap };
          })
          .catch(() => 0),
      ),
    );
    budget.close();
    expect(most).toBe(3);
    expect(got.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('fails downloads that start after the deadline as skipped, naming the budget', async () => {
    const budget = new ImportBudget(50, 1000, 2);
    try {
      await new Promise((r) => setTimeout(r, 80));
      expect(budget.expired).toBe(true);
      await expect(budget.fetch('http://x/late', 10, fetchOf(10))).rejects.toMatchObject({ kind: 'budget', reason: /time budget of 0 s ran out/ });
    } finally {
      budget.close();
    }
  });
});

describe('SVG logos', () => {
  const svg = (inner: string, attrs = 'width="200" height="50"') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${inner}</svg>`);

  it('draws a logo that reuses its parts through <use>, nested a few levels', async () => {
    const dot = '<circle id="dot" r="2" fill="#c0392b"/>';
    const row = `<g id="row">${Array.from({ length: 20 }, (_, i) => `<use href="#dot" x="${i * 5 + 2}" y="2"/>`).join('')}</g>`;
    const grid = `<defs>${dot}${row}</defs>${Array.from({ length: 10 }, (_, i) => `<use xlink:href="#row" y="${i * 5}"/>`).join('')}`;
    const out = await toPng(svg(grid));
    expect([out.width, out.height]).toEqual([200, 50].map((n) => n * 2));
    expect(out.dominant).toBe('#c0392b');
  });

  it('refuses a <use> that refers to its own ancestor, and entity declarations, before drawing', async () => {
    await expect(toPng(svg('<g id="loop"><rect width="1" height="1"/><use href="#loop"/></g>'))).rejects.toThrow(/refers to itself/);
    await expect(toPng(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "x">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&a;</text></svg>'))).rejects.toThrow(/declares XML entities/);
  });

  it('counts what nested <use> would draw and refuses past the limit, whatever the nesting', async () => {
    // 4 levels of 20 copies: 160,000 rectangles from 81 elements.
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let i = 1; i <= 4; i++) defs += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(20)}</g>`;
    await expect(toPng(svg(`<defs>${defs}</defs><use href="#l4"/>`))).rejects.toThrow(`more than ${MAX_DRAWN_ELEMENTS.toLocaleString('en')} elements`);
  });
});
