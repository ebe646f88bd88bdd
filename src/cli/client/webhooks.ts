import type { WebhookEndpoint, WebhookEventType } from '@brandmail/sdk';
import type { Command } from 'commander';
import { clientAction, type Run } from './run';
import { listOptions, pageParams } from './util';

function rows(list: WebhookEndpoint[]) {
  return list.map((w) => ({ id: w.id, url: w.url, events: w.events.join(','), enabled: w.enabled ? 'yes' : `no${w.disabledReason ? ` (${w.disabledReason})` : ''}`, description: w.description ?? '' }));
}

function printEndpoint(run: Run, w: WebhookEndpoint & { secret?: string }) {
  run.line(`${w.id}  ${w.url}  ${w.enabled ? 'enabled' : 'disabled'}`);
  run.line(`  events  ${w.events.join(' ')}`);
  if (w.secret) run.line(`  secret  ${w.secret}   (shown only now: store it)`);
}

export function registerWebhookCommands(program: Command) {
  const webhooks = program.command('webhooks').description('Register webhook endpoints and look at their deliveries.');

  webhooks
    .command('create <url>')
    .description('Register an endpoint; its signing secret is printed once.')
    .option('--event <type...>', 'event types to receive (default: all), e.g. project.import.completed email.generation.completed')
    .option('--description <text>')
    .option('--json', 'print the endpoint (with its secret) as JSON')
    .addHelpText('after', '\nExample:\n  brandmail webhooks create https://example.com/hooks/brandmail --event email.generation.completed email.generation.failed')
    .action(
      clientAction(async (run, url: string, o: { event?: string[]; description?: string }) => {
        const w = await run.client().webhooks.create({ url, events: (o.event ?? ['*']) as (WebhookEventType | '*')[], description: o.description });
        run.result(w, () => printEndpoint(run, w));
      }),
    );

  listOptions(webhooks.command('list').description('List endpoints.')).action(
    clientAction(async (run, o: { limit?: string; offset?: string; all?: boolean }) => {
      const bm = run.client();
      if (o.all) {
        const all: WebhookEndpoint[] = [];
        for await (const w of bm.webhooks.listAll()) all.push(w);
        return run.result(all, () => run.table(rows(all)));
      }
      const page = await bm.webhooks.list(pageParams(o));
      run.result(page, () => run.table(rows(page.data)));
    }),
  );

  webhooks
    .command('delete <webhookId>')
    .option('--json', 'print one JSON object')
    .action(
      clientAction(async (run, id: string) => {
        const res = await run.client().webhooks.delete(id);
        run.result(res, () => run.line(`Deleted ${id}.`));
      }),
    );

  webhooks
    .command('enable <webhookId>')
    .description('Re-enable an endpoint that was disabled after failed deliveries.')
    .option('--json', 'print the endpoint as JSON')
    .action(
      clientAction(async (run, id: string) => {
        const w = await run.client().webhooks.update(id, { enabled: true });
        run.result(w, () => printEndpoint(run, w));
      }),
    );

  webhooks
    .command('test <webhookId>')
    .description('Send a signed webhook.test event to the endpoint.')
    .option('-q, --quiet', 'print only the event id')
    .option('--json', 'print { eventId, deliveryId, status } as JSON')
    .action(
      clientAction(async (run, id: string) => {
        const r = await run.client().webhooks.test(id);
        run.result(r, () => run.line(`Sent ${r.eventId} (delivery ${r.deliveryId}); see \`brandmail webhooks deliveries ${id}\`.`), r.eventId);
      }),
    );

  webhooks
    .command('deliveries <webhookId>')
    .description('Deliveries to an endpoint, newest first, with their last attempt.')
    .option('--limit <n>', 'rows per page (1–100, default 20)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print the page `{ data, pagination }` as JSON')
    .action(
    clientAction(async (run, id: string, o: { limit?: string; offset?: string }) => {
      const page = await run.client().webhooks.deliveries(id, pageParams(o));
      run.result(page, () =>
        run.table(
          page.data.map((d) => {
            const last = d.attempts.at(-1);
            return { id: d.id, event: d.eventType, eventId: d.eventId, status: d.status, attempts: d.attempts.length, last: last ? (last.statusCode ?? last.error ?? '') : '', created: d.createdAt };
          }),
        ),
      );
    }),
  );
}
