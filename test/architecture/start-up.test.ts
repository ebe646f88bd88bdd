/**
 * What a server holds in memory before its first request. The packages below are tens of
 * megabytes between them (chrono-node's locales, libphonenumber's metadata, sharp, the React Email
 * renderer, the dictionaries…) and each serves one capability: they load on first use
 * (src/lib/lazy.ts), never because a route module imports them. One static import of the wrong
 * module pulls a whole chain in — a series validation importing the facts extractor put idle RSS
 * at 166 MB instead of 146 (issue #22's contacts-bulk budget).
 *
 * The bundler's own resolution (esbuild, as bin/build.js builds the server) walks the static
 * imports from the modules `brandmail serve` and `brandmail worker` load at start; a failure
 * prints the chain that reaches the package.
 */
import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const LOADED_ON_FIRST_USE = [
  'chrono-node', 'libphonenumber-js', 'cheerio', 'sharp', 'esbuild', '@react-email/render', '@react-email/components',
  'playwright-core', 'harper.js', 'nspell', 'dictionary-', '@aws-sdk/', 'ai', '@ai-sdk/', 'jszip', 'pdf-lib', 'caniemail',
  '@modelcontextprotocol/sdk', 'css-tree', 'franc',
];
const START = ['src/cli/main.ts', 'src/server.ts'];

function matches(spec: string, pkg: string): boolean {
  return pkg.endsWith('-') || pkg.endsWith('/') ? spec.startsWith(pkg) : spec === pkg || spec.startsWith(`${pkg}/`);
}

/** The first chain of static imports from a start module to `pkg`, or undefined. */
function chainTo(inputs: Metafile['inputs'], pkg: string): string[] | undefined {
  const from = new Map<string, string | null>(START.map((s) => [s, null]));
  const queue = [...START];
  while (queue.length) {
    const file = queue.shift()!;
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement') continue;
      if (matches(imp.path, pkg)) {
        const chain = [imp.path];
        for (let at: string | null | undefined = file; at; at = from.get(at)) chain.unshift(at);
        return chain;
      }
      if (!from.has(imp.path) && inputs[imp.path]) {
        from.set(imp.path, file);
        queue.push(imp.path);
      }
    }
  }
  return undefined;
}

describe('a server starts without the capabilities it has not used yet', () => {
  let inputs: Metafile['inputs'];
  beforeAll(async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const external = Object.keys(pkg.dependencies).flatMap((d) => [d, `${d}/*`]);
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: START,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      splitting: true,
      outdir: 'out',
      external,
      logLevel: 'silent',
    });
    inputs = result.metafile.inputs;
  }, 60_000);

  it('walks the real import graph (the server module and its routes are in it)', () => {
    expect(Object.keys(inputs)).toContain('src/api/app.ts');
    expect(chainTo(inputs, 'fastify')).toBeDefined();
  });

  it.each(LOADED_ON_FIRST_USE)('%s is loaded on first use, not at start', (pkg) => {
    expect(chainTo(inputs, pkg)?.join('\n  → ')).toBeUndefined();
  });
});
