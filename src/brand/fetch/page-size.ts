/**
 * Bounds the number of elements of a page before it is parsed. Extraction walks the DOM with
 * cheerio, whose `.find()` on an element is quadratic in that element's children (css-select's
 * removeSubsets): a body of 100,000 paragraphs (2.7 MB) took 18.7 s of the event loop, and even
 * linear steps cost ~0.1 ms per element (10,000 elements: ~1 s). Real pages have a few thousand
 * elements, and the brand (head, header, hero) comes first.
 */
export const MAX_PAGE_ELEMENTS = 10_000;

/** The HTML up to its `max`-th start tag (counted leniently: every `<` before a letter). */
export function capElements(html: string, max = MAX_PAGE_ELEMENTS): { html: string; cut: boolean } {
  const tag = /<[a-zA-Z]/g;
  for (let n = 0; tag.exec(html); n++) {
    if (n === max) return { html: html.slice(0, tag.lastIndex - 2), cut: true };
  }
  return { html, cut: false };
}
