import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local site for the link checker, answering the way real servers misbehave: redirects,
 * 404s, HEAD refused, 503 then 200, 429 with Retry-After, a redirect loop and a hang. It can
 * listen on several loopback addresses (127.0.0.1, 127.0.0.2…) so tests see different hosts.
 */
export interface LinkServer {
  port: number;
  url(host?: string): string;
  /** Requests seen, as "METHOD /path". */
  requests: string[];
  /** Most requests in flight at once, per Host header and overall. */
  maxInFlight: { overall: number; perHost: Map<string, number> };
  close(): Promise<void>;
}

export async function startLinkServer(hosts: string[] = ['127.0.0.1'], options: { delayMs?: number } = {}): Promise<LinkServer> {
  const requests: string[] = [];
  const counts = new Map<string, number>();
  let inFlight = 0;
  const hostInFlight = new Map<string, number>();
  const maxInFlight = { overall: 0, perHost: new Map<string, number>() };
  const sockets = new Set<import('node:net').Socket>();

  const handler: http.RequestListener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const host = req.headers.host ?? '';
    requests.push(`${req.method} ${path}`);
    const n = (counts.get(path) ?? 0) + 1;
    counts.set(path, n);
    inFlight++;
    hostInFlight.set(host, (hostInFlight.get(host) ?? 0) + 1);
    maxInFlight.overall = Math.max(maxInFlight.overall, inFlight);
    maxInFlight.perHost.set(host, Math.max(maxInFlight.perHost.get(host) ?? 0, hostInFlight.get(host)!));
    const done = (status: number, headers: Record<string, string> = {}, body = '') => {
      const finish = () => {
        inFlight--;
        hostInFlight.set(host, hostInFlight.get(host)! - 1);
        res.writeHead(status, { 'content-type': 'text/html', ...headers });
        res.end(req.method === 'HEAD' ? undefined : body || `<p>${status}</p>`);
      };
      if (options.delayMs) setTimeout(finish, options.delayMs);
      else finish();
    };
    if (path === '/ok' || path.startsWith('/img/') || path === '/pixel.gif' || path === '/vml-target' || path.startsWith('/page/')) return done(200);
    if (path === '/moved') return done(301, { location: '/ok' });
    if (path === '/chain') return done(302, { location: '/moved' });
    if (path === '/missing') return done(404);
    if (path === '/no-head') return req.method === 'HEAD' ? done(405) : done(200);
    if (path === '/flaky') return n === 1 ? done(503) : done(200);
    if (path === '/limited') return n === 1 ? done(429, { 'retry-after': '1' }) : done(200);
    if (path === '/loop') return done(302, { location: '/loop' });
    if (path === '/slow') {
      inFlight--;
      hostInFlight.set(host, hostInFlight.get(host)! - 1);
      return; // never answers
    }
    return done(404);
  };

  let port = 0;
  const started: http.Server[] = [];
  for (const [i, h] of hosts.entries()) {
    const s = http.createServer(handler);
    s.on('connection', (sock) => {
      sockets.add(sock);
      sock.on('close', () => sockets.delete(sock));
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(i === 0 ? 0 : port, h, () => resolve());
    });
    if (i === 0) port = (s.address() as AddressInfo).port;
    started.push(s);
  }
  return {
    port,
    url: (host = hosts[0]) => `http://${host}:${port}`,
    requests,
    maxInFlight,
    async close() {
      for (const sock of sockets) sock.destroy();
      await Promise.all(started.map((s) => new Promise((r) => s.close(r))));
    },
  };
}
