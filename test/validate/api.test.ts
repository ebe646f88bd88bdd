import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { fixture, positionOf } from './helpers/fixtures';
import { startLinkServer, type LinkServer } from './helpers/link-server';

const UNLIMITED = { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } };

describe.each(backends)('validation API (%s)', (backend) => {
  let s: TestServer;
  let links: LinkServer;
  const html = fixture('clean/welcome.html');
  beforeAll(async () => {
    s = await startTestServer(backend, UNLIMITED);
    links = await startLinkServer();
  });
  afterAll(async () => {
    await s?.close();
    await links?.close();
  });

  it.each(['compatibility', 'links', 'spelling', 'deliverability', 'accessibility'])('POST /v1/emails/validate/%s answers 200 with the check result', async (check) => {
    const res = await s.request('POST', `/v1/emails/validate/${check}`, { body: { html, subject: 'Welcome to Acme Outdoor', options: { checkExternal: false } } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ check, passed: expect.any(Boolean), score: expect.any(Number), summary: expect.any(String) });
    expect(Array.isArray(res.body.data.issues)).toBe(true);
  });

  it('POST /v1/emails/validate/all runs every check and reports each issue with its position', async () => {
    const res = await s.request('POST', '/v1/emails/validate/all', { body: { html: fixture('broken/compatibility.html'), options: { checkExternal: false, clients: ['outlook.windows'] } } });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.check).toBe('all');
    expect(Object.keys(data.checks).sort()).toEqual(['accessibility', 'compatibility', 'deliverability', 'links', 'spelling']);
    expect(data.checks.compatibility.clients.map((c: { client: string }) => c.client)).toEqual(['outlook.windows']);
    const flex = data.issues.find((i: { code: string }) => i.code === 'css-display-flex');
    expect(flex).toMatchObject({ check: 'compatibility', severity: 'error', line: 15, column: 15, clients: ['outlook.windows'] });
    expect(data.checks.deliverability.placement).toMatchObject({ inbox: expect.any(Number), promotions: expect.any(Number), spam: expect.any(Number) });
  });

  it('checks links over the network, private addresses allowed by the operator', async () => {
    const body = `<a href="${links.url()}/moved">Moved</a> <a href="${links.url()}/missing">Missing</a> <a href="{{unsubscribe}}">Unsubscribe</a>`;
    const res = await s.request('POST', '/v1/emails/validate/links', { body: { html: body } });
    expect(res.status).toBe(200);
    const rows = res.body.data.links;
    expect(rows[0]).toMatchObject({ status: 'redirected', redirects: [{ status: 301, url: `${links.url()}/ok` }] });
    expect(rows[1]).toMatchObject({ status: 'broken', httpStatus: 404, ...positionOf(body, `${links.url()}/missing`) });
  });

  it('answers 400 for a body without html or conversationId, or with both', async () => {
    for (const body of [{}, { html, conversationId: 'conv_x' }, { subject: 'x' }]) {
      const res = await s.request('POST', '/v1/emails/validate/all', { body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toMatch(/html|conversationId/);
    }
  });

  it('answers 400 for a bad language tag or an unknown client pattern', async () => {
    const lang = await s.request('POST', '/v1/emails/validate/spelling', { body: { html, language: 'english please' } });
    expect(lang.status).toBe(400);
    expect(lang.body.error.details[0].path).toBe('body.language');
    const clients = await s.request('POST', '/v1/emails/validate/compatibility', { body: { html, options: { clients: ['lotus.notes'] } } });
    expect(clients.status).toBe(400);
    expect(clients.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: [{ path: 'body.options.clients' }] });
    expect(clients.body.error.message).toMatch(/lotus\.notes.*matches no email client/);
  });

  it('answers 413 for html over 2 MB, saying so', async () => {
    const big = `<p>${'x'.repeat(2 * 1024 * 1024 + 10)}</p>`;
    const res = await s.request('POST', '/v1/emails/validate/compatibility', { body: { html: big } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.error.message).toMatch(/html is 2\.0 MB; the limit is 2 MB/);
  });

  it('answers 404 for an unknown conversation', async () => {
    const res = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId: 'conv_01jdunknown' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'RESOURCE_NOT_FOUND', message: expect.stringContaining('conv_01jdunknown') });
  });

  it('needs a key with the validate permission', async () => {
    expect((await s.request('POST', '/v1/emails/validate/links', { key: null, body: { html } })).status).toBe(401);
    const { key } = await s.runtime.ctx.accounts.createKey({
      accountId: (await s.runtime.ctx.accounts.listAccounts())[0].id,
      name: 'no validate',
      environment: 'test',
      permissions: ['projects:read'],
    });
    const res = await s.request('POST', '/v1/emails/validate/links', { key, body: { html } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('"validate"');
    const { key: validateKey } = await s.runtime.ctx.accounts.createKey({
      accountId: (await s.runtime.ctx.accounts.listAccounts())[0].id,
      name: 'validate only',
      environment: 'test',
      permissions: ['validate'],
    });
    expect((await s.request('POST', '/v1/emails/validate/accessibility', { key: validateKey, body: { html } })).status).toBe(200);
  });

  it('documents the endpoints and their schemas in OpenAPI', async () => {
    const res = await s.request('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    for (const check of ['compatibility', 'links', 'spelling', 'deliverability', 'accessibility', 'all']) {
      expect(res.body.paths[`/v1/emails/validate/${check}`]?.post, check).toBeDefined();
    }
    for (const schema of ['ValidateRequest', 'ValidationIssue', 'CompatibilityResult', 'LinksResult', 'SpellingResult', 'DeliverabilityResult', 'AccessibilityResult', 'AllValidationResult']) {
      expect(res.body.components.schemas[schema], schema).toBeDefined();
    }
  });
});
