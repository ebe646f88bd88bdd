import fs from 'node:fs';
import { createRequire } from 'node:module';
import { errors } from '../../errors';

/**
 * caniemail's data, read directly (DESIGN.md §7): the packages' own client lists stop at 32 pairs
 * and pick a client's "latest" result by string sort ("2019-02" after "16.80"). The data lists
 * each client's results in the order they were tested, so the last one written is the latest;
 * JSON.parse would move integer-like keys ("2019") first, so they are prefixed before parsing.
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

type Raw = {
  last_update_date: string;
  nicenames: { family: Record<string, string>; platform: Record<string, string> };
  data: Array<{
    slug: string;
    title: string;
    category: string;
    url: string;
    stats: Record<string, Record<string, Record<string, string>>>;
    notes_by_num: Record<string, string> | null;
  }>;
};

let cached: CaniemailData | undefined;

export function caniemailData(): CaniemailData {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve('caniemail/caniemail.json');
  const text = fs.readFileSync(file, 'utf8').replace(/"(\d+)"(\s*):/g, '"#$1"$2:');
  const raw = JSON.parse(text) as Raw;
  const unkey = (k: string) => (k.startsWith('#') ? k.slice(1) : k);

  const clientIds = new Map<string, ClientInfo>();
  const features = new Map<string, FeatureInfo>();
  for (const f of raw.data) {
    const notesByNum = Object.fromEntries(Object.entries(f.notes_by_num ?? {}).map(([k, v]) => [unkey(k), v]));
    const support = new Map<string, { support: Support; notes: string[] }>();
    for (const [family, platforms] of Object.entries(f.stats)) {
      for (const [platform, versions] of Object.entries(platforms)) {
        const id = `${family}.${platform}`;
        if (!clientIds.has(id)) {
          const familyName = raw.nicenames.family[family] ?? family;
          const platformName = raw.nicenames.platform[platform] ?? platform;
          clientIds.set(id, { id, family, platform, name: `${familyName} ${platformName}` });
        }
        const entries = Object.values(versions);
        const latest = entries[entries.length - 1];
        if (typeof latest !== 'string') continue;
        const notes = [...latest.matchAll(/#(\d+)/g)].map((m) => notesByNum[m[1]]).filter((n): n is string => !!n);
        const code = latest.trim()[0];
        support.set(id, { support: code === 'y' ? 'supported' : code === 'a' ? 'partial' : code === 'n' ? 'unsupported' : 'unknown', notes });
      }
    }
    features.set(f.slug, { slug: f.slug, title: f.title.trim(), category: f.category, url: f.url, support });
  }
  const clients = [...clientIds.values()].sort((a, b) => a.id.localeCompare(b.id));
  cached = {
    updated: raw.last_update_date,
    clients,
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
