import { describe, expect, it } from 'vitest';
import { elementAt, prepare, withImagesOff, withScheme } from '../../src/console/app/write/EmailFrame';

const HTML = [
  '<!doctype html><html><head><style>',
  '.a { display: flex }',
  '</style></head><body>',
  '<table><tr><td class="a">',
  '  <img src="x.png">',
  '</td></tr></table>',
  '</body></html>',
].join('\n');

describe('email frame markup', () => {
  it('outlines the element a line and column fall in, and nothing in the head', () => {
    const marked = prepare(HTML, { line: 5, column: 4 });
    expect(marked).toContain('<img data-bm-highlight src="x.png">');
    expect(marked).toMatch(/\[data-bm-highlight\]\{outline[^<]*<\/style><\/head>/);
    expect(elementAt(HTML, 2, 5)).toBeNull();
    expect(prepare(HTML, { line: 2, column: 5 })).toBe(HTML);
    // A position on a closing tag belongs to the element it closes into, not to the closing tag.
    expect(prepare(HTML, { line: 6, column: 2 })).toContain('<td data-bm-highlight class="a">');
    expect(elementAt(HTML, 99, 1)).toBeNull();
  });

  it("switches the email's own dark rules on for the Dark toggle, and leaves light alone", () => {
    const html = '<style>@media (prefers-color-scheme: dark) { body { background: #000 } } @media (prefers-color-scheme:light){ .l{} }</style>';
    expect(withScheme(html, 'light')).toBe(html);
    const dark = withScheme(html, 'dark');
    expect(dark).toContain('@media (min-width: 0px) { body { background: #000 } }');
    expect(dark).toContain('@media (max-width: 0px){ .l{} }');
  });

  it('shows each image as a box of its size holding its alt text when images are off, as blocking clients do', () => {
    const html = [
      '<table background="https://x.test/bg.jpg" style="background: #fff url(\'https://x.test/bg.jpg\') no-repeat; line-height: 20px">',
      '<tr><td><img src="https://x.test/logo.png" width="120" height="40" alt="Northwind <Shop> &amp; Co" style="display:block;height:auto;color:#123456;line-height:18px">',
      '<img src=https://x.test/pixel.gif width=1 height=1 alt="">',
      '</td></tr></table>',
    ].join('');
    const off = withImagesOff(html);
    expect(off).not.toMatch(/<img\b/i);
    expect(off).not.toContain('https://x.test/');
    expect(off).toContain('>Northwind &lt;Shop&gt; &amp; Co</span>');
    const box = /<span data-bm-image-off style="([^"]*)">Northwind/.exec(off)![1];
    expect(box).toContain('width:120px');
    expect(box).toContain('min-height:40px');
    // The image's own style carries over (clients style alt text with it), except a height that would collapse the box.
    expect(box).toContain('color:#123456');
    expect(box).toContain('line-height:18px');
    expect(box).not.toMatch(/(^|;)height:auto/);
    expect(box).toMatch(/;border:1px dashed #9aa3af;padding:2px 4px$/);
    expect(off).toContain('style="background: #fff none no-repeat; line-height: 20px"');
    expect(off).toContain('<span data-bm-image-off style="display:inline-block;box-sizing:border-box;max-width:100%;overflow:hidden;vertical-align:middle;width:1px;min-height:1px;;border:1px dashed #9aa3af;padding:2px 4px"></span>');
    // Without images, the markup is untouched.
    expect(withImagesOff('<p style="line-height:2">Hi</p>')).toBe('<p style="line-height:2">Hi</p>');
  });
});
