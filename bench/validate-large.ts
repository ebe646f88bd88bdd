/**
 * `validate/all` on a realistic 2 MB email (target < 2 s) and `/health` latency while it runs
 * (target p99 < 50 ms), beside the baseline measured in the same run: the same check on the
 * event loop of the process that answers `/health`, the way every check ran before the pool.
 *
 * The server runs from the bundle as its own process; `/health` is probed every 10 ms by a
 * separate process (test/robustness/latency-probe.ts).
 * Run: npm run bench -- validate-large   (BENCH_RUNS to change the count, default 3)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runTask } from '../src/pool/tasks';
import { largeEmail } from '../test/robustness/hostile-inputs';
import { startProbe } from '../test/robustness/latency-probe';
import { startBrandmail } from './lib/process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const html = largeEmail();
const body = { html, subject: 'The Spring Sale starts now', options: { checkExternal: false } };

const quantile = (samples: number[], q: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** /health every 10 ms from another process, so a blocked event loop cannot delay its own probes. */
function probe(url: string) {
  const probing = startProbe([{ url }], 10);
  return { ready: probing.ready, stop: async () => (await probing.stop())[0].ms };
}

async function timeRuns(run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** Through the server: the check on its pool, /health on its event loop. */
async function viaPool() {
  const server = await startBrandmail();
  try {
    const post = async () => {
      const res = await fetch(`${server.url}/v1/emails/validate/all`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`validate/all answered ${res.status}: ${text.slice(0, 300)}`);
    };
    await post(); // starts a thread and loads the dictionaries, the grammar engine and caniemail's data
    const prober = probe(`${server.url}/health`);
    await prober.ready;
    const all = await timeRuns(post);
    return { all, health: await prober.stop() };
  } finally {
    await server.stop();
  }
}

/** Today's way: the same check on the event loop of the process that also answers /health. */
async function onEventLoop() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
  const run = () => runTask({ kind: 'validate', check: 'all', input: { html: body.html, subject: body.subject }, options: body.options, context: { spamd: '' }, deadline: Date.now() + 600_000 });
  try {
    await run();
    const prober = probe(url);
    await prober.ready;
    const all = await timeRuns(run);
    return { all, health: await prober.stop() };
  } finally {
    server.close();
  }
}

const pool = await viaPool();
const baseline = await onEventLoop();
const size = `${(Buffer.byteLength(html) / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `validate-large: validate/all on a ${size} email, ${RUNS} runs: p50 ${ms(quantile(pool.all, 0.5))} on the check pool (target < 2 s) ${quantile(pool.all, 0.5) < 2000 ? 'OK' : 'ABOVE TARGET'}` +
    ` | baseline on the event loop: p50 ${ms(quantile(baseline.all, 0.5))}`,
);
console.log(
  `validate-large: /health meanwhile, ${pool.health.length} probes: p50 ${ms(quantile(pool.health, 0.5))}, p99 ${ms(quantile(pool.health, 0.99))} (target p99 < 50 ms) ${quantile(pool.health, 0.99) < 50 ? 'OK' : 'ABOVE TARGET'}` +
    ` | baseline, ${baseline.health.length} probes: p50 ${ms(quantile(baseline.health, 0.5))}, p99 ${ms(quantile(baseline.health, 0.99))}`,
);
