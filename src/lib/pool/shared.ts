import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { CheckPoolConfig } from '../../config';
import { CheckPool } from './index';

const pools = new WeakMap<CheckPoolConfig, CheckPool>();

/**
 * The one pool of a server, shared by every route that hands it work (validation, rendering) and
 * destroyed with the server. Keyed by the server's configuration so that several servers in one
 * process (the tests) each have their own.
 */
export function checkPoolFor(app: FastifyInstance, config: CheckPoolConfig): CheckPool {
  let pool = pools.get(config);
  if (!pool) {
    const created = new CheckPool({
      threads: config.workers,
      deadlineMs: config.deadlineMs,
      maxQueue: config.maxQueue,
      heapMb: config.heapMb,
      idleTimeoutMs: config.idleTimeoutMs,
    });
    pools.set(config, created);
    pool = created;
  }
  const closing = pool;
  app.addHook('onClose', async () => {
    pools.delete(config);
    await closing.close();
  });
  return pool;
}

/** Aborts when the client goes away before its answer, so the pool drops or stops its task. */
export function clientGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
