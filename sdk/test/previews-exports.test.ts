import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import type { Preview } from '../src';
import { client, startServer } from './helpers';

const html = `<!doctype html><html><head><meta charset="utf-8"><title>Hello</title></head>
<body style="margin:0;background:#ffffff"><table role="presentation" width="100%"><tr><td style="padding:24px;font-family:Arial,sans-serif;color:#1f2937">
<h1 style="color:#1d4ed8">Spring sale</h1><p>Everything is 20% off this week.</p>
<a href="https://acme.example/shop" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;text-decoration:none">Shop now</a>
</td></tr></table></body></html>`;

describe('SDK previews and exports', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => s?.close());

  it('lists devices and renders a preview, waiting for its screenshots', async () => {
    const bm = client(s);
    const devices = await bm.previews.devices();
    expect(devices.length).toBeGreaterThanOrEqual(40);
    expect(new Set(devices.map((d) => d.id)).size).toBe(devices.length);
    const chosen = [devices.find((d) => d.type === 'phone')!.id, devices.find((d) => d.type === 'desktop')!.id];

    const progress: Preview[] = [];
    const preview = await bm.previews.createAndWait({ html, devices: chosen }, { pollInterval: 100, timeout: 60_000, onProgress: (p) => progress.push(p) });
    expect(preview).toMatchObject({ previewId: expect.stringMatching(/^prev_/), status: 'completed', devices: chosen });
    expect(preview.results.map((r) => r.deviceId)).toEqual(chosen);
    expect(progress.at(-1)?.status).toBe('completed');
    // Signed image URLs work without the API key.
    const img = await fetch(preview.results[0].imageUrl!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(await bm.previews.get(preview.previewId)).toMatchObject({ previewId: preview.previewId, status: 'completed' });
    const page = await bm.previews.list({ status: 'completed', limit: 5 });
    expect(page.data[0]).toMatchObject({ previewId: preview.previewId, status: 'completed' });
    const all: string[] = [];
    for await (const p of bm.previews.listAll({ limit: 1 })) all.push(p.previewId);
    expect(all).toContain(preview.previewId);
    expect(await bm.previews.delete(preview.previewId)).toEqual({ previewId: preview.previewId, deleted: true });
    await expect(bm.previews.get(preview.previewId)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });

    await expect(bm.previews.create({ html, devices: ['no-such-device'] })).rejects.toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('exports to a file and downloads it; lists platforms', async () => {
    const bm = client(s);
    const platforms = await bm.exports.platforms();
    expect(platforms.map((p) => p.platform)).toEqual(expect.arrayContaining(['mailchimp', 'klaviyo', 'html', 'zip', 'eml']));

    const done = await bm.exports.createAndWait({ html, platform: 'html', name: 'Spring sale', subject: 'Spring sale' }, { pollInterval: 100 });
    expect(done).toMatchObject({ exportId: expect.stringMatching(/^exp_/), status: 'completed', platform: 'html', downloadUrl: expect.any(String) });
    const file = await bm.exports.download(done.exportId);
    expect(file.contentType).toMatch(/^text\/html/);
    expect(new TextDecoder().decode(file.data)).toContain('Spring sale');
    expect(file.fileName).toMatch(/\.html$/);
  });
});
