/**
 * bench/console: the web console's weight and speed on localhost.
 *
 * 1. JavaScript shipped, gzipped (budget ≤ 250 KB), beside React + ReactDOM alone rendering one
 *    element, bundled with the same esbuild settings: the floor any React console pays.
 * 2. Time from navigation to the first usable screen (median of 7 fresh browser contexts):
 *    the sign-in screen (key field ready) and, with a key in the tab, the brand list loaded from
 *    the API — beside the server's own API reference at /docs (Swagger UI) in the same run.
 *    Budget ≤ 1 s. The server is `brandmail serve` in its own process, as a user runs it, and
 *    it is measured idle: after its start-up work (the console bundle, the first key, migrations)
 *    and after the warm-up visit, the bench waits until the server process has used under 20 ms
 *    of CPU in a second (read from /proc), so a first screen never races the server's own work.
 *    The machine's load is printed beside the figures: run it on a quiet machine.
 *
 *   npm run bench -- console
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../src/brand/fetch/render';
import { startBrandmail } from './lib/process';

const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU time a process has used so far, in ms (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name: state is 3rd, utime 14th and stime 15th (clock ticks, 100/s).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server is idle: under 20 ms of CPU in the last second (at most `maxMs`).
 * Returns how long that took, or undefined where /proc cannot tell.
 */
async function serverIdle(pid: number, maxMs = 60_000): Promise<number | undefined> {
  const start = Date.now();
  const window: { at: number; cpu: number }[] = [];
  for (;;) {
    const cpu = cpuMs(pid);
    if (cpu === undefined) return undefined;
    window.push({ at: Date.now(), cpu });
    while (window.length > 1 && window[window.length - 1].at - window[0].at > 1000) window.shift();
    const span = window[window.length - 1].at - window[0].at;
    if (span >= 900 && window[window.length - 1].cpu - window[0].cpu < 20) return Date.now() - start;
    if (Date.now() - start > maxMs) throw new Error(`the server did not settle within ${maxMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function reactFloorGzip(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-console-floor-'));
  const entry = path.join(dir, 'floor.tsx');
  fs.writeFileSync(entry, "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(<p>hello</p>);\n");
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.resolve('node_modules')],
    legalComments: 'none',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}

const server = await startBrandmail({ BRANDMAIL_RATE_LIMITS: 'free=0,premium=0,business=0,enterprise=0' });
try {
  // The page names its content-hashed script: fetch both as the browser would.
  const page = await (await fetch(`${server.url}/`)).text();
  const script = /src="(\/console\/[^"]+\.js)"/.exec(page)![1];
  const js = Buffer.from(await (await fetch(server.url + script)).arrayBuffer());
  const ours = gzipSync(js, { level: 9 }).length;
  const floor = await reactFloorGzip();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`console JS, gzipped: ${kb(ours)} (${kb(js.length)} minified)   budget ≤ 250 KB   ${ours <= 250 * 1024 ? 'OK' : 'OVER'}`);
  console.log(`baseline, React + ReactDOM alone (same esbuild settings): ${kb(floor)}`);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const timeTo = async (url: string, ready: (p: Page) => Promise<unknown>, key?: string) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (key) await context.addInitScript((k) => sessionStorage.setItem('brandmail.apiKey', k), key);
      const p = await context.newPage();
      const start = Date.now();
      await p.goto(url, { waitUntil: 'commit' });
      await ready(p);
      samples.push(Date.now() - start);
      await context.close();
    }
    return median(samples);
  };
  // Warm the server's console build and the browser once (a first start builds the bundle).
  await timeTo(`${server.url}/`, (p) => p.getByLabel('API key', { exact: true }).waitFor());
  const pid = server.child.pid!;
  const settled = await serverIdle(pid);
  const signIn = await timeTo(`${server.url}/`, (p) => p.getByLabel('API key', { exact: true }).waitFor());
  await serverIdle(pid);
  const brands = await timeTo(`${server.url}/`, (p) => p.getByText('No brand yet').waitFor(), server.key);
  await serverIdle(pid);
  const docs = await timeTo(`${server.url}/docs`, (p) => p.locator('.swagger-ui .opblock').first().waitFor({ timeout: 60_000 }));
  await browser.close();
  console.log(settled === undefined ? 'server idleness: not measurable here (no /proc)' : `server idle (< 20 ms CPU per second) ${settled} ms after the warm-up visit; idle again before each series`);
  console.log(`first usable screen (median of ${RUNS}, fresh context each): sign-in ${signIn} ms, brand list with a key ${brands} ms   budget ≤ 1000 ms   ${Math.max(signIn, brands) <= 1000 ? 'OK' : 'OVER'}`);
  console.log(`baseline, the API reference at /docs (Swagger UI), same server: ${docs} ms`);
  const load = os.loadavg()[0];
  console.log(`machine load average ${load.toFixed(1)} on ${os.cpus().length} cores${load > os.cpus().length / 2 ? ' — NOT idle: these timings are indicative only' : ''}`);
} finally {
  await server.stop();
}
