/**
 * Turns the ranked logo (or icon) candidates into one PNG: downloads each in turn through the
 * SSRF-safe client, converts it, and keeps the first that is a real image of a usable size.
 */
import type { LogoCandidate } from '../extract/logo';
import type { ImportBudget } from '../fetch/budget';
import { fetchUrl, FetchFailure, type FetchLimits } from '../fetch/http';
import { toPng, type PngImage } from './png';

export interface ResolvedImage extends PngImage {
  candidate: LogoCandidate;
}

/** Smaller than this (either side, in the PNG), it is an icon, not a logo. */
const MIN_SIDE = 16;
const MAX_TRIES = 5;

export async function resolveImage(
  candidates: LogoCandidate[],
  limits: FetchLimits,
  kind: 'logo' | 'icon',
  budget?: ImportBudget,
): Promise<{ image: ResolvedImage | null; errors: string[] }> {
  const errors: string[] = [];
  for (const candidate of candidates.slice(0, MAX_TRIES)) {
    const deadline = budget?.deadlineFailure(candidate.url ?? 'inline SVG');
    if (deadline) {
      errors.push(deadline.message);
      break;
    }
    try {
      const bytes = candidate.svg !== undefined ? Buffer.from(candidate.svg) : await download(candidate.url!, limits, budget);
      const image = await toPng(bytes, {
        displayWidth: candidate.displayWidth,
        displayHeight: candidate.displayHeight,
        ...(kind === 'icon' ? { maxWidth: 512, maxHeight: 512, defaultSvgHeight: 128 } : {}),
      });
      if (image.width < MIN_SIDE || image.height < MIN_SIDE) {
        errors.push(`${candidate.url ?? 'inline SVG'}: too small (${image.width}×${image.height})`);
        continue;
      }
      return { image: { ...image, variant: image.variant ?? candidate.variantHint ?? null, candidate }, errors };
    } catch (err) {
      errors.push(err instanceof FetchFailure ? err.message : `${candidate.url ?? 'inline SVG'}: ${(err as Error).message}`);
    }
  }
  return { image: null, errors };
}

const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

async function download(url: string, limits: FetchLimits, budget: ImportBudget | undefined): Promise<Buffer> {
  if (!budget) return (await fetchUrl(url, limits, IMAGE_ACCEPT)).body;
  return budget.fetch(
    url,
    limits.maxBytes,
    async (cap) => {
      const body = (await fetchUrl(url, { ...limits, maxBytes: cap }, IMAGE_ACCEPT)).body;
      return { value: body, bytes: body.length };
    },
    false,
  );
}
