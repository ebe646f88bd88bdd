/**
 * Restoring an earlier version (POST /v1/projects/emails/{conversationId}/versions/{version}/restore),
 * on SQLite and PostgreSQL: a copy of it becomes the new latest version and every version is kept,
 * a series is restored whole, what other capabilities read (getLatestEmail) and the next refinement
 * start from it, the webhook event says so; a missing conversation or version is a 404, a version
 * being written or the latest one a 409, a reader key a 403; a retried request is replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { cartSeries, generateSettled, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';

const UNLIMITED = { free: 0, premium: 0, business: 0, enterprise: 0 };
const GREEN = '#2e7d32';

async function refineSettled(s: TestServer, conversationId: string, prompt: string) {
  const posted = await s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt } });
  expect(posted.status, posted.text).toBe(201);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await s.request('GET', `/v1/projects/emails/${conversationId}/status`);
    if (res.body.data.status !== 'pending') return res.body.data;
    if (Date.now() > deadline) throw new Error(`refinement of ${conversationId} still pending`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const restore = (s: TestServer, conversationId: string, version: number | string, opts: { key?: string; headers?: Record<string, string> } = {}) =>
  s.request('POST', `/v1/projects/emails/${conversationId}/versions/${version}/restore`, opts);

describe.each(backends)('restoring a version (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  // An email with two versions: the first, and the first with a green button.
  let email: { conversationId: string; v1: any; v2: any };

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: UNLIMITED, generationsPerMinute: 0 });
    await seedProject(s);
    accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    await s.runtime.ctx.webhooks.create({ accountId, environment: 'test' }, { url: 'https://hooks.example.com/x', events: ['email.generation.completed'], enabled: true });
    const v1 = await generateSettled(s, { projectId: 'prj_northwind', prompt: 'Welcome email for new subscribers with 10% off, code HELLO10' });
    const v2 = await refineSettled(s, v1.conversationId, 'make the button green');
    expect(v2).toMatchObject({ status: 'completed', version: 2 });
    expect(v2.html.toLowerCase()).toContain(GREEN);
    expect(v1.html.toLowerCase()).not.toContain(GREEN);
    email = { conversationId: v1.conversationId, v1, v2 };
  }, 90_000);
  afterAll(async () => s?.close());

  it('makes a copy of version 1 the new latest version 3, keeping versions 1 and 2, and says so in the conversation', async () => {
    const { conversationId, v1 } = email;
    const res = await restore(s, conversationId, 1);
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ conversationId, status: 'completed', version: 3, restoredFrom: 1, subject: v1.subject, preheader: v1.preheader, html: v1.html, react: v1.react, text: v1.text });
    expect(res.body.data.document).toEqual(v1.document);

    const status = (await s.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data;
    expect(status).toMatchObject({ status: 'completed', version: 3, html: v1.html });
    const conversation = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    expect(conversation.latestVersion).toBe(3);
    expect(conversation.versions.map((v: { version: number; subject: string }) => [v.version, v.subject])).toEqual([
      [1, v1.subject],
      [2, email.v2.subject],
      [3, v1.subject],
    ]);
    expect(conversation.messages.at(-1)).toMatchObject({ prompt: 'Restore version 1', status: 'completed', version: 3 });
    expect(conversation.messages.at(-1).completedAt).toEqual(expect.any(String));
    const listed = (await s.request('GET', '/v1/projects/emails?projectId=prj_northwind')).body.data;
    expect(listed.find((c: { conversationId: string }) => c.conversationId === conversationId)).toMatchObject({ latestVersion: 3, subject: v1.subject });

    // What validation, previews, exports and test sends read is the restored version.
    const latest = await s.runtime.ctx.generation.getLatestEmail({ accountId, environment: 'test' }, conversationId);
    expect(latest).toMatchObject({ version: 3, html: v1.html });

    // A webhook event tells subscribers the latest version changed, in the same transaction.
    const events = await s.runtime.ctx.store.db.selectFrom('webhook_events').select('payload').where('type', '=', 'email.generation.completed').execute();
    expect(events.map((e) => JSON.parse(e.payload).data)).toContainEqual({ conversationId, projectId: 'prj_northwind', status: 'completed', version: 3, subject: v1.subject, restoredFrom: 1 });

    // The next change starts from the restored version: no green button comes back with it.
    const v4 = await refineSettled(s, conversationId, 'in French');
    expect(v4).toMatchObject({ status: 'completed', version: 4 });
    expect(v4.document.language).toBe('fr');
    expect(v4.html.toLowerCase()).not.toContain(GREEN);
  }, 60_000);

  it('restores a whole series version, every email of it', async () => {
    const series = await cartSeries(s);
    const { conversationId } = series;
    const changed = await refineSettled(s, conversationId, 'make the button green');
    expect(changed).toMatchObject({ status: 'completed', version: 2 });
    expect(changed.emails.map((e: { html: string }) => e.html)).not.toEqual(series.emails.map((e: { html: string }) => e.html));

    const res = await restore(s, conversationId, 1);
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ version: 3, restoredFrom: 1, sequence: series.sequence, html: series.html });
    expect(res.body.data.emails).toEqual(series.emails);
    const conversation = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    expect(conversation.versions.map((v: { emails?: unknown[] }) => v.emails?.length)).toEqual([3, 3, 3]);
    expect(conversation.versions[2].emails).toEqual(conversation.versions[0].emails);
    const events = await s.runtime.ctx.store.db.selectFrom('webhook_events').select('payload').where('type', '=', 'email.generation.completed').execute();
    const event = events.map((e) => JSON.parse(e.payload).data).find((d) => d.conversationId === conversationId && d.version === 3);
    expect(event).toMatchObject({ restoredFrom: 1, sequence: series.sequence });
    expect(event.emails.map((e: { position: number; role: string }) => [e.position, e.role])).toEqual(series.emails.map((e: { position: number; role: string }) => [e.position, e.role]));
  }, 60_000);

  it('answers 404 in the envelope for a conversation or version that does not exist, or another environment’s', async () => {
    const missing = await restore(s, 'conv_missing', 1);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'RESOURCE_NOT_FOUND', message: 'No email conversation with id conv_missing.', requestId: expect.any(String) });
    const noVersion = await restore(s, email.conversationId, 99);
    expect(noVersion.status).toBe(404);
    expect(noVersion.body.error.code).toBe('RESOURCE_NOT_FOUND');
    expect(noVersion.body.error.message).toMatch(/has no version 99; its versions are 1 to \d+/);
    const { key: live } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] });
    const elsewhere = await restore(s, email.conversationId, 1, { key: live });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(`No email conversation with id ${email.conversationId}.`);
  });

  it.each([['0'], ['-1'], ['1.5'], ['latest']])('answers 400 for version %s', async (version) => {
    const res = await restore(s, email.conversationId, version);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_REQUEST');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain('params.version');
  });

  it('answers 409 while a version is being written, and for the version that already is the latest', async () => {
    const { conversationId } = email;
    const before = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    const latest = await restore(s, conversationId, before.latestVersion);
    expect(latest.status).toBe(409);
    expect(latest.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`Version ${before.latestVersion} is already the latest`) });

    // As the conversation is while a refinement runs (held there, so the job cannot finish first).
    const db = s.runtime.ctx.store.db;
    await db.updateTable('email_conversations').set({ status: 'pending' }).where('id', '=', conversationId).execute();
    try {
      const busy = await restore(s, conversationId, 1);
      expect(busy.status).toBe(409);
      expect(busy.body.error.message).toMatch(/still being written.*then restore a version/);
    } finally {
      await db.updateTable('email_conversations').set({ status: 'completed' }).where('id', '=', conversationId).execute();
    }
    const after = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    expect(after.versions).toHaveLength(before.versions.length);
    expect(after.messages).toHaveLength(before.messages.length);
  });

  it('keeps versions and messages numbered in order when restores and a change arrive at once', async () => {
    const { conversationId } = email;
    const before = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    const answers = await Promise.all([
      restore(s, conversationId, 1),
      restore(s, conversationId, 2),
      s.request('POST', `/v1/projects/emails/${conversationId}/messages`, { body: { prompt: 'shorter' } }),
      restore(s, conversationId, 1),
    ]);
    for (const a of answers) expect([201, 409], a.text).toContain(a.status);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThan(0);
    const deadline = Date.now() + 30_000;
    let after;
    do {
      after = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
      if (Date.now() > deadline) throw new Error('still pending');
    } while (after.status === 'pending');
    const restored = answers.filter((a, i) => i !== 2 && a.status === 201).map((a) => a.body.data.version);
    expect(new Set(restored).size).toBe(restored.length);
    expect(after.versions.map((v: { version: number }) => v.version)).toEqual(Array.from({ length: after.latestVersion }, (_, i) => i + 1));
    expect(after.messages.length).toBe(before.messages.length + answers.filter((a) => a.status === 201).length);
    expect(after.messages.filter((m: { prompt: string }) => m.prompt.startsWith('Restore version')).length).toBe(before.messages.filter((m: { prompt: string }) => m.prompt.startsWith('Restore version')).length + restored.length);
  }, 60_000);

  it('needs emails:write', async () => {
    const { key: reader } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'reader', environment: 'test', permissions: ['emails:read'] });
    const denied = await restore(s, email.conversationId, 1, { key: reader });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS', message: expect.stringContaining('emails:write') });
  });

  it('replays a retry with the same Idempotency-Key instead of restoring twice', async () => {
    const { conversationId } = email;
    const restoresOf2 = async () =>
      (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data.messages.filter((m: { prompt: string }) => m.prompt === 'Restore version 2').length;
    const before = await restoresOf2();
    const headers = { 'idempotency-key': `restore-${backend}` };
    const first = await restore(s, conversationId, 2, { headers });
    expect(first.status, first.text).toBe(201);
    const again = await restore(s, conversationId, 2, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const conversation = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data;
    expect(conversation.latestVersion).toBe(first.body.data.version);
    expect(await restoresOf2()).toBe(before + 1);
  });

  it('documents the route in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    const op = doc.paths['/v1/projects/emails/{conversationId}/versions/{version}/restore']?.post;
    expect(op).toBeDefined();
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['path:conversationId', 'path:version']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '404', '409']));
  });
});

describe('restoring a version and the generation quota (sqlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: UNLIMITED, generationsPerMinute: 3 });
    await seedProject(s);
  });
  afterAll(async () => s?.close());

  it('does not count a restore as a generation: nothing is generated', async () => {
    const v1 = await generateSettled(s, { projectId: 'prj_northwind', prompt: 'Summer sale: 20% off everything' });
    expect((await refineSettled(s, v1.conversationId, 'make the button green')).status).toBe('completed');
    expect((await restore(s, v1.conversationId, 1)).status).toBe(201);
    // The third generation of the minute: within the quota of 3 only if the restore was not one.
    expect(await refineSettled(s, v1.conversationId, 'shorter')).toMatchObject({ status: 'completed', version: 4 });
  });
});

describe('restoring a version and the account’s usage (sqlite)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: UNLIMITED });
    await seedProject(s);
  });
  afterAll(async () => s?.close());

  it('does not count a restore in the account’s emails generated', async () => {
    const usage = async () => (await s.request('GET', '/v1/account')).body.data.usage.emailsGenerated as number;
    const v1 = await generateSettled(s, { projectId: 'prj_northwind', prompt: 'Winter sale: 30% off coats' });
    const before = await usage();
    expect((await restore(s, v1.conversationId, 1)).status).toBe(409); // already the latest
    expect((await refineSettled(s, v1.conversationId, 'make it shorter')).status).toBe('completed');
    expect((await restore(s, v1.conversationId, 1)).status).toBe(201);
    expect((await usage()) - before).toBe(1);
  });
});
