/**
 * One small synthetic page per cause of a primary-colour miss on the real-page set (issue #17,
 * `npm run bench -- import-accuracy`): how real sites show their brand colour — a filled bar
 * across the top, a page painted in the brand's colour — and what must not outweigh it (a long
 * selector list, an account's own style on a platform). Each fails if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence, oneHueGradient } from '../../../src/brand/extract/colors';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const decide = (html: string, css = '') => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('colour miss causes (real-page set, issue #17)', () => {
  it('counts a rule that lists several selectors once, so a long list does not outweigh one call to action', () => {
    const html = `<main><article><p><a href="/a">Read</a></p></article></main><a class="btn" href="/signup">Sign up</a>`;
    const list = `a, a:hover, a:focus, a:active, main a, article a { color: #1b4fd8 }`;
    const button = `.btn { background: #e4405f; color: #fff }`;
    expect(decide(html, `${list} ${button}`).colors.primary).toBe('#e4405f');
    // The same link colour in one rule of its own still counts as a link colour.
    expect(decide(html, `article a { color: #1b4fd8 }`).colors.primary).toBe('#1b4fd8');
    // Two heading levels in one rule are still two levels: the house colour of the titles.
    expect(decide(`<h1>A</h1><h2>B</h2>`, `h1, h2 { color: #8a1538 } p { color: #333 }`).colors.primary).toBe('#8a1538');
  });

  it("does not take an account's own style on a platform (a user's profile colours) for the site's colour", () => {
    const head = `<meta name="theme-color" content="#55acee">`;
    const userStyle = `<style id="user-style-github">a, .u-textUserColor { color: #2b50c8 } .tweet-btn, .tweet-btn:focus { background-color: #2b50c8 }</style>`;
    const body = `<p><a href="/x">x</a></p><button class="tweet-btn">Tweet</button>`;
    expect(decide(`${head}${userStyle}${body}`).colors.primary).toBe('#55acee');
    // The same rules in the site's own stylesheet are the site's.
    expect(decide(`${head}<style>a, .u-textUserColor { color: #2b50c8 } .tweet-btn, .tweet-btn:focus { background-color: #2b50c8 }</style>${body}`).colors.primary).toBe('#2b50c8');
  });

  it('reads a bar pinned across the top of the page as the header, and a gradient of one hue as its middle shade', () => {
    const html = `<div id="tocframe"><ul><li><a href="/">Home</a></li><li><a href="/text">Text input</a></li></ul></div><p>Music notation for everyone. <a href="/news">News</a></p>`;
    const bar = `div#tocframe { position: absolute; top: 0; left: 0; right: 0; background: rgb(35, 155, 80); background: linear-gradient(to top, rgb(25, 115, 50), rgb(45, 205, 115)) }`;
    const css = `body { background: #f5fcf2 } a:link { color: #0c51ab } #tocframe a { color: #fff } ${bar}`;
    expect(decide(html, css).colors.primary).toBe('#239f52');
    // Unpinned, the same box is no bar: the link colour is the brand's signal.
    expect(decide(html, css.replace('position: absolute; top: 0;', '')).colors.primary).toBe('#0c51ab');
    // A box pinned at the top that fills the screen is an overlay (an ad-block notice), not a bar.
    const overlay = `<div id="notice">Please turn off your ad blocker</div><p>Text</p>`;
    expect(decide(overlay, `#notice { position: fixed; top: 0; left: 0; width: 100%; height: 100%; background: #e89900; color: #fff }`).colors.primary).toBeNull();
    // Stops of different hues stay apart.
    expect(oneHueGradient(['#ff0000', '#2b50c8'])).toEqual(['#ff0000', '#2b50c8']);
    expect(oneHueGradient(['#197332', '#2dcd73'])).toEqual(['#239f52']);
  });

  it("takes a header bar in the brand's colour over the content's link colour", () => {
    const html = `<header><a href="/"><img src="/logo.svg" alt="Acme"></a><nav><a href="/shop">Shop</a></nav></header><main><p><a href="/x">More</a></p></main>`;
    expect(decide(html, `header { background: #7a1f3d } header a { color: #fff } a { color: #1a5fb4 }`).colors.primary).toBe('#7a1f3d');
    // A coloured bar with no light text on it is a weaker signal than the link colour.
    expect(decide(html, `header { background: #7a1f3d } a { color: #1a5fb4 }`).colors.primary).toBe('#1a5fb4');
    // A white or grey header is chrome: the link colour stays the signal.
    expect(decide(html, `header { background: #f4f4f4 } a { color: #1a5fb4 }`).colors.primary).toBe('#1a5fb4');
  });

  it('takes a page painted in a deep colour of its own (light text on it) for the brand colour, not a pale tint', () => {
    const html = `<div id="hd"><h1><a href="/">Django documentation</a></h1></div><div id="bd"><p><a href="/intro">Getting started</a></p></div>`;
    const d = decide(html, `html { background: #092e20 } body { background: #092e20; color: #fff } a:link { color: #ffc757 } #bd a:link { color: #ab5603 }`);
    expect(d.colors.primary).toBe('#092e20');
    expect(d.colors.background).toBe('#092e20');
    // A pale green page is a background; the link colour is the brand's.
    expect(decide(html, `body { background: #f5fcf2; color: #111 } a:link { color: #0c51ab }`).colors.primary).toBe('#0c51ab');
  });

  it('never fails on odd values in the rules these causes read', () => {
    const stops = Array.from({ length: 400 }, (_, i) => `hsl(${i % 360} 80% 50%)`).join(', ');
    const css = [
      `#a { position: absolute; top: 0; background: linear-gradient(${stops}) }`,
      `#b { position: fixed !important; top: 0px; background: linear-gradient(to top, not-a-colour, rgb(999, -4, 12)) }`,
      `#c { position: sticky; top: calc(0); background: oklch(2 9 400) }`,
      `body { background: var(--missing); color: var(--x, var(--y, var(--z))) }`,
    ].join(' ');
    const html = `<meta name="theme-color" content="rgb(,,)"><meta name="msapplication-TileColor" content="#zzz"><style id="user-style-">a{color:red}</style><div id="a"></div><div id="b"></div><div id="c"></div>`;
    const d = decide(html, css);
    expect(d.colors.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(d.colors.primary === null || /^#[0-9a-f]{6}$/.test(d.colors.primary)).toBe(true);
  });
});
