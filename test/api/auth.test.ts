import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('authentication and permissions (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('accepts the bootstrap test key with every permission', async () => {
    const res = await s.request('GET', '/v1/projects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], pagination: { limit: 20, offset: 0, total: 0, hasMore: false } });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it.each([
    ['missing', null, /Missing API key/],
    ['malformed header', 'Token abc', /Malformed Authorization/],
    ['unknown key', 'Bearer bm_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', /invalid or has been revoked/],
    ['not a brandmail key', 'Bearer sk_live_123', /invalid or has been revoked/],
  ])('answers 401 INVALID_API_KEY for a %s', async (_name, header, message) => {
    const res = await s.request('GET', '/v1/projects', { key: null, headers: header ? { authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
    expect(res.body.error.message).toMatch(message);
    expect(res.body.error.requestId).toMatch(/^req_/);
  });

  it('answers 401 for a revoked key', async () => {
    const { key, info } = await s.runtime.ctx.accounts.createKey({
      accountId: (await s.runtime.ctx.accounts.listAccounts())[0].id,
      name: 'to revoke',
      environment: 'test',
      permissions: ['*'],
    });
    expect((await s.request('GET', '/v1/projects', { key })).status).toBe(200);
    await s.runtime.ctx.accounts.revokeKey(info.id);
    const res = await s.request('GET', '/v1/projects', { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
  });

  it('answers 403 INSUFFICIENT_PERMISSIONS naming the missing permission', async () => {
    const { key } = await s.runtime.ctx.accounts.createKey({
      accountId: (await s.runtime.ctx.accounts.listAccounts())[0].id,
      name: 'contacts only',
      environment: 'test',
      permissions: ['contacts:read'],
    });
    const res = await s.request('GET', '/v1/projects', { key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('INSUFFICIENT_PERMISSIONS');
    expect(res.body.error.message).toContain('projects:read');
  });

  it('keeps test and live data apart', async () => {
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const { key: liveKey } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] });
    const now = new Date().toISOString();
    await s.runtime.ctx.store.db
      .insertInto('projects')
      .values({
        id: 'prj_testonly', account_id: accountId, environment: 'test', name: 'Test brand', urls: '["https://example.com"]',
        status: 'completed', stage: null, progress: 1, error: null, error_code: null, warnings: '[]', brand: null,
        created_at: now, updated_at: now, completed_at: now,
      })
      .execute();
    expect((await s.request('GET', '/v1/projects/prj_testonly')).status).toBe(200);
    const live = await s.request('GET', '/v1/projects/prj_testonly', { key: liveKey });
    expect(live.status).toBe(404);
    expect(live.body.error.code).toBe('RESOURCE_NOT_FOUND');
    expect((await s.request('GET', '/v1/projects', { key: liveKey })).body.pagination.total).toBe(0);
  });

  it('serves /health without a key', async () => {
    const res = await s.request('GET', '/health', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', store: backend });
  });
});
