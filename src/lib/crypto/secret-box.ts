/**
 * Authenticated encryption of small secrets at rest (saved export credentials): AES-256-GCM with
 * a key derived from BRANDMAIL_SECRET by HKDF-SHA256, a random 12-byte IV per message, and an
 * optional context string bound as additional authenticated data, so a ciphertext copied into
 * another row (another connection id) fails to open instead of decrypting there.
 *
 * Sealed format (ASCII, safe in a text column): `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 * The version prefix lets a later format (or key rotation) coexist with rows written today.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Below this a secret is more likely a placeholder than a key; refuse rather than pretend. */
export const MIN_SECRET_LENGTH = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new SecretBoxError(`BRANDMAIL_SECRET must be at least ${MIN_SECRET_LENGTH} characters (use 32 random bytes, e.g. \`openssl rand -base64 32\`).`);
    }
    // HKDF (not a password hash): the secret is an operator-chosen key, not a user password, and
    // opening a connection happens on every export. The info string separates this use of the
    // secret from any other key brandmail may derive from it later.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'brandmail', 'brandmail/secret-box/v1', 32));
  }

  seal(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string, context = ''): string {
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed value this version of brandmail can read.');
    const [, iv, tag, ciphertext] = parts.map((p, i) => (i === 0 ? Buffer.alloc(0) : Buffer.from(p, 'base64url')));
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Malformed sealed value.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The sealed value could not be decrypted: BRANDMAIL_SECRET changed, or the value was altered.');
    }
  }
}
