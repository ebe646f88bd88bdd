/**
 * Which style sheets a client keeps, read from caniemail: `<style>` elements (html-style: none,
 * only in `<head>`, or all), `@media` rules (css-at-media) and `@media (prefers-color-scheme)`
 * (css-at-media-prefers-color-scheme). What survives is then filtered declaration by declaration
 * with the same rules as inline styles (css-properties.ts).
 */
import type { CheerioAPI } from 'cheerio';
import * as csstree from 'css-tree';
import { hasNote, isUnsupported, type Support } from './caniemail';
import { filterDeclaration, type CssRules } from './css-properties';

export interface StyleSupport {
  styleElements: 'all' | 'head' | 'none';
  mediaQueries: boolean;
  prefersColorScheme: boolean;
}

export function styleSupportFor(support: Map<string, Support>): StyleSupport {
  const style = support.get('html-style');
  return {
    styleElements: isUnsupported(style) ? 'none' : hasNote(style, /Not supported inside the `<body>`/) ? 'head' : 'all',
    mediaQueries: !isUnsupported(support.get('css-at-media')),
    prefersColorScheme: !isUnsupported(support.get('css-at-media-prefers-color-scheme')),
  };
}

const PREFERS_COLOR_SCHEME = /prefers-color-scheme/i;

/** A style sheet as the client applies it; the input unchanged when it does not parse. */
export function filterStylesheet(css: string, support: StyleSupport, rules: CssRules): string {
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { parseValue: false, parseAtrulePrelude: false, parseRulePrelude: false, parseCustomProperty: false });
  } catch {
    return css;
  }
  csstree.walk(ast, {
    visit: 'Atrule',
    enter(node, item, list) {
      if (node.name.toLowerCase() !== 'media' || !list) return;
      const prelude = node.prelude ? csstree.generate(node.prelude) : '';
      if (!support.mediaQueries || (!support.prefersColorScheme && PREFERS_COLOR_SCHEME.test(prelude))) list.remove(item);
    },
  });
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node, item, list) {
      if (!list) return;
      const value = node.value.type === 'Raw' ? node.value.value : csstree.generate(node.value);
      const kept = filterDeclaration(rules, node.property, value);
      if (kept === null) list.remove(item);
      else if (kept !== value) node.value = { type: 'Raw', value: kept };
    },
  });
  return csstree.generate(ast);
}

/** True when a style sheet of the document carries `@media (prefers-color-scheme: dark)` rules. */
export function hasDarkModeStyles($: CheerioAPI): boolean {
  return $('style')
    .toArray()
    .some((el) => /prefers-color-scheme\s*:\s*dark/i.test($(el).text()));
}

export function applyStyleSupport($: CheerioAPI, support: StyleSupport, rules: CssRules): void {
  $('style').each((_, el) => {
    const node = $(el);
    if (support.styleElements === 'none' || (support.styleElements === 'head' && node.closest('body').length > 0)) {
      node.remove();
      return;
    }
    const css = node.text();
    const filtered = filterStylesheet(css, support, rules);
    if (filtered !== css) node.text(filtered);
  });
}
