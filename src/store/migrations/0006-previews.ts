import type { Kysely } from 'kysely';

/**
 * Previews (issue #7): one row per preview (its job state and what was asked), one row per
 * screenshot (device × dark mode × images off) written as each finishes, and `settings`, a small
 * key/value table for per-installation values such as the secret that signs preview image URLs
 * when BRANDMAIL_SECRET is not set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('previews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('conversation_id', 'text')
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('devices', 'text', (c) => c.notNull()) // device ids, JSON
    .addColumn('dark_mode', 'text', (c) => c.notNull()) // false | true | both
    .addColumn('images_off', 'text', (c) => c.notNull()) // false | true | both
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('previews_owner').on('previews').columns(['account_id', 'environment', 'id']).execute();

  await db.schema
    .createTable('preview_results')
    .addColumn('preview_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('dark_mode', 'integer', (c) => c.notNull())
    .addColumn('images_off', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Chosen when the row is created, so a retried render replaces its blobs instead of adding more.
    .addColumn('image_blob_id', 'text', (c) => c.notNull())
    .addColumn('thumbnail_blob_id', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('error', 'text')
    .addColumn('rendered_at', 'text')
    .addPrimaryKeyConstraint('preview_results_pk', ['preview_id', 'position'])
    .execute();

  await db.schema
    .createTable('settings')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['settings', 'preview_results', 'previews']) await db.schema.dropTable(t).ifExists().execute();
}
