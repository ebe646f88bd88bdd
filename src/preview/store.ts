/**
 * The `previews` and `preview_results` tables: every read and write of a preview and its
 * screenshots' rows, for the service and the render job.
 */
import type { Kysely } from 'kysely';
import { JobErrorCodes } from '../errors';
import { settle, type EventSink } from '../jobs/settle';
import { nowIso } from '../lib/time';
import type { Db } from '../store/db';
import { findOwned, type Owner } from '../store/owned';
import { transaction } from '../store/transaction';
import type { Database, PreviewResultsTable, PreviewsTable } from '../store/schema';

/** A preview's row as lists show it: without the stored HTML, which could weigh megabytes. */
export type PreviewSummary = Omit<PreviewsTable, 'account_id' | 'environment' | 'html' | 'series_html' | 'updated_at'>;

export class PreviewsStore {
  constructor(
    private readonly db: Db,
    private readonly events: EventSink | undefined,
  ) {}

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  async insert(trx: Kysely<Database>, preview: PreviewsTable, results: PreviewResultsTable[]): Promise<void> {
    await trx.insertInto('previews').values(preview).execute();
    // Chunked: SQLite caps the bound parameters of one statement.
    for (let i = 0; i < results.length; i += 50) await trx.insertInto('preview_results').values(results.slice(i, i + 50)).execute();
  }

  find(owner: Owner, id: string, db: Kysely<Database> = this.db): Promise<PreviewsTable> {
    return findOwned(db, 'previews', owner, id, 'preview');
  }

  byId(id: string): Promise<PreviewsTable | undefined> {
    return this.db.selectFrom('previews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  results(previewId: string): Promise<PreviewResultsTable[]> {
    return this.db.selectFrom('preview_results').selectAll().where('preview_id', '=', previewId).orderBy('position').execute();
  }

  /** Newest first, optionally only those in one status or of one conversation, each with its results in order. */
  async list(
    owner: Owner,
    query: { limit: number; offset: number; status?: string; conversationId?: string },
  ): Promise<{ previews: PreviewSummary[]; results: Map<string, PreviewResultsTable[]>; total: number }> {
    let base = this.db.selectFrom('previews').where('account_id', '=', owner.accountId).where('environment', '=', owner.environment);
    if (query.status) base = base.where('status', '=', query.status as PreviewsTable['status']);
    if (query.conversationId) base = base.where('conversation_id', '=', query.conversationId);
    const [previews, count] = await Promise.all([
      base
        .select(['id', 'status', 'stage', 'progress', 'error', 'error_code', 'conversation_id', 'devices', 'dark_mode', 'images_off', 'created_at', 'completed_at', 'series'])
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const rows = previews.length
      ? await this.db
          .selectFrom('preview_results')
          .selectAll()
          .where('preview_id', 'in', previews.map((p) => p.id))
          .orderBy('preview_id')
          .orderBy('position')
          .execute()
      : [];
    const results = new Map<string, PreviewResultsTable[]>();
    for (const r of rows) {
      const list = results.get(r.preview_id);
      if (list) list.push(r);
      else results.set(r.preview_id, [r]);
    }
    return { previews, results, total: Number(count.n) };
  }

  /** Ids of previews that finished before `cutoffIso`, oldest id first. */
  async finishedBefore(cutoffIso: string, limit: number): Promise<string[]> {
    const rows = await this.db.selectFrom('previews').select('id').where('status', '!=', 'pending').where('completed_at', '<', cutoffIso).orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  /** Deletes previews' result rows and rows; returns the ids of their screenshots and thumbnails. */
  async remove(trx: Kysely<Database>, ids: string[]): Promise<string[]> {
    const results = await trx.selectFrom('preview_results').select(['image_blob_id', 'thumbnail_blob_id']).where('preview_id', 'in', ids).execute();
    await trx.deleteFrom('preview_results').where('preview_id', 'in', ids).execute();
    await trx.deleteFrom('previews').where('id', 'in', ids).execute();
    return results.flatMap((r) => [r.image_blob_id, r.thumbnail_blob_id]);
  }

  async setStage(id: string, stage: string): Promise<void> {
    await this.db.updateTable('previews').set({ stage, updated_at: nowIso() }).where('id', '=', id).execute();
  }

  /** One screenshot's outcome, and the preview's progress. */
  async saveResult(previewId: string, position: number, update: Partial<PreviewResultsTable>, progress: number): Promise<void> {
    await this.db.updateTable('preview_results').set(update).where('preview_id', '=', previewId).where('position', '=', position).execute();
    await this.db.updateTable('previews').set({ progress, updated_at: nowIso() }).where('id', '=', previewId).where('status', '=', 'pending').execute();
  }

  /**
   * The preview's final status from its screenshots' (failed when none rendered, or with
   * `failedMessage`, which also fails the screenshots still pending), with its event, once.
   */
  async settle(previewId: string, options: { failedMessage?: string }): Promise<void> {
    const counts = await this.db
      .selectFrom('preview_results')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('preview_id', '=', previewId)
      .groupBy('status')
      .execute();
    const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    const completed = count('completed');
    const failed = count('failed') + (options.failedMessage ? count('pending') : 0);
    const allFailed = options.failedMessage !== undefined || completed === 0;
    const error = options.failedMessage ?? (allFailed ? `No screenshot could be rendered (${failed} failed); see each result's error.` : null);
    const errorCode = allFailed ? JobErrorCodes.previewFailed : null;
    const now = nowIso();
    await settle(this.db, this.events, {
      table: 'previews',
      id: previewId,
      set: { status: allFailed ? 'failed' : 'completed', stage: allFailed ? 'failed' : 'completed', progress: 1, error, error_code: errorCode, updated_at: now, completed_at: now },
      also: async (trx) => {
        if (!options.failedMessage) return;
        await trx
          .updateTable('preview_results')
          .set({ status: 'failed', error: options.failedMessage, rendered_at: now })
          .where('preview_id', '=', previewId)
          .where('status', '=', 'pending')
          .execute();
      },
      event: () =>
        allFailed
          ? { type: 'preview.failed', data: { previewId, status: 'failed', error, errorCode } }
          : { type: 'preview.completed', data: { previewId, status: 'completed', completed, failed } },
    });
  }
}
