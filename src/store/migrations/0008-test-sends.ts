import type { Kysely } from 'kysely';

/**
 * Test sends (issue #21): one row per request — what to send (content JSON), to whom, and each
 * recipient's outcome as the SMTP server answered it (recipients JSON, written as each is sent so
 * a retried job skips those already accepted). `recipient_count` feeds the per-account hourly limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('conversation_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('test_sends_owner_created').on('test_sends').columns(['account_id', 'environment', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_sends').ifExists().execute();
}
