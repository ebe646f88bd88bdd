import type { JobDefinition } from './jobs/queue';
import type { Services } from './services';

/**
 * The one table of job handlers: each capability contributes its `job.ts` definitions, built from
 * the same services the API uses. `serve` (embedded workers) and `worker` (distributed) both
 * register it.
 */
export function jobHandlers(s: Services): JobDefinition[] {
  return [
    s.webhooks.job(),
    s.projects.job(),
    s.previews.job(),
    s.exports.job(),
    s.testSends.job(),
    s.generation.job(),
  ];
}

export function registerJobHandlers(s: Services): void {
  for (const { queue, handler, options } of jobHandlers(s)) s.queue.work(queue, handler, options);
}
