import type { Kysely } from 'kysely';
import { isPostgres } from './types';

/**
 * Contacts (DESIGN.md §5) per (account, environment), unique by lower-cased email, and the history
 * of every status change — the record of when and how each contact gave or withdrew consent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // The email lower-cased: the identity of the contact within its owner.
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('language', 'text')
    .addColumn('country', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('contacts_owner_email', ['account_id', 'environment', 'email_key'])
    .execute();
  await db.schema.createIndex('contacts_owner').on('contacts').columns(['account_id', 'environment', 'id']).execute();
  await db.schema.createIndex('contacts_owner_status').on('contacts').columns(['account_id', 'environment', 'status', 'id']).execute();

  await db.schema
    .createTable('contact_status_history')
    .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_status_history_contact').on('contact_status_history').columns(['contact_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_status_history').ifExists().execute();
  await db.schema.dropTable('contacts').ifExists().execute();
}
