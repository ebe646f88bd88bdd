import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/db';
import { EmbeddedQueue } from './embedded';
import { PgBossQueue } from './pgboss';
import type { JobQueue } from './queue';

export type { Job, JobHandler, JobOptions, JobQueue, WorkOptions } from './queue';
export { EmbeddedQueue } from './embedded';
export { PgBossQueue } from './pgboss';

/** The store decides the queue: SQLite gets in-process workers, PostgreSQL gets pg-boss. */
export function createJobQueue(store: Store, config: Config, logger: Logger): JobQueue {
  const common = {
    logger,
    concurrency: config.workerConcurrency,
    leaseMs: config.jobLeaseMs,
    pollMs: config.jobPollMs,
  };
  if (store.dialect === 'sqlite') return new EmbeddedQueue(store.db, common);
  if (!store.postgres) throw new Error('a PostgreSQL store must carry its connection string and schema for pg-boss');
  return new PgBossQueue({ ...common, db: store.db, connectionString: store.postgres.connectionString, schema: store.postgres.schema });
}
