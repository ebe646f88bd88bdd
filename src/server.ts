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
import { ContactsService } from './contacts/service';
import { PreviewsService } from './preview/service';

import { ExportsService } from './exports/service';
import { TestSendsService } from './test-sends/service';
import { GenerationService } from './generate/service';
import { CheckPool } from './lib/pool';
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
      secret: config.secret,
    }),
  };
  // One pool of threads per process for CPU-heavy work, so that neither a request (a check, a
  // render) nor a job (a brand's extraction) holds the event loop; threads start on demand.
  const pool = new CheckPool(config.checkPool);
  // Brand import (src/brand/): blobs for logos, the import service and its job.
  const blobs = createBlobStore(store, config.dataDir);
  const brand = new BrandService(store.db, store.dialect, queue, blobs, ctx.webhooks, logger, {
    allowPrivateNetworks: config.allowPrivateNetworks,
    extractSite: (site) => pool.run({ kind: 'extract-site', site }),
  });
  const contacts = new ContactsService(store.db, store.dialect);
  // Previews (src/preview/): screenshots in Chromium, stored as blobs; the browser closes on stop.
  const previews = new PreviewsService(store.db, queue, blobs, ctx.webhooks, logger, {
    chromiumPath: config.chromiumPath,
    concurrency: config.previewConcurrency,
    allowPrivateNetworks: config.allowPrivateNetworks,
    secret: config.secret,
  });
  // Exports (src/exports/): platform connectors and files; per-request credentials stay in the memory
  // of the process that runs the job, so it must be one that runs workers.
  const exports = new ExportsService(store.db, queue, blobs, ctx.webhooks, logger, {
    secret: config.secret,
    allowPrivateNetworks: config.allowPrivateNetworks,
    runsWorkers: store.dialect === 'sqlite' || config.embeddedWorkers,
  });
  // Generation (src/generate/): the embedded writer, the optional LLM writer and the per-account quota.
  const generation = new GenerationService(store.db, queue, ctx.webhooks, logger, {
    generationsPerMinute: config.generationsPerMinute,
    llm: config.llm,
    concurrency: Math.max(4, config.workerConcurrency),
  });
  // Exports, previews and validation take a conversationId to mean its latest generated version.
  exports.conversations = (owner, conversationId) => generation.getLatestEmail(owner, conversationId);
  // PDF exports print with the previews' Chromium: one browser per process.
  exports.printer = previews;
  // Test sends (src/test-sends/): the operator's SMTP server; emails looked up like exports do.
  const testSends = new TestSendsService(store.db, queue, ctx.webhooks, logger, config.smtp);
  testSends.conversations = exports.conversations;
  return { ...ctx, blobs, brand, contacts, previews, exports, testSends, generation, pool };
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
      await ctx.pool.close();
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
