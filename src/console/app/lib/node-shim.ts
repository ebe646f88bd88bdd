/**
 * Browser stand-ins for the two Node built-ins the SDK names (the console build aliases
 * node:crypto and node:buffer here). randomUUID makes the SDK's idempotency keys; Web Crypto's
 * own randomUUID exists only in secure contexts (https or localhost), so a console opened over
 * plain http on a LAN address builds the UUID from getRandomValues, which works everywhere.
 */
export function randomUUID(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const serverOnly = () => {
  throw new Error('Webhook verification runs on your server, not in the console.');
};
export const createHmac = serverOnly;
export const timingSafeEqual = serverOnly;
export const Buffer = { from: serverOnly };
