/**
 * Where the console's browser bundle comes from (#19): a shipped build is read and nothing is
 * written; otherwise it is built once and kept in the first folder that can be written — never
 * the installed package's own — and, where none can, served from memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { SHARED_SOURCES, buildConsole, buildShippedConsole, cacheDir, consolePlaces, consoleStamp, packageRoot } from '../../src/console/assets';

const ROOT = packageRoot();

describe('the console bundle’s places', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-console-assets-'));
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
  /** A place no one can write, root included: its parent is a file. */
  const unwritable = (name: string) => {
    fs.writeFileSync(path.join(tmp, name), '');
    return path.join(tmp, name, 'console');
  };

  it('an installed package (under node_modules) is never a place to keep a build: only the cache directory is', () => {
    const installed = path.join(tmp, 'app', 'node_modules', 'brandmail');
    expect(consolePlaces(installed, { BRANDMAIL_CACHE_DIR: path.join(tmp, 'cache') }).keep).toEqual([path.join(tmp, 'cache', 'console')]);
    expect(consolePlaces(ROOT, { BRANDMAIL_CACHE_DIR: path.join(tmp, 'cache') }).keep).toEqual([path.join(ROOT, 'dist', 'console'), path.join(tmp, 'cache', 'console')]);
    expect(cacheDir({})).toBe(path.join(os.tmpdir(), 'brandmail-cache', 'console'));
  });

  it('builds once into the first writable place (a read-only one skipped), then reads it back', { timeout: 120_000 }, async () => {
    const readOnly = unwritable('read-only');
    const cache = path.join(tmp, 'cache');
    const built = await buildConsole(ROOT, { keep: [readOnly, cache] });
    const stamp = consoleStamp(ROOT);
    expect(built.dir).toBe(path.join(cache, stamp));
    expect(built.files.get(built.script)?.body.length).toBeGreaterThan(100_000);
    expect(built.files.get(built.style)?.type).toMatch(/^text\/css/);
    // A second start reads the kept build: same files, nothing compiled (the folder's files unchanged).
    const mtime = fs.statSync(path.join(cache, stamp, built.script)).mtimeMs;
    const again = await buildConsole(ROOT, { keep: [readOnly, cache] });
    expect(again.dir).toBe(path.join(cache, stamp));
    expect(again.script).toBe(built.script);
    expect(fs.statSync(path.join(cache, stamp, built.script)).mtimeMs).toBe(mtime);
  });

  it('where nothing can be written, serves a build kept in memory', { timeout: 120_000 }, async () => {
    const bundle = await buildConsole(ROOT, { keep: [unwritable('nowhere')] });
    expect(bundle.dir).toBeUndefined();
    expect(bundle.files.get(bundle.script)?.body.toString()).toContain('brandmail');
    expect(bundle.files.get(bundle.style)?.body.length).toBeGreaterThan(1000);
  });

  it('the stamp covers every module of the service the bundle is made from; zod comes without its locales, within the budget', { timeout: 120_000 }, async () => {
    const bundle = await buildConsole(ROOT, { keep: [unwritable('inputs')] });
    // A change to an API schema the forms check fields with builds the console again.
    const shared = bundle.inputs!.filter((f) => f.startsWith('src/') && !f.startsWith('src/console/app/'));
    expect(shared.sort()).toEqual([...SHARED_SOURCES].sort());
    // `import { z } from 'zod'` in those schemas would bring every locale (esbuild keeps all of zod):
    // zod's English messages are in, its German ones not.
    const script = bundle.files.get(bundle.script)!.body;
    expect(bundle.inputs!.some((f) => /zod\/v4\/classic\/schemas/.test(f))).toBe(true);
    expect(script.toString()).not.toContain('Eingabe');
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(250 * 1024);
  });

  it('a shipped build is read as it is, whatever is kept elsewhere', { timeout: 120_000 }, async () => {
    const shipped = path.join(tmp, 'shipped');
    await buildShippedConsole(shipped, ROOT);
    const cache = path.join(tmp, 'untouched');
    const bundle = await buildConsole(ROOT, { shipped, keep: [cache] });
    expect(bundle.dir).toBe(shipped);
    expect(fs.existsSync(cache)).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(shipped, 'manifest.json'), 'utf8'))).toEqual({ script: bundle.script, style: bundle.style });
  });

  it('the stamp follows the sources’ contents, not their modification times', () => {
    const copy = path.join(tmp, 'tree');
    for (const dir of ['src/console/app', 'sdk/src']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
    for (const file of ['package.json', 'src/console/assets.ts']) fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
    const before = consoleStamp(copy);
    const main = path.join(copy, 'src/console/app/main.tsx');
    fs.utimesSync(main, new Date(0), new Date(0));
    expect(consoleStamp(copy)).toBe(before);
    fs.appendFileSync(main, '\n');
    expect(consoleStamp(copy)).not.toBe(before);
  });
});
