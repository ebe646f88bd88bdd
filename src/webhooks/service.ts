import type { Kysely } from 'kysely';
import { errors } from '../errors';
import { newId } from '../lib/ids';
import { checkOutboundUrl, isOutboundError } from '../lib/net';
import { nowIso } from '../lib/time';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import type { Database, WebhookEndpointsTable } from '../store/schema';
import { transaction } from '../store/transaction';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookRequest,
  EventType,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookTestResult,
} from './schema';
import { generateSecret } from './signing';
import { SecretBox } from '../lib/crypto/secret-box';
import type { Owner } from '../store/owned';
import { WebhooksStore, type DeliveryWithAttempts } from './store';
import { WEBHOOK_DELIVER_QUEUE, webhookDeliveryJob, type DeliverJobData } from './job';

export interface WebhookSettings {
  /** Deliver to private, loopback and link-local addresses (config `allowPrivateNetworks`). */
  allowPrivateNetworks: boolean;
  /** Budget of one delivery attempt (config `webhookTimeoutMs`). */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Delay before the first retry; it doubles (with jitter) on each one. */
  retryDelayMs: number;
  /**
   * BRANDMAIL_SECRET: when set, signing secrets are stored sealed with it (AES-256-GCM, bound to
   * the endpoint id), so a copy of the database alone cannot forge this server's webhooks.
   */
  secret?: string;
}

/**
 * 12 retries from 15 s doubling: 15 s, 30 s, 1 min … 8.5 h, about 17 h in all before jitter,
 * which both queues add on top (up to a day and a half on pg-boss): "about a day" (DESIGN.md §5).
 */
export const DEFAULT_RETRY = { retryLimit: 12, retryDelayMs: 15_000 } as const;

/**
 * Webhook endpoints per (account, environment), and the outbox that feeds them. `emit` is what
 * other capabilities call, inside the transaction of their own state change.
 */
export class WebhooksService {
  /** Read at every emit and delivery, so tests (and an operator's tooling) may adjust it live. */
  readonly settings: WebhookSettings;

  private readonly store: WebhooksStore;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly logger: Logger,
    settings: Pick<WebhookSettings, 'allowPrivateNetworks' | 'timeoutMs'> & Partial<WebhookSettings>,
  ) {
    this.settings = { ...DEFAULT_RETRY, ...settings };
    this.box = settings.secret ? new SecretBox(settings.secret) : undefined;
    this.store = new WebhooksStore(db);
  }

  /** The `webhook.deliver` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<DeliverJobData> {
    return webhookDeliveryJob({ store: this.store, webhooks: this, logger: this.logger });
  }

  private readonly box?: SecretBox;

  /** The signing secret of an endpoint row, opened if it was stored sealed. */
  signingSecret(endpoint: Pick<WebhookEndpointsTable, 'id' | 'secret'>): string {
    if (endpoint.secret.startsWith('whsec_')) return endpoint.secret; // stored before BRANDMAIL_SECRET was set
    if (!this.box) throw new Error('This endpoint\'s signing secret is sealed with BRANDMAIL_SECRET, which is not set.');
    return this.box.open(endpoint.secret, `webhook:${endpoint.id}`);
  }

  /**
   * The signing secret of one of `owner`'s endpoints, as its creation showed it: what a replay of
   * that creation (same Idempotency-Key) answers with, since the idempotency cache never holds it.
   */
  async signingSecretOf(owner: Owner, id: string): Promise<string> {
    const endpoint = await this.find(owner, id);
    try {
      return this.signingSecret(endpoint);
    } catch {
      throw errors.unavailable('This endpoint\'s signing secret cannot be opened: BRANDMAIL_SECRET is unset or changed since it was created.');
    }
  }

  /**
   * Records an event and queues its delivery to every enabled endpoint of `owner` subscribed to
   * `type`, all inside `db` — pass the transaction that commits the state change the event
   * reports, and the event exists if and only if that change commits. Each delivery's job carries
   * the delivery id as its singleton key, and the handler skips a delivery already settled, so
   * brandmail never sends one event twice to an endpoint (receivers may still see a retry of an
   * attempt whose answer was lost, with the same webhook-id). Given a non-transaction `db`, opens
   * its own transaction. Returns null for `eventId` when no endpoint wants the event (nothing is
   * written).
   */
  async emit(
    db: Kysely<Database>,
    owner: Owner,
    type: EventType,
    data: Record<string, unknown>,
    options: { endpointId?: string } = {},
  ): Promise<{ eventId: string | null; deliveryIds: string[] }> {
    return transaction(db, async (trx) => {
      // A test event goes to the one endpoint it was asked for, whatever that endpoint subscribes to.
      const endpoints = (await this.store.enabledEndpoints(trx, owner, options.endpointId)).filter(
        (e) => options.endpointId || subscribes(JSON.parse(e.events) as string[], type),
      );
      if (endpoints.length === 0) return { eventId: null, deliveryIds: [] };

      const now = nowIso();
      const eventId = newId('event');
      const payload = JSON.stringify({ type, timestamp: now, data });
      await this.store.insertEvent(trx, { id: eventId, account_id: owner.accountId, environment: owner.environment, type, payload, created_at: now });

      const deliveryIds: string[] = [];
      for (const endpoint of endpoints) {
        const deliveryId = newId('delivery');
        await this.store.insertDelivery(trx, owner, { id: deliveryId, eventId, endpointId: endpoint.id, now });
        await this.queue.enqueue<DeliverJobData>(
          WEBHOOK_DELIVER_QUEUE,
          { deliveryId },
          { singletonKey: `${WEBHOOK_DELIVER_QUEUE}:${deliveryId}`, retryLimit: this.settings.retryLimit, retryDelayMs: this.settings.retryDelayMs, retryBackoff: true },
          trx,
        );
        deliveryIds.push(deliveryId);
      }
      return { eventId, deliveryIds };
    });
  }

  async create(owner: Owner, input: CreateWebhookRequest): Promise<CreatedWebhookEndpoint> {
    await this.checkUrl(input.url);
    const now = nowIso();
    const row: WebhookEndpointsTable = {
      id: newId('webhook'),
      account_id: owner.accountId,
      environment: owner.environment,
      url: input.url,
      description: input.description || null,
      events: JSON.stringify(input.events),
      secret: '',
      enabled: input.enabled ? 1 : 0,
      disabled_reason: null,
      created_at: now,
      updated_at: now,
    };
    const secret = generateSecret();
    row.secret = this.box ? this.box.seal(secret, `webhook:${row.id}`) : secret;
    await this.store.insertEndpoint(row);
    return { ...toEndpoint(row), secret };
  }

  async list(owner: Owner, page: { limit: number; offset: number }): Promise<{ rows: WebhookEndpoint[]; total: number }> {
    const { rows, total } = await this.store.listEndpoints(owner, page);
    return { rows: rows.map(toEndpoint), total };
  }

  async get(owner: Owner, id: string): Promise<WebhookEndpoint> {
    return toEndpoint(await this.find(owner, id));
  }

  async update(owner: Owner, id: string, patch: UpdateWebhookRequest): Promise<WebhookEndpoint> {
    const current = await this.find(owner, id);
    if (patch.url !== undefined && patch.url !== current.url) await this.checkUrl(patch.url);
    const changes: Partial<WebhookEndpointsTable> = { updated_at: nowIso() };
    if (patch.url !== undefined) changes.url = patch.url;
    if (patch.events !== undefined) changes.events = JSON.stringify(patch.events);
    if (patch.description !== undefined) changes.description = patch.description || null;
    if (patch.enabled !== undefined) {
      changes.enabled = patch.enabled ? 1 : 0;
      // Re-enabling is the user saying "fixed it": the old reason no longer applies.
      if (patch.enabled) changes.disabled_reason = null;
    }
    await this.store.updateEndpoint(current.id, changes);
    return this.get(owner, id);
  }

  /** Deletes the endpoint with its delivery history; queued deliveries then find nothing to send. */
  async remove(owner: Owner, id: string): Promise<void> {
    const endpoint = await this.find(owner, id);
    await this.store.removeEndpoint(endpoint.id);
  }

  async sendTest(owner: Owner, id: string): Promise<WebhookTestResult> {
    const endpoint = await this.find(owner, id);
    if (!endpoint.enabled) {
      throw errors.conflict('This webhook endpoint is disabled; enable it (PATCH with "enabled": true) before sending a test event.');
    }
    const { eventId, deliveryIds } = await this.emit(
      this.db,
      owner,
      'webhook.test',
      { webhookId: endpoint.id, message: 'A test event from brandmail: your endpoint is reachable and can verify signatures.' },
      { endpointId: endpoint.id },
    );
    // Only a concurrent disable between our read and the emit gets here.
    if (!eventId) throw errors.conflict('This webhook endpoint was disabled while the test event was being sent.');
    return { eventId, deliveryId: deliveryIds[0], status: 'pending' };
  }

  async deliveries(owner: Owner, id: string, page: { limit: number; offset: number }): Promise<{ rows: WebhookDelivery[]; total: number }> {
    const endpoint = await this.find(owner, id);
    const { rows, total } = await this.store.deliveries(endpoint.id, page);
    return { rows: rows.map(toDelivery), total };
  }

  private find(owner: Owner, id: string): Promise<WebhookEndpointsTable> {
    return this.store.findEndpoint(owner, id);
  }

  /**
   * Refuses a URL that resolves only to addresses deliveries may not reach. A name that does not
   * resolve yet is accepted (the receiver may be set up after its URL is registered); every
   * delivery checks the address it connects to anyway.
   */
  private async checkUrl(url: string): Promise<void> {
    try {
      await checkOutboundUrl(url, { allowPrivate: this.settings.allowPrivateNetworks });
    } catch (err) {
      if (!isOutboundError(err)) throw err;
      if (err.kind === 'dns') return;
      throw errors.invalidRequest(`Invalid request: body.url ${lowerFirst(err.message)}`, [{ path: 'body.url', message: err.message }]);
    }
  }
}

function subscribes(events: string[], type: EventType): boolean {
  return events.includes(type) || (events.includes('*') && type !== 'webhook.test');
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);

export function toEndpoint(r: WebhookEndpointsTable): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    events: JSON.parse(r.events),
    description: r.description,
    enabled: Number(r.enabled) === 1,
    disabledReason: r.disabled_reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toDelivery({ row: r, attempts }: DeliveryWithAttempts): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.event_id,
    eventType: r.type as EventType,
    status: r.status,
    attempts: attempts.map((a) => ({
      attempt: Number(a.attempt),
      success: Number(a.success) === 1,
      statusCode: a.status_code === null ? null : Number(a.status_code),
      responseBody: a.response_excerpt,
      durationMs: Number(a.duration_ms),
      error: a.error,
      attemptedAt: a.attempted_at,
    })),
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
  };
}
