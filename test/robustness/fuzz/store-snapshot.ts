import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Row counts and a content hash of every table of the store, to prove a refused request changed
 * nothing. Bookkeeping that every request may touch by design is left out: the idempotency
 * reservations (taken, then dropped when the request fails) and the rate-limit windows.
 */
export const BOOKKEEPING_TABLES = ['idempotency_keys', 'rate_limit_windows'];

export type Snapshot = Record<string, { rows: number; hash: string }>;

export async function snapshotStore(db: Kysely<any>, tables: string[]): Promise<Snapshot> {
  const out: Snapshot = {};
  await Promise.all(
    tables.map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      // Row order is not part of the state; hash a sorted list of each row's JSON.
      const lines = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).sort();
      out[table] = { rows: rows.length, hash: createHash('sha256').update(lines.join('\n')).digest('hex') };
    }),
  );
  return out;
}

/** The store's tables; on PostgreSQL only those of `schema` (other tests' schemas share the database). */
export async function storeTables(db: Kysely<any>, schema?: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !schema || !t.schema || t.schema === schema)
    .map((t) => t.name)
    .filter((name) => !BOOKKEEPING_TABLES.includes(name))
    .sort();
}

/** Tables whose count or content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after).filter((t) => before[t]?.hash !== after[t].hash);
}
