import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { backends, freshStoreConfig, type Backend } from '../helpers/backends';
import { startReceiver, until, type Receiver } from './receiver';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Server = { child: ChildProcess; url: string; output: () => string; bootstrapKey?: string };

/** Starts `brandmail serve` as a separate process, as an operator would, and waits for it to listen. */
async function launch(env: Record<string, string>): Promise<Server> {
  const { DATABASE_URL: _omit, ...inherited } = process.env;
  const child = spawn(process.execPath, ['bin/brandmail.js', 'serve'], {
    cwd: ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1',
      BRANDMAIL_JOB_LEASE_MS: '1000',
      BRANDMAIL_JOB_POLL_MS: '100',
      BRANDMAIL_RATE_LIMITS: 'free=0,premium=0,business=0,enterprise=0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = await until(() => {
    if (exited) throw new Error(`brandmail serve exited before listening:\n${output}`);
    return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
  }, 'the server to listen', 60_000);
  return { child, url, output: () => output, bootstrapKey: /(bm_test_[A-Za-z0-9_-]{32})/.exec(output)?.[1] };
}

function exit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function api(server: Server, key: string, method: string, p: string, body?: unknown) {
  const res = await fetch(server.url + p, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe.each(backends)('a webhook delivery interrupted by a crash (%s)', (backend: Backend) => {
  let server: Server | undefined;
  let receiver: Receiver | undefined;
  let cleanup: (() => Promise<void>) | undefined;

  afterEach(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await exit(server.child);
    }
    await receiver?.close();
    await cleanup?.();
  });

  it(
    'is delivered after a restart, exactly once',
    async () => {
      const store = freshStoreConfig(backend);
      cleanup = store.cleanup;
      const env: Record<string, string> =
        backend === 'postgres'
          ? // pg-boss has no lease heartbeat: a crashed worker's job returns when its expiry (the
            // delivery timeout plus a margin) passes, then waits out the first retry delay.
            { DATABASE_URL: store.databaseUrl!, BRANDMAIL_DB_SCHEMA: store.dbSchema, BRANDMAIL_WEBHOOK_TIMEOUT_MS: '1000', BRANDMAIL_WEBHOOK_RETRY_DELAY_MS: '200' }
          : { BRANDMAIL_DATA_DIR: store.dataDir };

      // The receiver holds the first request open — the server dies while it waits — and accepts
      // the rest, processing each webhook-id once like a well-behaved receiver.
      receiver = await startReceiver((n) => (n === 0 ? 'hold' : 200));
      server = await launch(env);
      const key = server.bootstrapKey!;
      expect(key).toBeDefined();

      const created = await api(server, key, 'POST', '/v1/webhooks', { url: receiver.url, events: ['*'] });
      expect(created.status).toBe(201);
      const { id: webhookId, secret } = created.body.data;
      const sent = await api(server, key, 'POST', `/v1/webhooks/${webhookId}/test`);
      expect(sent.status).toBe(201);
      const { eventId } = sent.body.data;

      await until(() => receiver!.requests.length === 1, 'the first attempt to reach the receiver');
      server.child.kill('SIGKILL');
      await exit(server.child);

      server = await launch(env);
      expect(server.bootstrapKey).toBeUndefined();
      const delivery = await until(
        async () => {
          const d = (await api(server!, key, 'GET', `/v1/webhooks/${webhookId}/deliveries`)).body.data[0];
          return d?.status === 'delivered' ? d : undefined;
        },
        'the delivery to succeed after the restart',
        90_000,
      );

      const list = await api(server, key, 'GET', `/v1/webhooks/${webhookId}/deliveries`);
      expect(list.body.pagination.total).toBe(1);
      expect(delivery.eventId).toBe(eventId);
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ success: true, statusCode: 200 });

      expect(receiver.requests.map((r) => r.status)).toEqual(['held', 200]);
      expect(receiver.eventIds()).toEqual([eventId]);
      const accepted = receiver.requests[1];
      expect(new Webhook(secret).verify(accepted.body, accepted.headers)).toMatchObject({ type: 'webhook.test' });
      expect(accepted.body).toBe(receiver.requests[0].body);
    },
    180_000,
  );
});
