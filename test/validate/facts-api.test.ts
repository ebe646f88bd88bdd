/**
 * `POST /v1/emails/validate/facts` over HTTP on SQLite and PostgreSQL: a brief's facts answered
 * found, missing or changed in pasted HTML, and in a generated email by its conversation's prompt;
 * and what /all and /spelling take from a known brief (its words are the author's own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends';
import { insertProject } from '../helpers/projects';
import { startTestServer, type TestServer } from '../helpers/server';
import { loadBrand } from '../generate/helpers';

const UNLIMITED = { free: 0, premium: 0, business: 0, enterprise: 0 };
const BRIEF = 'Your refund of $23.50 for order #5567 was issued to your Mastercard ending 8812 on December 4; allow 5–7 business days. Questions: help@example.com';
const email = (body: string) => `<!doctype html><html lang="en"><body><h1>Your refund</h1>${body}<p><a href="https://example.com/unsubscribe">Unsubscribe</a></p></body></html>`;

describe.each(backends)('validate/facts API (%s)', (backend) => {
  let s: TestServer;
  let accountId: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { rateLimits: UNLIMITED, generationsPerMinute: 0 });
    accountId = await insertProject(s, 'prj_facts', loadBrand('northwind'));
  });
  afterAll(async () => s?.close());

  it('answers every fact of the brief found in an email that carries them all, in other formats', async () => {
    const html = email('<p>We refunded 23.50 USD for order 5567 to the card ending 8812 on Friday, Dec. 4th. It takes 5–7 business days.</p><p>Write to <a href="mailto:help@example.com">help@example.com</a>.</p>');
    const res = await s.request('POST', '/v1/emails/validate/facts', { body: { brief: BRIEF, html, subject: 'Your refund of $23.50', sendDate: '2026-11-25', language: 'en' } });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ check: 'facts', score: 100, passed: true, issues: [], language: 'en', sendDate: '2026-11-25' });
    expect(data.facts.map((f: { type: string }) => f.type)).toEqual(['money', 'order-number', 'account', 'date', 'duration', 'email']);
    expect(data.facts[0]).toMatchObject({ text: '$23.50', status: 'found', where: 'subject', snippet: expect.stringContaining('$23.50') });
  });

  it('reports the one missing fact as missing and a changed date as changed, as errors with snippets', async () => {
    const html = email('<p>We refunded $23.50 for order #5567 on Saturday, December 5. It takes 5–7 business days.</p><p>help@example.com</p>');
    const res = await s.request('POST', '/v1/emails/validate/facts', { body: { brief: BRIEF, html, subject: 'Your refund', sendDate: '2026-11-25' } });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.passed).toBe(false);
    expect(data.score).toBe(67);
    const notFound = data.facts.filter((f: { status: string }) => f.status !== 'found');
    expect(notFound).toEqual([
      expect.objectContaining({ type: 'account', text: 'ending 8812', status: 'missing', where: null, snippet: null }),
      expect.objectContaining({ type: 'date', text: 'December 4', status: 'changed', where: 'body', found: 'Saturday, December 5', snippet: expect.stringContaining('December 5') }),
    ]);
    expect(data.issues.map((i: { code: string; severity: string }) => [i.code, i.severity])).toEqual([
      ['FACT_MISSING', 'error'],
      ['FACT_CHANGED', 'error'],
    ]);
    expect(data.summary).toBe('4 of 6 facts of the brief found, 1 changed, 1 missing.');
  });

  /** A generated email's conversation, once completed. */
  async function generated(prompt: string): Promise<string> {
    const started = await s.request('POST', '/v1/projects/emails/generate', { body: { projectId: 'prj_facts', prompt } });
    expect(started.status, started.text).toBe(201);
    const conversationId = started.body.data.conversationId;
    const deadline = Date.now() + 20_000;
    while ((await s.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data.status === 'pending') {
      if (Date.now() > deadline) throw new Error('generation still pending');
      await new Promise((r) => setTimeout(r, 25));
    }
    return conversationId;
  }

  it('checks a generated email against its conversation’s own prompt', async () => {
    const conversationId = await generated('Winter sale: 20% off all jackets with code SNOW20 until December 14.');
    const res = await s.request('POST', '/v1/emails/validate/facts', { body: { conversationId } });
    expect(res.status, res.text).toBe(200);
    const byText = Object.fromEntries(res.body.data.facts.map((f: { text: string; status: string }) => [f.text, f.status]));
    expect(byText).toMatchObject({ '20%': 'found', SNOW20: 'found' });
    // A brief given with the conversation replaces its prompt.
    const other = await s.request('POST', '/v1/emails/validate/facts', { body: { conversationId, brief: 'Order #99812 ships on December 20.' } });
    expect(other.body.data.facts.find((f: { type: string }) => f.type === 'order-number')).toMatchObject({ text: '#99812', status: 'missing' });
  });

  it('takes the words of a conversation’s prompt for the author’s own in spelling, in /all and /spelling alike; a misspelling not in the brief stays an error', async () => {
    const conversationId = await generated('Sunday brunch at our Bandra terrace on December 6 from 12:30, mocktails included. Book your table on zomato.');
    const zomato = (issues: Array<{ word?: string; severity: string; message: string }>) => issues.find((i) => i.word?.toLowerCase() === 'zomato');
    const all = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId, options: { checkExternal: false } } });
    expect(all.status, all.text).toBe(200);
    expect(zomato(all.body.data.checks.spelling.issues)).toMatchObject({ severity: 'warning', message: expect.stringContaining('the brief writes it too') });
    expect(all.body.data.checks.spelling.passed).toBe(true);
    const spelling = await s.request('POST', '/v1/emails/validate/spelling', { body: { conversationId } });
    // The same issues; suggestions aside, which come from a search with a time budget and so may
    // differ between two runs on a busy machine.
    const unsuggested = (issues: Array<Record<string, unknown>>) => issues.map(({ suggestion, suggestions, ...rest }) => rest);
    expect(unsuggested(spelling.body.data.issues)).toEqual(unsuggested(all.body.data.checks.spelling.issues));
    // The same email with a word the brief does not write: that one is an error, the brief's word still is not.
    const { html, subject } = (await s.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data;
    const prompt = (await s.request('GET', `/v1/projects/emails/${conversationId}`)).body.data.messages[0].prompt;
    const edited = html.replace('on zomato', 'on zomato or call our resevations line');
    expect(edited).not.toBe(html);
    const pasted = await s.request('POST', '/v1/emails/validate/all', { body: { html: edited, subject, brief: prompt, options: { checkExternal: false } } });
    const issues = pasted.body.data.checks.spelling.issues;
    expect(issues.find((i: { word?: string }) => i.word === 'resevations')).toMatchObject({ severity: 'error' });
    expect(zomato(issues)?.severity).not.toBe('error');
    // Without a brief, the word is judged as any other.
    const bare = await s.request('POST', '/v1/emails/validate/spelling', { body: { html, subject } });
    expect(zomato(bare.body.data.issues)).toMatchObject({ severity: 'error', message: expect.not.stringContaining('brief') });
  });

  it('knows the brand\'s own words (its product names) when validating a conversation', async () => {
    const conversationId = await generated('Announce our new Quillfeather satchel: waxed canvas, $89, in stores Friday.');
    const db = s.runtime.ctx.store.db;
    const row = await db.selectFrom('projects').select('brand').where('id', '=', 'prj_facts').executeTakeFirstOrThrow();
    const brand = JSON.parse(row.brand!);
    await db
      .updateTable('projects')
      .set({ brand: JSON.stringify({ ...brand, products: [...brand.products, { name: 'Quillfeather Satchel', description: null, price: '89.00', currency: 'USD', image: null, url: null }] }) })
      .where('id', '=', 'prj_facts')
      .execute();
    try {
      const quill = (issues: Array<{ word?: string }>) => issues.find((i) => i.word?.toLowerCase() === 'quillfeather');
      const byConversation = await s.request('POST', '/v1/emails/validate/spelling', { body: { conversationId } });
      expect(quill(byConversation.body.data.issues)).toBeUndefined();
      // The same HTML pasted with its brief: only the brief vouches for the word, so it is still flagged (as a warning).
      const { html, subject } = (await s.request('GET', `/v1/projects/emails/${conversationId}/status`)).body.data;
      const pasted = await s.request('POST', '/v1/emails/validate/spelling', { body: { html, subject, brief: 'Announce our new Quillfeather satchel.' } });
      expect(quill(pasted.body.data.issues)).toMatchObject({ severity: 'warning' });
    } finally {
      await db.updateTable('projects').set({ brand: row.brand }).where('id', '=', 'prj_facts').execute();
    }
  });

  it('answers 400 without a brief for html, or with both html and conversationId; 404 for an unknown conversation; 403 without validate', async () => {
    for (const body of [{ html: email('<p>x</p>') }, { brief: BRIEF, html: email('<p>x</p>'), conversationId: 'conv_x' }, { brief: BRIEF }]) {
      const res = await s.request('POST', '/v1/emails/validate/facts', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
    }
    const unknown = await s.request('POST', '/v1/emails/validate/facts', { body: { conversationId: 'conv_01jdunknown' } });
    expect(unknown.status).toBe(404);
    const { key } = await s.runtime.ctx.accounts.createKey({ accountId, name: 'reader', environment: 'test', permissions: ['projects:read'] });
    const denied = await s.request('POST', '/v1/emails/validate/facts', { key, body: { brief: BRIEF, html: email('<p>x</p>') } });
    expect(denied.status).toBe(403);
  });

  it('lists the endpoint in the OpenAPI document', async () => {
    const res = await s.request('GET', '/v1/openapi.json');
    expect(res.body.paths['/v1/emails/validate/facts'].post).toBeDefined();
  });

  // A brief given inline is stored nowhere, so these run on one backend, on this server (whose
  // check threads the tests above have warmed), not on a server of their own per backend.
  describe.runIf(backend === backends[0])('validate/all with a brief', () => {
    it('runs the facts check beside the others when a brief is given, and fails the email on a changed amount', async () => {
      const html = email('<p>We refunded $25.00 for order #5567 to your card ending 8812 on December 4. Allow 5–7 business days. help@example.com</p>');
      const res = await s.request('POST', '/v1/emails/validate/all', { body: { html, subject: 'Your refund', brief: BRIEF, sendDate: '2026-11-25', options: { checkExternal: false } } });
      expect(res.status, res.text).toBe(200);
      const data = res.body.data;
      expect(data.checks.facts).toMatchObject({ check: 'facts', passed: false });
      expect(data.passed).toBe(false);
      expect(data.issues.filter((i: { check: string }) => i.check === 'facts').map((i: { code: string }) => i.code)).toEqual(['FACT_CHANGED']);
      expect(data.summary).toMatch(/facts \d+\./);
    });

    it('leaves the facts check out when no brief is known', async () => {
      const res = await s.request('POST', '/v1/emails/validate/all', { body: { html: email('<p>Hello</p>'), options: { checkExternal: false } } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.checks.facts).toBeUndefined();
    });
  });
});
