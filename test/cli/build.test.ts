import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module, run before any TypeScript can be
import { ensureBuilt, sourceStamp } from '../../bin/build.js';
import os from 'node:os';

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

describe("the bundle's source stamp", () => {
  /** A tree shaped like the package: sources, the build inputs and package.json. */
  function tree(under = ''): string {
    const parent = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-')), under);
    fs.mkdirSync(parent, { recursive: true });
    const dir = fs.mkdtempSync(path.join(parent, 'pkg-'));
    for (const [file, text] of Object.entries({ 'src/a.ts': 'export const a = 1;\n', 'sdk/src/b.ts': 'export const b = 2;\n', 'tsconfig.json': '{}', 'bin/build.js': '//', 'package.json': JSON.stringify({ name: 'x', version: '1.0.0', dependencies: { zod: '^4' } }) })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it('is remembered for an unchanged tree and hashed again after any edit, even one that keeps size and mtime', () => {
    const dir = tree();
    try {
      const stamp: string = sourceStamp(dir);
      expect(stamp).toMatch(/^[0-9a-f]{16}$/);
      // The remembered stamp is what an unchanged tree answers (a planted one proves it is read).
      const remembered = path.join(dir, 'dist', '.source-stamp.json');
      const { key } = JSON.parse(fs.readFileSync(remembered, 'utf8'));
      fs.writeFileSync(remembered, JSON.stringify({ key, stamp: 'planted000000000' }));
      expect(sourceStamp(dir)).toBe('planted000000000');
      // Same size, same mtime, other content: ctime moved, so the contents are hashed again.
      const file = path.join(dir, 'src/a.ts');
      const { atime, mtime } = fs.statSync(file);
      fs.writeFileSync(file, 'export const a = 2;\n');
      fs.utimesSync(file, atime, mtime);
      const edited: string = sourceStamp(dir);
      expect(edited).not.toBe('planted000000000');
      expect(edited).not.toBe(stamp);
      // The stamp is of the contents: put back, the first stamp again.
      fs.writeFileSync(file, 'export const a = 1;\n');
      expect(sourceStamp(dir)).toBe(stamp);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('is hashed where dist/ cannot be written (a read-only install)', () => {
    const dir = tree();
    try {
      const first: string = sourceStamp(dir);
      fs.rmSync(path.join(dir, 'dist'), { recursive: true });
      // A file where the directory would be: nothing can be remembered, the stamp is the same.
      fs.writeFileSync(path.join(dir, 'dist'), '');
      expect(sourceStamp(dir)).toBe(first);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('of a copy installed under node_modules is remembered in the cache directory, never in the package', () => {
    const dir = tree('node_modules');
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-cache-'));
    const before = process.env.BRANDMAIL_CACHE_DIR;
    process.env.BRANDMAIL_CACHE_DIR = cache;
    try {
      const stamp: string = sourceStamp(dir);
      expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
      const [file] = fs.readdirSync(path.join(cache, 'source-stamps'));
      const { key } = JSON.parse(fs.readFileSync(path.join(cache, 'source-stamps', file), 'utf8'));
      // Read back from there: a planted value proves it.
      fs.writeFileSync(path.join(cache, 'source-stamps', file), JSON.stringify({ key, stamp: 'planted000000000' }));
      expect(sourceStamp(dir)).toBe('planted000000000');
      fs.rmSync(path.join(cache, 'source-stamps', file));
      expect(sourceStamp(dir)).toBe(stamp);
    } finally {
      if (before === undefined) delete process.env.BRANDMAIL_CACHE_DIR;
      else process.env.BRANDMAIL_CACHE_DIR = before;
      fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
