import { loadEmail, where, type EmailInput, type LoadedEmail } from '../document';
import type { CompatibilityResult, ValidateOptions, ValidationIssue } from '../schema';
import { caniemailData, selectClients, type ClientInfo, type FeatureInfo } from './data';
import { detectFeatures } from './detect';
import { FALLBACKS } from './fallbacks';

/**
 * The clients most readers use (Litmus' market-share reports put Apple Mail, Gmail and Outlook
 * far ahead), and the features whose loss breaks the layout or hides content.
 */
const LAYOUT_CRITICAL = new Set([
  'css-display-flex', 'css-display-grid', 'css-grid-template', 'css-gap', 'css-flex-wrap', 'css-flex-direction', 'css-position', 'css-max-width',
  'css-variables', 'css-unit-calc', 'css-function-min', 'css-function-max', 'css-function-clamp', 'css-at-import', 'css-nesting', 'html-link',
  'image-webp', 'image-svg', 'image-avif', 'image-heif', 'image-tiff', 'image-bmp', 'image-base64', 'html-svg', 'html-video', 'html-audio', 'html-object',
  'html-form', 'html-input-text', 'html-select', 'html-textarea', 'html-button-submit', 'html-dialog', 'css-modern-color',
]);
const MAJOR_CLIENTS = new Set(['apple-mail.ios', 'apple-mail.macos', 'gmail.desktop-webmail', 'gmail.ios', 'gmail.android', 'outlook.windows', 'outlook.outlook-com', 'outlook.ios', 'outlook.android', 'yahoo.desktop-webmail']);
/** Features whose absence costs little (the client drops a wrapper, not content): capped in severity. */
const SEVERITY_CAP: Record<string, ValidationIssue['severity']> = {
  'html-doctype': 'info',
  'html-comments': 'info',
  'css-comments': 'info',
  'html-body': 'warning',
  'html-style': 'warning',
  'html-width': 'warning',
  'html-height': 'warning',
  'html-lang': 'info',
  'html-dir': 'info',
  'html-role': 'info',
  'html-aria-hidden': 'info',
  'html-aria-label': 'info',
  'html-aria-labelledby': 'info',
  'html-aria-describedby': 'info',
  'html-aria-live': 'info',
  'html-meta-color-scheme': 'info',
  'css-color-scheme': 'info',
  'css-at-media-prefers-color-scheme': 'warning',
  'css-pseudo-class-hover': 'warning',
  'html-anchor-links': 'warning',
  'html-target': 'info',
  'html-loading-attribute': 'info',
  'html-srcset': 'warning',
};
const RANK = { info: 0, warning: 1, error: 2 } as const;

/** Issues reported per feature; the rest are counted in `features[].occurrences`. */
const MAX_ISSUES_PER_FEATURE = 20;
const MAX_LOCATIONS = 20;

/**
 * Which of the email's HTML and CSS features each email client supports, from caniemail's data:
 * a table per client (supported, partial, unsupported, with caniemail's notes), the features
 * found with every place they are used, and an issue at each place a feature fails somewhere.
 * An issue is an error when at least a quarter of the chosen clients do not support the feature.
 */
export async function checkCompatibility(input: EmailInput | LoadedEmail, options: ValidateOptions = {}): Promise<CompatibilityResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const data = caniemailData();
  const clients = selectClients(options.clients);

  // Outlook "ghost tables" in conditional comments give Outlook the fixed width max-width would.
  const ghostTables = email.comments.some((c) => c.conditional && /<table/i.test(c.data));

  const features: CompatibilityResult['features'] = [];
  const issues: ValidationIssue[] = [];
  const tallies = new Map<string, ClientTally>(clients.map((c) => [c.id, { client: c, supported: 0, unknown: 0, partial: [], unsupported: [] }]));

  for (const [slug, rawOffsets] of offsetsByFeature(email)) {
    const feature = data.features.get(slug);
    if (!feature) continue;
    const offsets = [...new Set(rawOffsets)].sort((a, b) => a - b);
    const split = splitClients(slug, feature, clients, tallies);
    features.push({
      feature: slug,
      title: feature.title,
      category: feature.category,
      url: feature.url,
      occurrences: offsets.length,
      locations: offsets.slice(0, MAX_LOCATIONS).map((o) => email.lines.position(o)),
      ...split,
    });
    issues.push(...issuesFor(email, feature, offsets, split, clients, ghostTables));
  }

  const clientRows = [...tallies.values()].map(clientRow);
  const score = clientRows.length ? Math.round(clientRows.reduce((s, r) => s + r.score, 0) / clientRows.length) : 100;
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  const worst = [...clientRows].sort((a, b) => a.score - b.score).slice(0, 3);
  features.sort((a, b) => b.unsupported.length - a.unsupported.length || a.feature.localeCompare(b.feature));
  return {
    check: 'compatibility',
    score,
    passed: errorCount === 0,
    summary:
      `${features.length} features used, tested on ${clients.length} email clients: average support ${score}%. ` +
      (worst.length ? `Weakest: ${worst.map((r) => `${r.name} ${r.score}%`).join(', ')}.` : ''),
    issues,
    durationMs: Math.round(performance.now() - started),
    dataUpdated: data.updated,
    clients: clientRows,
    features,
  };
}

type Support = { feature: string; title: string; notes: string[] };
/** One client's count of the email's features, by how it supports them. */
type ClientTally = { client: ClientInfo; supported: number; unknown: number; partial: Support[]; unsupported: Support[] };

/** Where the email uses each feature: the offsets of every use, by caniemail slug, in order of first use. */
function offsetsByFeature(email: LoadedEmail): Map<string, number[]> {
  const byFeature = new Map<string, number[]>();
  for (const h of detectFeatures(email)) {
    let list = byFeature.get(h.slug);
    if (!list) byFeature.set(h.slug, (list = []));
    list.push(h.offset);
  }
  return byFeature;
}

/** The chosen clients by how they support one feature, counted into each client's tally too. */
function splitClients(slug: string, feature: FeatureInfo, clients: ClientInfo[], tallies: Map<string, ClientTally>) {
  const split = { supported: [] as string[], partial: [] as string[], unsupported: [] as string[], unknown: [] as string[] };
  for (const c of clients) {
    const s = feature.support.get(c.id);
    const row = tallies.get(c.id)!;
    if (!s || s.support === 'unknown') {
      split.unknown.push(c.id);
      row.unknown++;
    } else if (s.support === 'supported') {
      split.supported.push(c.id);
      row.supported++;
    } else {
      split[s.support].push(c.id);
      row[s.support].push({ feature: slug, title: feature.title, notes: s.notes });
    }
  }
  return split;
}

/** A client's row of the result: its support score (a partial feature counts half; unknown ones not at all). */
function clientRow(row: ClientTally): CompatibilityResult['clients'][number] {
  const known = row.supported + row.partial.length + row.unsupported.length;
  const score = known === 0 ? 100 : Math.round((100 * (row.supported + 0.5 * row.partial.length)) / known);
  return {
    client: row.client.id,
    name: row.client.name,
    family: row.client.family,
    platform: row.client.platform,
    score,
    supported: row.supported,
    partial: row.partial,
    unsupported: row.unsupported,
    unknown: row.unknown,
  };
}

function issuesFor(
  email: LoadedEmail,
  feature: FeatureInfo,
  offsets: number[],
  split: { partial: string[]; unsupported: string[] },
  clients: ClientInfo[],
  ghostTables: boolean,
): ValidationIssue[] {
  if (split.unsupported.length === 0 && split.partial.length === 0) return [];
  const names = new Map(clients.map((c) => [c.id, c.name]));
  const list = (ids: string[]) => (ids.length > 6 ? `${ids.slice(0, 6).map((i) => names.get(i)).join(', ')} and ${ids.length - 6} more` : ids.map((i) => names.get(i)).join(', '));
  // An error is a feature whose loss breaks the layout or hides content, lost by a major client or
  // by a quarter of the clients (or by any, when only a few clients were asked for); everything
  // else degrades gracefully and is a warning, or a note when support is only partial here and there.
  const quarter = Math.max(1, Math.ceil(clients.length / 4));
  const breaking =
    clients.length <= 3 ||
    (LAYOUT_CRITICAL.has(feature.slug) && !(ghostTables && feature.slug === 'css-max-width') && (split.unsupported.length >= quarter || split.unsupported.some((c) => MAJOR_CLIENTS.has(c))));
  let severity: ValidationIssue['severity'] =
    split.unsupported.length > 0 && breaking ? 'error' : split.unsupported.length > 0 || split.partial.length >= quarter ? 'warning' : 'info';
  const cap = SEVERITY_CAP[feature.slug];
  if (cap && RANK[cap] < RANK[severity]) severity = cap;
  const parts: string[] = [];
  if (split.unsupported.length) parts.push(`not supported by ${list(split.unsupported)}`);
  if (split.partial.length) parts.push(`only partly supported by ${list(split.partial)}`);
  const notes = new Set<string>();
  for (const id of [...split.unsupported, ...split.partial]) for (const n of feature.support.get(id)?.notes ?? []) notes.add(n);
  const noteText = notes.size ? ` Notes: ${[...notes].slice(0, 3).join(' ')}` : '';
  const more = offsets.length > MAX_ISSUES_PER_FEATURE ? ` (${offsets.length} uses; the first ${MAX_ISSUES_PER_FEATURE} are listed)` : '';
  const suggestion = FALLBACKS[feature.slug] ?? `See ${feature.url} for what each client does.`;
  return offsets.slice(0, MAX_ISSUES_PER_FEATURE).map((offset) => ({
    severity,
    code: feature.slug,
    message: `\`${feature.title}\` is ${parts.join('; ')}.${noteText}${more}`,
    ...where(email, offset),
    clients: [...split.unsupported, ...split.partial],
    suggestion,
  }));
}
