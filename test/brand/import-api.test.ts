import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../src/brand/fetch/render';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { compareKit } from './helpers/expectations';
import { readExpectation, serveHandler, serveSite, siteNames, type ServedSite } from './helpers/site-server';

const hasChromium = !!chromiumPath();

async function waitForImport(s: TestServer, projectId: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await s.request('GET', `/v1/projects/${projectId}/status`);
    expect(res.status).toBe(200);
    if (res.body.data.status !== 'pending') return res.body.data;
    if (Date.now() > deadline) throw new Error(`import ${projectId} still pending: ${JSON.stringify(res.body.data)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function importUrls(s: TestServer, urls: string[], name = 'Test brand') {
  const res = await s.request('POST', '/v1/projects/import', { body: { urls, name } });
  expect(res.status).toBe(201);
  expect(res.body.data).toEqual({ projectId: expect.stringMatching(/^prj_/), status: 'pending' });
  return res.body.data.projectId as string;
}

describe.each(backends)('brand import over the API (%s)', (backend) => {
  let s: TestServer;
  const sites = new Map<string, ServedSite>();

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    for (const name of siteNames()) sites.set(name, await serveSite(name));
  });
  afterAll(async () => {
    await Promise.all([...sites.values()].map((site) => site.close()));
    await s?.close();
  });

  it.each(siteNames())('imports the %s fixture site with every expected field', async (name) => {
    const site = sites.get(name)!;
    const projectId = await importUrls(s, [site.url], `Fixture ${name}`);
    const status = await waitForImport(s, projectId);
    expect(status).toMatchObject({ projectId, status: 'completed', stage: 'completed', progress: 1 });
    const rendered = status.pages.some((p: { status: string }) => p.status === 'rendered');
    const expected = readExpectation(name);
    if (expected.requiresRendering) {
      expect(rendered).toBe(hasChromium);
      if (!hasChromium) expect(status.warnings.join('\n')).toMatch(/JavaScript.*Chromium is not installed/s);
    } else {
      expect(rendered).toBe(false);
    }

    const project = (await s.request('GET', `/v1/projects/${projectId}`)).body.data;
    expect(project.name).toBe(`Fixture ${name}`);
    const failed = compareKit(project.brand, expected, site.url, { rendered, warnings: status.warnings }).filter((c) => !c.ok);
    expect(failed).toEqual([]);

    // The logo is a PNG anyone can load from the email, without a key.
    if (project.brand.logo) {
      const logo = await fetch(project.brand.logo.url);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
      expect(logo.headers.get('cache-control')).toMatch(/immutable/);
      const bytes = Buffer.from(await logo.arrayBuffer());
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(project.brand.logo.url).toMatch(/\/assets\/blob_[A-Za-z0-9_-]{32}\.png$/);
    }
  });

  it('fails with IMPORT_FAILED naming the URL and the cause', async () => {
    const notFound = await serveHandler((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>gone</h1>'));
    const json = await serveHandler((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    try {
      const cases: [string, RegExp][] = [
        ['http://brandmail-fixture.invalid/', /brandmail-fixture\.invalid.*DNS/],
        [notFound.url, /HTTP 404/],
        [json.url, /not an HTML page \(Content-Type application\/json\)/],
      ];
      for (const [url, cause] of cases) {
        const projectId = await importUrls(s, [url]);
        const status = await waitForImport(s, projectId);
        expect(status).toMatchObject({ status: 'failed', errorCode: 'IMPORT_FAILED', stage: 'failed' });
        expect(status.error).toContain(url);
        expect(status.error).toMatch(cause);
        expect((await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand).toBeNull();
      }
    } finally {
      await notFound.close();
      await json.close();
    }
  });

  it('completes with a warning when one URL of several is unreachable, the first good URL leading', async () => {
    const notFound = await serveHandler((_req, res) => res.writeHead(404).end());
    try {
      const projectId = await importUrls(s, [notFound.url, sites.get('trattoria-lume')!.url, sites.get('northwind-shop')!.url]);
      const status = await waitForImport(s, projectId);
      expect(status.status).toBe('completed');
      expect(status.warnings.some((w: string) => w.includes(notFound.url) && w.includes('HTTP 404'))).toBe(true);
      const brand = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand;
      expect(brand.name).toBe('Trattoria Lume');
      expect(brand.colors.primary).toBe('#8c2f1b');
      // Lists join: the restaurant's profiles first, then the shop's other platforms.
      expect(brand.socialLinks.map((l: { platform: string }) => l.platform)).toEqual(['instagram', 'facebook', 'tripadvisor', 'pinterest']);
      expect(brand.products.map((p: { name: string }) => p.name)).toContain('Everyday Tote');
    } finally {
      await notFound.close();
    }
  });

  it('keeps a user correction across a reimport', async () => {
    const projectId = await importUrls(s, [sites.get('northwind-shop')!.url]);
    await waitForImport(s, projectId);
    const imported = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand;
    // The kit says where its key values came from, and keeps the names it weighed.
    expect(imported.evidence.name).toMatchObject({ confidence: 'high', source: expect.stringContaining('http') });
    expect(imported.evidence.name.candidates[0]).toMatchObject({ name: 'Northwind Goods', sources: expect.arrayContaining(['og:site_name']) });
    expect(imported.evidence.logo).toMatchObject({ rule: 'header image linking home', source: expect.stringMatching(/northwind-logo\.png$/) });
    expect(imported.evidence).toMatchObject({
      description: { rule: 'meta description', confidence: 'high' },
      language: { rule: expect.stringContaining('confirmed by the page text'), confidence: 'high' },
      headingFont: { source: expect.stringContaining('fonts.googleapis.com'), confidence: 'high' },
      email: { rule: 'JSON-LD Organization', confidence: 'high' },
      primaryColor: { confidence: expect.stringMatching(/high|medium/) },
    });
    // Picking one of the candidates is a PATCH; the kit then says the name is the user's.
    const picked = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { brand: { name: imported.evidence.name.candidates[0].name } } });
    expect(picked.body.data.brand.evidence.name).toMatchObject({ rule: 'set by you', candidates: imported.evidence.name.candidates });
    const patched = await s.request('PATCH', `/v1/projects/${projectId}`, {
      body: { name: 'Northwind', brand: { colors: { primary: '#ff6600' }, tagline: 'Repair, not replace', socialLinks: [] } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.name).toBe('Northwind');
    expect(patched.body.data.brand.colors.primary).toBe('#ff6600');
    expect(patched.body.data.brand.colors.background).toBe('#fbfaf7'); // merged, not replaced
    expect(patched.body.data.brand.socialLinks).toEqual([]);

    const again = await s.request('POST', `/v1/projects/${projectId}/reimport`);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ projectId, status: 'pending' });
    expect((await waitForImport(s, projectId)).status).toBe('completed');
    const brand = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand;
    expect(brand.colors.primary).toBe('#ff6600');
    expect(brand.tagline).toBe('Repair, not replace');
    expect(brand.socialLinks).toEqual([]);
    expect(brand.name).toBe('Northwind Goods');
    expect(brand.logo.sourceUrl).toMatch(/northwind-logo\.png$/);
  });

  it('refuses an invalid correction with the failing path', async () => {
    const projectId = await importUrls(s, [sites.get('quiet-reader-blog')!.url]);
    await waitForImport(s, projectId);
    const bad = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { brand: { colors: { primary: 'orange' } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_REQUEST');
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain('body.brand.colors.primary');
    const empty = await s.request('PATCH', `/v1/projects/${projectId}`, { body: {} });
    expect(empty.status).toBe(400);
    const unknown = await s.request('PATCH', '/v1/projects/prj_nope', { body: { name: 'x' } });
    expect(unknown.status).toBe(404);
  });

  it('undoes corrections with reset: the imported value shows again, other corrections stay', async () => {
    const projectId = await importUrls(s, [sites.get('quiet-reader-blog')!.url]);
    await waitForImport(s, projectId);
    const imported = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand;
    const georgia = { family: 'Georgia', stack: "Georgia, 'Times New Roman', serif", source: null };
    const arial = { family: 'Arial', stack: 'Arial, Helvetica, sans-serif', source: null };
    const both = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { brand: { fonts: { heading: georgia, body: arial }, tagline: 'Mine' } } });
    expect(both.body.data.brand.fonts).toEqual({ heading: georgia, body: arial });
    const reset = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { reset: ['fonts.heading'] } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.brand.fonts).toEqual({ heading: imported.fonts.heading, body: arial });
    expect(reset.body.data.brand.evidence.headingFont).toEqual(imported.evidence.headingFont);
    expect(reset.body.data.brand.tagline).toBe('Mine');
    // A whole part, and one never corrected, in the same request as a new correction.
    const whole = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { reset: ['fonts', 'colors.primary'], brand: { description: 'Yours' } } });
    expect(whole.body.data.brand).toMatchObject({ fonts: imported.fonts, colors: imported.colors, tagline: 'Mine', description: 'Yours' });
    const bad = await s.request('PATCH', `/v1/projects/${projectId}`, { body: { reset: ['fonts.nope'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain('body.reset.0');
  });

  it('deletes a project and its logo', async () => {
    const projectId = await importUrls(s, [sites.get('peak-outfitters')!.url]);
    await waitForImport(s, projectId);
    const logoUrl = (await s.request('GET', `/v1/projects/${projectId}`)).body.data.brand.logo.url;
    expect((await fetch(logoUrl)).status).toBe(200);
    const del = await s.request('DELETE', `/v1/projects/${projectId}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ projectId, deleted: true });
    expect((await s.request('GET', `/v1/projects/${projectId}`)).status).toBe(404);
    expect((await s.request('GET', `/v1/projects/${projectId}/status`)).status).toBe(404);
    expect((await fetch(logoUrl)).status).toBe(404);
    expect((await s.request('DELETE', `/v1/projects/${projectId}`)).status).toBe(404);
  });

  it('documents the import endpoints and the BrandKit schema in the OpenAPI document', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/projects/import', '/v1/projects/{projectId}/status', '/v1/projects/{projectId}/reimport']));
    expect(doc.components.schemas.BrandKit.properties).toHaveProperty('colors');
    expect(Object.keys(doc.components.schemas.BrandKit.properties)).toEqual([
      'name', 'description', 'tagline', 'logo', 'icon', 'colors', 'fonts', 'images', 'socialLinks', 'contact', 'voice', 'language', 'products', 'pages', 'evidence',
    ]);
  });

  it('validates the import request', async () => {
    const ok = sites.get('northwind-shop')!.url;
    const bad: [unknown, string][] = [
      [{ urls: [], name: 'x' }, 'body.urls'],
      [{ urls: Array(11).fill(ok), name: 'x' }, 'body.urls'],
      [{ urls: ['ftp://example.com/'], name: 'x' }, 'body.urls.0'],
      [{ urls: ['not a url'], name: 'x' }, 'body.urls.0'],
      [{ urls: [ok], name: '' }, 'body.name'],
      [{ urls: [ok], name: 'x'.repeat(201) }, 'body.name'],
      [{ urls: [ok] }, 'body.name'],
      [{ name: 'x' }, 'body.urls'],
    ];
    for (const [body, path] of bad) {
      const res = await s.request('POST', '/v1/projects/import', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await s.request('POST', '/v1/projects/import', { body: { urls: Array(10).fill(ok), name: 'x'.repeat(200) } })).status).toBe(201);
  });

  it('needs projects:write to import and projects:read to see the status', async () => {
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    const { key } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'reader', environment: 'test', permissions: ['projects:read'] });
    const res = await s.request('POST', '/v1/projects/import', { key, body: { urls: [sites.get('northwind-shop')!.url], name: 'x' } });
    expect(res.status).toBe(403);
    const projectId = await importUrls(s, [sites.get('northwind-shop')!.url]);
    expect((await s.request('GET', `/v1/projects/${projectId}/status`, { key })).status).toBe(200);
    expect((await s.request('PATCH', `/v1/projects/${projectId}`, { key, body: { name: 'y' } })).status).toBe(403);
    expect((await s.request('DELETE', `/v1/projects/${projectId}`, { key })).status).toBe(403);
    expect((await s.request('GET', `/v1/projects/${projectId}/status`, { key: null })).status).toBe(401);
  });

  it('sends project.import.completed and project.import.failed webhook events', async () => {
    const received: { type: string; data: Record<string, unknown> }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (receiver.address() as { port: number }).port;
      const hook = await s.request('POST', '/v1/webhooks', { body: { url: `http://127.0.0.1:${port}/hook`, events: ['project.import.completed', 'project.import.failed'] } });
      expect(hook.status).toBe(201);
      const good = await importUrls(s, [sites.get('cloudlytic-saas')!.url]);
      const bad = await importUrls(s, ['http://brandmail-fixture.invalid/']);
      await waitForImport(s, good);
      await waitForImport(s, bad);
      const deadline = Date.now() + 20_000;
      while (received.filter((e) => [good, bad].includes(e.data.projectId as string)).length < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const completed = received.find((e) => e.data.projectId === good);
      const failed = received.find((e) => e.data.projectId === bad);
      expect(completed).toMatchObject({ type: 'project.import.completed', data: { projectId: good, status: 'completed' } });
      expect(failed).toMatchObject({ type: 'project.import.failed', data: { projectId: bad, status: 'failed', errorCode: 'IMPORT_FAILED' } });
      expect(received.filter((e) => e.data.projectId === good)).toHaveLength(1);
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  });
});

describe.each(backends)('brand import with private networks refused (%s)', (backend) => {
  let s: TestServer;
  let site: ServedSite;
  beforeAll(async () => {
    s = await startTestServer(backend, { allowPrivateNetworks: false, rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    site = await serveSite('northwind-shop');
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
  });

  it('fails an import of a loopback address as a blocked address', async () => {
    const projectId = await importUrls(s, [site.url]);
    const status = await waitForImport(s, projectId);
    expect(status).toMatchObject({ status: 'failed', errorCode: 'IMPORT_FAILED' });
    expect(status.error).toContain(site.url);
    expect(status.error).toMatch(/blocked address.*loopback/);
    expect(site.requests).toEqual([]);
  });
});
