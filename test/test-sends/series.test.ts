/**
 * Test sends of a series (issue #23) on both backends, against a real SMTP server in the test: a
 * series sends its first email by default (as previews show it), `position` another, "all" every
 * email in order — each copy's subject saying its place ("[Test] 2 of 3 · …"), each copy's status
 * on the resource and in the webhook event with its position; overrides need one position; the
 * hourly limit counts every copy.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { cartSeries, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { fakeConversations, welcome } from '../exports/helpers';
import { startSmtp } from './smtp';

describe.each(backends)('test sends of a series (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s: TestServer;
  let receiver: Receiver;
  let series: any;

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startTestServer(backend, { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, generationsPerMinute: 0, smtp: { url: smtp.url, recipientsPerHour: 16 } });
    await seedProject(s);
    series = await cartSeries(s);
    await fakeConversations(s, { conv_single: welcome() });
    receiver = await startReceiver();
    expect((await s.request('POST', '/v1/webhooks', { body: { url: receiver.url, events: ['email.test_send.completed'] } })).status).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([s?.close(), smtp?.close(), receiver?.close()]);
  });

  async function send(body: Record<string, unknown>) {
    const before = smtp.received.length;
    const res = await s.request('POST', '/v1/emails/test-sends', { body });
    expect(res.status, res.text).toBe(201);
    const done = await until(async () => {
      const got = await s.request('GET', `/v1/emails/test-sends/${res.body.data.testSendId}`);
      return got.body?.data?.status !== 'pending' ? got.body.data : undefined;
    }, 'the test send to settle', 30_000);
    const mails = await Promise.all(smtp.received.slice(before).map(async (m) => ({ to: m.to, mail: await simpleParser(m.raw) })));
    return { started: res.body.data, done, mails };
  }
  const sent = (i: number) => `[Test] ${i} of 3 · ${series.emails[i - 1].subject}`;
  const place = (i: number) => ({ position: i, role: series.emails[i - 1].role, sendOffsetDays: series.emails[i - 1].sendOffsetDays, subject: sent(i) });

  it('without `position`, sends the first email, its subject saying its place', async () => {
    const { started, done, mails } = await send({ conversationId: series.conversationId, recipients: ['ana@team.example'] });
    expect(started).toMatchObject({ recipients: 1, emails: 1 });
    expect(done).toMatchObject({ status: 'completed', subject: sent(1), sequence: 'abandoned-cart', emails: [place(1)] });
    expect(done.recipients.map((r: any) => [r.position, r.address, r.status])).toEqual([[1, 'ana@team.example', 'accepted']]);
    expect(mails.map((m) => m.mail.subject)).toEqual([sent(1)]);
    expect(mails[0].mail.html).toContain(series.emails[0].preheader);
  });

  it('`position` sends that email alone: its own subject and body', async () => {
    const { done, mails } = await send({ conversationId: series.conversationId, position: 2, recipients: ['ana@team.example'] });
    expect(done).toMatchObject({ status: 'completed', subject: sent(2), emails: [place(2)] });
    expect(done.recipients.map((r: any) => r.position)).toEqual([2]);
    expect(mails.map((m) => m.mail.subject)).toEqual([sent(2)]);
    expect(mails[0].mail.html).toContain(series.emails[1].preheader);
    expect(mails[0].mail.html).not.toContain(series.emails[0].preheader);
  });

  it('"all" sends every email in order to each recipient, with each copy’s status and the event naming the emails', async () => {
    const { started, done, mails } = await send({ conversationId: series.conversationId, position: 'all', recipients: ['bo@team.example', 'nobody@team.example'] });
    expect(started).toMatchObject({ recipients: 2, emails: 3 });
    expect(done).toMatchObject({ status: 'completed', subject: sent(1), emails: [place(1), place(2), place(3)] });
    expect(done.recipients.map((r: any) => [r.position, r.address, r.status])).toEqual([
      [1, 'bo@team.example', 'accepted'],
      [1, 'nobody@team.example', 'rejected'],
      [2, 'bo@team.example', 'accepted'],
      [2, 'nobody@team.example', 'rejected'],
      [3, 'bo@team.example', 'accepted'],
      [3, 'nobody@team.example', 'rejected'],
    ]);
    // The refused mailbox got nothing; bo got the three emails in series order, each its own.
    expect(mails.map((m) => [m.to, m.mail.subject])).toEqual([1, 2, 3].map((i) => [['bo@team.example'], sent(i)]));
    mails.forEach((m, i) => expect(m.mail.html).toContain(series.emails[i].preheader));
    const event = await until(() => receiver.requests.map((r) => JSON.parse(r.body)).find((e: any) => e.data.testSendId === done.testSendId), 'the completed event');
    expect(event.data.sequence).toBe('abandoned-cart');
    expect(event.data.emails).toEqual([place(1), place(2), place(3)]);
    expect(event.data.recipients.map((r: any) => [r.position, r.status])).toEqual([
      [1, 'accepted'],
      [1, 'rejected'],
      [2, 'accepted'],
      [2, 'rejected'],
      [3, 'accepted'],
      [3, 'rejected'],
    ]);
  });

  it('a single email with "all" is its one email, as before series existed', async () => {
    const { done, mails } = await send({ conversationId: 'conv_single', position: 'all', recipients: ['cy@team.example'] });
    expect(done.subject).toBe('[Test] Welcome to Loom, there');
    expect(done.emails).toBeUndefined();
    expect(done.recipients.map((r: any) => r.position)).toEqual([1]);
    expect(mails.map((m) => m.mail.subject)).toEqual(['[Test] Welcome to Loom, there']);
  });

  it('the OpenAPI document shows position, each copy’s position and the emails sent, from the zod schemas', async () => {
    const res = await s.request('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    const schemas = res.body.components.schemas;
    expect(JSON.stringify(schemas.CreateTestSendRequest.properties.position)).toContain('"all"');
    expect(schemas.TestSendRecipient.required).toContain('position');
    expect(schemas.TestSendStarted.required).toEqual(expect.arrayContaining(['recipients', 'emails']));
    expect(schemas.TestSend.properties.emails.items.$ref).toBe('#/components/schemas/TestSendEmail');
    expect(Object.keys(schemas.TestSendEmail.properties).sort()).toEqual(['position', 'role', 'sendOffsetDays', 'subject']);
  });

  it('overrides one email with `position`, refuses them over several, a bad position, and past the limit counts every copy', async () => {
    const { done, mails } = await send({ conversationId: series.conversationId, position: 3, subject: 'Last call', recipients: ['dee@team.example'] });
    expect(done.subject).toBe('[Test] 3 of 3 · Last call');
    expect(mails.map((m) => m.mail.subject)).toEqual(['[Test] 3 of 3 · Last call']);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ conversationId: series.conversationId, position: 'all', subject: 'One for all', recipients: ['a@team.example'] }, 'body.subject'],
      [{ conversationId: series.conversationId, position: 'all', text: 'x', recipients: ['a@team.example'] }, 'body.text'],
      [{ conversationId: series.conversationId, position: 4, recipients: ['a@team.example'] }, 'body.position'],
      [{ conversationId: series.conversationId, position: 0, recipients: ['a@team.example'] }, 'body.position'],
      [{ conversationId: 'conv_single', position: 2, recipients: ['a@team.example'] }, 'body.position'],
      [{ html: '<p>x</p>', subject: 'x', position: 1, recipients: ['a@team.example'] }, 'body.position'],
    ];
    for (const [body, path] of cases) {
      const res = await s.request('POST', '/v1/emails/test-sends', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }

    // 1 + 1 + 6 + 1 + 1 = 10 copies so far, limit 16: 3 emails × 3 recipients (9 more) is past it, × 2 (6 more) just fits.
    expect((await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: series.conversationId, position: 'all', recipients: ['e@team.example', 'f@team.example', 'g@team.example'] } })).status).toBe(429);
    expect((await s.request('POST', '/v1/emails/test-sends', { body: { conversationId: series.conversationId, position: 'all', recipients: ['e@team.example', 'f@team.example'] } })).status).toBe(201);
  });
});
