import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app';
import type { AppContext } from './api/context';
import { purgeExpiredIdempotencyKeys } from './api/plugins/idempotency';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { registerJobHandlers } from './workers';
import { createServices, type SharedResources } from './services';

import { consoleBundle } from './console/assets';
import { VERSION } from './version';

export type Runtime = {
  ctx: AppContext;
  app?: FastifyInstance;
  /** Address the server listens on, e.g. http://127.0.0.1:3000 */
  url?: string;
  /** Value of the key created on first start, if this start created one. */
  bootstrapKey?: string;
  stop(): Promise<void>;
};

/**
 * `brandmail serve`: the HTTP API, plus in-process workers in embedded mode (or when
 * BRANDMAIL_EMBEDDED_WORKERS is on). Shutdown is graceful: in-flight requests finish, running
 * jobs get a grace period and the rest are released for another process to resume.
 */
export async function startServer(config: Config, opts: { logger?: Logger } & SharedResources = {}): Promise<Runtime> {
  const ctx = await createServices(config, opts.logger, { pool: opts.pool });
  const boot = await ctx.accounts.bootstrap();
  if (boot) {
    // Printed once, on the first start with an empty store; the value is never shown again.
    process.stdout.write(
      `\nCreated account ${boot.account.id} (plan ${boot.account.plan}) and a test API key with every permission:\n\n  ${boot.key}\n\nKeep it now: it cannot be shown again. A test key creates test keys only; for live keys run\n\n  brandmail keys create --name NAME --env live\n\non this server.\n\n`,
    );
  }
  registerJobHandlers(ctx);
  const runWorkers = ctx.store.dialect === 'sqlite' || config.embeddedWorkers;
  await ctx.queue.start({ workers: runWorkers });

  const app = await buildApp(ctx);
  const address = await app.listen({ host: config.host, port: config.port });
  const site = (config.publicUrl ?? address).replace(/\/$/, '');
  process.stdout.write(`brandmail ${VERSION} is listening on ${address}\n  Console:       ${site}/\n  API reference: ${site}/docs\n`);
  // Compiles the console's browser bundle now (or reads the one built for these sources) so the
  // first visit to / does not wait for it.
  void consoleBundle().catch((err) => ctx.logger.warn({ err }, 'the web console could not be built'));
  // Housekeeping: expired idempotency keys, and previews past their retention. Hourly, and once a
  // minute after start so a server restarted more often than hourly still gets to it.
  const housekeeping = () => {
    void purgeExpiredIdempotencyKeys(ctx.store.db).catch(() => {});
    if (config.previewRetentionDays > 0) {
      const cutoff = new Date(Date.now() - config.previewRetentionDays * 86_400_000).toISOString();
      void ctx.previews
        .purgeFinishedBefore(cutoff)
        .then((n) => {
          if (n > 0) ctx.logger.info({ previews: n, retentionDays: config.previewRetentionDays }, 'deleted previews past their retention');
        })
        .catch((err) => ctx.logger.warn({ err }, 'preview retention failed'));
    }
  };
  const purge = setInterval(housekeeping, 60 * 60 * 1000);
  purge.unref();
  const firstPurge = setTimeout(housekeeping, 60 * 1000);
  firstPurge.unref();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(purge);
      clearTimeout(firstPurge);
      await app.close();
      await ctx.queue.stop({ timeoutMs: 10_000 });
      await ctx.previews.close();
      // A pool handed in belongs to the caller, and may serve its other servers.
      if (!opts.pool) await ctx.pool.close();
      await ctx.store.close();
    })());
  return { ctx, app, url: address, bootstrapKey: boot?.key, stop };
}

/** `brandmail worker`: runs jobs only (distributed mode, beside N API nodes). */
export async function startWorker(config: Config, opts: { logger?: Logger } = {}): Promise<Runtime> {
  const ctx = await createServices(config, opts.logger);
  registerJobHandlers(ctx);
  await ctx.queue.start({ workers: true });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await ctx.queue.stop({ timeoutMs: 10_000 });
      await ctx.previews.close();
      await ctx.pool.close();
      await ctx.store.close();
    })());
  return { ctx, stop };
}

/** Stops cleanly on SIGINT/SIGTERM; a second signal exits at once. */
export function stopOnSignals(runtime: Runtime, logger: Logger) {
  let signalled = false;
  const handler = (signal: string) => {
    if (signalled) process.exit(1);
    signalled = true;
    logger.info({ signal }, 'shutting down');
    runtime.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
