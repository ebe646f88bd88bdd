import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, startServer, startSite, type Site } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { cliInProcess, cliRunner, expectNoStack } from './client-helpers';

// A few runs start the real `brandmail` process (exit codes, stdin, stderr as a person sees it);
// each costs a Node + tsx start (1–3 s of CPU on a busy machine), hence the generous timeout.
describe('brandmail client commands: login, import, projects', { timeout: 120_000 }, () => {
  let s: TestServer;
  let site: Site;
  let cli: ReturnType<typeof cliRunner>;
  let env: Record<string, string | undefined>;
  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme Widgets');
    cli = cliRunner();
    env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key, XDG_CONFIG_HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-cfg-')) };
  });
  afterAll(async () => {
    site?.release();
    await site?.close();
    await s?.close();
    cli?.cleanup();
  });

  it('logs in: checks the key, stores it 0600 in the config dir, and uses it', async () => {
    const [bad, ok] = await Promise.all([
      cli.run(['login', '--base-url', s.url, '--api-key', 'bm_test_wrongwrongwrongwrongwrongwrong12']),
      cli.run(['login', '--base-url', `${s.url}/`, '--json'], { input: `${s.key}\n` }),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^brandmail: .*\(INVALID_API_KEY, request req_\w+\)\. Run `brandmail login`/);
    expectNoStack(bad.stderr);

    expect(ok.code).toBe(0);
    const out = JSON.parse(ok.stdout);
    const file = path.join(cli.configHome, 'brandmail', 'config.json');
    expect(out).toEqual({ baseUrl: s.url, environment: 'test', configPath: file });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ baseUrl: s.url, apiKey: s.key });

    // The stored login is what the commands use when the environment says nothing.
    const stored = { XDG_CONFIG_HOME: cli.configHome, BRANDMAIL_BASE_URL: undefined, BRANDMAIL_API_KEY: undefined };
    const who = await cliInProcess(['whoami', '--json'], stored);
    expect(JSON.parse(who.stdout)).toMatchObject({ baseUrl: s.url, environment: 'test', source: { baseUrl: file, apiKey: file } });
    expect(who.stdout).not.toContain(s.key);
    expect((await cliInProcess(['projects', 'list', '--json'], stored)).code).toBe(0);
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-cfg-'));
    const noKey = await cliInProcess(['projects', 'list'], { XDG_CONFIG_HOME: fresh, BRANDMAIL_BASE_URL: undefined, BRANDMAIL_API_KEY: undefined });
    expect(noKey).toEqual({ code: 1, stdout: '', stderr: 'brandmail: No API key. Run `brandmail login`, or set BRANDMAIL_API_KEY (and BRANDMAIL_BASE_URL).\n' });
  });

  it('imports a brand: one JSON document with --json, a readable summary otherwise, the id with --quiet', async () => {
    const json = await cliInProcess(['import', site.url, '--name', 'Acme JSON', '--json'], env);
    expect(json.code).toBe(0);
    const project = JSON.parse(json.stdout);
    expect(project).toMatchObject({ projectId: expect.stringMatching(/^prj_/), name: 'Acme JSON', status: 'completed' });
    expect(project.brand.colors.primary).toBe('#1d4ed8');
    expect(json.stderr).toBe('');

    const human = await cliInProcess(['import', site.url, '--name', 'Acme Human'], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Acme Human {2}prj_\w+ {2}completed\n/);
    expect(human.stdout).toMatch(/colors {4}primary #1d4ed8/);

    const quiet = await cliInProcess(['import', site.url, '--name', 'Acme Quiet', '-q'], env);
    expect(quiet.stdout).toMatch(/^prj_\w+\n$/);

    const page = JSON.parse((await cliInProcess(['projects', 'list', '--json'], env)).stdout);
    expect(page.data.map((p: { name: string }) => p.name)).toEqual(['Acme Quiet', 'Acme Human', 'Acme JSON']);
    expect(page.pagination).toMatchObject({ total: 3, hasMore: false });
    const table = await cliInProcess(['projects', 'list', '--limit', '1'], env);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+STATUS\s+PRIMARY\s+URL\s+CREATED$/);
    expect(lines[1]).toMatch(/^prj_\w+\s+Acme Quiet\s+completed\s+#1d4ed8/);
    expect(lines[2]).toMatch(/3 in all; see more with --offset 1 or --all/);
    const all = JSON.parse((await cliInProcess(['projects', 'list', '--all', '--json'], env)).stdout);
    expect(all).toHaveLength(3);

    const status = JSON.parse((await cliInProcess(['projects', 'status', quiet.stdout.trim(), '--json'], env)).stdout);
    expect(status).toMatchObject({ status: 'completed', progress: 1 });
    expect((await cliInProcess(['projects', 'delete', quiet.stdout.trim()], env)).stdout).toBe(`Deleted ${quiet.stdout.trim()}.\n`);
  });

  it('uploads a logo file and prints where it is served; a file that is no image exits 1', async () => {
    const projectId = (await cliInProcess(['import', site.url, '--name', 'Acme Logo', '-q'], env)).stdout.trim();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-logo-'));
    const file = path.join(dir, 'logo.svg');
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30" fill="#fff"/></svg>');
    const human = await cliInProcess(['projects', 'logo', projectId, file, '--variant', 'light'], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Logo of Acme Logo set: http:\/\/\S+\/assets\/logo_\S+\.png \(240×60 px, light\)\.\n$/);
    const json = JSON.parse((await cliInProcess(['projects', 'logo', projectId, file, '--json'], env)).stdout);
    expect(json.brand.logo).toMatchObject({ origin: 'user', format: 'png', width: 240 });
    fs.writeFileSync(path.join(dir, 'notes.png'), 'hello');
    const bad = await cliInProcess(['projects', 'logo', projectId, path.join(dir, 'notes.png')], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^brandmail: The body is not an image brandmail can read.*\(INVALID_REQUEST/);
    const missing = await cliInProcess(['projects', 'logo', projectId, path.join(dir, 'nope.png')], env);
    expect(missing).toMatchObject({ code: 1, stderr: `brandmail: Cannot read ${path.join(dir, 'nope.png')}: ENOENT.\n` });
  });

  it('exits 2 when the import fails and 3 when it takes too long', async () => {
    const slowSite = await startSite('Slow');
    slowSite.hold();
    try {
      const [failed, slow] = await Promise.all([
        cli.run(['import', new URL('/nope', site.url).href, '--name', 'Missing', '--json'], { env }),
        cli.run(['import', slowSite.url, '--name', 'Slow', '--timeout', '1'], { env }),
      ]);
      expect(failed.code).toBe(2);
      const doc = JSON.parse(failed.stdout);
      expect(doc.error).toMatchObject({ code: 'IMPORT_FAILED', exitCode: 2, job: { status: 'failed' } });
      expect(failed.stderr).toMatch(/^brandmail: .*404.*\(IMPORT_FAILED\)\n$/);

      expect(slow.code).toBe(3);
      expect(slow.stderr).toMatch(/still pending after 1 s.*\(WAIT_TIMEOUT\)\. The job goes on on the server/);
      expect(slow.stdout).toBe('');
    } finally {
      slowSite.release();
      await slowSite.close();
    }
  });

  it('explains an unreachable server and bad input in one line each, exit 1', async () => {
    const gone = await startFaultProxy(s.url);
    await gone.close();
    const down = await cliInProcess(['projects', 'list', '--json'], { ...env, BRANDMAIL_BASE_URL: gone.url });
    expect(down.code).toBe(1);
    expect(JSON.parse(down.stdout).error.code).toBe('CONNECTION_ERROR');
    expect(down.stderr).toMatch(/^brandmail: Could not reach brandmail at .*\. Is the server running\?/);

    const usage = await cliInProcess(['import', site.url], env);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/required option '--name <name>' not specified/);

    const invalid = await cliInProcess(['import', 'not-a-url', '--name', 'x'], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/body\.urls\.0: must be an absolute http\(s\) URL.*\(INVALID_REQUEST, request req_/);
    expectNoStack(invalid.stderr);
  });
});
