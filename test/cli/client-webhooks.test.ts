import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { startReceiver, until, type Receiver } from '../webhooks/receiver';
import { cliInProcess } from './client-helpers';

describe('brandmail webhooks commands', () => {
  let s: TestServer;
  let receiver: Receiver;
  let run: (args: string[]) => ReturnType<typeof cliInProcess>;
  beforeAll(async () => {
    s = await startServer();
    receiver = await startReceiver();
    run = (args) => cliInProcess(args, { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key });
  });
  afterAll(async () => {
    await receiver?.close();
    await s?.close();
  });

  it('registers an endpoint (secret shown once), sends a test event and lists its delivery', async () => {
    const created = await run(['webhooks', 'create', receiver.url, '--event', 'project.import.completed', 'email.generation.completed']);
    expect(created.code).toBe(0);
    const id = /^(whk_\w+) /.exec(created.stdout)![1];
    expect(created.stdout).toMatch(/events {2}project\.import\.completed email\.generation\.completed\n/);
    expect(created.stdout).toMatch(/secret {2}whsec_\S+ {3}\(shown only now: store it\)/);

    const list = JSON.parse((await run(['webhooks', 'list', '--json'])).stdout);
    expect(list.data).toEqual([expect.objectContaining({ id, url: receiver.url })]);
    expect(JSON.stringify(list)).not.toContain('whsec_');

    const sent = await run(['webhooks', 'test', id, '-q']);
    const eventId = sent.stdout.trim();
    expect(eventId).toMatch(/^evt_/);
    await until(() => receiver.requests.some((r) => r.headers['webhook-id'] === eventId), 'the test delivery');
    const deliveries = await until(async () => {
      const out = (await run(['webhooks', 'deliveries', id])).stdout;
      return /delivered/.test(out) ? out : undefined;
    }, 'the delivery to be recorded');
    expect(deliveries).toMatch(new RegExp(`^dlv_\\w+\\s+webhook\\.test\\s+${eventId}\\s+delivered\\s+1\\s+200`, 'm'));

    expect((await run(['webhooks', 'delete', id])).stdout).toBe(`Deleted ${id}.\n`);
    const gone = await run(['webhooks', 'test', id, '--json']);
    expect(gone.code).toBe(1);
    expect(JSON.parse(gone.stdout).error).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
  });
});
