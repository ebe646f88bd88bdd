import { describe, expect, it } from 'vitest';
import { collectColorEvidence, colorsIn, logoColorEvidence, roleOfVariable } from '../../../src/brand/extract/colors';
import { decideColors, isGrey } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const colorsOf = (html: string, css?: string) => decideColors(collectColorEvidence(siteOf(html, { css })));

describe('colour evidence', () => {
  it('parses hex, rgb(), hsl() and named colours, skipping transparent ones', () => {
    expect(colorsIn('linear-gradient(#FFF, rgb(255 0 0), hsl(120 100% 25%), rebeccapurple, transparent, rgba(0,0,0,.1))')).toEqual([
      '#ffffff', '#ff0000', '#008000', '#663399',
    ]);
  });

  it('reads roles from custom property names and skips status colours', () => {
    expect(roleOfVariable('--brand-primary')).toMatchObject({ hint: 'primary' });
    expect(roleOfVariable('--color-accent')).toMatchObject({ hint: 'accent' });
    expect(roleOfVariable('--color-danger')).toBe('skip');
    expect(roleOfVariable('--success-500')).toBe('skip');
    expect(roleOfVariable('--bg')).toMatchObject({ hint: 'background' });
  });

  it('takes inline SVG logo fills as strong evidence', () => {
    expect(logoColorEvidence('<svg><path fill="#E4572E"/><path style="fill:#e4572e"/></svg>')).toEqual([
      expect.objectContaining({ hex: '#e4572e', strong: true }),
    ]);
  });
});

describe('colours that are not the brand\'s', () => {
  it('skips a cookie or consent banner\'s and third-party widgets\' colours', () => {
    const html = '<div class="dsgvo-privacy-popup"><a href="/privacy">Privacy</a></div><div id="cookie-banner"><button class="btn">OK</button></div><a href="/shop">Shop</a>';
    const css = '.dsgvo-privacy-popup a { color: #4285f4 } #cookie-banner .btn { background: #ff00aa } a { color: #1f6f4a }';
    expect(colorsOf(html, css).colors.primary).toBe('#1f6f4a');
  });
});

describe('colour roles', () => {
  it('takes the primary from a brand variable used by buttons, and the accent from its variable', () => {
    const { colors } = colorsOf('<a class="btn btn-primary">Go</a><span class="badge">new</span>', ':root{--brand-primary:#5b3df5;--brand-accent:#00c2a8;--color-danger:#e5484d} .btn-primary{background:var(--brand-primary)} .badge{background:var(--brand-accent)}');
    expect(colors.primary).toBe('#5b3df5');
    expect(colors.accent).toBe('#00c2a8');
    expect(colors.palette.map((p) => p.hex)).not.toContain('#e5484d');
  });

  it('counts only rules some page uses: an unused .btn-danger says nothing', () => {
    const { colors } = colorsOf('<button class="btn">Buy</button>', '.btn{background:#0a7d5a} .btn-danger{background:#d32f2f} .btn-warning{background:#ffb300}');
    expect(colors.primary).toBe('#0a7d5a');
    expect(colors.palette.map((p) => p.hex)).not.toContain('#ffb300');
  });

  it('never takes a grey as primary, and says so instead of guessing', () => {
    const { colors, warnings } = colorsOf('<meta name="theme-color" content="#111111"><button>Go</button>', 'body{background:#fff;color:#333} button{background:#444} a{color:#555}');
    expect(colors.primary).toBeNull();
    expect(warnings[0]).toMatch(/No colour could be defended as the primary brand colour: the site uses only neutral colours/);
    expect(isGrey('#64748b')).toBe(true);
    expect(isGrey('#1d4e89')).toBe(false);
  });

  it("takes Safari's pinned-tab colour as the site's own choice, but not the favicon generator's default", () => {
    expect(colorsOf('<link rel="mask-icon" href="/pin.svg" color="#e8c1ba"><p>Hi</p>').colors.primary).toBe('#e8c1ba');
    expect(colorsOf('<link rel="mask-icon" href="/pin.svg" color="#5bbad5"><p>Hi</p>').colors.primary).toBeNull();
  });

  it('does not promote a colour that is merely used somewhere', () => {
    const { colors, warnings } = colorsOf('<div class="box"></div><div class="tag"></div>', '.box{background:#f4a261}.tag{border-color:#f4a261}');
    expect(colors.primary).toBeNull();
    expect(warnings[0]).toMatch(/no colour is backed by a brand signal/);
  });

  it('reads background and text of a dark theme, ignoring prefers-color-scheme overrides', () => {
    const { colors } = colorsOf('<a class="cta">Go</a>', ':root{--surface:#0b0b12;--ink:#e8e8f0} body{background:var(--surface);color:var(--ink)} .cta{background:#ff4f8b} @media (prefers-color-scheme: light){body{background:#fff}} @media (prefers-color-scheme: dark){.cta{background:#00ff00}}');
    expect(colors).toMatchObject({ primary: '#ff4f8b', background: '#0b0b12', text: '#e8e8f0' });
  });

  it('computes WCAG contrast pairs for text and the brand colours', () => {
    const { colors } = colorsOf('<button class="btn">Go</button>', 'body{background:#ffffff;color:#222222} .btn{background:#1f6f4a}');
    expect(colors.contrast).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ foreground: '#222222', background: '#ffffff', aa: true, use: 'text on background' }),
        expect.objectContaining({ foreground: '#ffffff', background: '#1f6f4a', aa: true, use: 'white label on primary' }),
      ]),
    );
    const ratio = colors.contrast.find((c) => c.use === 'text on background')!.ratio;
    expect(ratio).toBeCloseTo(15.91, 1);
  });

  it('merges a button and its hover shade into one palette entry with normalised weights', () => {
    const { colors } = colorsOf('<button class="btn">Go</button>', '.btn{background:#1f6f4a} .btn:hover{background:#1e6c48}');
    expect(colors.palette.filter((p) => p.hex === '#1e6c48')).toEqual([]);
    const sum = colors.palette.reduce((s, p) => s + p.weight, 0);
    expect(sum).toBeGreaterThan(0.98);
    expect(sum).toBeLessThan(1.02);
  });
});
