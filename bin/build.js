// Compiles the TypeScript sources into one ESM bundle (plus on-demand chunks) under dist/, and
// reuses it while the sources are unchanged. The service runs this bundle rather than tsx's loader:
// the loader keeps a second V8 isolate and every transformed module alive (≈90 MB of resident
// memory for the server) and adds per-module work at start-up. Nothing is committed: in a checkout
// the bundle is built on the first run after any source change; `npm pack` ships one built
// beforehand (prepack, under dist/package/), so an installed package never builds, and a
// read-only global install runs as it is. The packed build carries the web console's browser
// bundle too (dist/package/<stamp>/console/, see src/console/assets.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['src', 'sdk/src'];
const INPUTS = ['tsconfig.json', 'bin/build.js'];
const KEEP = 3;
/** dist/ entries that are not server builds: the packed build, and the console's own builds. */
const NOT_BUILDS = new Set(['package', 'console']);

/**
 * A digest of what the bundle is made from: every source file's path and content, and of
 * package.json the version (inlined) and the dependency names (left out of the bundle). It is
 * content, not modification times, because npm normalises every file's mtime in a tarball: a
 * stamp computed at `npm pack` must be the one the installed copy computes.
 *
 * Reading and hashing the ≈ 3 MB of sources costs 70–110 ms, on every start of the CLI. So the
 * stamp is remembered in dist/ under a fingerprint of every file's path, size, mtime and ctime
 * (one stat each, a few ms): an unchanged tree reuses it, any edit (which moves ctime) hashes
 * the contents again. An installed copy remembers it in the user's cache directory instead (see
 * rememberedStampPath). Where nothing can be written it is hashed each time.
 */
export function sourceStamp(from = root) {
  const files = sourceFiles(from);
  const fingerprint = crypto.createHash('sha256');
  for (const file of files) {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    fingerprint.update(`${file}\0${st ? `${st.size}:${st.mtimeMs}:${st.ctimeMs}` : '-'}\n`);
  }
  const key = fingerprint.digest('hex');
  const remembered = rememberedStampPath(from);
  try {
    // Only a file this user wrote: the cache directory of an installed copy may be shared.
    if (process.getuid && fs.statSync(remembered).uid !== process.getuid()) throw new Error('not ours');
    const cached = JSON.parse(fs.readFileSync(remembered, 'utf8'));
    if (cached.key === key && typeof cached.stamp === 'string') return cached.stamp;
  } catch {
    // None yet, or unreadable: hash the contents.
  }
  const stamp = contentStamp(from, files);
  try {
    fs.mkdirSync(path.dirname(remembered), { recursive: true });
    const tmp = `${remembered}.${process.pid}`;
    fs.writeFileSync(tmp, JSON.stringify({ key, stamp }));
    fs.renameSync(tmp, remembered);
  } catch {
    // A read-only install: the next start hashes again.
  }
  return stamp;
}

/**
 * dist/ of a checkout; for a copy installed under node_modules, the cache directory the console's
 * run-time builds use too (BRANDMAIL_CACHE_DIR, default brandmail-cache/ in the OS temp
 * directory): an installed package's own folder is not the program's to write at run time (a
 * global install, an image's read-only layer, a shared npm cache).
 */
function rememberedStampPath(from) {
  if (!path.resolve(from).split(path.sep).includes('node_modules')) return path.join(from, 'dist', '.source-stamp.json');
  const cache = process.env.BRANDMAIL_CACHE_DIR || path.join(os.tmpdir(), 'brandmail-cache');
  const id = crypto.createHash('sha256').update(path.resolve(from)).digest('hex').slice(0, 16);
  return path.join(cache, 'source-stamps', `${id}.json`);
}

/** The files the bundle is made from, in a stable order (package.json last). */
function sourceFiles(from) {
  const files = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else files.push(file);
    }
  };
  for (const dir of SOURCE_DIRS) visit(path.join(from, dir));
  for (const file of INPUTS) files.push(path.join(from, file));
  files.push(path.join(from, 'package.json'));
  return files;
}

function contentStamp(from, files) {
  const hash = crypto.createHash('sha256');
  for (const file of files.slice(0, -1)) {
    const content = fs.existsSync(file) ? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') : '-';
    hash.update(`${path.relative(from, file).split(path.sep).join('/')}\0${content}\n`);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(from, 'package.json'), 'utf8'));
  hash.update(JSON.stringify({ name: pkg.name, version: pkg.version, external: externals(pkg) }));
  return hash.digest('hex').slice(0, 16);
}

/** Dependencies stay in node_modules (native addons, data files resolved at run time). */
function externals(pkg) {
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .sort()
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * Returns the path of dist/<stamp>/main.js, building it first when missing. Concurrent first runs
 * (parallel tests, a server and a CLI) each build into a private directory and rename it into
 * place; the loser of the rename uses the winner's identical output.
 */
export async function ensureBuilt() {
  const stamp = sourceStamp();
  const dist = path.join(root, 'dist');
  const target = path.join(dist, stamp);
  const main = path.join(target, 'main.js');
  if (fs.existsSync(main)) return main;
  // The build `npm pack` shipped, if the sources are still those it was built from.
  const packed = path.join(dist, 'package', stamp, 'main.js');
  if (fs.existsSync(packed)) return packed;
  await buildInto(target);
  prune(dist, stamp);
  return main;
}

/**
 * Builds into `target` (a private directory first, renamed into place). `extra` entry points are
 * added to the CLI and the check thread (the package build's console builder).
 */
async function buildInto(target, extra = {}) {
  const main = path.join(target, 'main.js');
  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  // Only the repository's own code, including the workspace SDK's sources, goes into the bundle.
  const external = externals(pkg);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  await build({
    // The check pool's threads start from their own entry point (src/pool/index.ts finds it
    // beside the chunk it is bundled into: every chunk lands in the same directory).
    entryPoints: { main: path.join(root, 'src/cli/main.ts'), 'check-worker': path.join(root, 'src/pool/worker.ts'), ...extra },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    // The SDK the CLI and the MCP server are built on is bundled from its sources (shipped in the
    // package's `files`), in this repository and in an installed copy alike: the service and its
    // SDK are one version, and the tarball needs no @brandmail/sdk from a registry.
    plugins: [sdkFromSources],
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'error',
  });
  try {
    fs.renameSync(tmp, target);
  } catch (err) {
    if (!fs.existsSync(main)) throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `npm pack`'s prepack: dist/package/ holds exactly one build, of the sources being packed (the
 * package's `files` ship that folder and no other part of dist/), with the console's browser
 * bundle beside it in console/: the console module, bundled as one more entry point, builds it
 * with the settings it would use at run time, so an installed package serves it as shipped.
 */
export async function buildForPackage() {
  const stamp = sourceStamp();
  const dir = path.join(root, 'dist', 'package');
  const target = path.join(dir, stamp);
  fs.rmSync(dir, { recursive: true, force: true });
  await buildInto(target, { 'console-build': path.join(root, 'src/console/assets.ts') });
  const { buildShippedConsole } = await import(pathToFileURL(path.join(target, 'console-build.js')).href);
  await buildShippedConsole(path.join(target, 'console'), root);
  return path.join(target, 'main.js');
}

/** Resolves `@brandmail/sdk` to sdk/src/index.ts, with or without the workspace link in node_modules. */
const sdkFromSources = {
  name: 'brandmail-sdk-from-sources',
  setup(build) {
    build.onResolve({ filter: /^@brandmail\/sdk$/ }, () => ({ path: path.join(root, 'sdk/src/index.ts') }));
  },
};

/** Keeps the few newest builds (a running server may still be loading chunks from an older one). */
function prune(dist, current) {
  const builds = fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== current && !e.name.includes('.tmp-') && !NOT_BUILDS.has(e.name))
    .map((e) => ({ dir: path.join(dist, e.name), mtime: fs.statSync(path.join(dist, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { dir } of builds.slice(KEEP - 1)) fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const built = process.argv.includes('--package') ? await buildForPackage() : await ensureBuilt();
  process.stdout.write(`${path.relative(root, built)}\n`);
}
