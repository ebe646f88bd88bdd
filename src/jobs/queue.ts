import type { Kysely } from 'kysely';

/**
 * Long work (imports, generations, previews, exports, webhook deliveries) always runs as a job.
 * Capabilities register plain async handlers (pg-boss style); retries, backoff, locking and crash
 * recovery belong to the queue, never to the handler. Two implementations: `EmbeddedQueue`
 * (a durable table in the SQLite store, in-process workers) and `PgBossQueue` (PostgreSQL).
 */
export interface JobOptions {
  /** Attempts after the first one (default 3). */
  retryLimit?: number;
  /** Delay before the first retry (default 1000 ms). */
  retryDelayMs?: number;
  /** Double the delay on each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** Do not start before this many milliseconds from now. */
  startAfterMs?: number;
  /**
   * At most one job with this key is ever created: enqueueing it again is a no-op that returns
   * null. Used to make "enqueue after commit" steps safe to repeat.
   */
  singletonKey?: string;
}

export interface Job<T = unknown> {
  id: string;
  queue: string;
  data: T;
  /** 0 on the first attempt. */
  attempt: number;
  /** True when no retry is left after this attempt (a handler may record a final failure). */
  lastAttempt: boolean;
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue run at most this many at once in this process. */
  concurrency?: number;
  /**
   * A run that takes longer is treated as a failed attempt and retried (default 15 minutes,
   * at most 24 hours). pg-boss 10 has no lease heartbeat: this is also how long a job held by a
   * crashed pg-boss worker waits before another worker takes it. Set it just above the slowest
   * expected run of the queue.
   */
  timeoutMs?: number;
}

/**
 * One queue's handler and how it runs: what each capability's `job.ts` contributes to the table
 * in src/workers.ts, which `serve` and `worker` both register.
 */
export interface JobDefinition<T = any> {
  queue: string;
  handler: JobHandler<T>;
  options?: WorkOptions;
}

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** Adds a job. With `trx`, the job is written in the caller's transaction (outbox semantics). */
  enqueue<T>(queue: string, data: T, options?: JobOptions, trx?: Kysely<any>): Promise<string | null>;
  /** Registers the handler of a queue. Call before `start()`. */
  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Starts fetching and running jobs (no-op for a queue used only to enqueue). */
  start(options?: { workers: boolean }): Promise<void>;
  /** Stops fetching; waits up to `timeoutMs` for running jobs, then releases the rest for retry. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}
