import type { CompatibilityResult } from '@brandmail/sdk';

type ClientRow = Pick<CompatibilityResult['clients'][number], 'client' | 'name' | 'family' | 'platform'>;

/** A client's family ("Outlook") and platform ("Windows Mail") as a person reads them. */
export type ClientName = { family: string; familyName: string; platform: string };

/**
 * caniemail's platforms a marketer calls otherwise: "Gmail Desktop Webmail" is Gmail on the web.
 * The others (iOS, Android, Windows, macOS, Windows Mail, Outlook.com) keep caniemail's words.
 */
const PLATFORM_WORDS: Record<string, string> = { 'desktop-webmail': 'web', 'mobile-webmail': 'mobile web', webmail: 'web', 'desktop-app': 'desktop app' };

/**
 * The families most readers' mail is opened in (Litmus' market-share reports put Apple Mail,
 * Gmail, Outlook and Yahoo far ahead of the rest): named first, as Litmus and caniemail list them.
 */
const MAJOR_FAMILIES = ['apple-mail', 'gmail', 'outlook', 'yahoo'];

/**
 * Every client's family and platform name, read off the compatibility report's own rows: a
 * client is named "<family> <platform>" in caniemail's words ("Outlook Windows Mail"), so the
 * words a family's clients share are its name and the rest each one's platform. A family of one
 * client ("HEY Desktop Webmail") drops the platform's words as another family spells them.
 */
export function clientNames(rows: ClientRow[]): Map<string, ClientName> {
  const byFamily = new Map<string, ClientRow[]>();
  for (const r of rows) byFamily.set(r.family, [...(byFamily.get(r.family) ?? []), r]);
  const names = new Map<string, ClientName>();
  const platformWords = new Map<string, string>();
  for (const [family, members] of byFamily) {
    if (members.length < 2) continue;
    const prefix = sharedWords(members.map((m) => m.name));
    for (const m of members) {
      const platform = m.name.slice(prefix.length).trim();
      platformWords.set(m.platform, platform);
      names.set(m.client, { family, familyName: prefix, platform: PLATFORM_WORDS[m.platform] ?? platform });
    }
  }
  for (const [family, [only, ...more]] of byFamily) {
    if (more.length) continue;
    const platform = platformWords.get(only.platform);
    const familyName = platform && only.name.endsWith(` ${platform}`) ? only.name.slice(0, -platform.length - 1) : only.name;
    names.set(only.client, { family, familyName, platform: PLATFORM_WORDS[only.platform] ?? platform ?? only.platform });
  }
  return names;
}

/** The leading words every name shares, leaving each at least one word of its own. */
function sharedWords(names: string[]): string {
  const split = names.map((n) => n.split(' '));
  const most = Math.min(...split.map((w) => w.length)) - 1;
  let n = 0;
  while (n < most && split.every((w) => w[n] === split[0][n])) n++;
  return split[0].slice(0, n).join(' ');
}

/** Clients of one family that a feature fails in: "Outlook (Windows, Windows Mail)". */
export interface FamilyGroup {
  family: string;
  name: string;
  /** The platforms affected, in the report's order. */
  platforms: string[];
  /** How many clients of the family the report covers. */
  total: number;
}

/** Client ids grouped by family: the major families first, then the most affected, then by name. */
export function byFamily(ids: string[], names: Map<string, ClientName>): FamilyGroup[] {
  const totals = new Map<string, number>();
  for (const n of names.values()) totals.set(n.family, (totals.get(n.family) ?? 0) + 1);
  const groups = new Map<string, FamilyGroup>();
  for (const id of ids) {
    const n = names.get(id) ?? { family: id, familyName: id, platform: '' };
    const g = groups.get(n.family) ?? { family: n.family, name: n.familyName, platforms: [], total: totals.get(n.family) ?? 1 };
    if (n.platform) g.platforms.push(n.platform);
    groups.set(n.family, g);
  }
  const rank = (g: FamilyGroup) => (MAJOR_FAMILIES.includes(g.family) ? MAJOR_FAMILIES.indexOf(g.family) : MAJOR_FAMILIES.length);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || b.platforms.length - a.platforms.length || a.name.localeCompare(b.name));
}

/** "Gmail (web, Android, iOS)", "Outlook (all 6 clients)", or "HEY" when it has one client. */
export function familyLabel(g: FamilyGroup): string {
  if (g.total === 1) return g.name;
  if (g.platforms.length === g.total && g.total > 2) return `${g.name} (all ${g.total} clients)`;
  return `${g.name} (${g.platforms.join(', ')})`;
}

/** Families named in a sentence before "and N more": the rest are behind the finding's disclosure. */
export const FAMILIES_NAMED = 4;

/** "Gmail (web), Outlook (Windows) and 3 others": the first families named, the rest counted. */
export function familySentence(groups: FamilyGroup[], named = FAMILIES_NAMED): string {
  // "and 1 other" says less than its name would.
  const shown = groups.length > named + 1 ? groups.slice(0, named) : groups;
  const labels = shown.map(familyLabel);
  const rest = groups.length - shown.length;
  if (rest) return `${labels.join(', ')} and ${rest} others`;
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0] ?? '';
}
