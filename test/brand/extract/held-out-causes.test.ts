/**
 * Causes found on the held-out batch of the real-page set (`ho-*`, `hr-*`; SOURCES-held-out.md), after its
 * first-contact figures were taken: one small synthetic page each, failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const decide = (html: string, css = '') => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('held-out causes: colour', () => {
  // Netflix, Airbnb and Duolingo shapes: emotion/linaria class names carry no word.
  it('reads a rule by the elements that wear its class when the class name says nothing (CSS-in-JS hashes)', () => {
    const logo = `<header><a href="/" class="l1ovpqvx"><svg class="c1d568uk" viewBox="0 0 111 30"><path d="M0 0h10v10z"></path></svg></a></header>`;
    const cta = `<main><h1>Unlimited films</h1><form><input type="email"><button class="e1ax5wel1" type="submit">Get Started</button></form><p><a href="/more">More</a></p></main>`;
    // The only colour is on a hashed button class: it is the call to action's.
    expect(decide(`${logo}${cta}`, `body { background: #000; color: #fff } .e1ax5wel1 { background-color: rgb(229, 9, 20); color: #fff }`).colors.primary).toBe('#e50914');
    // The hashed class of the home link's svg: the mark's own colour.
    expect(decide(`${logo}${cta}`, `.c1d568uk { fill: #58cc02 } a { color: #1cb0f6 }`).colors.primary).toBe('#58cc02');
    // …and of the home link itself, which an svg drawn in currentcolor takes.
    expect(decide(`${logo}${cta}`, `.l1ovpqvx { color: #ff385c } a { color: #222 }`).colors.primary).toBe('#ff385c');
    // A link the rule shapes as a button (a fill and rounded corners) is a call to action too.
    expect(decide(`<main><a class="_1N-oo" href="/register">Get started</a></main>`, `._1N-oo { background-color: #58cc02; border-radius: 16px; color: #fff }`).colors.primary).toBe('#58cc02');
    // The same hashed class on a plain box says nothing.
    expect(decide(`<div class="e1ax5wel1">Promo</div><p>x</p>`, `.e1ax5wel1 { background-color: rgb(229, 9, 20) }`).colors.primary).toBeNull();
  });


  // Django REST framework's docs: stock Bootstrap 2 buttons beside the site's own red links and titles.
  it("reads a control's state written as an attribute or a class as a state, and a framework's stock blue as the framework's", () => {
    const html = `<div class="hero-unit"><h1>Django REST framework</h1><h2>Requirements</h2></div><p><a href="/tutorial/">Tutorial</a> <a class="btn btn-primary" href="https://github.com/x">GitHub</a></p>`;
    const bootstrap = `.btn { background-color: #f5f5f5 } .btn-primary { background-color: #006dcc } .btn-primary:hover, .btn-primary.active, .btn-primary[disabled] { background-color: #0044cc } .btn-group.open .btn-primary.dropdown-toggle { background-color: #0044cc }`;
    const own = `body a { color: #a30000 } .hero-unit h1, .hero-unit h2 { color: #a30000 }`;
    expect(decide(html, `${bootstrap} ${own}`).colors.primary).toBe('#a30000');
    // With no colour of the site's own, the stock blue still speaks.
    expect(decide(html, bootstrap).colors.primary).toBe('#006dcc');
    // A state rule alone weighs like a :hover: `[disabled]` is no resting colour.
    const stateOnly = decide(`<button class="btn" disabled>Go</button><p>x</p>`, `.btn[disabled] { background-color: #7a1f3d }`);
    expect(stateOnly.colors.primary).toBeNull();
    // A site that declares the stock blue as its own theme colour means it.
    const declared = `<meta name="theme-color" content="#0d6efd"><h1>A</h1><h2>B</h2><main><p><a href="/x">x</a></p></main>`;
    expect(decide(declared, `main a { color: #a30000 } h1, h2 { color: #a30000 }`).colors.primary).toBe('#0d6efd');
  });
});

describe('held-out causes: logo', () => {
  it("takes the mark linking home on a social network's own site (twitch.tv linking twitch.tv is home, not a social link)", () => {
    const html = `<nav><a aria-label="Twitch Home" href="/"><svg class="tw-svg__asset--logoglitch" width="40" height="40" viewBox="0 0 40 40"><path d="M8 0 3 5v18h6v5l5-5h4l9-9V0H8z"></path></svg></a><a href="/directory">Browse</a></nav>
      <main><p>Live channels</p></main><footer><a href="https://twitter.com/twitch"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M0 0h30v30z"></path></svg></a></footer>`;
    const [first] = findLogoCandidates(siteOf(html, { url: 'https://www.twitch.tv/' }), 'Twitch');
    expect(first?.svg).toContain('logoglitch');
    // On another site, a picture linking to twitch.tv is still a social link, never the logo.
    const elsewhere = `<header><a href="https://www.twitch.tv/acme"><svg width="40" height="40" viewBox="0 0 40 40"><path d="M8 0 3 5v18h6v5l5-5h4l9-9V0H8z"></path></svg></a></header><p>Acme</p>`;
    expect(findLogoCandidates(siteOf(elsewhere, { url: 'https://acme.example/' }), 'Acme')[0]?.svg).toBeUndefined();
  });
});
