/**
 * Where on the page a colour is used (issue #17, the fourth held-out batch and the second batch's misses): a person
 * names a brand's colour from the header, its bars and the hero's call to action, not from a button lower in the
 * content or one in the footer. Each page here is written for the test; each expectation fails without the rule.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { decideColors } from '../../../src/brand/extract/palette';
import { placementOf } from '../../../src/brand/extract/placement';
import { siteOf } from '../helpers/site';

const decide = (html: string, css = '') => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('colour by where it is used (issue #17)', () => {
  it("takes the hero's call to action over the same kind of button lower in the content", () => {
    // scikit-learn's front page: orange buttons in its hero, blue "primary" buttons on the cards below.
    const html = `<header><a href="/">Learn</a></header>
      <div class="container-fluid landing-bg"><h1>Machine learning in Python</h1><a class="btn landing-btn" href="/start">Getting started</a></div>
      <div class="container landing-container" role="main"><div class="card"><a class="btn card-btn" href="/a">Examples</a></div><div class="card"><a class="btn card-btn" href="/b">Examples</a></div></div>`;
    expect(decide(html, `.card-btn { background: #30799c } .landing-btn { background: #ff9c34 }`).colors.primary).toBe('#ff9c34');
    // A wrapper of the content named for the landing page (role=main) is not the top of the page.
    const site = siteOf(html);
    expect(placementOf(site, '.card-btn')).toBe('body');
    expect(placementOf(site, '.landing-btn:hover')).toBe('top');
  });

  it('counts a button that sits only in the footer less than the content’s link colour', () => {
    const html = `<main><p>Read <a href="/guide">the guide</a> and <a href="/faq">the FAQ</a>.</p></main>
      <footer><a class="btn join-btn" href="/newsletter">Subscribe</a></footer>`;
    expect(decide(html, `main a { color: #1b5fa8 } .join-btn { background: #e11d48; color: #fff }`).colors.primary).toBe('#1b5fa8');
    // The same button in the header is a call to action.
    const top = html.replace('<footer>', '<header>').replace('</footer>', '</header>');
    expect(decide(top, `main a { color: #1b5fa8 } .join-btn { background: #e11d48; color: #fff }`).colors.primary).toBe('#e11d48');
  });

  it("reads a filled bar at the top with light text (Sphinx's relbar, role=navigation) over the link colour", () => {
    // Varnish's documentation: its blue relbar with white links; the content's links in another blue.
    const html = `<div class="related" role="navigation" aria-label="related navigation"><ul><li><a href="index.html">Varnish 7 documentation</a></li></ul></div>
      <div class="document"><div class="body" role="main"><h1>Welcome</h1><p><a href="intro.html">The Big Varnish Picture</a></p></div></div>
      <div class="sphinxsidebar" role="navigation"><h3>Table of contents</h3><ul><li><a href="users.html">Users guide</a></li></ul></div>`;
    const css = `a { color: #336590 } a:visited { color: #336590 } div.sphinxsidebar a { color: #336590 } a.headerlink { color: #336590 }
      div.related { background-color: #437EB2; line-height: 30px; color: white } div.related a { color: #ffffff }`;
    expect(decide(html, css).colors.primary).toBe('#437eb2');
    // A sidebar marked as navigation is not the top of the page.
    expect(placementOf(siteOf(html), 'div.sphinxsidebar a')).toBe('body');
    // Sphinx's nature theme left as it is (its green relbar) is the theme's look, not the project's.
    expect(decide(html, css.replace('#437EB2', '#6BA81E')).colors.primary).toBe('#336590');
  });

  it("takes the hero's call to action even when the theme names its colour for a status", () => {
    // Shards' app landing: the green "Download" is `btn-success`; the theme's declared primary is Bootstrap's blue.
    const html = `<div class="welcome"><nav class="navbar"><a class="navbar-brand" href="/">Shards App</a></nav>
      <h1>Keep your files in sync</h1><a class="btn btn-success btn-pill" href="/download">Download</a></div>
      <section><p><a href="/features">Features</a></p><form><button class="btn btn-success" type="submit">Subscribe</button></form></section>`;
    const css = `:root { --primary: #007bff } a { color: #007bff } .btn-success { background-color: #17c671; color: #fff }`;
    expect(decide(html, css).colors.primary).toBe('#17c671');
    // The same status button only lower down (a form's submit) reports a status: it says nothing of the brand.
    const lower = html.replace('<a class="btn btn-success btn-pill" href="/download">Download</a>', '');
    expect(decide(lower, css).colors.primary).not.toBe('#17c671');
    // A status box's button stays a status, wherever it is.
    const alert = `<header><div class="alert-success"><a class="btn btn-success" href="/ok">OK</a></div></header><p><a href="/x">x</a></p>`;
    expect(decide(alert, `a { color: #7a1f3d } .alert-success .btn-success { background: #17c671 }`).colors.primary).toBe('#7a1f3d');
  });

  it("takes the hero's own ground (the first block holding the <h1> and the calls to action) as the brand's colour", () => {
    // Mailchimp: a yellow section under the headline, near-black buttons, a teal link colour on hover only.
    const html = `<header class="globalNav"><a href="/" class="logo">Mailchimp</a><nav><a href="/pricing/">Pricing</a></nav></header>
      <main><section class="section--yellow"><h1>Turn emails into revenue</h1><a class="button" href="/signup/">Start free trial</a></section>
      <section class="section--oyster"><h2>Get to know your customers</h2><p><a class="link" href="/features/">Learn more</a></p></section></main>
      <footer class="footer"><a href="/about/">About</a></footer>`;
    const css = `:root { --color-cavendish: #ffe01b; --color-peppercorn: #241c15 } body { color: #241c15 } .button { background: #241c15; color: #fff }
      .section--yellow { background-color: #ffe01b } .section--oyster { background-color: #efeeea }`;
    expect(decide(html, css).colors.primary).toBe('#ffe01b');
    // The same section lower down the page, after another, is a section's ground: no brand colour is defended.
    const lower = html.replace(/<section class="section--yellow">.*?<\/section>/s, '').replace('</section></main>', '</section><section class="section--yellow"><h1>Turn emails into revenue</h1><a class="button" href="/signup/">Start free trial</a></section></main>');
    expect(decide(lower, css).colors.primary).toBeNull();
  });

  it('reads where an element sits from tags, landmark roles and class words', () => {
    const html = `<div id="cookie-consent"><button class="btn accept">Accept</button></div>
      <div class="hero"><a class="btn go" href="/go">Go</a></div>
      <article><header><a class="btn post" href="/p">Post</a></header></article>
      <div class="sharebar"><a class="btn tweet" href="/t">Tweet</a></div>`;
    const site = siteOf(html);
    expect(placementOf(site, '.accept')).toBe('edge');
    expect(placementOf(site, '.go')).toBe('top');
    expect(placementOf(site, '.post')).toBe('body');
    expect(placementOf(site, '.tweet')).toBe('edge');
    expect(placementOf(site, '.missing')).toBeNull();
  });
});
