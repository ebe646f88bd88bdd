/**
 * The root package's dependency lists match what its shipped code imports: everything the code
 * under src/, bin/ and sdk/src (the package's `files`) imports at run time is in `dependencies`
 * (an `--omit=dev` install has it), and every entry of `dependencies` is imported by that code
 * (nothing only tests or benchmarks use is installed for users). Type-only imports are erased.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; files: string[] };

/**
 * Imports of shipped files that never run in an installed copy, each with its reason.
 * - tsx: src/pool/worker-from-source.mjs starts the check worker from the TypeScript sources
 *   (vitest); the installed bundle starts `check-worker.js` instead.
 * - @react-email/components: compileReactEmail (src/email/compile-react.ts) runs React Email
 *   source in a vm for the round-trip tests; no request path calls it.
 * - @brandmail/sdk: bundled from sdk/src by bin/build.js, not installed.
 */
const NOT_AT_RUN_TIME = new Set(['tsx', '@react-email/components', '@brandmail/sdk']);

// Static imports and re-exports (not `import type`), dynamic imports (not `import('x').Type`),
// require, require.resolve and createRequire(…).resolve of a package.
const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s+(?!type\b)(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)(?!\.)|(?:require|\.resolve)\(\s*['"]([^'"]+)['"]/g;

function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.includes('${')) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** Package name → the first shipped file importing it. */
function importsOfShippedCode(): Map<string, string> {
  const used = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const name = packageName(m[1] ?? m[2] ?? m[3]);
          if (name && !used.has(name)) used.set(name, path.relative(ROOT, file));
        }
      }
    }
  };
  // dist/package/ is the bundle `npm pack` builds from src/ (present only after a pack): its
  // imports are those of src/, which is scanned itself.
  for (const entry of pkg.files) {
    if (entry.startsWith('dist/')) continue;
    if (fs.statSync(path.join(ROOT, entry)).isDirectory()) visit(path.join(ROOT, entry));
  }
  return used;
}

describe('the root package’s dependencies', () => {
  const used = importsOfShippedCode();

  it('the scan sees the imports it must (it is not vacuous)', () => {
    expect(used.get('fastify')).toBeDefined();
    expect(used.get('@modelcontextprotocol/sdk')).toMatch(/^src\/mcp\//);
    expect(used.get('tsx')).toBe('src/pool/worker-from-source.mjs');
  });

  it('has every package the shipped code imports at run time in `dependencies`', () => {
    const missing = [...used].filter(([name]) => !NOT_AT_RUN_TIME.has(name) && !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });

  it('has nothing in `dependencies` that the shipped code does not import', () => {
    expect(Object.keys(pkg.dependencies).filter((name) => !used.has(name) || NOT_AT_RUN_TIME.has(name))).toEqual([]);
  });
});
