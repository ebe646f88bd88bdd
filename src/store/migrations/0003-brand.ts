import type { Kysely } from 'kysely';

/**
 * Brand import keeps the extraction and the user's corrections apart, so a reimport replaces the
 * one and keeps the other (`brand` stays the merged kit every reader uses). One ALTER per
 * column: SQLite accepts only one ADD COLUMN per statement.
 */
const COLUMNS = [
  'brand_extracted', // the last import's kit, JSON
  'brand_overrides', // the user's PATCHes, JSON
  'import_run', // id of the import run allowed to write the result (a reimport supersedes)
  'import_report', // pages fetched, rendered or failed by the last run, JSON
  'brand_blobs', // blob ids (logo, icon) owned by the current kit, JSON
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('projects').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
}
