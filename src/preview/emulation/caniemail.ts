/**
 * caniemail's support data, read directly (DESIGN.md §7: the package's client filter knows only
 * 32 of the 48 family × platform pairs and picks a client's "latest" version by string sort).
 * A client's support for a feature is its entry for the newest tested version, versions compared
 * part by part as numbers ("16.80" > "16.9", "2023-12" > "2023-01").
 */
import { createRequire } from 'node:module';

export type SupportLevel = 'y' | 'n' | 'a' | 'u';

export interface Support {
  level: SupportLevel;
  /** Texts of the notes the entry refers to ("Partial. Only works on `<table>` elements."). */
  notes: string[];
}

export interface Feature {
  slug: string;
  title: string;
  category: string;
  stats: Record<string, Record<string, Record<string, string>>>;
  notes_by_num: Record<string, string> | null;
}

const require = createRequire(import.meta.url);
let features: Feature[] | undefined;

export function caniemailFeatures(): Feature[] {
  features ??= (require('caniemail/caniemail.json') as { data: Feature[] }).data;
  return features;
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.\-_]/);
  const pb = b.split(/[.\-_]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

function latestEntry(feature: Feature, key: string): Support | undefined {
  const [family, platform] = key.split('.');
  const versions = feature.stats[family]?.[platform];
  if (!versions) return undefined;
  const newest = Object.keys(versions).sort(compareVersions).at(-1);
  if (newest === undefined) return undefined;
  const [level, ...refs] = String(versions[newest]).trim().split(/\s+/);
  const notes = refs
    .filter((r) => r.startsWith('#'))
    .map((r) => feature.notes_by_num?.[r.slice(1)])
    .filter((n): n is string => !!n);
  return { level: (['y', 'n', 'a', 'u'].includes(level) ? level : 'u') as SupportLevel, notes };
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
    const support = latestEntry(feature, emulates) ?? (fallback ? latestEntry(feature, fallback) : undefined);
    if (support) map.set(feature.slug, support);
  }
  cache.set(cacheKey, map);
  return map;
}

export const isUnsupported = (s: Support | undefined): boolean => s?.level === 'n';
export const hasNote = (s: Support | undefined, pattern: RegExp): boolean => !!s && s.notes.some((n) => pattern.test(n));
