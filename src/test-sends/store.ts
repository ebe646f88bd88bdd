/**
 * The `test_sends` table: every read and write of a test send's row, for the service and the job.
 */
import type { Kysely } from 'kysely';
import { JobErrorCodes } from '../errors';
import type { SeriesPlace } from '../email/series';
import type { ExportSource } from '../exports/content';
import type { Sender } from '../exports/sender';
import { settle, type EventSink } from '../jobs/settle';
import { nowIso } from '../lib/time';
import type { Db } from '../store/db';
import { findOwned, type Owner } from '../store/owned';
import { transaction } from '../store/transaction';
import type { Database, TestSendsTable } from '../store/schema';
import { sentEmails } from './copies';
import type { RecipientStatus } from './schema';

/**
 * What a test send sends, kept on its row for the job: one email (`source`, with the request's
 * overrides), or of a series the emails chosen (`series.emails`, `source` being the first's).
 */
export type StoredContent = { source: ExportSource; subject?: string; text?: string; from: Sender; series?: StoredSeries };
export type StoredSeries = { sequence: string; count: number; emails: Array<SeriesPlace & { source: ExportSource }> };

export class TestSendsStore {
  constructor(
    private readonly db: Db,
    private readonly events: EventSink | undefined,
  ) {}

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  /** The row, with one pending copy per email × recipient (`positions`: the emails sent, in order). */
  async insert(trx: Kysely<Database>, owner: Owner, t: { id: string; conversationId: string | null; content: StoredContent; recipients: string[]; positions: number[]; now: string }): Promise<void> {
    const copies = t.positions.flatMap((position) => t.recipients.map((address): RecipientStatus => ({ position, address, status: 'pending', response: null, messageId: null, sentAt: null })));
    await trx
      .insertInto('test_sends')
      .values({
        id: t.id,
        account_id: owner.accountId,
        environment: owner.environment,
        status: 'pending',
        stage: 'queued',
        conversation_id: t.conversationId,
        content: JSON.stringify(t.content),
        recipients: JSON.stringify(copies),
        // Copies, not addresses: what the hourly limit counts.
        recipient_count: copies.length,
        error: null,
        error_code: null,
        created_at: t.now,
        updated_at: t.now,
        completed_at: null,
      })
      .execute();
  }

  find(owner: Owner, id: string): Promise<TestSendsTable> {
    return findOwned(this.db, 'test_sends', owner, id, 'test send');
  }

  byId(id: string): Promise<TestSendsTable | undefined> {
    return this.db.selectFrom('test_sends').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Copies (recipients × emails) `owner` sent since `since`, and when the oldest of those sends was made. */
  async recipientsSince(trx: Kysely<Database>, owner: Owner, since: string): Promise<{ sent: number; oldest: string | null }> {
    const row = await trx
      .selectFrom('test_sends')
      .select((eb) => [eb.fn.sum<number>('recipient_count').as('sent'), eb.fn.min<string>('created_at').as('oldest')])
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return { sent: Number(row?.sent ?? 0), oldest: row?.oldest ? String(row.oldest) : null };
  }

  async setStage(id: string, stage: string): Promise<void> {
    await this.db.updateTable('test_sends').set({ stage, updated_at: nowIso() }).where('id', '=', id).execute();
  }

  /** Each recipient's outcome the moment it is known, so a retried job never sends them a second copy. */
  async saveRecipients(id: string, recipients: RecipientStatus[]): Promise<void> {
    await this.db.updateTable('test_sends').set({ recipients: JSON.stringify(recipients), updated_at: nowIso() }).where('id', '=', id).execute();
  }

  /** Completed (every recipient answered) or failed (`error`), with its webhook event, once. */
  async settle(row: TestSendsTable, recipients: RecipientStatus[], error?: string): Promise<void> {
    const now = nowIso();
    const status = error ? 'failed' : 'completed';
    const errorCode = error ? JobErrorCodes.testSendFailed : null;
    await settle(this.db, this.events, {
      table: 'test_sends',
      id: row.id,
      set: { status, stage: status, recipients: JSON.stringify(recipients), error: error ?? null, error_code: errorCode, updated_at: now, completed_at: now },
      event: () => ({
        type: error ? 'email.test_send.failed' : 'email.test_send.completed',
        data: {
          testSendId: row.id,
          status,
          recipients: recipients.map(({ position, address, status: s, response }) => ({ position: position ?? 1, address, status: s, response })),
          ...sentEmails(JSON.parse(row.content) as StoredContent),
          ...(error ? { error, errorCode } : {}),
        },
      }),
    });
  }
}
