import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Statement } from 'better-sqlite3';
import { sqliteHandles } from './db';
import type { ChangeClock } from './change-clock';

/**
 * A query built and compiled once, run many times with different arguments. Kysely rebuilds and
 * recompiles its immutable query tree on every call, which costs more than a SQLite point read;
 * for the hottest reads (a key's project, a generation's status while a client polls) we compile
 * with placeholder arguments once and only swap the parameter values per call.
 *
 * Only arguments used as bound parameters may vary (not identifiers or LIMIT shapes).
 *
 * On the embedded store the rows are also remembered per arguments and served from memory until
 * the database may have changed (store/change-clock.ts): a client polling a status or re-reading a
 * project costs no SQLite read while nothing moved. Remembered rows are shared, so they are frozen;
 * so is every row this returns, on both backends and on either path, so the two behave the same:
 * code that would change a row fails to compile (the type is read-only) and, past a cast, throws
 * everywhere rather than on SQLite only.
 */
export function prepare<A extends unknown[], R>(
  db: Kysely<any>,
  build: (...args: A) => Compilable<R>,
  arity: A['length'],
): (...args: A) => Promise<ReadonlyArray<Readonly<R>>> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
  const compiled = build(...(markers as unknown as A)).compile();
  // For each bound parameter: the index of the argument it takes, or -1 for a constant.
  const slots: number[] = compiled.parameters.map((p) => markers.indexOf(p as string));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`prepare(): argument ${i} is not a bound parameter`);
  }
  const sqlite = sqliteHandles.get(db);
  // A statement of the handle's own, not one Kysely's adapter (store/sqlite.ts) shares: it may return raw rows.
  const direct = sqlite && rememberedReader<R>(directReader<R>(sqlite.database.prepare(compiled.sql)), sqlite.changes);
  return async (...args: A) => {
    const parameters = slots.map((arg, j) => (arg >= 0 ? args[arg] : compiled.parameters[j]));
    // Embedded store: run the statement directly (a point read takes microseconds; Kysely's
    // mutex and promise chain around it cost more) — unless a transaction holds the connection,
    // whose uncommitted writes this read must not see: then wait for it like any other query.
    if (direct && !sqlite.database.inTransaction) return direct(parameters);
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return frozen(result.rows);
  };
}

// Small: a status row carries a whole email (~100 KB), and a hot read is a few ids read again and again.
const REMEMBERED_PER_STATEMENT = 100;

/** Serves a read from memory while the change clock has not moved since it was made. */
function rememberedReader<R>(read: (parameters: unknown[]) => R[], clock: ChangeClock): (parameters: unknown[]) => R[] {
  let remembered = new Map<string, R[]>();
  let epoch = -1;
  return (parameters) => {
    const now = clock.now();
    if (now !== epoch) {
      epoch = now;
      remembered = new Map();
    }
    // Parameters of a point read are strings and numbers; NUL does not occur in our ids.
    const key = parameters.join('\u0000');
    let rows = remembered.get(key);
    if (!rows) {
      rows = frozen(read(parameters)) as R[];
      if (remembered.size >= REMEMBERED_PER_STATEMENT) remembered.clear();
      remembered.set(key, rows);
    }
    return rows;
  };
}

function frozen<R>(rows: R[]): ReadonlyArray<Readonly<R>> {
  return Object.freeze(rows.map((row) => Object.freeze(row)));
}

/**
 * Rows of a statement as objects built by a function compiled for its columns: better-sqlite3
 * would look every column name up in V8's string table for every row; a literal of constant keys
 * costs nothing of the kind (a quarter of a point read's time).
 */
function directReader<R>(stmt: Statement): (parameters: unknown[]) => R[] {
  const names = stmt.columns().map((c) => c.name);
  // Column names come from our own schema; JSON.stringify quotes them as property keys.
  const build = new Function('a', `return { ${names.map((n, i) => `${JSON.stringify(n)}: a[${i}]`).join(', ')} };`) as (a: unknown[]) => R;
  stmt.raw(true);
  return (parameters) => (stmt.all(parameters) as unknown[][]).map(build);
}
