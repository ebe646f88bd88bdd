import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startServer, startSite, type Site } from '../../sdk/test/helpers';
import { locateChromium } from '../../src/preview/chromium';
import type { TestServer } from '../helpers/server';
import { readPdf } from '../exports/helpers';
import { cliInProcess } from './client-helpers';

const hasChromium = locateChromium(process.env.CHROMIUM_PATH).found;
/** Chromium rounds page sizes to whole points. */
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]) < 1.5);

/**
 * MJML exports in a platform's merge-tag syntax, and PDF exports on the paper asked for (with the
 * phone page), through the CLI and the SDK.
 */
describe('MJML and PDF exports from the CLI and the SDK', { timeout: 120_000 }, () => {
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

  it('brandmail export --flow list:ID sends the flow’s trigger; a malformed one is refused before any request', async () => {
    // One email to an MJML file: the server refuses a flow there, naming body.flow — so the option reached it.
    const sent = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'mjml', '--flow', 'list:XyZ123'], env);
    expect(sent.code).toBe(1);
    expect(sent.stderr).toMatch(/cannot build a flow/);
    const bad = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'klaviyo', '--flow', 'XyZ123'], env);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--flow takes the flow’s trigger as list:ID, segment:ID or metric:ID/);
  });

  it('bm.exports.createAndWait({ platform: "mjml", mergeTags: "klaviyo" }) downloads Klaviyo’s tags', async () => {
    const bm = client(s);
    const done = await bm.exports.createAndWait({ conversationId, platform: 'mjml', mergeTags: 'klaviyo' }, { pollInterval: 50 });
    const file = Buffer.from((await bm.exports.download(done.exportId)).data).toString('utf8');
    expect(file).toContain('<mjml');
    expect(file).toContain('{% unsubscribe_url %}');
    expect(file).not.toContain('{{#if');
  });

  it.skipIf(!hasChromium)('brandmail export --platform pdf --paper Letter --mobile --out writes Letter pages and a phone page', async () => {
    const file = path.join(dir, 'proof.pdf');
    const run = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'pdf', '--paper', 'Letter', '--mobile', '--out', file, '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ platform: 'pdf', status: 'completed', file });
    const pages = await readPdf(fs.readFileSync(file));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(near(pages[0].size, [612, 792])).toBe(true); // US Letter
    const phone = pages.at(-1)!;
    expect(Math.abs(phone.size[0] - 281.25)).toBeLessThan(1.5); // 375 CSS px
    // Text a reader can select (the sender and its unsubscribe link) and live links, on both renderings.
    const text = pages.slice(0, -1).map((p) => p.text).join(' ');
    for (const phrase of ['Acme', 'Unsubscribe']) expect(text).toContain(phrase);
    expect(pages.slice(0, -1).flatMap((p) => p.links).length).toBeGreaterThan(0);
    expect(phone.links.length).toBeGreaterThan(0);

    const bad = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'pdf', '--paper', 'A3'], env);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/paper/i);
  });

  it.skipIf(!hasChromium)('bm.exports.createAndWait({ platform: "pdf" }) is A4 without the phone page', async () => {
    const bm = client(s);
    const done = await bm.exports.createAndWait({ conversationId, platform: 'pdf' }, { pollInterval: 50 });
    expect(done.status).toBe('completed');
    const pages = await readPdf(Buffer.from((await bm.exports.download(done.exportId)).data));
    expect(pages.every((p) => near(p.size, [595.3, 841.9]))).toBe(true); // A4 only: no phone page unless asked
  });
});
