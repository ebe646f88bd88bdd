import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { Brandmail, BrandmailError } from '../src';
import { client, startFaultProxy, startServer, type FaultProxy } from './helpers';

const hookUrl = (n: number | string) => `http://127.0.0.1:9/hooks/${n}`;

async function rejection(p: Promise<unknown>): Promise<BrandmailError> {
  const err = await p.then(
    () => undefined,
    (e) => e,
  );
  expect(err).toBeInstanceOf(BrandmailError);
  return err as BrandmailError;
}

describe('SDK request core against the real server', () => {
  let s: TestServer;
  let proxies: FaultProxy[] = [];
  const proxy = async (...faults: Parameters<typeof startFaultProxy>[1] & unknown[]) => {
    const p = await startFaultProxy(s.url, faults);
    proxies.push(p);
    return p;
  };
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    await s?.close();
  });

  it('turns API errors into BrandmailError with code, status, requestId and details', async () => {
    const bad = new Brandmail({ apiKey: 'bm_test_not-a-real-key-000000000000000', baseUrl: s.url });
    const unauth = await rejection(bad.projects.list());
    expect(unauth).toMatchObject({ name: 'BrandmailError', code: 'INVALID_API_KEY', status: 401, requestId: expect.stringMatching(/^req_/) });

    const bm = client(s);
    const missing = await rejection(bm.projects.get('prj_doesnotexist'));
    expect(missing).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });

    const invalid = await rejection(bm.webhooks.create({ url: 'ftp://example.com/x', events: ['webhook.test'] }));
    expect(invalid.code).toBe('INVALID_REQUEST');
    expect(invalid.status).toBe(400);
    expect(invalid.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.url' })]));
    expect(JSON.parse(JSON.stringify(invalid))).toMatchObject({ code: 'INVALID_REQUEST', status: 400, requestId: invalid.requestId });

    const { key } = await s.runtime.ctx.accounts.createKey({
      accountId: (await s.runtime.ctx.accounts.listAccounts())[0].id,
      name: 'read only',
      environment: 'test',
      permissions: ['projects:read'],
    });
    const limited = await rejection(new Brandmail({ apiKey: key, baseUrl: s.url }).webhooks.list());
    expect(limited).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS', status: 403 });
    expect(limited.message).toContain('webhooks:read');
  });

  it('refuses to send a request without an API key', async () => {
    const saved = process.env.BRANDMAIL_API_KEY;
    delete process.env.BRANDMAIL_API_KEY;
    try {
      const err = await rejection(new Brandmail({ baseUrl: s.url }).projects.list());
      expect(err.code).toBe('MISSING_API_KEY');
    } finally {
      if (saved !== undefined) process.env.BRANDMAIL_API_KEY = saved;
    }
  });

  it('retries 503s with backoff and gives up after maxRetries', async () => {
    const p = await proxy({ status: 503 }, { status: 502 }, 'forward');
    const page = await client(s, { baseUrl: p.url }).projects.list();
    expect(page.pagination).toMatchObject({ offset: 0, limit: 20 });
    expect(p.requests.map((r) => r.path)).toEqual(['/v1/projects', '/v1/projects', '/v1/projects']);

    const q = await proxy({ status: 503 }, { status: 503 }, 'forward');
    const err = await rejection(client(s, { baseUrl: q.url, maxRetries: 1 }).projects.list());
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(q.requests).toHaveLength(2);
  });

  it('waits out Retry-After on 429 before retrying', async () => {
    const p = await proxy({ status: 429, retryAfter: '1' }, 'forward');
    await client(s, { baseUrl: p.url }).projects.list();
    expect(p.requests).toHaveLength(2);
    expect(p.requests[1].at - p.requests[0].at).toBeGreaterThanOrEqual(1000);
  });

  it('reports the server’s own 429 as RATE_LIMIT_EXCEEDED once retries run out', async () => {
    const accounts = s.runtime.ctx.accounts;
    const account = await accounts.createAccount('Free Co', 'free');
    const { key } = await accounts.createKey({ accountId: account.id, name: 'free', environment: 'test', permissions: ['*'] });
    const bm = new Brandmail({ apiKey: key, baseUrl: s.url, maxRetries: 0 });
    let err: BrandmailError | undefined;
    for (let i = 0; i < 25 && !err; i++) err = await bm.projects.list().then(() => undefined, (e) => e);
    expect(err).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    expect(Number(err!.headers?.get('retry-after'))).toBeGreaterThan(0);
  });

  it('retries dropped connections and reports CONNECTION_ERROR when the server cannot be reached', async () => {
    const p = await proxy('drop', 'forward');
    await client(s, { baseUrl: p.url }).projects.list();
    expect(p.requests).toHaveLength(2);

    const closed = await startFaultProxy(s.url);
    const url = closed.url;
    await closed.close();
    const err = await rejection(client(s, { baseUrl: url, maxRetries: 1 }).projects.list());
    expect(err.code).toBe('CONNECTION_ERROR');
    expect(err.status).toBeUndefined();
    expect(err.message).toContain(url);
  });

  it('times out a slow attempt and retries it; REQUEST_TIMEOUT when every attempt is slow', async () => {
    const p = await proxy({ delay: 2_000 }, 'forward');
    await client(s, { baseUrl: p.url, timeout: 300 }).projects.list();
    expect(p.requests).toHaveLength(2);

    const q = await proxy({ delay: 2_000 });
    const err = await rejection(client(s, { baseUrl: q.url, timeout: 300, maxRetries: 0 }).projects.list());
    expect(err.code).toBe('REQUEST_TIMEOUT');
    await Promise.all([p.settled(), q.settled()]);
  });

  it('creates one resource when a POST is retried after its answer was lost', async () => {
    const p = await proxy({ forwardThen: 503 }, 'forward');
    const bm = client(s, { baseUrl: p.url });
    const created = await bm.webhooks.create({ url: hookUrl('lost-answer'), events: ['webhook.test'], description: 'lost answer' });
    expect(created.secret).toMatch(/^whsec_/);
    expect(p.requests).toHaveLength(2);
    const [first, second] = p.requests;
    expect(first.headers['idempotency-key']).toMatch(/^sdk_/);
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(first.upstream?.status).toBe(201);
    expect(second.upstream?.headers['idempotent-replayed']).toBe('true');
    const all = [];
    for await (const w of client(s).webhooks.listAll()) if (w.description === 'lost answer') all.push(w);
    expect(all.map((w) => w.id)).toEqual([created.id]);
  });

  it('creates one resource when a timed-out POST reaches the server after its retry', async () => {
    const p = await proxy({ delay: 1_500 }, 'forward');
    const created = await client(s, { baseUrl: p.url, timeout: 500 }).webhooks.create({ url: hookUrl('late'), events: ['*'], description: 'late twin' });
    await p.settled();
    // The late first attempt was answered from the idempotency store (or refused while the retry ran).
    expect(p.requests[0].upstream?.headers['idempotent-replayed'] === 'true' || p.requests[0].upstream?.status === 409).toBe(true);
    const mine = (await client(s).webhooks.list({ limit: 100 })).data.filter((w) => w.description === 'late twin');
    expect(mine.map((w) => w.id)).toEqual([created.id]);
  });

  it('does not retry a 409 that answers the request itself (a duplicate contact), nor its replay', async () => {
    const p = await proxy();
    const bm = client(s, { baseUrl: p.url });
    await bm.contacts.create({ email: 'twice@example.com' });
    const started = p.requests.length;
    const dup = await rejection(bm.contacts.create({ email: 'twice@example.com' }));
    expect(dup).toMatchObject({ code: 'CONFLICT', status: 409 });
    // One request: a retry would only have been answered with the same 409 from the idempotency store.
    expect(p.requests.length - started).toBe(1);

    // After a lost answer the retry gets the first attempt's 409 from the idempotency store: that
    // is the answer, and it ends the retries.
    const q = await proxy({ forwardThen: 503 });
    const again = await rejection(client(s, { baseUrl: q.url, maxRetries: 2 }).contacts.create({ email: 'twice@example.com' }));
    expect(again).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(q.requests.map((r) => [r.upstream?.status, r.upstream?.headers['idempotent-replayed'] ?? null])).toEqual([[409, null], [409, 'true']]);
  });

  it('uses a new Idempotency-Key for each call, and the caller’s when given', async () => {
    const p = await proxy();
    const bm = client(s, { baseUrl: p.url });
    const a = await bm.webhooks.create({ url: hookUrl('a'), events: ['webhook.test'] });
    const b = await bm.webhooks.create({ url: hookUrl('a'), events: ['webhook.test'] });
    expect(a.id).not.toBe(b.id);
    const again = await bm.webhooks.create({ url: hookUrl('k'), events: ['webhook.test'] }, { idempotencyKey: 'my-key-1' });
    const replay = await bm.webhooks.create({ url: hookUrl('k'), events: ['webhook.test'] }, { idempotencyKey: 'my-key-1' });
    expect(replay.id).toBe(again.id);
    const reused = await rejection(bm.webhooks.create({ url: hookUrl('other'), events: ['webhook.test'] }, { idempotencyKey: 'my-key-1' }));
    expect(reused).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 409 });
    expect(p.requests.slice(0, 2).map((r) => r.headers['idempotency-key'])).toEqual([expect.stringMatching(/^sdk_/), expect.stringMatching(/^sdk_/)]);
    expect(p.requests[0].headers['idempotency-key']).not.toBe(p.requests[1].headers['idempotency-key']);
    await bm.projects.list();
    expect(p.requests.at(-1)!.headers['idempotency-key']).toBeUndefined();
  });

  it('stops at once when the AbortSignal fires, even between retries', async () => {
    const p = await proxy({ delay: 1_500 });
    const ac = new AbortController();
    const pending = client(s, { baseUrl: p.url }).projects.list({}, { signal: ac.signal });
    setTimeout(() => ac.abort(), 100);
    expect((await rejection(pending)).code).toBe('ABORTED');

    const q = await proxy({ status: 429, retryAfter: '30' });
    const ac2 = new AbortController();
    const waiting = client(s, { baseUrl: q.url }).projects.list({}, { signal: ac2.signal });
    setTimeout(() => ac2.abort(), 200);
    expect((await rejection(waiting)).code).toBe('ABORTED');
    expect(q.requests).toHaveLength(1);
    await p.settled();
  });

  it('identifies itself with the package version and sends the key as a bearer token', async () => {
    const p = await proxy();
    await client(s, { baseUrl: p.url, headers: { 'x-trace': 'abc' } }).projects.list({ limit: 5, offset: 0 });
    const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(p.requests[0].headers['user-agent']).toBe(`brandmail-sdk/${version} node/${process.version}`);
    expect(p.requests[0].headers.authorization).toBe(`Bearer ${s.key}`);
    expect(p.requests[0].headers['x-trace']).toBe('abc');
    expect(p.requests[0].path).toBe('/v1/projects?limit=5&offset=0');
  });

  it('pages through a whole list with listAll', async () => {
    const bm = client(s);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await bm.webhooks.create({ url: hookUrl(`page${i}`), events: ['webhook.test'], description: 'paged' })).id);
    const p = await proxy();
    const seen: string[] = [];
    for await (const w of client(s, { baseUrl: p.url }).webhooks.listAll({ limit: 2 })) if (w.description === 'paged') seen.push(w.id);
    expect(seen).toEqual([...made].reverse());
    const total = (await bm.webhooks.list()).pagination.total;
    expect(p.requests).toHaveLength(Math.ceil(total / 2));
    expect(p.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('offset'))).toEqual(
      Array.from({ length: Math.ceil(total / 2) }, (_, i) => String(i * 2)),
    );
  });
});
