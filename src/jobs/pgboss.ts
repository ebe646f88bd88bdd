import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import { resolveJobOptions, resolveWorkOptions, JOB_DEFAULTS, type ResolvedWorkOptions } from './options';
import type { JobHandler, JobOptions, JobQueue, WorkOptions } from './queue';

export interface PgBossQueueOptions {
  /** The store's Kysely instance: singleton keys are claimed in a transaction on it. */
  db: Db;
  connectionString: string;
  /** The store's schema; pg-boss keeps its tables in `${schema}_boss`. */
  schema: string;
  logger: Logger;
  /** Default concurrency of a queue that does not choose its own. */
  concurrency: number;
  /** How often pg-boss looks for jobs whose worker died (its maintenance interval, 1–120 s). */
  leaseMs: number;
  /** How often an idle worker polls (pg-boss 10 allows no less than 500 ms). */
  pollMs: number;
}

interface Registration {
  queue: string;
  handler: JobHandler<any>;
  options: ResolvedWorkOptions;
}

interface WorkerSlot {
  id?: string;
  busy: boolean;
}

const MIN_POLL_SECONDS = 0.5;

/**
 * Jobs on PostgreSQL through pg-boss 10. pg-boss owns fetching (SKIP LOCKED), retries, backoff
 * and expiry; this adapter maps our options onto it and adds what it lacks: a singleton key
 * that refuses duplicates for good, and waking an idle worker when this process enqueues.
 * See docs/jobs.md for the semantic differences from the embedded queue.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;

  private readonly boss: PgBoss;
  private readonly bossSchema: string;
  private readonly log: Logger;
  private readonly registrations: Registration[] = [];
  private readonly slots = new Map<string, WorkerSlot[]>();
  private readonly createdQueues = new Map<string, Promise<void>>();
  private ready?: Promise<void>;
  private working = false;

  constructor(private readonly options: PgBossQueueOptions) {
    // pg-boss writes the schema unquoted, so PostgreSQL folds it to lower case.
    this.bossSchema = `${options.schema}_boss`.toLowerCase();
    this.log = options.logger.child({ component: 'jobs', backend: 'pg-boss' });
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: this.bossSchema,
      application_name: 'brandmail',
      // No cron schedules: skipping the timekeeper saves its queues and its clock checks.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.round(options.leaseMs / 1000))),
      expireInSeconds: Math.ceil(JOB_DEFAULTS.timeoutMs / 1000),
      pollingIntervalSeconds: this.pollSeconds(),
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'pg-boss error'));
  }

  async enqueue<T>(queue: string, data: T, options?: JobOptions, trx?: Kysely<any>): Promise<string | null> {
    const o = resolveJobOptions(options);
    await this.ensureReady();
    await this.ensureQueue(queue);
    const sendOptions: PgBoss.SendOptions = {
      retryLimit: o.retryLimit,
      // pg-boss counts retry delays in whole seconds.
      retryDelay: Math.ceil(o.retryDelayMs / 1000),
      retryBackoff: o.retryBackoff,
      // A number of seconds, added to the database clock (fractions allowed).
      ...(o.startAfterMs > 0 ? { startAfter: o.startAfterMs / 1000 } : {}),
    };
    // Stored as JSON text so any JSON value (arrays, strings) survives node-postgres' parameter
    // conversion; pg-boss casts it to jsonb.
    const payload = (data === undefined ? null : JSON.stringify(data)) as unknown as object;
    const key = o.singletonKey;

    const send = async (db: Kysely<any> | undefined): Promise<string | null> => {
      if (key === null) return this.boss.send(queue, payload, { ...sendOptions, ...(db ? { db: asBossDb(db) } : {}) });
      const id = randomUUID();
      // pg-boss 10 dedupes a singletonKey only per policy/state or time slot; this table makes
      // the key refuse every later job, committed or rolled back with the job itself.
      const claimed = await sql`
        INSERT INTO ${sql.raw(this.bossSchema)}.brandmail_singleton (key, queue, job_id)
        VALUES (${key}, ${queue}, ${id}) ON CONFLICT DO NOTHING RETURNING key`.execute(db!);
      if (claimed.rows.length === 0) return null;
      const sent = await this.boss.send(queue, payload, { ...sendOptions, id, db: asBossDb(db!) });
      if (sent === null) throw new Error(`pg-boss did not accept a job for queue "${queue}"`);
      return sent;
    };

    const id = trx ? await send(trx) : key === null ? await send(undefined) : await this.options.db.transaction().execute(send);
    if (id === null && key === null) throw new Error(`pg-boss did not accept a job for queue "${queue}"`);
    // A job sent in the caller's transaction is invisible until it commits, which we cannot
    // observe: it is picked up by the next poll instead.
    if (id !== null && !trx && o.startAfterMs === 0) this.wakeIdleWorker(queue);
    return id;
  }

  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions): void {
    if (this.registrations.some((r) => r.queue === queue)) throw new Error(`a handler is already registered for queue "${queue}"`);
    const registration = { queue, handler: handler as JobHandler<any>, options: resolveWorkOptions(options, this.options.concurrency) };
    this.registrations.push(registration);
    if (this.working) {
      this.startWorkers(registration).catch((err) => this.log.error({ err, queue }, 'starting workers failed'));
    }
  }

  async start(options: { workers: boolean } = { workers: true }): Promise<void> {
    await this.ensureReady();
    if (!options.workers) return;
    this.working = true;
    for (const registration of this.registrations) {
      if (!this.slots.has(registration.queue)) await this.startWorkers(registration);
    }
  }

  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.ready) return;
    try {
      await this.ready;
    } catch {
      // Start-up failed: there is nothing running to stop, but the pool may be open.
    }
    this.ready = undefined;
    this.working = false;
    this.createdQueues.clear();
    this.slots.clear();
    // pg-boss stops fetching, waits for running handlers, then fails what is left, which puts
    // those jobs back for retry (or fails them if that was their final attempt).
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: options.timeoutMs ?? 30_000 });
  }

  private pollSeconds(): number {
    return Math.max(MIN_POLL_SECONDS, this.options.pollMs / 1000);
  }

  private ensureReady(): Promise<void> {
    this.ready ??= (async () => {
      await this.boss.start();
      try {
        await this.boss.getDb().executeSql(
          `CREATE TABLE IF NOT EXISTS ${this.bossSchema}.brandmail_singleton (
             key text PRIMARY KEY,
             queue text NOT NULL,
             job_id uuid NOT NULL,
             created_on timestamptz NOT NULL DEFAULT now()
           )`,
          [],
        );
      } catch (err) {
        // Two processes starting at once both try to create it; the loser sees a duplicate.
        if (!isDuplicateObject(err)) throw err;
      }
    })();
    return this.ready;
  }

  /** pg-boss 10 drops jobs sent to a queue that does not exist, so every queue is created first. */
  private ensureQueue(queue: string, timeoutMs?: number): Promise<void> {
    if (timeoutMs !== undefined) {
      // A worker sets the queue's expiry; jobs sent afterwards, by any process, inherit it.
      const expiry = { name: queue, expireInSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)) };
      const update = (async () => {
        await this.boss.createQueue(queue, expiry);
        await this.boss.updateQueue(queue, expiry);
      })();
      this.createdQueues.set(queue, update);
      update.catch(() => this.createdQueues.delete(queue));
      return update;
    }
    let created = this.createdQueues.get(queue);
    if (!created) {
      created = this.boss.createQueue(queue);
      this.createdQueues.set(queue, created);
      created.catch(() => this.createdQueues.delete(queue));
    }
    return created;
  }

  /**
   * pg-boss 10 has no per-worker concurrency: each `work()` call is one worker fetching one job
   * at a time, so a queue gets as many workers as its concurrency.
   */
  private async startWorkers({ queue, handler, options }: Registration): Promise<void> {
    await this.ensureQueue(queue, options.timeoutMs);
    const slots: WorkerSlot[] = [];
    this.slots.set(queue, slots);
    for (let i = 0; i < options.concurrency; i++) {
      const slot: WorkerSlot = { busy: false };
      slots.push(slot);
      slot.id = await this.boss.work<unknown>(
        queue,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollSeconds() },
        async ([job]) => {
          slot.busy = true;
          try {
            await handler({
              id: job.id,
              queue: job.name,
              data: job.data,
              attempt: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            });
          } finally {
            slot.busy = false;
            // pg-boss 10 otherwise sleeps a full polling interval after every job, even when
            // more are waiting.
            if (slot.id) this.boss.notifyWorker(slot.id);
          }
        },
      );
    }
  }

  private wakeIdleWorker(queue: string): void {
    const idle = this.slots.get(queue)?.find((s) => !s.busy && s.id);
    if (idle?.id) this.boss.notifyWorker(idle.id);
  }
}

/** pg-boss's `db` option, backed by a Kysely transaction (or instance) of the caller. */
function asBossDb(db: Kysely<any>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as any[] };
    },
  };
}

function isDuplicateObject(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === '42P07';
}
