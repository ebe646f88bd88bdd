import type { FastifyInstance } from 'fastify';
import { AccountsService } from './accounts/service';
import { buildApp } from './api/app';
import type { AppContext } from './api/context';
import { purgeExpiredIdempotencyKeys } from './api/plugins/idempotency';
import type { Config } from './config';
import { createJobQueue } from './jobs';
import { createLogger, type Logger } from './logger';
import { ProjectsService } from './projects/service';
import { openStore } from './store/db';
import { registerJobHandlers } from './workers';
import { WebhooksService } from './webhooks/service';
import { BrandService } from './brand/service';
import { createBlobStore } from './store/blobs';

export type Runtime = {
  ctx: AppContext;
  app?: FastifyInstance;
  /** Address the server listens on, e.g. http://127.0.0.1:3000 */
  url?: string;
  /** Value of the key created on first start, if this start created one. */
  bootstrapKey?: string;
  stop(): Promise<void>;
};

/** Opens the store, builds every service once and wires them; shared by `serve` and `worker`. */
export async function createContext(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<AppContext> {
  const store = await openStore(config);
  const queue = createJobQueue(store, config, logger);
  const ctx = {
    config,
    logger,
    store,
    queue,
    accounts: new AccountsService(store.db),
    projects: new ProjectsService(store.db),
    webhooks: new WebhooksService(store.db, queue, {
      allowPrivateNetworks: config.allowPrivateNetworks,
      timeoutMs: config.webhookTimeoutMs,
      retryLimit: config.webhookRetryLimit,
      retryDelayMs: config.webhookRetryDelayMs,
    }),
  };
  // Brand import (src/brand/): blobs for logos, the import service and its job.
  const blobs = createBlobStore(store, config.dataDir);
  const brand = new BrandService(store.db, queue, blobs, ctx.webhooks, logger, { allowPrivateNetworks: config.allowPrivateNetworks });
  return { ...ctx, blobs, brand };
}

/**
 * `brandmail serve`: the HTTP API, plus in-process workers in embedded mode (or when
 * BRANDMAIL_EMBEDDED_WORKERS is on). Shutdown is graceful: in-flight requests finish, running
 * jobs get a grace period and the rest are released for another process to resume.
 */
export async function startServer(config: Config, opts: { logger?: Logger } = {}): Promise<Runtime> {
  const ctx = await createContext(config, opts.logger);
  const boot = await ctx.accounts.bootstrap();
  if (boot) {
    // Printed once, on the first start with an empty store; the value is never shown again.
    process.stdout.write(
      `\nCreated account ${boot.account.id} (plan ${boot.account.plan}) and a test API key with every permission:\n\n  ${boot.key}\n\nKeep it now: it cannot be shown again.\n\n`,
    );
  }
  registerJobHandlers(ctx);
  const runWorkers = ctx.store.dialect === 'sqlite' || config.embeddedWorkers;
  await ctx.queue.start({ workers: runWorkers });

  const app = await buildApp(ctx);
  const address = await app.listen({ host: config.host, port: config.port });
  const purge = setInterval(() => void purgeExpiredIdempotencyKeys(ctx.store.db).catch(() => {}), 60 * 60 * 1000);
  purge.unref();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(purge);
      await app.close();
      await ctx.queue.stop({ timeoutMs: 10_000 });
      await ctx.store.close();
    })());
  return { ctx, app, url: address, bootstrapKey: boot?.key, stop };
}

/** `brandmail worker`: runs jobs only (distributed mode, beside N API nodes). */
export async function startWorker(config: Config, opts: { logger?: Logger } = {}): Promise<Runtime> {
  const ctx = await createContext(config, opts.logger);
  registerJobHandlers(ctx);
  await ctx.queue.start({ workers: true });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await ctx.queue.stop({ timeoutMs: 10_000 });
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
