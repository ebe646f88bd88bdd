import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import type { Database } from '../store/schema';
import { JobTable, type JobRow } from './embedded-table';
import { describeError, newInstanceId, resolveJobOptions, resolveWorkOptions, type ResolvedWorkOptions } from './options';
import type { Job, JobHandler, JobOptions, JobQueue, WorkOptions } from './queue';

export interface EmbeddedQueueOptions {
  logger: Logger;
  /** Default concurrency of a queue that does not choose its own. */
  concurrency: number;
  /** How long a claimed job stays ours without a heartbeat; a crashed process's jobs return after this. */
  leaseMs: number;
  /** How often idle workers look for jobs another process enqueued or whose lease expired. */
  pollMs: number;
  /** Upper bound of one backoff delay (default 24 h, so long schedules behave as on pg-boss, which has none). */
  maxRetryDelayMs?: number;
  /** Completed jobs without a singleton key are deleted after this long (default 7 days). */
  completedRetentionMs?: number;
}

interface Running {
  row: JobRow;
  done: Promise<void>;
}

interface QueueWorker {
  name: string;
  handler: JobHandler<any>;
  options: ResolvedWorkOptions;
  running: Map<string, Running>;
  claiming: boolean;
  again: boolean;
}

const DAY_MS = 24 * 60 * 60_000;
const CLEANUP_EVERY_MS = 60 * 60_000;
// Past this, a delayed job is left to the poll instead of holding a timer.
const MAX_WAKE_TIMER_MS = 5 * 60_000;

// Queues over the same database in one process share one emitter, so an enqueue through any of
// them wakes the workers of all of them without waiting for a poll.
const wakers = new WeakMap<object, EventEmitter>();
function wakerFor(db: object): EventEmitter {
  let waker = wakers.get(db);
  if (!waker) {
    waker = new EventEmitter();
    waker.setMaxListeners(0);
    wakers.set(db, waker);
  }
  return waker;
}

class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`the handler ran longer than its ${ms} ms timeout`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * Durable jobs in the store's `jobs` table, run by workers in this process. A claim leases a row
 * to this process (`locked_by`, `locked_until`); a heartbeat renews the lease while the handler
 * runs, so a job whose process died is claimed again once its lease runs out. See docs/jobs.md.
 */
export class EmbeddedQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  readonly instanceId = newInstanceId();

  private readonly table: JobTable;
  private readonly workers = new Map<string, QueueWorker>();
  private readonly waker: EventEmitter;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pumps = new Set<Promise<void>>();
  private readonly log: Logger;
  private readonly maxRetryDelayMs: number;
  private readonly retentionMs: number;
  private accepting = false;
  private pollTimer?: NodeJS.Timeout;
  private heartbeatTimer?: NodeJS.Timeout;
  private renewing = false;
  private lastMaintenance = 0;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly options: EmbeddedQueueOptions,
  ) {
    this.table = new JobTable(db, this.instanceId);
    this.waker = wakerFor(db);
    this.log = options.logger.child({ component: 'jobs', backend: 'embedded' });
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? DAY_MS;
    this.retentionMs = options.completedRetentionMs ?? 7 * DAY_MS;
  }

  async enqueue<T>(queue: string, data: T, options?: JobOptions, trx?: Kysely<any>): Promise<string | null> {
    const o = resolveJobOptions(options);
    const id = await this.table.insert((trx ?? this.db) as Kysely<Database>, queue, data, o);
    if (id === null) return null;
    // Inside a caller's transaction the row is not visible yet, but SQLite has one connection:
    // the claim this wake-up starts waits for the transaction to end, then sees the committed job
    // (or nothing, after a rollback).
    this.waker.emit('job', queue, o.startAfterMs);
    return id;
  }

  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions): void {
    if (this.workers.has(queue)) throw new Error(`a handler is already registered for queue "${queue}"`);
    const worker: QueueWorker = {
      name: queue,
      handler: handler as JobHandler<any>,
      options: resolveWorkOptions(options, this.options.concurrency),
      running: new Map(),
      claiming: false,
      again: false,
    };
    this.workers.set(queue, worker);
    if (this.accepting) this.pump(worker);
  }

  async start(options: { workers: boolean } = { workers: true }): Promise<void> {
    if (!options.workers || this.accepting) return;
    this.accepting = true;
    this.waker.on('job', this.onEnqueued);
    this.pollTimer = setInterval(() => this.tick(), this.options.pollMs);
    this.heartbeatTimer = setInterval(() => void this.renewLeases(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
    // Start-up recovery: jobs left active by a dead process are claimed once their lease has run
    // out; those that were on their final attempt are marked failed here.
    await this.maintain();
    for (const worker of this.workers.values()) this.pump(worker);
  }

  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.accepting) return;
    this.accepting = false;
    this.waker.off('job', this.onEnqueued);
    clearInterval(this.pollTimer);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();

    await Promise.allSettled([...this.pumps]);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.timeoutMs ?? 30_000)));
    await Promise.race([Promise.allSettled(this.running().map((r) => r.done)), timedOut]);
    clearTimeout(timer);
    clearInterval(this.heartbeatTimer);

    const unfinished = this.running().map((r) => r.row.id);
    if (unfinished.length) {
      await this.release(unfinished);
      this.log.warn({ jobs: unfinished }, 'stopped before these jobs finished; released them for another worker');
    }
  }

  private running(): Running[] {
    return [...this.workers.values()].flatMap((w) => [...w.running.values()]);
  }

  private onEnqueued = (queue: string, delayMs: number): void => {
    const worker = this.workers.get(queue);
    if (!worker) return;
    if (delayMs > 0) this.wakeLater(worker, delayMs);
    else this.pump(worker);
  };

  private wakeLater(worker: QueueWorker, delayMs: number): void {
    if (!this.accepting || delayMs > MAX_WAKE_TIMER_MS) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.pump(worker);
    }, delayMs + 1);
    timer.unref();
    this.timers.add(timer);
  }

  private tick(): void {
    if (Date.now() - this.lastMaintenance >= Math.min(this.options.leaseMs, 5000)) void this.maintain();
    for (const worker of this.workers.values()) this.pump(worker);
  }

  /** Fills the queue's free slots with claimed jobs; a wake-up during a claim loops once more. */
  private pump(worker: QueueWorker): void {
    if (!this.accepting) return;
    if (worker.claiming) {
      worker.again = true;
      return;
    }
    worker.claiming = true;
    const pumping = (async () => {
      try {
        do {
          worker.again = false;
          while (this.accepting && worker.running.size < worker.options.concurrency) {
            const row = await this.table.claim(worker.name, this.options.leaseMs, this.running().map((r) => r.row.id));
            if (!row) break;
            if (!this.accepting) {
              await this.release([row.id]);
              break;
            }
            this.run(worker, row);
          }
        } while (worker.again && this.accepting);
      } catch (err) {
        this.log.error({ err, queue: worker.name }, 'claiming a job failed');
      } finally {
        worker.claiming = false;
      }
    })();
    this.pumps.add(pumping);
    void pumping.finally(() => this.pumps.delete(pumping));
  }

  private run(worker: QueueWorker, row: JobRow): void {
    const done = (async () => {
      let failure: unknown;
      let failed = false;
      try {
        const job: Job = {
          id: row.id,
          queue: row.queue,
          data: JSON.parse(row.data),
          attempt: row.attempts - 1,
          lastAttempt: row.attempts - 1 >= row.retry_limit,
        };
        await withTimeout(worker.handler(job), worker.options.timeoutMs);
      } catch (err) {
        failed = true;
        failure = err;
      }
      try {
        if (failed) await this.recordFailure(worker, row, failure);
        else if (!(await this.table.complete(row))) this.lostLease(row);
      } catch (err) {
        this.log.error({ err, job: row.id, queue: row.queue }, 'could not record the job result; it runs again when its lease expires');
      }
    })();
    worker.running.set(row.id, { row, done });
    void done.finally(() => {
      worker.running.delete(row.id);
      this.pump(worker);
    });
  }

  private async recordFailure(worker: QueueWorker, row: JobRow, err: unknown): Promise<void> {
    const attempt = row.attempts - 1;
    const error = describeError(err);
    const context = { job: row.id, queue: row.queue, attempt, error };
    if (attempt < row.retry_limit) {
      const delayMs = this.retryDelay(row, attempt);
      if (!(await this.table.retry(row, delayMs, error))) return this.lostLease(row);
      this.log.warn({ ...context, retryInMs: delayMs }, 'job failed; retrying');
      this.wakeLater(worker, delayMs);
    } else {
      if (!(await this.table.fail(row, error))) return this.lostLease(row);
      this.log.error(context, 'job failed; no retry left');
    }
  }

  private lostLease(row: JobRow): void {
    this.log.warn({ job: row.id, queue: row.queue }, 'lease lost before the job finished (stopped, or expired); its result was dropped');
  }

  /** `retry_delay_ms · 2^attempt`, capped, plus up to 25 % jitter so retries of a burst spread out. */
  private retryDelay(row: JobRow, attempt: number): number {
    if (!row.retry_backoff) return row.retry_delay_ms;
    if (row.retry_delay_ms === 0) return 0;
    const nominal = Math.min(this.maxRetryDelayMs, row.retry_delay_ms * 2 ** attempt);
    return Math.min(this.maxRetryDelayMs, Math.round(nominal * (1 + Math.random() / 4)));
  }

  private async renewLeases(): Promise<void> {
    const ids = this.running().map((r) => r.row.id);
    if (!ids.length || this.renewing) return;
    this.renewing = true;
    try {
      await this.table.renew(ids, this.options.leaseMs);
    } catch (err) {
      this.log.error({ err }, 'renewing job leases failed');
    } finally {
      this.renewing = false;
    }
  }

  private async release(ids: string[]): Promise<void> {
    try {
      await this.table.release(ids);
    } catch (err) {
      this.log.error({ err }, 'releasing jobs failed; they return when their lease expires');
    }
  }

  private async maintain(): Promise<void> {
    const now = Date.now();
    this.lastMaintenance = now;
    try {
      await this.table.failAbandoned();
      if (now - this.lastCleanup >= CLEANUP_EVERY_MS) {
        this.lastCleanup = now;
        await this.table.deleteCompletedBefore(now - this.retentionMs);
      }
    } catch (err) {
      this.log.error({ err }, 'job maintenance failed');
    }
  }
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new JobTimeoutError(ms)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
