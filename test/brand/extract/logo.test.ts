import { describe, expect, it } from 'vitest';
import { findIconCandidates, findLogoCandidates, WEAK_LOGO } from '../../../src/brand/extract/logo';
import { siteOf } from '../helpers/site';

const top = (html: string, css?: string, name: string | null = 'Acme') => findLogoCandidates(siteOf(html, { css }), name)[0];

describe('findLogoCandidates', () => {
  it('ranks the header image that links home first, above a customer logo wall and the og:image', () => {
    const c = top(`<meta property="og:image" content="/og.jpg">
      <header><a href="/"><img src="/img/acme.png" alt="Acme" width="120" height="32"></a></header>
      <section class="customers"><h2>Trusted by</h2><img src="/c/globex-logo.png" alt="Globex logo"><img src="/c/initech-logo.png" alt="Initech logo"><img src="/c/x-logo.png" alt="X logo"></section>`);
    expect(c).toMatchObject({ url: 'https://brand.example/img/acme.png', origin: 'header', displayWidth: 120, displayHeight: 32 });
  });

  it('resolves relative sources against the page\'s <base href>, as a browser does', () => {
    const site = siteOf(`<base href="https://brand.example/site/"><header><a href="/"><img src="img/acme.png" alt="Acme"></a></header>`, { url: 'https://brand.example/news/items/today.html' });
    expect(findLogoCandidates(site, 'Acme')[0]).toMatchObject({ url: 'https://brand.example/site/img/acme.png', reason: 'header image linking home' });
  });

  it("takes a masthead banner that links home under the brand's name, though banners are usually ads", () => {
    const c = top(`<div id="header"><h1><a href="/" rel="home"><img src="/images/banner-acme-north.png" alt="Acme North | Official site"></a></h1></div>`, undefined, 'Acme North');
    expect(c).toMatchObject({ url: 'https://brand.example/images/banner-acme-north.png' });
    const ad = findLogoCandidates(siteOf(`<header><a href="https://ads.example/click"><img src="/banner-summer-sale.png" alt="Summer sale"></a></header>`), 'Acme North');
    expect(ad).toEqual([]);
  });

  it('holds a logo file named for someone else, neither linking home nor naming the brand, for weak, in the header too', () => {
    // Weak candidates are not offered as the logo (the import falls back to the app icon).
    expect(top(`<div class="network-bar"><img src="https://cdn.example/network/parentco_logo.png"></div><p>Story</p>`)).toBeUndefined();
    // A bare "logo.gif" names nobody else: an old layout's own mark.
    expect(top(`<div class="top"><img src="/images/logo.gif"></div><p>Story</p>`)).toMatchObject({ url: 'https://brand.example/images/logo.gif' });
    // In a header it is a sister site's or a section's badge as often (boston.com's player_iconlogo.png, FortWayne.com's
    // fwn_logo.png on the Journal Gazette, GeekMomLogo.jpg on Wired): a file named as the logo does better.
    expect(top(`<header><img src="/img/usat_logo.png"></header><p>Story</p>`)).toBeUndefined();
    const named = top(`<meta property="og:image" content="/graphics/acme_logo.jpg"><header><img src="/img/usat_logo.png"></header><p>Story</p>`);
    expect(named).toMatchObject({ url: 'https://brand.example/graphics/acme_logo.jpg', origin: 'og-image' });
    // Naming the brand keeps it a mark.
    const own = top(`<header><img src="/img/acme_logo.png"></header><p>Story</p>`);
    expect(own).toMatchObject({ url: 'https://brand.example/img/acme_logo.png' });
    expect(own.score).toBeGreaterThanOrEqual(WEAK_LOGO);
  });

  it('never picks logos of partners, social icons or small UI icons', () => {
    const all = findLogoCandidates(
      siteOf(`<header><a href="/cart"><img src="/icons/cart.png" width="20" height="20"></a>
        <a href="https://instagram.com/acme"><img src="/ig.png" alt="Instagram"></a></header>
        <div class="partners"><img src="/p/foo-logo.png" alt="Foo logo"></div>`),
      'Acme',
    );
    expect(all.map((c) => c.url)).not.toContain('https://brand.example/p/foo-logo.png');
    expect(all.map((c) => c.url)).not.toContain('https://brand.example/ig.png');
    expect(all.map((c) => c.url)).not.toContain('https://brand.example/icons/cart.png');
  });

  it('takes an inline SVG in the header, inlining <use> references to a sprite', () => {
    const c = top(`<svg style="display:none"><symbol id="logo" viewBox="0 0 100 20"><path d="M0 0h100v20H0z" fill="#123456"/></symbol></svg>
      <header><a href="/" aria-label="Acme home"><svg class="logo" width="100" height="20"><use href="#logo"/></svg></a></header>`);
    expect(c.origin).toBe('inline-svg');
    expect(c.svg).toContain('fill="#123456"');
    expect(c.svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('finds a logo drawn as a CSS background of the header logo link, resolved against the stylesheet', () => {
    const c = top('<div class="header"><a href="/" class="site-logo">Acme</a></div>', '.site-logo{background:url(../img/logo.png) no-repeat;width:180px;height:48px}');
    expect(c).toMatchObject({ url: 'https://brand.example/img/logo.png', origin: 'css-background', displayWidth: 180, displayHeight: 48 });
  });

  it('falls back to JSON-LD logo, then the apple-touch-icon, never to the share image unless it is the logo file', () => {
    expect(top('<script type="application/ld+json">{"@type":"Organization","name":"Acme","logo":{"@type":"ImageObject","url":"/brand/logo.png"}}</script><meta property="og:image" content="/og.jpg">')).toMatchObject({
      origin: 'json-ld',
      url: 'https://brand.example/brand/logo.png',
    });
    expect(top('<link rel="apple-touch-icon" href="/apple.png"><meta property="og:image" content="/og.jpg">').origin).toBe('apple-touch-icon');
    expect(top('<meta property="og:image" content="/og.jpg">')).toBeUndefined();
    expect(top('<meta property="og:image" content="/img/acme-logo.png">')).toMatchObject({ origin: 'og-image', reason: 'og:image named as the logo' });
  });

  it('never takes an author\'s avatar, and ranks a photo below the mark', () => {
    const all = findLogoCandidates(
      siteOf(`<header><a href="/"><img class="avatar" src="/u/jane.png" width="40" height="40" alt="Jane Doe"></a>
        <img src="/img/team-at-work.jpg" width="900" height="400"><a href="/"><img src="/img/acme.png" alt="Acme"></a></header>`),
      'Acme',
    );
    expect(all.map((c) => c.url)).not.toContain('https://brand.example/u/jane.png');
    expect(all[0].url).toBe('https://brand.example/img/acme.png');
  });

  it('reads a light variant from the file name', () => {
    expect(top('<header><a href="/"><img src="/logo-white.svg" alt="Acme"></a></header>').variantHint).toBe('light');
  });

  it('picks the densest srcset candidate', () => {
    expect(top('<header><a href="/"><img src="/l.png" srcset="/l.png 1x, /l@2x.png 2x" alt="Acme"></a></header>').url).toBe('https://brand.example/l@2x.png');
  });
});

describe('findIconCandidates', () => {
  it('orders apple-touch-icon, declared icons, then /favicon.ico', () => {
    const icons = findIconCandidates(siteOf('<link rel="icon" href="/f32.png" sizes="32x32"><link rel="apple-touch-icon" href="/apple.png" sizes="180x180">'));
    expect(icons.map((i) => i.url)).toEqual(['https://brand.example/apple.png', 'https://brand.example/f32.png', 'https://brand.example/favicon.ico']);
  });
});
