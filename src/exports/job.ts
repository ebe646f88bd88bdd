/**
 * The `export.deliver` job: create the template on the platform, or build the file, for one
 * pending export, then settle it (src/exports/store.ts).
 *
 * No second template, ever: every id a platform hands back is written to the export row the
 * moment it arrives (`ctx.once`), before any later step such as "activate version". A retried
 * attempt reuses it; an attempt whose create call had an unknown outcome (timeout, 5xx, crash)
 * looks the template up by its alias or name before creating again.
 */
import { errors, isApiError } from '../errors';
import type { Job, JobDefinition } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import type { Logger } from '../logger';
import { newBlobId, type BlobStore } from '../store/blobs';
import type { ExportsTable } from '../store/schema';
import { parseMailbox } from './address';
import type { ConnectionsService } from './connections';
import type { Connector, ExportContext, FlowDraft } from './connector';
import type { PreparedEmail } from './content';
import type { ExportFile } from './files/html';
import type { CredentialHandoff } from './handoff';
import { PlatformError, PlatformHttp, type HttpSettings } from './http';
import { connectors } from './platforms';
import { isFileFormat } from './schema';
import { contentOf, type ExportsStore, type StoredContent } from './store';
import { emailScope, exportedEmails, exportedFlow, FLOW_SCOPE, seriesManifest, seriesTemplateName } from './series';
import type { ChromiumLocation } from '../preview/chromium';
import type { ChromiumPool } from '../preview/renderer';
import { nowIso } from '../lib/time';

// What running an export needs (an HTML parser, html-to-text, JSZip, MIME assembly) loads with the
// first export, not with every API process.
const loadContent = lazy(() => import('./content'));
const loadFiles = lazy(async () => ({
  ...(await import('./files/html')),
  ...(await import('./files/zip')),
  ...(await import('./files/eml')),
  ...(await import('./files/mjml')),
  ...(await import('./files/pdf')),
}));

export const EXPORT_QUEUE = 'export.deliver';
export type DeliverJobData = { exportId: string; holder: string | null };

/** What the job reads live from the service's settings (tests and operators may adjust them). */
export interface DeliverSettings {
  allowPrivateNetworks: boolean;
  /** Platform API base URLs replacing the real ones (tests, proxies): `{ klaviyo: 'http://127.0.0.1:…' }`. */
  baseUrls: Record<string, string>;
  http: HttpSettings;
}

/** What prints PDFs: the previews' Chromium (wired in src/services.ts; tests may leave it unset). */
export interface Printer {
  chromium(): ChromiumLocation;
  renderer(): ChromiumPool;
}

export interface DeliverDeps {
  store: ExportsStore;
  blobs: BlobStore;
  connections: ConnectionsService;
  handoff: CredentialHandoff;
  settings: DeliverSettings;
  queueKind: 'embedded' | 'pg-boss';
  logger: Logger;
  printer: () => Printer | undefined;
}

export function exportJob(deps: DeliverDeps): JobDefinition<DeliverJobData> {
  return { queue: EXPORT_QUEUE, handler: (job) => deliver(deps, job), options: { concurrency: 4, timeoutMs: 10 * 60_000 } };
}

export async function deliver(deps: DeliverDeps, job: Job<DeliverJobData>): Promise<void> {
  const row = await deps.store.byId(job.data.exportId);
  if (!row || row.status !== 'pending') {
    deps.handoff.drop(job.data.exportId);
    return; // settled by an earlier attempt
  }
  await deps.store.setStage(row.id, 'exporting');
  try {
    const outcome = isFileFormat(row.platform) ? await buildFile(deps, row, contentOf(row)) : await exportToPlatform(deps, job, row, contentOf(row));
    await deps.store.complete(row, outcome);
  } catch (err) {
    const failure = failureOf(err, job.lastAttempt);
    if (failure === 'retry') throw err; // the queue retries with backoff; what was created is on the row
    if (failure.unexpected) deps.logger.error({ err, exportId: row.id, platform: row.platform }, 'export failed unexpectedly');
    await deps.store.fail(row, failure.message);
  }
  deps.handoff.drop(row.id);
}

/** Whether a failed attempt is retried, or the export fails now and with which message. */
function failureOf(err: unknown, lastAttempt: boolean): 'retry' | { message: string; unexpected: boolean } {
  if (err instanceof RetryLater) return lastAttempt ? { message: err.finalMessage, unexpected: false } : 'retry';
  const known = err instanceof PlatformError || isApiError(err);
  const retryable = !known || (err instanceof PlatformError && err.retryable);
  if (retryable && !lastAttempt) return 'retry';
  if (known) return { message: (err as Error).message, unexpected: false };
  return { message: `The export failed because of an internal error (${(err as Error).name}).`, unexpected: true };
}

async function buildFile(deps: DeliverDeps, row: ExportsTable, stored: StoredContent) {
  const [{ prepareEmail }, files] = await Promise.all([loadContent(), loadFiles()]);
  const email = await prepareEmail(stored.source, overridesOf(row, stored));
  const allowPrivate = deps.settings.allowPrivateNetworks;
  let file: ExportFile;
  const series = stored.series;
  if (row.platform === 'zip' && series) {
    // Each email's template name and file names are the SDK's manifest's, as `generate --out-dir` writes them.
    const prepared = await Promise.all(series.emails.map((e) => prepareEmail({ kind: 'document', document: e.document }, { name: row.name })));
    const manifest = seriesManifest({
      name: row.name,
      conversationId: row.conversation_id,
      sequence: series.sequence,
      emails: series.emails.map((e, i) => ({ position: e.position, role: e.role, sendOffsetDays: e.sendOffsetDays, subject: prepared[i].subject, preheader: prepared[i].preheader })),
    });
    const emails = series.emails.map((e, i) => ({ email: prepared[i], react: e.react }));
    file = await files.seriesZipFile(row.name, emails, manifest, { allowPrivate });
  } else if (row.platform === 'zip') file = await files.zipFile(email, { allowPrivate });
  else if (row.platform === 'eml') file = await files.emlFile(email, { from: typeof stored.from === 'string' ? parseMailbox(stored.from) : stored.from });
  else if (row.platform === 'mjml') {
    if (stored.source.kind !== 'document') throw errors.invalidRequest('An mjml export is printed from the email’s document: export it by conversationId.');
    file = files.mjmlFile(stored.source.document, email, stored.mergeTags);
  } else if (row.platform === 'pdf') {
    const printer = deps.printer();
    if (!printer?.chromium().found) throw errors.unavailable('PDF exports need Chromium, which this worker cannot find (install it or set CHROMIUM_PATH).');
    file = await files.pdfFile(email, { paper: stored.paper ?? 'A4', mobile: stored.mobile ?? false, renderer: printer.renderer(), allowPrivate });
  } else file = files.htmlFile(email);
  // Derived from the export id: a retried job overwrites the same blob instead of adding one.
  const blobId = `blob_${row.id.replace(/^exp_/, '')}file`;
  await deps.blobs.put({ id: blobId, contentType: file.contentType, data: file.data });
  const emails = row.platform === 'zip' && series ? exportedEmails(series, row.name, {}, undefined) : undefined;
  return { externalId: null, externalUrl: null, file: { blobId, name: file.fileName, contentType: file.contentType }, ...(emails ? { emails } : {}) };
}

async function exportToPlatform(deps: DeliverDeps, job: Job<DeliverJobData>, row: ExportsTable, stored: StoredContent) {
  const connector = connectors[row.platform];
  const credentials = await credentialsFor(deps, job, row);
  const { prepareEmail } = await loadContent();
  const secrets = connector.secretFields.map((f) => credentials[f]).filter((v): v is string => typeof v === 'string');
  const http = new PlatformHttp(connector.label, secrets, deps.settings.http, connector.authNoun);
  // One progress for the whole export, written back whole: every email's steps go in it.
  const progress: Record<string, string> = JSON.parse(row.progress);
  const series = stored.series;
  if (!series) {
    const email = await prepareEmail(stored.source, overridesOf(row, stored), connector);
    const result = await connector.exportTemplate(contextFor(deps, row, connector, credentials, http, email, progress), email);
    return { externalId: result.externalId, externalUrl: result.externalUrl };
  }
  // A series: a template per email, in order, each under its own scope of the progress (its ids,
  // and an export id of its own for platforms that derive aliases from it). An email whose template
  // is recorded is not sent again when a retry resumes the export.
  const count = series.emails.length;
  for (const e of series.emails) {
    const scope = emailScope(e.position);
    if (progress[scope]) continue;
    const name = seriesTemplateName(row.name, e, count, connector.maxNameLength);
    const email = await prepareEmail({ kind: 'document', document: e.document }, { name }, connector);
    const result = await connector.exportTemplate(contextFor(deps, row, connector, credentials, http, email, progress, scope), email);
    progress[scope] = JSON.stringify({ externalId: result.externalId, externalUrl: result.externalUrl });
    await deps.store.saveProgress(row.id, progress);
  }
  const emails = exportedEmails(series, row.name, progress, connector.maxNameLength);
  // Asked with `flow` (a platform whose API builds one): the flow, from the templates just made, once.
  if (series.flow && connector.exportFlow && !progress[FLOW_SCOPE]) {
    // Subjects and preheaders in the platform's merge-tag syntax, as each template has them.
    const prepared = await Promise.all(series.emails.map((e, i) => prepareEmail({ kind: 'document', document: e.document }, { name: emails[i].name }, connector)));
    const draft: FlowDraft = {
      name: row.name,
      trigger: series.flow.trigger,
      emails: series.emails.map((e, i) => ({ position: e.position, name: emails[i].name, subject: prepared[i].subject, preheader: prepared[i].preheader, sendOffsetDays: e.sendOffsetDays, templateId: emails[i].externalId! })),
    };
    const result = await connector.exportFlow(contextFor(deps, row, connector, credentials, http, prepared[count - 1], progress, FLOW_SCOPE), draft);
    progress[FLOW_SCOPE] = JSON.stringify({ externalId: result.externalId, externalUrl: result.externalUrl });
    await deps.store.saveProgress(row.id, progress);
  }
  const flow = exportedFlow(series, progress);
  return { externalId: emails[0].externalId, externalUrl: emails[0].externalUrl, emails, ...(flow ? { flow } : {}) };
}

async function credentialsFor(deps: DeliverDeps, job: Job<DeliverJobData>, row: ExportsTable): Promise<Record<string, unknown>> {
  if (row.credentials_source === 'connection') {
    const opened = row.connection_id ? await deps.connections.open(row.connection_id) : undefined;
    if (!opened) throw new PlatformError(`The connection ${row.connection_id} was deleted before the export ran.`);
    return opened.credentials;
  }
  const held = deps.handoff.take(row.id);
  if (held) return held;
  const message =
    'The credentials sent with this export were kept only in the memory of the brandmail process that accepted it, and that process could not run it (it restarted, or the job went to another worker). Send the export again, or save a connection (POST /v1/export/connections) so exports survive restarts.';
  // On pg-boss another node may be the one holding them: give it the next attempts.
  const elsewhere = job.data.holder !== null && job.data.holder !== deps.handoff.holder && deps.queueKind === 'pg-boss';
  if (elsewhere) throw new RetryLater('credentials held by another node', message);
  throw new PlatformError(message);
}

/**
 * The connector's context for one email. `scope` (a series email's) prefixes every progress key
 * the connector reads or writes and suffixes the export id it sees, so each email of a series is
 * its own template with its own ids and aliases.
 */
function contextFor(
  deps: DeliverDeps,
  row: ExportsTable,
  connector: Connector<any>,
  credentials: Record<string, unknown>,
  http: PlatformHttp,
  email: PreparedEmail,
  shared: Record<string, string>,
  scope?: string,
): ExportContext<any> {
  const keyOf = (key: string) => (scope ? `${scope}:${key}` : key);
  const progress: Record<string, string> = scope ? new Proxy(shared, { get: (target, key) => (typeof key === 'string' ? target[keyOf(key)] : undefined) }) : shared;
  const save = async (key: string, value: string | undefined) => {
    if (value === undefined) delete shared[keyOf(key)];
    else shared[keyOf(key)] = value;
    await deps.store.saveProgress(row.id, shared);
  };
  // Retries are two levels, no more: a request is retried by the request core (http.ts: 429, 5xx
  // and network errors of a request safe to repeat), an attempt by the queue (any retryable
  // failure, with backoff). A create whose outcome is unknown (a 5xx or timeout after sending)
  // fails the attempt; the next one looks it up (`recover`) before creating again.
  const once = async (key: string, create: () => Promise<string>, recover?: () => Promise<string | undefined>): Promise<string> => {
    if (progress[key]) return progress[key];
    const found = progress[`${key}:started`] && recover ? await recover() : undefined;
    if (!found) await save(`${key}:started`, nowIso());
    const value = found ?? (await create());
    await save(key, value);
    await save(`${key}:started`, undefined);
    return value;
  };
  return {
    credentials,
    baseUrl: (deps.settings.baseUrls[connector.platform] ?? connector.defaultBaseUrl(credentials)).replace(/\/+$/, ''),
    http,
    exportId: scope ? `${row.id}-${scope.replace(/^email/, '')}` : row.id,
    requestedAt: row.created_at,
    progress,
    save: (key, value) => save(key, value),
    once,
    // The row names one hosted blob (the public route serves only that one): a series' emails each
    // replace it in turn, which holds because Campaign Monitor fetches the URL while creating.
    hostedHtmlUrl: async () => {
      let blobId = progress.hostedBlob;
      if (!blobId) {
        blobId = newBlobId();
        await deps.blobs.put({ id: blobId, contentType: 'text/html; charset=utf-8', data: Buffer.from(email.html, 'utf8') });
        await deps.store.setHostedBlob(row.id, blobId);
        await save('hostedBlob', blobId);
      }
      return `${row.public_base_url}/v1/export/files/${blobId}`;
    },
  };
}

function overridesOf(row: ExportsTable, content: StoredContent) {
  return { name: row.name, subject: content.subject, preheader: content.preheader, text: content.text };
}

/** Retry on another attempt; `finalMessage` is the error if none is left. */
class RetryLater extends Error {
  constructor(
    message: string,
    readonly finalMessage: string,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}
