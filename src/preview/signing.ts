/**
 * Signed, expiring image URLs, so a screenshot works in an `<img>` (or a chat message, or a
 * ticket) without the API key: HMAC-SHA256 over (blob id, expiry) with a key derived from
 * BRANDMAIL_SECRET, or — when that is unset — from a random per-installation secret kept in the
 * `settings` table, so URLs survive restarts and are valid on every node of a cluster.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db';
import { nowIso } from '../lib/time';

export const INSTALLATION_SECRET_KEY = 'installation_secret';
/** How long a URL handed out by GET /v1/emails/previews/{id} stays valid. */
export const URL_LIFETIME_S = 24 * 60 * 60;
/** Expiries are rounded up to the hour: polls within the hour get the same URLs, which caches keep. */
const EXPIRY_STEP_S = 60 * 60;

/** The per-installation secret: created once (race-free across nodes), then read. */
export async function installationSecret(db: Db): Promise<string> {
  const existing = await db.selectFrom('settings').select('value').where('key', '=', INSTALLATION_SECRET_KEY).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('settings')
    .values({ key: INSTALLATION_SECRET_KEY, value: randomBytes(32).toString('base64url'), created_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', INSTALLATION_SECRET_KEY).executeTakeFirstOrThrow();
  return row.value;
}

export type Verdict = 'valid' | 'expired' | 'invalid';

export class UrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a URL signature never doubles as any other use of the secret.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'brandmail', 'brandmail/preview-image-urls/v1', 32));
  }

  static async create(db: Db, configuredSecret: string | undefined): Promise<UrlSigner> {
    return new UrlSigner(configuredSecret || (await installationSecret(db)));
  }

  sign(blobId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${blobId}.${expires}`).digest('base64url');
  }

  /** `expires` (Unix seconds) for a URL handed out now. */
  static expiryFrom(nowMs: number): number {
    return Math.ceil((nowMs / 1000 + URL_LIFETIME_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  }

  url(base: string, blobId: string, expires: number): string {
    return `${base.replace(/\/+$/, '')}/v1/previews/images/${blobId}.png?expires=${expires}&signature=${this.sign(blobId, expires)}`;
  }

  verify(blobId: string, expires: number, signature: string, nowMs = Date.now()): Verdict {
    const expected = Buffer.from(this.sign(blobId, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= nowMs ? 'expired' : 'valid';
  }
}
