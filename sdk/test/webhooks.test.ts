import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { startReceiver, until, type Receiver } from '../../test/webhooks/receiver';
import { Brandmail, BrandmailError, verifyWebhook } from '../src';
import { client, startServer } from './helpers';

describe('SDK webhooks: endpoints and signature verification', () => {
  let s: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    s = await startServer();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await s?.close();
  });

  it('manages endpoints and verifies a real delivery, rejecting a tampered one', async () => {
    const bm = client(s);
    const endpoint = await bm.webhooks.create({ url: receiver.url, events: ['project.import.completed'], description: 'mine' });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(await bm.webhooks.get(endpoint.id)).not.toHaveProperty('secret');
    expect((await bm.webhooks.update(endpoint.id, { description: 'renamed' })).description).toBe('renamed');

    const sent = await bm.webhooks.test(endpoint.id);
    expect(sent).toMatchObject({ eventId: expect.stringMatching(/^evt_/), status: 'pending' });
    const delivery = await until(() => receiver.requests.find((r) => r.headers['webhook-id'] === sent.eventId), 'the test delivery');

    // Verified as a receiver would: raw body, the request's headers, the secret.
    const event = bm.webhooks.verify<{ webhookId: string }>(delivery.body, delivery.headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'webhook.test', data: { webhookId: endpoint.id } });
    // No API key needed to verify; a Headers object works too.
    expect(new Brandmail({ apiKey: '' }).webhooks.verify(Buffer.from(delivery.body), new Headers(delivery.headers), endpoint.secret).type).toBe('webhook.test');

    const tampered = delivery.body.replace('webhook.test', 'export.completed');
    const reject = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e as BrandmailError;
      }
      throw new Error('verification passed');
    };
    const bad = reject(() => verifyWebhook(tampered, delivery.headers, endpoint.secret));
    expect(bad).toBeInstanceOf(BrandmailError);
    expect(bad.code).toBe('WEBHOOK_VERIFICATION_FAILED');
    const other = await bm.webhooks.create({ url: receiver.url, events: ['*'] });
    expect(reject(() => verifyWebhook(delivery.body, delivery.headers, other.secret)).message).toMatch(/no signature matches/);
    expect(reject(() => verifyWebhook(delivery.body, { ...delivery.headers, 'webhook-id': 'evt_other' }, endpoint.secret)).code).toBe('WEBHOOK_VERIFICATION_FAILED');
    const later = new Date((Number(delivery.headers['webhook-timestamp']) + 600) * 1000);
    expect(reject(() => verifyWebhook(delivery.body, delivery.headers, endpoint.secret, { now: later })).message).toMatch(/timestamp/);
    expect(reject(() => verifyWebhook(JSON.parse(delivery.body), delivery.headers, endpoint.secret)).message).toMatch(/raw request body/);

    const deliveries = await until(async () => {
      const page = await bm.webhooks.deliveries(endpoint.id);
      return page.data[0]?.status === 'delivered' ? page : undefined;
    }, 'the delivery to be recorded');
    expect(deliveries.data[0]).toMatchObject({ eventId: sent.eventId, eventType: 'webhook.test' });

    expect(await bm.webhooks.delete(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });
    await expect(bm.webhooks.get(endpoint.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
  });
});
