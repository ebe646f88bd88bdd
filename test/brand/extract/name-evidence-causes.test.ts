/**
 * Causes behind the names the real-page set still missed after ho8 (issue #17: name ≥ 98 %): the form a brand writes when
 * it names itself by its address, a mark whose alt text is the site's address, a two-letter name, a hyphenated domain that
 * says what kind of thing the product is, a manual's page titled "<product> documentation: <page>" and a document's
 * corporate author. Invented pages, each failing if its rule goes.
 */
import { describe, expect, it } from 'vitest';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

const choice = (html: string, url: string) => chooseName(siteOf(html, { url }));

describe('name evidence: the form a brand writes', () => {
  it('shows the address form a site declares as its name only when no source of standing writes the bare word', () => {
    // "Kuchnia" means "kitchen": the menu's link home is a section's word, the site's name is "Kuchnia.pl" wherever it is declared.
    const page = `<title>Pierogi – zobacz na kuchnia.pl</title>
      <script type="application/ld+json">{"@context":"http://schema.org","@type":"WebSite","name":"Kuchnia.pl","url":"https://www.kuchnia.pl"}</script>
      <nav><ul><li><a href="https://www.kuchnia.pl/"><span>Kuchnia</span></a></li><li><a href="/blog">Blog</a></li></ul></nav>`;
    expect(choice(page, 'https://www.kuchnia.pl/przepis/pierogi').name).toBe('Kuchnia.pl');
    // The bare name stays when a source of standing writes it so, and an address in a phrase is never shown as the name.
    // The masthead writes "Quill"; og:site_name's "Quill.com" is the same brand, shown as it is written for people.
    const masthead = `<title>Scores tonight - Quill</title><meta property="og:site_name" content="Quill.com"><header><h1><a href="/">Quill</a></h1></header>`;
    expect(choice(masthead, 'https://www.quill.com/story/1').name).toBe('Quill');
    // "Le Ricette di Basilico.it" mentions where the recipes are (an address in a phrase); the copyright says "Basilico".
    const phrase = `<title>Torta al cioccolato</title><meta property="og:site_name" content="Le Ricette di Basilico.it"><header><a class="logo" href="/">Le Ricette di Basilico.it</a></header><footer><p>© 2020 Basilico</p></footer>`;
    expect(choice(phrase, 'https://www.basilico.it/ricetta/torta').name).toBe('Basilico');
  });

  it('weighs a mark whose alt text is the site\u2019s own address as the mark it is', () => {
    // The story's paper is declared in og:site_name; the masthead's logo and the domain both say the site is "harbor.com".
    const page = `<title>Booing fans not funny to comedian</title><meta property="og:site_name" content="Lakeside Daily News">
      <header><a href="http://www.harbor.com/"><img class="logo" src="/img/h.png" alt="harbor.com"></a></header>`;
    expect(choice(page, 'http://www.harbor.com/sports/2013/booing.html').name).toBe('harbor.com');
    // Someone else's address on the mark is not this site's: the declared name stays.
    const other = page.replace('alt="harbor.com"', 'alt="elsewhere.com"');
    expect(choice(other, 'http://www.harbor.com/sports/2013/booing.html').name).toBe('Lakeside Daily News');
  });
});

describe('name evidence: short names and what a domain or a document says', () => {
  it('takes a two-letter word the copyright holder, the title and the domain all say', () => {
    const page = `<title>Zx Widgets 4.2.1</title><div class="footer"><p>© 2023 The Zx Company Ltd.</p></div>`;
    expect(choice(page, 'https://doc.zx.example/zx-4/widgets.html').name).toBe('Zx');
    // Without the domain a two-letter word in common is chance: the holder stays whole.
    expect(choice(page, 'https://doc.gadgets.example/zx-4/widgets.html').name).toBe('The Zx Company');
  });

  it('reads a hyphenated domain whose last word is a kind of software as the product\u2019s', () => {
    // A Texinfo manual titled with what the product is; the domain writes the product, then "editor".
    const texinfo = `<meta name="Generator" content="makeinfo"><title>The GNU quill text editor</title><h1 class="settitle">The GNU quill text editor</h1>`;
    expect(choice(texinfo, 'https://www.quill-editor.example/dist/latest/quill.html').name).toBe('quill');
    // A DocBook manual's one-word title on the installer's site beats the authors' copyright.
    const docbook = `<meta name="generator" content="DocBook XSL Stylesheets"><title>Plume</title><div class="book"><div class="titlepage"><h1 class="title">Plume</h1><p class="copyright">Copyright © 2004 Ada Brook, Ben Stone</p></div></div>`;
    expect(choice(docbook, 'http://plume-installer.example/doc/fr/index.html').name).toBe('Plume');
    // A hyphenated domain of two words that are both the name is not cut ("shingon-reiki"): "reiki" names no kind.
    const whole = `<title>Kurse | Lotus Reiki</title><header><a href="/">Lotus Reiki</a></header>`;
    expect(choice(whole, 'https://www.lotus-reiki.example/kurse').name).toBe('Lotus Reiki');
  });

  it('names the product of a manual page titled "<product> documentation: <page>"', () => {
    const page = `<title>Quill documentation: help</title><h1>Quill documentation: help</h1><pre>For Quill version 9.0.</pre>`;
    expect(choice(page, 'http://quilldoc.sharedhost.example/htmldoc/help.html').name).toBe('Quill');
  });

  it('takes a document\u2019s corporate author on the site\u2019s own domain as a witness', () => {
    const page = `<meta name="generator" content="DocBook XSL Stylesheets"><title>README for R7.7</title>
      <div class="article"><div class="titlepage"><h2 class="title">README for R7.7</h2>
      <h3 class="corpauthor"><a class="ulink" href="http://www.plume.example/wiki/Foundation">The Plume Foundation</a></h3></div></div>`;
    expect(choice(page, 'https://www.plume.example/releases/R7.7/doc/README.html').name).toBe('The Plume Foundation');
    // An author on another domain wrote someone else's document: no vote.
    const foreign = page.replace('http://www.plume.example/wiki/Foundation', 'http://www.elsewhere.example/');
    expect(choice(foreign, 'https://www.plume.example/releases/R7.7/doc/README.html').name).not.toBe('The Plume Foundation');
  });
});
