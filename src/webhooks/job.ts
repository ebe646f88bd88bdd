import { performance } from 'node:perf_hooks';
import type { Job, JobDefinition, JobHandler } from '../jobs/queue';
import { isOutboundError, safeFetch } from '../lib/net';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import type { WebhooksService } from './service';
import { signPayload } from './signing';
import type { WebhooksStore } from './store';

export const WEBHOOK_DELIVER_QUEUE = 'webhook.deliver';
export type DeliverJobData = { deliveryId: string };

/** Bytes of a receiver's answer kept with the attempt: enough to show an error page's gist. */
const EXCERPT_BYTES = 1024;

type Deps = { store: WebhooksStore; webhooks: WebhooksService; logger: Logger };

/** The `webhook.deliver` job (WebhooksService.job, for the handler table in src/workers.ts). */
export function webhookDeliveryJob(deps: Deps): JobDefinition<DeliverJobData> {
  // The job outlives one HTTP attempt by a margin for its database writes; on pg-boss this is
  // also how soon a delivery held by a crashed worker is picked up again.
  return { queue: WEBHOOK_DELIVER_QUEUE, handler: createDeliveryHandler(deps), options: { timeoutMs: deps.webhooks.settings.timeoutMs + 5_000 } };
}

type Outcome = { statusCode: number | null; excerpt: string | null; error: string | null; durationMs: number };

/**
 * One attempt of one delivery. Retries and their backoff belong to the queue: a failed attempt
 * throws. The delivery row decides whether there is anything to do, so a job run twice (crash,
 * expired lease) never sends an event that was already delivered.
 */
export function createDeliveryHandler({ store, webhooks, logger }: Deps): JobHandler<DeliverJobData> {
  const log = logger.child({ component: 'webhooks' });

  return async (job: Job<DeliverJobData>) => {
    const { deliveryId } = job.data;
    const delivery = await store.deliveryToSend(deliveryId);
    // Gone with its endpoint, or settled by an earlier run of this job.
    if (!delivery || delivery.status !== 'pending') return;

    const endpoint = await store.endpointById(delivery.endpoint_id);
    if (!endpoint || Number(endpoint.enabled) !== 1) {
      await store.skipDelivery(deliveryId, 'The endpoint was disabled before this event was sent.', nowIso());
      return;
    }

    const { timeoutMs, allowPrivateNetworks } = webhooks.settings;
    let secret: string | undefined;
    let outcome: Outcome;
    try {
      secret = webhooks.signingSecret(endpoint);
    } catch (err) {
      // Never send unsigned: the attempt fails with the reason, and retries as any failure does.
      outcome = { statusCode: null, excerpt: null, error: `Could not open the signing secret: ${(err as Error).message}`, durationMs: 0 };
    }
    outcome ??= await attempt(endpoint.url, secret!, delivery.event_id, delivery.payload, timeoutMs, allowPrivateNetworks);
    const success = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const gone = outcome.statusCode === 410;
    const final = success || gone || job.lastAttempt;
    const at = nowIso();

    const settled = await store.recordAttempt({
      deliveryId,
      endpointId: endpoint.id,
      statusCode: outcome.statusCode,
      excerpt: outcome.excerpt,
      error: outcome.error,
      durationMs: outcome.durationMs,
      success,
      final,
      at,
      disableReason: (attempts) =>
        gone
          ? `The endpoint answered 410 Gone on ${at}, so deliveries to it stopped. Re-enable it with PATCH {"enabled": true}.`
          : `Event ${delivery.event_id} could not be delivered after ${attempts} attempts (last: ${outcome.error}), so deliveries stopped on ${at}. Re-enable it with PATCH {"enabled": true}.`,
    });

    const context = { deliveryId, eventId: delivery.event_id, endpointId: endpoint.id, statusCode: outcome.statusCode, attempt: job.attempt };
    if (!settled) return log.warn(context, 'delivery was settled by another run while this attempt was in flight');
    if (success) return log.info(context, 'webhook delivered');
    if (final) return log.warn({ ...context, error: outcome.error }, gone ? 'webhook endpoint answered 410 Gone; disabled it' : 'webhook delivery failed for good; disabled the endpoint');
    throw new Error(`Webhook delivery attempt failed: ${outcome.error}`);
  };
}

async function attempt(url: string, secret: string, eventId: string, payload: string, timeoutMs: number, allowPrivate: boolean): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await safeFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signPayload(secret, eventId, payload) },
      body: payload,
      timeoutMs,
      allowPrivate,
      // A receiver's redirect is a misconfiguration to surface, not to follow with a signed body.
      followRedirects: false,
      maxBytes: EXCERPT_BYTES,
      onTooLarge: 'truncate',
    });
    const ok = res.status >= 200 && res.status < 300;
    const error = ok
      ? null
      : res.status >= 300 && res.status < 400
        ? `The endpoint answered HTTP ${res.status} (redirects are not followed: register the final URL).`
        : `The endpoint answered HTTP ${res.status}.`;
    return { statusCode: res.status, excerpt: res.body.length ? excerptOf(res.body) : null, error, durationMs: elapsed() };
  } catch (err) {
    const error = isOutboundError(err) ? err.message : `Unexpected error: ${err instanceof Error ? err.message : String(err)}`;
    return { statusCode: null, excerpt: null, error, durationMs: elapsed() };
  }
}

/** PostgreSQL text cannot hold NUL; a binary answer is shown as what it decodes to, minus those. */
const excerptOf = (body: Buffer) => body.toString('utf8').replace(/\u0000/g, '');
