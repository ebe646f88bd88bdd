/**
 * A series (issue #23) through the CLI and the SDK: `brandmail export` writes the zip of every
 * email with its manifest, `brandmail generate --out-dir` the same files and the same manifest, `brandmail preview --position all` saves each email's screenshots,
 * `brandmail validate` prints each email's score; the SDK's exports, previews and validate take
 * `position` and return the series' fields.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../sdk/test/helpers';
import { cartSeries, CART_PROMPT, seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';
import { chromiumOrFail } from '../preview/helpers';
import { startSmtp } from '../test-sends/smtp';
import { cliInProcess } from './client-helpers';

const DEVICE = 'iphone-15-gmail';

describe('a series from the CLI and the SDK', { timeout: 180_000 }, () => {
  let s: TestServer;
  let dir: string;
  let env: Record<string, string>;
  let series: any;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startTestServer('sqlite', { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 }, generationsPerMinute: 0, chromiumPath: chromiumOrFail(), smtp: { url: smtp.url, recipientsPerHour: 50 } });
    await seedProject(s);
    series = await cartSeries(s);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-series-'));
    env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
  });
  afterAll(async () => {
    await Promise.all([s?.close(), smtp?.close()]);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('brandmail export --platform zip writes every email and manifest.json, and prints each email', async () => {
    const out = path.join(dir, 'series.zip');
    const run = await cliInProcess(['export', '--conversation', series.conversationId, '--platform', 'zip', '--name', 'Cart', '--out', out], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(' 2. Cart — 2 of 3 (reassurance, day 1)');
    const zip = await JSZip.loadAsync(fs.readFileSync(out));
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.emails.map((e: any) => [e.position, e.role, e.html])).toEqual([
      [1, 'reminder', '01-reminder.html'],
      [2, 'reassurance', '02-reassurance.html'],
      [3, 'incentive', '03-incentive.html'],
    ]);
    const one = await cliInProcess(['export', '--html', out, '--platform', 'html', '--position', '2'], env);
    expect(one.code).toBe(1);
    expect(one.stderr).toMatch(/--position picks an email of a series/);
  });

  it('brandmail generate --out-dir writes the files and manifest.json of a zip export of the same series', async () => {
    const folder = path.join(dir, 'cart');
    const gen = await cliInProcess(['generate', '--project', 'prj_northwind', '--prompt', CART_PROMPT, '--count', '3', '--out-dir', folder, '--name', 'Cart', '--json'], env);
    expect(gen.code, gen.stderr).toBe(0);
    const { conversationId } = JSON.parse(gen.stdout);
    const written = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));

    const zipFile = path.join(dir, 'cart.zip');
    const run = await cliInProcess(['export', '--conversation', conversationId, '--platform', 'zip', '--name', 'Cart', '--out', zipFile], env);
    expect(run.code, run.stderr).toBe(0);
    const zip = await JSZip.loadAsync(fs.readFileSync(zipFile));
    const exported = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(written).toEqual(exported);
    expect(written.emails[1]).toMatchObject({ position: 2, templateName: 'Cart — 2 of 3 (reassurance, day 1)', html: '02-reassurance.html', react: '02-reassurance.tsx', text: '02-reassurance.txt' });
    // Every file the manifest names is in the folder, with the email's own text.
    for (const e of written.emails) {
      for (const kind of ['html', 'react', 'text'] as const) expect(fs.existsSync(path.join(folder, e[kind])), e[kind]).toBe(true);
      expect(fs.readFileSync(path.join(folder, e.text), 'utf8')).toBe(await zip.file(e.text)!.async('string'));
    }
  });

  it('brandmail test-send --position all sends every email in order, printing each one’s subject and copies', async () => {
    const before = smtp.received.length;
    const run = await cliInProcess(['test-send', '--conversation', series.conversationId, '--position', 'all', 'ana@team.example'], env);
    expect(run.code, run.stderr).toBe(0);
    const subjects = series.emails.map((e: any) => `[Test] ${e.position} of 3 · ${e.subject}`);
    for (const subject of subjects) expect(run.stdout).toContain(`  ${subject}\n    accepted ana@team.example`);
    expect(smtp.received.length - before).toBe(3);
    const bad = await cliInProcess(['test-send', '--conversation', series.conversationId, '--position', '0', 'ana@team.example'], env);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/--position takes an email's position/) });
  });

  it('brandmail preview --position all saves NN-DEVICE.png for every email; a bad position is refused', async () => {
    const shots = path.join(dir, 'shots');
    const run = await cliInProcess(['preview', '--conversation', series.conversationId, '--position', 'all', '--device', DEVICE, '--out', shots], env);
    expect(run.code, run.stderr).toBe(0);
    expect(fs.readdirSync(shots).sort()).toEqual([`01-${DEVICE}.png`, `02-${DEVICE}.png`, `03-${DEVICE}.png`]);
    const bad = await cliInProcess(['preview', '--conversation', series.conversationId, '--position', 'ninth'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--position takes an email's position/);
  });

  it('brandmail validate prints each email of a series with its score', async () => {
    const run = await cliInProcess(['validate', '--conversation', series.conversationId], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^all {2}\d+\/100 {2}(passed|FAILED) {2}Series of 3 emails/m);
    for (const e of series.emails) expect(run.stdout).toMatch(new RegExp(`email ${e.position} \\(${e.role}\\)\\s+\\d+/100`));
  });

  it('the SDK: exports list the series’ emails, previews and validate take position', async () => {
    const bm = client(s);
    const done = await bm.exports.createAndWait({ conversationId: series.conversationId, platform: 'zip', name: 'Cart' }, { pollInterval: 50 });
    expect(done.sequence).toBe('abandoned-cart');
    expect(done.emails?.map((e) => e.name)).toEqual(['Cart — 1 of 3 (reminder, 1 hour)', 'Cart — 2 of 3 (reassurance, day 1)', 'Cart — 3 of 3 (incentive, day 3)']);
    const preview = await bm.previews.createAndWait({ conversationId: series.conversationId, position: 2, devices: [DEVICE] }, { pollInterval: 50 });
    expect(preview.results.map((r) => r.position)).toEqual([2]);
    expect(preview.emails?.map((e) => e.role)).toEqual(['reassurance']);
    const third = await bm.validate.all({ conversationId: series.conversationId, position: 3, options: { checkExternal: false } });
    expect(third.emails).toBeUndefined();
    const whole = await bm.validate.all({ conversationId: series.conversationId, options: { checkExternal: false } });
    expect(whole.emails?.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(whole.emails?.[2].score).toBe(third.score);
  });
});
