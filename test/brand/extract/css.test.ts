import { describe, expect, it } from 'vitest';
import { parseStylesheet, selectorTarget, splitSelectors } from '../../../src/brand/extract/css';
import { siteOf } from '../helpers/site';

describe('stylesheet reading', () => {
  it('keeps rules inside @media with their condition, @font-face sources and @import targets', () => {
    const sheet = parseStylesheet(
      '@import "../base.css"; @font-face{font-family:"X";src:url(f.woff2)} @media (min-width:600px){.a{color:red}} .b,.c{background:blue}',
      'https://s.test/css/v2/site.css',
    );
    expect(sheet.imports).toEqual(['https://s.test/css/base.css']);
    expect(sheet.fontFaces).toEqual([{ family: 'X', sources: ['https://s.test/css/v2/f.woff2'], weight: undefined, style: undefined }]);
    expect(sheet.rules).toEqual([
      { selectors: ['.a'], declarations: [{ property: 'color', value: 'red', important: false }], source: 'https://s.test/css/v2/site.css', media: '(min-width:600px)' },
      { selectors: ['.b', '.c'], declarations: [{ property: 'background', value: 'blue', important: false }], source: 'https://s.test/css/v2/site.css' },
    ]);
  });

  it('survives broken CSS', () => {
    expect(parseStylesheet('.a{color:red;;; .b{', 'https://s.test/').rules.length).toBeGreaterThanOrEqual(0);
  });

  it('finds the subject of a selector', () => {
    expect(selectorTarget('header nav > a.btn.btn-primary:hover')).toMatchObject({ tag: 'a', classes: ['btn', 'btn-primary'], pseudo: ['hover'], context: 'header nav >' });
    expect(selectorTarget('a[href$=".pdf"]:not(.x)').classes).toEqual([]);
    expect(splitSelectors('a, :is(b, c), [d="e,f"]')).toEqual(['a', ':is(b, c)', '[d="e,f"]']);
  });

  it('resolves nested var() with fallbacks and knows which selectors the pages use', () => {
    const site = siteOf('<div class="used"></div>', { css: ':root{--a:var(--b);--b:#123456} .x{--scoped:1px}' });
    expect(site.resolveVars('var(--a)')).toBe('#123456');
    expect(site.resolveVars('var(--missing, #abcdef)')).toBe('#abcdef');
    expect(site.applies('div.used')).toBe(true);
    expect(site.applies('.unused:hover')).toBe(false);
  });
});
