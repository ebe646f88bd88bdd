/**
 * Brand-import accuracy, two ways.
 *
 * 1. Real pages saved from the web (test/fixtures/real-pages, provenance in its SOURCES-*.md):
 *    name, logo, icon and primary colour against a person's label, beside metascraper
 *    (publisher, logo, logo-favicon) run on the same pages in the same run; every page is also
 *    imported whole over HTTP, and any failure is printed with its cause.
 * 2. The fixture websites in test/fixtures/sites: every field each expected.json lists, beside a
 *    naive meta-tag reader (title, og:image, theme-color, <html lang>, every social link).
 */
import { load } from 'cheerio';
import { socialPlatformOf } from '../src/brand/extract/social';
import { chromiumPath } from '../src/brand/fetch/render';
import { importBrand } from '../src/brand/pipeline';
import { NO_EVIDENCE, type BrandKit } from '../src/brand/schema';
import { compareKit } from '../test/brand/helpers/expectations';
import { readRealPage, realPageIds, sameName } from '../test/brand/helpers/real-pages';
import { readExpectation, serveSite, siteNames } from '../test/brand/helpers/site-server';
import { prepareBaseline } from './lib/baseline';
import { evaluatePage, extractorAt, type PageResult, type Side } from './lib/real-page-eval';

/**
 * Held-out batches, each labelled before the extractor first ran on it and scored apart from the
 * tuned pages: the first two (SOURCES-held-out.md, SOURCES-held-out-2.md, software documentation)
 * have since been used for fixing, and so has the third (SOURCES-held-out-3.md: landing, shop and
 * portfolio pages), and so has the fourth (SOURCES-held-out-4.md: other makers' templates and a
 * manual; its colour and all its names), and so has the fifth (SOURCES-held-out-5.md: project home pages and
 * manuals in four languages; its names and two colours), and so has the sixth (SOURCES-held-out-6.md: manual front
 * pages labelled after the ho5 fixes; one of its name causes), and so has the seventh (SOURCES-held-out-7.md: home
 * pages software serves and ten publishers' story pages; the causes of its first-contact misses), and so has the eighth
 * (SOURCES-held-out-8.md: shops, food brands and co-operatives, most not in English; its name causes). None is unseen any
 * more: a new batch is the honest figure.
 */
const HELD_OUT: readonly (readonly string[])[] = [['ho', 'hr'], ['ho2'], ['ho3'], ['ho4'], ['ho5'], ['ho6'], ['ho7'], ['ho8'], ['ho9']];

await realPages();

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
    evidence: NO_EVIDENCE,
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

async function realPages(): Promise<void> {
  // BENCH_REAL_PAGES=gh4- scores only the pages whose id starts so (a new batch, before any rule looks at it).
  const only = process.env.BENCH_REAL_PAGES;
  const ids = realPageIds().filter((id) => !only || id.startsWith(only));
  if (ids.length === 0) return void console.log('real pages: none found in test/fixtures/real-pages');
  const results: PageResult[] = [];
  const labels = new Map(ids.map((id) => [id, readRealPage(id)]));
  // The baseline: brandmail's extraction before the real-page work, from a git worktree (BENCH_BASELINE_REF pins another).
  const ref = process.env.BENCH_BASELINE_REF ?? 'a7c147b';
  const prepared = prepareBaseline(ref);
  const baseline = 'unavailable' in prepared ? null : await extractorAt(prepared.dir);
  const beforeLabel = 'unavailable' in prepared ? `before: not run (${prepared.unavailable})` : `before = ${prepared.commit.slice(0, 7)}`;
  for (const id of ids) results.push(await evaluatePage(labels.get(id)!, baseline));

  const pct = (n: number, d: number) => (d ? `${n}/${d} ${((100 * n) / d).toFixed(1).padStart(5)} %` : '—');
  const score = (side: 'ours' | 'before' | 'metascraper', field: 'name' | 'logo' | 'icon' | 'color', subset = results) => {
    if (side === 'before' && !baseline) return '—';
    const scored = subset.filter((r) => r[side]![field] !== null);
    const right = scored.filter((r) => (field === 'logo' ? r[side]!.logo === 'right' : r[side]![field] === true)).length;
    return pct(right, scored.length);
  };
  const count = <K extends string>(key: (r: PageResult) => K) => {
    const m = new Map<K, number>();
    for (const r of results) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  };
  const label = (r: PageResult) => labels.get(r.id)!.label;
  console.log(`real pages: ${ids.length} (${count((r) => label(r).pageKind)}); categories: ${count((r) => label(r).category)}; languages: ${count((r) => label(r).language)}`);
  console.log(`${'field'.padEnd(16)}${'brandmail'.padEnd(20)}${`brandmail ${beforeLabel}`.padEnd(27)}metascraper`);
  for (const [field, title] of [['name', 'name'], ['logo', 'logo'], ['icon', 'icon'], ['color', 'primary colour']] as const) {
    console.log(`${title.padEnd(16)}${score('ours', field).padEnd(20)}${score('before', field).padEnd(27)}${field === 'color' ? '— (no colour)' : score('metascraper', field)}`);
  }
  const verdicts = (side: 'ours' | 'before' | 'metascraper') => {
    const n = (v: string) => results.filter((r) => r[side]?.logo === v).length;
    return `share images ${n('share-image')}, other wrong picks ${n('wrong')}, none ${n('none')}`;
  };
  console.log(`logo misses — brandmail: ${verdicts('ours')} | ${beforeLabel}: ${baseline ? verdicts('before') : '—'} | metascraper: ${verdicts('metascraper')}`);
  const failed = results.filter((r) => r.failure);
  console.log(`failed imports: ${failed.length}/${results.length}${failed.map((r) => `\n  ${r.id}: ${r.failure}`).join('')}`);
  // A right name may be a form its label only accepts ("TIME.com" where the label names "TIME"): how often the kit shows the
  // label's own form, and the names it shows as an address where the label writes the name otherwise.
  const ownForm = (r: PageResult) => sameName(r.ours.picked.name, { ...label(r), nameAlso: [] });
  const rightNames = results.filter((r) => r.ours.name);
  const asAddress = rightNames.filter((r) => !ownForm(r) && /\.\p{L}{2,}$/u.test(r.ours.picked.name ?? ''));
  console.log(`right names in the label's own form: ${pct(rightNames.filter(ownForm).length, rightNames.length)}; shown as an address where the label writes it otherwise: ${asAddress.map((r) => `${r.ours.picked.name} (${label(r).name})`).join(', ') || 'none'}`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
  console.log(`time: whole import (offline, one page) median ${median(results.map((r) => r.importMs)).toFixed(0)} ms, p95 ${p95(results.map((r) => r.importMs)).toFixed(0)} ms; extraction median ${median(results.map((r) => r.extractMs)).toFixed(1)} ms`);
  // Each batch (the id's prefix: npm-, gh-, gh2-, …) was added at one time; a batch added after the
  // rules last changed is the honest figure for pages the rules have not seen.
  const batchOf = (id: string) => id.slice(0, id.indexOf('-'));
  console.log(`by batch (brandmail / ${beforeLabel} / metascraper):`);
  for (const b of [...new Set(results.map((r) => batchOf(r.id)))].sort()) {
    const subset = results.filter((r) => batchOf(r.id) === b);
    const cols = (['name', 'logo', 'icon', 'color'] as const).map((f) => `${f} ${score('ours', f, subset)} / ${score('before', f, subset)}${f === 'color' ? '' : ` / ${score('metascraper', f, subset)}`}`);
    console.log(`  ${b.padEnd(6)} ${String(subset.length).padStart(3)} pages   ${cols.join('   ')}`);
  }
  // Each held-out batch was labelled before the rules first ran on it; one not yet used for fixing is the honest figure for unseen pages.
  const groups = [
    ['tuned on', results.filter((r) => !HELD_OUT.flat().includes(batchOf(r.id)))] as const,
    ...HELD_OUT.map((batches) => [`held out (${batches.join('-, ')}-)`, results.filter((r) => batches.includes(batchOf(r.id)))] as const),
  ];
  for (const [title, subset] of groups) {
    if (!subset.length) continue;
    console.log(`${title}: ${subset.length} pages (brandmail / ${beforeLabel} / metascraper)`);
    for (const f of ['name', 'logo', 'icon', 'color'] as const) {
      console.log(`  ${f.padEnd(6)} ${score('ours', f, subset).padEnd(18)} ${score('before', f, subset).padEnd(18)} ${f === 'color' ? '—' : score('metascraper', f, subset)}`);
    }
  }
  for (const group of ['category', 'language'] as const) {
    const keys = [...new Set(results.map((r) => label(r)[group]))].sort();
    console.log(`by ${group} (brandmail name / logo):`);
    for (const k of keys) {
      const subset = results.filter((r) => label(r)[group] === k);
      console.log(`  ${k.padEnd(16)} name ${score('ours', 'name', subset)}   logo ${score('ours', 'logo', subset)}`);
    }
  }
  const show = (side: Side, field: keyof Side['picked']) => JSON.stringify(side.picked[field]);
  for (const r of results) {
    const l = label(r);
    if (!r.ours.name) console.log(`  miss name  ${r.id}: want ${JSON.stringify(l.name)}, got ${show(r.ours, 'name')} (metascraper ${show(r.metascraper, 'name')})`);
    if (r.ours.logo !== 'right') console.log(`  miss logo  ${r.id}: ${r.ours.logo}, want ${JSON.stringify(l.logo?.urls[0] ?? l.logo?.inlineSvg ?? null)}, got ${show(r.ours, 'logo')} [${r.rule}]`);
    if (r.ours.icon === false) console.log(`  miss icon  ${r.id}: want ${JSON.stringify(l.icon?.urls[0])}, got ${show(r.ours, 'icon')}`);
    if (r.ours.color === false) console.log(`  miss color ${r.id}: want ${l.primaryColor}, got ${show(r.ours, 'color')}`);
  }
  console.log('');
}
