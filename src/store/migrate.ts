import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}
