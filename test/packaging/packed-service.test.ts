/**
 * The service as a user gets it: `npm pack` of the root package (its prepack builds the bundle
 * it ships), the tarball installed with `--omit=dev` into an empty project outside this
 * repository (offline, from the npm cache, at the versions of package-lock.json), then, with the
 * `brandmail serve` without the shipped console (it keeps the build it makes in the cache
 * directory, not in the package); then, with the installed package read-only as a global install
 * is to its users, `brandmail --help` and `brandmail serve` answering a check and serving the
 * console it ships to Chromium; against that same server, the installed CLI's own client commands
 * end to end (import a fixture website → generate → validate) and `brandmail mcp` with the
 * official MCP client. One server answers all of them: a second one would load the checks again.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { serveSite, type ServedSite } from '../brand/helpers/site-server';
import { chromiumOrFail } from '../preview/helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

type Run = { code: number; stdout: string; stderr: string };

/** Without npm's own variables (`npm test` sets npm_config_*), BRANDMAIL_* or NODE_OPTIONS of the caller. */
function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^npm_/i.test(k) && !k.startsWith('BRANDMAIL_') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, ...extra };
}

/**
 * Who runs the read-only install. Root writes anywhere whatever a file's mode says, so under root
 * (CI) the package is run as `nobody`, to whom a root-owned package is read-only; otherwise the
 * package is made read-only with chmod for the user running the tests.
 */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const readOnlyUser = asRoot ? { uid: NOBODY, gid: NOBODY } : {};

function exec(cmd: string, args: string[], cwd: string, env: Record<string, string>, timeout = 120_000, user: { uid?: number; gid?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout, ...user }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A lockfile for a project depending on the tarball, made from the repository's: the same
 * versions and integrity hashes of every package a production install needs (dev-only entries
 * and the workspace link dropped), with registry tarball URLs so `npm ci --offline` reads them
 * from the cache by their hash and asks the registry nothing.
 */
function lockFor(tarball: string) {
  const registry = 'https://registry.npmjs.org';
  const packages: Record<string, unknown> = {
    '': { name: 'packed-service-user', dependencies: { brandmail: `file:${tarball}` } },
    'node_modules/brandmail': { version: pkg.version, resolved: `file:${tarball}`, license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines },
  };
  for (const [key, entry] of Object.entries(lock.packages as Record<string, Record<string, unknown>>)) {
    if (!key.startsWith('node_modules/') || entry.link || entry.dev) continue;
    const copy = { ...entry };
    if (copy.devOptional) (delete copy.devOptional, (copy.optional = true));
    const name = (entry.name as string | undefined) ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    copy.resolved ??= `${registry}/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
    packages[key] = copy;
  }
  return { name: 'packed-service-user', lockfileVersion: 3, requires: true, packages };
}

/** Stops a server: SIGTERM, then SIGKILL if it has not exited in `graceMs` (nothing here needs its drain). */
async function stopServer(child: ChildProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(kill);
}

/** Spawns `bin serve` and waits for /health; the first start prints a test key, returned with the address. */
async function serve(bin: string, cwd: string, env: Record<string, string>, user: { uid?: number; gid?: number } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve'], { cwd, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  const log = { out: '' };
  child.stdout!.on('data', (c) => (log.out += c));
  child.stderr!.on('data', (c) => (log.out += c));
  const deadline = Date.now() + 90_000;
  while (!(await fetch(`${url}/health`).then((r) => r.ok, () => false))) {
    expect(child.exitCode, log.out).toBeNull();
    expect(Date.now(), log.out).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 250));
  }
  const key = /bm_test_[\w-]+/.exec(log.out)?.[0] ?? '';
  expect(key, log.out).not.toBe('');
  return { child, url, key, log };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Command names of a `--help` screen's "Commands:" section. */
function commandsOf(help: string): string[] {
  const section = help.slice(help.indexOf('Commands:'));
  return [...section.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]).filter((c) => c !== 'help');
}

describe('the packed service, installed with --omit=dev into an empty project', { timeout: 300_000 }, () => {
  let tmp: string;
  let app: string;
  let bin: string;
  let env: Record<string, string>;
  let site: ServedSite;
  /** The read-only install's server, which the client commands and the MCP server use too. */
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  /** Modes of the installed package's files, made read-only for the user running the tests. */
  const modes = new Map<string, number>();
  let packed: { filename: string; files: { path: string }[] };

  beforeAll(async () => {
    site = await serveSite('northwind-shop');
    tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'brandmail-packed-'));
    app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    env = cleanEnv({ XDG_CONFIG_HOME: path.join(tmp, 'config'), npm_config_update_notifier: 'false' });

    const pack = await exec('npm', ['pack', '--json', '--pack-destination', tmp], ROOT, env);
    expect(pack.code, pack.stderr).toBe(0);
    packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')))[0];
    fs.copyFileSync(path.join(tmp, packed.filename), path.join(app, packed.filename));

    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'packed-service-user', version: '1.0.0', private: true, dependencies: { brandmail: `file:${packed.filename}` } }));
    fs.writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify(lockFor(packed.filename)));
    // Install scripts are skipped for time: the only package that compiles anything is
    // better-sqlite3 (minutes on two cores), so its addon — built by this repository's own
    // `npm ci` from the same version — is copied in. esbuild and sharp ship their binaries as
    // packages.
    const install = await exec('npm', ['ci', '--offline', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], app, env, 240_000);
    expect(install.code, install.stderr).toBe(0);
    const addon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
    fs.mkdirSync(path.dirname(path.join(app, addon)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, addon), path.join(app, addon));
    bin = path.join(app, 'node_modules/.bin/brandmail');
    // mkdtemp makes its directory private to its owner; the read-only run's user must reach the app.
    fs.chmodSync(tmp, 0o755);
  }, 300_000);

  afterAll(async () => {
    await stopServer(server?.child);
    for (const [p, mode] of [...modes].reverse()) fs.chmodSync(p, mode);
    await site?.close();
    // The installed tree is hundreds of MB: removing it took 61 s under a load of 8 on two cores
    // (after the 30 s a server may take to stop), beyond a one-minute hook.
    if (tmp) await fs.promises.rm(tmp, { recursive: true, force: true });
  }, 150_000);

  it('ships its sources and one bundle built from them, not the tests, and installs without any devDependency', () => {
    const files = packed.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['bin/brandmail.js', 'bin/build.js', 'src/cli/main.ts', 'src/mcp/server.ts', 'sdk/src/index.ts', 'tsconfig.json', 'LICENSE', 'README.md']));
    expect(files.filter((f) => /^(test|bench|sdk\/test|data|node_modules)\//.test(f))).toEqual([]);
    // Of dist/ only the build prepack made, for exactly the sources packed: the stamp the
    // installed copy computes from its own files names it.
    const built = files.filter((f) => f.startsWith('dist/'));
    const stamps = new Set(built.map((f) => /^dist\/package\/([0-9a-f]{16})\//.exec(f)?.[1]));
    expect([...stamps]).toHaveLength(1);
    expect(built).toEqual(expect.arrayContaining([`dist/package/${[...stamps][0]}/main.js`, `dist/package/${[...stamps][0]}/check-worker.js`]));
    // The web console's browser bundle, built for the same sources beside the server bundle (#19).
    const shipped = built.filter((f) => f.startsWith(`dist/package/${[...stamps][0]}/console/`)).map((f) => path.basename(f));
    expect(shipped).toHaveLength(3);
    expect(shipped).toEqual(expect.arrayContaining([expect.stringMatching(/^main-\w+\.css$/), expect.stringMatching(/^main-\w+\.js$/), 'manifest.json']));
    // Whatever only the repository's development needs (vitest, tsx, typescript, the React Email
    // umbrella, …) is absent: the run-time tests below pass without it.
    const devOnly = Object.keys(pkg.devDependencies).filter((name) => lock.packages[`node_modules/${name}`]?.dev);
    expect(devOnly).toEqual(expect.arrayContaining(['vitest', 'tsx', 'typescript', '@react-email/components']));
    expect(devOnly.filter((name) => fs.existsSync(path.join(app, 'node_modules', name)))).toEqual([]);
    expect(fs.existsSync(path.join(app, 'node_modules/brandmail/test'))).toBe(false);
  });

  it('`npx brandmail --help` lists every command the repository’s CLI has', async () => {
    // As the README says it: npx runs the installed package's bin (offline: it may fetch nothing).
    // (npm 11 reads `npx --no brandmail --help` as its own --help: no flag before the name.)
    const res = await exec('npx', ['brandmail', '--help'], app, { ...env, npm_config_offline: 'true' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const fromRepo = await exec(process.execPath, [path.join(ROOT, 'bin/brandmail.js'), '--help'], ROOT, env);
    const expected = commandsOf(fromRepo.stdout);
    expect(expected).toEqual(expect.arrayContaining(['serve', 'worker', 'keys', 'import', 'generate', 'validate', 'preview', 'export', 'contacts', 'mcp']));
    expect(commandsOf(res.stdout)).toEqual(expected);
    expect((await exec(bin, ['--version'], app, env)).stdout.trim()).toBe(pkg.version);
  });

  it('without its shipped console, `brandmail serve` builds it into the cache directory, never into the package', async () => {
    // As if the installed sources had changed: the package builds the console at run time into the
    // cache directory, never into its own folder, even where it could write.
    const installed = path.join(app, 'node_modules/brandmail');
    const [stamp] = fs.readdirSync(path.join(installed, 'dist/package'));
    const shipped = path.join(installed, 'dist/package', stamp, 'console');
    fs.renameSync(shipped, path.join(tmp, 'shipped-console'));
    const cache = path.join(tmp, 'cache');
    const started = await serve(bin, app, { ...env, BRANDMAIL_DATA_DIR: path.join(tmp, 'data'), BRANDMAIL_CACHE_DIR: cache });
    try {
      // The web console is built from the installed sources (there is no @brandmail/sdk in node_modules).
      const page = await fetch(`${started.url}/`);
      expect(page.status, started.log.out).toBe(200);
      const script = /<script[^>]+src="\/console\/([^"]+\.js)"/.exec(await page.text())?.[1];
      expect(script).toBeDefined();
      const bundle = await fetch(`${started.url}/console/${script}`);
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toMatch(/javascript/);
      expect((await bundle.text()).length).toBeGreaterThan(1000);
      // Nothing written into the installed package: the source stamp is remembered in the cache too.
      expect(fs.readdirSync(path.join(installed, 'dist'))).toEqual(['package']);
      expect(fs.readdirSync(path.join(cache, 'source-stamps'))).toHaveLength(1);
      expect(fs.existsSync(shipped)).toBe(false);
      const [kept] = fs.readdirSync(path.join(cache, 'console'));
      expect(fs.readdirSync(path.join(cache, 'console', kept))).toContain(script);
    } finally {
      await stopServer(started.child);
      // The read-only install below is the package as shipped.
      fs.renameSync(path.join(tmp, 'shipped-console'), shipped);
    }
  });

  it('read-only, as a global install is: `brandmail --help` runs the shipped build, `brandmail serve` answers a check and serves the shipped console to a browser', async () => {
    const installed = path.join(app, 'node_modules/brandmail');
    const entries = () => fs.readdirSync(path.join(installed, 'dist'));
    expect(entries()).toEqual(['package']);
    if (!asRoot) {
      const walk = (p: string) => {
        const st = fs.lstatSync(p);
        if (st.isSymbolicLink()) return;
        modes.set(p, st.mode);
        if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
        fs.chmodSync(p, st.mode & ~0o222);
      };
      walk(installed);
    }
    // The package cannot be written: a build, or anything else written into it, would fail here.
    expect(await exec('sh', ['-c', `touch ${JSON.stringify(path.join(installed, 'probe'))}`], app, env, 10_000, readOnlyUser).then((r) => r.code)).not.toBe(0);
    const help = await exec(bin, ['--help'], app, env, 120_000, readOnlyUser);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(commandsOf(help.stdout)).toEqual(expect.arrayContaining(['serve', 'validate', 'mcp']));

    const data = path.join(tmp, 'data-read-only');
    fs.mkdirSync(data);
    if (asRoot) fs.chownSync(data, NOBODY, NOBODY);
    const cache = path.join(data, 'cache');
    // Private addresses allowed for the fixture site on 127.0.0.1 (the client commands below); a
    // generous check budget because the first check loads its dictionaries on a busy two-core machine.
    const roEnv = { ...env, HOME: data, XDG_CONFIG_HOME: path.join(data, 'config'), BRANDMAIL_DATA_DIR: data, BRANDMAIL_CACHE_DIR: cache, BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1', BRANDMAIL_CHECK_DEADLINE_MS: '120000' };
    server = await serve(bin, app, roEnv, readOnlyUser);
    const { url, key } = server;
    // A check runs on the pool's thread, started from the shipped bundle's check-worker.js.
    const res = await fetch(`${url}/v1/emails/validate/spelling`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ html: '<p>We have recieved your order.</p>', subject: 'Your order' }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.data.issues)).toContain('recieved');

    // The console page, its script and its stylesheet, then the page in Chromium up to its sign-in screen.
    const html = await fetch(`${url}/`).then((r) => r.text());
    for (const asset of [...html.matchAll(/(?:src|href)="(\/console\/[^"]+)"/g)].map((m) => m[1])) {
      const r = await fetch(url + asset);
      expect([asset, r.status]).toEqual([asset, 200]);
      await r.arrayBuffer();
    }
    const browser = await chromium.launch({ executablePath: chromiumOrFail(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${url}/`);
      await page.getByLabel('API key', { exact: true }).waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
    // Nothing was built: dist/ holds only what was shipped, and the cache directory has no console.
    expect(entries()).toEqual(['package']);
    expect(fs.existsSync(path.join(cache, 'console'))).toBe(false);
  });

  it('the installed CLI’s own client commands import, generate and validate against `brandmail serve` (embedded defaults)', async () => {
    expect(server?.key).toMatch(/^bm_test_/);
    const client = { ...env, BRANDMAIL_BASE_URL: server!.url, BRANDMAIL_API_KEY: server!.key };
    const imported = await exec(bin, ['import', site.url, '--name', 'Northwind', '--json'], app, client);
    expect(imported.code, imported.stderr).toBe(0);
    const project = JSON.parse(imported.stdout);
    expect(project).toMatchObject({ status: 'completed', brand: { name: 'Northwind Goods' } });

    const generated = await exec(bin, ['generate', '--project', project.projectId, '--prompt', 'Spring sale: 20% off all bags until Sunday with the code SPRING20', '--out', 'email.html', '--json'], app, client);
    expect(generated.code, generated.stderr).toBe(0);
    const email = JSON.parse(generated.stdout);
    expect(email).toMatchObject({ status: 'completed', version: 1 });
    expect(fs.readFileSync(path.join(app, 'email.html'), 'utf8')).toContain('SPRING20');

    // The server's first /all loads every check on a new thread: on a busy two-core host that alone
    // can take two minutes (its check deadline above is 120 s, counted once the thread is ready).
    const validated = await exec(bin, ['validate', 'email.html', '--subject', email.subject, '--json'], app, client, 240_000);
    expect(validated.code, validated.stderr || validated.stdout).toBe(0);
    const report = JSON.parse(validated.stdout);
    expect(report.check).toBe('all');
    expect(Object.keys(report.checks)).toEqual(expect.arrayContaining(['compatibility', 'links', 'spelling', 'deliverability']));
  });

  it('`brandmail mcp` answers the official MCP client', async () => {
    expect(server?.key).toMatch(/^bm_test_/);
    const transport = new StdioClientTransport({ command: bin, args: ['mcp'], cwd: app, env: { ...env, BRANDMAIL_BASE_URL: server!.url, BRANDMAIL_API_KEY: server!.key } });
    const client = new Client({ name: 'packed-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(['import_brand', 'generate_email', 'validate_email']));
      const { resources } = await client.listResources();
      expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['Northwind brand kit']));
    } finally {
      await client.close();
    }
  });
});
