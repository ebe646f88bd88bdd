import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../store/db';

/**
 * Multi-row INSERTs written as SQL text once per shape. Building a 2,000-row insert with Kysely's
 * builder allocates a node per value and compiles the tree on every chunk, which measured slower
 * than SQLite's own work; as text, an equal-sized chunk reuses the statement better-sqlite3
 * already prepared (src/store/db.ts keeps them).
 *
 * On PostgreSQL each column travels as one text[] parameter, unpacked by `unnest`: the server
 * parses a short statement instead of a 28,000-parameter VALUES list. Measured for 100,000 rows
 * in 2,000-row statements: unnest 2.1–2.3 s, json_populate_recordset 2.4 s, VALUES 2.5–2.8 s,
 * json_array_elements 3.4 s. The array literals are built here (below), not by node-postgres.
 *
 * Every column must be text (or NULL), which holds for the tables this writes.
 */
const cache = new Map<string, string>();

export function insertManySql(dialect: Dialect, table: string, columns: readonly string[], rowCount: number, suffix = ''): string {
  // On PostgreSQL the text does not depend on the row count.
  const key = `${dialect}\u0000${table}\u0000${columns.join(',')}\u0000${dialect === 'postgres' ? 0 : rowCount}\u0000${suffix}`;
  let text = cache.get(key);
  if (text) return text;
  const cols = columns.join(', ');
  if (dialect === 'postgres') {
    text = `insert into ${table} (${cols}) select * from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) ${suffix}`;
  } else {
    const row = `(${columns.map(() => '?').join(', ')})`;
    text = `insert into ${table} (${cols}) values ${Array.from({ length: rowCount }, () => row).join(', ')} ${suffix}`;
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, text);
  return text;
}

/**
 * Statement sizes on SQLite. Each distinct row count is its own prepared statement, and the store
 * keeps up to 500 of them: a 2,000-row insert measured ~2.5 MB of compiled program, so arbitrary
 * counts (an update batch of 1,733, then of 1,402…) would pile up hundreds of megabytes. Rows go
 * out in these sizes only: six shapes per statement kind, at most 18 statements for a chunk.
 */
const SQLITE_SIZES = [2000, 500, 125, 25, 5, 1];

/** Inserts `rows` (each a value per column, in order); returns any RETURNING rows. */
export async function insertMany<R = unknown>(
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  if (dialect === 'postgres') {
    const text = insertManySql(dialect, table, columns, 0, suffix);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, columns.map((_, c) => textArray(rows, c))));
    return result.rows;
  }
  const out: R[] = [];
  let start = 0;
  for (const size of SQLITE_SIZES) {
    for (; rows.length - start >= size; start += size) {
      const parameters = new Array(size * columns.length);
      let n = 0;
      for (let r = start; r < start + size; r++) for (let c = 0; c < columns.length; c++) parameters[n++] = rows[r][c];
      const result = await db.executeQuery<R>(CompiledQuery.raw(insertManySql(dialect, table, columns, size, suffix), parameters));
      for (const row of result.rows) out.push(row);
    }
  }
  return out;
}

/**
 * `column` is one of `values`, as one bound parameter whatever their number (a JSON array on
 * SQLite, a text[] on PostgreSQL), so the statement text — and the statement SQLite keeps
 * prepared — is the same for every batch. Both use the column's index.
 */
export function inList(dialect: Dialect, column: string, values: readonly string[]): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${textArray(values.map((v) => [v]), 0)}::text[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}

/**
 * Column `c` of `rows` as a PostgreSQL text[] literal. node-postgres can serialise a JS array
 * itself, but builds the literal by repeated concatenation: profiled at 420 MB of short-lived
 * strings for 100,000 contacts, which V8 let pile up as heap. One join allocates once.
 */
function textArray(rows: readonly (readonly unknown[])[], c: number): string {
  const parts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i][c];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else {
      const text = typeof v === 'string' ? v : String(v);
      parts[i] = '"' + (NEEDS_ESCAPE.test(text) ? text.replace(ESCAPE, '\\$&') : text) + '"';
    }
  }
  return '{' + parts.join(',') + '}';
}
const NEEDS_ESCAPE = /["\\]/;
const ESCAPE = /["\\]/g;
