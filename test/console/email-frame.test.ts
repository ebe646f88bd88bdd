import { describe, expect, it } from 'vitest';
import { elementAt, prepare, withScheme } from '../../src/console/app/write/EmailFrame';

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
});
