import type { Kysely, Selectable } from 'kysely';
import type { Environment } from '../accounts/permissions';
import { errors } from '../errors';
import type { Database } from './schema';

/**
 * Who a row belongs to: an account and one of its environments (test keys see test rows only).
 * Every capability scopes its reads and writes by it; this is its one declaration.
 */
export type Owner = { accountId: string; environment: Environment };

/** The owner of a stored row (`account_id`, `environment` columns). */
export function ownerOf(row: { account_id: string; environment: string }): Owner {
  return { accountId: row.account_id, environment: row.environment as Environment };
}

/** Tables whose rows belong to one (account, environment) and are addressed by `id`. */
type OwnedTable = {
  [T in keyof Database]: Database[T] extends { id: string; account_id: string; environment: string } ? T : never;
}[keyof Database];

/**
 * The row `id` of `table` if it belongs to the caller's account and environment, else 404 —
 * exactly as if it did not exist, so a test key cannot even learn that a live id is real.
 * `forUpdate` locks the row until the caller's transaction ends (PostgreSQL; SQLite runs one
 * write transaction at a time and has no row locks), for a read-modify-write that another
 * writer could interleave with.
 */
export async function findOwned<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  owner: Owner,
  id: string,
  noun: string,
  options: { forUpdate?: boolean } = {},
): Promise<Selectable<Database[T]>> {
  let query = (db as unknown as Kysely<any>)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', owner.accountId)
    .where('environment', '=', owner.environment);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw errors.notFound(`No ${noun} with id ${id}.`);
  return row as Selectable<Database[T]>;
}
