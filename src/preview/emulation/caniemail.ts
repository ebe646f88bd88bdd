/**
 * caniemail's support data as emulation uses it, from the one reader validation also uses
 * (src/lib/caniemail.ts: a client's result is its last-listed one, as caniemail's own site reads
 * it), so a preview never shows a feature working that validation reports failing.
 */
import { caniemail, type CaniemailFeature, type ClientSupport, type SupportLevel } from '../../lib/caniemail';

export type { SupportLevel };
export type Support = ClientSupport;
export type Feature = CaniemailFeature;

export function caniemailFeatures(): readonly Feature[] {
  return caniemail().features;
}

const cache = new Map<string, Map<string, Support>>();

/**
 * Support of every feature for one client (`emulates`, with `fallback` for features it lacks).
 * A feature neither pair has data for is absent: treat it as supported (emulation only removes
 * what the data says a client drops).
 */
export function clientSupport(emulates: string, fallback?: string): Map<string, Support> {
  const cacheKey = `${emulates}|${fallback ?? ''}`;
  let map = cache.get(cacheKey);
  if (map) return map;
  map = new Map();
  for (const feature of caniemailFeatures()) {
    const support = feature.support.get(emulates) ?? (fallback ? feature.support.get(fallback) : undefined);
    if (support) map.set(feature.slug, support);
  }
  cache.set(cacheKey, map);
  return map;
}

export const isUnsupported = (s: Support | undefined): boolean => s?.level === 'n';
export const hasNote = (s: Support | undefined, pattern: RegExp): boolean => !!s && s.notes.some((n) => pattern.test(n));
