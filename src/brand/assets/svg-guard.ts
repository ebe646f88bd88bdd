/**
 * Refuses SVG bombs before librsvg sees them. librsvg stops entity expansion and more than
 * 500,000 referenced elements itself, but reaching that limit costs seconds of a libuv thread per
 * file (measured: 2.7–3.9 s for ten levels of ten `<use>`s), and an import tries up to ten images.
 * A logo is a few hundred elements; one that would draw more than MAX_DRAWN_ELEMENTS is not a logo.
 */
import { load } from 'cheerio';
import type { Element } from 'domhandler';

export const MAX_DRAWN_ELEMENTS = 50_000;

export function checkSvg(svg: Buffer): void {
  const text = svg.toString('utf8');
  // Entities are how "billion laughs" multiplies text; logos never declare any.
  if (/<!ENTITY/i.test(text)) throw new Error('the SVG declares XML entities (refused: entity expansion)');
  const $ = load(text, { xml: true });
  const root = $('svg').first()[0];
  if (!root) throw new Error('not a readable SVG');
  const byId = new Map<string, Element>();
  $('[id]').each((_, el) => {
    if (!byId.has(el.attribs.id)) byId.set(el.attribs.id, el);
  });
  const drawn = countDrawn(root, byId);
  if (drawn > MAX_DRAWN_ELEMENTS) {
    throw new Error(`the SVG would draw more than ${MAX_DRAWN_ELEMENTS.toLocaleString('en')} elements through nested <use> (refused)`);
  }
}

/** Elements drawn under `root`, each <use> counting what it references; iterative, capped. */
function countDrawn(root: Element, byId: Map<string, Element>): number {
  const cap = MAX_DRAWN_ELEMENTS + 1;
  const edges = (el: Element): Element[] => {
    const out = el.children.filter((c): c is Element => c.type === 'tag');
    if (el.name === 'use' || el.name.endsWith(':use')) {
      const href = el.attribs.href ?? el.attribs['xlink:href'];
      const target = href?.startsWith('#') ? byId.get(href.slice(1)) : undefined;
      if (target) out.push(target);
    }
    return out;
  };
  const weight = new Map<Element, number>();
  const onPath = new Set<Element>();
  const stack: [Element, boolean][] = [[root, false]];
  while (stack.length) {
    const [el, expanded] = stack.pop()!;
    if (expanded) {
      onPath.delete(el);
      let w = 1;
      for (const e of edges(el)) w = Math.min(cap, w + weight.get(e)!);
      weight.set(el, w);
      continue;
    }
    if (weight.has(el)) continue;
    onPath.add(el);
    stack.push([el, true]);
    for (const e of edges(el)) {
      if (onPath.has(e)) throw new Error('the SVG has a <use> that refers to itself (refused)');
      if (!weight.has(e)) stack.push([e, false]);
    }
  }
  return weight.get(root)!;
}
