import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY } from '../../src/webhooks/service';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from './receiver';

describe.each(backends)('webhooks (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    // Polling the deliveries list would trip the plan's rate limit; it is not under test here.
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
  });
  afterAll(async () => s?.close());
  afterEach(async () => {
    // Endpoints of one test must not receive the events of the next.
    for (const key of [s.key, liveKey].filter(Boolean)) {
      const list = await s.request('GET', '/v1/webhooks?limit=100', { key });
      for (const e of list.body.data) await s.request('DELETE', `/v1/webhooks/${e.id}`, { key });
    }
    Object.assign(s.runtime.ctx.webhooks.settings, { ...DEFAULT_RETRY, allowPrivateNetworks: true });
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  let liveKey: string | undefined;
  async function receiver(...args: Parameters<typeof startReceiver>) {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  }
  /** Retries in milliseconds (pg-boss rounds a delay up to whole seconds). */
  function fastRetries(retryLimit: number) {
    Object.assign(s.runtime.ctx.webhooks.settings, { retryLimit, retryDelayMs: 10 });
  }
  async function create(body: Record<string, unknown>, key = s.key) {
    const res = await s.request('POST', '/v1/webhooks', { body, key });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: string; secret: string; url: string };
  }
  async function settledDelivery(webhookId: string, key = s.key) {
    return until(async () => {
      const res = await s.request('GET', `/v1/webhooks/${webhookId}/deliveries`, { key });
      const d = res.body.data[0];
      return d && d.status !== 'pending' ? d : undefined;
    }, 'the delivery to settle');
  }

  describe('endpoints', () => {
    it('creates, reads, lists, changes and deletes an endpoint; the secret is shown once', async () => {
      const created = await s.request('POST', '/v1/webhooks', {
        body: { url: 'https://hooks.example.com/brandmail', events: ['project.import.completed', 'export.failed'], description: 'CRM sync' },
      });
      expect(created.status).toBe(201);
      const endpoint = created.body.data;
      expect(endpoint).toMatchObject({
        url: 'https://hooks.example.com/brandmail',
        events: ['project.import.completed', 'export.failed'],
        description: 'CRM sync',
        enabled: true,
        disabledReason: null,
      });
      expect(endpoint.id).toMatch(/^whk_/);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(() => new Webhook(endpoint.secret)).not.toThrow();

      const got = await s.request('GET', `/v1/webhooks/${endpoint.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data).not.toHaveProperty('secret');
      expect(got.text).not.toContain(endpoint.secret);
      const { secret: _secret, ...withoutSecret } = endpoint;
      expect(got.body.data).toEqual(withoutSecret);

      const list = await s.request('GET', '/v1/webhooks?limit=1');
      expect(list.body.pagination).toEqual({ limit: 1, offset: 0, total: 1, hasMore: false });
      expect(list.body.data[0].id).toBe(endpoint.id);
      expect(list.text).not.toContain(endpoint.secret);

      const patched = await s.request('PATCH', `/v1/webhooks/${endpoint.id}`, { body: { events: ['*'], description: null, enabled: false } });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject({ events: ['*'], description: null, enabled: false, url: endpoint.url });
      expect(patched.body.data.updatedAt >= endpoint.updatedAt).toBe(true);

      const deleted = await s.request('DELETE', `/v1/webhooks/${endpoint.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id: endpoint.id, deleted: true });
      expect((await s.request('GET', `/v1/webhooks/${endpoint.id}`)).status).toBe(404);
      expect((await s.request('DELETE', `/v1/webhooks/${endpoint.id}`)).body.error.code).toBe('RESOURCE_NOT_FOUND');
    });

    it('answers 400 with the path of every invalid field', async () => {
      const res = await s.request('POST', '/v1/webhooks', { body: { url: 'ftp://example.com/x', events: ['project.imported'] } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      const paths = res.body.error.details.map((d: { path: string }) => d.path);
      expect(paths).toContain('body.url');
      expect(paths.some((p: string) => p.startsWith('body.events'))).toBe(true);

      const empty = await s.request('POST', '/v1/webhooks', { body: { url: 'https://example.com/', events: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body.error.details[0].path).toBe('body.events');

      const withCredentials = await s.request('POST', '/v1/webhooks', { body: { url: 'https://user:pw@example.com/', events: ['*'] } });
      expect(withCredentials.status).toBe(400);
      expect(withCredentials.body.error.details).toEqual([{ path: 'body.url', message: expect.stringMatching(/user name or password/) }]);

      const { id } = await create({ url: 'https://example.com/', events: ['*'] });
      const nothing = await s.request('PATCH', `/v1/webhooks/${id}`, { body: {} });
      expect(nothing.status).toBe(400);
      expect(nothing.body.error.message).toMatch(/at least one/);
    });

    it('refuses an endpoint on a private, loopback or link-local address', async () => {
      s.runtime.ctx.webhooks.settings.allowPrivateNetworks = false;
      for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost/hooks', 'http://169.254.169.254/latest', 'http://10.0.0.1/', 'http://[::1]/']) {
        const res = await s.request('POST', '/v1/webhooks', { body: { url, events: ['*'] } });
        expect(res.status, url).toBe(400);
        expect(res.body.error.details).toEqual([{ path: 'body.url', message: expect.stringMatching(/not allowed/) }]);
      }
      const { id } = await create({ url: 'https://93.184.215.14/hooks', events: ['*'] });
      const patched = await s.request('PATCH', `/v1/webhooks/${id}`, { body: { url: 'http://192.168.1.10/' } });
      expect(patched.status).toBe(400);
      expect(patched.body.error.details[0].path).toBe('body.url');
    });

    it('needs webhooks:read to read and webhooks:write to change', async () => {
      const { id } = await create({ url: 'https://example.com/', events: ['*'] });
      const readOnly = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'read', environment: 'test', permissions: ['webhooks:read'] })).key;
      const other = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'other', environment: 'test', permissions: ['projects:read'] })).key;

      expect((await s.request('GET', '/v1/webhooks', { key: readOnly })).status).toBe(200);
      expect((await s.request('GET', `/v1/webhooks/${id}/deliveries`, { key: readOnly })).status).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/v1/webhooks', { url: 'https://example.com/', events: ['*'] }],
        ['PATCH', `/v1/webhooks/${id}`, { enabled: false }],
        ['DELETE', `/v1/webhooks/${id}`, undefined],
        ['POST', `/v1/webhooks/${id}/test`, undefined],
      ] as const) {
        const res = await s.request(method, path, { key: readOnly, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('INSUFFICIENT_PERMISSIONS');
        expect(res.body.error.message).toContain('webhooks:write');
      }
      const denied = await s.request('GET', '/v1/webhooks', { key: other });
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toContain('webhooks:read');
      expect((await s.request('GET', `/v1/webhooks/${id}`)).body.data.enabled).toBe(true);
    });

    it('is described in the OpenAPI document', async () => {
      const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/v1/webhooks', '/v1/webhooks/{webhookId}', '/v1/webhooks/{webhookId}/test', '/v1/webhooks/{webhookId}/deliveries']),
      );
      expect(Object.keys(doc.components.schemas)).toEqual(
        expect.arrayContaining(['WebhookEndpoint', 'CreatedWebhookEndpoint', 'CreateWebhookRequest', 'WebhookDelivery', 'WebhookEventType']),
      );
      expect(doc.paths['/v1/webhooks'].post.responses['201']).toBeDefined();
    });
  });

  describe('deliveries', () => {
    it('delivers a test event that Standard Webhooks verifies, and a tampered body fails verification', async () => {
      const r = await receiver();
      const endpoint = await create({ url: r.url, events: ['project.import.completed'] });
      const sent = await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({ status: 'pending', eventId: expect.stringMatching(/^evt_/), deliveryId: expect.stringMatching(/^dlv_/) });

      const [req] = await until(() => (r.requests.length ? r.requests : undefined), 'the test event');
      expect(req.headers['webhook-id']).toBe(sent.body.data.eventId);
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.headers['user-agent']).toMatch(/^brandmail\//);
      const payload = new Webhook(endpoint.secret).verify(req.body, req.headers) as any;
      expect(payload).toEqual({
        type: 'webhook.test',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        data: { webhookId: endpoint.id, message: expect.any(String) },
      });

      const tampered = req.body.replace('webhook.test', 'export.completed');
      expect(() => new Webhook(endpoint.secret).verify(tampered, req.headers)).toThrow(WebhookVerificationError);
      const otherSecret = (await create({ url: r.url, events: ['*'] })).secret;
      expect(() => new Webhook(otherSecret).verify(req.body, req.headers)).toThrow(WebhookVerificationError);

      const delivery = await settledDelivery(endpoint.id);
      expect(delivery).toMatchObject({ id: sent.body.data.deliveryId, eventId: sent.body.data.eventId, eventType: 'webhook.test', status: 'delivered' });
      expect(delivery.attempts).toEqual([
        { attempt: 1, success: true, statusCode: 200, responseBody: 'thanks', durationMs: expect.any(Number), error: null, attemptedAt: expect.any(String) },
      ]);
      expect(delivery.deliveredAt).toEqual(expect.any(String));
    });

    it('retries after a 500 with the same webhook-id, then records the success', async () => {
      fastRetries(3);
      const r = await receiver((n) => (n === 0 ? 500 : 200));
      const endpoint = await create({ url: r.url, events: ['*'] });
      const sent = await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);

      const delivery = await settledDelivery(endpoint.id);
      expect(delivery.status).toBe('delivered');
      expect(delivery.attempts.map((a: any) => [a.attempt, a.success, a.statusCode])).toEqual([
        [1, false, 500],
        [2, true, 200],
      ]);
      expect(delivery.attempts[0]).toMatchObject({ responseBody: 'answer 500', error: 'The endpoint answered HTTP 500.' });
      expect(r.requests).toHaveLength(2);
      expect(r.eventIds()).toEqual([sent.body.data.eventId]);
      // Each attempt is signed afresh; both verify.
      for (const req of r.requests) expect(() => new Webhook(endpoint.secret).verify(req.body, req.headers)).not.toThrow();
      expect(r.requests[1].body).toBe(r.requests[0].body);
    });

    it('disables an endpoint at once when it answers 410 Gone, and sends it nothing more', async () => {
      fastRetries(5);
      const r = await receiver(() => 410);
      const endpoint = await create({ url: r.url, events: ['export.completed'] });
      await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);

      const delivery = await settledDelivery(endpoint.id);
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts).toHaveLength(1);
      expect(r.requests).toHaveLength(1);
      const after = (await s.request('GET', `/v1/webhooks/${endpoint.id}`)).body.data;
      expect(after.enabled).toBe(false);
      expect(after.disabledReason).toMatch(/410 Gone/);

      const owner = { accountId, environment: 'test' as const };
      const emitted = await s.runtime.ctx.webhooks.emit(s.runtime.ctx.store.db, owner, 'export.completed', { exportId: 'exp_1' });
      expect(emitted).toEqual({ eventId: null, deliveryIds: [] });
      const test = await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);
      expect(test.status).toBe(409);

      const reenabled = await s.request('PATCH', `/v1/webhooks/${endpoint.id}`, { body: { enabled: true } });
      expect(reenabled.body.data).toMatchObject({ enabled: true, disabledReason: null });
    });

    it('disables the endpoint after the last retry fails', async () => {
      fastRetries(2);
      const r = await receiver(() => 503);
      const endpoint = await create({ url: r.url, events: ['*'] });
      const sent = await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);

      const delivery = await settledDelivery(endpoint.id);
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts.map((a: any) => a.statusCode)).toEqual([503, 503, 503]);
      expect(r.requests).toHaveLength(3);
      expect(r.eventIds()).toEqual([sent.body.data.eventId]);
      const after = (await s.request('GET', `/v1/webhooks/${endpoint.id}`)).body.data;
      expect(after.enabled).toBe(false);
      expect(after.disabledReason).toMatch(/after 3 attempts.*HTTP 503/);
    });

    it('checks the address again at delivery time', async () => {
      fastRetries(0);
      const r = await receiver();
      const endpoint = await create({ url: r.url, events: ['*'] });
      // The operator turns private networks off after the endpoint was saved.
      s.runtime.ctx.webhooks.settings.allowPrivateNetworks = false;
      await s.request('POST', `/v1/webhooks/${endpoint.id}/test`);

      const delivery = await settledDelivery(endpoint.id);
      expect(delivery.status).toBe('failed');
      expect(delivery.attempts[0]).toMatchObject({ success: false, statusCode: null, error: expect.stringMatching(/loopback address.*not allowed/) });
      expect(r.requests).toHaveLength(0);
    });

    it('sends an event only to enabled endpoints subscribed to its type', async () => {
      const wanted = await receiver();
      const unwanted = await receiver();
      const a = await create({ url: wanted.url, events: ['preview.completed', 'preview.failed'] });
      await create({ url: unwanted.url, events: ['export.completed'] });
      await create({ url: unwanted.url, events: ['*'], enabled: false });

      const owner = { accountId, environment: 'test' as const };
      const { eventId, deliveryIds } = await s.runtime.ctx.webhooks.emit(s.runtime.ctx.store.db, owner, 'preview.failed', { previewId: 'prev_1', error: 'Chromium is not installed' });
      expect(deliveryIds).toHaveLength(1);
      const [req] = await until(() => (wanted.requests.length ? wanted.requests : undefined), 'the event');
      expect(req.headers['webhook-id']).toBe(eventId);
      expect(JSON.parse(req.body)).toMatchObject({ type: 'preview.failed', data: { previewId: 'prev_1', error: 'Chromium is not installed' } });
      expect((await settledDelivery(a.id)).status).toBe('delivered');
      expect(unwanted.requests).toHaveLength(0);
    });

    it('never sends events of the test environment to live endpoints', async () => {
      liveKey = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] })).key;
      const testSide = await receiver();
      const liveSide = await receiver();
      const testEndpoint = await create({ url: testSide.url, events: ['*'] });
      const liveEndpoint = await create({ url: liveSide.url, events: ['*'] }, liveKey);

      expect((await s.request('GET', `/v1/webhooks/${testEndpoint.id}`, { key: liveKey })).status).toBe(404);
      expect((await s.request('GET', '/v1/webhooks', { key: liveKey })).body.data.map((e: any) => e.id)).toEqual([liveEndpoint.id]);

      const { webhooks, store } = s.runtime.ctx;
      const fromTest = await webhooks.emit(store.db, { accountId, environment: 'test' }, 'project.import.completed', { projectId: 'prj_test' });
      const fromLive = await webhooks.emit(store.db, { accountId, environment: 'live' }, 'project.import.completed', { projectId: 'prj_live' });
      expect(fromTest.deliveryIds).toHaveLength(1);
      expect(fromLive.deliveryIds).toHaveLength(1);

      await settledDelivery(testEndpoint.id);
      await settledDelivery(liveEndpoint.id, liveKey);
      expect(testSide.eventIds()).toEqual([fromTest.eventId]);
      expect(liveSide.eventIds()).toEqual([fromLive.eventId]);
      expect(JSON.parse(liveSide.requests[0].body).data).toEqual({ projectId: 'prj_live' });
    });

    it('writes nothing when the transaction around emit rolls back, and delivers once it commits', async () => {
      const r = await receiver();
      const endpoint = await create({ url: r.url, events: ['email.generation.completed'] });
      const { webhooks, store } = s.runtime.ctx;
      const owner = { accountId, environment: 'test' as const };

      let rolledBack: string | null = null;
      await expect(
        store.db.transaction().execute(async (trx) => {
          rolledBack = (await webhooks.emit(trx, owner, 'email.generation.completed', { conversationId: 'conv_rolled_back' })).eventId;
          throw new Error('the state change failed');
        }),
      ).rejects.toThrow('the state change failed');
      expect(rolledBack).toMatch(/^evt_/);
      expect(await store.db.selectFrom('webhook_events').select('id').where('id', '=', rolledBack!).execute()).toEqual([]);
      expect((await s.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`)).body.pagination.total).toBe(0);

      const committed = await store.db.transaction().execute((trx) => webhooks.emit(trx, owner, 'email.generation.completed', { conversationId: 'conv_ok' }));
      await settledDelivery(endpoint.id);
      expect(r.eventIds()).toEqual([committed.eventId]);
      expect(JSON.parse(r.requests[0].body).data).toEqual({ conversationId: 'conv_ok' });
    });

    it('pages the delivery history, newest first', async () => {
      const r = await receiver();
      const endpoint = await create({ url: r.url, events: ['*'] });
      const sent = [];
      for (let i = 0; i < 3; i++) sent.push((await s.request('POST', `/v1/webhooks/${endpoint.id}/test`)).body.data.deliveryId);
      await until(() => r.requests.length === 3, 'three deliveries');
      const page1 = await s.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?limit=2`);
      expect(page1.body.pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
      expect(page1.body.data.map((d: any) => d.id)).toEqual([sent[2], sent[1]]);
      const page2 = await s.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?limit=2&offset=2`);
      expect(page2.body.data.map((d: any) => d.id)).toEqual([sent[0]]);
      expect(page2.body.pagination.hasMore).toBe(false);
    });
  });
});
