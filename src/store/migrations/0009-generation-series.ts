import type { Kysely } from 'kysely';

/**
 * Email series (issue #23): one row per email of a version that is a series (position 1 is also the
 * version's own email in email_versions, so single-email readers keep working), with its send
 * offset, its role in the sequence and its renderings, so a status poll reads the series without
 * rendering. Versions of a single email have no rows here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_series_emails')
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'text', (c) => c.notNull())
    .addColumn('send_offset_days', 'double precision', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('brief', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('react', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preheader', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('email_series_emails_pk', ['conversation_id', 'version', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_series_emails').ifExists().execute();
}
