/**
 * Causes found on the fourth held-out batch of the real-page set (`ho4-*`: other makers' templates;
 * SOURCES-held-out-4.md), after its first-contact figures were taken (name 4/15): one small
 * synthetic page each, failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

describe('held-out-4 causes: name', () => {
  // "Material Kit by Creative Tim": a template's maker, credited at the page's end too, is no part of the name.
  it('leaves out a maker the page credits at its end', () => {
    const page = (credit: string) =>
      `<title>Lumen Kit by Fernhill Labs</title><nav><a class="navbar-brand" href="/">Lumen Kit by Fernhill Labs</a></nav><main><p>Text</p></main>` +
      `<footer><p>${credit}</p></footer>`;
    expect(chooseName(siteOf(page('© 2026, made with love by Fernhill Labs'), { url: 'https://lumen.example/' })).name).toBe('Lumen Kit');
    // A name with "by" in it stays whole when nobody is credited with what follows it.
    expect(chooseName(siteOf(page('© 2026 Lumen'), { url: 'https://lumen.example/' })).name).toBe('Lumen Kit by Fernhill Labs');
  });

  // "Dashboard | Gentelella v4": a "v" and a major release is a version, not a word of the name.
  it('drops a major version written with a v', () => {
    const page = `<title>Products | Quillon v4</title><nav><a class="navbar-brand" href="/">Quillon v4</a></nav><main><p>Text</p></main>`;
    expect(chooseName(siteOf(page, { url: 'https://quillon.example/' })).name).toBe('Quillon');
  });
});
