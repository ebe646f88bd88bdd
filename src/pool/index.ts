/**
 * A pool of worker threads for CPU-heavy work (validation checks, rendering pasted documents,
 * a brand import's extraction), after piscina. The event loop only hands work over and waits, so
 * `/health` and every other request keep answering while a check runs; each task has a deadline, the queue is bounded and
 * a thread's heap is capped, so one hostile input costs at most one thread for one deadline.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CheckPoolConfig } from '../config';
import { ApiError, errors } from '../errors';
import type { TaskOutcome } from './outcome';
import type { SharedModule } from '../validate/spelling/grammar-binary';
import { usesGrammar, type Submitted } from './tasks';

export type { PoolTask, Submitted } from './tasks';

/** The server's pool settings (BRANDMAIL_CHECK_*, src/config.ts), and the worker module to run. */
export type PoolOptions = CheckPoolConfig & {
  /** The worker module (tests use their own); default: the check worker. */
  filename?: string;
};


/**
 * harper's compiled WebAssembly, posted by the first thread of any pool in this process that
 * loaded it; later threads (of every pool: tests run several servers in one process) instantiate
 * it instead of compiling their own (src/validate/spelling/grammar-binary.ts).
 */
let grammarModules: SharedModule[] | undefined;

/** harper's modules the pools of this process have to hand out (tests, benchmarks). */
export function sharedGrammarModules(): readonly SharedModule[] {
  return grammarModules ?? [];
}

export class CheckPool {
  private readonly piscina: Piscina;
  private readonly options: PoolOptions;
  private nextId = 1;
  /** Tasks submitted and not yet answered: when their deadline ends, and whether a thread has them. */
  private readonly tasks = new Map<number, { deadline: number; started: boolean; start(): void }>();

  constructor(options: PoolOptions) {
    this.options = options;
    this.piscina = new Piscina({
      filename: options.filename ?? checkWorkerPath(),
      // No thread, and so no dictionaries or grammar engine, until the first check arrives.
      minThreads: 0,
      maxThreads: options.threads,
      // The queue is bounded in run(): piscina does not count tasks that carry an abort signal
      // against its own maxQueue.
      idleTimeout: options.idleTimeoutMs,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      // Threads would otherwise inherit flags such as --max-old-space-size meant for the server.
      execArgv: [],
      // On a busy host the event loop's thread (it needs little CPU, but at once) wins over checks.
      niceIncrement: 10,
    });
    this.piscina.on('message', (message: { started?: number; grammarModules?: SharedModule[] }) => {
      if (message?.grammarModules?.length) grammarModules ??= message.grammarModules;
      if (message?.started !== undefined) this.tasks.get(message.started)?.start();
    });
    // A thread that fails between tasks is replaced by piscina; nothing is waiting on it.
    this.piscina.on('error', () => {});
  }

  /**
   * Runs a task on a pool thread. A task has the deadline twice over: to reach a ready thread
   * (else 503 with Retry-After: the pool is busy, or a new thread is still loading its
   * dictionaries) and then to finish (else 422 CHECK_TOO_LARGE, the input was too costly: its
   * thread is terminated, so it stops using CPU, and replaced). Out of memory is 422 too; the
   * task's own ApiError (e.g. 400) is passed on as is.
   */
  async run<T>(task: Submitted, signal?: AbortSignal): Promise<T> {
    if (this.tasks.size >= this.options.threads + this.options.maxQueue) throw this.busy();
    const id = this.nextId++;
    const budgetMs = this.options.deadlineMs;
    const expired = new AbortController();
    let timer = setTimeout(() => expired.abort(), budgetMs);
    const entry = {
      deadline: Date.now() + budgetMs,
      started: false,
      start: () => {
        clearTimeout(timer);
        entry.started = true;
        entry.deadline = Date.now() + budgetMs;
        timer = setTimeout(() => expired.abort(), budgetMs);
      },
    };
    this.tasks.set(id, entry);
    try {
      const shared = grammarModules && usesGrammar(task) ? { grammarModules } : {};
      const outcome: TaskOutcome = await this.piscina.run({ ...task, ...shared, id, budgetMs }, { signal: signal ? AbortSignal.any([expired.signal, signal]) : expired.signal });
      if (outcome.ok) return outcome.value as T;
      const { code, status, message, details } = outcome.error;
      throw new ApiError(code, status, message, details);
    } catch (err) {
      if (signal?.aborted && !expired.signal.aborted) throw errors.unavailable('The client closed the connection before the check finished.');
      throw this.explain(err, id, expired.signal.aborted);
    } finally {
      clearTimeout(timer);
      this.tasks.delete(id);
    }
  }

  private explain(err: unknown, id: number, timedOut: boolean): unknown {
    if (err instanceof ApiError) return err;
    const seconds = Math.round(this.options.deadlineMs / 1000);
    if (timedOut && this.tasks.get(id)?.started) {
      return errors.checkTooLarge(`The check did not finish within its ${seconds} s budget: the input is too large or too complex to check. Send a smaller email.`);
    }
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return errors.checkTooLarge(`The check ran out of its ${this.options.heapMb} MB of memory: the input is too large or too complex to check. Send a smaller email.`);
    }
    if (timedOut) return this.busy();
    return err;
  }

  private busy(): ApiError {
    return errors.unavailable('Every check thread is busy: try again shortly.', undefined, { 'Retry-After': String(this.retryAfterSeconds()) });
  }

  /** When a thread is sure to be free: the earliest deadline among running tasks. */
  private retryAfterSeconds(): number {
    const running = [...this.tasks.values()].filter((t) => t.started).map((t) => t.deadline);
    const soonest = Math.min(...running, Date.now() + this.options.deadlineMs);
    return Math.max(1, Math.ceil((soonest - Date.now()) / 1000));
  }

  /** Threads alive now (they start on demand and exit when idle). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

/**
 * The bundle (bin/build.js) emits the worker as `check-worker.js` beside the chunk this code is
 * in; from the TypeScript sources a bootstrap loads it through tsx.
 */
function checkWorkerPath(): string {
  const fromSources = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(fromSources ? './worker-from-source.mjs' : './check-worker.js', import.meta.url));
}
