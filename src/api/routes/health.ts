import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { errors } from '../../errors';

const Health = z.object({ status: z.literal('ok'), version: z.string(), store: z.enum(['sqlite', 'postgres']), queue: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; version: string }> = async (app, { ctx, version }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['Meta'], summary: 'Liveness and store check (no auth)', response: { 200: Health } },
    },
    async () => {
      try {
        await sql`select 1`.execute(ctx.store.db);
      } catch {
        throw errors.unavailable('The database is not reachable.');
      }
      return { status: 'ok' as const, version, store: ctx.store.dialect, queue: ctx.queue.kind };
    },
  );
};
