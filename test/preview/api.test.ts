/**
 * The previews API over HTTP on both backends, rendering in real Chromium: create, poll, fetch the
 * signed images without a key, webhook events, validation, permissions, failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_IDS } from '../../src/preview/devices';
import type { ChromiumPool } from '../../src/preview/renderer';
import { UrlSigner } from '../../src/preview/signing';
import { pngSize } from '../../src/preview/thumbnail';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { chromiumOrFail, solidPng, startImageHost } from './helpers';

const unlimited = { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } };
const EMAIL = (logo: string) =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0;background:#ffffff">
    <table width="100%"><tr><td style="padding:24px;font-family:Arial;color:#222222"><img src="${logo}" alt="Acme" width="80" height="80"><h1>Hello</h1>
    <a href="https://acme.example/" style="display:inline-block;padding:12px 20px;background:#0a58ff;color:#fff;border-radius:8px">Shop</a></td></tr></table></body></html>`;

describe.each(backends)('previews API (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  let receiver: Receiver;

  beforeAll(async () => {
    s = await startTestServer(backend, { ...unlimited, chromiumPath: chromiumOrFail(), previewConcurrency: 2 });
    accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    receiver = await startReceiver();
    const hook = await s.request('POST', '/v1/webhooks', { body: { url: receiver.url, events: ['preview.completed', 'preview.failed'] } });
    expect(hook.status).toBe(201);
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  async function settled(previewId: string, key = s.key) {
    return until(async () => {
      const res = await s.request('GET', `/v1/emails/previews/${previewId}`, { key });
      expect(res.status, res.text).toBe(200);
      return res.body.data.status !== 'pending' ? res.body.data : undefined;
    }, `preview ${previewId} to settle`, 90_000);
  }
  const eventsFor = (previewId: string) =>
    receiver.requests.map((r) => JSON.parse(r.body)).filter((e) => e.data?.previewId === previewId);

  it('lists 40+ supported devices, each with its viewport, scale, OS, client and dark mode', async () => {
    const res = await s.request('GET', '/v1/emails/devices/supported');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(40);
    expect(res.body.pagination).toMatchObject({ offset: 0, total: res.body.data.length, hasMore: false });
    expect(res.body.data.find((d: { id: string }) => d.id === 'outlook-365-windows')).toEqual({
      id: 'outlook-365-windows',
      name: 'Windows PC (1920×1080) · Outlook 365 (Windows)',
      type: 'desktop',
      os: 'Windows 11',
      client: 'Outlook 365 (Windows)',
      clientId: 'outlook-365-windows',
      emulates: 'outlook.windows',
      viewport: { width: 1000, height: 900 },
      deviceScaleFactor: 1,
      darkMode: true,
      darkModeBehaviour: 'full',
    });
  });

  it('renders light and dark shots per device and serves them at signed URLs without a key', async () => {
    const host = await startImageHost({ '/logo.png': await solidPng(80, 80, [200, 30, 30]) });
    try {
      const created = await s.request('POST', '/v1/emails/previews', {
        body: { html: EMAIL(`${host.base}/logo.png`), devices: ['iphone-se-apple-mail', 'outlook-2016-windows'], darkMode: 'both' },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data).toEqual({ previewId: expect.stringMatching(/^prev_/), status: 'pending' });
      const { previewId } = created.body.data;

      const preview = await settled(previewId);
      expect(preview).toMatchObject({ previewId, status: 'completed', stage: 'completed', progress: 1, darkMode: 'both', imagesOff: false });
      expect(preview.results.map((r: any) => [r.deviceId, r.darkMode, r.imagesOff, r.status])).toEqual([
        ['iphone-se-apple-mail', false, false, 'completed'],
        ['iphone-se-apple-mail', true, false, 'completed'],
        ['outlook-2016-windows', false, false, 'completed'],
        ['outlook-2016-windows', true, false, 'completed'],
      ]);
      expect(preview.results[0]).toMatchObject({ client: 'Apple Mail (iOS)', width: 750, height: 1334, error: null });
      expect(preview.results[2]).toMatchObject({ client: 'Outlook 2016 (Windows)', width: 1000, height: 900 });
      // The email's images are fetched once per preview, whatever the number of devices.
      expect(host.requests).toEqual(['/logo.png']);

      const first = preview.results[0];
      expect(first.imageUrl.startsWith(`${s.url}/v1/previews/images/`)).toBe(true);
      const image = await fetch(first.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 750, height: 1334 });
      const thumbnail = await fetch(first.thumbnailUrl);
      expect(thumbnail.status).toBe(200);
      expect(pngSize(Buffer.from(await thumbnail.arrayBuffer())).width).toBe(320);
      expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);

      const tampered = await fetch(first.imageUrl.replace(/signature=./, (m: string) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A')));
      expect(tampered.status).toBe(403);
      expect((await tampered.json()).error).toMatchObject({ code: 'INSUFFICIENT_PERMISSIONS', message: expect.stringMatching(/signature/) });
      const blobId = new URL(first.imageUrl).pathname.split('/').pop()!.replace('.png', '');
      const signer = await UrlSigner.create(s.runtime.ctx.store.db, s.runtime.ctx.config.secret);
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await fetch(signer.url(s.url, blobId, past));
      expect(expired.status).toBe(403);
      expect((await expired.json()).error.message).toMatch(/expired/);
      const future = Math.floor(Date.now() / 1000) + 600;
      expect((await fetch(signer.url(s.url, 'shot_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', future))).status).toBe(404);

      const events = await until(() => (eventsFor(previewId).length ? eventsFor(previewId) : undefined), 'the preview.completed event');
      expect(events).toEqual([{ type: 'preview.completed', timestamp: expect.any(String), data: { previewId, status: 'completed', completed: 4, failed: 0 } }]);
    } finally {
      await host.close();
    }
  });

  it('answers 400 for unknown devices and malformed requests, 404 for an unknown conversation', async () => {
    const unknown = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>x</p>', devices: ['iphone-15-gmail', 'nokia-3310', 'pager'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('INVALID_REQUEST');
    expect(unknown.body.error.message).toMatch(/nokia-3310, pager/);
    expect(unknown.body.error.details).toEqual([
      { path: 'body.devices.1', message: 'unknown device id "nokia-3310"' },
      { path: 'body.devices.2', message: 'unknown device id "pager"' },
    ]);
    const both = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>x</p>', conversationId: 'conv_1' } });
    expect(both.status).toBe(400);
    const neither = await s.request('POST', '/v1/emails/previews', { body: { devices: ['iphone-15-gmail'] } });
    expect(neither.status).toBe(400);
    expect(neither.body.error.details[0].path).toBe('body.html');
    const badDark = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>x</p>', darkMode: 'sometimes' } });
    expect(badDark.status).toBe(400);
    expect(badDark.body.error.details[0].path).toBe('body.darkMode');
    const conversation = await s.request('POST', '/v1/emails/previews', { body: { conversationId: 'conv_01jdnotthere' } });
    expect(conversation.status).toBe(404);
    expect(conversation.body.error.code).toBe('RESOURCE_NOT_FOUND');
    expect((await s.request('GET', '/v1/emails/previews/prev_01jdnotthere')).status).toBe(404);
  });

  it('requires previews:write to create and previews:read to read; keeps environments apart', async () => {
    const reader = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'reader', environment: 'test', permissions: ['previews:read'] })).key;
    const other = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'other', environment: 'test', permissions: ['projects:read'] })).key;
    const live = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'live', environment: 'live', permissions: ['*'] })).key;
    const denied = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>x</p>' }, key: reader });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toMatch(/previews:write/);
    expect((await s.request('GET', '/v1/emails/devices/supported', { key: reader })).status).toBe(200);
    expect((await s.request('GET', '/v1/emails/devices/supported', { key: other })).status).toBe(403);
    expect((await s.request('GET', '/v1/emails/devices/supported', { key: null })).status).toBe(401);

    const created = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>hello</p>', devices: ['gmail-web-laptop-1366'] } });
    const { previewId } = created.body.data;
    expect((await s.request('GET', `/v1/emails/previews/${previewId}`, { key: live })).status).toBe(404);
    expect((await s.request('GET', `/v1/emails/previews/${previewId}`, { key: reader })).status).toBe(200);
    await settled(previewId);
  });

  it('lists previews newest first with their results, filtered by status; deletes a finished one and its screenshots', async () => {
    const live = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'live-lister', environment: 'live', permissions: ['*'] })).key;
    const reader = (await s.runtime.ctx.accounts.createKey({ accountId, name: 'lister', environment: 'test', permissions: ['previews:read'] })).key;
    const first = (await s.request('POST', '/v1/emails/previews', { body: { html: '<p>one</p>', devices: ['gmail-web-laptop-1366'] } })).body.data.previewId;
    const second = (await s.request('POST', '/v1/emails/previews', { body: { html: '<p>two</p>', devices: ['iphone-se-apple-mail'] } })).body.data.previewId;
    const done = await settled(second);
    await settled(first);

    const listed = await s.request('GET', '/v1/emails/previews?limit=2', { key: reader });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((p: { previewId: string }) => p.previewId)).toEqual([second, first]);
    expect(listed.body.pagination).toMatchObject({ limit: 2, offset: 0, hasMore: listed.body.pagination.total > 2 });
    expect(listed.body.data[0]).toMatchObject({ previewId: second, status: 'completed', devices: ['iphone-se-apple-mail'] });
    expect(listed.body.data[0].results).toHaveLength(1);
    expect((await fetch(listed.body.data[0].results[0].imageUrl)).status).toBe(200);
    expect((await s.request('GET', '/v1/emails/previews?status=failed')).body.data.every((p: { status: string }) => p.status === 'failed')).toBe(true);
    expect((await s.request('GET', '/v1/emails/previews?status=sometimes')).status).toBe(400);
    expect((await s.request('GET', '/v1/emails/previews', { key: live })).body).toMatchObject({ data: [], pagination: { total: 0 } });

    // Deleting needs previews:write, sees only its own environment, and takes the images with it.
    expect((await s.request('DELETE', `/v1/emails/previews/${second}`, { key: reader })).status).toBe(403);
    expect((await s.request('DELETE', `/v1/emails/previews/${second}`, { key: live })).status).toBe(404);
    const deleted = await s.request('DELETE', `/v1/emails/previews/${second}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ previewId: second, deleted: true });
    expect((await s.request('GET', `/v1/emails/previews/${second}`)).status).toBe(404);
    expect((await fetch(done.results[0].imageUrl)).status).toBe(404);
    expect((await fetch(done.results[0].thumbnailUrl)).status).toBe(404);
    expect((await s.request('DELETE', `/v1/emails/previews/${second}`)).status).toBe(404);
    expect((await s.request('GET', '/v1/emails/previews?limit=100')).body.data.map((p: { previewId: string }) => p.previewId)).not.toContain(second);

    // One still rendering is refused, and kept.
    const now = new Date().toISOString();
    await s.runtime.ctx.store.db
      .insertInto('previews')
      .values({ id: 'prev_rendering', account_id: accountId, environment: 'test', status: 'pending', stage: 'rendering', progress: 0.5, conversation_id: null, html: '<p>x</p>', devices: '[]', dark_mode: 'false', images_off: 'false', error: null, error_code: null, created_at: now, updated_at: now, completed_at: null })
      .execute();
    const busy = await s.request('DELETE', '/v1/emails/previews/prev_rendering');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/still rendering/) });
    expect((await s.request('GET', '/v1/emails/previews/prev_rendering')).status).toBe(200);
  });

  it('fails only the row of a device that cannot render, and the preview when none can', async () => {
    const previews = s.runtime.ctx.previews;
    const original = previews.renderer.bind(previews);
    previews.renderer = () => {
      const pool = original();
      return {
        warm: () => pool.warm(),
        screenshot: (req) => (req.device.viewport.width === 1000 ? Promise.reject(new Error('page crashed')) : pool.screenshot(req)),
      } as ChromiumPool;
    };
    try {
      const partly = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>hello</p>', devices: ['outlook-2016-windows', 'iphone-se-apple-mail'] } });
      const preview = await settled(partly.body.data.previewId);
      expect(preview.status).toBe('completed');
      expect(preview.results.map((r: any) => [r.deviceId, r.status, r.imageUrl === null])).toEqual([
        ['outlook-2016-windows', 'failed', true],
        ['iphone-se-apple-mail', 'completed', false],
      ]);
      expect(preview.results[0].error).toBe('Rendering failed on this device: page crashed');

      // Default devices when none are named; every one of them fails here.
      previews.renderer = () => ({ warm: async () => {}, screenshot: () => Promise.reject(new Error('page crashed')) }) as unknown as ChromiumPool;
      const none = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>hello</p>' } });
      const failed = await settled(none.body.data.previewId);
      expect(failed).toMatchObject({ status: 'failed', stage: 'failed', errorCode: 'PREVIEW_FAILED', devices: [...DEFAULT_DEVICE_IDS] });
      expect(failed.error).toMatch(/No screenshot could be rendered \(10 failed\)/);
      expect(failed.results).toHaveLength(10);
      const events = await until(() => (eventsFor(failed.previewId).length ? eventsFor(failed.previewId) : undefined), 'the preview.failed event');
      expect(events.map((e) => [e.type, e.data.errorCode])).toEqual([['preview.failed', 'PREVIEW_FAILED']]);
    } finally {
      previews.renderer = original;
    }
  });
});

describe.each(backends)('previews without Chromium (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { ...unlimited, chromiumPath: '/nonexistent/chromium' });
  });
  afterAll(async () => s?.close());

  it('answers 503 saying how to install Chromium, while the device list still works', async () => {
    const res = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>hello</p>' } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.error.message).toMatch(/apt-get install -y chromium/);
    expect(res.body.error.message).toMatch(/\/nonexistent\/chromium/);
    const devices = await s.request('GET', '/v1/emails/devices/supported');
    expect(devices.status).toBe(200);
    expect(devices.body.data.length).toBeGreaterThanOrEqual(40);
  });
});
