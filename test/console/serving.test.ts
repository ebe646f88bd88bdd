import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/** The console is served by the API's own process, under a strict policy, without a key. */
describe('console serving', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('serves its page at / without a key, under a strict Content-Security-Policy', async () => {
    const res = await s.request('GET', '/', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // No inline script in the page: the policy would refuse it.
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.text).toMatch(/<script type="module" src="\/console\/main-[A-Z0-9]+\.js">/);
  });

  it('serves content-hashed assets for good, and a 404 for anything else under /console/', async () => {
    const page = (await s.request('GET', '/', { key: null })).text;
    const script = /src="(\/console\/[^"]+\.js)"/.exec(page)![1];
    const style = /href="(\/console\/[^"]+\.css)"/.exec(page)![1];
    for (const [path, type] of [[script, /^text\/javascript/], [style, /^text\/css/]] as const) {
      const res = await s.request('GET', path, { key: null });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
    }
    expect((await s.request('GET', '/console/main-NOPE.js', { key: null })).status).toBe(404);
    expect((await s.request('GET', '/console/..%2Fpackage.json', { key: null })).status).toBe(404);
  });

  it('leaves the API and its reference where they were', async () => {
    expect((await s.request('GET', '/v1/projects', { key: null })).status).toBe(401);
    expect((await s.request('GET', '/docs', { key: null })).status).toBeLessThan(400);
    const openapi = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    expect(Object.keys(openapi.paths).some((p) => p === '/' || p.startsWith('/console'))).toBe(false);
  });
});

