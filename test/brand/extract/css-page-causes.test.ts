/**
 * One small synthetic page per cause of a miss found on the `css-*` batch of the real-page set
 * (pages saved with their stylesheets; `BENCH_REAL_PAGES=css- npm run bench -- import-accuracy`).
 * Each says what a person would weigh and fails if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { extractName } from '../../../src/brand/extract/identity';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const decide = (html: string, css: string) => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('colour causes (pages with their CSS)', () => {
  it('does not take the colours of links inside code (API references coloured by kind) for the link colour', () => {
    const html = `<p><a href="/a">About</a> <code class="module"><a href="/mod/core">core</a></code> <code class="directive"><a href="/d/listen">Listen</a></code></p><pre class="highlight"><span class="k"><a href="/kw">def</a></span></pre>`;
    const css = `a:link { color: #0066cc } code.module a:link { color: #8b4513 } code.module a:visited { color: #8b4513 } .highlight .k a { color: #8b4513 } code.directive a:link { color: #287f00 }`;
    expect(decide(html, css).colors.primary).toBe('#0066cc');
  });

  it("takes the content's own link rule over the generic one it overrides", () => {
    const html = `<div class="document"><div class="body"><p><a href="/x">Read</a></p></div></div>`;
    expect(decide(html, `a { color: #0090c0 } div.body a { color: #0072aa }`).colors.primary).toBe('#0072aa');
    // Order does not decide it: the content's rule first, the generic one after.
    expect(decide(html, `div.body a { color: #0072aa } a { color: #0090c0 }`).colors.primary).toBe('#0072aa');
    // Nor do the hover colours of the chrome's links (related bar, sidebar, footer).
    const chrome = `<div class="related"><a href="/">Docs</a></div><div class="sphinxsidebar"><a href="/i">Index</a></div><div class="footer"><a href="/c">©</a></div>`;
    const css = `a { color: #0090c0 } div.body a { color: #0072aa } div.related a:hover, div.sphinxsidebar a:hover, div.footer a:hover { color: #0095c4 }`;
    expect(decide(`${chrome}${html}`, css).colors.primary).toBe('#0072aa');
  });

  it('reads a header bar named by its id, and a block painting it from inside', () => {
    const html = `<div id="page-header"><p class="menu"><a href="/mod/">Modules</a></p><p class="title">Acme Server</p></div><p>Text</p>`;
    const d = decide(html, `div#page-header { background-color: #405871 } div#page-header p.title { background-color: #405871 } body { color: #036 }`);
    expect(d.colors.primary).toBe('#405871');
    // The same colour on an ordinary box is no bar.
    expect(decide(`<div id="panel"><p class="title">x</p></div>`, `div#panel p.title { background-color: #405871 }`).colors.primary).toBeNull();
  });

  it('takes the brand-secondary variable when the brand-primary one is black or grey (the only brand colour there is)', () => {
    const html = `<p><a href="/fs">fs</a></p>`;
    const vars = (primary: string) => `:root { --color-brand-primary: ${primary}; --color-brand-secondary: #3e7a38; --color-links: var(--color-brand-secondary) } body { color: var(--color-brand-primary) } a { color: var(--color-links) }`;
    expect(decide(html, vars('#333333')).colors.primary).toBe('#3e7a38');
    // A chromatic brand-primary stays the primary.
    expect(decide(html, vars('#cc0000')).colors.primary).toBe('#cc0000');
  });
});

describe('name causes (documentation sites)', () => {
  it('drops a release number and the word for the manual from a title-derived name', () => {
    expect(extractName(siteOf(`<title>Django documentation &#8212; Django 3.2.25 documentation</title>`, { url: 'https://docs.djangoproject.com/en/3.2/' }))).toBe('Django');
    expect(extractName(siteOf(`<title>Index | Node.js v18.20.4 Documentation</title>`, { url: 'https://nodejs.org/docs/latest-v18.x/api/index.html' }))).toBe('Node.js');
    expect(extractName(siteOf(`<title>PostgreSQL 15.20 Documentation</title>`, { url: 'https://www.postgresql.org/docs/15/index.html' }))).toBe('PostgreSQL');
    expect(extractName(siteOf(`<title>Documentation - Apache HTTP Server Version 2.4</title>`, { url: 'https://httpd.apache.org/docs/2.4/en/index.html' }))).toBe('Apache HTTP Server');
    // A number without a dot is part of a name.
    expect(extractName(siteOf(`<title>Studio 54</title>`, { url: 'https://studio54.example/' }))).toBe('Studio 54');
  });

  it("takes a product's name that its own host label spells over its owner's copyright line", () => {
    const html = `<title>Welcome to Flask &#8212; Flask Documentation (2.2.x)</title><div class="footer">&copy; Copyright 2010 Pallets.</div>`;
    expect(extractName(siteOf(html, { url: 'https://flask.palletsprojects.com/en/2.2.x/' }))).toBe('Flask');
    // On the owner's own host the owner is the name.
    expect(extractName(siteOf(`<title>Pallets</title><div class="footer">&copy; Copyright 2010 Pallets.</div>`, { url: 'https://palletsprojects.com/' }))).toBe('Pallets');
  });
});

describe('logo causes (documentation sites)', () => {
  it("takes a header image whose alt text is the brand's name, even linking to '#'", () => {
    const page = (alt: string) => siteOf(`<div class="pageheader"><a href="#"><img src="_static/sphinxheader.png" alt="${alt}"></a></div><p>Text</p>`, { url: 'https://www.sphinx.example/en/master/index.html' });
    expect(findLogoCandidates(page('SPHINX'), 'Sphinx')[0]).toMatchObject({ url: 'https://www.sphinx.example/en/master/_static/sphinxheader.png' });
    // An alt text that only contains the name among other words is a caption, not the mark's name.
    expect(findLogoCandidates(page('Sphinx conference photo'), 'Sphinx')).toEqual([]);
    // A handle is no written name: "washington_post" on a blogger's default picture further down the page.
    const bio = `<p>a</p><img src="/a.png" alt="x"><img src="/b.png" alt="y"><p>Story</p><ul class="bios"><li><img src="/bio/header_default.png" alt="washington_post"></li></ul>`;
    expect(findLogoCandidates(siteOf(bio, { url: 'https://www.washingtonpost.example/blogs/x/' }), 'Washington Post')).toEqual([]);
  });

  it("takes the header's one picture linking nowhere, not a photograph or one of several", () => {
    const header = (imgs: string) => `<div id="page-header"><p class="menu"><a href="/mod/">Modules</a></p><p class="apache">Acme Server 2.4</p>${imgs}</div><p>Text</p>`;
    expect(findLogoCandidates(siteOf(header(`<img alt="" src="/images/feather.png">`)), 'Acme Server')[0]).toMatchObject({ url: 'https://brand.example/images/feather.png' });
    expect(findLogoCandidates(siteOf(header(`<img alt="" src="/images/team.jpg">`)), 'Acme Server')).toEqual([]);
    expect(findLogoCandidates(siteOf(header(`<img alt="" src="/images/a.png"><img alt="" src="/images/b.png">`)), 'Acme Server')).toEqual([]);
    // A lone picture named as the bar's banner or a menu glyph is not the mark.
    expect(findLogoCandidates(siteOf(header(`<img alt="" src="/file/787152/Header">`)), 'Acme Server')).toEqual([]);
    expect(findLogoCandidates(siteOf(header(`<img alt="" src="/s/mobile-nav.png">`)), 'Acme Server')).toEqual([]);
  });

  it('takes a mark that links back to the page the import started from ("#" on a documentation index), not any "#" link', () => {
    const url = 'https://docs.xarray.example/en/stable/';
    const sidebar = (inner: string) => `<div class="document"><p>Long text</p><img src="/a.png" alt="a"><img src="/b.png" alt="b"><img src="/c.png" alt="c"></div><div class="sphinxsidebar"><p class="logo"><a href="#">${inner}</a></p></div>`;
    expect(findLogoCandidates(siteOf(sidebar(`<img class="logo" src="_static/dataset-diagram-logo.png" alt="Logo">`), { url }), 'Xarray')[0]).toMatchObject({ url: 'https://docs.xarray.example/en/stable/_static/dataset-diagram-logo.png' });
    // A script's "#" around an unnamed picture (a menu toggle, a slide) is no home link.
    expect(findLogoCandidates(siteOf(sidebar(`<img src="_static/toggle.png" alt="">`), { url }), 'Xarray')).toEqual([]);
    // Nor is a widget's picture from another host (a tweet's avatar "…_Logo_normal.jpg").
    expect(findLogoCandidates(siteOf(sidebar(`<img src="https://pbs.twimg.example/profile_images/1/Foundation_Logo_normal.jpg">`), { url }), 'Xarray')).toEqual([]);
  });

  it("takes the stylesheet's picture on a home link that holds only words, the desktop one over the phone layout's", () => {
    const html = `<div id="nav"><div id="home"><a href="/index.html">Home</a></div><ul><li><a href="/downloads.html">Download</a></li></ul></div><p>Text</p>`;
    const css = `#home { background-image: url(/logos/banner-light-256.png); width: 269px; height: 100px }
      @media (max-width: 1000px) { #home { background: white url(/logos/banner-dark-256.png) no-repeat } }`;
    expect(findLogoCandidates(siteOf(html, { css }), 'Acme')[0]).toMatchObject({ url: 'https://brand.example/logos/banner-light-256.png', origin: 'css-background' });
    // A link to another page painted with an arrow is no mark.
    const other = `<div id="nav"><div id="next"><a href="/downloads.html">Download</a></div></div>`;
    expect(findLogoCandidates(siteOf(other, { css: `#next { background-image: url(/img/logo-arrow.png) }` }), 'Acme').filter((c) => c.origin === 'css-background')).toEqual([]);
  });
});
