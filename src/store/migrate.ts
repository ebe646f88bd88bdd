import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

/** Migrations are compiled in (not read from disk) so the same code runs from source or a bundle. */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * `schema` must be given on PostgreSQL: without it Kysely looks for its lock table in every
 * schema, finds another tenant's (or test's) and skips creating ours.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: schema ? introspectingOnly(db, schema) : db,
    provider: new StaticProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}

/**
 * Kysely's migrator finds its own tables by introspecting every schema of the database. On
 * PostgreSQL that catalog query calls name-based functions (`has_schema_privilege`,
 * `pg_get_serial_sequence`) that fail with `schema "…" does not exist` when any other schema is
 * dropped while it runs — another tenant's teardown, a parallel test's cleanup — and the start
 * fails. The migrator only needs to know which tables exist in its own schema: ask exactly that.
 */
function introspectingOnly(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    async getTables() {
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((r) => ({ name: r.name, schema, isView: r.kind === 'v', columns: [] }));
    },
    async getMetadata(options) {
      return { tables: await this.getTables(options) };
    },
  };
  // Kysely keeps its state in private fields: its methods must run on the real instance.
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
