import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startServer, type Runtime } from '../../src/server';
import { backends, freshStoreConfig } from '../helpers/backends';

const modes = [
  { name: 'BRANDMAIL_SECRET set', secret: 'test-secret-0123456789abcdef' },
  { name: 'no BRANDMAIL_SECRET', secret: undefined },
] as const;

describe.each(backends.flatMap((backend) => modes.map((mode) => ({ backend, mode }))))(
  'a webhook signing secret and the idempotency cache ($backend, $mode.name)',
  ({ backend, mode }) => {
    let runtime: Runtime;
    let cleanup: () => Promise<void>;
    let key: string;
    // Every line the server logs, at the most verbose level and with no redaction at all: the
    // secret must never be handed to the logger, not merely be masked by it.
    const lines: string[] = [];

    beforeAll(async () => {
      const store = freshStoreConfig(backend);
      cleanup = store.cleanup;
      const config = loadConfig(
        { BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1' },
        { port: 0, host: '127.0.0.1', jobPollMs: 50, validateResponses: true, secret: mode.secret, ...store },
      );
      const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
      const write = process.stdout.write;
      process.stdout.write = (() => true) as typeof process.stdout.write;
      try {
        runtime = await startServer(config, { logger: pino({ level: 'trace' }, sink) });
      } finally {
        process.stdout.write = write;
      }
      key = runtime.bootstrapKey!;
    });
    afterAll(async () => {
      await runtime?.stop();
      await cleanup?.();
    });

    const create = (idempotencyKey: string, body: unknown) =>
      fetch(`${runtime.url}/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
      });
    const cachedRow = async (idempotencyKey: string) =>
      runtime.ctx.store.db.selectFrom('idempotency_keys').selectAll().where('key', '=', idempotencyKey).executeTakeFirstOrThrow();

    it('keeps no copy of the secret in the cache, and a replay answers the same secret', async () => {
      const body = { url: 'https://hooks.example.com/secret', events: ['*'] };
      const first = await create('secret-1', body);
      expect(first.status).toBe(201);
      const firstText = await first.text();
      const secret = JSON.parse(firstText).data.secret as string;
      expect(secret).toMatch(/^whsec_.{20,}/);

      const row = await cachedRow('secret-1');
      expect(row.state).toBe('done');
      expect(row.response_status).toBe(201);
      expect(row.response_body).not.toContain('whsec_');
      expect(row.response_body).not.toContain(secret.slice('whsec_'.length));
      expect(JSON.parse(row.response_body!).data.id).toBe(JSON.parse(firstText).data.id);

      const again = await create('secret-1', body);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      // Byte for byte: the same members in the same order, the secret included.
      expect(await again.text()).toBe(firstText);

      // Whatever the server logged (request lines, replies, debug and trace output) holds no secret.
      await new Promise((r) => setTimeout(r, 50));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(secret.slice('whsec_'.length));
    });

    it('stores the endpoint secret sealed exactly when BRANDMAIL_SECRET is set', async () => {
      const res = await create('secret-2', { url: 'https://hooks.example.com/sealed', events: ['*'] });
      const { id, secret } = (await res.json()).data;
      const stored = await runtime.ctx.store.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
      if (mode.secret) expect(stored.secret).not.toContain(secret);
      else expect(stored.secret).toBe(secret);
    });

    it('answers a replay after the endpoint was deleted with 404 in the envelope, not a secret-less body', async () => {
      const body = { url: 'https://hooks.example.com/gone', events: ['*'] };
      const first = await create('secret-3', body);
      const { id } = (await first.json()).data;
      const del = await fetch(`${runtime.url}/v1/webhooks/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
      expect(del.status).toBe(200);
      const again = await create('secret-3', body);
      expect(again.status).toBe(404);
      const env = await again.json();
      expect(env.error).toEqual(expect.objectContaining({ code: 'RESOURCE_NOT_FOUND', requestId: expect.stringMatching(/^req_/) }));
    });
  },
);
