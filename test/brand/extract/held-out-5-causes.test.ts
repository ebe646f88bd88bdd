/**
 * Causes found on the fifth held-out batch of the real-page set (`ho5-*`: project home pages and
 * manuals in four languages; SOURCES-held-out-5.md), after its first-contact figures were taken
 * (name 5/14): one small invented page each, failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { chooseName, projectOfHolder } from '../../../src/brand/extract/name';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const nameOf = (html: string, url: string) => chooseName(siteOf(html, { url })).name;

describe('held-out-5 causes: a manual names its product, not itself', () => {
  // "Erste Schritte mit KiCad", "Guide de démarrage rapide WeeChat": a guide's title before the product's name.
  it('leaves out the words of a getting-started guide, in German and French', () => {
    const guide = (title: string) => `<title>${title}</title><div id="header"><h1>${title}</h1><span class="author">Ada Quill</span></div><div id="content"><p>Text</p></div>`;
    expect(nameOf(guide('Erste Schritte mit Tinderbox'), 'https://docs.tinderbox.example/7.0/de/getting_started.html')).toBe('Tinderbox');
    expect(nameOf(guide('Guide de démarrage rapide Marlowe'), 'https://marlowe.example/files/doc/stable/quickstart.fr.html')).toBe('Marlowe');
    // A title that only starts like a guide's word stays whole.
    expect(nameOf(guide('Erstes Haus am Platz'), 'https://erstes-haus.example/')).toBe('Erstes Haus am Platz');
  });

  // "Tux Paint ドキュメント": the word for a manual in Japanese, as "Documentation" is in English.
  it('leaves out a Japanese word for the manual', () => {
    expect(nameOf('<title>Quibble ドキュメント</title><p>本文</p>', 'https://quibble.example/docs/ja_JP/html/README.html')).toBe('Quibble');
  });

  // "git(1) Manual Page": a manual page's section and the words for it.
  it("reads a manual page's command without its section", () => {
    const page = '<title>frob(1)</title><div id="header"><h1>frob(1) Manual Page</h1></div><div id="content"><p>Text</p></div>';
    expect(nameOf(page, 'https://frob.example/docs/frob.html')).toBe('frob');
  });

  // "Top (GNU Octave (version 7.3.0))": Texinfo's top node brackets the manual's title, with its version.
  it("reads Texinfo's top node and its bracketed version", () => {
    const page = '<title>Top (GNU Wobble (version 2.4.1))</title><h1 class="settitle">GNU Wobble (version 2.4.1)</h1><p>Copyright © 1996-2022 The Wobble Project Developers</p>';
    expect(nameOf(page, 'https://docs.wobble.example/v2.4.1/index.html')).toBe('GNU Wobble');
  });

  // "The Octave Project Developers": the people hold it as the project's, and the project is Octave, not "Octave Project".
  it("names the project of a project's developers without the word project", () => {
    expect(projectOfHolder('The Wobble Project Developers')).toBe('Wobble');
    expect(projectOfHolder('The Wobble Project')).toBe('The Wobble Project');
  });

  // "The Z Shell Manual (zsh)" on a shared host, not a home page: a manual's one-part title still names its product.
  it("takes a manual's one-part title away from the home page", () => {
    expect(nameOf('<title>The Q Shell Manual (qsh)</title><p>Text</p>', 'https://docs.shells.example/Doc/Release/index.html')).toBe('The Q Shell');
    // A one-part title that is no manual's stays unread there.
    expect(nameOf('<title>Course Schedule Spring</title><p>Text</p>', 'https://docs.shells.example/Doc/Release/index.html')).toBeNull();
  });
});

describe('held-out-5 causes: names the page spells in other places', () => {
  // Boost: its first picture, unlinked in a table at the top, has the alt "Boost C++ Libraries", and the title spells it.
  const boostLike = (alt: string) =>
    `<title>The Glimmer C++ Libraries BookDoc Documentation Subset</title>` +
    `<table><tr><td><img alt="${alt}" width="277" height="86" src="../../glimmer.png"></td><td><a href="../../index.html">Home</a></td></tr></table>` +
    `<h1>The Glimmer C++ Libraries BookDoc Documentation Subset</h1><p>Contents</p>`;
  const url = 'https://www.glimmer.example/doc/libs/1_2/doc/html/index.html';

  it("takes the top picture's alt that the title spells as the name, and the picture as the mark", () => {
    const site = siteOf(boostLike('Glimmer C++ Libraries'), { url });
    const name = chooseName(site).name;
    expect(name).toBe('Glimmer C++ Libraries');
    expect(findLogoCandidates(site, name)[0]?.url).toBe('https://www.glimmer.example/doc/libs/1_2/glimmer.png');
    // A top picture whose alt the title does not spell names nothing.
    expect(nameOf(boostLike('Sunset over the bay'), url)).toBeNull();
  });

  // gnuplot's LaTeX2HTML front page is titled "figures"; the one thing naming it is the link "Gnuplot", its domain's name.
  it("takes a link that spells the domain's name when nothing else names the site", () => {
    const page = (text: string) => `<title>figures</title><div class="navigation"><a href="node1.html"><img alt="next" src="next.png"></a></div><ul><li><a href="node1.html">${text}</a></li><li><a href="node2.html">Copyright</a></li></ul>`;
    expect(nameOf(page('Plotwise'), 'http://plotwise.example/docs_5.4/htmldocs/index.html')).toBe('Plotwise');
    // Written all lower-case it is the address, not how the brand writes its name.
    expect(nameOf(page('plotwise'), 'http://plotwise.example/docs_5.4/htmldocs/index.html')).toBeNull();
  });

  // "GraphicsMagick Image Processing System" on graphicsmagick.org: the word that is the domain is the name.
  it('leaves out a kind of software after the word that is the domain', () => {
    const page = (title: string) => `<title>${title}</title><p>Text</p>`;
    expect(nameOf(page('FrogMagick Image Processing System'), 'http://www.frogmagick.example/index.html')).toBe('FrogMagick');
    // Another word after it is part of the name.
    expect(nameOf(page('FrogMagick Studios'), 'http://www.frogmagick.example/index.html')).toBe('FrogMagick Studios');
  });
});

describe('held-out-5 causes: colour', () => {
  const decide = (html: string, css: string) => decideColors(collectColorEvidence(siteOf(html, { css }))).colors.primary;

  // GraphicsMagick: a dark green navigation box under the banner, white links on it; the links below in another green.
  it('reads a navigation box filled under the banner, with light links on it, as the bar', () => {
    const html = `<div class="banner"><img src="images/newt.png" alt="Newtware logo"><span class="title">Newtware</span></div>
      <div class="navmenu"><ul><li><a href="index.html">Home</a></li><li><a href="download.html">Download</a></li></ul></div>
      <div class="document"><p>Read <a href="a.html">the manual</a> and <a href="b.html">the news</a>.</p></div>`;
    const css = `div.navmenu { background-color: #5c1f7a } div.navmenu ul li a { color: #ffffff } a:link { color: #1f7a3c }`;
    expect(decide(html, css)).toBe('#5c1f7a');
  });

  // Privoxy: `<body link="#0000FF">` and `a:link { color: #0c29ff }`, its titles stepped in dark reds (h1 #4c000f … h3 #820019).
  it('takes titles stepped in shades of one hue over a link colour that is the browser default', () => {
    const html = `<body bgcolor="#EEEEEE" text="#000000" link="#0000FF"><h1>Quietproxy</h1><h2>Project index</h2><p>See <a href="manual.html">the manual</a>.</p>
      <h2>Download</h2><p><a href="dl.html">Download</a></p><h3>Mirrors</h3><p><a href="m.html">Mirrors</a></p></body>`;
    const css = `h1 { color: #4c000f } h2 { color: #660014 } h3 { color: #820019 } a:link { color: #0c29ff }`;
    expect(decide(html, css)).toBe('#820019');
    // A link colour of the brand's own (not a default blue) still speaks over two levels of titles.
    expect(decide(html.replace('link="#0000FF"', ''), `h1 { color: #4c000f } h2 { color: #660014 } a:link { color: #e0701a }`)).toBe('#e0701a');
  });
});
