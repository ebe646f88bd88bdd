import type { Kysely } from 'kysely';
import { isPostgres } from './types';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('urls', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('brand', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('projects_owner').on('projects').columns(['account_id', 'environment', 'id']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('response_headers', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'environment', 'key'])
    .execute();

  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pk', ['bucket', 'window_start'])
    .execute();

  await db.schema
    .createTable('blobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The embedded job queue's durable table (pg-boss keeps its own schema on PostgreSQL).
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('singleton_key', 'text', (c) => c.unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_ms', 'bigint', (c) => c.notNull())
    .addColumn('retry_backoff', 'integer', (c) => c.notNull())
    .addColumn('start_after', 'bigint', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'queue', 'start_after']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['jobs', 'blobs', 'rate_limit_windows', 'idempotency_keys', 'projects', 'api_keys', 'accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
