/**
 * One real page, judged three ways against its label: brandmail's extraction (what the import
 * would download first), the whole import served over HTTP (does it complete, how long), and
 * metascraper (publisher, logo; logo-favicon for the icon), the widely used metadata library,
 * on the same HTML and URL. Offline, so image files are not downloaded: the logo and icon are
 * judged by the candidate the import ranks first, the one it would try first.
 */
import { load } from 'cheerio';
import metascraper from 'metascraper';
import metascraperLogo from 'metascraper-logo';
import metascraperFavicon from 'metascraper-logo-favicon';
import metascraperPublisher from 'metascraper-publisher';
import { toPng } from '../../src/brand/assets/png';
import type { ColorEvidence } from '../../src/brand/extract/colors';
import { extractSite } from '../../src/brand/extract';
import { decideColors } from '../../src/brand/extract/palette';
import { decodeHtml } from '../../src/brand/fetch/charset';
import { mergeExtractions } from '../../src/brand/merge';
import { importBrand } from '../../src/brand/pipeline';
import { judgeLogo, readRealPageBytes, readRealPageFile, readRealPageStylesheets, realPageHandler, sameColor, sameName, sameUrl, type LogoVerdict, type RealPage } from '../../test/brand/helpers/real-pages';
import { serveHandler } from '../../test/brand/helpers/site-server';

/** Declared URLs are trusted as they are: nothing is fetched, as for our own side. */
const offline = {
  // Only `url` is read from the response; the type asks for a whole got response.
  resolveFaviconUrl: (async (url: string) => ({ url })) as unknown as NonNullable<Parameters<typeof metascraperFavicon>[0]>['resolveFaviconUrl'],
  favicon: false,
  google: false,
  rootFavicon: false,
};
const scrapeLogo = metascraper([metascraperPublisher(), metascraperLogo(), metascraperFavicon(offline)]);
const scrapeIcon = metascraper([metascraperFavicon(offline)]);

/** Candidates the import does not read a colour from (pipeline.ts): the share image and the app icons. */
const NOT_A_MARK = ['og-image', 'apple-touch-icon', 'manifest-icon', 'favicon'];

export interface Side {
  name: boolean;
  logo: LogoVerdict;
  icon: boolean | null;
  color: boolean | null;
  picked: { name: string | null; logo: string | null; icon: string | null; color: string | null };
}

/** An extractor to judge: this tree's, or a baseline commit's loaded from its worktree. */
export interface Extractor {
  extractSite: typeof extractSite;
  mergeExtractions: typeof mergeExtractions;
  decideColors: typeof decideColors;
  decodeHtml: typeof decodeHtml;
  toPng: typeof toPng;
}

export const CURRENT: Extractor = { extractSite, mergeExtractions, decideColors, decodeHtml, toPng };

/** The extraction modules of another checkout (a baseline worktree), run from its sources. */
export async function extractorAt(dir: string): Promise<Extractor> {
  const load = (p: string) => import(`${dir}/src/brand/${p}`);
  const [ex, merge, palette, charset, png] = await Promise.all([load('extract/index.ts'), load('merge.ts'), load('extract/palette.ts'), load('fetch/charset.ts'), load('assets/png.ts')]);
  return { extractSite: ex.extractSite, mergeExtractions: merge.mergeExtractions, decideColors: palette.decideColors, decodeHtml: charset.decodeHtml, toPng: png.toPng };
}

export interface PageResult {
  id: string;
  ours: Side;
  /** The baseline commit's extraction, when one is run. */
  before: Side | null;
  metascraper: Side;
  /** The whole import over HTTP: null when it completed, else the cause. */
  failure: string | null;
  importMs: number;
  extractMs: number;
  rule: string | null;
}

async function judgeExtraction(x: Extractor, bytes: Buffer, page: RealPage, ogImage: string | null): Promise<{ side: Side; ms: number; rule: string | null }> {
  const { label } = page;
  const t0 = performance.now();
  const html = x.decodeHtml(bytes).text;
  const site = x.extractSite({ entryUrl: label.url, pages: [{ url: label.url, html, rendered: false }], stylesheets: readRealPageStylesheets(page) });
  const merged = x.mergeExtractions([site]);
  const logo = merged.logoCandidates[0] ?? null;
  // As the import does (pipeline.ts): the chosen mark's dominant colour is colour evidence. Offline an inline SVG logo
  // can be drawn, and so can a logo file saved beside the page (label `files`); another logo file's colour, which the
  // import would see, stays unseen here.
  const evidence: ColorEvidence[] = [...merged.colorEvidence];
  const markBytes = logo?.svg !== undefined ? Buffer.from(logo.svg) : logo?.url && !NOT_A_MARK.includes(logo.origin ?? '') ? readRealPageFile(page, logo.url) : null;
  if (logo && markBytes) {
    const image = await x.toPng(markBytes, { displayWidth: logo.displayWidth, displayHeight: logo.displayHeight }).catch(() => null);
    if (image?.dominant) evidence.push({ hex: image.dominant, weight: 3, source: 'logo pixels', hint: null, strong: true });
  }
  const primary = x.decideColors(evidence).colors.primary;
  const ms = performance.now() - t0;
  const icon = merged.iconCandidates[0] ?? null;
  const side: Side = {
    name: sameName(merged.fields.name, label),
    logo: judgeLogo(logo, label, ogImage),
    icon: label.icon ? !!icon?.url && label.icon.urls.some((u) => sameUrl(u, icon.url!)) : null,
    color: label.primaryColor ? sameColor(primary, label) : null,
    picked: { name: merged.fields.name, logo: logo ? (logo.url ?? `inline svg (${logo.origin})`) : null, icon: icon?.url ?? null, color: primary },
  };
  return { side, ms, rule: logo?.reason ?? null };
}

export async function evaluatePage(page: RealPage, baseline: Extractor | null): Promise<PageResult> {
  const { label } = page;
  const bytes = readRealPageBytes(page.id);
  const html = decodeHtml(bytes).text;
  const og = load(html)('meta[property="og:image"]').attr('content');
  const ogImage = og ? safeUrl(og, label.url) : null;
  const current = await judgeExtraction(CURRENT, bytes, page, ogImage);
  const ours = current.side;
  const before = baseline ? (await judgeExtraction(baseline, bytes, page, ogImage)).side : null;

  // metascraper refuses some real addresses (INVALID_URL for a host it does not know): that is no answer.
  const none = (): Record<string, unknown> => ({});
  const [m, mi] = await Promise.all([scrapeLogo({ url: label.url, html }).catch(none), scrapeIcon({ url: label.url, html }).catch(none)]);
  const mLogo = typeof m.logo === 'string' ? m.logo : null;
  const mIcon = typeof mi.logo === 'string' ? mi.logo : null;
  const theirs: Side = {
    name: sameName(typeof m.publisher === 'string' ? m.publisher : null, label),
    logo: judgeLogo(mLogo ? { url: mLogo, origin: null } : null, label, ogImage),
    icon: label.icon ? !!mIcon && label.icon.urls.some((u) => sameUrl(u, mIcon)) : null,
    color: null,
    picked: { name: typeof m.publisher === 'string' ? m.publisher : null, logo: mLogo, icon: mIcon, color: null },
  };

  const { failure, ms } = await importOverHttp(page, bytes);
  return { id: page.id, ours, before, metascraper: theirs, failure, importMs: ms, extractMs: current.ms, rule: current.rule };
}

/** The page (and its saved stylesheets) served at its own path on a local origin; its images on other hosts do not resolve offline. */
async function importOverHttp(page: RealPage, bytes: Buffer): Promise<{ failure: string | null; ms: number }> {
  const path = new URL(page.label.url).pathname;
  const site = await serveHandler(realPageHandler(page, bytes));
  const t0 = performance.now();
  try {
    await importBrand([new URL(path, site.url).toString()], { allowPrivate: true, fallbackName: 'Fallback', render: 'never', storeImage: async (kind) => `https://bm.test/${kind}.png` });
    return { failure: null, ms: performance.now() - t0 };
  } catch (err) {
    return { failure: err instanceof Error ? `${err.name}: ${err.message.slice(0, 160)}` : String(err), ms: performance.now() - t0 };
  } finally {
    await site.close();
  }
}

function safeUrl(u: string, base: string): string | null {
  try {
    return new URL(u, base).toString();
  } catch {
    return null;
  }
}
