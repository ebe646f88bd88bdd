/**
 * Exports as a resource — start (a row and an `export.deliver` job in one transaction, answered
 * at once), status, download — and the job that creates the template on the platform or builds
 * the file.
 *
 * No second template, ever: every id a platform hands back is written to the export row the
 * moment it arrives (`ctx.once`), before any later step such as "activate version". A retried
 * attempt reuses it; an attempt whose create call had an unknown outcome (timeout, 5xx, crash)
 * looks the template up by its alias or name before creating again.
 *
 * Credentials: a saved connection is decrypted in the job. Credentials sent with the request are
 * "used once, never stored": they are held in this process's memory only (`handoff`), keyed by
 * export id, for the job that this process runs, and dropped when the export settles. They never
 * reach the database, the job data or a log line.
 */
import type { Environment } from '../accounts/permissions';
import { errors, isApiError, JobErrorCodes } from '../errors';
import type { Job, JobQueue } from '../jobs/queue';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import { newBlobId, type Blob, type BlobStore } from '../store/blobs';
import type { Db } from '../store/db';
import type { ExportsTable } from '../store/schema';
import type { WebhooksService } from '../webhooks/service';
import type { Connector, ExportContext } from './connector';
import { ConnectionsService, connectorOf, parseCredentials } from './connections';
import type { ExportSource, PreparedEmail } from './content';
import { resolveConversation, type ConversationResolver, type Owner } from './conversations';
import type { ExportFile } from './files/html';
import { DEFAULT_HTTP_SETTINGS, PlatformError, PlatformHttp, type HttpSettings } from './http';
import { connectors } from './platforms';
import { FILE_FORMATS, isFileFormat, type CreateExportRequest, type Export, type PlatformInfo } from './schema';
import { findOwned } from '../store/owned';
import type { ChromiumLocation } from '../preview/chromium';
import type { ChromiumPool } from '../preview/renderer';
import { parseMailbox } from './address';
import type { PaperSize } from './files/pdf';
import { brandSender, PLACEHOLDER_SENDER, type Sender } from './sender';
import { lazy } from '../lib/lazy';

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

/** `from` is a string in exports stored before the brand sender (a request's From as typed). */
type StoredContent = { source: ExportSource; subject?: string; preheader?: string; text?: string; from?: Sender | string; paper?: PaperSize; mobile?: boolean };

/** What prints PDFs: the previews' Chromium (wired in src/server.ts; tests may leave it unset). */
export interface Printer {
  chromium(): ChromiumLocation;
  renderer(): ChromiumPool;
}

const HANDOFF_TTL_MS = 30 * 60_000;

export class ExportsService {
  readonly settings: ExportSettings;
  readonly connections: ConnectionsService;
  /** Where `conversationId` is looked up (see conversations.ts; tests replace it). */
  conversations: ConversationResolver = resolveConversation;
  /** The Chromium PDF exports print with (the previews' pool, see src/server.ts). */
  printer?: Printer;
  private readonly handoff = new Map<string, { credentials: Record<string, unknown>; expires: number }>();
  private readonly instanceId = newId('job').slice(4);

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    private readonly webhooks: WebhooksService | undefined,
    private readonly logger: Logger,
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
  }

  /** Registers the `export.deliver` handler (called from src/workers.ts). */
  register(): void {
    this.queue.work<DeliverJobData>(EXPORT_QUEUE, (job) => this.deliver(job), { concurrency: 4, timeoutMs: 10 * 60_000 });
  }

  platforms(): PlatformInfo[] {
    const list: PlatformInfo[] = Object.values(connectors).map((c) => ({
      platform: c.platform,
      label: c.label,
      kind: 'platform' as const,
      creates: CREATES[c.platform] ?? 'a template',
      docsUrl: c.docsUrl,
      credentialFields: describeFields(c),
      mergeTagExample: c.mergeTag({ field: 'firstName', fallback: 'there' }),
      unsubscribeTag: c.unsubscribeTag,
    }));
    const files: Record<string, [string, string]> = {
      html: ['HTML file', 'one self-contained .html file (images stay remote)'],
      zip: ['ZIP archive', 'a .zip with index.html and its images under images/'],
      eml: ['EML message', 'an RFC 5322 .eml message from the brand’s sender (text and HTML parts, List-Unsubscribe headers)'],
      mjml: ['MJML source', 'an .mjml file (MJML 4: brand fonts and colours in mj-head, one mj-section per block) that compiles with the mjml package'],
      pdf: ['PDF', 'a .pdf of the email as a desktop client shows it (A4 or Letter; selectable text, live links), optionally with the mobile rendering'],
    };
    for (const f of FILE_FORMATS) {
      list.push({ platform: f, label: files[f][0], kind: 'file', creates: files[f][1], docsUrl: null, credentialFields: [], mergeTagExample: null, unsubscribeTag: null });
    }
    return list;
  }

  async start(owner: Owner, input: CreateExportRequest, publicBaseUrl: string): Promise<{ exportId: string; status: 'pending'; platform: string }> {
    const file = isFileFormat(input.platform);
    let credentials: Record<string, unknown> | undefined;
    if (file) {
      if (input.credentials || input.connectionId) {
        throw errors.invalidRequest(`${input.platform} exports are files and take no credentials.`, [{ path: input.credentials ? 'body.credentials' : 'body.connectionId', message: 'not used by file exports' }]);
      }
    } else {
      const connector = connectorOf(input.platform);
      if (input.connectionId) await this.connections.check(owner, input.connectionId, input.platform);
      else if (input.credentials) {
        credentials = parseCredentials(connector, input.credentials);
        if (!this.settings.runsWorkers) {
          throw errors.unavailable('This server runs no export workers, and credentials sent with a request are never stored, so they cannot reach a worker. Save a connection (POST /v1/export/connections) and export with its connectionId.');
        }
      } else {
        throw errors.invalidRequest(`A ${connector.label} export needs credentials or a connectionId.`, [{ path: 'body.credentials', message: `send the ${connector.label} credentials (fields: GET /v1/export/platforms) or a connectionId` }]);
      }
    }

    if (input.platform === 'pdf') {
      const chromium = this.printer?.chromium() ?? { found: false as const, message: 'PDF exports need Chromium, and this server has no renderer configured.' };
      if (!chromium.found) throw errors.unavailable(chromium.message);
    }
    const from = input.platform === 'eml' ? await this.senderFor(owner, input) : undefined;

    let source: ExportSource;
    if (input.conversationId) source = { kind: 'document', document: (await this.conversations(owner, input.conversationId)).document };
    else source = { kind: 'html', html: input.html! };
    const name = input.name ?? input.subject ?? defaultName(source);
    const content: StoredContent = { source, subject: input.subject, preheader: input.preheader, text: input.text, from, paper: input.paper, mobile: input.mobile };

    const exportId = newId('export');
    const now = nowIso();
    for (const [id, held] of this.handoff) if (held.expires <= Date.now()) this.handoff.delete(id);
    // Put request credentials where the job will look before the job can exist; drop them again
    // if the transaction does not commit.
    if (credentials) this.handoff.set(exportId, { credentials, expires: Date.now() + HANDOFF_TTL_MS });
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('exports')
          .values({
            id: exportId,
            account_id: owner.accountId,
            environment: owner.environment,
            platform: input.platform,
            name,
            status: 'pending',
            stage: 'queued',
            error: null,
            error_code: null,
            conversation_id: input.conversationId ?? null,
            connection_id: input.connectionId ?? null,
            credentials_source: file ? 'none' : credentials ? 'request' : 'connection',
            content: JSON.stringify(content),
            progress: '{}',
            public_base_url: publicBaseUrl.replace(/\/+$/, ''),
            external_id: null,
            external_url: null,
            file_blob_id: null,
            file_name: null,
            file_content_type: null,
            hosted_blob_id: null,
            created_at: now,
            updated_at: now,
            completed_at: null,
          })
          .execute();
        await this.queue.enqueue<DeliverJobData>(
          EXPORT_QUEUE,
          { exportId, holder: credentials ? this.instanceId : null },
          { singletonKey: `${EXPORT_QUEUE}:${exportId}`, retryLimit: this.settings.retryLimit, retryDelayMs: this.settings.retryDelayMs, retryBackoff: true },
          trx,
        );
      });
    } catch (err) {
      this.handoff.delete(exportId);
      throw err;
    }
    return { exportId, status: 'pending', platform: input.platform };
  }

  /** The eml's From: the request's `from`, else the brand kit's sender, else a placeholder to replace. */
  private async senderFor(owner: Owner, input: CreateExportRequest): Promise<Sender> {
    if (input.from !== undefined) {
      const mailbox = parseMailbox(input.from);
      if (!mailbox) throw errors.invalidRequest('from is not one valid address.', [{ path: 'body.from', message: 'expected one address such as "Acme <news@acme.example>"' }]);
      return mailbox;
    }
    if (input.projectId) await findOwned(this.db, 'projects', owner, input.projectId, 'project');
    return (await brandSender(this.db, owner, { conversationId: input.conversationId, projectId: input.projectId })) ?? PLACEHOLDER_SENDER;
  }

  async get(owner: Owner, exportId: string): Promise<Export> {
    return toExport(await this.row(owner, exportId));
  }

  async download(owner: Owner, exportId: string): Promise<{ blob: Blob; fileName: string }> {
    const r = await this.row(owner, exportId);
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
    const owner = await this.db.selectFrom('exports').select('id').where('hosted_blob_id', '=', fileId).executeTakeFirst();
    return owner ? this.blobs.get(fileId) : undefined;
  }

  /** The `export.deliver` job. */
  async deliver(job: Job<DeliverJobData>): Promise<void> {
    const row = await this.db.selectFrom('exports').selectAll().where('id', '=', job.data.exportId).executeTakeFirst();
    if (!row || row.status !== 'pending') {
      this.handoff.delete(job.data.exportId);
      return; // settled by an earlier attempt
    }
    await this.setStage(row.id, 'exporting');
    const content = JSON.parse(row.content) as StoredContent;
    try {
      if (isFileFormat(row.platform)) await this.deliverFile(row, content);
      else await this.deliverToPlatform(job, row, content);
    } catch (err) {
      if (err instanceof RetryLater) {
        if (!job.lastAttempt) throw err;
        await this.fail(row, err.finalMessage);
        return;
      }
      const known = err instanceof PlatformError || isApiError(err);
      if (known && !(err instanceof PlatformError && err.retryable)) {
        await this.fail(row, (err as Error).message);
      } else if (!job.lastAttempt) {
        throw err; // the queue retries with backoff; what was created is on the row
      } else {
        if (!known) this.logger.error({ err, exportId: row.id, platform: row.platform }, 'export failed unexpectedly');
        await this.fail(row, known ? (err as Error).message : `The export failed because of an internal error (${(err as Error).name}).`);
      }
    }
  }

  private async deliverFile(row: ExportsTable, stored: StoredContent): Promise<void> {
    const [{ prepareEmail }, { zipFile, emlFile, htmlFile, mjmlFile, pdfFile }] = await Promise.all([loadContent(), loadFiles()]);
    const email = await prepareEmail(stored.source, overridesOf(row, stored));
    let file: ExportFile;
    if (row.platform === 'zip') file = await zipFile(email, { allowPrivate: this.settings.allowPrivateNetworks });
    else if (row.platform === 'eml') file = await emlFile(email, { from: typeof stored.from === 'string' ? parseMailbox(stored.from) : stored.from });
    else if (row.platform === 'mjml') {
      if (stored.source.kind !== 'document') throw errors.invalidRequest('An mjml export is printed from the email’s document: export it by conversationId.');
      file = mjmlFile(stored.source.document, email);
    } else if (row.platform === 'pdf') {
      if (!this.printer?.chromium().found) throw errors.unavailable('PDF exports need Chromium, which this worker cannot find (install it or set CHROMIUM_PATH).');
      file = await pdfFile(email, { paper: stored.paper ?? 'A4', mobile: stored.mobile ?? false, renderer: this.printer.renderer(), allowPrivate: this.settings.allowPrivateNetworks });
    } else file = htmlFile(email);
    // Derived from the export id: a retried job overwrites the same blob instead of adding one.
    const blobId = `blob_${row.id.replace(/^exp_/, '')}file`;
    await this.blobs.put({ id: blobId, contentType: file.contentType, data: file.data });
    await this.complete(row, { externalId: null, externalUrl: null, file: { blobId, name: file.fileName, contentType: file.contentType } });
  }

  private async deliverToPlatform(job: Job<DeliverJobData>, row: ExportsTable, stored: StoredContent): Promise<void> {
    const connector = connectors[row.platform];
    const credentials = await this.credentialsFor(job, row);
    const { prepareEmail } = await loadContent();
    const email = await prepareEmail(stored.source, overridesOf(row, stored), connector);
    const secrets = connector.secretFields.map((f) => credentials[f]).filter((v): v is string => typeof v === 'string');
    const http = new PlatformHttp(connector.label, secrets, this.settings.http, connector.authNoun);
    const ctx = this.contextFor(row, connector, credentials, http, email);
    const result = await connector.exportTemplate(ctx, email);
    await this.complete(row, { externalId: result.externalId, externalUrl: result.externalUrl });
  }

  private async credentialsFor(job: Job<DeliverJobData>, row: ExportsTable): Promise<Record<string, unknown>> {
    if (row.credentials_source === 'connection') {
      const opened = row.connection_id ? await this.connections.open(row.connection_id) : undefined;
      if (!opened) throw new PlatformError(`The connection ${row.connection_id} was deleted before the export ran.`);
      return opened.credentials;
    }
    const held = this.handoff.get(row.id);
    if (held && held.expires > Date.now()) return held.credentials;
    const elsewhere = job.data.holder !== null && job.data.holder !== this.instanceId && this.queue.kind === 'pg-boss';
    const message =
      'The credentials sent with this export were kept only in the memory of the brandmail process that accepted it, and that process could not run it (it restarted, or the job went to another worker). Send the export again, or save a connection (POST /v1/export/connections) so exports survive restarts.';
    // On pg-boss another node may be the one holding them: give it the next attempts.
    if (elsewhere) throw new RetryLater('credentials held by another node', message);
    throw new PlatformError(message);
  }

  private contextFor(row: ExportsTable, connector: Connector<any>, credentials: Record<string, unknown>, http: PlatformHttp, email: PreparedEmail): ExportContext<any> {
    const progress: Record<string, string> = JSON.parse(row.progress);
    const save = async (key: string, value: string | undefined) => {
      if (value === undefined) delete progress[key];
      else progress[key] = value;
      await this.db.updateTable('exports').set({ progress: JSON.stringify(progress), updated_at: nowIso() }).where('id', '=', row.id).execute();
    };
    const settings = this.settings.http;
    const ctx: ExportContext<any> = {
      credentials,
      baseUrl: (this.settings.baseUrls[connector.platform] ?? connector.defaultBaseUrl(credentials)).replace(/\/+$/, ''),
      http,
      exportId: row.id,
      requestedAt: row.created_at,
      progress,
      save: (key, value) => save(key, value),
      async once(key, create, recover) {
        for (let attempt = 0; ; attempt++) {
          if (progress[key]) return progress[key];
          if (progress[`${key}:started`] && recover) {
            const found = await recover();
            if (found) {
              await save(key, found);
              await save(`${key}:started`, undefined);
              return found;
            }
          }
          await save(`${key}:started`, nowIso());
          try {
            const value = await create();
            await save(key, value);
            await save(`${key}:started`, undefined);
            return value;
          } catch (err) {
            if (!(err instanceof PlatformError && err.retryable) || attempt >= settings.maxRetries) throw err;
            await new Promise((r) => setTimeout(r, Math.min(settings.maxRetryDelayMs, settings.retryBaseMs * 2 ** attempt)));
          }
        }
      },
      hostedHtmlUrl: async () => {
        let blobId = progress.hostedBlob;
        if (!blobId) {
          blobId = newBlobId();
          await this.blobs.put({ id: blobId, contentType: 'text/html; charset=utf-8', data: Buffer.from(email.html, 'utf8') });
          await this.db.updateTable('exports').set({ hosted_blob_id: blobId }).where('id', '=', row.id).execute();
          await save('hostedBlob', blobId);
        }
        return `${row.public_base_url}/v1/export/files/${blobId}`;
      },
    };
    return ctx;
  }

  private async complete(
    row: ExportsTable,
    outcome: { externalId: string | null; externalUrl: string | null; file?: { blobId: string; name: string; contentType: string } },
  ): Promise<void> {
    const now = nowIso();
    const owner = ownerOf(row);
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('exports')
        .set({
          status: 'completed',
          stage: 'completed',
          external_id: outcome.externalId,
          external_url: outcome.externalUrl,
          file_blob_id: outcome.file?.blobId ?? null,
          file_name: outcome.file?.name ?? null,
          file_content_type: outcome.file?.contentType ?? null,
          updated_at: now,
          completed_at: now,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      await this.webhooks?.emit(trx, owner, 'export.completed', {
        exportId: row.id,
        platform: row.platform,
        status: 'completed',
        externalId: outcome.externalId,
        externalUrl: outcome.externalUrl,
        ...(outcome.file ? { downloadUrl: `/v1/export/${row.id}/download`, fileName: outcome.file.name } : {}),
      });
    });
    this.handoff.delete(row.id);
  }

  private async fail(row: ExportsTable, error: string): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('exports')
        .set({ status: 'failed', stage: 'failed', error, error_code: JobErrorCodes.exportFailed, updated_at: now, completed_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      await this.webhooks?.emit(trx, ownerOf(row), 'export.failed', { exportId: row.id, platform: row.platform, status: 'failed', error, errorCode: JobErrorCodes.exportFailed });
    });
    this.handoff.delete(row.id);
  }

  private async setStage(id: string, stage: string): Promise<void> {
    await this.db.updateTable('exports').set({ stage, updated_at: nowIso() }).where('id', '=', id).where('status', '=', 'pending').execute();
  }

  private async row(owner: Owner, id: string): Promise<ExportsTable> {
    return findOwned(this.db, 'exports', owner, id, 'export');
  }
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

const CREATES: Record<string, string> = {
  mailchimp: 'a user template',
  klaviyo: 'a CODE template',
  sendgrid: 'a dynamic template with an active version',
  brevo: 'an SMTP template',
  hubspot: 'a coded email template and a draft marketing email using it',
  'campaign-monitor': 'a template (imported from a URL brandmail serves)',
  activecampaign: 'a message (the content of a campaign)',
  mailjet: 'a marketing template with its content',
  postmark: 'a standard template',
  ses: 'an email template',
  customerio: 'a draft newsletter',
  iterable: 'an email template',
  braze: 'an email template',
  resend: 'a published template',
};

function describeFields(c: Connector<any>): PlatformInfo['credentialFields'] {
  return Object.entries(c.credentialFields.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } }; description?: string }>).map(
    ([name, schema]) => ({
      name,
      required: !schema.safeParse(undefined).success,
      secret: c.secretFields.includes(name),
      description: schema.description ?? schema.safeParse('').error?.issues[0]?.message ?? name,
    }),
  );
}

function overridesOf(row: ExportsTable, content: StoredContent) {
  return { name: row.name, subject: content.subject, preheader: content.preheader, text: content.text };
}

function defaultName(source: ExportSource): string {
  const date = new Date().toISOString().slice(0, 10);
  if (source.kind === 'document') {
    const s = source.document.subject;
    const text = typeof s === 'string' ? s : s.map((p) => (typeof p === 'string' ? p : p.fallback)).join('');
    return text.slice(0, 200) || `brandmail export ${date}`;
  }
  return /<title[^>]*>([^<]{1,200})<\/title>/i.exec(source.html)?.[1].trim() || `brandmail export ${date}`;
}

function ownerOf(row: ExportsTable): Owner {
  return { accountId: row.account_id, environment: row.environment as Environment };
}

export function toExport(r: ExportsTable): Export {
  const file = isFileFormat(r.platform);
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
    downloadUrl: file && r.status === 'completed' ? `/v1/export/${r.id}/download` : null,
    fileName: r.file_name,
    conversationId: r.conversation_id,
    connectionId: r.connection_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}
