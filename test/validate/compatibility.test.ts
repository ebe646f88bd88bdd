import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import { checkCompatibility } from '../../src/validate/compatibility';
import { caniemailData } from '../../src/validate/compatibility/data';
import { CompatibilityResult } from '../../src/validate/schema';
import { fixture, positionOf } from './helpers/fixtures';

describe('compatibility', () => {
  const html = fixture('broken/compatibility.html');

  it('reports each unsupported feature where it is used, with the clients and a fix', async () => {
    const r = await checkCompatibility({ html });
    CompatibilityResult.parse(r);
    const at = (code: string, needle: string, after?: string) => {
      const pos = positionOf(html, needle, after);
      const issue = r.issues.find((i) => i.code === code && i.line === pos.line && i.column === pos.column);
      expect(issue, `${code} at ${pos.line}:${pos.column} (${needle})`).toBeDefined();
      return issue!;
    };
    expect(at('css-at-import', '@import')).toMatchObject({ severity: 'error', line: 6, column: 1 });
    expect(at('css-variables', '--accent')).toMatchObject({ line: 7, column: 9 });
    expect(at('css-display-grid', 'display: grid')).toMatchObject({ severity: 'error', line: 8, column: 9 });
    const flex = at('css-display-flex', 'display: flex');
    expect(flex).toMatchObject({ severity: 'error', line: 15, column: 15 });
    expect(flex.clients).toContain('outlook.windows');
    expect(flex.suggestion).toMatch(/tables/);
    expect(flex.snippet).toContain('display: flex');
    at('css-gap', 'gap: 12px');
    at('css-unit-calc', 'calc(');
    at('css-important', 'color: var(--accent) !important');
    at('css-position', 'position: absolute');
    at('css-pseudo-class-hover', ':hover');
    at('image-webp', 'https://cdn.brandmail-fixtures.com/hero.webp');
    expect(at('html-svg', '<svg')).toMatchObject({ severity: 'error' });
    expect(r.passed).toBe(false);
  });

  it('tests all 48 client pairs by default and keeps a supported / partial / unsupported table per client with notes', async () => {
    const r = await checkCompatibility({ html });
    expect(r.clients).toHaveLength(caniemailData().clients.length);
    expect(r.clients.length).toBeGreaterThanOrEqual(48);
    const outlook = r.clients.find((c) => c.client === 'outlook.windows')!;
    expect(outlook.name).toBe('Outlook Windows');
    expect(outlook.unsupported.map((u) => u.feature)).toEqual(expect.arrayContaining(['css-display-flex', 'css-display-grid', 'image-webp']));
    const gmailIos = r.clients.find((c) => c.client === 'gmail.ios')!;
    const flex = gmailIos.partial.find((p) => p.feature === 'css-display-flex');
    expect(flex?.notes.join(' ')).toMatch(/non Google accounts/);
    expect(outlook.score).toBeLessThan(r.clients.find((c) => c.client === 'apple-mail.ios')!.score);
    const feature = r.features.find((f) => f.feature === 'css-display-flex')!;
    expect(feature.locations[0]).toEqual(positionOf(html, 'display: flex'));
    expect(feature.unsupported).toContain('outlook.windows');
  });

  it('filters clients with globs and refuses a pattern that matches none', async () => {
    const r = await checkCompatibility({ html }, { clients: ['gmail.*', 'outlook.windows'] });
    expect(r.clients.map((c) => c.client).sort()).toEqual(['gmail.android', 'gmail.desktop-webmail', 'gmail.ios', 'gmail.mobile-webmail', 'outlook.windows']);
    for (const i of r.issues) for (const c of i.clients ?? []) expect(c).toMatch(/^(gmail\.|outlook\.windows$)/);
    const family = await checkCompatibility({ html }, { clients: ['yahoo'] });
    expect(family.clients.map((c) => c.client)).toEqual(['yahoo.android', 'yahoo.desktop-webmail', 'yahoo.ios']);
    await expect(checkCompatibility({ html }, { clients: ['lotus.notes'] })).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' } satisfies Partial<ApiError>);
  });

  it('on a single client, anything that client lacks is an error', async () => {
    const r = await checkCompatibility({ html }, { clients: ['outlook.windows'] });
    expect(r.issues.find((i) => i.code === 'css-border-radius')).toBeUndefined();
    expect(r.issues.filter((i) => i.code === 'css-display-flex').every((i) => i.severity === 'error')).toBe(true);
  });

  it("takes a client's latest result in the order caniemail tested them, not by string sort", async () => {
    // outlook.macos @font-face: 2011 y, 2016 y, then 16.80 n. String sort would pick "2016".
    const r = await checkCompatibility({ html: '<style>@font-face { font-family: X; src: url(x.woff2); }</style><p>x</p>' }, { clients: ['outlook.macos'] });
    expect(r.features.find((f) => f.feature === 'css-at-font-face')?.unsupported).toEqual(['outlook.macos']);
  });

  it('keeps going when a stylesheet cannot be read, and ignores Outlook-only conditional markup', async () => {
    const broken = [
      '<style>}}} .a { color: red; } @media { {{ </style>',
      '<!--[if mso]><div style="display:flex">Outlook only</div><![endif]-->',
      '<div style="display: grid">Grid</div>',
    ].join('\n');
    const r = await checkCompatibility({ html: broken });
    expect(r.features.map((f) => f.feature)).toContain('css-display-grid');
    expect(r.features.map((f) => f.feature)).not.toContain('css-display-flex');
    expect(r.features.find((f) => f.feature === 'html-comments')?.locations).toEqual([{ line: 2, column: 1 }]);
  });

  it('passes a clean, table-based email', async () => {
    const r = await checkCompatibility({ html: fixture('clean/welcome.html') });
    expect(r.passed).toBe(true);
    expect(r.score).toBeGreaterThan(75);
  });

  it('finds features in the CSS value, selector and at-rule grammar, not in text', async () => {
    const css = `<style>
a:hover, p::before { color: oklch(60% 0.1 200); }
.a.b > .c + .d ~ .e [data-x] { width: 10vw; margin-inline: 2rem; }
@media (prefers-reduced-motion: reduce) { .x { animation: none; } }
@supports (display: grid) { .y { display: inline-grid } }
</style><p>display:flex in text is not a feature, nor is url(x.webp)</p>`;
    const r = await checkCompatibility({ html: css });
    const slugs = r.features.map((f) => f.feature);
    for (const s of [
      'css-pseudo-class-hover', 'css-pseudo-element-before', 'css-selector-grouping', 'css-modern-color', 'css-selector-chaining', 'css-selector-child',
      'css-selector-adjacent-sibling', 'css-selector-general-sibling', 'css-selector-attribute', 'css-unit-vw', 'css-margin-inline-block', 'css-unit-rem',
      'css-at-media-prefers-reduced-motion', 'css-at-supports', 'css-display-grid', 'css-animation',
    ]) {
      expect(slugs, s).toContain(s);
    }
    expect(slugs).not.toContain('css-display-flex');
    expect(slugs).not.toContain('image-webp');
  });
});
