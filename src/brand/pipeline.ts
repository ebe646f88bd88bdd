/**
 * A whole brand import without storage: crawl every URL, extract each site, merge (first URL
 * leading), pick and convert the logo and icon, decide the colours (the logo's own colour is
 * evidence too) and validate the kit. The caller stores images (`storeImage`) and the result;
 * the job in ./service.ts does that.
 */
import { resolveImage, type ResolvedImage } from './assets/logo';
import { buildEvidence, reviewWarnings } from './evidence';
import { extractSite, type SiteExtraction } from './extract';
import type { ColorEvidence } from './extract/colors';
import { decideColors } from './extract/palette';
import { crawlSite, CRAWL_DEFAULTS, type PageReport } from './fetch/crawl';
import { importBudget, type ImportBudget } from './fetch/budget';
import { FetchFailure, type FetchLimits } from './fetch/http';
import { launchRenderer, type Renderer } from './fetch/render';
import { fitToSchema } from './fit';
import { mergeExtractions } from './merge';
import { BrandKit, type LogoImage } from './schema';
import type { FetchedSite } from './types';
import { ApiError } from '../errors';

export interface ImportOptions {
  allowPrivate: boolean;
  /** Used when no site states its name. */
  fallbackName: string;
  /** Stores a PNG and returns its public URL. */
  storeImage(kind: 'logo' | 'icon', png: Buffer): Promise<string>;
  onProgress?(stage: string, progress: number): Promise<void> | void;
  /** 'never' skips Chromium even when installed (tests of the fallback). */
  render?: 'auto' | 'never';
  maxPagesPerSite?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Runs one site's extraction (synchronous, up to a second or so for a large site) off the
   * caller's event loop: the server hands it to its thread pool. Default: on the calling thread.
   */
  extractSite?(site: FetchedSite): Promise<SiteExtraction>;
}

export interface ImportResult {
  kit: BrandKit;
  warnings: string[];
  pages: PageReport[];
}

/** Every URL failed: the message names each URL and its cause. */
export class ImportFailure extends Error {
  constructor(readonly failures: FetchFailure[]) {
    super(
      failures.length === 1
        ? `Could not import ${failures[0].url}: ${failures[0].reason}.`
        : `Could not import any of the URLs: ${failures.map((f) => `${f.url} (${f.reason})`).join('; ')}.`,
    );
    this.name = 'ImportFailure';
  }
}

export async function importBrand(urls: string[], options: ImportOptions): Promise<ImportResult> {
  const timeoutMs = options.timeoutMs ?? CRAWL_DEFAULTS.timeoutMs;
  const budget = importBudget(timeoutMs, options.signal);
  let renderer: Promise<Renderer | null> | undefined;
  const getRenderer = () =>
    (renderer ??= options.render === 'never'
      ? Promise.resolve(null)
      : launchRenderer({ allowPrivate: options.allowPrivate, timeoutMs, maxBytes: CRAWL_DEFAULTS.maxPageBytes }).catch(() => null));

  try {
    await options.onProgress?.('fetching', 0.05);
    let done = 0;
    const crawled = await Promise.all(
      urls.map(async (url) => {
        try {
          const result = await crawlSite(url, {
            ...CRAWL_DEFAULTS,
            maxPagesPerSite: options.maxPagesPerSite ?? CRAWL_DEFAULTS.maxPagesPerSite,
            timeoutMs,
            allowPrivate: options.allowPrivate,
            renderer: getRenderer,
            budget,
          });
          await options.onProgress?.('fetching', 0.05 + (0.55 * ++done) / urls.length);
          return { url, result };
        } catch (err) {
          if (err instanceof FetchFailure) return { url, failure: err };
          throw err;
        }
      }),
    );
    const failures = crawled.flatMap((c) => (c.failure ? [c.failure] : []));
    if (failures.length === urls.length) throw new ImportFailure(failures);

    const warnings: string[] = failures.map((f) => `${f.url} could not be imported (${f.reason}); the kit is built from the other URLs.`);
    const pages: PageReport[] = [];
    await options.onProgress?.('extracting', 0.65);
    const sites: SiteExtraction[] = [];
    for (const c of crawled) {
      if (!c.result) continue;
      warnings.push(...c.result.warnings);
      pages.push(...c.result.report);
      try {
        sites.push(await extractOffThread(c.result.site, options, budget));
      } catch (err) {
        // The pool refused the site (too large to read within a thread's time or memory, or no
        // thread free before the import's deadline): the other URLs still make the kit.
        if (!(err instanceof ApiError)) throw err;
        failures.push(new FetchFailure(c.url, 'budget', err.message));
        warnings.push(`${c.url} could not be read (${err.message}); the kit is built from the other URLs.`);
      }
    }
    if (sites.length === 0) throw new ImportFailure(failures);
    const merged = mergeExtractions(sites);
    warnings.push(...merged.warnings);

    await options.onProgress?.('processing-images', 0.8);
    const limits: FetchLimits = { allowPrivate: options.allowPrivate, timeoutMs, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, signal: budget.signal };
    const [logo, icon] = await Promise.all([
      resolveImage(merged.logoCandidates, limits, 'logo', budget),
      resolveImage(merged.iconCandidates, limits, 'icon', budget),
    ]);
    if (!logo.image) {
      warnings.push(
        merged.logoCandidates.length
          ? `No logo could be used: ${logo.errors.slice(0, 3).join('; ')}.`
          : 'No logo was found on the site (no header image, inline SVG, JSON-LD logo, app icon or og:image).',
      );
    }

    const colorEvidence: ColorEvidence[] = [...merged.colorEvidence];
    const logoOrigin = logo.image?.candidate.origin;
    // A mark's colour is brand evidence; a social-share photo's or an app icon's is not.
    if (logo.image?.dominant && logoOrigin && !['og-image', 'apple-touch-icon', 'manifest-icon', 'favicon'].includes(logoOrigin)) {
      colorEvidence.push({ hex: logo.image.dominant, weight: 3, source: 'logo pixels', hint: null, strong: true });
    }
    if (budget.expired) {
      warnings.push(`The import stopped after ${Math.round(budget.totalMs / 1000)} s, its time budget: what the sites had not sent by then was skipped (see pages).`);
    }
    const { colors, warnings: colorWarnings, primarySources } = decideColors(colorEvidence);
    warnings.push(...colorWarnings);
    const evidence = buildEvidence({
      name: merged.nameChoice ?? {
        name: options.fallbackName,
        confidence: 'low',
        source: 'the import request',
        rule: 'no page states a name, so the name given to the import',
        candidates: [],
      },
      logo: logo.image?.candidate ?? null,
      icon: icon.image?.candidate ?? null,
      primary: colors.primary,
      primarySources,
      pageUrl: merged.logoCandidates[0]?.pageUrl ?? urls[0],
      noted: merged.noted,
    });
    warnings.push(...reviewWarnings(evidence));

    const [logoImage, iconImage] = await Promise.all([
      logo.image ? describeImage('logo', logo.image, options) : null,
      icon.image ? describeImage('icon', icon.image, options) : null,
    ]);
    const { name, ...fields } = merged.fields;
    const fitted = fitToSchema(BrandKit, { ...fields, name: name ?? options.fallbackName, logo: logoImage, icon: iconImage, colors, evidence });
    if (fitted.changes.length) warnings.push(`Some values found on the site did not fit the brand kit and were cut or left out: ${fitted.changes.slice(0, 5).join('; ')}${fitted.changes.length > 5 ? `; and ${fitted.changes.length - 5} more` : ''}.`);
    return { kit: fitted.value, warnings: [...new Set(warnings)], pages };
  } finally {
    budget.close();
    if (renderer) await (await renderer)?.close();
  }
}

async function describeImage(kind: 'logo' | 'icon', image: ResolvedImage, options: ImportOptions): Promise<LogoImage> {
  const url = await options.storeImage(kind, image.png);
  return {
    url,
    width: image.width,
    height: image.height,
    format: 'png',
    sourceUrl: image.candidate.url ?? image.candidate.pageUrl,
    origin: image.candidate.origin,
    variant: image.variant,
  };
}

/**
 * A site's extraction on the caller's pool, waiting out a busy pool (503) until the import's own
 * deadline: a job can wait where a request could not. Without a pool it runs here, yielding first
 * so requests queued behind the crawl get in.
 */
async function extractOffThread(site: FetchedSite, options: ImportOptions, budget: ImportBudget): Promise<SiteExtraction> {
  if (!options.extractSite) {
    await new Promise((resolve) => setImmediate(resolve));
    return extractSite(site);
  }
  for (;;) {
    try {
      return await options.extractSite(site);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 503 || budget.expired) throw err;
      const seconds = Number(err.headers?.['Retry-After']) || 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(5, seconds) * 1000));
    }
  }
}
