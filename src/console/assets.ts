/**
 * The console's browser bundle: compiled from src/console/app with esbuild (the tool the server
 * bundle is built with), minified, with content-hashed file names so the files can be cached for
 * good and only index.html is asked for again.
 *
 * Where it comes from, first found wins:
 * 1. **Shipped**: `npm pack` (bin/build.js --package) builds it beside the server bundle it
 *    ships, in `dist/package/<stamp>/console/`. Both are made from the same sources at the same
 *    time, and the server bundle only runs while the installed sources are those (its stamp), so
 *    an installed package reads it and never builds or writes anything (a read-only global
 *    install, a container with a read-only root).
 * 2. **Built once and kept**, keyed by a hash of the console's sources: in a checkout under
 *    `dist/console/<stamp>/`; for an installed package, never inside it, but under the cache
 *    directory (`BRANDMAIL_CACHE_DIR`, default `brandmail-cache/` in the OS temp directory, as the
 *    spelling cache), in `console/<stamp>/`.
 * 3. **Built in memory** when none of those can be written: served as well, built again at the
 *    next start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

export type ConsoleAsset = { body: Buffer; type: string };
export type ConsoleBundle = {
  /** file name (e.g. main-3F2A.js) → contents */
  files: Map<string, ConsoleAsset>;
  script: string;
  style: string;
  /** Where it was read from or kept; undefined for a build kept only in memory. */
  dir?: string;
  /** Of a build just compiled: the source files it was made from, relative to the root. */
  inputs?: string[];
};

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository (or installed package) root: the nearest package.json named brandmail above this module, in src/ or dist/. */
export function packageRoot(from = here): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'brandmail') return dir;
    if (path.dirname(dir) === dir) throw new Error('brandmail package root not found');
  }
}

/**
 * The service's own modules the app bundles (the API's schemas its forms check fields with, and
 * the lists they name). test/console/assets.test.ts holds this list to what the build reads.
 */
export const SHARED_SOURCES = [
  'src/accounts/permissions.ts',
  'src/accounts/schema.ts',
  'src/brand/schema.ts',
  'src/contacts/limits.ts',
  'src/errors.ts',
  'src/exports/address.ts',
  'src/exports/limits.ts',
  'src/exports/sender.ts',
  'src/generate/types.ts',
  'src/lib/search.ts',
  'src/projects/schema.ts',
  'src/test-sends/schema.ts',
  'src/webhooks/schema.ts',
];

/**
 * A hash of what the bundle is made from: the contents of the app's and the SDK's sources, the
 * shared modules above, this
 * file, the lockfile (dependency versions) and the root's path (two checkouts sharing a cache
 * directory keep apart). Contents, not mtimes: npm gives every file of a tarball the same mtime.
 */
export function consoleStamp(root: string): string {
  const hash = crypto.createHash('sha256').update(`${root}\n`);
  const add = (file: string) => {
    const body = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
    hash.update(`${path.relative(root, file)}\0${body ? crypto.createHash('sha256').update(body).digest('hex') : '-'}\n`);
  };
  const visit = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else add(file);
    }
  };
  visit(path.join(root, 'src/console/app'));
  visit(path.join(root, 'sdk/src'));
  for (const file of SHARED_SOURCES) add(path.join(root, file));
  for (const file of ['package.json', 'package-lock.json', 'src/console/assets.ts']) add(path.join(root, file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The API's schemas import zod as `import { z } from 'zod'`, which esbuild cannot tree-shake:
 * the whole of zod (every locale, JSON-schema conversion) comes along, 91 KB gzipped against
 * 24 KB for `import * as z from 'zod'`, the form zod recommends (colinhacks/zod#6597). For the
 * browser bundle only, the repository's own sources get the namespace form; the two are the same
 * module, so nothing else changes.
 */
const zodNamespace: Plugin = {
  name: 'zod-namespace-import',
  setup(build) {
    // The console's forms check fields with the API's own schemas (src/projects, src/accounts,
    // src/webhooks, src/brand, src/test-sends).
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes("import { z } from 'zod';")) return undefined;
      return { contents: source.replaceAll("import { z } from 'zod';", "import * as z from 'zod';"), loader: 'ts' };
    });
  },
};

/** Compiles the app in memory. */
async function compile(root: string): Promise<ConsoleBundle> {
  const { build } = await import('esbuild');
  const shim = path.join(root, 'src/console/app/lib/node-shim.ts');
  const result = await build({
    entryPoints: { main: path.join(root, 'src/console/app/main.tsx') },
    // Names the outputs; nothing is written (write: false).
    outdir: path.join(root, 'dist', 'console-out'),
    write: false,
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
    plugins: [zodNamespace],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint);
  if (!entry) throw new Error('console build produced no entry');
  const files = new Map<string, ConsoleAsset>();
  for (const out of result.outputFiles) {
    const type = TYPES[path.extname(out.path)];
    if (type) files.set(path.basename(out.path), { body: Buffer.from(out.contents), type });
  }
  // esbuild names inputs relative to the working directory.
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(file.replace(/^[a-z-]+:/, ''))));
  return { files, script: path.basename(entry[0]), style: path.basename(entry[1].cssBundle ?? ''), inputs };
}

/** Writes a bundle into `target` (a private directory renamed into place, so parallel first starts never see half a build). */
export function writeBuild(bundle: ConsoleBundle, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.mkdirSync(tmp);
    for (const [name, file] of bundle.files) fs.writeFileSync(path.join(tmp, name), file.body);
    fs.writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ script: bundle.script, style: bundle.style }));
    fs.renameSync(tmp, target);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // Another process renamed the same build into place first.
    if (!fs.existsSync(path.join(target, 'manifest.json'))) throw err;
  }
}

export function readBuild(dir: string): ConsoleBundle | undefined {
  const manifest = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifest)) return undefined;
  const { script, style } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { script: string; style: string };
  const files = new Map<string, ConsoleAsset>();
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (type) files.set(name, { body: fs.readFileSync(path.join(dir, name)), type });
  }
  return { files, script, style, dir };
}

/** Removes other builds older than an hour (a page loaded before a rebuild may still ask for its files). */
function prune(base: string, keep: string) {
  for (const entry of fs.readdirSync(base)) {
    if (entry === keep || entry.includes('.tmp-')) continue;
    const dir = path.join(base, entry);
    if (Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The cache directory the console's build is kept in outside a checkout. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.BRANDMAIL_CACHE_DIR || path.join(os.tmpdir(), 'brandmail-cache'), 'console');
}

export type ConsolePlaces = {
  /** A build shipped with the package (read only). */
  shipped?: string;
  /** Folders a build may be kept in, each holding one folder per stamp; the first writable one is used. */
  keep: string[];
};

/**
 * Where this process looks: the build shipped beside the running server bundle; then, in a
 * checkout, dist/console; then the cache directory. An installed package (under node_modules) is
 * never written to, even where it could be.
 */
export function consolePlaces(root = packageRoot(), env: NodeJS.ProcessEnv = process.env): ConsolePlaces {
  const installed = root.split(path.sep).includes('node_modules');
  return {
    shipped: path.join(here, 'console'),
    keep: [...(installed ? [] : [path.join(root, 'dist', 'console')]), cacheDir(env)],
  };
}

/** Reads the shipped build, or the one kept for the current sources, or builds it (kept in the first place that can be written, else in memory). */
export async function buildConsole(root = packageRoot(), places: ConsolePlaces = consolePlaces(root)): Promise<ConsoleBundle> {
  const shipped = places.shipped && readBuild(places.shipped);
  if (shipped) return shipped;
  const stamp = consoleStamp(root);
  for (const base of places.keep) {
    const kept = readBuild(path.join(base, stamp));
    if (kept) return kept;
  }
  const bundle = await compile(root);
  for (const base of places.keep) {
    const target = path.join(base, stamp);
    try {
      writeBuild(bundle, target);
      prune(base, stamp);
      return { ...bundle, dir: target };
    } catch {
      // Read-only or not ours: the next place, and at worst memory.
    }
  }
  return bundle;
}

/**
 * `npm pack`'s build (bin/build.js --package imports this module from the package bundle it just
 * built): the console for the sources being packed, written into `outdir`.
 */
export async function buildShippedConsole(outdir: string, root = packageRoot()): Promise<void> {
  fs.rmSync(outdir, { recursive: true, force: true });
  writeBuild(await compile(root), outdir);
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
