import type { Kysely } from 'kysely';
import type { Dialect } from '../store/db';
import type { Database } from '../store/schema';
import { insertMany } from './batch-sql';
import type { ContactStatusValue, HistorySource, StatusHistoryEntry } from './schema';

/** One status change of one contact; `from` is null when the contact was created with `to`. */
export type StatusChange = {
  contactId: string;
  from: ContactStatusValue | null;
  to: ContactStatusValue;
  reason: string | null;
  source: HistorySource;
  keyId: string | null;
  at: string;
};

// 7 bound values a row: 2,000 rows stay far below SQLite's and PostgreSQL's parameter limits.
const BATCH = 2000;
const COLUMNS = ['contact_id', 'from_status', 'to_status', 'reason', 'source', 'key_id', 'created_at'];

/** Appends status changes, in batches; pass the transaction that makes the changes. */
export async function recordStatusChanges(db: Kysely<Database>, dialect: Dialect, changes: StatusChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += BATCH) {
    const rows = changes.slice(i, i + BATCH).map((c) => [c.contactId, c.from, c.to, c.reason, c.source, c.keyId, c.at]);
    await insertMany(db, dialect, 'contact_status_history', COLUMNS, rows);
  }
}

/** A contact's status changes, newest first. */
export async function listStatusChanges(
  db: Kysely<Database>,
  contactId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
  const base = db.selectFrom('contact_status_history').where('contact_id', '=', contactId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      from: r.from_status as ContactStatusValue | null,
      to: r.to_status as ContactStatusValue,
      reason: r.reason,
      source: r.source as HistorySource,
      keyId: r.key_id,
      changedAt: r.created_at,
    })),
    total: Number(count.n),
  };
}
