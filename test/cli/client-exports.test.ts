import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startServer, startSite, type Site } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { cliInProcess } from './client-helpers';

/** MJML exports in a platform's merge-tag syntax, asked for through the CLI and the SDK. */
describe('MJML exports with mergeTags from the CLI and the SDK', { timeout: 120_000 }, () => {
  let s: TestServer;
  let site: Site;
  let dir: string;
  let conversationId: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme Widgets');
    const bm = client(s);
    const { projectId } = await bm.projects.importAndWait({ urls: [site.url], name: 'Acme' }, { pollInterval: 50 });
    // A welcome greets the reader by first name: a merge tag with its fallback.
    ({ conversationId } = await bm.emails.generateAndWait({ projectId, prompt: 'Welcome new subscribers by their first name and point them to the shop', purpose: 'welcome' }, { pollInterval: 50 }));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-mjml-'));
    env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('brandmail export --platform mjml --merge-tags mailchimp writes Mailchimp’s tags; the default is Handlebars', async () => {
    const plain = path.join(dir, 'plain.mjml');
    const forMailchimp = path.join(dir, 'mailchimp.mjml');
    expect((await cliInProcess(['export', '--conversation', conversationId, '--platform', 'mjml', '--out', plain], env)).code).toBe(0);
    const run = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'mjml', '--merge-tags', 'mailchimp', '--out', forMailchimp, '--json'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ platform: 'mjml', status: 'completed', file: forMailchimp });
    const handlebars = fs.readFileSync(plain, 'utf8');
    const mailchimp = fs.readFileSync(forMailchimp, 'utf8');
    expect(handlebars).toContain('{{');
    expect(handlebars).not.toContain('*|');
    expect(mailchimp).toContain('*|UNSUB|*');
    expect(mailchimp).not.toContain('{{');

    const bad = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'mjml', '--merge-tags', 'carrier-pigeon'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/mergeTags/);
    const notMjml = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'html', '--merge-tags', 'mailchimp'], env);
    expect(notMjml.stderr).toMatch(/only used by mjml exports/);
  });

  it('bm.exports.createAndWait({ platform: "mjml", mergeTags: "klaviyo" }) downloads Klaviyo’s tags', async () => {
    const bm = client(s);
    const done = await bm.exports.createAndWait({ conversationId, platform: 'mjml', mergeTags: 'klaviyo' }, { pollInterval: 50 });
    const file = Buffer.from((await bm.exports.download(done.exportId)).data).toString('utf8');
    expect(file).toContain('<mjml');
    expect(file).toContain('{% unsubscribe_url %}');
    expect(file).not.toContain('{{#if');
  });
});
