/**
 * The SDK as a user gets it: `npm pack` (which builds dist/ through prepack), the tarball installed
 * offline into an empty project outside this repository (so nothing resolves through its
 * node_modules), then used from plain JavaScript (ESM and CommonJS) and from TypeScript checked
 * with `tsc --strict` under moduleResolution node16 and bundler — each against a real server. The
 * plain JavaScript runs under the Node running the tests, under Deno, and under real Node 18 binaries
 * (the oldest and the newest 18, fetched from the npm registry at test time: see node-runtime.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { startSmtp } from '../../test/test-sends/smtp';
import { Brandmail } from '../src';
import { startServer, startSite, type Site } from './helpers';
import { nodeRuntime, type NodeRuntime } from './node-runtime';

const sdkDir = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(sdkDir, '..');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
const pkg = JSON.parse(fs.readFileSync(path.join(sdkDir, 'package.json'), 'utf8'));
/** The oldest Node the package's engines admit (">=18"), and the last release of that line. */
const NODE_18 = ['18.12.0', '18.20.8'];

type Run = { code: number; stdout: string; stderr: string };

/** The environment without npm's own variables (`npm test` sets npm_config_*, which would steer the inner npm). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && !k.startsWith('BRANDMAIL_') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, ...extra };
}

/** stderr without the warning Node 18 prints on the first fetch (fetch was experimental until Node 21). */
function withoutFetchWarning(stderr: string): string {
  return stderr
    .replace(/^\(node:\d+\) ExperimentalWarning: The Fetch API is an experimental feature\. This feature could change at any time\n/m, '')
    .replace(/^\(Use `node --trace-warnings \.\.\.` to show where the warning was created\)\n/m, '');
}

// Generous: under a load of 20 on two cores the quick start (import, generate, validate) took
// 60.4 s and was killed at the former 60 s, with nothing on stderr to say so. The test's own
// timeout (300 s) still bounds a hung process.
function exec(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeout = 240_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env, maxBuffer: 16 * 1024 * 1024, timeout }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A TypeScript program over every resource of the client (projects, emails, validate, previews,
 * exports, contacts, testSends, webhooks, account, apiKeys); `SITE` is replaced by the test site's address.
 */
const program = `import { Brandmail, BrandmailError, SDK_VERSION, verifyWebhook, type GeneratedEmail, type Project, type WebhookEvent } from '@brandmail/sdk';

const bm = new Brandmail({ maxRetries: 1 });
const poll = { pollInterval: 100, timeout: 60_000 };
const out = (line: string): void => console.log(line);

const project: Project = await bm.projects.importAndWait({ urls: [SITE], name: 'Acme' }, poll);
out(\`import \${project.status} \${project.brand?.name ?? '-'}\`);
out(\`projects \${(await bm.projects.list({ limit: 5 })).pagination.total}\`);

const email: GeneratedEmail = await bm.emails.generateAndWait({ projectId: project.projectId, prompt: 'Spring sale: 20% off every widget until Sunday with the code SPRING20', purpose: 'promotional' }, poll);
out(\`email \${email.version} \${email.html.includes('SPRING20')}\`);

const report = await bm.validate.all({ html: email.html, subject: email.subject });
const links = await bm.validate.links({ html: email.html });
out(\`validate \${report.check} \${report.score >= 0 && report.score <= 100} \${links.check}\`);

const devices = await bm.previews.devices();
const preview = await bm.previews.createAndWait({ html: email.html, devices: [devices[0].id] }, poll);
out(\`preview \${preview.status} \${preview.results.length}\`);

const exported = await bm.exports.createAndWait({ html: email.html, platform: 'html', name: 'Spring sale', subject: email.subject }, poll);
const file = await bm.exports.download(exported.exportId);
out(\`export \${exported.status} \${file.fileName?.endsWith('.html')}\`);

const ada = await bm.contacts.create({ email: 'ada@example.com', firstName: 'Ada', tags: ['vip'] });
const bulk = await bm.contacts.bulk({ contacts: [{ email: 'bob@example.com' }, { email: 'not an email' }] });
const vip: string[] = [];
for await (const c of bm.contacts.listAll({ tag: 'vip' })) vip.push(c.email);
out(\`contacts \${ada.status} \${bulk.created}/\${bulk.failed} \${vip.join(',')}\`);

const sent = await bm.testSends.createAndWait({ conversationId: email.conversationId, recipients: ['ada@example.com'] }, poll);
out(\`test send \${sent.status} \${sent.recipients.map((r) => r.status).join(',')}\`);

const me = await bm.account.get();
const keys = await bm.apiKeys.list({ limit: 100 });
out(\`account \${me.permissions.includes('keys:manage')} \${keys.data.some((k) => k.id === me.key.id)}\`);

const endpoint = await bm.webhooks.create({ url: 'https://hooks.example/brandmail', events: ['email.generation.completed'] });
const body = JSON.stringify({ type: 'email.generation.completed', timestamp: new Date().toISOString(), data: { conversationId: email.conversationId } });
const id = 'evt_packed';
const ts = String(Math.floor(Date.now() / 1000));
const raw = endpoint.secret.slice('whsec_'.length);
const key = await crypto.subtle.importKey('raw', Uint8Array.from(atob(raw), (c) => c.charCodeAt(0)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(\`\${id}.\${ts}.\${body}\`)));
const headers = { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': \`v1,\${btoa(String.fromCharCode(...mac))}\` };
const event: WebhookEvent<{ conversationId: string }> = bm.webhooks.verify(body, headers, endpoint.secret);
out(\`webhook \${event.data.conversationId === email.conversationId}\`);
try {
  verifyWebhook(body + ' ', headers, endpoint.secret);
} catch (err) {
  if (err instanceof BrandmailError) out(\`tampered \${err.code}\`);
}
try {
  await bm.projects.get('prj_missing');
} catch (err) {
  if (err instanceof BrandmailError) out(\`missing \${err.code} \${err.status}\`);
}
out(\`version \${SDK_VERSION}\`);
`;

/** CommonJS: require() the package and use a few resources, including User-Agent, webhooks and aborts. */
const commonjs = `// As on Node 18.0–18.16, which lack AbortSignal.any: the SDK combines signals itself.
delete AbortSignal.any;
const { Brandmail, BrandmailError, SDK_VERSION, verifyWebhook } = require('@brandmail/sdk');
const crypto = require('node:crypto');
(async () => {
  const bm = new Brandmail({
    // Sees the request the SDK makes, then makes it.
    fetch: (url, init) => { console.log('ua ' + new Headers(init.headers).get('user-agent')); return fetch(url, init); },
  });
  const contact = await bm.contacts.create({ email: 'cjs-' + process.versions.node + '@example.com', tags: ['cjs'] });
  console.log('contact ' + contact.status);
  const compat = await bm.validate.compatibility({ html: '<p style="display:flex">Hi</p>' });
  console.log('validate ' + compat.check);
  const endpoint = await bm.webhooks.create({ url: 'https://hooks.example/cjs', events: ['*'] });
  const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: {} });
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = crypto.createHmac('sha256', Buffer.from(endpoint.secret.slice(6), 'base64')).update('evt_1.' + ts + '.' + body).digest('base64');
  console.log('webhook ' + verifyWebhook(Buffer.from(body), { 'webhook-id': 'evt_1', 'webhook-timestamp': ts, 'webhook-signature': 'v1,' + sig }, endpoint.secret).type);
  const controller = new AbortController();
  const pending = bm.projects.list({}, { signal: controller.signal, maxRetries: 0 });
  controller.abort();
  await pending.catch((err) => console.log('abort ' + err.code));
  const timedOut = await bm.validate.all({ html: '<p>' + 'word '.repeat(20000) + '</p>' }, { timeout: 1, maxRetries: 0 }).catch((err) => err.code);
  console.log('timeout ' + timedOut);
  await bm.exports.get('exp_missing').catch((err) => console.log('error ' + (err instanceof BrandmailError) + ' ' + err.code));
  console.log('version ' + SDK_VERSION);
})().catch((err) => { console.error(err); process.exitCode = 1; });
`;

const tsconfig = (moduleResolution: 'node16' | 'bundler') => ({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: moduleResolution === 'node16' ? 'node16' : 'esnext',
    moduleResolution,
    // No @types/node in the project: the SDK's declarations must stand on the web platform's types.
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    // Every declaration file is checked (the SDK's own above all), but not TypeScript's bundled
    // lib.*.d.ts: checking lib.dom.d.ts again in each configuration took half of each tsc run.
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    ...(moduleResolution === 'node16' ? { outDir: 'out' } : { noEmit: true }),
  },
  files: moduleResolution === 'node16' ? ['app.ts', 'check.cts'] : ['app.ts'],
});

describe('the packed-package program', () => {
  it('uses every resource of the client (a resource added later must join it)', () => {
    const resources = Object.keys(new Brandmail({ apiKey: 'bm_test_x' })).filter((k) => k !== 'core');
    expect(resources.length).toBeGreaterThanOrEqual(10);
    expect(resources.filter((r) => !program.includes(`bm.${r}.`))).toEqual([]);
  });
});

describe('the packed @brandmail/sdk, installed into an empty project', { timeout: 300_000 }, () => {
  let s: TestServer;
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let tmp: string;
  let app: string;
  let env: NodeJS.ProcessEnv;
  let packed: { filename: string; files: { path: string }[] };
  let node18: Promise<NodeRuntime[]>;
  let typeCheck: Promise<Run>;
  /** Projects the quick starts imported before the TypeScript program lists them. */
  let quickStarts = 0;

  beforeAll(async () => {
    // Node 18 is fetched (or found in its cache) while the package is built, used much later.
    const plain = cleanEnv({});
    node18 = Promise.all(NODE_18.map((version) => nodeRuntime(version, plain)));
    tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'brandmail-sdk-packed-'));
    app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    const npmEnv = cleanEnv({ npm_config_cache: path.join(tmp, 'npm-cache'), npm_config_update_notifier: 'false' });

    const packAndInstall = async () => {
      // The prepack build (tsup, then the type expansion) takes well over a minute on two busy cores.
      const pack = await exec('npm', ['pack', '--json', '--pack-destination', tmp], sdkDir, npmEnv, 240_000);
      // stderr holds npm's notices and the prepack banner; the build itself prints to stdout.
      expect(pack.code, pack.stderr).toBe(0);
      packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')))[0];
      fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'packed-sdk-user', version: '1.0.0', private: true, type: 'module' }));
      const install = await exec('npm', ['install', path.join(tmp, packed.filename), '--offline', '--no-audit', '--no-fund'], app, npmEnv);
      expect(install.code, install.stderr).toBe(0);
    };
    // An SMTP server for the test send (a real one, the `smtp-server` package).
    const servers = async () => {
      smtp = await startSmtp();
      [s, site] = await Promise.all([startServer({ smtp: { url: smtp.url, recipientsPerHour: 50 } }), startSite('Acme')]);
    };
    await Promise.all([packAndInstall(), servers()]);
    env = { ...npmEnv, BRANDMAIL_API_KEY: s.key, BRANDMAIL_BASE_URL: s.url };

    // The type-check needs no server: it runs in its own process while the server answers the
    // quick starts, and the test below reads its result.
    typeCheck = startTypeCheck();
  }, 300_000);
  afterAll(async () => {
    await typeCheck;
    await site?.close();
    await s?.close();
    await smtp?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  /**
   * One tsc process (`tsc -b`) over four configurations: node16 (emitting the program to run),
   * bundler, a Node setup without the DOM library, and a file with a type error that must be
   * reported. One process reads TypeScript's libraries once for all four.
   */
  function startTypeCheck(): Promise<Run> {
    fs.writeFileSync(path.join(app, 'app.ts'), program.replace('[SITE]', JSON.stringify([site.url])));
    // CommonJS TypeScript gets the .d.cts declarations.
    fs.writeFileSync(path.join(app, 'check.cts'), `import sdk = require('@brandmail/sdk');\nconst bm: sdk.Brandmail = new sdk.Brandmail({ apiKey: 'bm_test_x' });\nexport const list: Promise<sdk.ListResponse<sdk.Contact>> = bm.contacts.list();\n`);
    for (const mode of ['node16', 'bundler'] as const) fs.writeFileSync(path.join(app, `tsconfig.${mode}.json`), JSON.stringify(tsconfig(mode), null, 2));
    // A Node project's usual settings (as @tsconfig/node18 has them): no DOM library, @types/node
    // for fetch, Headers and AbortSignal. The project gets its own copy of those types.
    for (const dep of ['@types/node', 'undici-types']) fs.cpSync(path.join(repo, 'node_modules', dep), path.join(app, 'node-types/node_modules', dep), { recursive: true });
    const { outDir: _out, ...node16 } = tsconfig('node16').compilerOptions as Record<string, unknown>;
    const nodeOnly = { compilerOptions: { ...node16, lib: ['ES2022'], types: ['node'], typeRoots: ['node-types/node_modules/@types'], noEmit: true }, files: ['app.ts', 'check.cts'] };
    fs.writeFileSync(path.join(app, 'tsconfig.node-only.json'), JSON.stringify(nodeOnly, null, 2));
    // A type error is caught (the check is not vacuous).
    fs.writeFileSync(path.join(app, 'wrong.ts'), `import { Brandmail } from '@brandmail/sdk';\nawait new Brandmail().emails.generate({ projectId: 'prj_1', prompt: 'x', purpose: 'no-such-purpose' });\n`);
    fs.writeFileSync(path.join(app, 'tsconfig.wrong.json'), JSON.stringify({ ...tsconfig('bundler'), files: ['wrong.ts'] }));
    return exec('node', [tsc, '-b', ...['node16', 'bundler', 'node-only', 'wrong'].map((c) => `tsconfig.${c}.json`)], app, env);
  }

  /** Writes the installed README's quick start, pointed at the test site, as `file` (after `prefix`). */
  function writeQuickStart(file: string, prefix = ''): void {
    const readme = fs.readFileSync(path.join(app, 'node_modules/@brandmail/sdk/README.md'), 'utf8');
    const quickStart = /## Quick start\n+```js\n([\s\S]*?)^```$/m.exec(readme)?.[1];
    expect(quickStart).toContain("from '@brandmail/sdk'");
    fs.writeFileSync(path.join(app, file), prefix + quickStart!.replaceAll('https://acme.example', site.url.replace(/\/$/, '')));
  }

  /** What app.cjs prints under Node `version`, in any order among its other lines. */
  const commonjsLines = (version: string) => [
    `ua brandmail-sdk/${pkg.version} node/${version}`,
    'contact subscribed',
    'validate compatibility',
    'webhook webhook.test',
    'abort ABORTED',
    'timeout REQUEST_TIMEOUT',
    'error true RESOURCE_NOT_FOUND',
    `version ${pkg.version}`,
  ];

  it('ships only the build, the README, the licence and package.json; publishable metadata', () => {
    expect(packed.files.map((f) => f.path).sort()).toEqual(['LICENSE', 'README.md', 'dist/index.cjs', 'dist/index.d.cts', 'dist/index.d.ts', 'dist/index.js', 'package.json']);
    const installed = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/@brandmail/sdk/package.json'), 'utf8'));
    expect(installed.private).toBeUndefined();
    expect(installed).toMatchObject({ name: '@brandmail/sdk', version: expect.stringMatching(/^\d+\.\d+\.\d+/), license: 'MIT' });
    expect(installed.dependencies ?? {}).toEqual({});
    expect(installed.exports['.']).toMatchObject({
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    });
    // Node 18 is tested below because this says so.
    expect(installed.engines).toEqual({ node: '>=18' });
    // Only the package itself was installed: nothing else came with it.
    expect(fs.readdirSync(path.join(app, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['@brandmail']);
    for (const file of ['index.d.ts', 'index.d.cts', 'index.js', 'index.cjs']) {
      const text = fs.readFileSync(path.join(app, 'node_modules/@brandmail/sdk/dist', file), 'utf8');
      expect(text).not.toMatch(/\.\.\/\.\.\/src|['"]zod['"]|\bz\.(input|output|infer)\b/);
    }
  });

  it('has a README whose links work where it is read, in the installed package (no path out of it)', () => {
    const dir = path.join(app, 'node_modules/@brandmail/sdk');
    const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^[a-z][\w+.-]*:|^#/i.test(href));
    expect(relative.filter((href) => !path.resolve(dir, href.split('#')[0]).startsWith(dir + path.sep) || !fs.existsSync(path.resolve(dir, href.split('#')[0])))).toEqual([]);
  });

  it('runs the README quick start as a plain .mjs (import)', async () => {
    writeQuickStart('quickstart.mjs');
    const res = await exec('node', ['quickstart.mjs'], app, env);
    expect(res.stderr).toBe('');
    expect(res.code, res.stdout).toBe(0);
    expect(res.stdout).toMatch(/^Acme completed$/m);
    expect(res.stdout).toMatch(/^score \d+\/100$/m);
    quickStarts++;
  });

  it('runs the same quick start under Deno (another runtime with fetch), naming it in the User-Agent', async () => {
    // Deno 2 resolves '@brandmail/sdk' through the project's package.json and node_modules, as
    // Bun and bundlers for edge workers do. The deno npm package ships its binary as a package.
    const deno = path.join(repo, 'node_modules/.bin/deno');
    const seen = `const realFetch = globalThis.fetch;\nglobalThis.fetch = (url, init) => { console.log('ua ' + new Headers(init?.headers).get('user-agent')); return realFetch(url, init); };\n`;
    writeQuickStart('deno-quickstart.mjs', seen);
    const res = await exec(deno, ['run', '--allow-net', '--allow-env', '--allow-read', '--no-prompt', 'deno-quickstart.mjs'], app, { ...env, DENO_DIR: path.join(tmp, 'deno'), NO_COLOR: '1' });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Acme completed$/m);
    expect(res.stdout).toMatch(/^score \d+\/100$/m);
    expect(res.stdout).toMatch(new RegExp(`^ua brandmail-sdk/${pkg.version.replaceAll('.', '\\.')} deno/\\d+\\.\\d+`, 'm'));
    quickStarts++;
  });

  it('works from CommonJS (require), with its version in the User-Agent', async () => {
    fs.writeFileSync(path.join(app, 'app.cjs'), commonjs);
    const res = await exec('node', ['app.cjs'], app, env);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.split('\n')).toEqual(expect.arrayContaining(commonjsLines(process.version)));
  });

  // The package says `engines: { node: ">=18" }`: the quick start (ESM) and the CommonJS program
  // run on a real Node 18 — 18.12.0, the first long-term release of the line, which lacks
  // AbortSignal.any (the SDK combines signals itself there), and 18.20.8, its last release.
  for (const version of NODE_18) {
    it(`runs the quick start (import) and the CommonJS program (require) on a real Node ${version}`, async () => {
      const runtime = (await node18).find((r) => r.version === version)!;
      // Without the binary the claim "works on Node 18" is untested: the test fails saying why
      // (offline, or a platform the registry has no Node ${version} for), never passes or skips.
      if ('unavailable' in runtime) throw new Error(`Node ${version} could not be had, so the SDK was NOT tried on it: ${runtime.unavailable}`);
      writeQuickStart('quickstart-18.mjs');
      const quick = await exec(runtime.bin, ['quickstart-18.mjs'], app, env);
      expect(quick.code, quick.stdout + quick.stderr).toBe(0);
      // Node 18 warns that fetch is experimental; nothing else may reach stderr.
      expect(withoutFetchWarning(quick.stderr)).toBe('');
      expect(quick.stdout).toMatch(/^Acme completed$/m);
      expect(quick.stdout).toMatch(/^score \d+\/100$/m);
      quickStarts++;

      if (!fs.existsSync(path.join(app, 'app.cjs'))) fs.writeFileSync(path.join(app, 'app.cjs'), commonjs);
      const cjs = await exec(runtime.bin, ['app.cjs'], app, env);
      expect(cjs.code, cjs.stdout + cjs.stderr).toBe(0);
      expect(withoutFetchWarning(cjs.stderr)).toBe('');
      expect(cjs.stdout.split('\n')).toEqual(expect.arrayContaining(commonjsLines(`v${version}`)));
    });
  }

  it('type-checks a program over every resource with tsc --strict (node16, bundler, and Node types without DOM), and runs it', async () => {
    const checked = await typeCheck;
    // Every configuration clean; the one error is wrong.ts's, in its own configuration.
    const out = checked.stdout + checked.stderr;
    expect(out.split('\n').filter((line) => /error TS/.test(line) && !line.startsWith('wrong.ts('))).toEqual([]);
    expect(out).toMatch(/^wrong\.ts.*error TS2322.*no-such-purpose/m);
    expect(fs.existsSync(path.join(app, 'out/app.js'))).toBe(true);

    const res = await exec('node', ['out/app.js'], app, env);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.trim().split('\n')).toEqual([
      'import completed Acme',
      // Each quick start before this program imported one.
      `projects ${quickStarts + 1}`,
      'email 1 true',
      'validate all true links',
      'preview completed 1',
      'export completed true',
      'contacts subscribed 1/1 ada@example.com',
      'test send completed accepted',
      'account true true',
      'webhook true',
      'tampered WEBHOOK_VERIFICATION_FAILED',
      'missing RESOURCE_NOT_FOUND 404',
      `version ${pkg.version}`,
    ]);
  });
});
