import { z } from 'zod';

/** Events a capability can emit (DESIGN.md §5), plus the one `POST /v1/webhooks/{id}/test` sends. */
export const EVENT_TYPES = [
  'project.import.completed',
  'project.import.failed',
  'email.generation.completed',
  'email.generation.failed',
  'preview.completed',
  'preview.failed',
  'export.completed',
  'export.failed',
  'email.test_send.completed',
  'email.test_send.failed',
  'webhook.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const WebhookEventType = z.enum(EVENT_TYPES).meta({ id: 'WebhookEventType' });

const EventSubscription = z
  .array(z.union([WebhookEventType, z.literal('*')]))
  .min(1)
  .max(EVENT_TYPES.length + 1)
  .describe('Event types to receive, or ["*"] for all of them.')
  .transform((events) => (events.includes('*') ? ['*' as const] : [...new Set(events)]));

const EndpointUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2048)
  .describe('Where events are POSTed. Must resolve to a public address unless the operator allows private networks.');

const Description = z.string().trim().max(500);

export const CreateWebhookRequest = z
  .object({
    url: EndpointUrl,
    events: EventSubscription,
    description: Description.optional(),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'CreateWebhookRequest' });
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z
  .object({
    url: EndpointUrl.optional(),
    events: EventSubscription.optional(),
    description: Description.nullable().optional().describe('null removes the description.'),
    enabled: z.boolean().optional().describe('true re-enables an endpoint that was disabled after failed deliveries.'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'send at least one of url, events, description, enabled' })
  .meta({ id: 'UpdateWebhookRequest' });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

export const WebhookEndpoint = z
  .object({
    id: z.string().describe('e.g. whk_01j…'),
    url: z.string(),
    events: z.array(z.union([WebhookEventType, z.literal('*')])),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe('Why brandmail stopped delivering to this endpoint, when it did.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const CreatedWebhookEndpoint = WebhookEndpoint.extend({
  secret: z.string().describe('whsec_… signing secret. Shown only in this response: store it now.'),
}).meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const WebhookDeliveryAttempt = z
  .object({
    attempt: z.number().int().describe('1 for the first recorded attempt.'),
    success: z.boolean(),
    statusCode: z.number().int().nullable().describe('HTTP status answered by the endpoint; null when no response arrived.'),
    responseBody: z.string().nullable().describe('First 1 KB of the response body.'),
    durationMs: z.number().int(),
    error: z.string().nullable().describe('Why the attempt failed, when it did.'),
    attemptedAt: z.string(),
  })
  .meta({ id: 'WebhookDeliveryAttempt' });
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttempt>;

export const DeliveryStatus = z.enum(['pending', 'delivered', 'failed', 'skipped']);

export const WebhookDelivery = z
  .object({
    id: z.string().describe('e.g. dlv_01j…'),
    eventId: z.string().describe('The webhook-id header of every attempt, e.g. evt_01j…'),
    eventType: WebhookEventType,
    status: DeliveryStatus.describe(
      'pending: waiting for its next attempt; delivered: a 2xx was received; failed: no retry left (or 410 Gone); skipped: the endpoint was disabled before it was sent.',
    ),
    attempts: z.array(WebhookDeliveryAttempt),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookTestResult = z
  .object({
    eventId: z.string(),
    deliveryId: z.string(),
    status: z.literal('pending'),
  })
  .meta({ id: 'WebhookTestResult' });
export type WebhookTestResult = z.infer<typeof WebhookTestResult>;

export const DeletedWebhook = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: 'DeletedWebhook' });
