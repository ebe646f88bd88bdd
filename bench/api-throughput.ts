/**
 * Requests per second of an authenticated, rate-limited project read against a bare Fastify route
 * serving the same JSON, both measured with autocannon in this run (target ratio ≥ 0.4).
 *
 * The two servers are measured in alternating rounds and the figure is the median of the rounds'
 * ratios: on a shared 2-core machine a neighbour's burst during one long measurement would
 * otherwise decide the ratio on its own.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startBrandmail, waitFor } from './lib/process';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 20;

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const server = await startBrandmail({ BRANDMAIL_RATE_LIMITS: 'enterprise=100000000' });
try {
  // Enterprise plan with a very high limit: the limiter still counts every request.
  const accounts = JSON.parse(
    execFileSync(process.execPath, [path.join(repoRoot, 'bin/brandmail.js'), 'accounts', 'list', '--json'], {
      env: { ...process.env, BRANDMAIL_DATA_DIR: server.dataDir, DATABASE_URL: '' },
    }).toString(),
  );
  execFileSync(process.execPath, [path.join(repoRoot, 'bin/brandmail.js'), 'accounts', 'set-plan', accounts[0].id, 'enterprise'], {
    env: { ...process.env, BRANDMAIL_DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.dataDir, 'brandmail.db'));
  const now = new Date().toISOString();
  const brand = { name: 'Acme', colors: { primary: '#0B5FFF' }, fonts: { heading: { family: 'Inter' } } };
  db.prepare(
    `insert into projects (id, account_id, environment, name, urls, status, stage, progress, warnings, brand, created_at, updated_at, completed_at)
     values ('prj_bench', ?, 'test', 'Acme', '["https://acme.test"]', 'completed', 'done', 1, '[]', ?, ?, ?, ?)`,
  ).run(accounts[0].id, JSON.stringify(brand), now, now, now);
  db.close();

  const headers = { authorization: `Bearer ${server.key}` };
  const projectUrl = `${server.url}/v1/projects/prj_bench`;
  const sample = await (await fetch(projectUrl, { headers })).json();
  if (!sample.data) throw new Error(`unexpected response ${JSON.stringify(sample)}`);

  const port = 40000 + Math.floor(Math.random() * 10000);
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/fixtures/bare-fastify.ts')], {
    env: { ...process.env, PORT: String(port), BODY: JSON.stringify(sample) },
    stdio: 'ignore',
  });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/v1/projects/x`)).ok, 20_000);
    const bareUrl = `http://127.0.0.1:${port}/v1/projects/prj_bench`;
    // Warm-up so JIT and connection set-up are not in the figure.
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 2 });
    await autocannon({ url: projectUrl, connections: CONNECTIONS, duration: 2, headers });
    const rounds: { ours: Awaited<ReturnType<typeof measure>>; baseline: Awaited<ReturnType<typeof measure>>; ratio: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Who goes first alternates too, so a slow start or end of the run favours neither.
      const baseline = i % 2 === 0 ? await measure(bareUrl) : undefined;
      const ours = await measure(projectUrl, headers);
      const base = baseline ?? (await measure(bareUrl));
      rounds.push({ ours, baseline: base, ratio: ours.rps / base.rps });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const { ours, baseline, ratio } = rounds[Math.floor(rounds.length / 2)];
    console.log(
      `api-throughput: authenticated rate-limited GET /v1/projects/{id} (SQLite): ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms)` +
        ` | baseline bare Fastify route: ${baseline.rps.toFixed(0)} req/s (p50 ${baseline.p50} ms)` +
        ` | ratio ${ratio.toFixed(2)}, median of ${rounds.length} alternating rounds (range ${rounds[0].ratio.toFixed(2)}–${rounds[rounds.length - 1].ratio.toFixed(2)})` +
        ` (target ≥ 0.40) ${ratio >= 0.4 ? 'OK' : 'BELOW TARGET'}`,
    );
  } finally {
    bare.kill();
  }
} finally {
  await server.stop();
}
