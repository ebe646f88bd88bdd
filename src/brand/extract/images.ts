/**
 * Images an email could reuse: the hero visual, product shots, content photos and the social
 * share image. Logos, icons, SVGs (email clients do not show them), tracking pixels and images
 * too small to fill a column are left out.
 */
import type { BrandImage } from '../schema';
import { absoluteUrl, cleanText, type Site } from './site';

const MAX_IMAGES = 16;
/** Narrower than this (when the page says), an image cannot carry an email section. */
const MIN_WIDTH = 200;
const NOT_CONTENT = /logo|icon|sprite|avatar|badge|pixel|spacer|tracking|flag|emoji|placeholder|loader|spinner|gravatar|favicon|payment|rating|star/i;

export function extractImages(site: Site): BrandImage[] {
  const out: BrandImage[] = [];
  const seen = new Set<string>();
  const add = (img: BrandImage) => {
    if (seen.has(img.url) || out.length >= MAX_IMAGES) return;
    if (/\.svgz?(\?|#|$)/i.test(img.url)) return;
    seen.add(img.url);
    out.push(img);
  };

  for (const page of site.pages) {
    const $ = page.$;
    let heroTaken = !page.isEntry;
    $('body img, body picture source[srcset]').each((_, el) => {
      const node = $(el);
      const isSource = el.tagName === 'source';
      const img = isSource ? node.closest('picture').find('img').first() : node;
      if (isSource) return; // the <img> of the <picture> is visited on its own
      const src = bestSrc(img.attr('srcset')) ?? img.attr('src') ?? img.attr('data-src');
      const url = absoluteUrl(src, page.base);
      if (!url) return;
      const alt = cleanText(img.attr('alt'));
      const words = `${url} ${alt} ${img.attr('class') ?? ''} ${img.parent().attr('class') ?? ''}`;
      if (NOT_CONTENT.test(words) || img.closest('header, nav, footer, [class*="logo"], [class*="partner"], [class*="client"]').length) return;
      const width = int(img.attr('width'));
      const height = int(img.attr('height'));
      if ((width !== null && width < MIN_WIDTH) || (height !== null && height < 60)) return;
      const inProduct = img.closest('[class*="product"], [itemtype*="Product"], [data-product-id]').length > 0;
      const inHero = img.closest('[class*="hero"], [class*="banner"], [class*="jumbotron"], [class*="masthead"], [class*="splash"]').length > 0;
      const role: BrandImage['role'] = inProduct ? 'product' : !heroTaken && (inHero || out.length === 0) ? 'hero' : 'content';
      if (role === 'hero') heroTaken = true;
      add({ url, alt, width, height, role });
    });
  }

  const og = site.entry.$('meta[property="og:image"]').attr('content') ?? site.entry.$('meta[name="twitter:image"]').attr('content');
  const ogUrl = absoluteUrl(og, site.entry.base);
  if (ogUrl && !NOT_CONTENT.test(ogUrl)) {
    add({
      url: ogUrl,
      alt: cleanText(site.entry.$('meta[property="og:image:alt"]').attr('content')),
      width: int(site.entry.$('meta[property="og:image:width"]').attr('content')),
      height: int(site.entry.$('meta[property="og:image:height"]').attr('content')),
      role: 'social',
    });
  }
  // Heroes first, then products, then the rest: the order an email designer reaches for them.
  const rank = { hero: 0, product: 1, content: 2, social: 3 } as const;
  return out.sort((a, b) => rank[a.role] - rank[b.role]);
}

function int(v: string | undefined): number | null {
  const n = v && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function bestSrc(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; w: number } | undefined;
  for (const part of srcset.split(/,\s+/)) {
    const [u, d] = part.trim().split(/\s+/);
    const w = d?.endsWith('w') ? parseFloat(d) : d?.endsWith('x') ? parseFloat(d) * 1000 : 1;
    // The largest is often a 3000px original: prefer the one closest to an email's 1200px (2× 600).
    const score = w >= 1000 ? 3000 - Math.abs(1200 - w) : w;
    if (u && (!best || score > best.w)) best = { url: u, w: score };
  }
  return best?.url;
}
