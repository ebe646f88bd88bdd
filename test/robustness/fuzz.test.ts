import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_RATE_LIMITS } from '../../src/accounts/permissions';
import { loadConfig } from '../../src/config';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';
import { Rng } from './fuzz/prng';
import { ECHO_PROBE, operationsOf, RequestGenerator, type FuzzRequest, type Operation } from './fuzz/requests';
import { BOOKKEEPING_TABLES, changedTables, snapshotStore, storeTables, type Snapshot } from './fuzz/store-snapshot';

/**
 * Generated bad requests over every route of the OpenAPI document. A failure prints the seed;
 * `FUZZ_SEED=<seed> npx vitest run test/robustness/fuzz.test.ts` sends the same requests again.
 * What must hold: no 5xx, every error in the envelope without a stack or a long echo of the
 * input, and a store unchanged by every refused request (bookkeeping tables aside, see
 * BOOKKEEPING_TABLES).
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/**
 * Requests per backend. What a refused request must not do to the store is the same code on
 * both; PostgreSQL adds its own transactions and errors, which a quarter of the requests still
 * reach on every route (each of the ~90 operations ≈ 28 times), at a quarter of the time.
 */
const requestsOn = (backend: string) => (backend === 'postgres' ? Math.ceil(FUZZ_REQUESTS / 4) : FUZZ_REQUESTS);
/** Requests between two snapshots of the store; sent over CONNECTIONS keep-alive connections. */
const BATCH = 50;
const CONNECTIONS = 8;

type Outcome = { req: FuzzRequest; status: number; text: string; requestIdHeader?: string; error?: string };

const ENVELOPE_KEYS = new Set(['code', 'message', 'details', 'requestId']);

/** What is wrong with one answer, or null. */
function problemWith(o: Outcome): string | null {
  if (o.error) return `no answer: ${o.error}`;
  if (o.status >= 500) return `status ${o.status}`;
  if (o.status < 400 || o.req.method === 'HEAD') return null;
  let body: any;
  try {
    body = JSON.parse(o.text);
  } catch {
    return `error body is not JSON: ${o.text.slice(0, 120)}`;
  }
  const e = body?.error;
  if (!e || Object.keys(body).length !== 1) return 'error body is not { error }';
  if (Object.keys(e).some((k) => !ENVELOPE_KEYS.has(k))) return `error has extra members: ${Object.keys(e).join(',')}`;
  if (typeof e.code !== 'string' || !/^[A-Z_]+$/.test(e.code)) return 'error.code missing or not a code';
  if (typeof e.message !== 'string' || e.message === '') return 'error.message missing';
  if (typeof e.requestId !== 'string' || !e.requestId.startsWith('req_')) return 'error.requestId missing';
  if (o.requestIdHeader !== e.requestId) return `X-Request-Id header ${o.requestIdHeader} is not error.requestId ${e.requestId}`;
  if (e.details !== undefined && !(Array.isArray(e.details) && e.details.every((d: any) => typeof d.path === 'string' && typeof d.message === 'string'))) {
    return 'error.details malformed';
  }
  if (/\bat .*\.(ts|js):\d+/.test(o.text)) return 'error carries a stack trace';
  if (o.text.includes(ECHO_PROBE)) return 'error echoes more than 100 characters of the input';
  return null;
}

const describeRequest = (r: FuzzRequest) => {
  const body = r.body === undefined ? '' : ` body(${r.body.length} bytes)=${JSON.stringify(String(r.body).slice(0, 160))}`;
  return `[${r.fault}] ${r.method} ${r.path.slice(0, 160)} ${r.op.method} ${r.op.path} ct=${r.headers['content-type'] ?? '-'}${body}`;
};

describe.each(backends)('fuzz: generated bad requests over every route (%s)', (backend) => {
  const REQUESTS = requestsOn(backend);
  let s: TestServer;
  let agent: Agent;
  let ops: Operation[];
  let gen: RequestGenerator;
  let tables: string[];

  beforeAll(async () => {
    // A budget the fuzz cannot exhaust, so requests reach validation instead of all being 429s; and
    // a check queue that holds a whole batch, so a batch of checks on a one-thread CI machine is
    // answered rather than shed with 503 (overload has its own test: hostile-load.alone.test.ts).
    const config = loadConfig();
    s = await startTestServer(backend, {
      rateLimits: { ...PLAN_RATE_LIMITS, enterprise: 1_000_000 },
      checkPool: { ...config.checkPool, maxQueue: BATCH },
    });
    const { accounts, store } = s.runtime.ctx;
    const account = await accounts.createAccount('fuzz', 'enterprise');
    const { key } = await accounts.createKey({ accountId: account.id, name: 'fuzz', environment: 'test', permissions: ['*'] });
    const { key: readOnlyKey } = await accounts.createKey({ accountId: account.id, name: 'fuzz-read', environment: 'test', permissions: ['projects:read'] });
    const spec = (await s.request('GET', '/v1/openapi.json')).body;
    ops = operationsOf(spec);

    // Real ids, so faults also reach routes past their 404: a contact and a disabled webhook.
    const contact = await s.request('POST', '/v1/contacts', { key, body: { email: 'seed@example.com', attributes: { plan: 'pro' } } });
    const webhook = await s.request('POST', '/v1/webhooks', { key, body: { url: 'http://127.0.0.1:9/hook', events: ['*'], enabled: false } });
    expect([contact.status, webhook.status]).toEqual([201, 201]);
    gen = new RequestGenerator(spec, new Rng(SEED), { key, readOnlyKey, existing: { contactId: [contact.body.data.id], webhookId: [webhook.body.data.id] } });

    tables = await storeTables(store.db, backend === 'postgres' ? s.runtime.ctx.config.dbSchema : undefined);
    agent = new Agent({ connections: CONNECTIONS, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 });
    console.log(`fuzz (${backend}): FUZZ_SEED=${SEED}, ${REQUESTS} requests over ${ops.length} operations; store tables compared: ${tables.length} (excluded: ${BOOKKEEPING_TABLES.join(', ')})`);
  });
  afterAll(async () => {
    await agent?.close();
    await s?.close();
  });

  async function send(req: FuzzRequest): Promise<Outcome> {
    try {
      const res = await agent.request({ origin: s.url, path: req.path, method: req.method as never, headers: req.headers, body: req.body });
      const requestIdHeader = res.headers['x-request-id'];
      return { req, status: res.statusCode, text: await res.body.text(), requestIdHeader: Array.isArray(requestIdHeader) ? requestIdHeader.join(',') : requestIdHeader };
    } catch (err) {
      return { req, status: 0, text: '', error: (err as Error).message };
    }
  }

  async function sendAll(reqs: FuzzRequest[]): Promise<Outcome[]> {
    const out: Outcome[] = new Array(reqs.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < reqs.length) {
          const i = next++;
          out[i] = await send(reqs[i]);
        }
      }),
    );
    return out;
  }

  const snapshot = () => snapshotStore(s.runtime.ctx.store.db, tables);

  /** Which of `reqs`, replayed alone, changes the store: the culprit behind a changed batch. */
  async function culprits(reqs: FuzzRequest[]): Promise<string[]> {
    const found: string[] = [];
    for (const req of reqs) {
      const before = await snapshot();
      const o = await send(req);
      const changed = changedTables(before, await snapshot());
      if (o.status >= 400 && changed.length > 0) found.push(`${describeRequest(req)} → ${o.status} changed ${changed.join(', ')}`);
    }
    return found;
  }

  it(`sends ${REQUESTS} bad requests: no 5xx, every error in the envelope, the store unchanged by every refused one`, async () => {
    const started = Date.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const successesByOp = new Map<string, number>();
    const reached = new Set<string>();
    let refused = 0;
    let verified = 0;
    let unverified = 0;
    let before: Snapshot = await snapshot();

    for (let sent = 0; sent < REQUESTS && problems.length < 20; sent += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, REQUESTS - sent) }, () => gen.next(ops));
      const outcomes = await sendAll(batch);
      for (const o of outcomes) {
        statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
        reached.add(`${o.req.op.method} ${o.req.op.path}`);
        const p = problemWith(o);
        if (p) problems.push(`${p}: ${describeRequest(o.req)} → ${o.status} ${o.text.slice(0, 300)}`);
        if (o.status >= 200 && o.status < 400) {
          const k = `${o.req.op.method} ${o.req.op.path}`;
          successesByOp.set(k, (successesByOp.get(k) ?? 0) + 1);
        }
      }
      let pending = outcomes.filter((o) => o.status >= 400);
      refused += pending.length;
      let after = await snapshot();
      if (outcomes.some((o) => o.status < 400) && changedTables(before, after).length > 0) {
        // A request that was valid changed the store as it should; the refused ones of this batch
        // are checked again on their own, as a batch of refusals. A batch whose valid requests left
        // the store as it was (reads, mostly: three batches in four) is checked as it stands.
        before = after;
        const again = await sendAll(pending.map((o) => o.req));
        after = await snapshot();
        if (again.some((o) => o.status < 400)) {
          unverified += pending.length;
          pending = [];
        } else pending = again;
      }
      const changed = changedTables(before, after);
      if (pending.length > 0 && changed.length > 0) {
        const who = await culprits(pending.map((o) => o.req));
        problems.push(`a batch of refused requests changed ${changed.join(', ')}; alone: ${who.join(' | ') || 'none reproduces'}`);
      }
      verified += pending.length;
      before = await snapshot();
    }

    const seconds = (Date.now() - started) / 1000;
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([k, v]) => `${k}:${v}`).join(' ');
    console.log(`fuzz (${backend}) FUZZ_SEED=${SEED}: ${REQUESTS} requests in ${seconds.toFixed(1)} s; statuses ${summary}; refused ${refused}, verified unchanged ${verified}; 2xx by route: ${JSON.stringify(Object.fromEntries(successesByOp))}`);

    expect(problems, `FUZZ_SEED=${SEED}\n${problems.join('\n')}`).toEqual([]);
    // Every operation in the document was exercised.
    expect(ops.filter((o) => !reached.has(`${o.method} ${o.path}`)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    // Routes whose valid input starts real work (imports, previews, exports) were never given any.
    expect(ops.filter((o) => o.mustRefuse && successesByOp.has(`${o.method} ${o.path}`)).map((o) => o.path)).toEqual([]);
    expect(unverified, `FUZZ_SEED=${SEED}: refused requests that later succeeded, so their batch could not be checked`).toBe(0);
    expect(verified).toBe(refused);
  }, 180_000);
});
