import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes (the spec allows 24–64). */
export function generateSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export type SignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * Signs one attempt. The id is the event id, the same on every retry so receivers can dedupe;
 * the timestamp is the attempt's, since receivers reject signatures older than a few minutes.
 */
export function signPayload(secret: string, eventId: string, payload: string, at: Date = new Date()): SignatureHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, payload),
  };
}
