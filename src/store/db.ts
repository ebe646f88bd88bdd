import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { changeClockOf, type ChangeClock } from './change-clock';
import { kyselySqlite } from './sqlite';
import { searchFold } from '../lib/search-fold';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface Store {
  db: Db;
  dialect: Dialect;
  /** Postgres connection string and schema, for components (pg-boss) that open their own pool. */
  postgres?: { connectionString: string; schema: string };
  close(): Promise<void>;
}

// BIGINT columns hold epoch milliseconds and counters that fit a JS number; node-postgres would
// otherwise hand them back as strings and every caller would need to convert.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openStore(config: Pick<Config, 'databaseUrl' | 'dbSchema' | 'dataDir'>): Promise<Store> {
  const store = config.databaseUrl ? await openPostgres(config.databaseUrl, config.dbSchema) : openSqlite(config.dataDir);
  await migrateToLatest(store.db, store.postgres?.schema);
  return store;
}

function openSqlite(dataDir: string): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, 'brandmail.db'));
  // WAL lets readers proceed while a writer commits; busy_timeout covers the CLI writing while
  // the server runs; NORMAL sync is durable across process crashes in WAL mode.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // SQLite's lower() folds A–Z only; a search folds case and accents as lib/search-fold.ts does, in every alphabet (store/search.ts).
  database.function('search_fold', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? searchFold(s) : s));
  const changes = changeClockOf(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(database, changes) }) });
  sqliteHandles.set(db, { database, changes });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The better-sqlite3 handle behind an embedded store's Kysely instance, for the few hot point
 * reads that skip Kysely's connection mutex and promise chain (store/prepared.ts), and the clock
 * that says when their remembered rows may be stale.
 */
export const sqliteHandles = new WeakMap<
  Kysely<any>,
  { database: SQLite.Database; changes: ChangeClock }
>();

async function openPostgres(connectionString: string, schema: string): Promise<Store> {
  const bootstrap = new pg.Client({ connectionString });
  await bootstrap.connect();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await bootstrap.end();
  }
  const pool = new pg.Pool({ connectionString, max: 10, options: `-c search_path="${schema}"` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', postgres: { connectionString, schema }, close: () => db.destroy() };
}

/** Drops a Postgres schema with everything in it (tests use a fresh schema each). */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export { sql };
