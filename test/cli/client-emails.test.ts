import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startServer, startSite, type Site } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { cliInProcess, cliRunner } from './client-helpers';

describe('brandmail generate, refine and emails commands', { timeout: 120_000 }, () => {
  let s: TestServer;
  let site: Site;
  let dir: string;
  let projectId: string;
  let env: Record<string, string>;
  const run = (args: string[]) => cliInProcess(args, env);
  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme Widgets');
    projectId = (await client(s).projects.importAndWait({ urls: [site.url], name: 'Acme' }, { pollInterval: 50 })).projectId;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-generate-'));
    env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates into files, refines, and lists the conversation', async () => {
    const html = path.join(dir, 'email.html');
    const tsx = path.join(dir, 'email.tsx');
    const gen = await run(['generate', '--project', projectId, '--prompt', 'Spring sale: 20% off every widget until Sunday', '--purpose', 'promotional', '--out', html, '--react', tsx]);
    expect(gen.code).toBe(0);
    const conversationId = /conversation (conv_\w+) {2}version 1\n/.exec(gen.stdout)![1];
    expect(gen.stdout).toMatch(new RegExp(`html {2}→ ${html.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    expect(fs.readFileSync(html, 'utf8')).toMatch(/^<!DOCTYPE html/i);
    expect(fs.readFileSync(tsx, 'utf8')).toContain('@react-email/components');

    const refined = JSON.parse((await run(['refine', '--conversation', conversationId, '--prompt', 'make it shorter', '--json'])).stdout);
    expect(refined).toMatchObject({ conversationId, status: 'completed', version: 2, files: {} });
    expect(refined.subject).toEqual(expect.any(String));

    const quiet = await run(['generate', '--project', projectId, '--prompt', 'Welcome new members to the widget club', '-q']);
    expect(quiet.stdout).toMatch(/^conv_\w+\n$/);

    const table = (await run(['emails', 'list', '--project', projectId])).stdout.trim().split('\n');
    expect(table[0]).toMatch(/^ID\s+PROJECT\s+STATUS\s+VERSION\s+SUBJECT\s+CREATED$/);
    expect(table.slice(1).map((l) => l.split(/\s+/)[0])).toEqual([quiet.stdout.trim(), conversationId]);
    const shown = (await run(['emails', 'get', conversationId])).stdout;
    expect(shown).toMatch(/> make it shorter {2}→ v2/);
  });

  it('generates a series with --count into --out-dir: one file set per email and manifest.json with the schedule', async () => {
    const out = path.join(dir, 'emails');
    const gen = await run([
      'generate', '--project', projectId, '--count', '3', '--out-dir', out,
      '--prompt', 'Welcome series. Email 1: 10% off the first order with code HELLO10. Email 2: our story, founded in 2014. Email 3: our best-selling widgets.',
    ]);
    expect(gen.code, gen.stderr).toBe(0);
    expect(gen.stdout).toMatch(/welcome: 3 emails\n/);
    expect(gen.stdout).toMatch(/ 1\. \+0 d +welcome +/);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.sequence).toBe('welcome');
    expect(manifest.name).toMatch(/^Welcome series \d{4}-\d{2}-\d{2}$/);
    expect(manifest.emails.map((e: { html: string }) => e.html)).toEqual(manifest.emails.map((e: { position: number; role: string }) => `0${e.position}-${e.role}.html`));
    expect(manifest.emails.map((e: { position: number }) => e.position)).toEqual([1, 2, 3]);
    expect(manifest.emails[1].sendOffsetDays).toBeGreaterThan(manifest.emails[0].sendOffsetDays);
    for (const e of manifest.emails) {
      expect(fs.readFileSync(path.join(out, e.html), 'utf8')).toMatch(/^<!DOCTYPE html/i);
      expect(fs.readFileSync(path.join(out, e.react), 'utf8')).toContain('@react-email/components');
      expect(fs.readFileSync(path.join(out, e.text), 'utf8').length).toBeGreaterThan(50);
    }
    expect(fs.readFileSync(path.join(out, manifest.emails[0].text), 'utf8')).toContain('HELLO10');
    const bad = await run(['generate', '--project', projectId, '--prompt', 'x', '--count', '9']);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/--count must be a whole number from 1 to 7/) });
  });

  it('restores an earlier version as the new latest one, saving it like generate', async () => {
    const gen = JSON.parse((await run(['generate', '--project', projectId, '--prompt', 'Welcome new members with 10% off using the code HELLO10', '--json'])).stdout);
    const { conversationId } = gen;
    expect((await run(['refine', '--conversation', conversationId, '--prompt', 'make the button green', '-q'])).code).toBe(0);
    const html = path.join(dir, 'restored.html');
    const restored = await run(['restore', '--conversation', conversationId, '--version', '1', '--out', html]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored version 1 as version 3, now the latest\.\n/);
    expect(restored.stdout).toContain(`conversation ${conversationId}  version 3`);
    expect(fs.readFileSync(html, 'utf8')).toBe(gen.html);
    expect(JSON.parse((await run(['restore', '--conversation', conversationId, '--version', '2', '--json'])).stdout)).toMatchObject({ version: 4, restoredFrom: 2, files: {} });
    expect((await run(['restore', '--conversation', conversationId, '--version', '1', '-q'])).stdout).toBe('5\n');
    expect((await run(['emails', 'get', conversationId])).stdout).toMatch(/> Restore version 1 {2}→ v5/);

    const latest = await run(['restore', '--conversation', conversationId, '--version', '5']);
    expect(latest.code).toBe(1);
    expect(latest.stderr).toMatch(/Version 5 is already the latest.*\(CONFLICT/);
    const missing = await run(['restore', '--conversation', conversationId, '--version', '9']);
    expect(missing.stderr).toMatch(/has no version 9.*\(RESOURCE_NOT_FOUND/);
    const usage = await run(['restore', '--conversation', conversationId, '--version', 'two']);
    expect(usage).toMatchObject({ code: 1, stderr: expect.stringMatching(/--version must be a version number, 1 or more \(got "two"\)/) });
  });

  it('exits 2 with the generation’s error when it fails', async () => {
    const failed = await cliRunner().run(['generate', '--project', 'prj_not_imported', '--prompt', 'A welcome email', '--json'], { env });
    expect(failed.code).toBe(2);
    expect(JSON.parse(failed.stdout).error).toMatchObject({ code: 'GENERATION_FAILED', exitCode: 2, job: { status: 'failed' } });
    expect(failed.stderr).toMatch(/^brandmail: .*\(GENERATION_FAILED\)\n$/);
    const usage = await run(['generate', '--project', projectId, '--prompt', 'x', '--purpose', 'spam']);
    expect(usage).toMatchObject({ code: 1, stderr: expect.stringMatching(/Unknown purpose "spam"\. Use one of: auto, welcome/) });
  });
});
