/**
 * Causes found on the third held-out batch of the real-page set (`ho3-*`: landing, shop and portfolio pages;
 * SOURCES-held-out-3.md), after its first-contact figures were taken: one small synthetic page each, failing if the
 * rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

describe('held-out-3 causes: name', () => {
  const footer = (holder: string) => `<footer><div class="small">Copyright &copy; ${holder}</div></footer>`;

  // A one-page site's brand links the page's own top, and a site kept in a folder links its own index.html.
  it('reads the brand link of a one-page site or a site in a folder as a link home', () => {
    const page = (href: string) =>
      `<title>Agency - Acme Studio</title><nav class="navbar"><a class="navbar-brand" href="${href}">Nordlicht</a><a class="nav-link" href="#services">Services</a></nav>` +
      `<header class="masthead"><h1>It's nice to meet you</h1></header><main><p>Text</p></main>`;
    for (const href of ['#page-top', '#!', '#', 'index.html']) {
      expect(chooseName(siteOf(page(href), { url: 'https://studio.example.org/themes/agency/index.html' })).name).toBe('Nordlicht');
    }
    // Any other link with the page's top as its target is no brand: the hero's heading is no name either way.
    const menuOnly = `<title>Welcome</title><nav><a class="nav-link" href="#page-top">Top</a></nav><main><p>Text</p></main>`;
    expect(chooseName(siteOf(menuOnly, { url: 'https://studio.example.org/themes/agency/index.html' })).name).not.toBe('Top');
  });

  // Templates leave "Copyright © Your Website 2023" in the footer: a placeholder is never a name, and a year is no word of one.
  it('never takes a template placeholder for the name, and drops a year after the holder', () => {
    const page = (holder: string) => `<title>Welcome</title><main><p>Text</p></main>${footer(holder)}`;
    for (const holder of ['Your Website 2023', 'Your Company 2021', 'Company Name', 'Your Brand']) {
      expect(chooseName(siteOf(page(holder), { url: 'https://landing.example/' })).name).toBeNull();
    }
    expect(chooseName(siteOf(page('Nordlicht Kaffee 2023'), { url: 'https://landing.example/' })).name).toBe('Nordlicht Kaffee');
    // "Our Website is Coming Soon" in the masthead is a sentence about the site, not its name.
    const soon = `<title>Welcome</title><header class="masthead"><h1>Our Website is Coming Soon</h1></header><main><p>Text</p></main>`;
    expect(chooseName(siteOf(soon, { url: 'https://soon.example/' })).name).toBeNull();
  });

  // "Heroic Features - Start Bootstrap Template", "SB Admin 2 - Dashboard": the maker without the word, the app without its screen.
  it("reads a theme's maker without the word theme or template, and a dashboard as no name", () => {
    const page = (title: string) => `<title>${title}</title><main><p>Text</p></main>`;
    expect(chooseName(siteOf(page('Heroic Features - Nordlicht Template'), { url: 'https://nordlicht.example/' })).name).toBe('Nordlicht');
    expect(chooseName(siteOf(page('Agency - Nordlicht Studio Theme'), { url: 'https://studio.example/' })).name).toBe('Nordlicht Studio');
    const admin = `<title>Acme Admin 2 - Dashboard</title><div class="sidebar"><a class="sidebar-brand" href="index.html"><i class="fas fa-laugh-wink"></i><div class="sidebar-brand-text">Acme Admin <sup>2</sup></div></a></div>`;
    expect(chooseName(siteOf(admin, { url: 'https://admin.example/app/index.html' })).name).toBe('Acme Admin 2');
  });
  // Spectre.css (tuned set, css3-spectre-home): once its logo link to index.html counted as home, the logo's alt
  // "Spectre.css CSS Framework" outvoted the site's declared handle "spectrecss": the longer name is the declared one and its kind.
  it('gives a longer name that starts with a declared one to the declared name', () => {
    const page = `<title>Spectre.css CSS Framework</title><meta name="twitter:site" content="@spectrecss"><div class="docs-brand"><a class="docs-logo" href="index.html"><img src="img/spectre-logo.svg" alt="Spectre.css CSS Framework"></a></div><main><p>Text</p></main>`;
    expect(chooseName(siteOf(page, { url: 'https://picturesque.example.io/spectre/index.html' })).name).toBe('Spectre.css');
    // Without a declared shorter name the longer one stands.
    expect(chooseName(siteOf(page.replace(/<meta[^>]*>/, ''), { url: 'https://picturesque.example.io/spectre/index.html' })).name).toBe('Spectre.css CSS Framework');
  });
});

describe('held-out-3 causes: logo', () => {
  const first = (html: string, url = 'https://studio.example/') => findLogoCandidates(siteOf(html, { url }), 'Nordlicht')[0];

  // The résumé theme: the person's round photo in the brand link home ("img-profile", "profile.jpg") is a person, not a mark.
  it("never takes a person's profile photo in the brand link for the logo", () => {
    const nav = (img: string) => `<nav class="navbar"><a class="navbar-brand" href="/"><span>Clarence Taylor</span>${img}</a></nav><main><p>Text</p></main>`;
    expect(first(nav('<img class="img-fluid img-profile rounded-circle" src="assets/img/me.jpg" alt="...">'))).toBeUndefined();
    expect(first(nav('<img class="rounded-circle" src="assets/img/profile.jpg" alt="...">'))).toBeUndefined();
    // A mark in the same place stays the logo.
    expect(first(nav('<img src="assets/img/nordlicht.svg" alt="Nordlicht">'))?.url).toBe('https://studio.example/assets/img/nordlicht.svg');
  });

  // Grayscale and New Age: today's themes call their hero "masthead" — its photo ("bg-masthead.jpg") and the phone
  // mock-up's backdrop shapes inside it ("masthead-device-mockup") named the word and were taken for marks.
  it('reads "masthead" as the hero, not as a word of a mark', () => {
    const photo = `<nav><a class="navbar-brand" href="#page-top">Nordlicht</a></nav><section class="about"><img class="img-fluid" src="assets/img/bg-masthead.jpg" alt="..."></section>`;
    expect(first(photo)).toBeUndefined();
    const shapes = `<header class="masthead"><h1>Showcase your app</h1><div class="masthead-device-mockup"><svg class="shape-1" viewBox="0 0 240 240"><rect x="0" y="78" width="305" height="84" rx="42"></rect><rect x="0" y="78" width="305" height="84" rx="42" transform="rotate(-45)"></rect></svg></div></header>`;
    expect(first(shapes)).toBeUndefined();
  });

  // Modern Business: the hero's placeholder photo ("dummyimage.com/600x400/…") was the header's lone picture.
  it("never takes a picture whose address states a photo's size for the header's lone mark", () => {
    const hero = (src: string) => `<nav><a class="navbar-brand" href="/">Nordlicht</a></nav><header class="bg-dark py-5"><h1>A template for modern businesses</h1><img class="img-fluid rounded-3" src="${src}" alt="..."></header>`;
    expect(first(hero('https://dummyimage.com/600x400/343a40/6c757d'))).toBeUndefined();
    expect(first(hero('/img/hero-1200x600.png'))).toBeUndefined();
    // A small unnamed picture there is still the header's mark.
    expect(first(hero('/img/seal.png'))?.url).toBe('https://studio.example/img/seal.png');
  });
});
