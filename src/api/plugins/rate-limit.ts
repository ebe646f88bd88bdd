import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Plan } from '../../accounts/permissions';
import { errors } from '../../errors';
import type { Hit, RateLimiter } from '../rate-limiter';

const WINDOW_MS = 60_000;

/**
 * Requests per minute by plan, per (account, environment): test traffic never eats the live
 * budget (contract §5.4). Headers follow the IETF RateLimit draft on every authenticated response,
 * plus Retry-After on 429.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { limiter: RateLimiter; limits: Record<Plan, number> }) {
  const apply = (auth: { environment: string }, limit: number, now: number, hit: Hit, reply: FastifyReply): Error | undefined => {
    const resetSeconds = Math.max(1, Math.ceil((hit.resetAt - now) / 1000));
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - hit.count)));
    reply.header('RateLimit-Reset', String(resetSeconds));
    if (hit.count > limit) {
      return errors.rateLimited(
        `Rate limit of ${limit} requests per minute exceeded for this account's ${auth.environment} environment. Retry in ${resetSeconds} s.`,
        undefined,
        { 'Retry-After': String(resetSeconds) },
      );
    }
  };

  // Synchronous with the in-memory counter (embedded mode), asynchronous with the shared one.
  app.addHook('onRequest', (request, reply, done) => {
    const auth = request.auth;
    if (!auth) return done();
    const limit = opts.limits[auth.plan] ?? 0;
    if (limit <= 0) return done(); // 0 = unlimited
    const now = Date.now();
    const hit = opts.limiter.hit(`${auth.accountId}:${auth.environment}`, WINDOW_MS, now);
    if (hit instanceof Promise) hit.then((h) => done(apply(auth, limit, now, h, reply)), done);
    else done(apply(auth, limit, now, hit, reply));
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
