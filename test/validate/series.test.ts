/**
 * `POST /v1/emails/validate/all` of a series (issue #23): every email checked and answered with its
 * place, the series' overall result at the top level (the single-email shape), the brief's facts
 * checked over all the emails, `position` picking one email; a single email answers as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesAllResult, seriesFacts } from '../../src/validate/series';
import type { AllResult, FactsResult } from '../../src/validate/schema';
import { backends } from '../helpers/backends';
import { cartSeries, generateSettled, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';

const UNLIMITED = { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, generationsPerMinute: 0 };
const OFFLINE = { checkExternal: false };

// The first check of a process loads a check thread (dictionaries, grammar engine): on two busy
// cores that and three emails' /all took over 30 s.
describe.each(backends)('validate/all of a series (%s)', { timeout: 120_000 }, (backend) => {
  let s: TestServer;
  let series: any;
  let single: any;
  /** The series' /all, asked once: each call checks three emails, and the answer is the same. */
  let seriesAll: Promise<{ status: number; body: any; text: string }> | undefined;
  const validateSeries = () => (seriesAll ??= s.request('POST', '/v1/emails/validate/all', { body: { conversationId: series.conversationId, options: OFFLINE } }));

  beforeAll(async () => {
    s = await startTestServer(backend, UNLIMITED);
    await seedProject(s);
    series = await cartSeries(s);
    single = await generateSettled(s, { projectId: 'prj_northwind', prompt: 'Summer sale: 20% off all jackets with code SUN20' });
  });
  afterAll(async () => s?.close());

  it('checks every email and answers each with its place, the top level being the series’', async () => {
    const res = await validateSeries();
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.check).toBe('all');
    expect(data.sequence).toBe('abandoned-cart');
    expect(data.emails.map((e: any) => [e.position, e.role, e.sendOffsetDays, e.subject])).toEqual(
      series.emails.map((e: any) => [e.position, e.role, e.sendOffsetDays, e.subject]),
    );
    for (const e of data.emails) {
      expect(Object.keys(e.checks).sort()).toEqual(['accessibility', 'compatibility', 'deliverability', 'links', 'spelling']);
      for (const issue of e.issues) expect(issue.position).toBe(e.position);
    }
    // The overall score: the emails' mean, the series' facts a fifth.
    const mean = data.emails.reduce((sum: number, e: any) => sum + e.score, 0) / 3;
    expect(data.score).toBe(Math.round(0.8 * mean + 0.2 * data.checks.facts.score));
    expect(data.passed).toBe(data.emails.every((e: any) => e.passed) && data.checks.facts.passed);
    // Every email's issues are at the top, each with the email it is in.
    expect(data.issues.filter((i: any) => i.check !== 'facts')).toHaveLength(data.emails.reduce((n: number, e: any) => n + e.issues.length, 0));
    expect(data.summary).toMatch(/^Series of 3 emails \(abandoned-cart\): overall \d+\/100\./);
    // `checks` keeps the single-email shape: the first email's, with facts over the series.
    expect(data.checks.deliverability).toEqual(data.emails[0].checks.deliverability);
  });

  it('checks the brief’s facts over the series: each found in the email where the brief put it', async () => {
    const res = await validateSeries();
    const facts = res.body.data.checks.facts;
    expect(facts.check).toBe('facts');
    const code = facts.facts.find((f: any) => f.text === 'BACK10');
    expect(code).toMatchObject({ status: 'found', positions: [3] });
    const shipping = facts.facts.find((f: any) => f.type === 'money' && f.text.includes('75'));
    expect(shipping).toMatchObject({ status: 'found', positions: [2] });
    // Per email, a fact of another email is no error: no email fails on BACK10 missing.
    for (const e of res.body.data.emails) expect(e.issues.some((i: any) => i.code === 'FACT_MISSING')).toBe(false);
  });

  it('validate/facts of a series checks the brief across its emails, as /all does', async () => {
    const all = (await validateSeries()).body.data;
    const res = await s.request('POST', '/v1/emails/validate/facts', { body: { conversationId: series.conversationId } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.facts.map((f: any) => [f.text, f.status, f.positions])).toEqual(all.checks.facts.facts.map((f: any) => [f.text, f.status, f.positions]));
    expect(res.body.data.facts.find((f: any) => f.text === 'BACK10').positions).toEqual([3]);
    expect(res.body.data.score).toBe(all.checks.facts.score);
    // A single email's facts answer as before: no positions.
    const one = await s.request('POST', '/v1/emails/validate/facts', { body: { conversationId: single.conversationId } });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.facts.every((f: any) => f.positions === undefined)).toBe(true);
  });

  it('with `position`, checks that email alone in the single-email shape, answering what the series gives for it', async () => {
    const all = (await validateSeries()).body.data;
    const res = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId: series.conversationId, position: 2, options: OFFLINE } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.emails).toBeUndefined();
    expect(res.body.data.checks.facts).toBeUndefined();
    expect(res.body.data.score).toBe(all.emails[1].score);
    expect(res.body.data.issues.map((i: any) => i.code)).toEqual(all.emails[1].issues.map((i: any) => i.code));
    // The other checks take `position` too (and default to the first email).
    const links = await s.request('POST', '/v1/emails/validate/links', { body: { conversationId: series.conversationId, position: 3, options: OFFLINE } });
    expect(links.status, links.text).toBe(200);
    expect(links.body.data.links.map((l: any) => l.url)).toEqual(all.emails[2].checks.links.links.map((l: any) => l.url));
  });

  it('answers a single email exactly as before: no emails[], no sequence', async () => {
    const res = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId: single.conversationId, options: OFFLINE } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.emails).toBeUndefined();
    expect(res.body.data.sequence).toBeUndefined();
    expect(Object.keys(res.body.data.checks).sort()).toEqual(['accessibility', 'compatibility', 'deliverability', 'facts', 'links', 'spelling']);
    expect(res.body.data.issues.every((i: any) => i.position === undefined)).toBe(true);
  });

  it('answers 400 for a position past the last email or without a conversation, 404 for an unknown one', async () => {
    const past = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId: series.conversationId, position: 4 } });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: [{ path: 'body.position', message: 'must be between 1 and 3' }] });
    const html = await s.request('POST', '/v1/emails/validate/all', { body: { html: '<p>Hi</p>', position: 2 } });
    expect(html.status).toBe(400);
    expect(html.body.error.code).toBe('INVALID_REQUEST');
    const unknown = await s.request('POST', '/v1/emails/validate/all', { body: { conversationId: 'conv_01jdnothere' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('the series’ facts and overall result', () => {
  const fact = (id: string, status: 'found' | 'missing' | 'changed', extra: object = {}) => ({ id, type: 'code', text: id, value: null, status, where: status === 'missing' ? null : ('body' as const), snippet: null, ...extra });
  const factsOf = (facts: ReturnType<typeof fact>[]): FactsResult => ({ check: 'facts', score: 0, passed: true, summary: '', issues: [], durationMs: 1, language: 'en', sendDate: '2026-11-28', facts });

  it('a fact is found when some email states it, changed when one replaces it and none states it, missing when none has it', () => {
    const result = seriesFacts([
      { position: 1, result: factsOf([fact('A', 'found'), fact('B', 'missing'), fact('C', 'missing')]) },
      { position: 2, result: factsOf([fact('A', 'found'), fact('B', 'changed', { found: 'B2' }), fact('C', 'missing')]) },
    ]);
    expect(result.facts.map((f) => [f.id, f.status, f.positions])).toEqual([
      ['A', 'found', [1, 2]],
      ['B', 'changed', [2]],
      ['C', 'missing', []],
    ]);
    expect(result.score).toBe(33);
    expect(result.passed).toBe(false);
    expect(result.issues.map((i) => [i.code, i.position])).toEqual([
      ['FACT_CHANGED', 2],
      ['FACT_MISSING', undefined],
    ]);
    expect(result.issues[1].message).toBe('The brief’s code “C” is in no email of the series.');
  });

  it('passes only when every email passes, and names the emails that need work', () => {
    const email = (score: number, passed: boolean): AllResult => ({
      check: 'all',
      score,
      passed,
      summary: '',
      issues: [],
      durationMs: 1,
      checks: { links: { passed } } as unknown as AllResult['checks'],
    });
    const place = (position: number) => ({ position, role: 'r', sendOffsetDays: position, subject: `s${position}` });
    const result = seriesAllResult('welcome', [{ ...place(1), result: email(90, true) }, { ...place(2), result: email(60, false) }], undefined, 5);
    expect(result.score).toBe(75);
    expect(result.passed).toBe(false);
    expect(result.summary).toBe('Series of 2 emails (welcome): overall 75/100. Needs work: email 2 (links). Emails: 1 90, 2 60.');
  });
});
