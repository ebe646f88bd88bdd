import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { cliInProcess } from './client-helpers';

const html = `<!doctype html><html><head><meta charset="utf-8"><title>Sale</title></head><body style="margin:0">
<table role="presentation" width="100%"><tr><td style="padding:24px;font-family:Arial,sans-serif"><h1>Spring sale</h1><p>20% off everything.</p></td></tr></table></body></html>`;

// In-process runs of the client commands against the real server (see cliInProcess).
describe('brandmail validate, devices, preview, platforms and export commands', { timeout: 120_000 }, () => {
  let s: TestServer;
  let cli: { run: (args: string[]) => ReturnType<typeof cliInProcess> };
  let dir: string;
  beforeAll(async () => {
    s = await startServer();
    const env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
    cli = { run: (args) => cliInProcess(args, env) };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-preview-'));
    fs.writeFileSync(path.join(dir, 'email.html'), html);
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists devices and saves a preview’s screenshots', async () => {
    const json = await cli.run(['devices', '--json']);
    const table = await cli.run(['devices', '--type', 'phone']);
    const devices = JSON.parse(json.stdout);
    expect(devices.length).toBeGreaterThanOrEqual(40);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+NAME\s+TYPE\s+OS\s+CLIENT\s+VIEWPORT\s+DARK$/);
    expect(table.stdout.trim().split('\n').slice(1).every((l) => /\sphone\s/.test(l))).toBe(true);

    const phone = devices.find((d: { type: string }) => d.type === 'phone').id;
    const out = path.join(dir, 'shots');
    const res = await cli.run(['preview', path.join(dir, 'email.html'), '--device', phone, '--dark-mode', 'both', '--out', out, '--json']);
    expect(res.code).toBe(0);
    const preview = JSON.parse(res.stdout);
    expect(preview).toMatchObject({ previewId: expect.stringMatching(/^prev_/), status: 'completed' });
    expect(preview.results.map((r: { file: string }) => path.basename(r.file))).toEqual([`${phone}.png`, `${phone}-dark.png`]);
    const png = fs.readFileSync(path.join(out, `${phone}-dark.png`));
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const bad = await cli.run(['preview', path.join(dir, 'email.html'), '--device', 'toaster-3000']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/toaster-3000.*\(INVALID_REQUEST, request req_\w+\)/);
  });

  it('validates a file: a report with an issues table, one JSON document, exit 2 with --strict', async () => {
    const bad = path.join(dir, 'bad.html');
    fs.writeFileSync(bad, '<!doctype html><html lang="en"><body><div style="display:flex"><p>You will recieve it soon.</p><img src="https://cdn.acme.example/x.png"></div></body></html>');
    const human = await cli.run(['validate', bad, '--check', 'compatibility']);
    const json = await cli.run(['validate', bad, '--json']);
    const strict = await cli.run(['validate', bad, '--check', 'spelling', '--language', 'en', '--strict']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^compatibility {2}\d+\/100 {2}(passed|FAILED) {2}\S/);
    expect(human.stdout).toMatch(/\nSEVERITY\s+CODE\s+AT\s+MESSAGE\n/);
    expect(human.stdout).toMatch(/css-display-flex\s+1:\d+/);

    const all = JSON.parse(json.stdout);
    expect(all).toMatchObject({ check: 'all', passed: false, checks: { spelling: { check: 'spelling' } } });
    expect(json.code).toBe(0);

    expect(strict.code).toBe(2);
    expect(strict.stdout).toMatch(/^spelling .*FAILED/);
    expect(strict.stdout).toMatch(/recieve/);
  });

  it('exports an HTML file export to disk and lists platforms', async () => {
    const file = path.join(dir, 'out.html');
    const exp = await cli.run(['export', '--html', path.join(dir, 'email.html'), '--platform', 'html', '--subject', 'Spring sale', '--out', file]);
    const platforms = await cli.run(['platforms', '--json']);
    expect(exp.code).toBe(0);
    expect(exp.stdout).toMatch(/^exp_\w+ {2}html {2}completed\n {2}file {2}.*out\.html\n$/);
    expect(fs.readFileSync(file, 'utf8')).toContain('Spring sale');
    expect(JSON.parse(platforms.stdout).map((p: { platform: string }) => p.platform)).toEqual(expect.arrayContaining(['mailchimp', 'html']));

    const unknown = await cli.run(['export', '--html', file, '--platform', 'carrier-pigeon', '--json']);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout).error).toMatchObject({ code: 'INVALID_REQUEST', details: [expect.objectContaining({ path: 'body.platform' })] });
  });
});
