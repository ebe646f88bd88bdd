/**
 * A user's corrections beat extraction, and survive a reimport: they are stored apart
 * (`brand_overrides`) and laid over every new extraction. Objects merge key by key, arrays and
 * scalars replace, `null` clears; a user's logo or icon replaces the extracted one whole.
 */
import { BrandKit, NO_EVIDENCE, type BrandEvidence, type BrandKitPatch, type LogoImage } from './schema';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);
const WHOLE = new Set(['logo', 'icon']);

/** Later patch over earlier patch (what is stored after a second PATCH). */
export function mergePatches(base: BrandKitPatch, next: BrandKitPatch): BrandKitPatch {
  return deepMerge(base, next, 0) as BrandKitPatch;
}

function deepMerge(base: Json, next: Json, depth: number, key?: string): Json {
  if (depth > 0 && key && WHOLE.has(key) && depth === 1) return next;
  if (!isObject(base) || !isObject(next)) return next;
  const out: Record<string, Json> = { ...base };
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined) continue;
    out[k] = k in base ? deepMerge(base[k], v, depth + 1, k) : v;
  }
  return out;
}

function userImage(v: NonNullable<BrandKitPatch['logo']>): LogoImage {
  return { url: v.url, width: v.width, height: v.height, format: 'png', sourceUrl: v.url, origin: 'user', variant: v.variant ?? null };
}

/** The kit a reader sees: the extraction with the user's corrections laid over it. */
export function applyOverrides(extracted: BrandKit, overrides: BrandKitPatch | null | undefined): BrandKit {
  if (!overrides || Object.keys(overrides).length === 0) return extracted;
  const { logo, icon, ...rest } = overrides;
  const merged = deepMerge(extracted, rest, 0) as BrandKit;
  if (logo !== undefined) merged.logo = logo === null ? null : userImage(logo);
  if (icon !== undefined) merged.icon = icon === null ? null : userImage(icon);
  merged.evidence = evidenceWithCorrections(extracted.evidence ?? NO_EVIDENCE, overrides);
  return BrandKit.parse(merged);
}

/** A corrected field's evidence is the user; the name keeps the import's candidates, so another can still be picked. */
function evidenceWithCorrections(evidence: BrandEvidence, overrides: BrandKitPatch): BrandEvidence {
  const yours = { source: 'PATCH /v1/projects/{projectId}', rule: 'set by you', confidence: 'high' as const };
  const set = (patched: unknown, was: BrandEvidence[keyof BrandEvidence]) => (patched === undefined ? was : patched === null ? null : yours);
  return {
    ...NO_EVIDENCE,
    ...evidence,
    description: set(overrides.description, evidence.description),
    tagline: set(overrides.tagline, evidence.tagline),
    language: set(overrides.language, evidence.language),
    headingFont: set(overrides.fonts?.heading, evidence.headingFont),
    bodyFont: set(overrides.fonts?.body, evidence.bodyFont),
    email: set(overrides.contact?.email, evidence.email),
    phone: set(overrides.contact?.phone, evidence.phone),
    address: set(overrides.contact?.address, evidence.address),
    name: overrides.name !== undefined ? { ...yours, candidates: evidence.name?.candidates ?? [] } : evidence.name,
    logo: overrides.logo !== undefined ? (overrides.logo ? yours : null) : evidence.logo,
    icon: overrides.icon !== undefined ? (overrides.icon ? yours : null) : evidence.icon,
    primaryColor: overrides.colors?.primary !== undefined ? (overrides.colors.primary ? yours : null) : evidence.primaryColor,
  };
}
