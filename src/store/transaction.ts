import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `fn` in one transaction: everything it writes commits together or not at all. Given a
 * transaction already (`db.isTransaction`), `fn` runs in it — Kysely cannot nest transactions,
 * and the caller's commit is the one that counts — so a store method can take either the store's
 * Kysely instance or the transaction of a caller that writes more in the same commit.
 */
export function transaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
