/**
 * A logo the user uploads (`PUT /v1/projects/{projectId}/logo`): the bytes are read by the same
 * image engine the import uses (src/brand/assets/png.ts, sharp) whatever Content-Type claimed,
 * and stored as a PNG blob served at `/assets/{id}.png`; the kit's logo then points there through
 * the same correction (`brand_overrides.logo`) a PATCH makes, so a re-import keeps it.
 *
 * SVG is accepted and rasterised, never stored or served as SVG: email clients do not show SVG,
 * and an SVG served from our origin could carry script. Before librsvg draws it, the import's
 * guard refuses entity and `<use>` bombs, and this file refuses references to anything outside
 * the file (librsvg would not fetch them from a buffer, but nothing needs them).
 *
 * An uploaded blob's id carries a tag derived from its project: only a blob with this project's
 * tag is deleted when the logo is replaced, cleared or the project deleted, so a PATCH pointing
 * the logo at another project's asset URL can never make that asset disappear.
 */
import { createHash, randomBytes } from 'node:crypto';
import { lazy } from '../lib/lazy';
import type { BrandKitPatch } from '../brand/schema';
import { errors } from '../errors';

// sharp and the SVG guard (cheerio) load with the first upload, not at start.
const loadImages = lazy(() => import('../brand/assets/png'));


export interface ConvertedLogo {
  png: Buffer;
  width: number;
  height: number;
  variant: 'light' | 'dark' | null;
}

/** The upload as an email-ready PNG (at most 1200 × 600, only ever scaled down), or a 400 saying why not. */
export async function convertLogo(bytes: Buffer): Promise<ConvertedLogo> {
  if (bytes.length === 0) throw errors.invalidRequest('The request body is empty: send the image file as the body.');
  const { looksLikeSvg, toPng } = await loadImages();
  if (looksLikeSvg(bytes)) refuseExternalReferences(bytes);
  try {
    const { png, width, height, variant } = await toPng(bytes);
    return { png, width, height, variant };
  } catch (err) {
    const why = err instanceof Error ? err.message.replace(/^Input buffer (contains|has) /, '').slice(0, 200) : 'unreadable';
    throw errors.invalidRequest(`The body is not an image brandmail can read (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG): ${why}.`, [
      { path: 'body', message: why },
    ]);
  }
}

function refuseExternalReferences(svg: Buffer): void {
  const text = svg.toString('utf8');
  const external = /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)([^"']{0,80})/i.exec(text) ?? /<(?:xi:)?include\b/i.exec(text);
  if (external) {
    throw errors.invalidRequest('The SVG refers to another file or address; upload a self-contained SVG or a PNG.', [
      { path: 'body', message: `external reference ${JSON.stringify(external[1] ?? external[0])}` },
    ]);
  }
}

function projectTag(projectId: string): string {
  return createHash('sha256').update(`logo:${projectId}`).digest('base64url').slice(0, 12);
}

/** A new, unguessable blob id for a logo of this project (192 random bits after the project's tag). */
export function newLogoBlobId(projectId: string): string {
  return `logo_${projectTag(projectId)}${randomBytes(24).toString('base64url')}`;
}

/** The blob of this project's uploaded logo the corrections point at, if they point at one. */
export function uploadedLogoBlob(projectId: string, overrides: BrandKitPatch | null | undefined): string | null {
  const url = overrides?.logo?.url;
  const id = url ? /\/assets\/(logo_[A-Za-z0-9_-]+)\.png$/.exec(url)?.[1] : undefined;
  return id && id.startsWith(`logo_${projectTag(projectId)}`) ? id : null;
}
