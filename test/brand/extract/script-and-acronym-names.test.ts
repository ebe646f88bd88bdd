/**
 * The two names left on the fourth held-out batch (`ho4-*`, SOURCES-held-out-4.md) after its name
 * work, each as a small invented page that fails if the rule reading it goes:
 * - a copyright line whose year an inline script writes ("© <script>document.write(…)</script> …"):
 *   the script's source is no text a visitor reads, so it can never be the holder's name;
 * - a product named in its title with a trailing acronym ("GRASS GIS") while its logo and its team
 *   use the bare word ("GRASS logo", "GRASS Development Team");
 * - and, found on the same page as the script once the script was read right, a brand link to the front
 *   page of the folder the site is published in ("/soft-ui-design-system/presentation.html" from
 *   "/soft-ui-design-system/pages/about-us.html"), where a hero heading in a <header> otherwise won;
 * - and, found when that link was read on a news site (CBC's logo links its /news/ front), a logo's alt
 *   that calls the picture a masthead ("cbc masthead logo"): the word describes the picture, like "logo".
 */
import { describe, expect, it } from 'vitest';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

describe('a script inside the copyright line', () => {
  it('reads the holder after a script that writes the year', () => {
    const html =
      `<main><p>Hand-poured candles.</p></main>` +
      `<footer><p class="small">Copyright © <script>\n  document.write(new Date().getFullYear())\n</script> Tallowmere Candles.</p></footer>`;
    const choice = chooseName(siteOf(html, { url: 'https://shop.example/' }));
    expect(choice.name).toBe('Tallowmere Candles');
  });

  it('does the same when the notice is only found in the footer as a whole', () => {
    // The © sits in a text node that is split by the script, the holder in a link after it.
    const html =
      `<main><p>Ceramics.</p></main>` +
      `<footer><div>© <script>document.write(2026)</script><a href="/about">Quernstone Pottery</a> <span>Privacy</span></div></footer>`;
    const choice = chooseName(siteOf(html, { url: 'https://pots.example/' }));
    expect(choice.name).not.toMatch(/document|write/i);
  });
});

describe('a trailing acronym the title writes and the logo leaves out', () => {
  const page = (title: string, word: string) =>
    `<title>${title}</title>` +
    `<a href="index.html"><img src="kestrel.png" alt="${word} logo"></a><hr>` +
    `<h2>${title}</h2><p>Kestrel is a toolkit.</p>` +
    `<p>© 2004-2026 <a href="https://kestrel.example.org">${word} Development Team</a></p>`;
  const nameOf = (title: string, word: string) => chooseName(siteOf(page(title, word), { url: 'https://kestrel.example.org/docs/index.html' })).name;

  it('names the product as its title writes it, and only for an acronym', () => {
    expect(nameOf('KESTREL GIS 3.1.0 Reference Manual - KESTREL GIS Manual', 'KESTREL')).toBe('KESTREL GIS');
    // "Kestrel Blog" in the title is the blog of Kestrel: an ordinary word added is no longer name.
    expect(nameOf('Kestrel Blog - Kestrel Blog', 'Kestrel')).toBe('Kestrel');
  });
});

describe('a brand link to the front page of the folder the site is published in', () => {
  const page = (brandHref: string) =>
    `<nav><a class="navbar-brand" href="${brandHref}">Lumen Kit</a><a href="https://makers.example/">Fernhill</a></nav>` +
    `<header class="page-header"><h1>Build something you love</h1></header>` +
    `<main><p>About our team.</p></main>` +
    `<footer><p>Copyright © <script>document.write(new Date().getFullYear())</script> made by Fernhill.</p></footer>`;
  const at = 'https://demos.example/lumen-kit/pages/about-us.html';

  it('reads the brand text as the site title, and not for another folder of the host', () => {
    expect(chooseName(siteOf(page('https://demos.example/lumen-kit/presentation.html'), { url: at })).name).toBe('Lumen Kit');
    expect(chooseName(siteOf(page('../index.html'), { url: at })).name).toBe('Lumen Kit');
    // Another folder of the same host is another site: its name is not this page's.
    expect(chooseName(siteOf(page('https://demos.example/other-kit/index.html'), { url: at })).name).not.toBe('Lumen Kit');
  });
});

describe('a logo alt that calls the picture a masthead', () => {
  it('leaves the word out of the name', () => {
    const html =
      `<title>Council elects a new chair - Orbit Radio</title>` +
      `<div id="masthead"><div class="logo"><a href="/"><img src="/img/orbitlogo_sprite.png" alt="Orbit Radio masthead"></a></div></div>` +
      `<main><article><h1>Council elects a new chair</h1><p>Text.</p></article></main>`;
    expect(chooseName(siteOf(html, { url: 'https://www.orbitradio.example/news/2026/story.html' })).name).toBe('Orbit Radio');
  });

  it('writes the name as a source with capitals does, not as the alt text was typed', () => {
    const html =
      `<div id="masthead"><div class="logo"><a href="/"><img src="/img/orbitlogo_sprite.png" alt="orbit radio masthead logo"></a></div></div>` +
      `<main><article><h1>Council elects a new chair</h1></article></main><footer><p>© 2026 Orbit Radio. All rights reserved.</p></footer>`;
    expect(chooseName(siteOf(html, { url: 'https://www.orbitradio.example/news/2026/story.html' })).name).toBe('Orbit Radio');
  });
});
