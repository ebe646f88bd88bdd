import { loadConfig, type Config } from '../../src/config';
import { createLogger } from '../../src/logger';
import { CheckPool } from '../../src/pool';
import { startServer, type Runtime } from '../../src/server';
import { freshStoreConfig, type Backend } from './backends';

export type TestServer = {
  url: string;
  /** The test key with every permission created on first start. */
  key: string;
  runtime: Runtime;
  backend: Backend;
  /** fetch against the server with the key (override or drop it with `key: null`). */
  request(method: string, path: string, opts?: { body?: unknown; key?: string | null; headers?: Record<string, string>; raw?: string }): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  close(): Promise<void>;
};

/**
 * Pools of check threads kept for the whole test process, one per pool configuration, shared by
 * the servers started with it. A new thread loads the check code from the sources, the
 * dictionaries and the grammar engine — 4–5 s of CPU, 10–20 s of wall time with two files on two
 * cores — and a file's server used to pay that again for its first check. The servers of a
 * process run one file after another, so they never share a pool at once; the threads idle for
 * as long as a file may take. A test that sets its own limits (a 200 ms deadline) gets a pool of
 * those limits, which no other test's server shares.
 */
const sharedPools = new Map<string, CheckPool>();
function testPool(config: Config): CheckPool {
  const options = { ...config.checkPool, idleTimeoutMs: 10 * 60_000 };
  const key = JSON.stringify(options);
  let pool = sharedPools.get(key);
  if (!pool) sharedPools.set(key, (pool = new CheckPool(options)));
  return pool;
}

/**
 * Starts the real server (real store, real queue, real HTTP on a free port) on a fresh store of
 * the given backend. Tests talk to it over HTTP like any client.
 */
export async function startTestServer(backend: Backend, overrides: Partial<Config> = {}): Promise<TestServer> {
  const store = freshStoreConfig(backend);
  const config = loadConfig(
    // A check's 20 s default is a promise to API clients on a server of their own; two test files
    // at once on two cores can make a new check thread take that long just to load its
    // dictionaries, so tests allow a minute (tests of the deadline set their own).
    { BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1', BRANDMAIL_CHECK_DEADLINE_MS: '60000' },
    { port: 0, host: '127.0.0.1', jobPollMs: 50, jobLeaseMs: 2000, validateResponses: true, ...store, ...overrides },
  );
  const write = process.stdout.write;
  // The first-start banner is for humans; keep test output quiet.
  process.stdout.write = (() => true) as typeof process.stdout.write;
  let runtime: Runtime;
  try {
    runtime = await startServer(config, { logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), pool: testPool(config) });
  } finally {
    process.stdout.write = write;
  }
  const url = runtime.url!;
  const key = runtime.bootstrapKey!;
  return {
    url,
    key,
    runtime,
    backend,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      const k = opts.key === undefined ? key : opts.key;
      if (k) headers.authorization = `Bearer ${k}`;
      let body: string | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: any = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async close() {
      await runtime.stop();
      await store.cleanup();
    },
  };
}
