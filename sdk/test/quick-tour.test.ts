import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { startServer, startSite, type Site } from './helpers';

const repo = path.resolve(import.meta.dirname, '../..');
const tour = fs.readFileSync(path.join(repo, 'docs/quick-tour.md'), 'utf8');

/** The fenced blocks of a language, in order. */
function blocks(lang: string): string[] {
  return [...tour.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].filter((m) => m[1] === lang).map((m) => m[2]);
}

function exec(cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { ...opts, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** docs/quick-tour.md, executed: its shell blocks as one script, its TypeScript blocks as programs. */
// Each `brandmail` run starts Node + tsx (1–3 s of CPU on a busy machine): generous per-test timeouts.
describe('the quick tour in docs/quick-tour.md runs as written', { timeout: 240_000 }, () => {
  let s: TestServer;
  let site: Site;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  // The tour names the default address and a public site; the test serves both locally.
  const localise = (text: string) => text.replaceAll('http://127.0.0.1:3000', s.url).replaceAll('https://acme.example', site.url.replace(/\/$/, ''));

  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-tour-'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin', 'brandmail'), `#!/bin/sh\nexec node ${JSON.stringify(path.join(repo, 'bin/brandmail.js'))} "$@"\n`, { mode: 0o755 });
    // TypeScript blocks import '@brandmail/sdk' as a user's project would (its sources, through the
    // workspace link: the built package is tested in packed-package.test.ts).
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'tour', private: true, type: 'module' }));
    env = { PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`, HOME: dir, XDG_CONFIG_HOME: path.join(dir, 'config'), BRANDMAIL_API_KEY: s.key };
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the command-line part', async () => {
    const script = ['set -euo pipefail', ...blocks('sh').map(localise)].join('\n');
    expect(script).toContain('brandmail login');
    const res = await exec('bash', ['-c', script], { cwd: dir, env });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Logged in to .* with a test key/);
    expect(res.stdout).toMatch(/^Acme {2}prj_\w+ {2}completed$/m);
    expect(res.stdout).toMatch(/^all {2}\d+\/100 {2}(passed|FAILED)/m);
    expect(fs.readdirSync(path.join(dir, 'shots')).sort()).toEqual(['iphone-15-apple-mail.png', 'outlook-365-windows.png']);
    for (const f of ['email.html', 'email.tsx', 'email.txt', 'spring-sale.html']) expect(fs.statSync(path.join(dir, f)).size).toBeGreaterThan(100);
    expect(fs.readFileSync(path.join(dir, 'spring-sale.html'), 'utf8')).toContain('SPRING20');
    expect(res.stdout).toMatch(/conversation conv_\w+ {2}version 2/);
    expect(res.stdout).toMatch(/created 2, updated 0/);
    expect(res.stdout).toMatch(/ada@example\.com\s+Ada\s+subscribed\s+vip/);
  });

  it('runs the SDK part', async () => {
    const programs = blocks('ts');
    expect(programs.length).toBeGreaterThan(0);
    for (const [i, program] of programs.entries()) {
      const file = path.join(dir, `tour-${i}.ts`);
      fs.writeFileSync(file, localise(program));
      const res = await exec('node', ['--conditions=brandmail-source', '--import', 'tsx', file], { cwd: dir, env });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/import completed 100%/);
      expect(res.stdout).toMatch(/RESOURCE_NOT_FOUND \(404\), request req_/);
      expect(res.stdout).toMatch(/^validation \d+\/100$/m);
    }
  });
});
