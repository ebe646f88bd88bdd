import { load } from 'cheerio';
import { convert } from 'html-to-text';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { boundHtmlDepth, MAX_HTML_DEPTH } from '../../src/lib/html-depth';

type Node = DefaultTreeAdapterMap['node'];

/** Deepest element of the document as a spec parser builds it (parse5 is iterative). */
function depthOf(html: string): number {
  let max = 0;
  const stack: Array<[Node, number]> = [[parse(html), 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    const holder = (node as DefaultTreeAdapterMap['template']).content ?? node;
    for (const c of (holder as { childNodes?: Node[] }).childNodes ?? []) if ('tagName' in c) stack.push([c, depth + 1]);
  }
  return max;
}

const N = 20_000;
/** Each level carries its number as text, so order and loss both show. */
const numbered = (open: string, close = '') => Array.from({ length: N }, (_, i) => `${open}${i} `).join('') + close.repeat(N);
const SHAPES: Record<string, string> = {
  div: numbered('<div>', '</div>'),
  'table>tr>td': numbered('<table><tr><td>'),
  font: numbered('<font color="#333333">'),
  unclosed: numbered('<div><span><b>'),
};

describe('boundHtmlDepth', () => {
  it('returns ordinary HTML as the very same string', () => {
    const html = '<!doctype html><html><body><table><tr><td><p>Hi <a href="https://x.example/">there</a></p></td></tr></table></body></html>';
    expect(boundHtmlDepth(html)).toBe(html);
    const deepButAllowed = '<div>'.repeat(MAX_HTML_DEPTH - 3) + 'x';
    expect(boundHtmlDepth(deepButAllowed)).toBe(deepButAllowed);
  });

  it.each(Object.keys(SHAPES))('flattens %s nested 20,000 levels to about 512, keeping every word in order', (shape) => {
    const html = SHAPES[shape];
    expect(depthOf(html)).toBeGreaterThan(N);
    const bounded = boundHtmlDepth(html);
    // Parsed again, a td laid beside the others inside a table gets the tbody and tr it implies.
    expect(depthOf(bounded)).toBeLessThanOrEqual(MAX_HTML_DEPTH + 3);
    // What used to overflow the stack now works, and loses nothing.
    const text = convert(bounded, { wordwrap: false });
    const numbers = text.match(/\d+/g)!.map(Number);
    expect(numbers).toEqual(Array.from({ length: N }, (_, i) => i));
    expect(load(bounded)('body').text().match(/\d+/g)!.length).toBe(N);
  });

  it('keeps a deep link with its text, and script text as script', () => {
    const html = `${'<div>'.repeat(3000)}<a href="https://shop.example/unsubscribe">Unsubscribe</a><script>if (a < b) go()</script>${'</div>'.repeat(3000)}`;
    const $ = load(boundHtmlDepth(html));
    expect($('a').attr('href')).toBe('https://shop.example/unsubscribe');
    expect($('a').text()).toBe('Unsubscribe');
    expect($('script').text()).toBe('if (a < b) go()');
  });
});
