// Compiles the TypeScript sources into one ESM bundle (plus on-demand chunks) under dist/, and
// reuses it while the sources are unchanged. The service runs this bundle rather than tsx's loader:
// the loader keeps a second V8 isolate and every transformed module alive (≈90 MB of resident
// memory for the server) and adds per-module work at start-up. Nothing is committed; the bundle is
// rebuilt on the first run after any source or dependency change.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['src', 'sdk/src'];
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'bin/build.js'];
const KEEP = 3;

/** A digest of every input's path, size and mtime: cheap to compute (a few ms), changes on any edit. */
function sourceStamp() {
  const hash = crypto.createHash('sha256');
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else stamp(file);
    }
  };
  const stamp = (file) => {
    const s = fs.statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}\0${s ? `${s.size}:${s.mtimeMs}` : '-'}\n`);
  };
  for (const dir of SOURCE_DIRS) visit(path.join(root, dir));
  for (const file of INPUTS) stamp(path.join(root, file));
  return hash.digest('hex').slice(0, 16);
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

  const { build } = await import('esbuild');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  // Dependencies stay in node_modules (native addons, data files resolved at run time); only the
  // repository's own code, including the workspace SDK's sources, goes into the bundle.
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);
  const tmp = `${target}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  await build({
    // The check pool's threads start from their own entry point (src/lib/pool/index.ts finds it
    // beside the chunk it is bundled into: every chunk lands in the same directory).
    entryPoints: { main: path.join(root, 'src/cli/main.ts'), 'check-worker': path.join(root, 'src/lib/pool/worker.ts') },
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
  prune(dist, stamp);
  return main;
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
    .filter((e) => e.isDirectory() && e.name !== current && !e.name.includes('.tmp-'))
    .map((e) => ({ dir: path.join(dist, e.name), mtime: fs.statSync(path.join(dist, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { dir } of builds.slice(KEEP - 1)) fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.stdout.write(`${path.relative(root, await ensureBuilt())}\n`);
}
