/**
 * Brand-import speed: wall time from `POST /v1/projects/import` to status `completed` for the
 * 5-page fixture SaaS site (SQLite, embedded workers), beside the time a bare parallel fetch of
 * the very resources the import read takes in the same run. Target: under 2 s.
 */
import { serveSite } from '../test/brand/helpers/site-server';
import { startBrandmail } from './lib/process';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const site = await serveSite('cloudlytic-saas');
const server = await startBrandmail({ BRANDMAIL_ALLOW_PRIVATE_NETWORKS: '1', BRANDMAIL_RATE_LIMITS: 'free=0,premium=0,business=0,enterprise=0' });
try {
  const headers = { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' };
  async function importOnce(): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/v1/projects/import`, { method: 'POST', headers, body: JSON.stringify({ urls: [site.url], name: 'Cloudlytic' }) });
    if (res.status !== 201) throw new Error(`import answered ${res.status}: ${await res.text()}`);
    const { data } = await res.json();
    for (;;) {
      const status = (await (await fetch(`${server.url}/v1/projects/${data.projectId}/status`, { headers })).json()).data;
      if (status.status === 'completed') return performance.now() - t0;
      if (status.status === 'failed') throw new Error(status.error);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  await importOnce(); // warm-up: module loading, JIT, first sharp call
  const read = [...new Set(site.requests)];
  const imports: number[] = [];
  for (let i = 0; i < RUNS; i++) imports.push(await importOnce());

  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await Promise.all(read.map(async (p) => (await fetch(new URL(p, site.url))).arrayBuffer()));
    bare.push(performance.now() - t0);
  }
  const ms = median(imports);
  console.log(
    `import-speed: POST → completed for a 5-page site: ${ms.toFixed(0)} ms (median of ${RUNS})` +
      ` | baseline bare fetch of the same ${read.length} resources: ${median(bare).toFixed(1)} ms` +
      ` | target < 2000 ms ${ms < 2000 ? 'OK' : 'ABOVE TARGET'}`,
  );
} finally {
  await server.stop();
  await site.close();
}
