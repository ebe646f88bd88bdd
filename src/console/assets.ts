/**
 * The console's browser bundle: compiled from src/console/app with esbuild (the tool the server
 * bundle is built with), minified, with content-hashed file names so the files can be cached for
 * good and only index.html is asked for again. A build is kept on disk under
 * dist/console/<stamp>/, keyed by the sources' paths, sizes and mtimes (as bin/build.js keys the
 * server bundle), so a server start after the first one only reads files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ConsoleAsset = { body: Buffer; type: string };
export type ConsoleBundle = {
  /** file name (e.g. main-3F2A.js) → contents */
  files: Map<string, ConsoleAsset>;
  script: string;
  style: string;
};

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The repository (or installed package) root: the nearest package.json named brandmail above this module, in src/ or dist/. */
export function packageRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'brandmail') return dir;
    if (path.dirname(dir) === dir) throw new Error('brandmail package root not found');
  }
}

function sourceStamp(root: string): string {
  const hash = crypto.createHash('sha256');
  const stamp = (file: string) => {
    const s = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}\0${s ? `${s.size}:${s.mtimeMs}` : '-'}\n`);
  };
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else stamp(file);
    }
  };
  visit(path.join(root, 'src/console/app'));
  visit(path.join(root, 'sdk/src'));
  for (const file of ['package-lock.json', 'src/console/assets.ts']) stamp(path.join(root, file));
  return hash.digest('hex').slice(0, 16);
}

/** Compiles the app into `outdir`; returns the entry's script and stylesheet names. */
async function compile(root: string, outdir: string): Promise<{ script: string; style: string }> {
  const { build } = await import('esbuild');
  const shim = path.join(root, 'src/console/app/lib/node-shim.ts');
  const result = await build({
    entryPoints: { main: path.join(root, 'src/console/app/main.tsx') },
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    entryNames: '[name]-[hash]',
    // The SDK is written for Node and browsers alike but names node:crypto (random UUIDs for
    // idempotency keys) and node:buffer (webhook verification, which a browser never does):
    // the shim gives the browser's Web Crypto equivalents.
    // @brandmail/sdk is the SDK's sources shipped beside the service, as bin/build.js bundles it for
    // the server: an installed package has no @brandmail/sdk in node_modules.
    alias: { 'node:crypto': shim, 'node:buffer': shim, '@brandmail/sdk': path.join(root, 'sdk/src/index.ts') },
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  });
  const outputs = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint);
  if (!outputs) throw new Error('console build produced no entry');
  const [js, meta] = outputs;
  return { script: path.basename(js), style: path.basename(meta.cssBundle ?? '') };
}

function readBuild(dir: string): ConsoleBundle | undefined {
  const manifest = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifest)) return undefined;
  const { script, style } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { script: string; style: string };
  const files = new Map<string, ConsoleAsset>();
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (type) files.set(name, { body: fs.readFileSync(path.join(dir, name)), type });
  }
  return { files, script, style };
}

/** Builds (or reuses) the bundle for the current sources. */
export async function buildConsole(root = packageRoot()): Promise<ConsoleBundle> {
  const stamp = sourceStamp(root);
  const base = path.join(root, 'dist', 'console');
  const target = path.join(base, stamp);
  const existing = readBuild(target);
  if (existing) return existing;
  // Parallel first starts (tests, a server and a bench) each build privately and rename into place.
  const tmp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const names = await compile(root, tmp);
  fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify(names));
  try {
    fs.renameSync(tmp, target);
  } catch (err) {
    if (!fs.existsSync(path.join(target, 'manifest.json'))) throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(base)) {
    if (entry !== stamp && !entry.includes('.tmp-')) {
      const dir = path.join(base, entry);
      // Keep an older build for an hour: a page loaded before a rebuild may still ask for its files.
      if (Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return readBuild(target)!;
}

let pending: Promise<ConsoleBundle> | undefined;
/** One build per process, started on first need. */
export function consoleBundle(): Promise<ConsoleBundle> {
  pending ??= buildConsole().catch((err) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
