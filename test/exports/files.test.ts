/**
 * The hand-off files through the real server on both backends: the .eml is the brand's (From from
 * the brand kit, valid Date / Message-ID / MIME-Version, both parts — read back with mailparser),
 * the .mjml compiles with the mjml package under strict validation, and the .pdf, printed by the
 * real Chromium, has the email's text (selectable) and its links (annotations), read back with
 * pdf.js.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import mjml2html from 'mjml';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDocumentInput } from '../../src/email';
import { locateChromium } from '../../src/preview/chromium';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { downloadExport, fakeConversations, fastRetries, insertBrandedConversation, readPdf, settled, startExport, welcome } from './helpers';

const hasChromium = locateChromium(process.env.CHROMIUM_PATH).found;

/** The welcome email with its images served by a local server, so the PDF can show them. */
function withImages(doc: EmailDocumentInput, base: string): EmailDocumentInput {
  return JSON.parse(JSON.stringify(doc).replaceAll('https://loom-notes.example/logo.png', `${base}/logo.png`).replaceAll('https://loom-notes.example/img/welcome-screens.png', `${base}/screens.png`));
}

/** Chromium rounds page sizes to whole points. */
function expectSize(actual: number[], expected: number[]) {
  expect(actual.map((v, i) => Math.abs(v - expected[i]) < 1.5)).toEqual([true, true]);
}

describe.each(backends)('file exports (%s)', (backend) => {
  let s: TestServer;
  let images: http.Server;
  let base: string;

  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    const png = await sharp({ create: { width: 536, height: 320, channels: 3, background: '#5b4bdb' } }).png().toBuffer();
    images = http.createServer((req, res) => {
      if (req.url === '/logo.png' || req.url === '/screens.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    fastRetries(s);
    await fakeConversations(s, { conv_welcome: welcome(), conv_branded: welcome(), conv_nomail: welcome(), conv_images: withImages(welcome(), base) });
    await insertBrandedConversation(s, { projectId: 'prj_loom', conversationId: 'conv_branded', brandName: 'Loom Notes', email: 'hello@loom-notes.example' });
    await insertBrandedConversation(s, { projectId: 'prj_nomail', conversationId: 'conv_nomail', brandName: 'No Mail', email: null });
  });
  afterAll(async () => {
    await s?.close();
    images?.close();
  });

  describe('eml', () => {
    async function eml(body: Record<string, unknown>) {
      const id = await startExport(s, { platform: 'eml', ...body });
      expect((await settled(s, id)).status).toBe('completed');
      const { data } = await downloadExport(s, id);
      return { raw: data.toString(), mail: await simpleParser(data) };
    }

    it('is from the brand’s sender: the kit’s name and contact address, with valid Date, Message-ID, MIME-Version and both parts', async () => {
      const before = Date.now();
      const { raw, mail } = await eml({ conversationId: 'conv_branded' });
      expect(mail.from?.value).toEqual([{ name: 'Loom Notes', address: 'hello@loom-notes.example' }]);
      expect(mail.messageId).toMatch(/^<[^<>@\s]+@loom-notes\.example>$/);
      expect(mail.date!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(mail.date!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
      expect(raw).toMatch(/^Date: [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\r$/m);
      expect(raw).toMatch(/^X-Unsent: 1\r$/m);
      expect(mail.text).toContain('Questions? Just reply to this email, friend');
      expect(mail.html).toContain('Welcome aboard');
      expect(mail.subject).toBe('Welcome to Loom, there');
    });

    it('takes the request’s from over the brand’s, and a project’s brand for html', async () => {
      expect((await eml({ conversationId: 'conv_branded', from: '"Loom, Inc." <news@loom.example>' })).mail.from?.value).toEqual([{ name: 'Loom, Inc.', address: 'news@loom.example' }]);
      const html = '<html><head><title>Hi</title></head><body><p>Hello</p></body></html>';
      expect((await eml({ html, projectId: 'prj_loom' })).mail.from?.value).toEqual([{ name: 'Loom Notes', address: 'hello@loom-notes.example' }]);
    });

    it('falls back to a placeholder to replace when the kit has no address', async () => {
      expect((await eml({ conversationId: 'conv_nomail' })).mail.from?.value[0].address).toBe('no-reply@brandmail.invalid');
    });

    it('refuses a from that is not one address, and options of other formats, in the error envelope', async () => {
      for (const [body, path] of [
        [{ conversationId: 'conv_branded', platform: 'eml', from: 'not an address' }, 'body.from'],
        [{ conversationId: 'conv_branded', platform: 'eml', from: 'a@b.example, c@d.example' }, 'body.from'],
        [{ conversationId: 'conv_branded', platform: 'html', from: 'a@b.example' }, 'body.from'],
        [{ conversationId: 'conv_branded', platform: 'eml', paper: 'A4' }, 'body.paper'],
        [{ html: '<p>x</p>', platform: 'mjml' }, 'body.html'],
      ] as const) {
        const res = await s.request('POST', '/v1/export', { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('INVALID_REQUEST');
        expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
      }
      expect((await s.request('POST', '/v1/export', { body: { html: '<p>x</p>', platform: 'eml', projectId: 'prj_unknown' } })).status).toBe(404);
    });
  });

  it('OpenAPI names every file format on POST /v1/export and on the download, with the download’s types and errors', async () => {
    const doc = (await s.request('GET', '/v1/openapi.json', { key: null })).body;
    const start = doc.paths['/v1/export'].post;
    const download = doc.paths['/v1/export/{exportId}/download'].get;
    for (const text of [start.summary, download.summary]) for (const format of ['html', 'zip', 'eml', 'mjml', 'pdf']) expect(text).toContain(format);
    for (const word of ['mergeTags', 'paper', 'mobile', 'From']) expect(start.description).toContain(word);
    expect(download.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'string', format: 'binary' } } } });
    for (const type of ['text/html', 'application/zip', 'message/rfc822', 'text/mjml', 'application/pdf']) expect(download.description).toContain(type);
    for (const code of ['404', '409']) expect(download.responses[code]?.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  it('mjml: MJML 4 source that compiles with the mjml package under strict validation', async () => {
    const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'mjml', preheader: 'Your first week' });
    const done = await settled(s, id);
    expect(done).toMatchObject({ status: 'completed', fileName: expect.stringMatching(/\.mjml$/) });
    const { res, data } = await downloadExport(s, id);
    expect(res.headers.get('content-type')).toMatch(/^text\/mjml/);
    const source = data.toString();
    expect(source).toMatch(/^<mjml lang="en" dir="ltr">/);
    expect(source).toContain('<mj-preview>Your first week</mj-preview>');
    expect(source).toContain('{{#if firstName}}{{firstName}}{{else}}there{{/if}}');
    expect(source.slice(source.indexOf('<mj-body')).match(/<mj-section\b/g)).toHaveLength(welcome().blocks.length);
    const compiled = await mjml2html(source, { validationLevel: 'strict' });
    expect(compiled.errors).toEqual([]);
    expect(compiled.html).toContain('Open my workspace');
  });

  it('mjml: in a platform\u2019s merge-tag syntax when the request names one (mergeTags), through the API', async () => {
    const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'mjml', mergeTags: 'mailchimp' });
    expect(await settled(s, id)).toMatchObject({ status: 'completed' });
    const source = (await downloadExport(s, id)).data.toString();
    expect(source).toContain('*|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*');
    expect(source).not.toContain('{{#if firstName}}');
    expect((await mjml2html(source, { validationLevel: 'strict' })).errors).toEqual([]);
  });

  it.skipIf(!hasChromium)('pdf: the desktop rendering on A4 or Letter, text selectable, links live, images loaded; the mobile rendering after it', { timeout: 120_000 }, async () => {
    const a4 = await startExport(s, { conversationId: 'conv_images', platform: 'pdf' });
    expect(await settled(s, a4)).toMatchObject({ status: 'completed', fileName: expect.stringMatching(/\.pdf$/) });
    const { res, data } = await downloadExport(s, a4);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pages = await readPdf(data);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expectSize(pages[0].size, [595.3, 841.9]); // A4 in points
    const text = pages.map((p) => p.text).join(' ');
    for (const phrase of ['Welcome aboard, there!', 'Open my workspace', 'Loom Notes SAS', 'a real person reads every one']) expect(text).toContain(phrase);
    const links = pages.flatMap((p) => p.links);
    expect(links).toEqual(expect.arrayContaining(['https://app.loom-notes.example/', 'https://loom-notes.example/apps', 'https://loom-notes.example/unsubscribe']));
    expect(pages.reduce((n, p) => n + p.images, 0)).toBeGreaterThanOrEqual(2); // logo and screenshot

    const letter = await startExport(s, { conversationId: 'conv_images', platform: 'pdf', paper: 'Letter', mobile: true });
    expect((await settled(s, letter)).status).toBe('completed');
    const both = await readPdf((await downloadExport(s, letter)).data);
    expectSize(both[0].size, [612, 792]); // US Letter
    const mobile = both.at(-1)!;
    expect(Math.abs(mobile.size[0] - 281.25)).toBeLessThan(1.5); // 375 CSS px
    expect(mobile.text).toContain('Open my workspace');
    expect(mobile.links).toContain('https://app.loom-notes.example/');
  });
});
