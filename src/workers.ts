import type { AppContext } from './api/context';
import { registerWebhookDelivery } from './webhooks/deliver';

/**
 * The one list of job handlers, registered with the JobQueue by both `serve` (embedded) and
 * `worker` (distributed). Each capability contributes its handlers here.
 */
export function registerJobHandlers(ctx: AppContext): void {
  registerWebhookDelivery(ctx.queue, { db: ctx.store.db, webhooks: ctx.webhooks, logger: ctx.logger });
  ctx.brand.register();
  ctx.previews.register();
  ctx.exports.register();
  ctx.testSends.register();
  ctx.generation.register();
}
