/**
 * nspell's loaded state, kept on disk so that a new check thread does not build it again.
 *
 * nspell expands every word of a dictionary into all its affixed forms as it loads: ≈ 2.7 s of
 * CPU for English on each new pool thread, every time. What that expansion produces is plain data
 * (the form → flags table, the compound rules and the flags), so the first thread to build a
 * dictionary writes it with V8's serializer under the OS temp directory, named by a hash of what
 * it was built from (the .aff and .dic bytes, the extra words, nspell's and V8's versions), and
 * later threads read it back into an nspell instance made from the .aff alone. Nothing of it is
 * committed or shipped; a missing, stale or unreadable file only means building as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import nspell from 'nspell';

type Dict = { aff: Uint8Array; dic: Uint8Array };
type Nspell = ReturnType<typeof nspell>;

/** The fields of an nspell instance that loading a .dic (and personal words) changes. */
type Loaded = { data: Record<string, unknown>; compoundRuleCodes: Record<string, unknown>; compoundRules: unknown[]; flags: Record<string, unknown> };

/** Bumped when what is stored, or how it is restored, changes. */
const FORMAT = 1;

const NSPELL_VERSION: string = (() => {
  try {
    return JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('nspell/package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
})();

export function cacheDir(): string {
  return process.env.BRANDMAIL_CACHE_DIR || path.join(os.tmpdir(), 'brandmail-cache');
}

/** The cache file for this dictionary, these extra words, this nspell and this V8. */
export function cacheFile(dict: Dict, extra: string[]): string {
  const hash = crypto.createHash('sha256');
  hash.update(`${FORMAT}\0${NSPELL_VERSION}\0${process.versions.v8}\0`);
  hash.update(dict.aff).update('\0').update(dict.dic).update('\0').update(extra.join('\n'));
  return path.join(cacheDir(), `nspell-${hash.digest('hex').slice(0, 32)}.v8`);
}

/** nspell as `nspell(dict)` then `personal(extra)` would make it: from the cache, else built and then cached. */
export function loadNspell(dict: Dict, extra: string[]): Nspell {
  const file = cacheFile(dict, extra);
  const cached = readCached(dict, file);
  if (cached) return cached;
  const spell = buildNspell(dict, extra);
  writeCached(spell, file);
  return spell;
}

/** The way nspell loads a dictionary itself (the cold path, and the reference the tests compare with). */
export function buildNspell(dict: Dict, extra: string[]): Nspell {
  const spell = nspell(dict as never);
  if (extra.length) spell.personal(extra.join('\n'));
  return spell;
}

function readCached(dict: Dict, file: string): Nspell | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    return restore(dict, v8.deserialize(bytes) as Loaded);
  } catch {
    return undefined;
  }
}

/** An nspell instance from the .aff alone, given the loaded fields back. */
export function restore(dict: Dict, loaded: Loaded): Nspell {
  const spell = nspell({ aff: dict.aff } as never);
  const target = spell as unknown as Loaded;
  // nspell makes these objects without a prototype (a word such as "constructor" must not be
  // found on Object.prototype); V8's serializer gives them Object.prototype back.
  target.data = Object.setPrototypeOf(loaded.data, null);
  target.compoundRuleCodes = Object.setPrototypeOf(loaded.compoundRuleCodes, null);
  target.flags = Object.setPrototypeOf(loaded.flags, null);
  target.compoundRules = loaded.compoundRules;
  return spell;
}

/** The loaded fields of an nspell instance, as stored. */
export function loadedState(spell: Nspell): Loaded {
  const { data, compoundRuleCodes, compoundRules, flags } = spell as unknown as Loaded;
  return { data, compoundRuleCodes, compoundRules, flags };
}

function writeCached(spell: Nspell, file: string): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a thread reading at the same time sees the whole file or none.
    const tmp = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, v8.serialize(loadedState(spell)));
    fs.renameSync(tmp, file);
  } catch {
    // A read-only or full temp directory: the next thread builds the dictionary again.
  }
}
