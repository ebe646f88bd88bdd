/**
 * The export resource through the real server on both backends: request validation, retries that
 * never create a second template, credentials never stored in clear (per-request ones not at all),
 * saved connections sealed at rest, webhook events, and the three file formats.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { simpleParser } from 'mailparser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { fakeConversations, fastRetries, settled, startExport, welcome } from './helpers';
import { klaviyoCredentials, klaviyoStandin } from './standins/klaviyo';
import { mailchimpCredentials, mailchimpStandin } from './standins/mailchimp';
import { sendgridCredentials, sendgridStandin } from './standins/sendgrid';
import { postmarkCredentials, postmarkStandin } from './standins/postmark';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const HTML = '<html><head><title>Spring sale</title></head><body><p>Hello</p><a href="https://shop.example/unsubscribe?u=1&amp;l=2">Unsubscribe</a></body></html>';

/** Every byte the store holds for this server: the SQLite files, or a dump of every Postgres table. */
async function storeContents(s: TestServer): Promise<string> {
  if (s.backend === 'sqlite') {
    const dir = s.runtime.ctx.config.dataDir;
    return fs.readdirSync(dir).filter((f) => f.startsWith('brandmail.db')).map((f) => fs.readFileSync(path.join(dir, f)).toString('latin1')).join('\n');
  }
  const db = s.runtime.ctx.store.db;
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const dumps = await Promise.all(tables.rows.map((t) => sql.raw(`select * from "${t.table_name}"`).execute(db).then((r) => JSON.stringify(r.rows))));
  return dumps.join('\n');
}

describe.each(backends)('exports (%s)', (backend) => {
  let s: TestServer;
  let noSecret: TestServer;
  let mailchimp: Awaited<ReturnType<typeof mailchimpStandin>>;
  let klaviyo: Awaited<ReturnType<typeof klaviyoStandin>>;
  let sendgrid: Awaited<ReturnType<typeof sendgridStandin>>;
  let postmark: Awaited<ReturnType<typeof postmarkStandin>>;
  let images: http.Server;
  let imagesUrl: string;
  let receiver: Receiver;

  beforeAll(async () => {
    [s, noSecret] = await Promise.all([
      startTestServer(backend, { secret: SECRET, rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } }),
      startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } }),
    ]);
    [mailchimp, klaviyo, sendgrid, postmark] = await Promise.all([mailchimpStandin(), klaviyoStandin(), sendgridStandin(), postmarkStandin()]);
    for (const server of [s, noSecret]) {
      Object.assign(server.runtime.ctx.exports.settings.baseUrls, { mailchimp: `${mailchimp.url}/3.0`, klaviyo: klaviyo.url, sendgrid: sendgrid.url, postmark: postmark.url });
      fastRetries(server);
      await fakeConversations(server, { conv_welcome: welcome() });
    }
    images = http.createServer((req, res) => {
      if (req.url === '/logo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
      if (req.url?.startsWith('/hero.jpg')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from('ffd8ffe0', 'hex'));
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
    imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    receiver = await startReceiver();
    const hook = await s.request('POST', '/v1/webhooks', { body: { url: receiver.url, events: ['export.completed', 'export.failed'] } });
    expect(hook.status).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([s?.close(), noSecret?.close(), mailchimp?.close(), klaviyo?.close(), sendgrid?.close(), postmark?.close(), receiver?.close()]);
    images?.close();
  });

  describe('requests', () => {
    it('answers 400 with the path of each invalid credential field, without echoing it', async () => {
      const res = await s.request('POST', '/v1/export', { body: { html: HTML, platform: 'klaviyo', credentials: { apiKey: 'sk_not-a-klaviyo-key', extra: 1 } } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.credentials.apiKey', 'body.credentials']));
      expect(res.text).not.toContain('sk_not-a-klaviyo-key');
    });

    it('needs exactly one source and, for platforms, credentials or a connection', async () => {
      const both = await s.request('POST', '/v1/export', { body: { html: HTML, conversationId: 'conv_welcome', platform: 'html' } });
      expect(both.status).toBe(400);
      const none = await s.request('POST', '/v1/export', { body: { html: HTML, platform: 'klaviyo' } });
      expect(none.status).toBe(400);
      expect(none.body.error.details[0].path).toBe('body.credentials');
      const unknown = await s.request('POST', '/v1/export', { body: { html: HTML, platform: 'myspace' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.details[0].path).toBe('body.platform');
      const conversation = await s.request('POST', '/v1/export', { body: { conversationId: 'conv_nope', platform: 'html' } });
      expect(conversation.status).toBe(404);
    });

    it('keeps exports apart by environment and lists platforms with their credential fields', async () => {
      const platforms = await s.request('GET', '/v1/export/platforms');
      expect(platforms.status).toBe(200);
      const klaviyoInfo = platforms.body.data.find((p: { platform: string }) => p.platform === 'klaviyo');
      expect(klaviyoInfo).toMatchObject({ kind: 'platform', credentialFields: [{ name: 'apiKey', required: true, secret: true }], unsubscribeTag: '{% unsubscribe_url %}' });
      expect(platforms.body.data.filter((p: { kind: string }) => p.kind === 'file').map((p: { platform: string }) => p.platform)).toEqual(['html', 'zip', 'eml', 'mjml', 'pdf']);
      expect(platforms.body.data).toHaveLength(19);
      expect((await s.request('GET', '/v1/export/exp_01jdnope')).status).toBe(404);
    });
  });

  describe('retries', () => {
    it('adopts a template the platform created although it answered 500, instead of creating another', async () => {
      mailchimp.faults.push({ method: 'POST', path: /\/templates$/, status: 500, afterHandling: true });
      const before = mailchimp.templates.length;
      const id = await startExport(s, { html: HTML, platform: 'mailchimp', name: 'Ambiguous 500', credentials: mailchimpCredentials });
      const done = await settled(s, id);
      expect(done.status).toBe('completed');
      const created = mailchimp.templates.slice(before);
      expect(created).toHaveLength(1);
      expect(done.externalId).toBe(String(created[0].id));
    });

    it('waits out 429 Retry-After and creates one template', async () => {
      klaviyo.faults.push({ method: 'POST', path: /\/api\/templates$/, status: 429, headers: { 'retry-after': '0' }, times: 2 });
      const before = klaviyo.templates.length;
      const id = await startExport(s, { html: HTML, platform: 'klaviyo', name: 'Rate limited', credentials: klaviyoCredentials });
      expect((await settled(s, id)).status).toBe('completed');
      expect(klaviyo.templates.length - before).toBe(1);
    });

    it('resumes after a failed attempt with the template and version it already created', async () => {
      // Activation keeps failing through the first job attempt's request retries; the next attempt resumes.
      sendgrid.faults.push({ method: 'POST', path: /\/activate$/, status: 503, times: 5 });
      const before = sendgrid.templates.length;
      const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'sendgrid', name: 'Flaky activate', credentials: sendgridCredentials });
      const done = await settled(s, id);
      expect(done.status, done.error).toBe('completed');
      const created = sendgrid.templates.slice(before);
      expect(created).toHaveLength(1);
      expect(created[0].versions).toHaveLength(1);
      expect(created[0].versions[0].active).toBe(1);
      expect(created[0].versions[0].subject).toBe('Welcome to Loom, {{#if firstName}}{{firstName}}{{else}}there{{/if}}');
    });

    it('finds its template by alias when the create call timed out', async () => {
      postmark.faults.push({ method: 'POST', path: /^\/templates$/, status: 502, afterHandling: true, times: 1 });
      const before = postmark.templates.length;
      const id = await startExport(s, { html: HTML, platform: 'postmark', subject: 'Spring', credentials: postmarkCredentials });
      expect((await settled(s, id)).status).toBe('completed');
      expect(postmark.templates.length - before).toBe(1);
      expect(postmark.templates.at(-1)!.Alias).toBe(`brandmail-${id}`);
    });
  });

  describe('credentials', () => {
    it('never stores credentials sent with a request, and reports the outcome by webhook', async () => {
      const id = await startExport(s, { html: HTML, platform: 'klaviyo', name: 'Per request', credentials: klaviyoCredentials });
      const done = await settled(s, id);
      expect(done.status).toBe('completed');
      expect(await storeContents(s)).not.toContain(klaviyoCredentials.apiKey);
      const event = await until(() => receiver.requests.map((r) => JSON.parse(r.body)).find((e) => e.data.exportId === id), 'the export.completed event');
      expect(event).toMatchObject({ type: 'export.completed', data: { exportId: id, platform: 'klaviyo', status: 'completed', externalId: done.externalId, externalUrl: done.externalUrl } });
      expect(JSON.stringify(event)).not.toContain(klaviyoCredentials.apiKey);
      // The platform received the unsubscribe link of the raw HTML as its own tag.
      expect(klaviyo.templates.at(-1)!.html).toContain('href="{% unsubscribe_url %}"');
    });

    it('sends export.failed with the platform error', async () => {
      const id = await startExport(s, { html: HTML, platform: 'klaviyo', credentials: { apiKey: 'pk_wrongwrongwrongwrongwrongwrong' } });
      const done = await settled(s, id);
      expect(done).toMatchObject({ status: 'failed', errorCode: 'EXPORT_FAILED' });
      expect(done.error).toMatch(/^Klaviyo rejected the API key \(401\)/);
      const event = await until(() => receiver.requests.map((r) => JSON.parse(r.body)).find((e) => e.data.exportId === id), 'the export.failed event');
      expect(event).toMatchObject({ type: 'export.failed', data: { exportId: id, status: 'failed', error: done.error } });
    });

    it('refuses to save a connection without BRANDMAIL_SECRET (503, saying why)', async () => {
      const res = await noSecret.request('POST', '/v1/export/connections', { body: { platform: 'klaviyo', credentials: klaviyoCredentials } });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toMatch(/BRANDMAIL_SECRET/);
      expect(res.text).not.toContain(klaviyoCredentials.apiKey);
    });

    it('saves a connection sealed at rest, shows only a masked hint, exports with it and deletes it', async () => {
      const created = await s.request('POST', '/v1/export/connections', { body: { platform: 'klaviyo', name: 'Main Klaviyo', credentials: klaviyoCredentials } });
      expect(created.status).toBe(201);
      const connection = created.body.data;
      expect(connection).toMatchObject({ platform: 'klaviyo', name: 'Main Klaviyo', hint: { apiKey: `pk_…${klaviyoCredentials.apiKey.slice(-4)}` } });
      expect(created.text).not.toContain(klaviyoCredentials.apiKey);
      const listed = await s.request('GET', '/v1/export/connections');
      expect(listed.body.data.map((c: { connectionId: string }) => c.connectionId)).toContain(connection.connectionId);
      expect(listed.text).not.toContain(klaviyoCredentials.apiKey);

      const stored = await storeContents(s);
      expect(stored).not.toContain(klaviyoCredentials.apiKey);
      expect(stored).not.toContain(klaviyoCredentials.apiKey.slice(3, 20));
      const row = await s.runtime.ctx.store.db.selectFrom('export_connections').selectAll().where('id', '=', connection.connectionId).executeTakeFirstOrThrow();
      expect(row.credentials_sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);

      const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'klaviyo', connectionId: connection.connectionId });
      expect((await settled(s, id)).status).toBe('completed');
      expect((await s.request('GET', `/v1/export/connections/${connection.connectionId}`)).body.data.lastUsedAt).not.toBeNull();

      const wrongPlatform = await s.request('POST', '/v1/export', { body: { html: HTML, platform: 'mailchimp', connectionId: connection.connectionId } });
      expect(wrongPlatform.status).toBe(400);
      expect((await s.request('DELETE', `/v1/export/connections/${connection.connectionId}`)).body.data).toEqual({ connectionId: connection.connectionId, deleted: true });
      expect((await s.request('GET', `/v1/export/connections/${connection.connectionId}`)).status).toBe(404);
    });
  });

  describe('files', () => {
    async function download(id: string) {
      const res = await fetch(`${s.url}/v1/export/${id}/download`, { headers: { authorization: `Bearer ${s.key}` } });
      expect(res.status).toBe(200);
      return { res, data: Buffer.from(await res.arrayBuffer()) };
    }

    it('html: the rendered email as one file', async () => {
      const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'html' });
      const done = await settled(s, id);
      expect(done).toMatchObject({ status: 'completed', downloadUrl: `/v1/export/${id}/download`, fileName: expect.stringMatching(/\.html$/) });
      const { res, data } = await download(id);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.html"$/);
      expect(data.toString()).toContain('Welcome aboard, <!-- -->there<!-- -->!');
    });

    it('zip: index.html with its images fetched and referenced relatively', async () => {
      const html = `<html><body><img src="${imagesUrl}/logo.png" alt="Logo"><table><tr><td background="${imagesUrl}/hero.jpg?w=600&amp;h=300">x</td></tr></table><img src="${imagesUrl}/missing.png" alt=""></body></html>`;
      const id = await startExport(s, { html, platform: 'zip', name: 'With images', subject: 'Images' });
      expect((await settled(s, id)).status).toBe('completed');
      const zip = await JSZip.loadAsync((await download(id)).data);
      const index = await zip.file('index.html')!.async('string');
      expect(index).toContain('src="images/logo.png"');
      expect(index).toContain('background="images/hero.jpg"');
      expect(index).toContain(`${imagesUrl}/missing.png`);
      expect([...(await zip.file('images/logo.png')!.async('nodebuffer'))]).toEqual([...Buffer.from('89504e470d0a1a0a', 'hex')]);
      expect(zip.file('images/hero.jpg')).not.toBeNull();
      expect(await zip.file('MISSING-IMAGES.txt')!.async('string')).toContain('missing.png');
    });

    it('eml: an RFC 5322 message a MIME parser reads, with text and HTML parts and List-Unsubscribe headers', async () => {
      const id = await startExport(s, { conversationId: 'conv_welcome', platform: 'eml', from: 'Loom <hello@loom-notes.example>' });
      expect((await settled(s, id)).status).toBe('completed');
      const { res, data } = await download(id);
      expect(res.headers.get('content-type')).toBe('message/rfc822');
      const raw = data.toString();
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      const mail = await simpleParser(data);
      expect(mail.subject).toBe('Welcome to Loom, there');
      expect(mail.from?.value[0]).toMatchObject({ address: 'hello@loom-notes.example', name: 'Loom' });
      expect(mail.text).toContain('Questions? Just reply to this email, friend');
      expect(mail.html).toContain('Welcome aboard');
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect((mail.headers.get('list') as { unsubscribe?: { url?: string } })?.unsubscribe?.url).toBe('https://loom-notes.example/unsubscribe');
      expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/loom-notes\.example\/unsubscribe>/m);
      expect(raw.indexOf('Content-Type: text/plain')).toBeLessThan(raw.indexOf('Content-Type: text/html'));
    });

    it('has no file for a platform export', async () => {
      const id = await startExport(s, { html: HTML, platform: 'klaviyo', credentials: klaviyoCredentials });
      await settled(s, id);
      expect((await s.request('GET', `/v1/export/${id}/download`)).status).toBe(404);
    });
  });
});
