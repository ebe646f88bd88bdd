/**
 * A header that carries two layouts of its mark, one a framework shows only on phones (issue #17, Reishunger on the
 * real-page set: the rice-grain symbol in a `lg:hidden` box came before the wordmark a desktop visitor sees). Invented pages.
 */
import { describe, expect, it } from 'vitest';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { siteOf } from '../helpers/site';

const first = (html: string) => findLogoCandidates(siteOf(html, { url: 'https://www.kornfeld.example/rezept/1' }), 'Kornfeld')[0]?.url;

describe('logo: the phone layout\u2019s mark gives way to the desktop\u2019s', () => {
  it('ranks a mark in a box hidden from the desktop breakpoint up below the desktop mark (Tailwind)', () => {
    const page = `<header><div class="lg:hidden"><a href="https://www.kornfeld.example"><img src="/img/logo_kornfeld_symbol.svg"></a></div>
      <div class="hidden lg:flex"><a href="https://www.kornfeld.example"><img src="/img/logo_kornfeld.svg"></a></div></header>`;
    expect(first(page)).toBe('https://www.kornfeld.example/img/logo_kornfeld.svg');
  });

  it('reads Bootstrap\u2019s display utilities the same way, and leaves a box hidden only below a breakpoint alone', () => {
    const bootstrap = `<nav class="navbar"><a class="d-lg-none" href="/"><img src="/img/kornfeld-mark.svg" alt="Kornfeld"></a>
      <a class="d-none d-lg-block" href="/"><img src="/img/kornfeld-logo.svg" alt="Kornfeld"></a></nav>`;
    expect(first(bootstrap)).toBe('https://www.kornfeld.example/img/kornfeld-logo.svg');
    // "max-lg:hidden" hides below the breakpoint: that box is the desktop's, and its mark keeps its place.
    const desktopFirst = `<header><div class="max-lg:hidden"><a href="/"><img src="/img/logo_kornfeld.svg"></a></div>
      <div><a href="/"><img src="/img/logo_kornfeld_small.svg"></a></div></header>`;
    expect(first(desktopFirst)).toBe('https://www.kornfeld.example/img/logo_kornfeld.svg');
  });
});
