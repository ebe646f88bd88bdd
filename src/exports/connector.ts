/**
 * One interface for every email platform an export can create a template on. A connector knows
 * its platform's API (one file each under ./platforms/), its credential fields, its merge-tag and
 * unsubscribe syntax; the export job (job.ts) runs it, the queue retries a failed attempt, the
 * store (store.ts) keeps the row and settles it with its webhook event. Connectors never see the
 * database: they persist progress through
 * `ctx.once` / `ctx.save`, which is what makes a retried export reuse what it already created.
 */
import type { z } from 'zod';
import type { PlatformHttp } from './http';

export interface MergeToken {
  field: string;
  fallback: string;
}

/** The email as the platform will store it: merge tags and unsubscribe links already translated. */
export interface ExportEmail {
  /** Template name shown in the platform. */
  name: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  /** Every merge tag the email uses (first fallback wins per field), for platforms that declare variables. */
  tokens: MergeToken[];
  /** BCP 47 language of the email, when known. */
  language: string;
}

export interface ExportResult {
  externalId: string;
  externalUrl: string | null;
}

/** A series as a flow: its trigger, and each email's template (already on the platform) with its send offset. */
export interface FlowDraft {
  name: string;
  trigger: { type: 'list' | 'segment' | 'metric'; id: string };
  emails: Array<{ position: number; name: string; subject: string; preheader: string; sendOffsetDays: number; templateId: string }>;
}

export interface ExportContext<C> {
  credentials: C;
  /** The platform API's base URL: the operator's override (tests) or the connector's default. */
  baseUrl: string;
  http: PlatformHttp;
  exportId: string;
  /** When the export was requested; a name lookup ignores templates older than this. */
  requestedAt: string;
  /** Values saved by earlier attempts of this export (template id, version id, …). */
  progress: Readonly<Record<string, string>>;
  /**
   * Runs `create` at most once per export: its result is saved on the export row before anything
   * else happens. If an earlier attempt started `create` and never recorded its outcome (a crash,
   * a timeout, a 5xx), `recover` is asked first (a look-up by name or alias) so the retry adopts
   * what that attempt may have created instead of creating a second one.
   */
  once(key: string, create: () => Promise<string>, recover?: () => Promise<string | undefined>): Promise<string>;
  /** Records a finished later step (e.g. "activated") so a retry skips it. */
  save(key: string, value: string): Promise<void>;
  /** A public URL serving the email's HTML, for platforms that import a template from a URL. */
  hostedHtmlUrl(): Promise<string>;
}

export interface Connector<S extends z.ZodObject = z.ZodObject> {
  platform: string;
  label: string;
  /** The platform's API reference this connector follows. */
  docsUrl: string;
  /** Validated at POST time; errors answer 400 with `body.credentials.<field>` paths. */
  credentialFields: S;
  /** Fields that are secrets: masked in hints, scrubbed from any error text. Others show in full. */
  secretFields: readonly (keyof z.infer<S> & string)[];
  /** What the platform calls its secret, for "Klaviyo rejected the API key (401)". */
  authNoun?: string;
  /** The longest template name the platform keeps: a series' names are shortened to fit, their position kept. */
  maxNameLength?: number;
  defaultBaseUrl(credentials: z.infer<S>): string;
  mergeTag(token: MergeToken): string;
  unsubscribeTag: string;
  preferencesTag?: string;
  exportTemplate(ctx: ExportContext<z.infer<S>>, email: ExportEmail): Promise<ExportResult>;
  /** Builds a series' flow from its templates, where the platform's API can (a draft); platforms without it have none. */
  exportFlow?(ctx: ExportContext<z.infer<S>>, flow: FlowDraft): Promise<ExportResult>;
  /** The newest template named `name` created since `ctx.requestedAt`, if the platform can list them. */
  findExisting(ctx: ExportContext<z.infer<S>>, name: string): Promise<ExportResult | undefined>;
}

export function defineConnector<S extends z.ZodObject>(connector: Connector<S>): Connector<S> {
  return connector;
}

/** A string literal for a template language: quoted with whichever quote it does not contain. */
export function quoted(text: string, prefer: "'" | '"' = "'"): string {
  const other = prefer === "'" ? '"' : "'";
  if (!text.includes(prefer)) return `${prefer}${text}${prefer}`;
  if (!text.includes(other)) return `${other}${text}${other}`;
  return `${prefer}${text.split(prefer).join('')}${prefer}`;
}

/** Strips characters a template language would read as its own syntax out of fallback text. */
export function plainFallback(text: string, forbidden: RegExp): string {
  return text.replace(forbidden, '');
}

export const snakeCase = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
export const upperSnake = (field: string) => snakeCase(field).toUpperCase();

/** Newest first by `created`, keeping items created at or after `since` (unknown dates kept). */
export function newestSince<T>(items: T[], since: string, created: (item: T) => string | number | null | undefined): T | undefined {
  const floor = Date.parse(since) - 60_000; // platform clocks drift; a minute of slack
  const dated = items.map((item) => {
    const value = created(item);
    const ms = typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : value ? Date.parse(value) : NaN;
    return { item, ms };
  });
  return dated.filter((d) => Number.isNaN(d.ms) || d.ms >= floor).sort((a, b) => (b.ms || 0) - (a.ms || 0))[0]?.item;
}
