import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, nonPublicRange, OutboundError, safeFetch, safeFetchStream, USER_AGENT } from '../../../src/lib/net';

type Served = { url: string; hits: string[]; close(): Promise<void> };

async function serve(handler: http.RequestListener, host = '127.0.0.1'): Promise<Served> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    hits,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

async function failure(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => undefined,
    (e) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

let site: Served;
let aborted = 0;

beforeAll(async () => {
  site = await serve((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    switch (url.pathname) {
      case '/echo': {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ method: req.method, headers: req.headers, body }));
        });
        return;
      }
      case '/gzip':
        res.setHeader('content-encoding', 'gzip');
        return void res.end(zlib.gzipSync('hello gzip'));
      case '/br':
        res.setHeader('content-encoding', 'br');
        return void res.end(zlib.brotliCompressSync('hello brotli'));
      case '/redirect':
        res.statusCode = Number(url.searchParams.get('status') ?? 302);
        res.setHeader('location', url.searchParams.get('to')!);
        return void res.end();
      case '/loop':
        res.statusCode = 302;
        res.setHeader('location', '/loop');
        return void res.end();
      case '/endless': {
        // Streams forever: only the client's size cap ends this response.
        res.on('close', () => aborted++);
        const write = () => {
          while (res.write(chunk)) if (res.destroyed) return;
          res.once('drain', write);
        };
        return write();
      }
      case '/bomb':
        res.setHeader('content-encoding', 'gzip');
        return void res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
      case '/hang':
        return; // never answers
      default:
        res.end('ok');
    }
  });
});
afterAll(() => site.close());

const local = { allowPrivate: true };

describe('safeFetch against reachable servers', () => {
  it('returns status, headers and body, and identifies itself', async () => {
    const res = await safeFetch(`${site.url}/echo`, { ...local, method: 'POST', body: 'ping', headers: { 'X-Test': '1' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const echoed = JSON.parse(res.body.toString());
    expect(echoed).toMatchObject({ method: 'POST', body: 'ping' });
    expect(echoed.headers['user-agent']).toBe(USER_AGENT);
    expect(USER_AGENT).toMatch(/^brandmail\/\d+\.\d+\.\d+ \(\+https:\/\/github\.com\/brandmail\)$/);
    expect(echoed.headers['x-test']).toBe('1');
    expect(res.redirects).toEqual([]);
    expect(res.truncated).toBe(false);
  });

  it('decodes gzip and brotli bodies', async () => {
    expect((await safeFetch(`${site.url}/gzip`, local)).body.toString()).toBe('hello gzip');
    expect((await safeFetch(`${site.url}/br`, local)).body.toString()).toBe('hello brotli');
  });

  it('follows redirects, reporting each hop and the final URL', async () => {
    const second = `${site.url}/redirect?to=${encodeURIComponent('/echo')}`;
    const res = await safeFetch(`${site.url}/redirect?to=${encodeURIComponent(second)}`, local);
    expect(res.status).toBe(200);
    expect(res.redirects).toEqual([second, `${site.url}/echo`]);
    expect(res.url).toBe(`${site.url}/echo`);
  });

  it('turns a POST answered with 303 into a GET without the body', async () => {
    const res = await safeFetch(`${site.url}/redirect?status=303&to=/echo`, { ...local, method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(JSON.parse(res.body.toString())).toMatchObject({ method: 'GET', body: '' });
  });

  it('keeps Authorization on the same origin and drops it when a redirect leaves it', async () => {
    const other = await serve((req, res) => res.end(JSON.stringify(req.headers)));
    try {
      const same = await safeFetch(`${site.url}/redirect?to=/echo`, { ...local, headers: { authorization: 'Bearer s3cret' } });
      expect(JSON.parse(same.body.toString()).headers.authorization).toBe('Bearer s3cret');
      const cross = await safeFetch(`${site.url}/redirect?to=${encodeURIComponent(other.url + '/')}`, { ...local, headers: { authorization: 'Bearer s3cret' } });
      expect(JSON.parse(cross.body.toString()).authorization).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('returns a 3xx as is when told not to follow redirects', async () => {
    const res = await safeFetch(`${site.url}/redirect?status=301&to=/echo`, { ...local, followRedirects: false });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/echo');
  });

  it('stops after maxRedirects', async () => {
    const err = await failure(safeFetch(`${site.url}/loop`, { ...local, maxRedirects: 3 }));
    expect(err.kind).toBe('too_many_redirects');
    expect(site.hits.filter((h) => h === 'GET /loop').length).toBe(4);
  });

  it('aborts a download past maxBytes instead of reading it all', async () => {
    const before = aborted;
    const err = await failure(safeFetch(`${site.url}/endless`, { ...local, maxBytes: 256 * 1024 }));
    expect(err.kind).toBe('too_large');
    expect(err.message).toMatch(/larger than 256 KB/);
    await expect.poll(() => aborted).toBe(before + 1);
  });

  it('applies the size cap to decoded bytes (a small gzip that inflates to 20 MB)', async () => {
    const err = await failure(safeFetch(`${site.url}/bomb`, { ...local, maxBytes: 1024 * 1024 }));
    expect(err.kind).toBe('too_large');
  });

  it('can truncate instead of failing', async () => {
    const res = await safeFetch(`${site.url}/endless`, { ...local, maxBytes: 1000, onTooLarge: 'truncate' });
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(1000);
  });

  it('enforces the size cap on the streaming variant too', async () => {
    const res = await safeFetchStream(`${site.url}/endless`, { ...local, maxBytes: 200 * 1024 });
    let got = 0;
    const err = await failure(
      (async () => {
        for await (const c of res.body) got += c.length;
      })(),
    );
    expect(err.kind).toBe('too_large');
    expect(got).toBeLessThanOrEqual(200 * 1024);
    const ok = await safeFetchStream(`${site.url}/gzip`, local);
    const parts: Buffer[] = [];
    for await (const c of ok.body) parts.push(c);
    expect(Buffer.concat(parts).toString()).toBe('hello gzip');
  });

  it('gives up after the total timeout', async () => {
    const err = await failure(safeFetch(`${site.url}/hang`, { ...local, timeoutMs: 200 }));
    expect(err.kind).toBe('timeout');
  });

  it('honours the caller’s abort signal', async () => {
    const controller = new AbortController();
    const p = safeFetch(`${site.url}/hang`, { ...local, signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(p).rejects.toThrow('caller gave up');
  });

  it('reports refused connections, unknown hosts and bad URLs by kind', async () => {
    const closed = await serve(() => {});
    await closed.close();
    expect((await failure(safeFetch(`${closed.url}/`, local))).kind).toBe('network');
    expect((await failure(safeFetch('http://no-such-host.invalid/', local))).kind).toBe('dns');
    for (const bad of ['not a url', 'ftp://example.com/file', 'file:///etc/passwd', 'http://user:pw@example.com/']) {
      expect((await failure(safeFetch(bad, local))).kind).toBe('invalid_url');
    }
  });
});

describe('safeFetch refusing private networks', () => {
  const blocked = [
    'http://127.0.0.1:PORT/',
    'http://[::1]:PORT/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://2130706433:PORT/', // 127.0.0.1 written as one number
    'http://localhost:PORT/', // a name resolving to 127.0.0.1
  ];

  it.each(blocked)('refuses %s before connecting', async (template) => {
    const url = template.replace('PORT', new URL(site.url).port);
    const hits = site.hits.length;
    const err = await failure(safeFetch(url, { allowPrivate: false, timeoutMs: 5000 }));
    expect(err.kind).toBe('blocked');
    expect(err.message).toMatch(/not allowed/);
    expect(site.hits.length).toBe(hits);
  });

  it('names the address a hostname resolved to', async () => {
    const err = await failure(safeFetch(`http://localhost:${new URL(site.url).port}/`));
    expect(err.message).toBe('localhost resolves to 127.0.0.1, is a loopback address; requests to private, loopback and link-local networks are not allowed.');
  });

  it('checks every redirect hop, not only the first URL', async () => {
    // Only 127.0.0.1 is "public" here, so the first hop is allowed and the redirect is judged.
    const onlyFirstHop = (ip: string) => ip === '127.0.0.1';
    const inside = await serve((_req, res) => res.end('secret'), '127.0.0.2');
    try {
      const res = await safeFetch(`${site.url}/echo`, { allowAddress: onlyFirstHop });
      expect(res.status).toBe(200);
      for (const to of [`${inside.url}/`, 'http://169.254.169.254/latest/meta-data/']) {
        const err = await failure(safeFetch(`${site.url}/redirect?to=${encodeURIComponent(to)}`, { allowAddress: onlyFirstHop }));
        expect(err.kind).toBe('blocked');
        expect(err.url).toBe(to);
      }
      expect(inside.hits).toEqual([]);
    } finally {
      await inside.close();
    }
  });

  it('checks the address actually connected to, not a prior lookup', async () => {
    // `localhost` passes a check that only looks at the name; the connection-time check refuses it.
    const err = await failure(safeFetch(`http://localhost:${new URL(site.url).port}/`, { allowAddress: (ip) => ip !== '127.0.0.1' }));
    expect(err.kind).toBe('blocked');
  });

  it('validates a URL without fetching it', async () => {
    await expect(checkOutboundUrl('http://localhost/')).rejects.toMatchObject({ kind: 'blocked' });
    await expect(checkOutboundUrl('http://localhost/', { allowPrivate: true })).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('http://93.184.215.14/')).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('gopher://x/')).rejects.toMatchObject({ kind: 'invalid_url' });
  });
});

describe('nonPublicRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['::7f00:1', 'ipv4Compatible'],
  ])('%s is %s', (ip, range) => expect(nonPublicRange(ip)).toBe(range));

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (ip) => expect(nonPublicRange(ip)).toBeUndefined());
});
