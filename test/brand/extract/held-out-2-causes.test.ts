/**
 * Causes found on the second held-out batch of the real-page set (`ho2-*`; SOURCES-held-out-2.md), after its
 * first-contact figures were taken: one small synthetic page each, failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence, type ColorEvidence } from '../../../src/brand/extract/colors';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { chooseName } from '../../../src/brand/extract/name';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

describe('held-out-2 causes: name', () => {
  // mypy's and NiBabel's documentation: the only name on the page is in its copyright line.
  it("reads a project's people named as the copyright holder as the project", () => {
    const page = (holder: string) => `<title>Welcome</title><main><p>Text</p></main><footer><p>&copy; Copyright 2012-2023 ${holder}.</p></footer>`;
    expect(chooseName(siteOf(page('Jukka Lehtosalo and mypy contributors'), { url: 'https://mypy.readthedocs.io/en/stable/' })).name).toBe('mypy');
    expect(chooseName(siteOf(page('the NiBabel developers'), { url: 'https://nipy.org/nibabel/' })).name).toBe('NiBabel');
    expect(chooseName(siteOf(page('The pandas development team'), { url: 'https://pandas.pydata.org/docs/' })).name).toBe('pandas');
    // A company or a project whose name is the holder stays whole.
    expect(chooseName(siteOf(page('The Tor Project'), { url: 'https://docs.example.net/' })).name).toBe('The Tor Project');
    expect(chooseName(siteOf(page('Acme Widgets'), { url: 'https://docs.example.net/' })).name).toBe('Acme Widgets');
  });

  // Apache Tomcat's documentation (tuned set, css3-tomcat-docs): "Apache Tomcat 10 (10.1.60) - Documentation Index".
  it('drops a major release that the full release beside it spells', () => {
    const page = (title: string) => `<title>${title}</title><div id="header"><h1>${title.split(' - ')[0]}</h1></div><main><p>Text</p></main>`;
    expect(chooseName(siteOf(page('Apache Tomcat 10 (10.1.60) - Documentation Index'), { url: 'https://tomcat.apache.org/tomcat-10.1-doc/index.html' })).name).toBe('Apache Tomcat');
    // A number that is part of the name stays ("Radio 1" with its own release line is no major release).
    expect(chooseName(siteOf(page('BBC Radio 1 - Home'), { url: 'https://www.bbc.co.uk/radio1' })).name).toBe('BBC Radio 1');
  });
});

describe('held-out-2 causes: colour', () => {
  const decideWith = (html: string, css: string, extra: ColorEvidence[] = []) => decideColors([...collectColorEvidence(siteOf(html, { css })), ...extra]);
  // aiohttp's documentation: Pygments' token colours, close to the theme's link colour, outweighed the logo's blue.
  it("never reads syntax highlighting's colours as the site's", () => {
    const html = `<main><p><a href="/client">Client</a></p><div class="highlight"><pre><span class="k">import</span> <span class="kn">aiohttp</span> <span class="nb">print</span></pre></div><p><code>x</code></p></main>`;
    const pygments = `.highlight .k { color: #004461 } .highlight .kn { color: #004461 } .highlight .nb { color: #004461 } code { color: #004461 } pre { background-color: #004461 }`;
    const logo: ColorEvidence = { hex: '#2c5bb4', weight: 3, source: 'logo pixels', hint: null, strong: true };
    expect(decideWith(html, `a { color: #004b6b } ${pygments}`, [logo]).colors.primary).toBe('#2c5bb4');
    expect(collectColorEvidence(siteOf(html, { css: pygments }))).toEqual([]);
    // The site's link colour still speaks where the logo is not there.
    expect(decideWith(html, `a { color: #004b6b } ${pygments}`).colors.primary).toBe('#004b6b');
  });

  // Astropy's documentation: the bar's brand is type ("astro" + an orange "py"), and the content's links are the theme's blue.
  it("reads the letters of a text wordmark in the bar's link home as the mark's colour", () => {
    const bar = (href: string) =>
      `<div class="topbar"><a class="brand" title="Home" href="${href}"><span id="logotext1">astro</span><span id="logotext2">py</span><span id="logotext3">:docs</span></a><ul><li><a href="genindex.html">Index</a></li></ul></div>`;
    const content = `<div class="content"><p><a href="install.html">Installation</a> <a href="getting_started.html">Getting started</a></p></div>`;
    const css = `a { color: #0069d6 } .topbar { background-color: #222 } .topbar a { color: #bfbfbf } #logotext2 { color: #ff5000 }`;
    expect(decideWith(`${bar('#')}${content}`, css).colors.primary).toBe('#ff5000');
    expect(decideWith(`${bar('/')}${content}`, css).colors.primary).toBe('#ff5000');
    // The same span elsewhere (a heading's accent in the content) is a section's colour: the links' blue stays primary.
    expect(decideWith(`${content}<h2><span id="logotext2">py</span>thon</h2>`, css).colors.primary).toBe('#0069d6');
    // A link home that holds the logo picture is read by the picture, not by its text.
    const pictured = `<header><a href="/"><img src="/logo.png" alt="Acme"><span class="name">Acme</span></a></header>${content}`;
    expect(decideWith(pictured, `a { color: #0069d6 } .name { color: #ff5000 }`).colors.primary).toBe('#0069d6');
  });

  // pydata-sphinx-theme (pandas, SciPy), Tailwind and shadcn/ui keep a colour's channels in a token and wrap it where used.
  it('reads a design token that holds the channels of a colour the site wraps in rgb() or hsl()', () => {
    const html = `<main><p><a href="/docs">Docs</a> <a href="/blog">Blog</a></p><span class="badge">new</span></main>`;
    const links = `a { color: #0069d6 } .tag { color: rgb(var(--brand-primary) / 0.8) }`;
    expect(decideWith(html, `:root { --brand-primary: 124 58 237 } ${links}`).colors.primary).toBe('#7c3aed');
    expect(decideWith(html, `:root { --pst-color-primary: 124, 58, 237 } a { color: #0069d6 } .tag { color: rgba(var(--pst-color-primary), 1) }`).colors.primary).toBe('#7c3aed');
    expect(decideWith(html, `:root { --primary: 0 100% 40% } a { color: #0069d6 } .tag { background-color: hsl(var(--primary)) }`).colors.primary).toBe('#cc0000');
    // Numbers the site never wraps in a colour function are not a colour (a grid's sizes).
    expect(decideWith(html, `:root { --brand-primary: 124 58 237 } a { color: #0069d6 } .tag { margin: calc(var(--brand-primary) * 1px) }`).colors.primary).toBe('#0069d6');
  });

  // SciPy's and pandas' documentation: Bootstrap's pink link inside an info box counted as the site's link colour.
  it("reads a link inside a status box (`.alert-info a`) as the status's colour, not the site's", () => {
    const html = `<div class="alert alert-info"><p>See <a href="/install">install</a></p></div><main><p>Text</p></main>`;
    expect(decideWith(html, `.alert-info a { color: #e83e8c }`).colors.primary).toBeNull();
    expect(decideWith(html, `.alert-info a { color: #e83e8c } main a, .alert a { color: #0054a6 }`).colors.primary).toBe('#0054a6');
  });

  // Spotify's web player (old held-out batch, hr-spotify): black chrome, and the brand green only as the design system's accent token.
  it("takes a design system's one chromatic accent as the primary when it names no primary", () => {
    const html = `<header><a href="/"><svg viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg></a></header><main><p><a href="/x">x</a></p></main>`;
    const tokens = `:root { --background-base: #121212; --text-base: #fff; --text-bright-accent: #1ed760; --essential-bright-accent: #1ed760; --essential-negative: #ed2c3f }`;
    const decision = decideWith(html, `${tokens} body { background: var(--background-base); color: var(--text-base) } a { color: #fff }`);
    expect(decision.colors.primary).toBe('#1ed760');
    expect(decision.warnings.join(' ')).toMatch(/accent/);
    // Beside a named primary the accent stays the accent.
    expect(decideWith(html, `${tokens} :root { --brand-primary: #7a1f3d } a { color: #7a1f3d }`).colors.primary).toBe('#7a1f3d');
    // Two accents of equal say: no guess.
    expect(decideWith(html, `${tokens} :root { --accent-two: #0a5cd5 }`).colors.primary).toBeNull();
  });

  // SciPy's documentation: Bootstrap 4's palette declared untouched and pydata-sphinx-theme's stock link colour; the only colour of its own is the logo's.
  it("reads a documentation theme's untouched palette as the theme's, so the logo's colour speaks for the brand", () => {
    const html = `<nav class="navbar"><a class="navbar-brand" href="/"><img class="logo" src="/_static/logo.svg" alt="logo"></a></nav><main><h1>SciPy</h1><p><a href="/install">Install</a></p></main>`;
    const bootstrap = `:root { --blue: #007bff; --primary: #007bff; --secondary: #6c757d } .nav-pills .nav-link.active { background-color: #007bff }`;
    const pydata = `:root { --pst-color-link: 0, 91, 129 } a { color: rgba(var(--pst-color-link), 1) }`;
    const logo: ColorEvidence = { hex: '#0054a6', weight: 3, source: 'logo pixels', hint: null, strong: true };
    expect(decideWith(html, `${bootstrap} ${pydata}`, [logo]).colors.primary).toBe('#0054a6');
    // A project that sets its own link colour in the theme is read by it.
    expect(decideWith(html, `${bootstrap} :root { --pst-color-link: 122, 31, 61 } a { color: rgba(var(--pst-color-link), 1) } h1 { color: rgba(var(--pst-color-link), 1) }`, [logo]).colors.primary).toBe('#7a1f3d');
  });
});

describe('held-out-2 causes: logo', () => {
  // fish's documentation: the favicon's own file opens the navigation bar, unlinked and without alt text.
  it("takes the site's icon file shown as a picture at the top of the page as its mark", () => {
    const page = (img: string) =>
      `<html><head><link rel="shortcut icon" type="image/png" href="_static/fish.png"></head><body><div class="related" role="navigation"><ul><li>${img}</li><li><a href="https://fishshell.com/">fish-shell</a></li></ul></div><main><p>Text</p></main></body></html>`;
    const url = 'https://fishshell.com/docs/current/index.html';
    const [first] = findLogoCandidates(siteOf(page('<img src="_static/fish.png" alt="" style="width: 80px; height: 80px">'), { url }), 'fish');
    expect(first?.url).toBe('https://fishshell.com/docs/current/_static/fish.png');
    // Another unnamed picture there is no mark.
    expect(findLogoCandidates(siteOf(page('<img src="_static/arrow.png" alt="" style="width: 80px; height: 80px">'), { url }), 'fish')[0]?.url).not.toBe('https://fishshell.com/docs/current/_static/arrow.png');
  });
});

