/**
 * Previews of a series (issue #23) over HTTP, rendering in real Chromium: a series previews as its
 * first email by default (as before), `position` picks another, "all" renders every email with
 * each result saying which; bad positions are 400s.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { cartSeries, generateSettled, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';
import { until } from '../webhooks/receiver';
import { chromiumOrFail } from './helpers';

const DEVICE = 'iphone-15-gmail';

describe.each(backends)('previews of a series (%s)', (backend) => {
  let s: TestServer;
  let series: any;

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, generationsPerMinute: 0, chromiumPath: chromiumOrFail(), previewConcurrency: 2 });
    await seedProject(s);
    series = await cartSeries(s);
  });
  afterAll(async () => s?.close());

  async function preview(body: Record<string, unknown>) {
    const res = await s.request('POST', '/v1/emails/previews', { body: { devices: [DEVICE], ...body } });
    expect(res.status, res.text).toBe(201);
    return until(async () => {
      const got = await s.request('GET', `/v1/emails/previews/${res.body.data.previewId}`);
      return got.body.data.status !== 'pending' ? got.body.data : undefined;
    }, 'preview to settle', 90_000);
  }
  const shot = async (url: string) => createHash('sha256').update(Buffer.from(await (await fetch(url)).arrayBuffer())).digest('hex');
  const places = (n: number[]) => n.map((i) => ({ position: i, role: series.emails[i - 1].role, sendOffsetDays: series.emails[i - 1].sendOffsetDays, subject: series.emails[i - 1].subject }));

  it('"all" renders every email of the series, each result saying which', async () => {
    const all = await preview({ conversationId: series.conversationId, position: 'all' });
    expect(all.status, JSON.stringify(all)).toBe('completed');
    expect(all.sequence).toBe('abandoned-cart');
    expect(all.emails).toEqual(places([1, 2, 3]));
    expect(all.results.map((r: any) => [r.position, r.deviceId, r.status])).toEqual([
      [1, DEVICE, 'completed'],
      [2, DEVICE, 'completed'],
      [3, DEVICE, 'completed'],
    ]);
    // Three emails, three different screenshots (each email's own HTML was rendered).
    const hashes = await Promise.all(all.results.map((r: any) => shot(r.imageUrl)));
    expect(new Set(hashes).size).toBe(3);

    // `position` renders that email alone: the same screenshot as its row of "all".
    const third = await preview({ conversationId: series.conversationId, position: 3 });
    expect(third.emails).toEqual(places([3]));
    expect(third.results.map((r: any) => r.position)).toEqual([3]);
    expect(await shot(third.results[0].imageUrl)).toBe(hashes[2]);
  });

  it('without `position`, a series previews as its first email did, the result saying position 1', async () => {
    const first = await preview({ conversationId: series.conversationId });
    expect(first.emails).toEqual(places([1]));
    expect(first.results.map((r: any) => r.position)).toEqual([1]);
    const listed = await s.request('GET', `/v1/emails/previews?conversationId=${series.conversationId}`);
    expect(listed.body.data.every((p: any) => p.sequence === 'abandoned-cart')).toBe(true);
  });

  it('a single email has no series fields; "all" is its one email', async () => {
    const single = await generateSettled(s, { projectId: 'prj_northwind', prompt: 'Summer sale: 20% off all jackets with code SUN20' });
    const one = await preview({ conversationId: single.conversationId, position: 'all' });
    expect(one.sequence).toBeUndefined();
    expect(one.emails).toBeUndefined();
    expect(one.results.map((r: any) => r.position)).toEqual([1]);
  });

  it('answers 400 for a position past the last email, more screenshots than one preview holds, or position with html', async () => {
    const past = await s.request('POST', '/v1/emails/previews', { body: { conversationId: series.conversationId, position: 4, devices: [DEVICE] } });
    expect(past.status).toBe(400);
    expect(past.body.error.details).toEqual([{ path: 'body.position', message: 'must be between 1 and 3' }]);
    // Every email on every device in both variants of each would be 3 × 53 × 4 screenshots: past the 400 of one preview.
    const devices = (await s.request('GET', '/v1/emails/devices/supported')).body.data.map((d: any) => d.id);
    const tooMany = await s.request('POST', '/v1/emails/previews', { body: { conversationId: series.conversationId, position: 'all', devices, darkMode: 'both', imagesOff: 'both' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ path: 'body.devices', message: 'emails × devices × variants must be at most 400' }]);
    const html = await s.request('POST', '/v1/emails/previews', { body: { html: '<p>Hi</p>', position: 2 } });
    expect(html.status).toBe(400);
    expect(html.body.error.code).toBe('INVALID_REQUEST');
  });
});
