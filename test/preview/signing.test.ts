/** Signed image URLs: a per-installation secret that every node shares and restarts keep. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/db';
import { installationSecret, UrlSigner } from '../../src/preview/signing';
import { backends, freshStoreConfig } from '../helpers/backends';

describe.each(backends)('preview URL signing (%s)', (backend) => {
  const config = freshStoreConfig(backend);
  afterAll(() => config.cleanup());
  let first: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    first = await openStore(config);
  });

  it('creates one installation secret even when nodes race for it, and keeps it across restarts', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => installationSecret(first.db)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = (await UrlSigner.create(first.db, undefined)).url('https://mail.example', 'shot_abcdefghijklmnopqrstuvwx', 2_000_000_000);
    await first.close();

    const restarted = await openStore(config);
    try {
      const again = await UrlSigner.create(restarted.db, undefined);
      expect(again.url('https://mail.example', 'shot_abcdefghijklmnopqrstuvwx', 2_000_000_000)).toBe(url);
      // A configured BRANDMAIL_SECRET takes precedence.
      const configured = await UrlSigner.create(restarted.db, 'a-configured-secret-of-some-length');
      expect(configured.sign('shot_abcdefghijklmnopqrstuvwx', 2_000_000_000)).not.toBe(again.sign('shot_abcdefghijklmnopqrstuvwx', 2_000_000_000));
    } finally {
      await restarted.close();
    }
  });
});

describe('UrlSigner', () => {
  const signer = new UrlSigner('test-secret-test-secret');
  const now = Date.UTC(2026, 0, 1, 12, 30);

  it('accepts its own signature until the expiry, and nothing else', () => {
    const expires = UrlSigner.expiryFrom(now);
    expect(expires % 3600).toBe(0);
    expect(expires * 1000 - now).toBeGreaterThanOrEqual(24 * 3600_000);
    const signature = signer.sign('shot_abcdefghijklmnopqrstuvwx', expires);
    expect(signer.verify('shot_abcdefghijklmnopqrstuvwx', expires, signature, now)).toBe('valid');
    expect(signer.verify('shot_abcdefghijklmnopqrstuvwx', expires, signature, expires * 1000 + 1)).toBe('expired');
    expect(signer.verify('shot_abcdefghijklmnopqrstuvwy', expires, signature, now)).toBe('invalid');
    expect(signer.verify('shot_abcdefghijklmnopqrstuvwx', expires + 3600, signature, now)).toBe('invalid');
    expect(signer.verify('shot_abcdefghijklmnopqrstuvwx', expires, 'short', now)).toBe('invalid');
    // Polls within the same hour get the same URL (and so a cached image).
    expect(UrlSigner.expiryFrom(now + 10 * 60_000)).toBe(expires);
  });
});
