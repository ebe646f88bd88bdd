import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../test/helpers/server';
import { Brandmail, type BrandmailOptions } from '../src';

/** The real server (SQLite, real HTTP on a free port); rate limits off except the free plan's. */
export function startServer(overrides: Parameters<typeof startTestServer>[1] = {}): Promise<TestServer> {
  return startTestServer('sqlite', { rateLimits: { free: 20, premium: 0, business: 0, enterprise: 0 }, ...overrides });
}

export function client(s: TestServer, options: BrandmailOptions = {}): Brandmail {
  return new Brandmail({ apiKey: s.key, baseUrl: s.url, ...options });
}

/** What the proxy does with the n-th request it gets (0-based). */
export type Fault =
  | 'forward'
  /** Answer this status without asking the server (with Retry-After when given). */
  | { status: number; retryAfter?: string; body?: string }
  /** Forward to the server, then lose its answer: the client gets this status instead. */
  | { forwardThen: number }
  /** Close the connection without answering. */
  | 'drop'
  /** Wait this long, then forward (the client may have given up meanwhile). */
  | { delay: number };

export type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders; at: number; upstream?: { status: number; headers: http.IncomingHttpHeaders }; error?: string };

export type FaultProxy = {
  url: string;
  requests: Seen[];
  faults: Fault[];
  /** Resolves when every forwarded request has had its upstream answer. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A local HTTP proxy in front of the real server that injects failures by request number:
 * 429/503 answers, lost answers, dropped connections and delays. Requests past the end of
 * `faults` are forwarded untouched.
 */
export async function startFaultProxy(target: string, faults: Fault[] = []): Promise<FaultProxy> {
  const requests: Seen[] = [];
  const pending = new Set<Promise<void>>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const n = requests.length;
      const seen: Seen = { method: req.method!, path: req.url!, headers: req.headers, at: Date.now() };
      requests.push(seen);
      const fault = proxy.faults[n] ?? 'forward';
      if (fault === 'drop') return req.socket.destroy();
      if (typeof fault === 'object' && 'status' in fault) {
        res.writeHead(fault.status, { 'content-type': 'text/plain', ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}) });
        return res.end(fault.body ?? `injected ${fault.status}`);
      }
      const work = (async () => {
        if (typeof fault === 'object' && 'delay' in fault) await new Promise((r) => setTimeout(r, fault.delay));
        const headers = { ...req.headers };
        for (const h of ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']) delete headers[h];
        const upstream = await fetch(target + req.url, {
          method: req.method,
          headers: headers as Record<string, string>,
          body: ['GET', 'HEAD'].includes(req.method!) ? undefined : new Uint8Array(Buffer.concat(chunks)),
        });
        const text = await upstream.text();
        const upstreamHeaders: Record<string, string> = {};
        upstream.headers.forEach((v, k) => (upstreamHeaders[k] = v));
        seen.upstream = { status: upstream.status, headers: upstreamHeaders };
        if (res.destroyed || res.writableEnded) return;
        if (typeof fault === 'object' && 'forwardThen' in fault) {
          res.writeHead(fault.forwardThen, { 'content-type': 'text/plain' });
          return void res.end('the answer was lost');
        }
        const out: Record<string, string> = {};
        upstream.headers.forEach((v, k) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
        });
        res.writeHead(upstream.status, out);
        res.end(text);
      })().catch((err) => {
        seen.error = String(err?.cause ?? err);
        res.destroy();
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    faults,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  return proxy;
}

export type Site = { url: string; hold(): void; release(): void; close(): Promise<void> };

/**
 * A one-page brand website for imports. `hold()` makes it stop answering (an import then stays
 * pending) until `release()`.
 */
export async function startSite(name = 'Acme Widgets'): Promise<Site> {
  let held = false;
  const waiting: (() => void)[] = [];
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} — widgets for everyone</title>
<meta name="description" content="${name} makes sturdy widgets for home and office.">
<style>body{background:#ffffff;color:#1f2937;font-family:Georgia,serif}header,.btn{background:#1d4ed8;color:#ffffff}a{color:#1d4ed8}</style></head>
<body><header><a href="/"><img src="/logo.svg" alt="${name} logo" width="160" height="40"></a></header>
<main><h1>Widgets that last</h1><p>Every ${name} widget is built to last a lifetime. Order today and get free shipping.</p>
<a class="btn" href="/shop">Shop now</a></main>
<footer><p>Contact us at hello@acme.test</p></footer></body></html>`;
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="#1d4ed8"/><text x="10" y="27" fill="#fff" font-size="20">${name}</text></svg>`;
  const server = http.createServer((req, res) => {
    const answer = () => {
      if (req.url?.startsWith('/logo.svg')) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(logo);
      if (req.url === '/' || req.url?.startsWith('/?')) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    };
    if (held) waiting.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    hold: () => void (held = true),
    release: () => {
      held = false;
      for (const w of waiting.splice(0)) w();
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
