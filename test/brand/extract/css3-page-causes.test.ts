/**
 * One small synthetic page per cause of a miss found on the `css3-*` batch of the real-page set
 * (product pages and documentation sites saved with their stylesheets, labelled from a Chromium
 * rendering; `BENCH_REAL_PAGES=css3- npm run bench -- import-accuracy`). Each says what a person
 * would weigh and fails if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { extractName } from '../../../src/brand/extract/identity';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const decide = (html: string, css: string) => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('colour causes (css3- pages)', () => {
  it('lets a later rule for the same selector replace the earlier one (a theme loaded after its framework)', () => {
    const html = `<h1>Guide</h1><p>Read the <a href="/a">manual</a>.</p>`;
    // Asciidoctor's default look, then the product's dark theme restyling the same selectors.
    const framework = `body { background: #fff; color: #222 } a { color: #2156a5 } h1 { color: #ba3925 }`;
    const theme = `body { background: #3b3b3d; color: #cacbce } a { color: #6de597 }`;
    const d = decide(html, `${framework} ${theme}`);
    expect(d.colors.primary).toBe('#6de597');
    expect(d.colors.background).toBe('#3b3b3d');
    // `background` and `background-color` set the same colour: the later one is seen whichever is written.
    expect(decide(html, `body { background-color: #fff } a { color: #6de597 } body { background: #3b3b3d }`).colors.background).toBe('#3b3b3d');
    // An earlier !important declaration is not replaced by a later plain one.
    expect(decide(html, `a { color: #2156a5 !important } a { color: #6de597 }`).colors.primary).toBe('#2156a5');
    // Another media condition is another rule: it replaces nothing.
    expect(decide(html, `a { color: #6de597 } @media print { a { color: #2156a5 } }`).colors.primary).toBe('#6de597');
  });

  it("ignores rules for links inside an element the page does not have (a table of contents, a script-built menu)", () => {
    const html = `<div id="content"><p>See <a href="/x">the list</a>.</p></div>`;
    const css = `a { color: #2a7ae2 } #toc.toc2 a:link { color: #f3bf4a } div.toc a, div.toc a:focus { color: #f3bf4a } #toc.toc2 ul { color: #f3bf4a }`;
    expect(decide(html, css).colors.primary).toBe('#2a7ae2');
    // With the table of contents on the page, its rule speaks again.
    const withToc = `<div id="toc" class="toc2"><ul><li><a href="#a">A</a></li><li><a href="#b">B</a></li></ul></div>${html}`;
    const evidence = collectColorEvidence(siteOf(withToc, { css }));
    expect(evidence.some((e) => e.hex === '#f3bf4a' && e.source.startsWith('#toc.toc2 a:link'))).toBe(true);
    // A class scripts set on <html> or <body> does not count against a rule, nor does a leading compound of classes alone.
    expect(decide(`<p><a href="/x">x</a></p>`, `html.js a { color: #1f7a4d }`).colors.primary).toBe('#1f7a4d');
    expect(decide(`<header><p>Blog</p></header><p><a href="/x">x</a></p>`, `.ios7.web-app-mode header { background: #5fa93b }`).colors.primary).toBe('#5fa93b');
  });

  it("does not take a status box's colours through its parts (a warning admonition's title bar)", () => {
    const html = `<h1>Handbook</h1><div class="admonition warning"><div class="admonition_header"><p>Warning</p></div><p>Careful.</p></div>
      <div class="note"><div class="admonition_header"><p>Note</p></div></div><p><a href="/next">Next</a></p>`;
    const css = `a:link { color: #0035c7 } div.warning div.admonition_header { background: linear-gradient(#a40000, #590000) }
      div.note div.admonition_header { background-color: #597800 } div.warning div.admonition_header p { color: #590000 } .note .admonition_header p { color: #597800 }`;
    const evidence = collectColorEvidence(siteOf(html, { css }));
    expect(evidence.filter((e) => ['#590000', '#a40000', '#597800'].includes(e.hex))).toEqual([]);
    expect(decideColors(evidence).colors.primary).toBe('#0035c7');
  });

  it('takes the colour the titles of several levels share as the house colour, over the link colour', () => {
    const html = `<h1>The Handbook</h1><h2>Legal Notice</h2><h3>Licence</h3><p>Mail <a href="mailto:a@b.org">us</a>, read <a href="/p">the preface</a>.</p>`;
    expect(decide(html, `h1 { color: #c70036 } h2, h3 { color: #c70036 } a:link { color: #0035c7 }`).colors.primary).toBe('#c70036');
    // One heading level in a colour may be a section's: the link colour stays the primary.
    expect(decide(html, `h1 { color: #c70036 } a:link { color: #0035c7 }`).colors.primary).toBe('#0035c7');
    // Grey titles are chrome, however many levels share them.
    expect(decide(html, `h1, h2, h3 { color: #444444 } a:link { color: #0035c7 }`).colors.primary).toBe('#0035c7');
  });
});

describe('colour causes found re-measuring the older batches', () => {
  it("does not count a class's colour that every element wearing it overrides with a later variant", () => {
    // Read the Docs: `.btn` is green, but the page's only buttons are `.btn.btn-neutral`, grey.
    const html = `<p><a href="/x">Read</a></p><a class="btn btn-neutral" href="/prev">Previous</a> <a class="btn btn-neutral" href="/next">Next</a>`;
    const css = `.btn { background: #27ae60; color: #fff } .btn-neutral { background-color: #f3f6f6; color: #404040 } a { color: #2980b9 }`;
    expect(decide(html, css).colors.primary).toBe('#2980b9');
    // One green button without the variant shows the green.
    expect(decide(`${html}<button class="btn">Sign up</button>`, css).colors.primary).toBe('#27ae60');
  });

  it("reads `body:before` as a strip the body draws, not as the page's background", () => {
    const html = `<p>Post <a href="/more">more</a></p>`;
    const d = decide(html, `body { background: #e9f2f9; color: #22313f } body:before { background: #0a89cc; height: 6px } a { color: #0a89cc }`);
    expect(d.colors.background).toBe('#e9f2f9');
    expect(d.colors.primary).toBe('#0a89cc');
  });
});

describe('name causes (css3- pages)', () => {
  it('reads a name said twice around a separator once ("Project: Page" on the project\'s own page)', () => {
    const html = `<title>Doxygen: Doxygen</title><div class="contents"><img src="doxygen_logo.svg" alt="doxygen" width="634" height="197"></div>`;
    expect(extractName(siteOf(html, { url: 'https://www.doxygen.nl/manual/index.html' }))).toBe('Doxygen');
    // Two different parts stay as they are for the rules that weigh them.
    expect(extractName(siteOf(`<title>Doxygen: Getting started</title>`, { url: 'https://www.doxygen.nl/' }))).not.toBe('Doxygen: Doxygen');
  });

  it('drops the word for a samples or demo page from the name, as it does the word for the manual', () => {
    const html = `<title>CKEditor Sample</title><header><a href="./"><img src="img/logo.svg" alt="CKEditor Sample"></a></header>`;
    expect(extractName(siteOf(html, { url: 'https://cdn.ckeditor.com/4.22.1/full-all/samples/index.html' }))).toBe('CKEditor');
  });
});

describe('logo causes (css3- pages)', () => {
  it("does not count a link that opens a new window as home (the parent foundation's logo beside the product's)", () => {
    const html = `<header><div id="header"><div class="logo"><a href="https://tomcat.example.org/"><img alt="Tomcat Home" src="./images/tomcat.png"></a></div>
      <div class="asfLogo"><a href="https://www.example.org/" target="_blank"><img src="./images/asf-logo.svg" alt="The Example Software Foundation" style="width: 266px; height: 83px;"></a></div>
      <h1>Example Tomcat 10</h1></div></header>`;
    const site = siteOf(html, { url: 'https://tomcat.example.org/tomcat-10.1-doc/index.html' });
    const [first] = findLogoCandidates(site, 'Example Tomcat');
    expect(first?.url).toBe('https://tomcat.example.org/tomcat-10.1-doc/images/tomcat.png');
  });
});
