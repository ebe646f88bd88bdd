/**
 * Causes found on the ninth held-out batch of the real-page set (`ho9-*`: a local business, public services, subscription
 * products, food brands and publishers in ten languages; SOURCES-held-out-9.md), after its first-contact figure was taken
 * (name 21/22, logo 20/22): invented pages, each failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { decideColors } from '../../../src/brand/extract/palette';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

describe('held-out-9 causes: logos', () => {
  it('never takes an app store badge for the brand\u2019s mark', () => {
    // The header's mark is painted by the stylesheet (a text link); the only pictures named "logos" are the stores' badges,
    // in a navigation list of the footer, linking to the stores.
    const page = `<header><div class="nav__logo"><a href="/" class="nav__logo-link">Spoonful</a></div></header>
      <footer id="siteFooter"><nav><h4>Get the app</h4><ul class="appBadges">
        <li><a href="https://itunes.apple.com/app/spoonful/id123" target="_blank"><img alt="Appstore" src="/assets/logos/app_store/AppStore_DE-03df.svg"></a></li>
        <li><a href="https://play.google.com/store/apps/details?id=com.spoonful" target="_blank"><img alt="Google Play" src="/assets/logos/app_store/GooglePlay_DE-6e92.svg"></a></li>
      </ul></nav></footer>`;
    const urls = findLogoCandidates(siteOf(page, { url: 'https://spoonful.example/menu/1-burger' }), 'Spoonful').map((c) => c.url);
    expect(urls.join(' ')).not.toMatch(/AppStore|GooglePlay/);
    // The same badge named by its file alone, in a link that is not to a store, is still a badge.
    const named = `<header><a href="/download"><img src="/img/logo-app-store-badge.svg" alt="Download on the App Store"></a></header>`;
    expect(findLogoCandidates(siteOf(named, { url: 'https://spoonful.example/' }), 'Spoonful').map((c) => c.url).join(' ')).not.toMatch(/app-store/);
  });

  it('does not count a footer\u2019s own navigation as the header', () => {
    // A nav inside the footer is the footer's: a picture there linking to another company is that company's, as anywhere
    // else away from the header (the header exempts it: a parent's mark in a network bar).
    const page = `<header><div class="nav__logo"><a href="/">Spoonful</a></div></header>
      <div id="siteFooter" role="contentinfo"><nav><a href="https://www.partnerco.example/" target="_blank"><img src="/assets/logos/partnerco.svg" alt="PartnerCo"></a></nav></div>`;
    expect(findLogoCandidates(siteOf(page, { url: 'https://spoonful.example/menu/1' }), 'Spoonful').map((c) => c.url).join(' ')).not.toMatch(/partnerco/);
  });

  it('takes the picture an SVG only wraps as the mark\u2019s file', () => {
    // <svg><image xlink:href="…"></svg> in the header's home link draws a file; the file is the logo, not the wrapper, whose
    // relative reference would not load from a brand kit.
    const page = `<header><h1><a href="https://www.kneadco.example/"><svg width="75" height="75"><image alt="kneadco baking logo" xlink:href="/images/desktop/kneadco.svg" src="/images/desktop/kneadco.png" width="75" height="75"></image></svg></a></h1></header>`;
    const [first] = findLogoCandidates(siteOf(page, { url: 'https://www.kneadco.example/recipes/cookies-12' }), 'Kneadco');
    expect(first).toMatchObject({ url: 'https://www.kneadco.example/images/desktop/kneadco.svg' });
    expect(first.svg).toBeUndefined();
    // An SVG that draws something of its own stays an inline mark.
    const drawn = `<header><a href="/"><svg viewBox="0 0 120 40"><path d="M0 0h120v40H0z"/><image href="/img/badge.png" width="10" height="10"/></svg></a></header>`;
    expect(findLogoCandidates(siteOf(drawn), 'Brand')[0].svg).toMatch(/<path/);
  });
});

describe('held-out-9 causes: names', () => {
  it('reads the label of a home link whose mark a stylesheet paints', () => {
    // The header's logo link holds only an empty box painted by a sheet; its aria-label is what the mark says. The title's
    // "WV Deutschland" and the owner's copyright "WV International, Inc." are the brand with a market and a company form.
    const page = `<title>Kartoffelgulasch Rezept | WV Deutschland</title>
      <header><a aria-label="Wellvita" class="Nav_logoLink__x1" href="/de/"><span class="FileIcon_fileIcon__a Nav_logo__b" style="width:100%;height:40px"></span></a></header>
      <footer><p>©2022 WV International, Inc. Alle Rechte vorbehalten.</p></footer>`;
    expect(chooseName(siteOf(page, { url: 'https://www.wellvita.example/de/rezept/kartoffelgulasch/562a' })).name).toBe('Wellvita');
  });
});

describe('held-out-9 causes: colours', () => {
  it('does not take a favicon generator\u2019s untouched tile colour for the brand\u2019s', () => {
    // RealFaviconGenerator writes msapplication-TileColor #da532c (and mask-icon #5bbad5, theme-color #ffffff) unless told
    // otherwise: three pages of the set carry all of it, none of them orange (Panelinha's first contact made it its primary).
    const head = `<meta name="theme-color" content="#ffffff"><link rel="mask-icon" href="/safari-pinned-tab.svg" color="#5bbad5"><meta name="msapplication-TileColor" content="#da532c">`;
    const primary = (html: string, css = '') => decideColors(collectColorEvidence(siteOf(html, { css }))).colors.primary;
    expect(primary(`${head}<a class="btn" href="/signup">Assine</a>`, `.btn { background: #2e7d32; color: #fff }`)).toBe('#2e7d32');
    expect(primary(head)).not.toBe('#da532c');
    // A tile colour the site chose is still its own.
    expect(primary(`<meta name="msapplication-TileColor" content="#000586">`)).toBe('#000586');
  });
});
