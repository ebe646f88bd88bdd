/**
 * Exports as a resource — start (a row and an `export.deliver` job in one transaction, answered
 * at once), status, download. The job that does the work is src/exports/job.ts; the table is
 * src/exports/store.ts.
 *
 * Credentials: a saved connection is decrypted in the job. Credentials sent with the request are
 * "used once, never stored" (src/exports/handoff.ts).
 */
import { errors } from '../errors';
import { emailAt, latestEmails, type LatestEmails, type SeriesSource } from '../email/series';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { EventSink } from '../jobs/settle';
import { newId } from '../lib/ids';
import type { Logger } from '../logger';
import type { Blob, BlobStore } from '../store/blobs';
import type { Db } from '../store/db';
import type { Owner } from '../store/owned';
import type { ExportsTable } from '../store/schema';
import { platformCatalogue } from './catalog';
import { ConnectionsService, connectorOf, parseCredentials } from './connections';
import type { ExportSource } from './content';
import { CredentialHandoff } from './handoff';
import { DEFAULT_HTTP_SETTINGS, type HttpSettings } from './http';
import { EXPORT_QUEUE, exportJob, type DeliverJobData, type Printer } from './job';
import { FILE_FORMATS, isFileFormat, type CreateExportRequest, type Export, type PlatformInfo } from './schema';
import { senderFor, type BrandKits } from './sender';
import { contentOf, downloadUrlOf, ExportsStore } from './store';
import { exportedEmails, exportedFlow, seriesName, type StoredSeries } from './series';
import { connectors } from './platforms';

export { EXPORT_QUEUE };

export interface ExportSettings {
  allowPrivateNetworks: boolean;
  /** Platform API base URLs replacing the real ones (tests, proxies): `{ klaviyo: 'http://127.0.0.1:…' }`. */
  baseUrls: Record<string, string>;
  http: HttpSettings;
  /** Job retries after the first attempt, and the delay before the first one (doubling). */
  retryLimit: number;
  retryDelayMs: number;
  /** Whether this process runs export jobs: per-request credentials only ever live here. */
  runsWorkers: boolean;
}

/** What an export reads from other capabilities: the email (or series) behind a conversation, a brand's sender. */
export interface ExportSources {
  emails: SeriesSource;
  kits: BrandKits;
  /** The Chromium PDF exports print with (the previews' pool; unset where no renderer is configured). */
  printer?: Printer;
}

export class ExportsService {
  readonly settings: ExportSettings;
  readonly connections: ConnectionsService;
  private readonly store: ExportsStore;
  private readonly handoff = new CredentialHandoff();

  constructor(
    db: Db,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    events: EventSink | undefined,
    private readonly logger: Logger,
    private readonly sources: ExportSources,
    options: { secret?: string; allowPrivateNetworks: boolean; runsWorkers: boolean } & Partial<Omit<ExportSettings, 'allowPrivateNetworks' | 'runsWorkers'>>,
  ) {
    this.settings = {
      baseUrls: {},
      retryLimit: 3,
      retryDelayMs: 5_000,
      ...options,
      http: { ...DEFAULT_HTTP_SETTINGS, allowPrivate: options.allowPrivateNetworks, ...options.http },
    };
    this.connections = new ConnectionsService(db, options.secret);
    this.store = new ExportsStore(db, events);
  }

  /** The `export.deliver` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<DeliverJobData> {
    return exportJob({
      store: this.store,
      blobs: this.blobs,
      connections: this.connections,
      handoff: this.handoff,
      settings: this.settings,
      queueKind: this.queue.kind,
      logger: this.logger,
      printer: () => this.sources.printer,
    });
  }

  platforms(): PlatformInfo[] {
    return platformCatalogue();
  }

  async start(owner: Owner, input: CreateExportRequest, publicBaseUrl: string): Promise<{ exportId: string; status: 'pending'; platform: string }> {
    const file = isFileFormat(input.platform);
    const credentials = file ? this.checkFileRequest(input) : await this.platformCredentials(owner, input);
    if (input.platform === 'pdf') {
      const chromium = this.sources.printer?.chromium() ?? { found: false as const, message: 'PDF exports need Chromium, and this server has no renderer configured.' };
      if (!chromium.found) throw errors.unavailable(chromium.message);
    }
    const read = input.conversationId ? await latestEmails(this.sources.emails, owner, input.conversationId) : undefined;
    const email = read?.email;
    const { document, series } = read ? this.whatToExport(read, input) : { document: undefined, series: undefined };
    const source: ExportSource = document ? { kind: 'document', document } : { kind: 'html', html: input.html! };
    const from = input.platform === 'eml' ? await senderFor(this.sources.kits, owner, { from: input.from, emailProjectId: email?.projectId, projectId: input.projectId }) : undefined;

    const exportId = newId('export');
    // Put request credentials where the job will look before the job can exist; drop them again
    // if the transaction does not commit.
    if (credentials) this.handoff.put(exportId, credentials);
    try {
      await this.store.transaction(async (trx) => {
        await this.store.insert(trx, owner, {
          id: exportId,
          platform: input.platform,
          name: input.name ?? input.subject ?? defaultName(source, series),
          conversation_id: input.conversationId ?? null,
          connection_id: input.connectionId ?? null,
          credentials_source: file ? 'none' : credentials ? 'request' : 'connection',
          content: { source, subject: input.subject, preheader: input.preheader, text: input.text, from, paper: input.paper, mobile: input.mobile, mergeTags: input.mergeTags, series },
          public_base_url: publicBaseUrl.replace(/\/+$/, ''),
        });
        await this.queue.enqueue<DeliverJobData>(
          EXPORT_QUEUE,
          { exportId, holder: credentials ? this.handoff.holder : null },
          { singletonKey: `${EXPORT_QUEUE}:${exportId}`, retryLimit: this.settings.retryLimit, retryDelayMs: this.settings.retryDelayMs, retryBackoff: true },
          trx,
        );
      });
    } catch (err) {
      this.handoff.drop(exportId);
      throw err;
    }
    return { exportId, status: 'pending', platform: input.platform };
  }

  async get(owner: Owner, exportId: string): Promise<Export> {
    return toExport(await this.store.find(owner, exportId));
  }

  async download(owner: Owner, exportId: string): Promise<{ blob: Blob; fileName: string }> {
    const r = await this.store.find(owner, exportId);
    if (!isFileFormat(r.platform)) throw errors.notFound(`Export ${exportId} went to ${r.platform}; only file exports (${FILE_FORMATS.join(', ')}) have a file to download.`);
    if (r.status !== 'completed' || !r.file_blob_id) {
      throw errors.conflict(r.status === 'failed' ? `Export ${exportId} failed: ${r.error}` : `Export ${exportId} is not ready yet; poll GET /v1/export/${exportId} until its status is completed.`);
    }
    const blob = await this.blobs.get(r.file_blob_id);
    if (!blob) throw errors.notFound(`The file of export ${exportId} is no longer stored.`);
    return { blob, fileName: r.file_name ?? `${exportId}.bin` };
  }

  /** The HTML an export hosts for a platform that imports templates from a URL (public by its unguessable id). */
  async hostedHtml(fileId: string): Promise<Blob | undefined> {
    return (await this.store.hostsBlob(fileId)) ? this.blobs.get(fileId) : undefined;
  }

  /**
   * Which email of a conversation goes: the one at `position`; else a series whole to a platform or
   * a zip (a template each, or every email in the zip); else the first (a single email, or a file
   * that holds one: html, eml, mjml, pdf).
   */
  private whatToExport(read: LatestEmails, input: CreateExportRequest): { document: LatestEmails['email']['document']; series?: StoredSeries } {
    if (input.position !== undefined) return { document: emailAt(read, input.position).document };
    if (input.flow) {
      // Only a platform whose API builds flows takes one; a single email is no sequence.
      if (!connectors[input.platform]?.exportFlow) {
        const able = Object.values(connectors).filter((c) => c.exportFlow).map((c) => c.platform);
        throw errors.invalidRequest(`${connectors[input.platform]?.label ?? input.platform} exports cannot build a flow: its API does not create one (${able.join(', ')} can). Export the series without \`flow\`: each email becomes a template named with its place, and the flow is built in the platform.`, [{ path: 'body.flow', message: `only for ${able.join(', ')}` }]);
      }
      if (!read.series) throw errors.invalidRequest(`Conversation ${input.conversationId} is one email, not a series: there is no flow to build.`, [{ path: 'body.flow', message: 'needs a series conversation' }]);
    }
    if (!read.series || !(input.platform === 'zip' || !isFileFormat(input.platform))) return { document: read.email.document };
    const overridden = (['subject', 'preheader', 'text'] as const).filter((k) => input[k] !== undefined);
    if (overridden.length) {
      throw errors.invalidRequest(`Conversation ${input.conversationId} is a series of ${read.series.emails.length} emails, each with its own ${overridden.join(' and ')}: send \`position\` to export one email with yours.`, overridden.map((k) => ({ path: `body.${k}`, message: 'overrides one email: send position' })));
    }
    const emails = read.series.emails.map(({ position, role, sendOffsetDays, subject, preheader, document, react }) => ({ position, role, sendOffsetDays, subject, preheader, document, react }));
    return { document: read.series.emails[0].document, series: { sequence: read.series.sequence, emails, ...(input.flow ? { flow: { trigger: input.flow.trigger } } : {}) } };
  }

  /** A file export takes no credentials. */
  private checkFileRequest(input: CreateExportRequest): undefined {
    if (input.credentials || input.connectionId) {
      throw errors.invalidRequest(`${input.platform} exports are files and take no credentials.`, [{ path: input.credentials ? 'body.credentials' : 'body.connectionId', message: 'not used by file exports' }]);
    }
    return undefined;
  }

  /** The request's own credentials (held in memory for the job), or undefined for a saved connection. */
  private async platformCredentials(owner: Owner, input: CreateExportRequest): Promise<Record<string, unknown> | undefined> {
    const connector = connectorOf(input.platform);
    if (input.connectionId) {
      await this.connections.check(owner, input.connectionId, input.platform);
      return undefined;
    }
    if (!input.credentials) {
      throw errors.invalidRequest(`A ${connector.label} export needs credentials or a connectionId.`, [{ path: 'body.credentials', message: `send the ${connector.label} credentials (fields: GET /v1/export/platforms) or a connectionId` }]);
    }
    const credentials = parseCredentials(connector, input.credentials);
    if (!this.settings.runsWorkers) {
      throw errors.unavailable('This server runs no export workers, and credentials sent with a request are never stored, so they cannot reach a worker. Save a connection (POST /v1/export/connections) and export with its connectionId.');
    }
    return credentials;
  }
}

function defaultName(source: ExportSource, series?: StoredSeries): string {
  const date = new Date().toISOString().slice(0, 10);
  // A series' templates are told apart by their place ("… — 2 of 3 (reassurance, day 1)"): the name says what the series is.
  if (series) return seriesName(series.sequence);
  if (source.kind === 'document') {
    const s = source.document.subject;
    const text = typeof s === 'string' ? s : s.map((p) => (typeof p === 'string' ? p : p.fallback)).join('');
    return text.slice(0, 200) || `brandmail export ${date}`;
  }
  return /<title[^>]*>([^<]{1,200})<\/title>/i.exec(source.html)?.[1].trim() || `brandmail export ${date}`;
}

/** What an export of a series shows: its sequence, each email's template and the flow, if one was asked. */
function seriesFields(series: StoredSeries, r: ExportsTable): Pick<Export, 'sequence' | 'emails' | 'flow'> {
  const progress = JSON.parse(r.progress) as Record<string, string>;
  const flow = exportedFlow(series, progress);
  return { sequence: series.sequence, emails: exportedEmails(series, r.name, progress, connectors[r.platform]?.maxNameLength), ...(flow ? { flow } : {}) };
}

export function toExport(r: ExportsTable): Export {
  const file = isFileFormat(r.platform);
  // Only a series' row holds the key; most rows are read without parsing their content.
  const series = r.content.includes('"series":') ? contentOf(r).series : undefined;
  return {
    exportId: r.id,
    platform: r.platform,
    status: r.status,
    stage: r.stage,
    name: r.name,
    externalId: r.external_id,
    externalUrl: r.external_url,
    ...(r.error ? { error: r.error } : {}),
    ...(r.error_code ? { errorCode: r.error_code } : {}),
    downloadUrl: file && r.status === 'completed' ? downloadUrlOf(r.id) : null,
    fileName: r.file_name,
    conversationId: r.conversation_id,
    connectionId: r.connection_id,
    ...(series ? seriesFields(series, r) : {}),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}
