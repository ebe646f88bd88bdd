import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('account settings over the API (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('tells any key its account, plan, rate limit and permissions', async () => {
    const res = await s.request('GET', '/v1/account');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      account: { id: expect.stringMatching(/^acct?_/), plan: 'premium' },
      key: { environment: 'test', permissions: ['*'] },
      rateLimit: { perMinute: 100 },
    });
    expect(res.body.data.permissions).toContain('keys:manage');
  });

  it('counts this calendar month’s usage for the key’s environment from what is stored', async () => {
    const usage = async (key?: string) => (await s.request('GET', '/v1/account', key ? { key } : {})).body.data.usage;
    const before = await usage();
    const now = new Date();
    expect(before).toMatchObject({
      environment: 'test',
      period: {
        start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
        end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      },
    });

    // Through the API: two contacts and an HTML file export.
    for (const email of ['ada@example.com', 'grace@example.com']) {
      expect((await s.request('POST', '/v1/contacts', { body: { email, status: 'subscribed' } })).status).toBe(201);
    }
    expect((await s.request('POST', '/v1/export', { body: { html: '<p>Hello</p>', platform: 'html' } })).status).toBe(201);

    // Generated emails by their stored messages: completed this month counts; last month, a failed
    // one and another environment's do not.
    const { accountId } = await s.runtime.ctx.accounts.authenticate(s.key).then((a) => a!);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000).toISOString();
    let seq = 0;
    const message = (id: string, status: 'completed' | 'failed', environment: string, created_at: string) => ({
      id, conversation_id: 'conv_usage', account_id: accountId, environment, seq: ++seq, prompt: 'x', status, quota_ok: 1,
      error: null, error_code: null, version: status === 'completed' ? 1 : null, created_at, completed_at: created_at,
    });
    await s.runtime.ctx.store.db
      .insertInto('email_messages')
      .values([
        message('msg_usage_1', 'completed', 'test', now.toISOString()),
        message('msg_usage_2', 'completed', 'test', now.toISOString()),
        message('msg_usage_3', 'failed', 'test', now.toISOString()),
        message('msg_usage_4', 'completed', 'test', lastMonth),
        message('msg_usage_5', 'completed', 'live', now.toISOString()),
      ])
      .execute();

    const after = await usage();
    expect(after.contactsStored - before.contactsStored).toBe(2);
    expect(after.exports - before.exports).toBe(1);
    expect(after.emailsGenerated - before.emailsGenerated).toBe(2);
    expect(after.previews).toBe(before.previews);

    // A live key sees live usage only, and any valid key may read it (no permission needed).
    // (A test key cannot mint a live key: made as `brandmail keys create --env live` does.)
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live reader', environment: 'live', permissions: ['validate'] });
    const liveUsage = await usage(live);
    expect(liveUsage).toMatchObject({ environment: 'live', emailsGenerated: 1, contactsStored: 0, exports: 0 });
  });

  it('creates a key shown once, lists it by hint only, and revokes it', async () => {
    // A live key mints live keys (a test key may not: test/api/list-filters.test.ts).
    const { accountId } = await s.runtime.ctx.accounts.authenticate(s.key).then((a) => a!);
    const { key: operator } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'operator', environment: 'live', permissions: ['*'] });
    const created = await s.request('POST', '/v1/keys', { key: operator, body: { name: 'read-only live', environment: 'live', permissions: ['projects:read'] } });
    expect(created.status).toBe(201);
    const { key, id, hint } = created.body.data;
    expect(key).toMatch(/^bm_live_[A-Za-z0-9_-]{32}$/);
    expect(hint).toBe(`bm_live_…${key.slice(-4)}`);

    const list = await s.request('GET', '/v1/keys', { key: operator });
    expect(list.body.data.map((k: { id: string }) => k.id)).toContain(id);
    expect(list.text).not.toContain(key);

    // The new key works, within its permissions and its environment.
    expect((await s.request('GET', '/v1/projects', { key })).status).toBe(200);
    expect((await s.request('GET', '/v1/contacts', { key })).status).toBe(403);
    expect((await s.request('GET', '/v1/keys', { key })).status).toBe(403);

    const revoked = await s.request('DELETE', `/v1/keys/${id}`, { key: operator });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect((await s.request('GET', '/v1/projects', { key })).status).toBe(401);
  });

  it('lets a key grant only what it holds, and only in its own account', async () => {
    const manager = (await s.request('POST', '/v1/keys', { body: { name: 'manager', environment: 'test', permissions: ['keys:manage', 'projects:read'] } })).body.data.key;
    const tooMuch = await s.request('POST', '/v1/keys', { key: manager, body: { name: 'x', environment: 'test', permissions: ['contacts:write'] } });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.error.message).toMatch(/contacts:write/);
    expect((await s.request('POST', '/v1/keys', { key: manager, body: { name: 'x', environment: 'test', permissions: ['*'] } })).status).toBe(403);
    expect((await s.request('POST', '/v1/keys', { key: manager, body: { name: 'x', environment: 'test', permissions: ['projects:read'] } })).status).toBe(201);

    expect((await s.request('POST', '/v1/keys', { body: { name: 'x', environment: 'prod', permissions: ['nope'] } })).status).toBe(400);
    expect((await s.request('DELETE', '/v1/keys/key_doesnotexist')).status).toBe(404);

    // Another account's key is out of reach.
    const other = await s.runtime.ctx.accounts.createAccount('Other', 'free');
    const { info } = await s.runtime.ctx.accounts.createKey({ accountId: other.id, name: 'theirs', environment: 'test', permissions: ['*'] });
    expect((await s.request('DELETE', `/v1/keys/${info.id}`)).status).toBe(404);
    expect((await s.request('GET', '/v1/keys')).body.data.map((k: { id: string }) => k.id)).not.toContain(info.id);
  });

  it('pages the account’s keys as every list does: newest first, limit and offset, total and hasMore', async () => {
    // An account of its own, so the keys on its pages are exactly these.
    const account = await s.runtime.ctx.accounts.createAccount('Paged', 'premium');
    const { key: manager, info } = await s.runtime.ctx.accounts.createKey({ accountId: account.id, name: 'manager', environment: 'test', permissions: ['*'] });
    const made = [info.id];
    for (let i = 1; i <= 6; i++) {
      const res = await s.request('POST', '/v1/keys', { key: manager, body: { name: `key ${i}`, environment: 'test', permissions: ['validate'] } });
      expect(res.status).toBe(201);
      made.push(res.body.data.id);
    }
    const newestFirst = [...made].reverse();
    // Another account's keys are neither listed nor counted.
    await s.runtime.ctx.accounts.createKey({ accountId: (await s.runtime.ctx.accounts.createAccount('Elsewhere', 'free')).id, name: 'theirs', environment: 'test', permissions: ['*'] });

    // No paging asked: the first page in the list envelope, with the API's default size.
    const first = await s.request('GET', '/v1/keys', { key: manager });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ limit: 20, offset: 0, total: 7, hasMore: false });
    expect(first.body.data.map((k: { id: string }) => k.id)).toEqual(newestFirst);

    // Page after page of 3: each key once, in the same order, the last page saying there is no more.
    const seen: string[] = [];
    const pages: unknown[] = [];
    for (let offset = 0; ; offset += 3) {
      const res = await s.request('GET', `/v1/keys?limit=3&offset=${offset}`, { key: manager });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(3);
      pages.push(res.body.pagination);
      seen.push(...res.body.data.map((k: { id: string }) => k.id));
      if (!res.body.pagination.hasMore) break;
    }
    expect(seen).toEqual(newestFirst);
    expect(pages).toEqual([
      { limit: 3, offset: 0, total: 7, hasMore: true },
      { limit: 3, offset: 3, total: 7, hasMore: true },
      { limit: 3, offset: 6, total: 7, hasMore: false },
    ]);
    const beyond = await s.request('GET', '/v1/keys?limit=3&offset=50', { key: manager });
    expect(beyond.body).toEqual({ data: [], pagination: { limit: 3, offset: 50, total: 7, hasMore: false } });

    // A revoked key stays on its page, marked.
    expect((await s.request('DELETE', `/v1/keys/${newestFirst[1]}`, { key: manager })).status).toBe(200);
    const again = await s.request('GET', '/v1/keys?limit=2', { key: manager });
    expect(again.body.data.map((k: { id: string; revokedAt: string | null }) => [k.id, k.revokedAt !== null])).toEqual([
      [newestFirst[0], false],
      [newestFirst[1], true],
    ]);

    // Bad paging is a 400 in the error envelope, as on every list.
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=ten']) {
      const bad = await s.request('GET', `/v1/keys?${q}`, { key: manager });
      expect(bad.status, q).toBe(400);
      expect(bad.body.error.code, q).toBe('INVALID_REQUEST');
    }
  });

  it('shows the keys list’s paging in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    const op = doc.paths['/v1/keys'].get;
    const query = op.parameters.filter((p: { in: string }) => p.in === 'query');
    expect(query.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset']);
    const body = op.responses['200'].content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['data', 'pagination']);
    expect(Object.keys(body.properties.pagination.properties).sort()).toEqual(['hasMore', 'limit', 'offset', 'total']);
  });

  it('does not show a key again on an idempotent replay', async () => {
    const body = { name: 'once', environment: 'test', permissions: ['validate'] };
    const headers = { 'idempotency-key': 'settings-once-1' };
    const first = await s.request('POST', '/v1/keys', { body, headers });
    expect(first.status).toBe(201);
    const replay = await s.request('POST', '/v1/keys', { body, headers });
    expect(replay.status).toBe(409);
    expect(replay.text).not.toContain(first.body.data.key);
  });
});
