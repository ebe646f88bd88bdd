import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('Idempotency-Key on POST (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  const create = (key: string, body: unknown, apiKey?: string) =>
    s.request('POST', '/v1/webhooks', { body, headers: { 'idempotency-key': key }, key: apiKey });
  const count = async () => (await s.request('GET', '/v1/webhooks')).body.pagination.total as number;

  it('replays the first response to a retry and creates one resource', async () => {
    const before = await count();
    const body = { url: 'https://hooks.example.com/a', events: ['*'] };
    const first = await create('retry-1', body);
    expect(first.status).toBe(201);
    const again = await create('retry-1', body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same key with a different body with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    expect((await create('reuse-1', { url: 'https://hooks.example.com/b', events: ['*'] })).status).toBe(201);
    const res = await create('reuse-1', { url: 'https://hooks.example.com/other', events: ['*'] });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 CONFLICT while the first request with the key is still running', async () => {
    const db = s.runtime.ctx.store.db;
    const auth = (await s.runtime.ctx.accounts.authenticate(s.key))!;
    // The first request is mid-flight: its reservation exists but no response is stored yet.
    const body = { url: 'https://hooks.example.com/c', events: ['*'] };
    const first = await create('inflight-1', body);
    await db
      .updateTable('idempotency_keys')
      .set({ state: 'in_flight', response_body: null, response_status: null })
      .where('account_id', '=', auth.accountId)
      .where('key', '=', 'inflight-1')
      .execute();
    const res = await create('inflight-1', body);
    expect(first.status).toBe(201);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
  });

  it('does not keep a request that failed validation, so a corrected retry runs', async () => {
    const bad = await create('fix-1', { url: 'not a url', events: ['*'] });
    expect(bad.status).toBe(400);
    const good = await create('fix-1', { url: 'https://hooks.example.com/d', events: ['*'] });
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('scopes keys to the environment: the same key with a live key is a new request', async () => {
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] });
    const body = { url: 'https://hooks.example.com/e', events: ['*'] };
    const t = await create('env-1', body);
    const l = await create('env-1', body, live);
    expect(l.status).toBe(201);
    expect(l.headers.get('idempotent-replayed')).toBeNull();
    expect(l.body.data.id).not.toBe(t.body.data.id);
  });

  it('runs concurrent duplicates once: one succeeds, the others replay or conflict', async () => {
    const before = await count();
    const body = { url: 'https://hooks.example.com/f', events: ['*'] };
    const results = await Promise.all(Array.from({ length: 5 }, () => create('race-1', body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((x) => x === 201 || x === 409)).toBe(true);
    expect(await count()).toBe(before + 1);
  });

  it('rejects a malformed key', async () => {
    const res = await create('x'.repeat(300), { url: 'https://hooks.example.com/g', events: ['*'] });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('headers.idempotency-key');
  });
});

describe.runIf(backends.includes('postgres'))('rate limits shared across nodes (postgres)', () => {
  it('counts requests to two API nodes on one database against one budget', async () => {
    const a = await startTestServer('postgres');
    const { startServer } = await import('../../src/server');
    const { loadConfig } = await import('../../src/config');
    const { createLogger } = await import('../../src/logger');
    const cfg = a.runtime.ctx.config;
    const b = await startServer(loadConfig({}, { ...cfg, port: 0 }), { logger: createLogger('silent') });
    try {
      const account = await a.runtime.ctx.accounts.createAccount('Shared', 'free');
      const { key } = await a.runtime.ctx.accounts.createKey({ accountId: account.id, name: 'k', environment: 'test', permissions: ['*'] });
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) {
        const url = (i % 2 ? b.url : a.url) + '/v1/projects';
        statuses.push((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status);
      }
      // 20 per minute in all: counted per node, each would have seen only 12 and refused none.
      expect(statuses.filter((x) => x === 429).length).toBeGreaterThan(0);
    } finally {
      await b.stop();
      await a.close();
    }
  });
});
