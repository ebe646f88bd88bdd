/**
 * The check pool (src/pool/): its limits with a stand-in worker that misbehaves on demand,
 * and the real check worker, started from the TypeScript sources, giving the same results as the
 * checks run in-process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/errors';
import { CheckPool, sharedGrammarModules, type PoolOptions } from '../../src/pool';
import { runTask, type PoolTask } from '../../src/pool/tasks';
import { loadConfig } from '../../src/config';
import { startTestServer, type TestServer } from '../helpers/server';
import { largeEmail } from './hostile-inputs';
import { spamdAvailable, startSpamd } from '../validate/helpers/spamd';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/pool-worker.mjs');
const ROOT = path.resolve(import.meta.dirname, '../..');

const stubPool = (options: Partial<PoolOptions> = {}) =>
  new CheckPool({ threads: 1, deadlineMs: 1000, maxQueue: 4, heapMb: 64, idleTimeoutMs: 1000, filename: FIXTURE, ...options });

// The stand-in worker takes its own task shapes; the pool passes any task through unchanged.
const stub = (task: Record<string, unknown>) => task as never;

/** Whether a counter another thread increments stops moving (two readings 200 ms apart agree) within 5 s. */
async function comesToAStop(counter: Int32Array): Promise<boolean> {
  for (const deadline = performance.now() + 5000; performance.now() < deadline; ) {
    const before = Atomics.load(counter, 0);
    await new Promise((r) => setTimeout(r, 200));
    if (Atomics.load(counter, 0) === before) return true;
  }
  return false;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('the check pool at its limits', () => {
  it('answers 422 CHECK_TOO_LARGE when a task runs past the deadline, and stops it using CPU', async () => {
    const pool = stubPool({ deadlineMs: 300 });
    try {
      const heartbeat = new SharedArrayBuffer(4);
      const beats = new Int32Array(heartbeat);
      const started = performance.now();
      const err = await rejection(pool.run(stub({ kind: 'spin', heartbeat })));
      expect(err.status).toBe(422);
      expect(err.code).toBe('CHECK_TOO_LARGE');
      expect(performance.now() - started).toBeLessThan(3000);
      // The spinning thread was terminated, not left running: its counter comes to a stop (a
      // thread that is still being terminated may count a little longer on a busy machine).
      expect(Atomics.load(beats, 0)).toBeGreaterThan(0);
      expect(await comesToAStop(beats)).toBe(true);
      expect(pool.threads).toBe(0);
      // And the pool starts a fresh thread for the next task.
      expect(await pool.run(stub({ kind: 'echo', value: 7 }))).toBe(7);
    } finally {
      await pool.close();
    }
  });

  it('answers 422 when a task runs out of its heap, and serves the next task', async () => {
    const pool = stubPool({ deadlineMs: 20_000, heapMb: 64 });
    try {
      const err = await rejection(pool.run(stub({ kind: 'hog' })));
      expect(err.status).toBe(422);
      expect(err.code).toBe('CHECK_TOO_LARGE');
      expect(err.message).toMatch(/memory/);
      expect(await pool.run(stub({ kind: 'echo', value: 'next' }))).toBe('next');
    } finally {
      await pool.close();
    }
  });

  it('answers 503 with Retry-After at once when the queue is full', async () => {
    const pool = stubPool({ deadlineMs: 5000, maxQueue: 1 });
    try {
      // A started thread, so that the next task runs and only the one after waits.
      await pool.run(stub({ kind: 'echo', value: 0 }));
      const running = pool.run(stub({ kind: 'wait', ms: 1500 }));
      const queued = pool.run(stub({ kind: 'wait', ms: 10 }));
      const started = performance.now();
      const err = await rejection(pool.run(stub({ kind: 'echo', value: 1 })));
      expect(performance.now() - started).toBeLessThan(500);
      expect(err.status).toBe(503);
      expect(err.code).toBe('SERVICE_UNAVAILABLE');
      const retryAfter = Number(err.headers?.['Retry-After']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(5);
      expect(await running).toBe('waited');
      expect(await queued).toBe('waited');
    } finally {
      await pool.close();
    }
  });

  it("starts a task's budget when its thread is ready, so a thread's own loading never makes an input too large", async () => {
    // Margins of 500 ms either way, for a thread that is slow to start on a busy host.
    const pool = stubPool({ deadlineMs: 1500 });
    try {
      // 1 s to get ready, then 1 s of work: each within the budget, together past it.
      await expect(pool.run(stub({ kind: 'wait', ms: 1000, coldMs: 1000 }))).resolves.toBe('waited');
      // A task still past its budget once running is too large, however ready its thread was.
      expect((await rejection(pool.run(stub({ kind: 'wait', ms: 2000, coldMs: 10 })))).status).toBe(422);
      // A thread that never gets ready in time is the pool's fault: 503, not the input's 422.
      expect((await rejection(pool.run(stub({ kind: 'echo', value: 1, coldMs: 2000 })))).status).toBe(503);
    } finally {
      await pool.close();
    }
  });

  it('answers 503, not 422, when the deadline passes before a thread was free', async () => {
    const pool = stubPool({ deadlineMs: 500 });
    try {
      const [first, second] = await Promise.all([rejection(pool.run(stub({ kind: 'spin', heartbeat: new SharedArrayBuffer(4) }))), rejection(pool.run(stub({ kind: 'echo', value: 1 })))]);
      expect(first.status).toBe(422);
      expect(second.status).toBe(503);
      expect(Number(second.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });
});

describe('the check worker, from the sources', () => {
  const html = fs.readFileSync(path.join(ROOT, 'test/fixtures/emails/real-world/retail-promo.html'), 'utf8');
  let pool: CheckPool;
  beforeAll(() => {
    pool = new CheckPool({ threads: 1, deadlineMs: 60_000, maxQueue: 8, heapMb: 512, idleTimeoutMs: 5000 });
  });
  afterAll(() => pool.close());

  // Durations differ from run to run, and so may spelling suggestions: their search has a time
  // budget (a busy host finds fewer). Everything else, the flagged words included, must be the same.
  const TIMED = new Set(['durationMs', 'timeMs', 'suggestion', 'suggestions']);
  const withoutTimings = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v) => (TIMED.has(key) ? undefined : v)));

  it.each(['compatibility', 'spelling', 'deliverability', 'accessibility', 'all'] as const)('gives the in-process result for %s', async (check) => {
    const task = { kind: 'validate' as const, check, input: { html, subject: 'The Spring Sale starts now' }, options: { checkExternal: false }, context: { spamd: '', brandWords: ['Northpeak'] } };
    const inThread = await pool.run(task);
    const inProcess = await runTask({ ...task, deadline: Date.now() + 60_000 } satisfies PoolTask);
    expect((inThread as { check: string }).check).toBe(check);
    expect(withoutTimings(inThread)).toEqual(withoutTimings(inProcess));
  }, 120_000);

  it("keeps harper's WebAssembly as a thread compiled it, for every pool of the process, compiling nothing on the event loop", async () => {
    const compile = vi.spyOn(WebAssembly, 'compile');
    try {
      const task = { kind: 'validate' as const, check: 'spelling' as const, input: { html: '<p>We recieve your order today.</p>', subject: 'Spring' }, options: {}, context: { spamd: '', brandWords: [] } };
      await pool.run(task);
      const modules = sharedGrammarModules();
      expect(modules).toHaveLength(2);
      expect(modules.every((m) => m.module instanceof WebAssembly.Module)).toBe(true);
      // A second pool's new thread is handed them and answers as the first.
      const other = new CheckPool({ threads: 1, deadlineMs: 60_000, maxQueue: 8, heapMb: 512, idleTimeoutMs: 5000 });
      try {
        expect(withoutTimings(await other.run(task))).toEqual(withoutTimings(await pool.run(task)));
      } finally {
        await other.close();
      }
      expect(sharedGrammarModules()).toBe(modules);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  }, 120_000);

  it.skipIf(!spamdAvailable)('builds the message for spamd from mail nested 40,000 levels deep on a pool thread, whose stack is smaller', async () => {
    const spamd = await startSpamd();
    try {
      const deep = `<html><body>${'<div><font>'.repeat(20_000)}Deep words</body></html>`;
      const result = (await pool.run({ kind: 'validate', check: 'deliverability', input: { html: deep, subject: 'Deep' }, options: {}, context: { spamd: spamd.address, brandWords: [] } })) as {
        spamassassin: { score: number } | null;
      };
      expect(result.spamassassin?.score).toEqual(expect.any(Number));
    } finally {
      await spamd.stop();
    }
  }, 120_000);

  it("extracts a brand's site as in-process (imports hand their extraction to the pool)", async () => {
    const site = {
      entryUrl: 'https://northpeak.example/',
      pages: [{ url: 'https://northpeak.example/', rendered: false, html: fs.readFileSync(path.join(ROOT, 'test/fixtures/sites', 'atlas-legal', 'index.html'), 'utf8') }],
      stylesheets: [{ url: 'https://northpeak.example/site.css', css: ':root { --brand: #d93b2b } a.button { background: var(--brand) }' }],
    };
    const inThread = await pool.run({ kind: 'extract-site', site });
    const inProcess = await runTask({ kind: 'extract-site', site, deadline: Date.now() + 60_000 });
    expect((inThread as { url: string }).url).toBe(site.entryUrl);
    expect(inThread).toEqual(inProcess);
  }, 120_000);

  it('passes an API error from a check through with its code and details', async () => {
    const err = await rejection(pool.run({ kind: 'validate', check: 'compatibility', input: { html }, options: { clients: ['no-such-client.*'] }, context: {} }));
    expect(err.status).toBe(400);
    expect(err.code).toBe('INVALID_REQUEST');
    expect(err.details?.[0]?.path).toMatch(/clients/);
  });

  it('renders a document as in-process, and names the failing field of an invalid one', async () => {
    const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/documents', fs.readdirSync(path.join(ROOT, 'test/fixtures/documents')).find((f) => f.endsWith('.json'))!), 'utf8'));
    const rendered = await pool.run({ kind: 'render', document });
    expect(rendered).toEqual(await runTask({ kind: 'render', document, deadline: Date.now() + 60_000 }));
    const err = await rejection(pool.run({ kind: 'render', document: { ...document, subject: 42 } }));
    expect(err.status).toBe(400);
    expect(err.details?.some((d) => d.path.startsWith('body.document.subject'))).toBe(true);
  }, 60_000);
});

describe('the routes answer in the error envelope when the pool refuses', () => {
  let server: TestServer;
  beforeAll(async () => {
    const { checkPool } = loadConfig({ BRANDMAIL_CHECK_WORKERS: '1', BRANDMAIL_CHECK_DEADLINE_MS: '200' });
    server = await startTestServer('sqlite', { checkPool });
  });
  afterAll(() => server?.close());

  it('a 2 MB email to validate/all with a 200 ms deadline is a 422 or a 503, listed in the OpenAPI document', async () => {
    const res = await server.request('POST', '/v1/emails/validate/all', { body: { html: largeEmail(), options: { checkExternal: false } } });
    expect([422, 503]).toContain(res.status);
    expect(res.body.error).toMatchObject({ code: res.status === 422 ? 'CHECK_TOO_LARGE' : 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
    if (res.status === 503) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const openapi = (await server.request('GET', '/v1/openapi.json')).body;
    for (const route of ['/v1/emails/validate/all', '/v1/emails/validate/spelling', '/v1/emails/render']) {
      expect(Object.keys(openapi.paths[route].post.responses)).toEqual(expect.arrayContaining(['422', '503']));
    }
  }, 60_000);
});

describe('without response validation, the thread serialises the body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { validateResponses: false });
  });
  afterAll(() => server?.close());

  it('answers validate and render with the same JSON as in-process', async () => {
    const html = fs.readFileSync(path.join(ROOT, 'test/fixtures/emails/real-world/saas-update.html'), 'utf8');
    const res = await server.request('POST', '/v1/emails/validate/deliverability', { body: { html, subject: 'What is new' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const inProcess = await runTask({ kind: 'validate', check: 'deliverability', input: { html, subject: 'What is new' }, options: {}, context: { spamd: '', brandWords: [] }, deadline: Date.now() + 60_000 });
    const { durationMs: _a, ...got } = res.body.data;
    const { durationMs: _b, ...want } = inProcess as { durationMs: number };
    expect(got).toEqual(JSON.parse(JSON.stringify(want)));

    const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/documents/welcome.json'), 'utf8'));
    const rendered = await server.request('POST', '/v1/emails/render', { body: { document } });
    expect(rendered.status).toBe(200);
    expect(rendered.body.data).toEqual(await runTask({ kind: 'render', document, deadline: Date.now() + 60_000 }));
  }, 60_000);
});
