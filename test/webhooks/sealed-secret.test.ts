import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from './receiver';

describe.each(backends)('webhook signing secrets at rest with BRANDMAIL_SECRET (%s)', (backend) => {
  let s: TestServer;
  let r: Receiver;

  beforeAll(async () => {
    s = await startTestServer(backend, { secret: 'a-long-enough-operator-secret', rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    r = await startReceiver(() => 200);
  });
  afterAll(async () => {
    await r?.close();
    await s?.close();
  });

  it('stores the secret sealed, yet signs with it', async () => {
    const created = await s.request('POST', '/v1/webhooks', { body: { url: r.url, events: ['*'] } });
    expect(created.status, created.text).toBe(201);
    const { id, secret } = created.body.data as { id: string; secret: string };

    const row = await s.runtime.ctx.store.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(secret.slice('whsec_'.length));

    await s.request('POST', `/v1/webhooks/${id}/test`);
    const [req] = await until(() => (r.requests.length ? r.requests : undefined), 'the test event');
    expect(new Webhook(secret).verify(req.body, req.headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('keeps signing for an endpoint stored before the secret was set', async () => {
    const created = await s.request('POST', '/v1/webhooks', { body: { url: r.url, events: ['*'] } });
    const { id } = created.body.data as { id: string };
    const legacy = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    await s.runtime.ctx.store.db.updateTable('webhook_endpoints').set({ secret: legacy }).where('id', '=', id).execute();
    const before = r.requests.length;
    await s.request('POST', `/v1/webhooks/${id}/test`);
    const req = await until(() => r.requests[before], 'the test event');
    expect(new Webhook(legacy).verify(req.body, req.headers)).toMatchObject({ type: 'webhook.test' });
  });
});
