/**
 * Brand-import accuracy: fields right / fields expected over every fixture website in
 * test/fixtures/sites (name, logo source, colours, fonts, social links, language, contact,
 * products, pages, …, as each expected.json lists them). Baseline, measured in the same run on
 * the same pages: a naive meta-tag reader (title, og:image, theme-color, <html lang>, every
 * social link) — what a quick scraper gets without brandmail's extraction.
 */
import { load } from 'cheerio';
import { socialPlatformOf } from '../src/brand/extract/social';
import { chromiumPath } from '../src/brand/fetch/render';
import { importBrand } from '../src/brand/pipeline';
import type { BrandKit } from '../src/brand/schema';
import { compareKit } from '../test/brand/helpers/expectations';
import { readExpectation, serveSite, siteNames } from '../test/brand/helpers/site-server';

async function naiveKit(url: string): Promise<BrandKit> {
  const res = await fetch(url);
  const $ = load(await res.text());
  const abs = (u: string | undefined) => (u ? new URL(u, url).toString() : null);
  const og = abs($('meta[property="og:image"]').attr('content'));
  const theme = $('meta[name="theme-color"]').attr('content') ?? null;
  const social = new Map<string, string>();
  $('a[href]').each((_, el) => {
    const href = abs(el.attribs.href)!;
    const platform = socialPlatformOf(href);
    if (platform && !social.has(platform)) social.set(platform, href);
  });
  return {
    name: $('title').text().trim(),
    description: $('meta[name="description"]').attr('content') ?? null,
    tagline: null,
    logo: og ? { url: og, width: 1, height: 1, format: 'png', sourceUrl: og, origin: 'og-image', variant: null } : null,
    icon: null,
    colors: { primary: theme?.toLowerCase() ?? null, secondary: null, accent: null, background: '#ffffff', text: '#000000', palette: [], contrast: [] },
    fonts: { heading: null, body: null },
    images: [],
    socialLinks: [...social].map(([platform, u]) => ({ platform: platform as BrandKit['socialLinks'][number]['platform'], url: u })),
    contact: { email: null, phone: null, address: null },
    voice: { tone: [], sampleCopy: [], keywords: [] },
    language: $('html').attr('lang') ?? null,
    products: [],
    pages: [],
  };
}

let right = 0;
let total = 0;
let baselineRight = 0;
const misses: string[] = [];
for (const name of siteNames()) {
  const site = await serveSite(name);
  try {
    const expected = readExpectation(name);
    const result = await importBrand([site.url], { allowPrivate: true, fallbackName: name, storeImage: async (kind) => `https://bm.test/${kind}.png` });
    const rendered = result.pages.some((p) => p.status === 'rendered');
    const checks = compareKit(result.kit, expected, site.url, { rendered, warnings: result.warnings });
    right += checks.filter((c) => c.ok).length;
    total += checks.length;
    for (const c of checks.filter((x) => !x.ok)) misses.push(`${name} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`);
    const baseline = compareKit(await naiveKit(site.url), expected, site.url, { rendered, warnings: [] });
    // Same field list for both, so the two ratios compare.
    baselineRight += baseline.filter((c) => c.ok && checks.some((x) => x.field === c.field)).length;
  } finally {
    await site.close();
  }
}
for (const m of misses) console.log(`  miss: ${m}`);
console.log(
  `import-accuracy: ${right}/${total} fields right (${((100 * right) / total).toFixed(1)} %) over ${siteNames().length} fixture sites` +
    ` | baseline naive meta-tag reader: ${baselineRight}/${total} (${((100 * baselineRight) / total).toFixed(1)} %)` +
    ` | JavaScript rendering: ${chromiumPath() ? 'Chromium' : 'not available (static HTML only)'}`,
);
