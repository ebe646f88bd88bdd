/**
 * Contact search ignores accents as it ignores case ("jose" finds José) on both backends, by the
 * rule of lib/search-fold.ts: Unicode's root collation at primary strength, not a language's own
 * tailoring ("mueller" does not find Müller).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../src/lib/search-fold';
import { backends } from '../helpers/backends';
import type { TestServer } from '../helpers/server';
import { startContactsServer } from './helpers';

describe('searchFold', () => {
  it('folds each letter as the root collator compares it with the ASCII letters and pairs', () => {
    const base = new Intl.Collator('und', { sensitivity: 'base' });
    const ascii = [...'abcdefghijklmnopqrstuvwxyz', 'ss', 'ae', 'oe', 'ij', 'th'];
    const wrong: string[] = [];
    // Latin-1 Supplement and Latin Extended-A/B, Greek and Cyrillic: the letters names are written in.
    for (const [from, to] of [
      [0xc0, 0x24f],
      [0x386, 0x3ce],
      [0x400, 0x45f],
    ]) {
      for (let cp = from; cp <= to; cp++) {
        const ch = String.fromCodePoint(cp);
        if (!/\p{L}/u.test(ch)) continue;
        const same = ascii.find((a) => base.compare(ch, a) === 0);
        const folded = searchFold(ch);
        if (same ? folded !== same : /^[a-z]+$/.test(folded) && base.compare(ch, folded) !== 0) wrong.push(`${ch} → ${folded} (collator: ${same ?? 'none'})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees across case and canonical forms, and keeps what no collation equates', () => {
    expect(searchFold('JOSÉ')).toBe('jose');
    expect(searchFold('Jose\u0301')).toBe('jose'); // é typed as e + combining acute (NFD, as macOS file names)
    expect(searchFold('ΣΟΦΊΑ')).toBe(searchFold('σοφια'));
    expect(searchFold('Ŧ')).toBe('ŧ');
    expect(searchFold('Müller')).not.toBe(searchFold('Mueller'));
  });
});

describe.each(backends)('contact search ignores accents (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startContactsServer(backend);
    const people = [
      ['jose.alvarez@fold.test', 'José', 'Álvarez'],
      ['decomposed@fold.test', 'Jose\u0301', 'Ibarra'],
      ['muller@fold.test', 'Anna', 'Müller'],
      ['soren@fold.test', 'Søren', 'Kierkegaard'],
      ['strasse@fold.test', 'Elke', 'Straße'],
      ['elodie@fold.test', 'ÉLODIE', 'Œuvray'],
      ['lech@fold.test', 'Łukasz', 'Wałęsa'],
      ['sofia@fold.test', 'ΣΟΦΊΑ', 'Παπαδοπούλου'],
      ['jonas@fold.test', 'Jonas', 'Jonsson'],
    ];
    for (const [email, firstName, lastName] of people) {
      const res = await s.request('POST', '/v1/contacts', { body: { email, firstName, lastName } });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => s?.close());

  const found = async (term: string) => {
    const res = await s.request('GET', `/v1/contacts?search=${encodeURIComponent(term)}&limit=100`);
    expect(res.status).toBe(200);
    return (res.body.data as { email: string }[]).map((c) => c.email).sort();
  };

  it('finds a name typed without its accents, in any case, whatever form it was stored in', async () => {
    expect(await found('jose')).toEqual(['decomposed@fold.test', 'jose.alvarez@fold.test']);
    expect(await found('JOSE ALV')).toEqual(['jose.alvarez@fold.test']);
    expect(await found('alvarez')).toEqual(['jose.alvarez@fold.test']);
    expect(await found('muller')).toEqual(['muller@fold.test']);
    expect(await found('soren')).toEqual(['soren@fold.test']);
    expect(await found('strasse')).toEqual(['strasse@fold.test']);
    expect(await found('elodie oeuv')).toEqual(['elodie@fold.test']);
    expect(await found('lukasz walesa')).toEqual(['lech@fold.test']);
    expect(await found('σοφια')).toEqual(['sofia@fold.test']);
  });

  it('finds it typed with its accents too, and equates nothing a root collation keeps apart', async () => {
    expect(await found('Álvarez')).toEqual(['jose.alvarez@fold.test']);
    expect(await found('josé')).toEqual(['decomposed@fold.test', 'jose.alvarez@fold.test']);
    expect(await found('müller')).toEqual(['muller@fold.test']);
    // German's phonebook ü = ue is a language's tailoring, not the root's.
    expect(await found('mueller')).toEqual([]);
    // Still a prefix of a name or the address, as before.
    expect(await found('jon')).toEqual(['jonas@fold.test']);
    expect(await found('ose')).toEqual([]);
  });
});
