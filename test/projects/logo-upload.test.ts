import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { serveSite, type ServedSite } from '../brand/helpers/site-server';

/** A flat blue 400 × 100 mark on transparency, in the format asked. */
function mark(format: 'png' | 'jpeg' | 'webp', width = 400, height = 100, colour = { r: 20, g: 40, b: 200 }): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 4, background: { ...colour, alpha: 1 } } })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return format === 'png' ? base.png().toBuffer() : format === 'jpeg' ? base.flatten({ background: '#ffffff' }).jpeg().toBuffer() : base.webp().toBuffer();
}

describe.each(backends)('logo upload, PUT /v1/projects/{id}/logo (%s)', (backend) => {
  let s: TestServer;
  let site: ServedSite;
  let projectId: string;

  async function put(id: string, body: Buffer | string, type: string | null, query = '', key: string | null = s.key) {
    const headers: Record<string, string> = {};
    if (type) headers['content-type'] = type;
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await fetch(`${s.url}/v1/projects/${id}/logo${query}`, { method: 'PUT', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
    return { status: res.status, body: await res.json() };
  }

  async function waitForImport(id: string) {
    for (let i = 0; i < 600; i++) {
      const st = (await s.request('GET', `/v1/projects/${id}/status`)).body.data;
      if (st.status !== 'pending') return st;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('import still pending');
  }

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    site = await serveSite('northwind-shop');
    projectId = (await s.request('POST', '/v1/projects/import', { body: { urls: [site.url], name: 'Northwind' } })).body.data.projectId;
    expect((await waitForImport(projectId)).status).toBe('completed');
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
  });

  it('stores an uploaded PNG and points the kit at it, kept across a reimport', async () => {
    const res = await put(projectId, await mark('png'), 'image/png');
    expect(res.status).toBe(200);
    const logo = res.body.data.brand.logo;
    expect(logo).toMatchObject({ width: 440, height: 140, format: 'png', origin: 'user', variant: 'dark' });
    expect(logo.url).toMatch(new RegExp(`^${s.url}/assets/logo_[A-Za-z0-9_-]{44}\\.png$`));
    expect(res.body.data.brand.evidence.logo).toMatchObject({ rule: 'set by you' });

    // Public, without a key, as an email's <img> loads it.
    const served = await fetch(logo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 440, height: 140 });

    expect((await s.request('POST', `/v1/projects/${projectId}/reimport`)).status).toBe(201);
    expect((await waitForImport(projectId)).status).toBe('completed');
    const after = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand.logo;
    expect(after.url).toBe(logo.url);
    expect((await fetch(logo.url)).status).toBe(200); // the reimport did not delete it with the old kit's blobs
  });

  it('converts JPEG and WebP to PNG, scales a large image down, and takes the variant asked for', async () => {
    const jpeg = await put(projectId, await mark('jpeg', 3000, 500), 'image/jpeg', '?variant=light');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.data.brand.logo).toMatchObject({ width: 1200, variant: 'light', format: 'png' });
    expect((await sharp(Buffer.from(await (await fetch(jpeg.body.data.brand.logo.url)).arrayBuffer())).metadata()).format).toBe('png');
    // The bytes decide, not the header.
    const webp = await put(projectId, await mark('webp'), 'application/octet-stream');
    expect(webp.status).toBe(200);
    expect(webp.body.data.brand.logo.width).toBe(440);
  });

  it('draws a self-contained SVG as a PNG and refuses one that refers to other files', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#ff6600"/><script>alert(1)</script></svg>';
    const ok = await put(projectId, svg, 'image/svg+xml');
    expect(ok.status).toBe(200);
    const served = await fetch(ok.body.data.brand.logo.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');

    const external = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>';
    const refused = await put(projectId, external, 'image/svg+xml');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/another file/) });
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>`;
    expect((await put(projectId, bomb, 'image/svg+xml')).status).toBe(400);
  });

  it('deletes the uploaded file it replaces: by a new upload, a PATCH, or deleting the project', async () => {
    const first = (await put(projectId, await mark('png'), 'image/png')).body.data.brand.logo.url;
    const second = (await put(projectId, await mark('png', 300, 80), 'image/png')).body.data.brand.logo.url;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    // A PATCH changing only the variant keeps the same file; clearing the logo deletes it.
    const same = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { brand: { logo: { url: second, width: 340, height: 120, variant: 'light' } } } });
    expect(same.status).toBe(200);
    expect((await fetch(second)).status).toBe(200);
    const cleared = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { brand: { logo: null } } });
    expect(cleared.body.data.brand.logo).toBeNull();
    expect((await fetch(second)).status).toBe(404);

    // Another project pointing its logo at this project's upload cannot make it disappear.
    const third = (await put(projectId, await mark('png'), 'image/png')).body.data.brand.logo.url;
    const other = (await s.request('POST', '/v1/projects/import', { body: { urls: [site.url], name: 'Other' } })).body.data.projectId;
    await waitForImport(other);
    await s.request('PATCH', `/v1/projects/${other}`, { body: { brand: { logo: { url: third, width: 440, height: 140 } } } });
    await s.request('PATCH', `/v1/projects/${other}`, { body: { brand: { logo: null } } });
    expect((await s.request('DELETE', `/v1/projects/${other}`)).status).toBe(200);
    expect((await fetch(third)).status).toBe(200);

    const doomed = (await s.request('POST', '/v1/projects/import', { body: { urls: [site.url], name: 'Doomed' } })).body.data.projectId;
    await waitForImport(doomed);
    const doomedLogo = (await put(doomed, await mark('png'), 'image/png')).body.data.brand.logo.url;
    expect((await s.request('DELETE', `/v1/projects/${doomed}`)).status).toBe(200);
    expect((await fetch(doomedLogo)).status).toBe(404);
  });

  it('answers bad uploads with 4xx in the error envelope', async () => {
    const png = await mark('png');
    const cases: [string, Buffer | string, string | null, string, number, string][] = [
      ['not an image type', 'hello', 'text/plain', '', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['JSON', '{"url":"x"}', 'application/json', '', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['empty body', Buffer.alloc(0), 'image/png', '', 400, 'INVALID_REQUEST'],
      ['bytes that are no image', Buffer.from('GIF89a but not really an image at all'), 'image/gif', '', 400, 'INVALID_REQUEST'],
      ['a truncated PNG', png.subarray(0, 60), 'image/png', '', 400, 'INVALID_REQUEST'],
      ['an unknown variant', png, 'image/png', '?variant=blue', 400, 'INVALID_REQUEST'],
      ['larger than 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png', '', 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [what, body, type, query, status, code] of cases) {
      const res = await put(projectId, body, type, query);
      expect(res.status, what).toBe(status);
      expect(res.body.error, what).toMatchObject({ code, message: expect.any(String), requestId: expect.any(String) });
    }
    expect((await put('prj_nope', png, 'image/png')).status).toBe(404);
    expect((await put(projectId, png, 'image/png', '', null)).status).toBe(401);
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const { key } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'reader', environment: 'test', permissions: ['projects:read'] });
    expect((await put(projectId, png, 'image/png', '', key)).status).toBe(403);
    // A pixel bomb: a tiny file claiming 30,000 × 30,000 pixels is refused, not decoded.
    const bomb = await sharp({ create: { width: 30000, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    const tall = Buffer.from(bomb);
    tall.writeUInt32BE(30000, 20); // IHDR height
    tall.writeUInt32BE(crc32(tall.subarray(12, 29)), 29); // a valid header: the size is what is refused
    const refused = await put(projectId, tall, 'image/png');
    expect(refused.body.error.message).toMatch(/too large to read \(30000×30000 pixels/);
    expect((await put(projectId, tall, 'image/png')).status).toBe(400);
  });

  it('documents the upload in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    const op = doc.paths['/v1/projects/{projectId}/logo'].put;
    expect(Object.keys(op.requestBody.content)).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'image/svg+xml']));
    expect(op.requestBody.content['image/png'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['projectId', 'variant']));
  });
});
