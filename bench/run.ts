/**
 * `npm run bench`: runs every bench/*.ts (or the names given) one after another, each in its own
 * process so one benchmark's warm caches or leaked handles do not colour the next.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = 0;
for (const f of files) {
  process.stdout.write(`\n=== ${f.replace(/\.ts$/, '')} ===\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, f)], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (failed) {
  process.stderr.write(`${failed} benchmark(s) failed\n`);
  process.exit(1);
}
