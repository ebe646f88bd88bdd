import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError, safeFetchStatus, USER_AGENT } from '../../../src/lib/net';

let server: http.Server;
let base: string;
let port: number;
let connections = 0;
let endlessClosed = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    switch (req.url) {
      case '/ua':
        res.setHeader('x-ua', req.headers['user-agent'] ?? '');
        res.setHeader('x-accept', req.headers.accept ?? '');
        return void res.end();
      case '/moved':
        res.statusCode = 301;
        res.setHeader('location', '/ua');
        return void res.end();
      case '/endless': {
        res.on('close', () => endlessClosed++);
        const write = () => {
          while (res.write(chunk)) if (res.destroyed) return;
          res.once('drain', write);
        };
        return write();
      }
      case '/hang':
        return;
      default:
        res.end('<p>ok</p>');
    }
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const local = { allowPrivate: true };
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a failure'),
    (e) => (expect(e).toBeInstanceOf(OutboundError), e as OutboundError),
  );

describe('safeFetchStatus (link checks: status and headers, no body)', () => {
  it('answers status and headers, identifying itself and sending the caller’s headers', async () => {
    const res = await safeFetchStatus(`${base}/ua`, { ...local, method: 'HEAD', headers: { Accept: 'text/html' } });
    expect(res).toMatchObject({ status: 200, url: `${base}/ua`, redirects: [] });
    expect(res.headers['x-ua']).toBe(USER_AGENT);
    expect(res.headers['x-accept']).toBe('text/html');
  });

  it('returns a redirect as is, for the caller to follow hop by hop', async () => {
    const res = await safeFetchStatus(`${base}/moved`, local);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/ua');
  });

  it('refuses private and loopback addresses by default, literal or resolved, before connecting', async () => {
    const before = hits.length;
    for (const url of [`${base}/`, `http://localhost:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, 'http://169.254.169.254/latest/meta-data/']) {
      const err = await failure(safeFetchStatus(url, { timeoutMs: 5000 }));
      expect(err.kind).toBe('blocked');
      expect(err.url).toBe(url);
    }
    expect(hits.length).toBe(before);
  });

  it('judges the address connected to, with a custom policy too', async () => {
    const err = await failure(safeFetchStatus(`http://localhost:${port}/`, { allowAddress: (ip) => ip !== '127.0.0.1' }));
    expect(err.kind).toBe('blocked');
  });

  it('gives up after the timeout and honours the caller’s signal', async () => {
    expect((await failure(safeFetchStatus(`${base}/hang`, { ...local, timeoutMs: 200 }))).kind).toBe('timeout');
    const controller = new AbortController();
    const p = safeFetchStatus(`${base}/hang`, { ...local, signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(p).rejects.toThrow('caller gave up');
  });

  it('stops reading a GET body past maxBytes and closes that connection', async () => {
    const res = await safeFetchStatus(`${base}/endless`, { ...local, maxBytes: 16 * 1024, timeoutMs: 5000 });
    expect(res.status).toBe(200);
    await expect.poll(() => endlessClosed).toBe(1);
  });

  it('reuses connections across HEAD and small GET requests', async () => {
    await safeFetchStatus(`${base}/`, local);
    connections = 0;
    for (let i = 0; i < 10; i++) await safeFetchStatus(`${base}/`, { ...local, method: i % 2 ? 'HEAD' : 'GET' });
    expect(connections).toBeLessThanOrEqual(1);
  });

  it('classifies refused connections and bad URLs', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    expect((await failure(safeFetchStatus(gone, local))).kind).toBe('network');
    expect((await failure(safeFetchStatus('ftp://example.com/', local))).kind).toBe('invalid_url');
  });
});
