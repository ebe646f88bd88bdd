/**
 * bench/generate: embedded generations through the API, POST /v1/projects/emails/generate →
 * status `completed`, against a `brandmail serve` process on SQLite: latency p50/p95 over 200
 * sequential generations, and generations per second with 8 at a time. Beside them, in the same
 * run, the render-only time of the very same documents (renderEmail in this process): the floor
 * any generation pays. Target: p50 under 100 ms.
 *
 *   node --import tsx bench/generate.ts        (BENCH_GENERATIONS=200 by default)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot, startBrandmail } from './lib/process';

// React's production build, as a server runs it.
process.env.NODE_ENV ??= 'production';

const N = Number(process.env.BENCH_GENERATIONS ?? 200);
const CONCURRENCY = 8;
const POLL_MS = 2;

const { renderEmail } = await import('../src/email');

const fixtures = path.join(repoRoot, 'test/fixtures/prompts');
const prompts: Array<{ brand: string; prompt: string; language?: string }> = readdirSync(fixtures)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => JSON.parse(readFileSync(path.join(fixtures, f), 'utf8')));
const brands = readdirSync(path.join(fixtures, 'brands')).map((f) => f.replace(/\.json$/, ''));

const server = await startBrandmail({
  NODE_ENV: 'production',
  BRANDMAIL_RATE_LIMITS: 'free=0,premium=0,business=0,enterprise=0',
  BRANDMAIL_GENERATIONS_PER_MINUTE: '0',
});
try {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'brandmail.db'));
  const account = db.prepare('select id from accounts limit 1').get() as { id: string };
  const now = new Date().toISOString();
  for (const name of brands) {
    const brand = JSON.parse(readFileSync(path.join(fixtures, 'brands', `${name}.json`), 'utf8'));
    db.prepare(
      `insert into projects (id, account_id, environment, name, urls, status, stage, progress, warnings, brand, created_at, updated_at, completed_at)
       values (?, ?, 'test', ?, ?, 'completed', 'completed', 1, '[]', ?, ?, ?, ?)`,
    ).run(
      `prj_${name}`,
      account.id,
      brand.name,
      JSON.stringify([brand.pages[0]?.url ?? 'https://example.com/']),
      JSON.stringify(brand),
      now,
      now,
      now,
    );
  }
  db.close();

  const headers = { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' };
  const documents: unknown[] = [];

  async function generateOnce(i: number): Promise<number> {
    const p = prompts[i % prompts.length];
    const start = performance.now();
    const res = await fetch(`${server.url}/v1/projects/emails/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ projectId: `prj_${p.brand}`, prompt: p.prompt, ...(p.language ? { language: p.language } : {}) }),
    });
    const { data } = (await res.json()) as { data: { conversationId: string } };
    for (;;) {
      const status = (await (await fetch(`${server.url}/v1/projects/emails/${data.conversationId}/status`, { headers })).json()) as {
        data: { status: string; document?: unknown; error?: string };
      };
      if (status.data.status === 'completed') {
        const ms = performance.now() - start;
        documents[i] = status.data.document;
        return ms;
      }
      if (status.data.status === 'failed') throw new Error(`generation failed: ${status.data.error}`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

  // Warm-up: JIT, statement caches, the copy banks' first use.
  for (let i = 0; i < 30; i++) await generateOnce(i);

  const sequential: number[] = [];
  for (let i = 0; i < N; i++) sequential.push(await generateOnce(i));

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) await generateOnce(next++);
    }),
  );
  const perSecond = (N * 1000) / (performance.now() - started);

  // Render-only baseline: the same documents, rendered here (html + react + text, as a generation does).
  for (let i = 0; i < 30; i++) await renderEmail(documents[i % N] as never);
  const renders: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await renderEmail(documents[i] as never);
    renders.push(performance.now() - t);
  }
  const renderPerSecond = (N * 1000) / renders.reduce((a, b) => a + b, 0);

  const p50 = pct(sequential, 50);
  console.log(
    `generate: POST → completed (embedded, SQLite, ${N} generations over ${prompts.length} prompts and ${brands.length} brands): ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${pct(sequential, 95).toFixed(1)} ms; ${perSecond.toFixed(1)} generations/s at concurrency ${CONCURRENCY} | ` +
      `baseline render-only of the same documents: p50 ${pct(renders, 50).toFixed(1)} ms, p95 ${pct(renders, 95).toFixed(1)} ms, ${renderPerSecond.toFixed(0)} docs/s | ` +
      `target p50 < 100 ms ${p50 < 100 ? 'OK' : 'ABOVE TARGET'}`,
  );
} finally {
  await server.stop();
}
