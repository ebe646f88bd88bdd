import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('the error envelope (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { bodyLimit: 64 * 1024 });
  });
  afterAll(async () => s?.close());

  const expectEnvelope = (body: any, code: string) => {
    expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.stringMatching(/^req_/) }) });
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
  };

  it('answers unknown routes with 404 RESOURCE_NOT_FOUND', async () => {
    const res = await s.request('GET', '/v1/nope');
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'RESOURCE_NOT_FOUND');
    const outside = await s.request('DELETE', '/whatever', { key: null });
    expect(outside.status).toBe(404);
    expectEnvelope(outside.body, 'RESOURCE_NOT_FOUND');
  });

  it('answers an unknown project with 404', async () => {
    const res = await s.request('GET', '/v1/projects/prj_missing');
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'RESOURCE_NOT_FOUND');
  });

  it('answers malformed JSON with 400 INVALID_REQUEST', async () => {
    const res = await s.request('POST', '/v1/webhooks', { raw: '{"url": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'INVALID_REQUEST');
    expect(res.body.error.message).toMatch(/not valid JSON/);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await s.request('POST', '/v1/webhooks', { raw: 'url=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expectEnvelope(res.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await s.request('POST', '/v1/webhooks', { body: { url: 'https://example.com', pad: 'x'.repeat(100 * 1024) } });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('answers invalid query parameters with the failing paths', async () => {
    const res = await s.request('GET', '/v1/projects?limit=1000&offset=-1');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'INVALID_REQUEST');
    const paths = res.body.error.details.map((d: any) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['querystring.limit', 'querystring.offset']));
  });

  it('paginates with limit and offset', async () => {
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const now = new Date().toISOString();
    for (let i = 0; i < 5; i++) {
      await s.runtime.ctx.store.db
        .insertInto('projects')
        .values({
          id: `prj_page${i}`, account_id: accountId, environment: 'test', name: `Brand ${i}`, urls: '[]', status: 'pending',
          stage: null, progress: 0, error: null, error_code: null, warnings: '[]', brand: null, created_at: now, updated_at: now, completed_at: null,
        })
        .execute();
    }
    const first = await s.request('GET', '/v1/projects?limit=2');
    expect(first.body.data.map((p: any) => p.projectId)).toEqual(['prj_page4', 'prj_page3']);
    expect(first.body.pagination).toEqual({ limit: 2, offset: 0, total: 5, hasMore: true });
    const last = await s.request('GET', '/v1/projects?limit=2&offset=4');
    expect(last.body.data.map((p: any) => p.projectId)).toEqual(['prj_page0']);
    expect(last.body.pagination.hasMore).toBe(false);
  });

  it('publishes an OpenAPI 3.1 document and human docs', async () => {
    const res = await s.request('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/v1/projects', '/v1/projects/{projectId}', '/health']));
    expect(res.body.paths['/v1/projects'].get.responses['200']).toBeDefined();
    const docs = await fetch(`${s.url}/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/swagger-ui/i);
  });
});
