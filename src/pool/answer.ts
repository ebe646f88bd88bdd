import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { CheckPool, Submitted } from './index';

/**
 * Answers a request with `{ data: result }` of a task run on the pool. The thread serialises the
 * body itself unless responses are checked against their schema (tests), which needs the object.
 */
export async function answerFromPool<T>(pool: CheckPool, task: Submitted, reply: FastifyReply, validateResponses: boolean): Promise<{ data: T } | void> {
  const signal = clientGone(reply.raw);
  if (validateResponses) return { data: await pool.run<T>(task, signal) };
  const body = await pool.run<string>({ ...task, serialized: true }, signal);
  // A string with a JSON content type goes out as is: fastify does not serialise it again.
  await reply.type('application/json; charset=utf-8').send(body);
}

/** Aborts when the client goes away before its answer, so the pool drops or stops its task. */
export function clientGone(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
