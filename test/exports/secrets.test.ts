import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/crypto/secret-box';
import { maskSecret } from '../../src/exports/connections';
import { PlatformHttp, parseRetryAfter } from '../../src/exports/http';

describe('secret box (AES-256-GCM)', () => {
  const box = new SecretBox('a-long-enough-secret-for-tests-0123456789');

  it('round-trips, with a fresh IV each time, and only under the same context', () => {
    const a = box.seal('{"apiKey":"pk_live_123"}', 'conn_1');
    const b = box.seal('{"apiKey":"pk_live_123"}', 'conn_1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('pk_live_123');
    expect(box.open(a, 'conn_1')).toBe('{"apiKey":"pk_live_123"}');
    expect(() => box.open(a, 'conn_2')).toThrow(/could not be decrypted/);
  });

  it('refuses a tampered value and a different secret', () => {
    const sealed = box.seal('hello', 'x');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), 'x')).toThrow();
    expect(() => new SecretBox('another-long-enough-secret-0123456789').open(sealed, 'x')).toThrow();
  });

  it('refuses a secret too short to be a key', () => {
    expect(() => new SecretBox('short')).toThrow(/at least 16/);
  });
});

describe('credential masking', () => {
  it('keeps a recognisable prefix and the last four characters', () => {
    expect(maskSecret('sk_live_0123456789abcdefa1b2')).toBe('sk_live_…a1b2');
    expect(maskSecret('pk_0123456789abcdefghijklmnopqrstuv')).toBe('pk_…stuv');
    expect(maskSecret('0123456789abcdef0123456789abcdef')).toBe('…cdef');
    expect(maskSecret('tiny')).toBe('••••');
  });
});

describe('platform HTTP errors', () => {
  it('never carry a credential, even when the platform echoes it back', async () => {
    const key = 'pk_supersecretvalue0123456789';
    const server = http.createServer((_req, res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `Key ${key} is not valid` })));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = new PlatformHttp('Acme Mail', [key], { allowPrivate: true, timeoutMs: 2000, maxRetries: 0, retryBaseMs: 1, maxRetryDelayMs: 1 });
    const err = await client.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`).catch((e) => e);
    server.close();
    expect(err.message).toBe('Acme Mail rejected the API key (401): Key [redacted] is not valid');
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(50_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
