/**
 * caniemail's support data, read once for every capability that needs it (validation and
 * preview emulation must never disagree about what a client supports).
 *
 * A client's support for a feature is the LAST result listed for it, because that is how
 * caniemail itself reads its data: the site's own templates (`_includes/client-scores.html`,
 * "We pick the latest version for the current platform", and `_includes/feature-support.html`)
 * take `forloop.last` over a platform's versions. Version keys are not comparable as numbers or
 * strings — they mix releases ("16.80"), product years ("2016") and test dates ("2019-02"); the
 * npm package's own string sort and a numeric sort both put Outlook for Mac's "2016" after
 * "16.80", the 2023 release. JSON.parse moves integer-like keys ("2016") ahead of the others, so
 * keys are prefixed before parsing to keep the file's order.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** y supported, a partial, n unsupported, u unknown (caniemail's own letters). */
export type SupportLevel = 'y' | 'a' | 'n' | 'u';

export interface ClientSupport {
  level: SupportLevel;
  /** Texts of the notes the entry refers to ("Partial. Only works on `<table>` elements."). */
  notes: string[];
}

export interface CaniemailClient {
  /** `family.platform`, e.g. `outlook.macos`. */
  id: string;
  family: string;
  platform: string;
  /** "Outlook macOS", from caniemail's nicenames. */
  name: string;
}

export interface CaniemailFeature {
  slug: string;
  title: string;
  category: string;
  url: string;
  /** Per client id: its last-listed result. */
  support: ReadonlyMap<string, ClientSupport>;
}

export interface Caniemail {
  updated: string;
  /** Sorted by id. */
  clients: CaniemailClient[];
  /** In the data's order. */
  features: CaniemailFeature[];
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

const LEVELS = new Set<string>(['y', 'a', 'n', 'u']);

/** One result ("a #1 #3") with its notes resolved. */
export function parseResult(result: string, notesByNum: Record<string, string>): ClientSupport {
  const [first = '', ...rest] = result.trim().split(/\s+/);
  const notes = rest
    .filter((r) => r.startsWith('#'))
    .map((r) => notesByNum[r.slice(1)])
    .filter((n): n is string => !!n);
  return { level: (LEVELS.has(first) ? first : 'u') as SupportLevel, notes };
}

/** The data file's text parsed with its key order kept (integer-like keys prefixed by `#`). */
export function parseInOrder(text: string): unknown {
  return JSON.parse(text.replace(/"(\d+)"(\s*):/g, '"#$1"$2:'));
}

const unkey = (k: string) => (k.startsWith('#') ? k.slice(1) : k);

export function readCaniemail(text: string): Caniemail {
  const raw = parseInOrder(text) as Raw;
  const clients = new Map<string, CaniemailClient>();
  const features: CaniemailFeature[] = [];
  for (const f of raw.data) {
    const notesByNum = Object.fromEntries(Object.entries(f.notes_by_num ?? {}).map(([k, v]) => [unkey(k), v]));
    const support = new Map<string, ClientSupport>();
    for (const [family, platforms] of Object.entries(f.stats ?? {})) {
      for (const [platform, versions] of Object.entries(platforms ?? {})) {
        const id = `${family}.${platform}`;
        if (!clients.has(id)) {
          const name = `${raw.nicenames.family[family] ?? family} ${raw.nicenames.platform[platform] ?? platform}`;
          clients.set(id, { id, family, platform, name });
        }
        const last = Object.values(versions ?? {}).at(-1);
        if (typeof last === 'string') support.set(id, parseResult(last, notesByNum));
      }
    }
    features.push({ slug: f.slug, title: f.title.trim(), category: f.category, url: f.url, support });
  }
  return {
    updated: raw.last_update_date,
    clients: [...clients.values()].sort((a, b) => a.id.localeCompare(b.id)),
    features,
  };
}

let cached: Caniemail | undefined;

/** The installed `caniemail` package's data, read once. */
export function caniemail(): Caniemail {
  cached ??= readCaniemail(fs.readFileSync(createRequire(import.meta.url).resolve('caniemail/caniemail.json'), 'utf8'));
  return cached;
}
