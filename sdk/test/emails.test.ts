import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { BrandmailError, type GenerationStatus } from '../src';
import { client, startServer, startSite, type Site } from './helpers';

describe('SDK emails: generation helpers poll the status endpoint', () => {
  let s: TestServer;
  let site: Site;
  let projectId: string;
  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme Widgets');
    projectId = (await client(s).projects.importAndWait({ urls: [site.url], name: 'Acme' }, { pollInterval: 50 })).projectId;
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
  });

  it('generateAndWait returns the email, refineAndWait a new version of it', async () => {
    const bm = client(s);
    const seen: GenerationStatus[] = [];
    const email = await bm.emails.generateAndWait(
      { projectId, prompt: 'Spring sale: 20% off every widget until Sunday with the code SPRING20', purpose: 'promotional' },
      { pollInterval: 50, onProgress: (st) => seen.push(st) },
    );
    expect(email).toMatchObject({ conversationId: expect.stringMatching(/^conv_/), projectId, status: 'completed', version: 1 });
    for (const field of ['subject', 'preheader', 'html', 'react', 'text'] as const) expect(email[field]).toEqual(expect.any(String));
    expect(email.html).toContain('SPRING20');
    expect(seen.at(-1)?.status).toBe('completed');

    const refined = await bm.emails.refineAndWait(email.conversationId, { prompt: 'make it shorter' }, { pollInterval: 50 });
    expect(refined).toMatchObject({ conversationId: email.conversationId, status: 'completed', version: 2 });

    const conversation = await bm.emails.get(email.conversationId);
    expect(conversation.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(conversation.messages.map((m) => m.prompt)).toEqual([expect.stringContaining('Spring sale'), 'make it shorter']);
    const listed = await bm.emails.list({ projectId });
    expect(listed.data.map((c) => c.conversationId)).toEqual([email.conversationId]);

    const rendered = await bm.emails.render({ document: refined.document });
    expect(rendered.html).toBe(refined.html);
    await expect(bm.emails.render({ document: { blocks: 'nope' } })).rejects.toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('restore makes an earlier version the latest again, as a new version', async () => {
    const bm = client(s);
    const first = await bm.emails.generateAndWait({ projectId, prompt: 'Welcome new members with 10% off using the code HELLO10' }, { pollInterval: 50 });
    const green = await bm.emails.refineAndWait(first.conversationId, { prompt: 'make the button green' }, { pollInterval: 50 });
    expect(green.html).not.toBe(first.html);
    const restored = await bm.emails.restore(first.conversationId, 1);
    expect(restored).toMatchObject({ conversationId: first.conversationId, status: 'completed', version: 3, restoredFrom: 1, subject: first.subject, html: first.html });
    const conversation = await bm.emails.get(first.conversationId);
    expect(conversation.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(conversation.messages.at(-1)).toMatchObject({ prompt: 'Restore version 1', version: 3 });
    await expect(bm.emails.restore(first.conversationId, 3)).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    await expect(bm.emails.restore(first.conversationId, 7)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
  });

  it('generateAndWait with count returns the series: emails in order, the first one also as html', async () => {
    const bm = client(s);
    const series = await bm.emails.generateAndWait(
      { projectId, prompt: 'Abandoned cart. First reminder after 1 hour: the Widget Pro is still in the cart. Second one the next day: free shipping over $50.', count: 2 },
      { pollInterval: 50 },
    );
    expect(series.sequence).toBe('abandoned-cart');
    expect(series.emails?.map((e) => [e.position, e.sendOffsetDays])).toEqual([
      [1, 0.04],
      [2, 1],
    ]);
    expect(series.html).toBe(series.emails?.[0].html);
    expect(series.emails?.[1].text).toContain('$50');
    const listed = await bm.emails.list({ projectId });
    expect(listed.data.find((c) => c.conversationId === series.conversationId)?.emailCount).toBe(2);
  });

  it('generateAndWait throws the generation’s own error when it fails', async () => {
    const err = await client(s)
      .emails.generateAndWait({ projectId: 'prj_not_imported', prompt: 'A welcome email' }, { pollInterval: 50 })
      .catch((e) => e);
    expect(err).toBeInstanceOf(BrandmailError);
    expect(err.code).toBe('GENERATION_FAILED');
    expect(err.message).toMatch(/prj_not_imported|project/i);
    expect(err.job).toMatchObject({ status: 'failed', errorCode: 'GENERATION_FAILED' });
  });
});
