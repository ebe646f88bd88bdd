/**
 * The pool thread's entry point (piscina calls the default export once per task). From the
 * bundle it is its own esbuild entry, `check-worker.js`; from sources, `worker-from-source.mjs`
 * loads it through tsx.
 */
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../errors';
import { modulesToShare, prepare, runTask, type PoolTask, type Submitted } from './tasks';
import type { TaskOutcome } from './outcome';

/** A task as the pool sends it: its budget in ms, which starts when the thread is ready for it. */
export type SentTask = Submitted & { id: number; budgetMs: number };

export default async function run(sent: SentTask): Promise<TaskOutcome> {
  try {
    await prepare(sent);
    // Tells the pool the task left the queue and the thread is ready: a deadline that passes from
    // here on means the input itself was too costly (422), not that the pool was busy (503).
    // The first thread to load harper also hands over what it compiled, for later threads.
    const grammarModules = await modulesToShare(sent);
    parentPort?.postMessage({ started: sent.id, ...(grammarModules.length ? { grammarModules } : {}) });
    const task = { ...sent, deadline: Date.now() + sent.budgetMs } as PoolTask;
    const value = await runTask(task);
    return { ok: true, value: task.serialized ? JSON.stringify({ data: value }) : value };
  } catch (err) {
    // A clone of an Error keeps only its message: an ApiError (a bad option, a depth limit) is sent
    // back as data so the client still gets its code, status and details.
    if (err instanceof ApiError) return { ok: false, error: { code: err.code, status: err.status, message: err.message, details: err.details } };
    throw err;
  }
}
