/**
 * The pool thread's entry point (piscina calls the default export once per task). From the
 * bundle it is its own esbuild entry, `check-worker.js`; from sources, `worker-from-source.mjs`
 * loads it through tsx.
 */
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../../errors';
import { runTask, type PoolTask } from './tasks';
import type { TaskOutcome } from './outcome';

export default async function run(task: PoolTask & { id: number }): Promise<TaskOutcome> {
  // Tells the pool the task left the queue: a deadline that passes from here on means the input
  // itself was too costly (422), not that the pool was too busy to start it (503).
  parentPort?.postMessage({ started: task.id });
  try {
    const value = await runTask(task);
    return { ok: true, value: task.serialized ? JSON.stringify({ data: value }) : value };
  } catch (err) {
    // A clone of an Error keeps only its message: an ApiError (a bad option, a depth limit) is sent
    // back as data so the client still gets its code, status and details.
    if (err instanceof ApiError) return { ok: false, error: { code: err.code, status: err.status, message: err.message, details: err.details } };
    throw err;
  }
}
