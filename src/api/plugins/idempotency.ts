import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors';
import type { Db } from '../../store/db';
import type { AuthContext } from '../../accounts/service';

const TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Response headers worth replaying; the rest (dates, rate limits, request id) are per request. */
const REPLAYED_HEADERS = ['content-type', 'location'];

/** Stands in the cached body where a once-shown secret was; the secret is re-read on replay. */
const WITHHELD = '[withheld: re-read from its resource on replay]';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { key: string; settled: boolean };
  }
  interface FastifyContextConfig {
    /**
     * The response carries a secret shown only once, at `data.<field>` (a webhook signing
     * secret). It never enters the idempotency cache, not even sealed: the cached body holds a
     * placeholder, and a replay asks `recall` for the secret from where the resource keeps it
     * (sealed with BRANDMAIL_SECRET when that is set). So the cache adds no copy of any secret,
     * whether or not a BRANDMAIL_SECRET is configured, and rotating that secret breaks no replay.
     */
    onceSecret?: { field: string; recall(owner: AuthContext, data: Record<string, unknown>): Promise<string> };
  }
}

/**
 * Stripe's semantics for `Idempotency-Key` on every POST: the first request's response is kept
 * for 24 h and replayed to a retry with `Idempotent-Replayed: true`; the same key with another
 * body or path is 409 IDEMPOTENCY_KEY_REUSED; the same key while the first is still running is
 * 409 CONFLICT. Requests that fail validation or the server (5xx) are not kept, so a corrected
 * retry with the same key runs.
 */
async function idempotencyPlugin(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  // Attached to POST routes only, so reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    route.preHandler = [...asArray(route.preHandler), reserve];
    route.onSend = [...asArray(route.onSend), remember];
    route.onResponse = [...asArray(route.onResponse), release];
  });

  async function reserve(request: FastifyRequest, reply: FastifyReply) {
    if (!request.auth) return;
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!KEY_PATTERN.test(key)) {
      throw errors.invalidRequest('Idempotency-Key must be 1–255 printable ASCII characters.', [
        { path: 'headers.idempotency-key', message: 'must be 1–255 printable ASCII characters' },
      ]);
    }
    const owner = { account_id: request.auth.accountId, environment: request.auth.environment, key };
    const fingerprint = fingerprintOf(request);
    const now = Date.now();

    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ ...owner, fingerprint, state: 'in_flight', response_status: null, response_body: null, response_headers: null, expires_at: now + TTL_MS })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        request.idempotency = { key, settled: false };
        return;
      }
      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('account_id', '=', owner.account_id)
        .where('environment', '=', owner.environment)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!existing) continue; // deleted between our insert and select: try once more
      if (existing.expires_at < now) {
        await deleteKey(db, owner);
        continue;
      }
      if (existing.fingerprint !== fingerprint) {
        throw errors.idempotencyKeyReused(
          'This Idempotency-Key was already used for a request with a different path or body. Use a new key for a new request.',
        );
      }
      if (existing.state === 'in_flight') {
        throw errors.conflict('A request with this Idempotency-Key is still being processed. Retry after it completes.');
      }
      const headers = JSON.parse(existing.response_headers ?? '{}') as Record<string, string>;
      const status = existing.response_status ?? 200;
      const body = await restoreSecret(request, status, existing.response_body ?? '');
      return reply
        .code(status)
        .headers({ ...headers, 'idempotent-replayed': 'true' })
        .send(body);
    }
    throw errors.conflict('Could not reserve this Idempotency-Key; retry the request.');
  }

  async function remember(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const idem = request.idempotency;
    if (!idem || idem.settled) return payload;
    idem.settled = true;
    const owner = { account_id: request.auth.accountId, environment: request.auth.environment, key: idem.key };
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await deleteKey(db, owner);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const h of REPLAYED_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    await db
      .updateTable('idempotency_keys')
      .set({ state: 'done', response_status: reply.statusCode, response_body: withholdSecret(request, reply.statusCode, payload), response_headers: JSON.stringify(headers) })
      .where('account_id', '=', owner.account_id)
      .where('environment', '=', owner.environment)
      .where('key', '=', owner.key)
      .execute();
    return payload;
  }

  // A request that never reached onSend (client gone, crash in a hook) must not hold its key forever.
  async function release(request: FastifyRequest) {
    const idem = request.idempotency;
    if (idem && !idem.settled) {
      idem.settled = true;
      await deleteKey(db, { account_id: request.auth.accountId, environment: request.auth.environment, key: idem.key });
    }
  }
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** The body to cache: a once-shown secret replaced by a placeholder (see `onceSecret`). */
function withholdSecret(request: FastifyRequest, status: number, payload: string): string {
  const once = request.routeOptions.config.onceSecret;
  if (!once || !succeeded(status)) return payload;
  const body = JSON.parse(payload) as { data: Record<string, unknown> };
  // Replaced in place, not deleted, so a replay's members keep the order of the first answer.
  body.data[once.field] = WITHHELD;
  return JSON.stringify(body);
}

/** The cached body with its once-shown secret read again from where its resource keeps it. */
async function restoreSecret(request: FastifyRequest, status: number, cached: string): Promise<string> {
  const once = request.routeOptions.config.onceSecret;
  if (!once || !succeeded(status)) return cached;
  const body = JSON.parse(cached) as { data: Record<string, unknown> };
  if (body.data?.[once.field] !== WITHHELD) return cached;
  body.data[once.field] = await once.recall(request.auth, body.data);
  return JSON.stringify(body);
}

function asArray<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function fingerprintOf(request: FastifyRequest): string {
  const body = request.body;
  // A raw body (the bulk CSV route) is hashed as its bytes: no second copy of a 10 MB upload.
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n${Buffer.isBuffer(body) ? 'bytes:' : ''}`);
  hash.update(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null));
  return hash.digest('hex');
}

function deleteKey(db: Db, owner: { account_id: string; environment: string; key: string }) {
  return db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', owner.account_id)
    .where('environment', '=', owner.environment)
    .where('key', '=', owner.key)
    .execute();
}

/** Drops expired keys; called periodically by the server. */
export async function purgeExpiredIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const res = await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
