import type { Kysely } from 'kysely';

/**
 * Generation (issue #5): a conversation per generated email, one message per prompt (the first
 * generates, later ones refine), and one version per message that completed. The latest
 * version's renderings are stored, so a status poll is one indexed read and no render.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('language', 'text')
    .addColumn('purpose', 'text')
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('email_conversations_owner').on('email_conversations').columns(['account_id', 'environment', 'id']).execute();

  await db.schema
    .createTable('email_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 0 when the account's generation quota was exhausted at the time of the request.
    .addColumn('quota_ok', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('email_messages_conversation_seq', ['conversation_id', 'seq'])
    .execute();
  // The quota counts an owner's recent messages.
  await db.schema
    .createIndex('email_messages_owner_time')
    .on('email_messages')
    .columns(['account_id', 'environment', 'created_at'])
    .execute();

  await db.schema
    .createTable('email_versions')
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('brief', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('react', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preheader', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('generator', 'text', (c) => c.notNull())
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_versions_pk', ['conversation_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['email_versions', 'email_messages', 'email_conversations']) await db.schema.dropTable(t).ifExists().execute();
}
