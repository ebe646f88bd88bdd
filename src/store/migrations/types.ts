import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Migrations are written once for both dialects. JSON is stored as text so one repository serves
 * both; the few types that differ (binary data) are chosen with this check.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
