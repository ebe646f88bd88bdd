/**
 * `npm run bench -- check-thread [task…]`: what a new check-pool thread costs before it answers
 * its first task, per kind of task, for this tree and for the commit before the cold cost was cut
 * (a git worktree, bench/lib/baseline.ts), measured in the same run. Each figure is a fresh
 * process (bench/lib/cold-thread.ts) running the pool from the TypeScript sources as the tests do:
 * thread 1 is the process's first thread, thread 2 a second pool's thread in the same process
 * (what a second test server in one test file pays). CPU time is the process's (every thread,
 * and what the main thread does for the pool), so a busy machine changes it little; wall time is
 * printed for reference only. The spelling cache under the OS temp directory is kept between
 * runs, as on a server; the first run ever builds it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { prepareBaseline } from './lib/baseline';
import { repoRoot } from './lib/process';

/** main before the cold cost of a thread was cut. */
const BEFORE = '705c0fb';
const TASKS = ['compatibility', 'accessibility', 'deliverability', 'spelling', 'all', 'facts'];
const wanted = process.argv.slice(2).filter((a) => TASKS.includes(a));
const tasks = wanted.length ? wanted : TASKS;
const ROUNDS = Number(process.env.ROUNDS ?? 1);

type Figure = { thread: number; ok: boolean; cpuMs: number; wallMs: number };

function measure(root: string, task: string): Figure[] {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/lib/cold-thread.ts'), root, task, '2'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${task} in ${root}: ${r.stderr}`);
  return r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Figure);
}

const baseline = prepareBaseline(BEFORE);
if ('unavailable' in baseline) {
  console.log(`baseline unavailable: ${baseline.unavailable}`);
  process.exit(1);
}
console.log(`CPU ms per new thread until its first answer (median of ${ROUNDS}); before = ${baseline.commit.slice(0, 7)} ${baseline.subject.slice(0, 60)}`);
console.log(`${'task'.padEnd(16)}${'before t1'.padStart(11)}${'now t1'.padStart(9)}${'before t2'.padStart(11)}${'now t2'.padStart(9)}   wall ms t1/t2 before → now`);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let failed = false;
for (const task of tasks) {
  const before: Figure[][] = [];
  const now: Figure[][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternated, so that neither side always runs on the warmer page cache.
    if (i % 2 === 0) (before.push(measure(baseline.dir, task)), now.push(measure(repoRoot, task)));
    else (now.push(measure(repoRoot, task)), before.push(measure(baseline.dir, task)));
  }
  if ([...before, ...now].flat().some((f) => !f.ok)) failed = true;
  const cpu = (runs: Figure[][], t: number) => median(runs.map((r) => r[t].cpuMs));
  const wall = (runs: Figure[][], t: number) => median(runs.map((r) => r[t].wallMs));
  console.log(`${task.padEnd(16)}${String(cpu(before, 0)).padStart(11)}${String(cpu(now, 0)).padStart(9)}${String(cpu(before, 1)).padStart(11)}${String(cpu(now, 1)).padStart(9)}   ${wall(before, 0)}/${wall(before, 1)} → ${wall(now, 0)}/${wall(now, 1)}`);
}
if (failed) process.exit(1);
