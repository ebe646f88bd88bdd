import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Plan } from '../../accounts/permissions';
import { errors } from '../../errors';
import type { RateLimiter } from '../rate-limiter';

const WINDOW_MS = 60_000;

/**
 * Requests per minute by plan, per (account, environment): test traffic never eats the live
 * budget (contract §5.4). Headers follow the IETF RateLimit draft on every authenticated response,
 * plus Retry-After on 429.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { limiter: RateLimiter; limits: Record<Plan, number> }) {
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.auth;
    if (!auth) return;
    const limit = opts.limits[auth.plan] ?? 0;
    if (limit <= 0) return; // 0 = unlimited
    const now = Date.now();
    const { count, resetAt } = await opts.limiter.hit(`${auth.accountId}:${auth.environment}`, WINDOW_MS, now);
    const resetSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    reply.header('RateLimit-Reset', String(resetSeconds));
    if (count > limit) {
      throw errors.rateLimited(
        `Rate limit of ${limit} requests per minute exceeded for this account's ${auth.environment} environment. Retry in ${resetSeconds} s.`,
        undefined,
        { 'Retry-After': String(resetSeconds) },
      );
    }
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
