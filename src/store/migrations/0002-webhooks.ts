import type { Kysely } from 'kysely';

/**
 * Webhooks (DESIGN.md §5): endpoints per (account, environment), the events emitted to them, one
 * delivery per (event, endpoint) — the outbox row written in the same transaction as the state
 * change that caused the event — and one row per HTTP attempt of a delivery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_owner').on('webhook_endpoints').columns(['account_id', 'environment', 'id']).execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // The exact JSON body sent, so every retry carries the same bytes under the same signature id.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_events_owner').on('webhook_events').columns(['account_id', 'environment', 'id']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('webhook_deliveries_event_endpoint', ['event_id', 'endpoint_id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();

  await db.schema
    .createTable('webhook_delivery_attempts')
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_delivery_attempts_pk', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_delivery_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
