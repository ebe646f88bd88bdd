import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { ChangeClock } from './change-clock';

/**
 * The embedded database as Kysely sees it: Kysely's `SqliteDatabase` interface (prepare, close)
 * implemented over a better-sqlite3 handle, adding two things and replacing nothing of the
 * driver's own (its handle and statements are untouched, so a statement prepared elsewhere on the
 * same handle behaves as better-sqlite3 documents):
 *
 * - statements kept by SQL text: Kysely's SQLite driver prepares every query on every execution,
 *   and preparing costs as much as running a point query (better-sqlite3 statements are reusable;
 *   Kysely only calls their synchronous all/run/iterate);
 * - every statement that may write moves the change clock once it has run, which guards the
 *   remembered rows of the hottest reads (store/prepared.ts). All of Kysely's SQL goes through here.
 */
export function kyselySqlite(database: SQLite.Database, clock: ChangeClock, max = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(source) {
      let stmt = cache.get(source);
      if (stmt) return stmt;
      const prepared = database.prepare(source);
      stmt = prepared.readonly ? prepared : countingRuns(prepared, clock.noteWrite);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, stmt);
      return stmt;
    },
    close: () => database.close(),
  };
}

/** A statement that may write, calling `onRun` after each execution (an iterated INSERT … RETURNING as it is consumed). */
function countingRuns(stmt: SQLite.Statement, onRun: () => void): SqliteStatement {
  return {
    reader: stmt.reader,
    all(parameters) {
      try {
        return stmt.all(parameters);
      } finally {
        onRun();
      }
    },
    run(parameters) {
      try {
        return stmt.run(parameters);
      } finally {
        onRun();
      }
    },
    *iterate(parameters) {
      try {
        yield* stmt.iterate(parameters);
      } finally {
        onRun();
      }
    },
  };
}
