import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query built and compiled once, run many times with different arguments. Kysely rebuilds and
 * recompiles its immutable query tree on every call, which costs more than a SQLite point read;
 * for the hottest reads (a key's project, a generation's status while a client polls) we compile
 * with placeholder arguments once and only swap the parameter values per call.
 *
 * Only arguments used as bound parameters may vary (not identifiers or LIMIT shapes).
 */
export function prepare<A extends unknown[], R>(
  db: Kysely<any>,
  build: (...args: A) => Compilable<R>,
  arity: A['length'],
): (...args: A) => Promise<R[]> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
  const compiled = build(...(markers as unknown as A)).compile();
  // For each bound parameter: the index of the argument it takes, or -1 for a constant.
  const slots: number[] = compiled.parameters.map((p) => markers.indexOf(p as string));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`prepare(): argument ${i} is not a bound parameter`);
  }
  return async (...args: A) => {
    const parameters = slots.map((arg, j) => (arg >= 0 ? args[arg] : compiled.parameters[j]));
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
