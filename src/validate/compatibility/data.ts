import { caniemail, type SupportLevel } from '../../lib/caniemail';
import { errors } from '../../errors';

/**
 * caniemail's data as validation reports it, from the one reader preview emulation also uses
 * (src/lib/caniemail.ts: a client's result is its last-listed one, as caniemail's site reads it;
 * the packages' own client lists stop at 32 pairs and sort versions as strings).
 */
export type Support = 'supported' | 'partial' | 'unsupported' | 'unknown';

export interface ClientInfo {
  id: string;
  family: string;
  platform: string;
  name: string;
}

export interface FeatureInfo {
  slug: string;
  title: string;
  category: string;
  url: string;
  /** Per client id: the latest result and its notes. */
  support: Map<string, { support: Support; notes: string[] }>;
}

export interface CaniemailData {
  updated: string;
  clients: ClientInfo[];
  features: Map<string, FeatureInfo>;
  byTitle: Map<string, FeatureInfo>;
}

const WORDS: Record<SupportLevel, Support> = { y: 'supported', a: 'partial', n: 'unsupported', u: 'unknown' };

let cached: CaniemailData | undefined;

export function caniemailData(): CaniemailData {
  if (cached) return cached;
  const data = caniemail();
  const features = new Map<string, FeatureInfo>();
  for (const f of data.features) {
    const support = new Map([...f.support].map(([id, s]) => [id, { support: WORDS[s.level], notes: s.notes }]));
    features.set(f.slug, { slug: f.slug, title: f.title, category: f.category, url: f.url, support });
  }
  cached = {
    updated: data.updated,
    clients: data.clients,
    features,
    byTitle: new Map([...features.values()].map((f) => [f.title, f])),
  };
  return cached;
}

/**
 * Clients chosen by `family.platform` globs (`gmail.*`, `outlook.windows`, `*.ios`); a bare
 * family (`gmail`) means all its platforms. An unknown pattern is the caller's mistake: 400.
 */
export function selectClients(patterns: string[] | undefined): ClientInfo[] {
  const all = caniemailData().clients;
  if (!patterns || patterns.length === 0) return all;
  const chosen = new Set<string>();
  for (const pattern of patterns) {
    const p = pattern.trim().toLowerCase();
    const glob = p.includes('.') || p.includes('*') ? p : `${p}.*`;
    const re = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
    const hits = all.filter((c) => re.test(c.id));
    if (hits.length === 0) {
      throw errors.invalidRequest(`options.clients: "${pattern}" matches no email client. Known clients: ${all.map((c) => c.id).join(', ')}.`, [
        { path: 'body.options.clients', message: `"${pattern}" matches no email client` },
      ]);
    }
    for (const c of hits) chosen.add(c.id);
  }
  return all.filter((c) => chosen.has(c.id));
}
