import type { Kysely, Selectable } from 'kysely';
import { newId } from '../lib/ids';
import { isoFromMs } from '../lib/time';
import type { Db } from '../store/db';
import type { Database, JobsTable } from '../store/schema';
import type { ResolvedJobOptions } from './options';

export type JobRow = Selectable<JobsTable>;

/**
 * Every statement the embedded queue runs on the `jobs` table. Each is a single statement, so
 * each is atomic; a result is written only while the row is still leased to `owner` for the
 * same attempt, so a worker that lost its lease can never overwrite the work of the next one.
 */
export class JobTable {
  constructor(
    private readonly db: Db,
    private readonly owner: string,
  ) {}

  /** Returns the new id, or null when the singleton key is taken. */
  async insert(db: Kysely<Database>, queue: string, data: unknown, o: ResolvedJobOptions): Promise<string | null> {
    const id = newId('job');
    const now = Date.now();
    const insert = db.insertInto('jobs').values({
      id,
      queue,
      data: data === undefined ? 'null' : JSON.stringify(data),
      state: 'created',
      singleton_key: o.singletonKey,
      retry_limit: o.retryLimit,
      retry_delay_ms: o.retryDelayMs,
      retry_backoff: o.retryBackoff ? 1 : 0,
      start_after: now + o.startAfterMs,
      created_at: isoFromMs(now),
    });
    const inserted = o.singletonKey
      ? await insert.onConflict((oc) => oc.column('singleton_key').doNothing()).returning('id').executeTakeFirst()
      : await insert.returning('id').executeTakeFirst();
    return inserted ? id : null;
  }

  /** Leases the next due job of the queue: a new one, or one whose holder's lease ran out. */
  /**
   * `busy` are the jobs this process is running: never claimed again here, even when their lease
   * ran out because a starved event loop delayed the heartbeat (that would run them twice at once).
   */
  async claim(queue: string, leaseMs: number, busy: string[] = []): Promise<JobRow | undefined> {
    const now = Date.now();
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'active',
        attempts: eb('attempts', '+', 1),
        locked_by: this.owner,
        locked_until: now + leaseMs,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', queue)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'created'), w('start_after', '<=', now)]),
              w.and([w('state', '=', 'active'), w('locked_until', '<=', now), w('attempts', '<=', w.ref('retry_limit'))]),
            ]),
          )
          .$if(busy.length > 0, (q) => q.where('id', 'not in', busy))
          .orderBy('start_after')
          .orderBy('id')
          .limit(1),
      )
      // Re-checked on the row itself, so the claim stays atomic even where the subquery and the
      // update could see different snapshots (PostgreSQL).
      .where((w) => w.or([w('state', '=', 'created'), w.and([w('state', '=', 'active'), w('locked_until', '<=', now)])]))
      .returningAll()
      .executeTakeFirst();
  }

  /** False when the lease was lost first (the result is then dropped). */
  async complete(row: JobRow): Promise<boolean> {
    return this.finish(row, { state: 'completed', completed_at: isoFromMs(Date.now()), locked_by: null, locked_until: null });
  }

  async retry(row: JobRow, delayMs: number, error: string): Promise<boolean> {
    return this.finish(row, { state: 'created', start_after: Date.now() + delayMs, last_error: error, locked_by: null, locked_until: null });
  }

  async fail(row: JobRow, error: string): Promise<boolean> {
    return this.finish(row, { state: 'failed', completed_at: isoFromMs(Date.now()), last_error: error, locked_by: null, locked_until: null });
  }

  private async finish(row: JobRow, values: Partial<JobRow>): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set(values)
      .where('id', '=', row.id)
      .where('locked_by', '=', this.owner)
      .where('attempts', '=', row.attempts)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async renew(ids: string[], leaseMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: Date.now() + leaseMs })
      .where('id', 'in', ids)
      .where('locked_by', '=', this.owner)
      .where('state', '=', 'active')
      .execute();
  }

  /**
   * Hands jobs back for any worker to claim at once, without charging the interrupted attempt:
   * a deploy should not use up a job's retries.
   */
  async release(ids: string[]): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ state: 'created', attempts: eb('attempts', '-', 1), start_after: Date.now(), locked_by: null, locked_until: null }))
      .where('id', 'in', ids)
      .where('locked_by', '=', this.owner)
      .where('state', '=', 'active')
      .execute();
  }

  /** Fails the jobs whose final attempt lost its process: no retry is left to claim them with. */
  async failAbandoned(): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('jobs')
      .set({
        state: 'failed',
        completed_at: isoFromMs(now),
        last_error: 'the process running its final attempt stopped (lease expired)',
        locked_by: null,
        locked_until: null,
      })
      .where('state', '=', 'active')
      .where('locked_until', '<=', now)
      .where((w) => w('attempts', '>', w.ref('retry_limit')))
      .execute();
  }

  /** A singleton key must keep refusing duplicates, so jobs holding one keep their (small) row. */
  async deleteCompletedBefore(ms: number): Promise<void> {
    await this.db
      .deleteFrom('jobs')
      .where('state', '=', 'completed')
      .where('singleton_key', 'is', null)
      .where('completed_at', '<', isoFromMs(ms))
      .execute();
  }
}
