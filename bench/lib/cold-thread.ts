/**
 * One measurement for bench/check-thread.ts, in a process of its own: `node --import tsx
 * cold-thread.ts <root> <task> <threads>` starts the check pool of the checkout at <root> (its
 * TypeScript sources, as the tests run them) with one thread, sends it one small task, closes the
 * pool, and again with a fresh pool (a new thread in the same process) <threads> times. Prints
 * one JSON line per thread: the process's CPU time (all threads: the pool's thread and any work
 * the main thread did for it) and wall time from creating the pool to the answer.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, name, count = '2'] = process.argv.slice(2);
const { CheckPool } = await import(pathToFileURL(path.join(root, 'src/pool/index.ts')).href);

const html =
  '<!doctype html><html lang="en"><head><title>Winter offers</title></head><body><h1>Our winter offers</h1><p>Their is still time: get 15% off every scarf until Friday, December 12. Use the code WARM15 at checkout.</p><p><a href="https://example.com/scarves">See the scarves</a></p></body></html>';
const subject = 'Winter offers: 15% off scarves';
const context = { spamd: '', brief: { text: 'Winter offer: 15% off every scarf until Friday, December 12 with the code WARM15.', sendDate: '2026-12-01' } };
const TASKS: Record<string, unknown> = {
  facts: { kind: 'facts', input: { brief: context.brief.text, html, subject, sendDate: context.brief.sendDate } },
  render: { kind: 'render', document: { subject, blocks: [{ type: 'text', text: 'Hello' }] } },
};
for (const check of ['compatibility', 'spelling', 'deliverability', 'accessibility', 'all']) {
  TASKS[check] = { kind: 'validate', check, input: { html, subject }, options: check === 'all' ? { checkExternal: false } : {}, context };
}
const task = TASKS[name];
if (!task) throw new Error(`unknown task ${name}`);

for (let i = 0; i < Number(count); i++) {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const pool = new CheckPool({ threads: 1, maxQueue: 8, deadlineMs: 300_000, heapMb: 1024, idleTimeoutMs: 60_000 });
  let ok = true;
  try {
    await pool.run(task);
  } catch (err) {
    ok = false;
    process.stderr.write(`${name}: ${(err as Error).message}\n`);
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  await pool.close();
  process.stdout.write(`${JSON.stringify({ thread: i + 1, ok, cpuMs: Math.round((cpu.user + cpu.system) / 1000), wallMs: Math.round(wall) })}\n`);
}
