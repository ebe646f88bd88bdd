/**
 * Test sends through the real server on both backends, against a real SMTP server running in the
 * test (the `smtp-server` package): what it received — one copy per recipient, the envelope,
 * `[Test]` subject, From the brand's sender, text and HTML parts (read with mailparser), merge
 * tags as fallbacks, a DKIM signature that verifies (mailauth, against the test's public key) —
 * and per-recipient status with the server's reply, webhook events, the hourly limit, and the
 * 409 without a configured server.
 */
import { generateKeyPairSync } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { downloadExport, fakeConversations, insertBrandedConversation, settled as settledExport, startExport, welcome } from '../exports/helpers';
import { startSmtp } from './smtp';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM = { domainName: 'loom-notes.example', keySelector: 'bm2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

describe.each(backends)('test sends (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s: TestServer;
  let unconfigured: TestServer;
  let receiver: Receiver;

  beforeAll(async () => {
    smtp = await startSmtp();
    [s, unconfigured] = await Promise.all([
      startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, smtp: { url: smtp.url, dkim: DKIM, recipientsPerHour: 12 } }),
      startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, smtp: { recipientsPerHour: 50 } }),
    ]);
    for (const server of [s, unconfigured]) await fakeConversations(server, { conv_branded: welcome() });
    await insertBrandedConversation(s, { projectId: 'prj_loom', conversationId: 'conv_branded', brandName: 'Loom Notes', email: 'hello@loom-notes.example' });
    receiver = await startReceiver();
    expect((await s.request('POST', '/v1/webhooks', { body: { url: receiver.url, events: ['email.test_send.completed', 'email.test_send.failed'] } })).status).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([s?.close(), unconfigured?.close(), smtp?.close(), receiver?.close()]);
  });

  const events = () => receiver.requests.map((r) => JSON.parse(r.body) as { type: string; data: any });

  async function settled(id: string) {
    return until(async () => {
      const res = await s.request('GET', `/v1/emails/test-sends/${id}`);
      return res.body?.data?.status !== 'pending' ? res.body.data : undefined;
    }, `test send ${id} to settle`, 30_000);
  }

  it('sends one DKIM-signed copy per recipient, from the brand’s sender, with [Test], both parts and merge tags as fallbacks; reports each recipient', async () => {
    const before = smtp.received.length;
    const res = await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_branded', recipients: ['Ana <ana@team.example>', 'nobody@team.example', 'ana@team.example', 'bo@team.example'] } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', recipients: 3, emails: 1, testSendId: expect.stringMatching(/^tsend_/) });
    const done = await settled(res.body.data.testSendId);
    expect(done).toMatchObject({ status: 'completed', subject: '[Test] Welcome to Loom, there', from: 'Loom Notes <hello@loom-notes.example>' });
    expect(done.recipients).toEqual([
      { position: 1, address: 'ana@team.example', status: 'accepted', response: expect.stringContaining('Queued as TEST123'), messageId: expect.stringMatching(/^<.+@loom-notes\.example>$/), sentAt: expect.any(String) },
      { position: 1, address: 'nobody@team.example', status: 'rejected', response: expect.stringMatching(/^550 .*No such user/), messageId: expect.any(String), sentAt: expect.any(String) },
      { position: 1, address: 'bo@team.example', status: 'accepted', response: expect.stringContaining('250'), messageId: expect.any(String), sentAt: expect.any(String) },
    ]);

    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to)).toEqual([['ana@team.example'], ['bo@team.example']]);
    for (const message of got) {
      expect(message.from).toBe('hello@loom-notes.example');
      const mail = await simpleParser(message.raw);
      expect(mail.subject).toBe('[Test] Welcome to Loom, there');
      expect(mail.from?.value).toEqual([{ name: 'Loom Notes', address: 'hello@loom-notes.example' }]);
      expect(mail.to && 'value' in mail.to ? mail.to.value.map((v) => v.address) : []).toEqual(message.to);
      expect(mail.text).toContain('Questions? Just reply to this email, friend');
      expect(mail.html).toContain('Welcome aboard, <!-- -->there<!-- -->!');
      expect(mail.headers.get('mime-version')).toBe('1.0');
      expect(message.raw.toString()).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(message.raw.toString()).not.toMatch(/^X-Unsent:/m);
      const verified = await dkimVerify(message.raw, {
        resolver: async (name: string, type: string) => {
          if (name === 'bm2026._domainkey.loom-notes.example' && type === 'TXT') return [[dkimRecord]];
          throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        },
      });
      expect(verified.results.map((r) => [r.signingDomain, r.status.result])).toEqual([['loom-notes.example', 'pass']]);
    }

    const event = await until(() => events().find((e) => e.type === 'email.test_send.completed' && e.data.testSendId === done.testSendId), 'the completed event');
    expect(event.data.recipients.map((r: { status: string }) => r.status)).toEqual(['accepted', 'rejected', 'accepted']);
  });

  it('sends html with a subject, from the request’s from', async () => {
    const before = smtp.received.length;
    const html = '<html><body><p>Launch day</p><p>See <a href="https://shop.example/new">what is new</a>.</p></body></html>';
    const res = await s.request('POST', '/v1/emails/test-sends', { body: { html, subject: 'Launch', from: 'Shop <news@shop.example>', recipients: ['cy@team.example'] } });
    expect(res.status, res.text).toBe(201);
    expect((await settled(res.body.data.testSendId)).recipients[0].status).toBe('accepted');
    const mail = await simpleParser(smtp.received[before].raw);
    expect(mail.subject).toBe('[Test] Launch');
    expect(mail.from?.value[0]).toEqual({ name: 'Shop', address: 'news@shop.example' });
    expect(mail.text).toContain('Launch day');
    expect(mail.html).toContain('https://shop.example/new');
  });

  it('fills the merge tags of html with their fallbacks, in whichever platform’s syntax they are written, leaving tags without one', async () => {
    const before = smtp.received.length;
    // The syntaxes brandmail's own exports write (MJML's Handlebars, and each platform's), as a team pastes them back.
    const tags = [
      '{{#if firstName}}{{firstName}}{{else}}there{{/if}}',
      "*|IF:FNAME|**|FNAME|**|ELSE:|*friend*|END:IF|*",
      "{{ first_name|default:'reader' }}",
      '{{contact.FIRSTNAME | default: "member"}}',
      '{{ contact.firstname|default("guest") }}',
      '[firstname,fallback=hiker]',
      '[[data:firstname:"camper"]]',
      '{{#firstName}}{{firstName}}{{/firstName}}{{^firstName}}walker{{/firstName}}',
      '{{ customer.first_name | default: "runner" }}',
      '{{defaultIfEmpty firstName "climber"}}',
      "{{${first_name} | default: 'rider'}}",
    ];
    const html = `<html><body>${tags.map((t, i) => `<p>Line ${i}: hi ${t}!</p>`).join('')}<p>Kept: *|LNAME|*</p></body></html>`;
    const res = await s.request('POST', '/v1/emails/test-sends', { body: { html, subject: 'Hello {{ first_name|default:"you" }}', from: 'Shop <news@shop.example>', recipients: ['fay@team.example'] } });
    expect(res.status, res.text).toBe(201);
    const done = await settled(res.body.data.testSendId);
    expect(done.recipients[0].status).toBe('accepted');
    expect(done.subject).toBe('[Test] Hello you');
    const mail = await simpleParser(smtp.received[before].raw);
    expect(mail.subject).toBe('[Test] Hello you');
    const fallbacks = ['there', 'friend', 'reader', 'member', 'guest', 'hiker', 'camper', 'walker', 'runner', 'climber', 'rider'];
    for (const part of [mail.html as string, mail.text!]) {
      for (const [i, fallback] of fallbacks.entries()) expect(part).toContain(`Line ${i}: hi ${fallback}!`);
      // A tag with no fallback has nothing to be filled with: it stays for the reader to see.
      expect(part).toContain('Kept: *|LNAME|*');
    }
  });

  it('refuses bad requests in the error envelope, past the hourly limit with 429 and Retry-After, and without an SMTP server with 409', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ conversationId: 'conv_branded', recipients: [] }, 'body.recipients'],
      [{ conversationId: 'conv_branded', recipients: Array.from({ length: 11 }, (_, i) => `p${i}@team.example`) }, 'body.recipients'],
      [{ conversationId: 'conv_branded', recipients: ['not-an-address'] }, 'body.recipients.0'],
      [{ html: '<p>x</p>', recipients: ['a@team.example'] }, 'body.subject'],
      [{ conversationId: 'conv_branded', html: '<p>x</p>', subject: 'x', recipients: ['a@team.example'] }, 'body.conversationId'],
      [{ conversationId: 'conv_branded', recipients: ['a@team.example'], from: 'nobody' }, 'body.from'],
    ];
    for (const [body, path] of cases) {
      const res = await s.request('POST', '/v1/emails/test-sends', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_unknown', recipients: ['a@team.example'] } })).status).toBe(404);

    // 3 + 1 + 1 recipients used by the tests above; the limit is 12.
    const many = Array.from({ length: 9 }, (_, i) => `q${i}@team.example`);
    const limited = await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_branded', recipients: many } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(limited.body.error.message).toContain('12 recipients per hour');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const none = await unconfigured.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_branded', recipients: ['a@team.example'] } });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toContain('BRANDMAIL_SMTP_URL');
    expect((await s.request('GET', '/v1/emails/test-sends/tsend_unknown')).status).toBe(404);
  });

  it('is the same MIME message as the eml export: both parts, From, List-Unsubscribe; only the subject’s [Test] and the draft mark differ', async () => {
    const exportId = await startExport(s, { conversationId: 'conv_branded', platform: 'eml' });
    expect((await settledExport(s, exportId)).status).toBe('completed');
    const eml = await simpleParser((await downloadExport(s, exportId)).data);
    const before = smtp.received.length;
    const res = await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_branded', recipients: ['eve@team.example'] } });
    expect(res.status, res.text).toBe(201);
    expect((await settled(res.body.data.testSendId)).recipients[0].status).toBe('accepted');
    const sent = await simpleParser(smtp.received[before].raw);
    expect(sent.subject).toBe(`[Test] ${eml.subject}`);
    expect(sent.from?.value).toEqual(eml.from?.value);
    expect(sent.text).toBe(eml.text);
    expect(sent.html).toBe(eml.html);
    // mailparser reads the List-* headers into one `list` header.
    expect(eml.headers.get('list')).toMatchObject({ unsubscribe: expect.anything() });
    for (const header of ['list', 'mime-version']) expect(sent.headers.get(header), header).toEqual(eml.headers.get(header));
    expect((sent.headers.get('content-type') as { value: string }).value).toBe('multipart/alternative');
    expect((eml.headers.get('content-type') as { value: string }).value).toBe('multipart/alternative');
    expect(eml.headers.get('x-unsent')).toBe('1');
    expect(sent.headers.get('x-unsent')).toBeUndefined();
  });

  it('fails with the server’s reason, after its retries, when the SMTP server cannot be reached', async () => {
    const ctx = s.runtime.ctx.testSends;
    const saved = { url: ctx.settings.url, retry: { ...ctx.retry } };
    Object.assign(ctx.settings, { url: 'smtp://127.0.0.1:1' });
    Object.assign(ctx.retry, { limit: 1, delayMs: 10 });
    ctx.smtp.close();
    try {
      const res = await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: 'conv_branded', recipients: ['dee@team.example'] } });
      expect(res.status).toBe(201);
      const done = await settled(res.body.data.testSendId);
      expect(done).toMatchObject({ status: 'failed', errorCode: 'TEST_SEND_FAILED', error: expect.stringContaining('127.0.0.1:1 could not be used') });
      expect(done.recipients[0].status).toBe('pending');
      await until(() => events().find((e) => e.type === 'email.test_send.failed' && e.data.testSendId === done.testSendId), 'the failed event');
    } finally {
      Object.assign(ctx.settings, { url: saved.url });
      Object.assign(ctx.retry, saved.retry);
      ctx.smtp.close();
    }
  });
});
