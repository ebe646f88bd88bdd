/**
 * The `exports` table: every read and write of an export's row. The service and the job call
 * these; nothing outside src/exports/ touches the table.
 */
import type { Kysely } from 'kysely';
import { JobErrorCodes } from '../errors';
import { settle, type EventSink } from '../jobs/settle';
import { nowIso } from '../lib/time';
import type { Db } from '../store/db';
import { findOwned, type Owner } from '../store/owned';
import { transaction } from '../store/transaction';
import type { Database, ExportsTable } from '../store/schema';
import type { ExportSource } from './content';
import type { PaperSize } from './files/pdf';
import type { Sender } from './sender';
import type { StoredSeries } from './series';
import type { ExportedFlow, ExportedSeriesEmail } from './schema';

/** What an export was asked to send, kept on its row for the job. `from` is a string in rows stored before the brand sender (a request's From as typed). */
export type StoredContent = {
  source: ExportSource;
  subject?: string;
  preheader?: string;
  text?: string;
  from?: Sender | string;
  paper?: PaperSize;
  mobile?: boolean;
  /** The platform whose merge-tag syntax an mjml file prints (default Handlebars). */
  mergeTags?: string;
  /** A series (issue #23): every email goes (a template each, or all in the zip); `source` is its first. */
  series?: StoredSeries;
};

export type NewExport = Pick<ExportsTable, 'id' | 'platform' | 'name' | 'conversation_id' | 'connection_id' | 'credentials_source' | 'public_base_url'> & { content: StoredContent };

/** How an export ended: the platform's template, or the file it built. */
export type ExportOutcome = {
  externalId: string | null;
  externalUrl: string | null;
  file?: { blobId: string; name: string; contentType: string };
  emails?: ExportedSeriesEmail[];
  flow?: ExportedFlow;
};

export class ExportsStore {
  constructor(
    private readonly db: Db,
    private readonly events: EventSink | undefined,
  ) {}

  /** Runs `fn` in one transaction: an export's row and its job are written together or not at all. */
  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  /** A pending export, written in the caller's transaction (its job is enqueued in the same one). */
  async insert(trx: Kysely<Database>, owner: Owner, e: NewExport): Promise<void> {
    const now = nowIso();
    await trx
      .insertInto('exports')
      .values({
        ...e,
        account_id: owner.accountId,
        environment: owner.environment,
        content: JSON.stringify(e.content),
        status: 'pending',
        stage: 'queued',
        error: null,
        error_code: null,
        progress: '{}',
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
  }

  /** The caller's export, else 404. */
  find(owner: Owner, id: string): Promise<ExportsTable> {
    return findOwned(this.db, 'exports', owner, id, 'export');
  }

  /** Any export by id: for its job, which runs on behalf of the row's owner. */
  byId(id: string): Promise<ExportsTable | undefined> {
    return this.db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether a hosted HTML blob belongs to an export (it is public by its unguessable id). */
  async hostsBlob(blobId: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('exports').select('id').where('hosted_blob_id', '=', blobId).executeTakeFirst());
  }

  async setStage(id: string, stage: string): Promise<void> {
    await this.db.updateTable('exports').set({ stage, updated_at: nowIso() }).where('id', '=', id).where('status', '=', 'pending').execute();
  }

  /** The ids a platform handed back so far (see ExportContext.once): a retried attempt reads them. */
  async saveProgress(id: string, progress: Record<string, string>): Promise<void> {
    await this.db.updateTable('exports').set({ progress: JSON.stringify(progress), updated_at: nowIso() }).where('id', '=', id).execute();
  }

  async setHostedBlob(id: string, blobId: string): Promise<void> {
    await this.db.updateTable('exports').set({ hosted_blob_id: blobId }).where('id', '=', id).execute();
  }

  /** Completed, with its `export.completed` event; false when an earlier attempt settled it. */
  async complete(row: ExportsTable, outcome: ExportOutcome): Promise<boolean> {
    const now = nowIso();
    const settled = await settle(this.db, this.events, {
      table: 'exports',
      id: row.id,
      set: {
        status: 'completed',
        stage: 'completed',
        external_id: outcome.externalId,
        external_url: outcome.externalUrl,
        file_blob_id: outcome.file?.blobId ?? null,
        file_name: outcome.file?.name ?? null,
        file_content_type: outcome.file?.contentType ?? null,
        updated_at: now,
        completed_at: now,
      },
      event: () => ({
        type: 'export.completed',
        data: {
          exportId: row.id,
          platform: row.platform,
          status: 'completed',
          externalId: outcome.externalId,
          externalUrl: outcome.externalUrl,
          ...(outcome.file ? { downloadUrl: downloadUrlOf(row.id), fileName: outcome.file.name } : {}),
          ...(outcome.emails ? { emails: outcome.emails } : {}),
          ...(outcome.flow ? { flow: outcome.flow } : {}),
        },
      }),
    });
    return settled !== undefined;
  }

  /** Failed with `error`, with its `export.failed` event; false when an earlier attempt settled it. */
  async fail(row: ExportsTable, error: string): Promise<boolean> {
    const now = nowIso();
    const errorCode = JobErrorCodes.exportFailed;
    const settled = await settle(this.db, this.events, {
      table: 'exports',
      id: row.id,
      set: { status: 'failed', stage: 'failed', error, error_code: errorCode, updated_at: now, completed_at: now },
      event: () => ({ type: 'export.failed', data: { exportId: row.id, platform: row.platform, status: 'failed', error, errorCode } }),
    });
    return settled !== undefined;
  }
}

export function contentOf(row: ExportsTable): StoredContent {
  return JSON.parse(row.content) as StoredContent;
}

export function downloadUrlOf(exportId: string): string {
  return `/v1/export/${exportId}/download`;
}
