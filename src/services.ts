/**
 * Every service, built once per process and wired to the others: what routes call (through the
 * HTTP layer's AppContext) and what the job-handler table (src/workers.ts) is built from, so
 * `serve` and `worker` run the same code. Nothing here knows HTTP.
 */
import { AccountsService } from './accounts/service';
import type { Config } from './config';
import { ContactsService } from './contacts/service';
import { ExportsService } from './exports/service';
import { GenerationService } from './generate/service';
import { createJobQueue } from './jobs';
import type { JobQueue } from './jobs/queue';
import { CheckPool } from './pool';
import { createLogger, type Logger } from './logger';
import { PreviewsService } from './preview/service';
import { ProjectsService } from './projects/service';
import { createBlobStore, type BlobStore } from './store/blobs';
import { openStore, type Store } from './store/db';
import { TestSendsService } from './test-sends/service';
import { ValidationService } from './validate/service';
import { WebhooksService } from './webhooks/service';

export interface Services {
  config: Config;
  logger: Logger;
  store: Store;
  queue: JobQueue;
  blobs: BlobStore;
  /** Worker threads for CPU-heavy work: checks, renders of pasted documents, brand extraction. */
  pool: CheckPool;
  accounts: AccountsService;
  projects: ProjectsService;
  webhooks: WebhooksService;
  contacts: ContactsService;
  previews: PreviewsService;
  exports: ExportsService;
  testSends: TestSendsService;
  generation: GenerationService;
  validation: ValidationService;
}

/** What a process may hand to its services instead of their building their own. */
export interface SharedResources {
  /**
   * A pool of check threads the caller owns (it outlives these services and is not closed with
   * them): one process that starts several servers — the test suite — keeps its threads, their
   * dictionaries and grammar engine loaded, instead of loading them again for every server.
   */
  pool?: CheckPool;
}

/** Opens the store and builds every service once; shared by `serve` and `worker`. */
export async function createServices(config: Config, logger: Logger = createLogger(config.logLevel), shared: SharedResources = {}): Promise<Services> {
  const store = await openStore(config);
  const queue = createJobQueue(store, config, logger);
  const blobs = createBlobStore(store, config.dataDir);
  // One pool of threads per process for CPU-heavy work, so that neither a request (a check, a
  // render) nor a job (a brand's extraction) holds the event loop; threads start on demand.
  const pool = shared.pool ?? new CheckPool(config.checkPool);
  // Webhooks first: every job capability records its events in their outbox.
  const webhooks = new WebhooksService(store.db, queue, logger, {
    allowPrivateNetworks: config.allowPrivateNetworks,
    timeoutMs: config.webhookTimeoutMs,
    retryLimit: config.webhookRetryLimit,
    retryDelayMs: config.webhookRetryDelayMs,
    secret: config.secret,
  });
  // Projects: brands imported from their websites; extraction runs in the pool's threads.
  const projects = new ProjectsService(store.db, store.dialect, queue, blobs, webhooks, logger, {
    allowPrivateNetworks: config.allowPrivateNetworks,
    timeoutMs: config.importTimeoutMs,
    extractSite: (site) => pool.run({ kind: 'extract-site', site }),
  });
  // Generation: the embedded writer, the optional LLM writer and the per-account quota. Previews,
  // exports, test sends and validation take a conversationId to mean its latest version.
  const generation = new GenerationService(store.db, queue, webhooks, logger, projects, {
    generationsPerMinute: config.generationsPerMinute,
    llm: config.llm,
    concurrency: Math.max(4, config.workerConcurrency),
  });
  // Previews: screenshots in Chromium, stored as blobs; the browser closes on stop.
  const previews = new PreviewsService(store.db, queue, blobs, webhooks, logger, generation, {
    chromiumPath: config.chromiumPath,
    concurrency: config.previewConcurrency,
    allowPrivateNetworks: config.allowPrivateNetworks,
    secret: config.secret,
  });
  // Exports: per-request credentials stay in the memory of the process that runs the job, so it
  // must be one that runs workers. PDF exports print with the previews' Chromium.
  const exports = new ExportsService(store.db, queue, blobs, webhooks, logger, { emails: generation, kits: projects, printer: previews }, {
    secret: config.secret,
    allowPrivateNetworks: config.allowPrivateNetworks,
    runsWorkers: store.dialect === 'sqlite' || config.embeddedWorkers,
  });
  // Test sends: the operator's SMTP server; emails and senders found as exports find them.
  const testSends = new TestSendsService(store.db, queue, webhooks, logger, { emails: generation, kits: projects }, config.smtp);
  return {
    config,
    logger,
    store,
    queue,
    blobs,
    pool,
    accounts: new AccountsService(store.db),
    projects,
    webhooks,
    contacts: new ContactsService(store.db, store.dialect),
    previews,
    exports,
    testSends,
    generation,
    // Validation: no tables; the email of a conversationId is read through generation's service.
    validation: new ValidationService(pool, generation, { allowPrivateNetworks: config.allowPrivateNetworks, spamd: config.spamd ?? '' }),
  };
}
