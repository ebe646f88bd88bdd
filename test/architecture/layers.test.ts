/**
 * Keeps ARCHITECTURE.md true: the layers and the imports each may make. Reads every import of
 * src/ (static `import`/`export … from` and dynamic `import()`), resolves it to a file, and checks
 * the rules below. A failure names the importing file and what it imported.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

type Edge = { from: string; to: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function fileExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(fileExists);
}

/** Every relative import of src/, as paths relative to src/ (e.g. `exports/store.ts`). */
export function importGraph(): Edge[] {
  const edges: Edge[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      const spec = m[3] ?? m[4];
      const target = resolveImport(file, spec);
      if (!target || !target.startsWith(SRC)) continue;
      edges.push({ from: relative(SRC, file), to: relative(SRC, target), typeOnly: Boolean(m[2]) });
    }
  }
  return edges;
}

const edges = importGraph();

/** Every query builder call naming its table (`selectFrom('contacts')`, joins included), by file. */
function queries(): { file: string; table: string }[] {
  const pattern = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\(\s*'([a-z_]+)'/g;
  return sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({ file, table: m[1] })));
}
const folderOf = (path: string) => (path.includes('/') ? path.split('/')[0] : path);
const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}`);

/** Storage-free engines: called by services and jobs, never calling them. */
const ENGINES = [
  'email/',
  'validate/',
  'brand/',
  'preview/emulation/',
  'exports/platforms/',
  'exports/files/',
  'generate/read/',
  'generate/series/',
  'generate/understand/',
  'generate/compose/',
  'generate/copy/',
  'generate/facts/',
  'generate/llm/',
  'generate/refine/',
  'generate/engine.ts',
  'generate/coverage.ts',
];
/** Files inside an engine's folder that are not engines: validation's service (it reads conversations through generation's). */
const NOT_ENGINES = new Set(['validate/service.ts']);
const isEngine = (path: string) => ENGINES.some((p) => path.startsWith(p)) && !NOT_ENGINES.has(path);
/** What an engine must not reach: storage, the queue, the HTTP layer, the composition root, any capability's service, job or store. */
const isApplicationLayer = (to: string) =>
  /^(store|jobs|api)\//.test(to) || ['services.ts', 'workers.ts', 'server.ts'].includes(to) || /(^|\/)(service|job|store)\.ts$/.test(to);

describe('architecture: the layers of ARCHITECTURE.md', () => {
  it('reads the import graph (the rules below would pass vacuously on an empty one)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'exports/service.ts', to: 'exports/store.ts' }));
  });

  it('only the HTTP surfaces import the HTTP layer (src/api/)', () => {
    const surfaces = ['api', 'mcp', 'console', 'server.ts'];
    const bad = edges.filter((e) => folderOf(e.to) === 'api' && !surfaces.includes(folderOf(e.from)));
    expect(show(bad)).toEqual([]);
  });

  it("a capability's store.ts is imported only from its own folder", () => {
    const bad = edges.filter((e) => /(^|\/)store\.ts$/.test(e.to) && e.to !== 'store/index.ts' && dirname(e.from) !== dirname(e.to));
    expect(show(bad)).toEqual([]);
  });

  it('jobs and the worker table know nothing of HTTP', () => {
    const bad = edges.filter((e) => (/(^|\/)job\.ts$/.test(e.from) || e.from === 'workers.ts' || e.from === 'services.ts') && folderOf(e.to) === 'api');
    expect(show(bad)).toEqual([]);
  });

  it('engines stay storage-free: no store, queue, HTTP layer, service, job or composition root at run time', () => {
    // A type (Owner, a schema's inferred type) is no dependency at run time; a value import is.
    const bad = edges.filter((e) => !e.typeOnly && isEngine(e.from) && isApplicationLayer(e.to));
    expect(show(bad)).toEqual([]);
  });

  it('no two folders import each other, except through schemas (the contract) and the known exceptions', () => {
    // Folders only; the root modules (errors, logger, config, version) are the shared kernel and
    // services/workers/server the composition root, so edges to and from them are not cycles.
    const KNOWN = new Set([
      // The facts check (validate/facts.ts) reads prompts with generation's parser, and generation's
      // word lists come from the spelling dictionaries: two engines sharing language data.
      'generate<->validate',
    ]);
    const runtime = edges.filter((e) => !e.typeOnly && !/(^|\/)schema\.ts$/.test(e.to) && e.from.includes('/') && e.to.includes('/'));
    const pairs = new Map<string, Edge>();
    for (const e of runtime) if (folderOf(e.from) !== folderOf(e.to)) pairs.set(`${folderOf(e.from)}->${folderOf(e.to)}`, e);
    const cycles: string[] = [];
    for (const [key, e] of pairs) {
      const [a, b] = key.split('->');
      const back = pairs.get(`${b}->${a}`);
      const name = [a, b].sort().join('<->');
      if (back && a < b && !KNOWN.has(name)) cycles.push(`${name}: ${e.from} → ${e.to}, ${back.from} → ${back.to}`);
    }
    expect(cycles).toEqual([]);
  });

  it("each table is queried from one folder: its capability's, no other", () => {
    const folders = new Map<string, Set<string>>();
    for (const { file, table } of queries()) {
      const set = folders.get(table) ?? new Set<string>();
      set.add(folderOf(relative(SRC, file)));
      folders.set(table, set);
    }
    expect(folders.size).toBeGreaterThan(15);
    const shared = [...folders].filter(([, set]) => set.size > 1).map(([table, set]) => `${table}: ${[...set].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it("a capability's SQL lives in its store.ts: services, jobs and the rest call it", () => {
    // Stores of a table of their own, each the only file touching it: export_connections (saved
    // platform credentials) and settings (the preview-signing key).
    const KNOWN = new Set(['exports/connections.ts', 'preview/signing.ts']);
    const capabilities = new Set(['accounts', 'contacts', 'exports', 'generate', 'preview', 'projects', 'test-sends', 'webhooks']);
    const bad = queries()
      .map(({ file, table }) => ({ path: relative(SRC, file), table }))
      .filter(({ path }) => capabilities.has(folderOf(path)) && !/(^|\/)store\.ts$/.test(path) && !KNOWN.has(path));
    expect(bad.map(({ path, table }) => `${path} queries ${table}`)).toEqual([]);
  });

  it('transactions are opened through store/transaction.ts', () => {
    // The queue's own (pg-boss's singleton claims) and the helper itself.
    const KNOWN = new Set(['jobs/pgboss.ts', 'store/transaction.ts']);
    const bad = sourceFiles(SRC)
      .filter((f) => /\.transaction\(\)/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .filter((f) => !KNOWN.has(f));
    expect(bad).toEqual([]);
  });

  it('every job capability has the shape of ARCHITECTURE.md: its queue declared in job.ts, its job settled through jobs/settle.ts', () => {
    const queues = sourceFiles(SRC).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/export const \w+_QUEUE = '([a-z.-]+)'/g)].map((m) => ({ path: relative(SRC, f), queue: m[1] })));
    expect(queues.length).toBeGreaterThanOrEqual(6);
    expect(queues.filter(({ path }) => !path.endsWith('/job.ts')).map(({ path, queue }) => `${queue} declared in ${path}`)).toEqual([]);
    // A webhook delivery is the end of the line: it records its attempts and emits no event.
    const settling = queues.map(({ path }) => dirname(path)).filter((folder) => folder !== 'webhooks');
    const unsettled = settling.filter((folder) => !edges.some((e) => e.from === `${folder}/store.ts` && e.to === 'jobs/settle.ts' && !e.typeOnly));
    expect(unsettled.map((folder) => `${folder}/store.ts does not call jobs/settle.ts`)).toEqual([]);
    const shapeless = settling.flatMap((folder) => ['service.ts', 'job.ts', 'store.ts', 'schema.ts'].filter((file) => !fileExists(join(SRC, folder, file))).map((file) => `${folder}/${file}`));
    expect(shapeless).toEqual([]);
  });

  /** Route files, and the capabilities they serve: every folder whose schema.ts (the contract) a route reads. */
  const routeEdges = edges.filter((e) => e.from.startsWith('api/routes/'));
  const served = [...new Set(routeEdges.filter((e) => /^[a-z-]+\/schema\.ts$/.test(e.to)).map((e) => folderOf(e.to)))].sort();

  it('every capability a route serves has the service.ts the route calls, and its schema.ts', () => {
    expect(served.length).toBeGreaterThanOrEqual(9);
    const shapeless = served.flatMap((folder) => ['service.ts', 'schema.ts'].filter((file) => !fileExists(join(SRC, folder, file))).map((file) => `${folder}/${file}`));
    expect(shapeless).toEqual([]);
  });

  it("routes are thin: from a capability they import at run time its schema.ts only, never a store, a job or the queue", () => {
    // Known: the key-management operations, which keys.ts still builds itself instead of taking from the context.
    const KNOWN = new Set(['accounts/key-management.ts']);
    const bad = routeEdges.filter(
      (e) =>
        !e.typeOnly &&
        !KNOWN.has(e.to) &&
        (/^(store|jobs)\//.test(e.to) || /(^|\/)(store|job)\.ts$/.test(e.to) || (served.includes(folderOf(e.to)) && !/(^|\/)schema\.ts$/.test(e.to))),
    );
    expect(show(bad)).toEqual([]);
  });

  it("says 404 for an unknown or another owner's id one way: findOwned (store/owned.ts), not a message built by hand", () => {
    // Known: generation's status read, whose file another change holds (ARCHITECTURE.md names it).
    const KNOWN = new Set(['store/owned.ts', 'generate/service.ts']);
    const handBuilt = sourceFiles(SRC)
      .filter((f) => /errors\.notFound\(`No [^`]*with id \$\{/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(handBuilt).toContain('store/owned.ts'); // the pattern still matches the one way itself
    expect(handBuilt.filter((f) => !KNOWN.has(f))).toEqual([]);
  });

  it('declares Owner once', () => {
    const declarations = sourceFiles(SRC).filter((f) => /export type Owner\b|interface Owner\b/.test(readFileSync(f, 'utf8')));
    expect(declarations.map((f) => relative(SRC, f))).toEqual(['store/owned.ts']);
  });
});
