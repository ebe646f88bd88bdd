import type { Kysely } from 'kysely';

/**
 * Previews of a series (issue #23): a preview of a conversation that is a series says which of its
 * emails it shows (`series`: the sequence, the email picked or "all", and the places of the emails
 * shown) and keeps their HTML (`series_html`, read only by the render job); each screenshot says
 * which email it is of (`email_position`, 1 for every preview of a single email).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('previews').addColumn('series', 'text').execute();
  await db.schema.alterTable('previews').addColumn('series_html', 'text').execute();
  await db.schema.alterTable('preview_results').addColumn('email_position', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('preview_results').dropColumn('email_position').execute();
  await db.schema.alterTable('previews').dropColumn('series_html').execute();
  await db.schema.alterTable('previews').dropColumn('series').execute();
}
