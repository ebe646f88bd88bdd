/**
 * The webhook tables — endpoints, events, deliveries and their attempts: every read and write of
 * them, for the service (endpoints, the outbox `emit` writes) and the delivery job. Nothing
 * outside src/webhooks/ touches these tables.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../store/db';
import { findOwned, type Owner } from '../store/owned';
import type {
  Database,
  WebhookDeliveriesTable,
  WebhookDeliveryAttemptsTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from '../store/schema';
import { transaction } from '../store/transaction';

type Page = { limit: number; offset: number };

/** A delivery as its list shows it: the row, its event's type and its attempts in order. */
export type DeliveryWithAttempts = { row: Omit<WebhookDeliveriesTable, 'attempts'> & { attempts: number; type: string }; attempts: WebhookDeliveryAttemptsTable[] };

/** A delivery the job is to send: its state, its endpoint and its event's signed payload. */
export type DeliveryToSend = { id: string; status: string; endpoint_id: string; event_id: string; payload: string };

/** What one attempt of a delivery came to, as the job settles it. */
export type AttemptRecord = {
  deliveryId: string;
  endpointId: string;
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
  success: boolean;
  /** No retry follows: delivered, gone (410) or the last attempt. */
  final: boolean;
  at: string;
  /** Why the endpoint is disabled when this attempt fails for good, given the attempt's number. */
  disableReason: (attempts: number) => string;
};

export class WebhooksStore {
  constructor(private readonly db: Db) {}

  // --- endpoints -----------------------------------------------------------------------------

  async insertEndpoint(row: WebhookEndpointsTable): Promise<void> {
    await this.db.insertInto('webhook_endpoints').values(row).execute();
  }

  /** The caller's endpoint, else 404. */
  findEndpoint(owner: Owner, id: string): Promise<WebhookEndpointsTable> {
    return findOwned(this.db, 'webhook_endpoints', owner, id, 'webhook endpoint');
  }

  /** Any endpoint by id: for the delivery job, which runs on behalf of the row's owner. */
  endpointById(id: string): Promise<WebhookEndpointsTable | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async listEndpoints(owner: Owner, page: Page): Promise<{ rows: WebhookEndpointsTable[]; total: number }> {
    const base = this.db
      .selectFrom('webhook_endpoints')
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async updateEndpoint(id: string, changes: Partial<WebhookEndpointsTable>): Promise<void> {
    await this.db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).execute();
  }

  /** Deletes the endpoint with its deliveries and their attempts, in one transaction. */
  async removeEndpoint(id: string): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx.deleteFrom('webhook_delivery_attempts').where('endpoint_id', '=', id).execute();
      await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
      await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    });
  }

  // --- the outbox (written in the transaction of the state change an event reports) ------------

  /** `owner`'s enabled endpoints (only `endpointId` when given), with the events each subscribes to. */
  enabledEndpoints(db: Kysely<Database>, owner: Owner, endpointId?: string): Promise<{ id: string; events: string }[]> {
    let query = db
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('enabled', '=', 1);
    if (endpointId) query = query.where('id', '=', endpointId);
    return query.orderBy('id').execute();
  }

  async insertEvent(db: Kysely<Database>, row: WebhookEventsTable): Promise<void> {
    await db.insertInto('webhook_events').values(row).execute();
  }

  /** A pending delivery of an event to one endpoint. */
  async insertDelivery(db: Kysely<Database>, owner: Owner, d: { id: string; eventId: string; endpointId: string; now: string }): Promise<void> {
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: d.id,
        event_id: d.eventId,
        endpoint_id: d.endpointId,
        account_id: owner.accountId,
        environment: owner.environment,
        status: 'pending',
        last_status_code: null,
        last_error: null,
        created_at: d.now,
        updated_at: d.now,
        delivered_at: null,
      })
      .execute();
  }

  // --- deliveries ------------------------------------------------------------------------------

  /** An endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(endpointId: string, page: Page): Promise<{ rows: DeliveryWithAttempts[]; total: number }> {
    const base = this.db.selectFrom('webhook_deliveries').where('webhook_deliveries.endpoint_id', '=', endpointId);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
        .selectAll('webhook_deliveries')
        .select('webhook_events.type')
        .orderBy('webhook_deliveries.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const attempts = rows.length
      ? await this.db
          .selectFrom('webhook_delivery_attempts')
          .selectAll()
          .where('delivery_id', 'in', rows.map((r) => r.id))
          .orderBy('delivery_id')
          .orderBy('attempt')
          .execute()
      : [];
    return { rows: rows.map((row) => ({ row, attempts: attempts.filter((a) => a.delivery_id === row.id) })), total: Number(count.n) };
  }

  /** A delivery with its event's payload, for the job; undefined when it went with its endpoint. */
  deliveryToSend(id: string): Promise<DeliveryToSend | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select(['webhook_deliveries.id', 'webhook_deliveries.status', 'webhook_deliveries.endpoint_id', 'webhook_events.id as event_id', 'webhook_events.payload'])
      .where('webhook_deliveries.id', '=', id)
      .executeTakeFirst();
  }

  /** Settles a still-pending delivery as skipped, with the reason. */
  async skipDelivery(id: string, reason: string, at: string): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'skipped', last_error: reason, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Records one attempt in one transaction: counts it on the delivery (delivered, failed for good,
   * or still pending for a retry), keeps its outcome, and disables the endpoint when the delivery
   * failed for good. False when the delivery was no longer pending (another run settled it).
   */
  recordAttempt(a: AttemptRecord): Promise<boolean> {
    return transaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          status: a.success ? 'delivered' : a.final ? 'failed' : 'pending',
          last_status_code: a.statusCode,
          last_error: a.error,
          updated_at: a.at,
          delivered_at: a.success ? a.at : null,
        }))
        .where('id', '=', a.deliveryId)
        .where('status', '=', 'pending')
        .returning('attempts')
        .executeTakeFirst();
      if (!updated) return false;
      await trx
        .insertInto('webhook_delivery_attempts')
        .values({
          delivery_id: a.deliveryId,
          attempt: Number(updated.attempts),
          endpoint_id: a.endpointId,
          status_code: a.statusCode,
          success: a.success ? 1 : 0,
          response_excerpt: a.excerpt,
          duration_ms: a.durationMs,
          error: a.error,
          attempted_at: a.at,
        })
        .execute();
      if (!a.success && a.final) {
        await trx
          .updateTable('webhook_endpoints')
          .set({ enabled: 0, disabled_reason: a.disableReason(Number(updated.attempts)), updated_at: a.at })
          .where('id', '=', a.endpointId)
          .where('enabled', '=', 1)
          .execute();
      }
      return true;
    });
  }
}
