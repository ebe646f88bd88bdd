/**
 * The spelling dictionary a new check thread reads from its on-disk cache (src/validate/spelling/
 * cache.ts) must answer exactly as the one nspell builds from the dictionary files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNspell, cacheFile, loadedState, loadNspell, restore } from '../../src/validate/spelling/cache';
import { EXTRA_EN } from '../../src/validate/spelling/extra-words';

type Dict = { aff: Uint8Array; dic: Uint8Array };

const WORDS = [
  'color', 'colour', 'organize', 'organise', 'Mastercard', 'constructor', '__proto__', 'hasOwnProperty', 'toString',
  '1st', '22nd', '103rd', '11th', '12nd', 'unsubscribe', 'newsletter', 'recieve', 'teh', 'definately', 'accommodate',
  "don't", "it's", 'Sunday', 'sunday', 'NASA', 'Nasa', 'e-mail', 'email', 'naïve', 'café', 'runnning', 'quickly', 'unhappiness',
];

describe('the cached English dictionary', () => {
  let dict: Dict;
  let dir: string;
  const saved = process.env.BRANDMAIL_CACHE_DIR;

  beforeAll(async () => {
    dict = (await import('dictionary-en')).default as Dict;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-cache-test-'));
    process.env.BRANDMAIL_CACHE_DIR = dir;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.BRANDMAIL_CACHE_DIR;
    else process.env.BRANDMAIL_CACHE_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds exactly the state nspell builds: every form with its flags, the compound rules and the flags', () => {
    const built = buildNspell(dict, EXTRA_EN);
    const restored = restore(dict, v8.deserialize(v8.serialize(loadedState(built))) as never);
    const a = loadedState(built);
    const b = loadedState(restored);
    expect(Object.keys(b.data).length).toBe(Object.keys(a.data).length);
    expect(Object.keys(a.data).length).toBeGreaterThan(100_000);
    expect(b.data).toEqual(a.data);
    expect(b.compoundRuleCodes).toEqual(a.compoundRuleCodes);
    expect(b.compoundRules.map(String)).toEqual(a.compoundRules.map(String));
    expect(b.compoundRules.every((r) => r instanceof RegExp)).toBe(true);
    expect(b.flags).toEqual(a.flags);
    // nspell looks words up with `in`: an inherited "constructor" would be a known word.
    for (const table of [b.data, b.compoundRuleCodes, b.flags]) expect(Object.getPrototypeOf(table)).toBeNull();
  });

  it('answers every word and suggestion as the dictionary built from its files', () => {
    const built = buildNspell(dict, EXTRA_EN);
    const first = loadNspell(dict, EXTRA_EN); // builds and writes the cache
    expect(fs.existsSync(cacheFile(dict, EXTRA_EN))).toBe(true);
    const second = loadNspell(dict, EXTRA_EN); // reads it
    for (const spell of [first, second]) {
      for (const w of WORDS) expect([w, spell.correct(w)]).toEqual([w, built.correct(w)]);
      for (const w of ['recieve', 'teh', 'definately', 'runnning', 'Mastercrad']) expect(spell.suggest(w)).toEqual(built.suggest(w));
    }
    // The extra words are part of what is cached, and of its name.
    expect(second.correct(EXTRA_EN[0])).toBe(true);
    expect(cacheFile(dict, [])).not.toBe(cacheFile(dict, EXTRA_EN));
  });

  it('builds again, with the same answers, when the cache file is damaged', () => {
    const file = cacheFile(dict, EXTRA_EN);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from('not a serialized dictionary'));
    const spell = loadNspell(dict, EXTRA_EN);
    const built = buildNspell(dict, EXTRA_EN);
    for (const w of WORDS) expect(spell.correct(w)).toBe(built.correct(w));
    // …and replaces the damaged file with a good one.
    expect(Object.keys(loadedState(restore(dict, v8.deserialize(fs.readFileSync(file)) as never)).data).length).toBe(Object.keys(loadedState(built).data).length);
  });
});
