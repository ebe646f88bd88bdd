import { path, type ListResponse, type PageParams, type RequestCore, type RequestOptions } from '../core/request';
import { verifyWebhook, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from '../core/webhook-signature';
import type {
  WebhookCreateParams,
  WebhookDeleted,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookTestResult,
  WebhookUpdateParams,
} from '../types';

export type ListParams = PageParams;

/** Webhook endpoints (notifications instead of polling) and signature verification. */
export class Webhooks {
  constructor(private readonly core: RequestCore) {}

  /** Registers an endpoint. The answer's `secret` (`whsec_…`) is shown only here: store it. */
  create(params: WebhookCreateParams, options?: RequestOptions): Promise<WebhookEndpointWithSecret> {
    return this.core.data('POST', '/v1/webhooks', { body: { json: params }, options });
  }

  get(webhookId: string, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.core.data('GET', path`/v1/webhooks/${webhookId}`, { options });
  }

  list(params: ListParams = {}, options?: RequestOptions): Promise<ListResponse<WebhookEndpoint>> {
    return this.core.list('/v1/webhooks', { ...params }, options);
  }

  listAll(params: Omit<ListParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<WebhookEndpoint, void, undefined> {
    return this.core.paginate<WebhookEndpoint>('/v1/webhooks', { ...params }, options);
  }

  /** Changes url, events, description, or `enabled` (true re-enables a disabled endpoint). */
  update(webhookId: string, params: WebhookUpdateParams, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.core.data('PATCH', path`/v1/webhooks/${webhookId}`, { body: { json: params }, options });
  }

  delete(webhookId: string, options?: RequestOptions): Promise<WebhookDeleted> {
    return this.core.data('DELETE', path`/v1/webhooks/${webhookId}`, { options });
  }

  /** Sends a signed `webhook.test` event to the endpoint. */
  test(webhookId: string, options?: RequestOptions): Promise<WebhookTestResult> {
    return this.core.data('POST', path`/v1/webhooks/${webhookId}/test`, { body: { json: {} }, options });
  }

  /** Deliveries to the endpoint, newest first, each with its attempts. */
  deliveries(webhookId: string, params: ListParams = {}, options?: RequestOptions): Promise<ListResponse<WebhookDelivery>> {
    return this.core.list(path`/v1/webhooks/${webhookId}/deliveries`, { ...params }, options);
  }

  /**
   * Verifies a delivery (Standard Webhooks) and returns its event; throws a BrandmailError with
   * code WEBHOOK_VERIFICATION_FAILED otherwise. Pass the raw body, the request headers and the
   * endpoint's `whsec_…` secret. No API key is needed.
   */
  verify<D = Record<string, unknown>>(payload: string | Uint8Array, headers: WebhookHeaders, secret: string, options?: VerifyOptions): WebhookEvent<D> {
    return verifyWebhook<D>(payload, headers, secret, options);
  }
}
