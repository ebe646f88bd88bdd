import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BrandmailError, CLIENT_ERROR_CODES } from './errors';

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Largest accepted distance between `webhook-timestamp` and now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** The clock to compare with (tests). */
  now?: Date;
}

/** An event as brandmail delivers it. */
export interface WebhookEvent<D = Record<string, unknown>> {
  type: string;
  timestamp: string;
  data: D;
}

const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a delivery the Standard Webhooks way and returns its parsed event: `webhook-signature`
 * must hold a `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed
 * with the base64 part of the `whsec_…` secret, and the timestamp must be within five minutes of
 * now (replays). `payload` must be the raw body: re-serialised JSON will not match.
 */
export function verifyWebhook<D = Record<string, unknown>>(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent<D> {
  if (typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
    throw fail('pass the raw request body (a string or Buffer), not parsed JSON');
  }
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw fail('missing webhook-id, webhook-timestamp or webhook-signature header');

  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || !Number.isSafeInteger(seconds)) throw fail('webhook-timestamp is not a Unix time in seconds');
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - seconds) > tolerance) throw fail(`webhook-timestamp is more than ${tolerance} s away from now`);

  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  if (key.length === 0) throw fail('the secret is empty or not base64');
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();

  const matches = signatures.split(' ').some((entry) => {
    const [version, sig] = entry.split(',', 2);
    if (version !== 'v1' || !sig) return false;
    const given = Buffer.from(sig, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw fail('no signature matches the payload and secret');

  try {
    return JSON.parse(body.toString('utf8')) as WebhookEvent<D>;
  } catch {
    throw fail('the payload is not JSON');
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function fail(reason: string): BrandmailError {
  return new BrandmailError({ code: CLIENT_ERROR_CODES.webhookVerification, message: `Webhook verification failed: ${reason}.` });
}
