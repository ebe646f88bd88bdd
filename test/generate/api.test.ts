/**
 * The generation endpoints over HTTP, on SQLite and PostgreSQL: the contract's flow (POST →
 * pending → status completed with html and react), its failures reported through the status
 * endpoint, refinements as versions, the conversation and list reads, webhook events, the render
 * endpoint and `getLatestEmail` for other capabilities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { insertProject } from '../helpers/projects';
import { startTestServer, type TestServer } from '../helpers/server';
import { loadBrand } from './helpers';

const UNLIMITED = { free: 0, premium: 0, business: 0, enterprise: 0 };

async function settle(s: TestServer, conversationId: string, key?: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await s.request('GET', `/v1/projects/emails/${conversationId}/status`, { key });
    expect(res.status, res.text).toBe(200);
    if (res.body.data.status !== 'pending') return res.body.data;
    if (Date.now() > deadline) throw new Error(`generation ${conversationId} still pending`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function generate(s: TestServer, body: Record<string, unknown>, key?: string) {
  const res = await s.request('POST', '/v1/projects/emails/generate', { body, key });
  expect(res.status, res.text).toBe(201);
  expect(res.body.data).toMatchObject({ status: 'pending', conversationId: expect.stringMatching(/^conv_/) });
  return { conversationId: res.body.data.conversationId as string, result: await settle(s, res.body.data.conversationId, key) };
}

describe.each(backends)('generation API (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: UNLIMITED, generationsPerMinute: 0 });
    accountId = await insertProject(s, 'prj_northwind', loadBrand('northwind'));
    await insertProject(s, 'prj_eclair', loadBrand('eclair'));
    await insertProject(s, 'prj_importing', null, { status: 'pending' });
  });
  afterAll(async () => s?.close());

  it('generates: POST answers pending, the status endpoint then carries html, react, text, subject, preheader, document and version', async () => {
    const { conversationId, result } = await generate(s, {
      projectId: 'prj_northwind',
      prompt: 'Summer sale: 20% off all jackets until June 30 with code SUN20',
    });
    expect(result).toMatchObject({
      conversationId,
      projectId: 'prj_northwind',
      status: 'completed',
      version: 1,
      generator: 'embedded',
      progress: 1,
    });
    expect(result.html).toContain('SUN20');
    expect(result.html).toMatch(/^<!DOCTYPE html/);
    expect(result.react).toContain('export default function');
    expect(result.text).toContain('20% off all jackets');
    expect(result.subject.length).toBeLessThanOrEqual(60);
    expect(result.preheader.length).toBeGreaterThanOrEqual(40);
    expect(result.document.blocks.at(-1).type).toBe('footer');
    expect(result.error).toBeUndefined();
  });

  it('honours language and purpose', async () => {
    const { result } = await generate(s, {
      projectId: 'prj_northwind',
      prompt: 'Our repair café on Saturday at 10am',
      language: 'de',
      purpose: 'event',
    });
    expect(result.status).toBe('completed');
    expect(result.document.language).toBe('de');
    expect(result.text).toContain('Uhr');
  });

  it.each([
    ['an unknown project', { projectId: 'prj_nope', prompt: 'Summer sale, 20% off' }, /No project with id prj_nope/],
    ['a project whose import has not finished', { projectId: 'prj_importing', prompt: 'Summer sale, 20% off' }, /has not finished/],
    ['a prompt too vague to act on', { projectId: 'prj_northwind', prompt: 'write an email' }, /too vague/],
    [
      'a prompt over 4,000 characters',
      { projectId: 'prj_northwind', prompt: `Summer sale. ${'Lorem ipsum dolor sit amet. '.repeat(160)}` },
      /limit is 4,000/,
    ],
    [
      'a language the embedded generator does not write',
      { projectId: 'prj_northwind', prompt: 'Summer sale, 20% off', language: 'nl' },
      /needs the LLM writer/,
    ],
  ])('reports %s as failed with GENERATION_FAILED', async (_name, body, message) => {
    const { result } = await generate(s, body);
    expect(result.status).toBe('failed');
    expect(result.errorCode).toBe('GENERATION_FAILED');
    expect(result.error).toMatch(message);
    expect(result.html).toBeUndefined();
  });

  it.each([
    ['a missing prompt', { projectId: 'prj_northwind' }, 'body.prompt'],
    ['a prompt of the wrong type', { projectId: 'prj_northwind', prompt: 42 }, 'body.prompt'],
    ['an unknown purpose', { projectId: 'prj_northwind', prompt: 'Sale', purpose: 'spam' }, 'body.purpose'],
    ['a malformed language', { projectId: 'prj_northwind', prompt: 'Sale', language: 'not a language' }, 'body.language'],
    ['a prompt over 100,000 characters', { projectId: 'prj_northwind', prompt: 'x'.repeat(100_001) }, 'body.prompt'],
  ])('answers 400 at POST time for %s', async (_name, body, path) => {
    const res = await s.request('POST', '/v1/projects/emails/generate', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refines the latest version as new versions, and keeps every version in the conversation', async () => {
    const { conversationId } = await generate(s, {
      projectId: 'prj_northwind',
      prompt: 'Welcome email for new subscribers with 10% off, code HELLO10',
    });
    const green = await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt: 'make the button green' } });
    expect(green.status).toBe(201);
    expect(green.body.data).toMatchObject({ conversationId, status: 'pending' });
    // A change while the previous one is still being written is refused.
    const early = await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt: 'shorter' } });
    expect([201, 409]).toContain(early.status);
    const v2 = await settle(s, conversationId);
    expect(v2.status).toBe('completed');
    expect(v2.html.toLowerCase()).toContain('#2e7d32');
    if (early.status === 201) await settle(s, conversationId);

    const french = await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt: 'in French' } });
    expect(french.status).toBe(201);
    const v3 = await settle(s, conversationId);
    expect(v3.document.language).toBe('fr');
    expect(v3.text).toContain('HELLO10');
    expect(v3.text).toMatch(/Merci|Bienvenue/);
    expect(v3.text).not.toMatch(/Welcome|Thanks for/);

    const unsupported = await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, {
      body: { prompt: 'Replace the hero with a photo of our founders hiking' },
    });
    expect(unsupported.status).toBe(201);
    const failed = await settle(s, conversationId);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'GENERATION_FAILED', version: v3.version });
    expect(failed.error).toMatch(/LLM writer/);

    const conversation = await s.request('GET', `/v1/projects/emails/${conversationId}`);
    expect(conversation.status).toBe(200);
    const data = conversation.body.data;
    expect(data.latestVersion).toBe(v3.version);
    expect(data.versions.map((v: { version: number }) => v.version)).toEqual(Array.from({ length: v3.version }, (_, i) => i + 1));
    expect(data.messages.at(-1)).toMatchObject({ status: 'failed', errorCode: 'GENERATION_FAILED', version: null });
    expect(data.messages[0].prompt).toContain('Welcome email');

    // A failed change leaves the email usable: the next one starts from the latest version.
    await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt: 'shorter' } });
    const after = await settle(s, conversationId);
    expect(after.status).toBe('completed');
    expect(after.document.language).toBe('fr');
  });

  it('lists conversations newest first with pagination, filtered by project', async () => {
    const { conversationId } = await generate(s, { projectId: 'prj_eclair', prompt: 'Relance panier abandonné pour le Paris-Brest' });
    const all = await s.request('GET', '/v1/projects/emails?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.pagination).toMatchObject({ limit: 2, offset: 0, hasMore: true });
    expect(all.body.data[0].conversationId).toBe(conversationId);
    const eclair = await s.request('GET', '/v1/projects/emails?projectId=prj_eclair');
    expect(eclair.body.data).toEqual([
      expect.objectContaining({
        conversationId,
        projectId: 'prj_eclair',
        status: 'completed',
        latestVersion: 1,
        prompt: 'Relance panier abandonné pour le Paris-Brest',
      }),
    ]);
  });

  it('keeps environments apart and checks permissions', async () => {
    const { conversationId } = await generate(s, { projectId: 'prj_northwind', prompt: 'Feature 3 bestsellers in a short email' });
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] });
    expect((await s.request('GET', `/v1/projects/emails/${conversationId}/status`, { key: live })).status).toBe(404);
    expect((await s.request('GET', `/v1/projects/emails/${conversationId}`, { key: live })).status).toBe(404);
    expect(
      (await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { key: live, body: { prompt: 'shorter' } })).status,
    ).toBe(404);
    // The test key's project does not exist for a live key either: reported the contract's way.
    const { result } = await generate(s, { projectId: 'prj_northwind', prompt: 'Summer sale, 20% off' }, live);
    expect(result).toMatchObject({ status: 'failed', errorCode: 'GENERATION_FAILED' });

    const { key: reader } = await s.runtime.ctx.accounts.createKey({
      accountId,
      name: 'reader',
      environment: 'test',
      permissions: ['emails:read'],
    });
    expect((await s.request('GET', `/v1/projects/emails/${conversationId}/status`, { key: reader })).status).toBe(200);
    const denied = await s.request('POST', '/v1/projects/emails/generate', {
      key: reader,
      body: { projectId: 'prj_northwind', prompt: 'Sale' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toContain('emails:write');
    expect((await s.request('POST', '/v1/emails/render', { key: reader, body: { document: {} } })).status).toBe(403);
  });

  it('emits email.generation.completed and email.generation.failed in the transaction of the change', async () => {
    await s.runtime.ctx.webhooks.create(
      { accountId, environment: 'test' },
      { url: 'https://hooks.example.com/x', events: ['email.generation.completed', 'email.generation.failed'], enabled: true },
    );
    const ok = await generate(s, { projectId: 'prj_northwind', prompt: 'Newsletter covering the new repair service and summer hours' });
    const ko = await generate(s, { projectId: 'prj_importing', prompt: 'Summer sale, 20% off' });
    const events = await s.runtime.ctx.store.db
      .selectFrom('webhook_events')
      .select(['type', 'payload'])
      .where('type', 'like', 'email.generation.%')
      .execute();
    const payloads = events.map((e) => JSON.parse(e.payload).data);
    expect(payloads).toContainEqual(
      expect.objectContaining({ conversationId: ok.conversationId, status: 'completed', version: 1, projectId: 'prj_northwind' }),
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({ conversationId: ko.conversationId, status: 'failed', errorCode: 'GENERATION_FAILED' }),
    );
  });

  it('resolves a conversation to its latest email for other capabilities (getLatestEmail)', async () => {
    const { conversationId, result } = await generate(s, {
      projectId: 'prj_northwind',
      prompt: 'Invite customers to our gear swap on Saturday at 6pm',
    });
    const owner = { accountId, environment: 'test' as const };
    const latest = await s.runtime.ctx.generation.getLatestEmail(owner, conversationId);
    expect(latest).toMatchObject({ conversationId, version: 1, html: result.html, subject: result.subject, text: result.text });
    expect(latest.document.blocks.length).toBeGreaterThan(3);
    await expect(s.runtime.ctx.generation.getLatestEmail(owner, 'conv_missing')).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    await expect(s.runtime.ctx.generation.getLatestEmail({ accountId, environment: 'live' }, conversationId)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const res = await s.request('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    for (const path of [
      '/v1/projects/emails/generate',
      '/v1/projects/emails/{conversationId}/status',
      '/v1/projects/emails/{conversationId}/messages',
      '/v1/projects/emails',
      '/v1/emails/render',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
  });

  it('renders a document (POST /v1/emails/render), and names the failing fields of an invalid one', async () => {
    const document = {
      subject: 'Hello',
      theme: { primaryColor: '#1f6f4a' },
      blocks: [
        { type: 'text', content: 'Hi **there**' },
        { type: 'button', label: 'Go', href: 'https://example.com' },
      ],
    };
    const ok = await s.request('POST', '/v1/emails/render', { body: { document } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ subject: 'Hello', preheader: '' });
    expect(ok.body.data.html).toContain('<strong>there</strong>');
    expect(ok.body.data.react).toContain('@react-email/components');
    expect(ok.body.data.sizeBytes).toBe(Buffer.byteLength(ok.body.data.html));
    const bad = await s.request('POST', '/v1/emails/render', {
      body: { document: { ...document, blocks: [{ type: 'button', label: 'Go', href: 'javascript:alert(1)' }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_REQUEST');
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain('body.document.blocks.0.href');
  });
});

describe('generation quota (sqlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: UNLIMITED, generationsPerMinute: 2 });
    await insertProject(s, 'prj_northwind', loadBrand('northwind'));
  });
  afterAll(async () => s?.close());

  it('fails generations beyond the per-minute quota, saying when to retry', async () => {
    const body = { projectId: 'prj_northwind', prompt: 'Summer sale: 20% off everything' };
    const first = await generate(s, body);
    const second = await generate(s, body);
    const third = await generate(s, body);
    expect([first.result.status, second.result.status]).toEqual(['completed', 'completed']);
    expect(third.result).toMatchObject({ status: 'failed', errorCode: 'GENERATION_FAILED' });
    expect(third.result.error).toMatch(/quota is exhausted: 2 generations per minute.*Try again in \d+ s/);
  });
});
