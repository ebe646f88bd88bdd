/**
 * The #20 audit's list filters and the key-environment rule, on both backends:
 * - `GET /v1/projects?search=` finds a brand by name (anywhere in it, case-insensitive; `%`, `_`
 *   and `\` are plain characters; at most 200 characters, else 400), with paging over the matches;
 * - `GET /v1/export/connections?platform=` lists one platform's saved connections (an unknown
 *   platform or a file format is a 400);
 * - a test key creates test keys only: asking for a live key gets 403; a live key creates either
 *   saying how to get one, and the CLI's way (the store) still mints live keys.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { resendCredentials } from '../exports/standins/resend';
import { sendgridCredentials } from '../exports/standins/sendgrid';

const NAMES = ['Northwind Shop', 'NORTHERN Lights', 'Southwind Café', '100% Cotton', 'under_score Co', 'Back\\slash Ltd', 'Acme'];

describe.each(backends)('list filters and key environments over the API (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { secret: randomBytes(32).toString('base64') });
    accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const now = new Date().toISOString();
    const row = (id: string, name: string, environment = 'test') => ({
      id, account_id: accountId, environment, name, urls: '["https://brand.example/"]', status: 'pending', stage: null, progress: 0,
      error: null, error_code: null, warnings: '[]', brand: null, brand_extracted: null, created_at: now, updated_at: now,
    });
    await s.runtime.ctx.store.db
      .insertInto('projects')
      .values([...NAMES.map((n, i) => row(`prj_filter_${i}`, n)), row('prj_filter_live', 'Northwind Live', 'live')])
      .execute();
  });
  afterAll(async () => {
    await s?.close();
  });

  const names = async (query: string) => {
    const res = await s.request('GET', `/v1/projects${query}`);
    expect(res.status, query).toBe(200);
    return { names: res.body.data.map((p: { name: string }) => p.name).sort(), pagination: res.body.pagination };
  };

  it('finds projects by a part of their name, whatever its case', async () => {
    expect((await names('?search=north')).names).toEqual(['NORTHERN Lights', 'Northwind Shop']);
    expect((await names('?search=WIND')).names).toEqual(['Northwind Shop', 'Southwind Café']);
    expect((await names('?search=%20wind%20shop%20')).names).toEqual(['Northwind Shop']); // trimmed
    expect((await names('?search=nothing-like-it')).names).toEqual([]);
    // The other environment's brands are not found.
    expect((await names('?search=live')).names).toEqual([]);
  });

  it('treats %, _ and \\ in the search as plain characters', async () => {
    expect((await names(`?search=${encodeURIComponent('%')}`)).names).toEqual(['100% Cotton']);
    expect((await names(`?search=${encodeURIComponent('r_s')}`)).names).toEqual(['under_score Co']);
    expect((await names(`?search=${encodeURIComponent('k\\s')}`)).names).toEqual(['Back\\slash Ltd']);
    // "'" and SQL text are only text.
    expect((await names(`?search=${encodeURIComponent("' or 1=1 --")}`)).names).toEqual([]);
  });

  it('pages the matches, counting only them', async () => {
    const first = await s.request('GET', '/v1/projects?search=o&limit=2');
    const all = (await names('?search=o')).names;
    expect(all).toEqual(NAMES.filter((n) => n.toLowerCase().includes('o')).sort()); // every name but Acme
    expect(first.body.pagination).toEqual({ limit: 2, offset: 0, total: all.length, hasMore: true });
    const seen = [...first.body.data];
    for (let offset = 2; offset < all.length; offset += 2) seen.push(...(await s.request('GET', `/v1/projects?search=o&limit=2&offset=${offset}`)).body.data);
    expect(seen.map((p: { name: string }) => p.name).sort()).toEqual(all);
  });

  it('refuses an empty or over-long search with 400 in the error envelope', async () => {
    for (const q of ['search=', 'search=%20%20', `search=${'a'.repeat(201)}`]) {
      const res = await s.request('GET', `/v1/projects?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_REQUEST', requestId: expect.any(String) });
      expect(res.body.error.details[0].path).toBe('querystring.search');
    }
    expect((await s.request('GET', `/v1/projects?search=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('lists one platform’s saved connections when asked', async () => {
    for (const [platform, credentials, name] of [
      ['resend', resendCredentials, 'Resend A'],
      ['sendgrid', sendgridCredentials, 'SendGrid A'],
      ['resend', resendCredentials, 'Resend B'],
    ] as const) {
      expect((await s.request('POST', '/v1/export/connections', { body: { platform, name, credentials } })).status).toBe(201);
    }
    const listed = async (q: string) => {
      const res = await s.request('GET', `/v1/export/connections${q}`);
      expect(res.status, q).toBe(200);
      return { names: res.body.data.map((c: { name: string }) => c.name), total: res.body.pagination.total };
    };
    expect(await listed('?platform=resend')).toEqual({ names: ['Resend B', 'Resend A'], total: 2 });
    expect(await listed('?platform=sendgrid&limit=1')).toEqual({ names: ['SendGrid A'], total: 1 });
    expect(await listed('?platform=mailchimp')).toEqual({ names: [], total: 0 });
    expect((await listed('')).total).toBe(3);
    for (const q of ['platform=zip', 'platform=nope', 'platform=']) {
      const res = await s.request('GET', `/v1/export/connections?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code, q).toBe('INVALID_REQUEST');
    }
  });

  it('shows both filters in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    const queryOf = (path: string) => doc.paths[path].get.parameters.filter((p: { in: string }) => p.in === 'query');
    const search = queryOf('/v1/projects').find((p: { name: string }) => p.name === 'search');
    expect(search).toMatchObject({ required: false, schema: { type: 'string', minLength: 1, maxLength: 200 } });
    const platform = queryOf('/v1/export/connections').find((p: { name: string }) => p.name === 'platform');
    expect(platform.schema.enum).toContain('resend');
    expect(platform.schema.enum).not.toContain('zip');
  });

  it('lets a test key create test keys only, and says how to get a live one', async () => {
    const refused = await s.request('POST', '/v1/keys', { body: { name: 'production', environment: 'live', permissions: ['projects:read'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS', requestId: expect.any(String) });
    expect(refused.body.error.message).toMatch(/test key can create test keys only/);
    expect(refused.body.error.message).toContain('brandmail keys create --name NAME --env live');
    // Nothing was made.
    const keys = (await s.request('GET', '/v1/keys?limit=100')).body.data as { environment: string }[];
    expect(keys.filter((k) => k.environment === 'live')).toEqual([]);
    // A test key still creates test keys.
    expect((await s.request('POST', '/v1/keys', { body: { name: 'ci', environment: 'test', permissions: ['projects:read'] } })).status).toBe(201);
  });

  it('lets a live key (as the CLI makes one) create live keys and test keys', async () => {
    // `brandmail keys create --env live` writes through the same accounts service.
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'operator', environment: 'live', permissions: ['*'] });
    const made = await s.request('POST', '/v1/keys', { key: live, body: { name: 'production reader', environment: 'live', permissions: ['projects:read'] } });
    expect(made.status).toBe(201);
    expect(made.body.data.key).toMatch(/^bm_live_/);
    const liveBrands = await s.request('GET', '/v1/projects?search=northwind', { key: made.body.data.key });
    expect(liveBrands.body.data.map((p: { name: string }) => p.name)).toEqual(['Northwind Live']);

    // Test credentials reach no live data, so a live key may hand them out.
    const sandbox = await s.request('POST', '/v1/keys', { key: live, body: { name: 'sandbox', environment: 'test', permissions: ['projects:read'] } });
    expect(sandbox.status).toBe(201);
    expect(sandbox.body.data.key).toMatch(/^bm_test_/);
  });
});
