// Builds the publishable package into sdk/dist: ESM (index.js) and CommonJS (index.cjs) bundles
// with their declarations (index.d.ts, index.d.cts), for Node >= 18 and other runtimes with fetch.
// The sources' src/types.ts derives its types from the server's zod schemas (`import type` into
// ../../src); the build type-checks a staged copy of src/ in which that file is replaced by the
// same types resolved into plain structures (expand-types.mjs), so the declarations are
// self-contained. Nothing here is committed: dist/ and .build/ are ignored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { expandTypes } from './expand-types.mjs';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(sdk, '..');
const stage = path.join(sdk, '.build');
const dist = path.join(sdk, 'dist');

const started = Date.now();
fs.rmSync(stage, { recursive: true, force: true });
fs.cpSync(path.join(sdk, 'src'), path.join(stage, 'src'), { recursive: true });
fs.writeFileSync(path.join(stage, 'src/types.ts'), expandTypes(path.join(sdk, 'src/types.ts'), path.join(root, 'tsconfig.json')));
const leaks = fs.readdirSync(path.join(stage, 'src'), { recursive: true }).filter((f) => String(f).endsWith('.ts') && fs.readFileSync(path.join(stage, 'src', String(f)), 'utf8').includes('../../src'));
if (leaks.length) throw new Error(`these SDK files reach into the server's sources: ${leaks.join(', ')} (only src/types.ts may, with import type)`);

const { version } = JSON.parse(fs.readFileSync(path.join(sdk, 'package.json'), 'utf8'));
const source = fs.readFileSync(path.join(sdk, 'src/core/version.ts'), 'utf8');
if (!source.includes(`'${version}'`)) throw new Error(`src/core/version.ts does not say ${version}, the version in package.json`);

await build({
  entry: { index: path.join(stage, 'src/index.ts') },
  outDir: dist,
  format: ['esm', 'cjs'],
  dts: true,
  tsconfig: path.join(sdk, 'tsconfig.build.json'),
  target: 'node18',
  platform: 'node',
  clean: true,
  sourcemap: false,
  splitting: false,
  treeshake: true,
  removeNodeProtocol: false, // keep 'node:crypto': Deno and workers' Node compatibility need the prefix
  silent: true,
});
fs.rmSync(stage, { recursive: true, force: true });

for (const file of fs.readdirSync(dist)) {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  if (/\.\.\/\.\.\/src|from ['"]zod['"]/.test(text)) throw new Error(`dist/${file} refers to the server's sources or zod`);
}
process.stdout.write(`sdk/dist: ${fs.readdirSync(dist).sort().join(', ')} (${Date.now() - started} ms)\n`);
