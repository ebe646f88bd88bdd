import type { Kysely, Selectable, Updateable, UpdateQueryBuilder } from 'kysely';
import type { Db } from '../store/db';
import { ownerOf, type Owner } from '../store/owned';
import type { Database } from '../store/schema';
import { transaction } from '../store/transaction';
import type { EventType } from '../webhooks/schema';

/** Tables whose row is a job's state: it is `pending` until the job settles it. */
type JobTable = {
  [T in keyof Database]: Database[T] extends { id: string; status: string; account_id: string; environment: string } ? T : never;
}[keyof Database];

/** Where a settled job's event goes: the webhooks outbox (`WebhooksService.emit`). */
export interface EventSink {
  emit(trx: Kysely<Database>, owner: Owner, type: EventType, data: Record<string, unknown>): Promise<unknown>;
}

export interface Settlement<T extends JobTable> {
  table: T;
  id: string;
  /** More columns the row must still hold for this run to settle it (e.g. the current import run). */
  still?: Partial<Record<keyof Database[T] & string, string>>;
  /** The row's settled state (`status` and `stage` included); a function when it depends on a read inside the transaction. */
  set: Updateable<Database[T]> | ((trx: Db) => Promise<Updateable<Database[T]>>);
  /** Writes that belong to the result (an email version, a conversation's state), made only by the run that settles. */
  also?: (trx: Db, row: Selectable<Database[T]>) => Promise<void>;
  /** The webhook event telling subscribers the outcome. */
  event: (row: Selectable<Database[T]>) => { type: EventType; data: Record<string, unknown> };
}

/**
 * The one way a job finishes: mark its row completed or failed only if it is still pending, store
 * the result, and record the webhook event — in one transaction, so a subscriber never hears of a
 * result that is not stored and never misses one that is. Returns the settled row, or undefined
 * when the row was no longer this run's to settle (an earlier attempt settled it, a reimport
 * superseded it, the user deleted it): jobs are delivered at least once, so this is normal.
 */
export async function settle<T extends JobTable>(db: Db, events: EventSink | undefined, s: Settlement<T>): Promise<Selectable<Database[T]> | undefined> {
  return transaction(db, async (trx) => {
    const set = typeof s.set === 'function' ? await s.set(trx) : s.set;
    // The table is generic here; each call site is typed through Settlement<T>.
    let claim: UpdateQueryBuilder<any, any, any, any> = (trx as unknown as Kysely<any>).updateTable(s.table as string).set(set as Record<string, unknown>).where('id', '=', s.id).where('status', '=', 'pending');
    for (const [column, value] of Object.entries(s.still ?? {})) claim = claim.where(column, '=', value);
    const row = (await claim.returningAll().executeTakeFirst()) as Selectable<Database[T]> | undefined;
    if (!row) return undefined;
    await s.also?.(trx, row);
    const { type, data } = s.event(row);
    await events?.emit(trx, ownerOf(row as { account_id: string; environment: string }), type, data);
    return row;
  });
}
