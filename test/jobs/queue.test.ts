import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/jobs';
import { nowIso } from '../../src/lib/time';
import { backends } from '../helpers/backends';
import { jobRecord, openQueue, sleep, waitFor, waitForState, type QueueContext } from './helpers';

class Rollback extends Error {}

describe.each(backends)('job queue on %s', (backend) => {
  let ctx: QueueContext | undefined;

  afterEach(async () => {
    await ctx?.cleanup();
    ctx = undefined;
  });

  it('runs an enqueued job once, with its data', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    const seen: Job[] = [];
    queue.work('greet', async (job) => {
      seen.push(job);
    });
    await queue.start();

    const id = await queue.enqueue('greet', { name: 'Ada', tags: ['a', 'b'] });
    await waitForState(store, id, 'completed');
    await sleep(300);

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id, queue: 'greet', data: { name: 'Ada', tags: ['a', 'b'] }, attempt: 0, lastAttempt: false });
  });

  it('wakes an idle worker when this process enqueues, without waiting for a poll', async () => {
    // A poll this long would outlast the wait below: only the in-process wake-up can run the job.
    ctx = await openQueue(backend, { jobPollMs: 120_000 });
    const { queue, store } = ctx;
    queue.work('instant', async () => {});
    await queue.start();
    await sleep(200); // let the workers finish their first (empty) fetch and go idle

    const id = await queue.enqueue('instant', {});
    await waitForState(store, id, 'completed', 10_000);

    if (backend === 'sqlite') {
      // In the embedded queue this holds for a job committed with the caller's transaction too.
      const inTrx = await store.db.transaction().execute((trx) => queue.enqueue('instant', {}, {}, trx));
      await waitForState(store, inTrx, 'completed', 10_000);
    }
  });

  it('retries a failing job after growing delays, then succeeds', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    // pg-boss counts retry delays in whole seconds.
    const delay = queue.kind === 'pg-boss' ? 1000 : 100;
    const starts: number[] = [];
    const attempts: number[] = [];
    queue.work('flaky', async (job) => {
      starts.push(Date.now());
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error(`flaky failure ${job.attempt}`);
    });
    await queue.start();

    const id = await queue.enqueue('flaky', {}, { retryLimit: 3, retryDelayMs: delay, retryBackoff: true });
    await waitForState(store, id, 'completed', 20_000);

    expect(attempts).toEqual([0, 1, 2]);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(delay - 20);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(2 * delay - 20);
  });

  it('marks a job failed when its retries run out, telling the handler its last attempt', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    const seen: Array<Pick<Job, 'attempt' | 'lastAttempt'>> = [];
    queue.work('broken', async ({ attempt, lastAttempt }) => {
      seen.push({ attempt, lastAttempt });
      throw new Error('always broken');
    });
    await queue.start();

    const id = await queue.enqueue('broken', {}, { retryLimit: 1, retryDelayMs: 0, retryBackoff: false });
    await waitForState(store, id, 'failed');
    await sleep(300);

    expect(seen).toEqual([
      { attempt: 0, lastAttempt: false },
      { attempt: 1, lastAttempt: true },
    ]);
    expect((await jobRecord(store, id))?.error).toContain('always broken');
  });

  it('creates at most one job per singleton key, even after that job completed', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    let runs = 0;
    queue.work('welcome', async () => {
      runs++;
    });
    await queue.start();

    const ids = await Promise.all(Array.from({ length: 5 }, () => queue.enqueue('welcome', {}, { singletonKey: 'welcome:ct_1' })));
    const created = ids.filter((id) => id !== null);
    expect(created).toHaveLength(1);
    await waitForState(store, created[0], 'completed');

    expect(await queue.enqueue('welcome', {}, { singletonKey: 'welcome:ct_1' })).toBeNull();
    expect(await queue.enqueue('welcome', {}, { singletonKey: 'welcome:ct_2' })).not.toBeNull();
    await waitFor(() => runs === 2);
    await sleep(300);
    expect(runs).toBe(2);
  });

  it('commits a job with the transaction that enqueued it and drops it on rollback', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    const handled: string[] = [];
    queue.work<{ account: string }>('outbox', async (job) => {
      handled.push(job.data.account);
    });
    await queue.start();

    let rolledBack: string | null = null;
    await expect(
      store.db.transaction().execute(async (trx) => {
        await trx.insertInto('accounts').values({ id: 'acct_rolled', name: 'R', plan: 'free', created_at: nowIso() }).execute();
        rolledBack = await queue.enqueue('outbox', { account: 'acct_rolled' }, { singletonKey: 'outbox:acct' }, trx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(rolledBack).not.toBeNull();

    const committed = await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values({ id: 'acct_kept', name: 'K', plan: 'free', created_at: nowIso() }).execute();
      // The rolled-back job did not keep its singleton key.
      return queue.enqueue('outbox', { account: 'acct_kept' }, { singletonKey: 'outbox:acct' }, trx);
    });
    await waitForState(store, committed, 'completed');
    await sleep(300);

    expect(await jobRecord(store, rolledBack)).toBeNull();
    expect(handled).toEqual(['acct_kept']);
    const accounts = await store.db.selectFrom('accounts').select('id').execute();
    expect(accounts.map((a) => a.id)).toEqual(['acct_kept']);
  });

  it('runs no more jobs of a queue at once than its concurrency', async () => {
    ctx = await openQueue(backend, { workerConcurrency: 4 });
    const { queue } = ctx;
    let inFlight = 0;
    let most = 0;
    let done = 0;
    queue.work(
      'slow',
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await sleep(150);
        inFlight--;
        done++;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i++) await queue.enqueue('slow', { i });
    await queue.start();

    await waitFor(() => done === 6, 20_000, 'six jobs');
    expect(most).toBe(2);
  });

  it('keeps a job that runs past its lease from being taken by another worker', async () => {
    ctx = await openQueue(backend, { jobLeaseMs: 1000 });
    const { queue, store } = ctx;
    const runs: string[] = [];
    const marathon = (worker: string) => async () => {
      runs.push(worker);
      await sleep(2500);
    };
    const other = ctx.another();
    queue.work('marathon', marathon('first'), { concurrency: 1 });
    other.work('marathon', marathon('second'), { concurrency: 1 });
    await queue.start();
    await other.start();

    const id = await queue.enqueue('marathon', {});
    await waitForState(store, id, 'completed', 15_000);
    expect(runs).toHaveLength(1);
  });

  it('never runs a job twice in its own process when a blocked event loop lets the lease lapse', async () => {
    // A loaded machine can hold the event loop past the lease before the heartbeat fires; the
    // next poll must not take the job this process is still running.
    ctx = await openQueue(backend, { jobLeaseMs: 300, jobPollMs: 20 });
    const { queue, store } = ctx;
    let runs = 0;
    queue.work(
      'stalled',
      async () => {
        runs++;
        const until = Date.now() + 700; // synchronous: no timer (heartbeat included) runs meanwhile
        while (Date.now() < until);
        await sleep(300);
      },
      { concurrency: 4 },
    );
    await queue.start();
    const id = await queue.enqueue('stalled', {});
    await waitForState(store, id, 'completed', 15_000);
    expect(runs).toBe(1);
  });

  it('counts a run longer than the queue timeout as a failed attempt', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    const attempts: number[] = [];
    let overran: Promise<void> = Promise.resolve();
    queue.work(
      'bounded',
      async (job) => {
        attempts.push(job.attempt);
        if (job.attempt === 0) await (overran = sleep(2500));
      },
      { timeoutMs: 1000 },
    );
    await queue.start();

    const id = await queue.enqueue('bounded', {}, { retryLimit: 1, retryDelayMs: 0, retryBackoff: false });
    await waitForState(store, id, 'completed', 15_000);
    expect(attempts).toEqual([0, 1]);
    await overran;
  });

  it('does not start a job before its startAfterMs', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    let startedAt = 0;
    queue.work('later', async () => {
      startedAt = Date.now();
    });
    await queue.start();

    const enqueuedAt = Date.now();
    const id = await queue.enqueue('later', {}, { startAfterMs: 1000 });
    await waitForState(store, id, 'completed');
    expect(startedAt - enqueuedAt).toBeGreaterThanOrEqual(1000 - 20);
  });

  it('stop() waits for a running handler to finish', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    let finished = false;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    queue.work('long', async () => {
      markStarted();
      await sleep(400);
      finished = true;
    });
    await queue.start();
    const id = await queue.enqueue('long', {});
    await started;

    await queue.stop({ timeoutMs: 10_000 });
    expect(finished).toBe(true);
    await waitForState(store, id, 'completed', 2000);
  });

  it('stop() past its timeout hands the unfinished job to another worker at once', async () => {
    ctx = await openQueue(backend);
    const { queue, store } = ctx;
    const runs: number[] = [];
    let unblock!: () => void;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    let firstRunDone!: Promise<void>;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    queue.work('stuck', async () => {
      runs.push(1);
      firstRunDone = blocked;
      markStarted();
      await blocked;
    });
    await queue.start();
    const id = await queue.enqueue('stuck', {}, { retryLimit: 2, retryDelayMs: 0, retryBackoff: false });
    await started;

    await queue.stop({ timeoutMs: 200 });
    expect(runs).toHaveLength(1);

    const next = ctx.another();
    let reruns = 0;
    next.work('stuck', async () => {
      reruns++;
    });
    await next.start();
    await waitForState(store, id, 'completed');
    expect(reruns).toBe(1);

    // The first handler finishing late changes nothing.
    unblock();
    await firstRunDone;
    await sleep(300);
    expect((await jobRecord(store, id))?.state).toBe('completed');
    expect(reruns).toBe(1);
  });
});
