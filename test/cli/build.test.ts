import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module, run before any TypeScript can be
import { ensureBuilt } from '../../bin/build.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

describe('the bundle bin/brandmail.js runs', () => {
  it('is built once per source state and reused', async () => {
    const first: string = await ensureBuilt();
    // dist/<stamp>/, or dist/package/<stamp>/ when `npm pack` (another test) built these sources first.
    expect(first).toMatch(/dist\/(?:package\/)?[0-9a-f]{16}\/main\.js$/);
    expect(fs.existsSync(first)).toBe(true);
    expect(await ensureBuilt()).toBe(first);
  });

  it('runs the CLI with the package version inlined', () => {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'bin/brandmail.js'), '--version'], { cwd: ROOT }).toString().trim();
    expect(out).toBe(pkg.version);
  });
});
