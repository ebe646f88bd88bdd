import type { Kysely } from 'kysely';

/**
 * Exports (issue #9): one row per export (the job's state, its progress on the platform — ids of
 * what was already created, so a retry never creates a second template — and the file for
 * html/zip/eml exports), and saved platform connections whose credentials are stored only
 * sealed with AES-256-GCM (src/lib/crypto/secret-box.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('conversation_id', 'text')
    .addColumn('connection_id', 'text')
    .addColumn('credentials_source', 'text', (c) => c.notNull()) // request | connection | none
    .addColumn('content', 'text', (c) => c.notNull()) // what to export, JSON (never credentials)
    .addColumn('progress', 'text', (c) => c.notNull().defaultTo('{}')) // ids created on the platform, JSON
    .addColumn('public_base_url', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('external_url', 'text')
    .addColumn('file_blob_id', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_content_type', 'text')
    .addColumn('hosted_blob_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('exports_owner').on('exports').columns(['account_id', 'environment', 'id']).execute();
  await db.schema.createIndex('exports_hosted_blob').on('exports').column('hosted_blob_id').execute();

  await db.schema
    .createTable('export_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credentials_sealed', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull()) // masked fields, JSON
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('export_connections_owner').on('export_connections').columns(['account_id', 'environment', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('export_connections').ifExists().execute();
  await db.schema.dropTable('exports').ifExists().execute();
}
