import { sql } from 'kysely';
import { loadConfig, type Config } from '../../src/config';
import { createJobQueue, type JobQueue } from '../../src/jobs';
import { createLogger } from '../../src/logger';
import type { Store } from '../../src/store/db';
import { openTestStore, type Backend } from '../helpers/backends';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Short lease and poll so crash recovery and retries happen within a test's patience. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({}, { workerConcurrency: 4, jobLeaseMs: 1000, jobPollMs: 100, logLevel: 'silent', ...overrides });
}

export const silentLogger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

export interface QueueContext {
  store: Store;
  config: Config;
  queue: JobQueue;
  /** Another queue over the same store, as a second process would have. */
  another(): JobQueue;
  cleanup(): Promise<void>;
}

export async function openQueue(backend: Backend, overrides: Partial<Config> = {}): Promise<QueueContext> {
  const store = await openTestStore(backend);
  const config = testConfig(overrides);
  const queues = [createJobQueue(store, config, silentLogger)];
  return {
    store,
    config,
    queue: queues[0],
    another() {
      const queue = createJobQueue(store, config, silentLogger);
      queues.push(queue);
      return queue;
    },
    async cleanup() {
      for (const queue of queues) await queue.stop({ timeoutMs: 1000 });
      await store.cleanup();
    },
  };
}

export interface JobRecord {
  state: string;
  error: string | null;
}

/** Reads a job straight from the backend's own tables (pg-boss keeps finished jobs in its archive too). */
export async function jobRecord(store: Store, id: string | null): Promise<JobRecord | null> {
  if (id === null) return null;
  if (store.dialect === 'sqlite') {
    const row = await store.db.selectFrom('jobs').select(['state', 'last_error']).where('id', '=', id).executeTakeFirst();
    return row ? { state: row.state, error: row.last_error } : null;
  }
  const boss = sql.raw(`${store.postgres!.schema}_boss`);
  const { rows } = await sql<JobRecord>`
    SELECT state::text AS state, output->>'message' AS error FROM ${boss}.job WHERE id = ${id}::uuid
    UNION ALL
    SELECT state::text AS state, output->>'message' AS error FROM ${boss}.archive WHERE id = ${id}::uuid`.execute(store.db);
  return rows[0] ?? null;
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

export function waitForState(store: Store, id: string | null, state: string, timeoutMs = 10_000): Promise<void> {
  return waitFor(async () => (await jobRecord(store, id))?.state === state, timeoutMs, `job ${id} to be ${state}`);
}
