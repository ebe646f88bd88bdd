import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs';
import { openStore, type Store } from '../../src/store/db';
import { backends, freshStoreConfig, type TestStoreConfig } from '../helpers/backends';
import { jobRecord, silentLogger, testConfig, waitForState } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const fixture = path.join(here, 'fixtures/crash-worker.ts');

interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<void>;
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

function startWorker(location: TestStoreConfig, sleepMs: number): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BRANDMAIL_DATA_DIR: location.dataDir,
      DATABASE_URL: location.databaseUrl ?? '',
      BRANDMAIL_DB_SCHEMA: location.dbSchema,
      BRANDMAIL_JOB_LEASE_MS: '1000',
      BRANDMAIL_JOB_POLL_MS: '100',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      CRASH_SLEEP_MS: String(sleepMs),
    },
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    for (const listener of listeners) listener();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    waitForLine(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((l) => pattern.test(l));
          if (line === undefined) return;
          cleanup();
          resolve(line);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`worker printed no line matching ${pattern} in ${timeoutMs} ms; stderr:\n${stderr}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`worker exited before printing ${pattern}; stderr:\n${stderr}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
  };
}

describe.each(backends)('crash recovery on %s', (backend) => {
  it('finishes a job exactly once after its worker is killed in the middle of it', async () => {
    const location = freshStoreConfig(backend);
    const workers: WorkerProcess[] = [];
    let store: Store | undefined;
    try {
      store = await openStore(location);
      const first = startWorker(location, 60_000);
      workers.push(first);
      await first.waitForLine(/^ready$/);

      const producer = createJobQueue(store, testConfig(), silentLogger);
      const id = await producer.enqueue('crash.effect', { order: 1 }, { retryLimit: 2, retryDelayMs: 0, retryBackoff: false });
      await producer.stop();

      const started = await first.waitForLine(/^started /);
      expect(started).toBe(`started ${id} 0`);
      first.child.kill('SIGKILL');
      await first.exited;
      // Held by a dead process: nothing finishes it until its lease (expiry on pg-boss) runs out.
      expect((await jobRecord(store, id))?.state).toBe('active');

      const second = startWorker(location, 0);
      workers.push(second);
      await second.waitForLine(/^started /);
      await waitForState(store, id, 'completed', 20_000);

      const effects = await sql<{ job_id: string }>`SELECT job_id FROM crash_effects`.execute(store.db);
      expect(effects.rows.map((r) => r.job_id)).toEqual([id]);
      const runs = await sql<{ attempt: number; pid: number }>`SELECT attempt, pid FROM crash_runs ORDER BY attempt`.execute(store.db);
      expect(runs.rows.map((r) => [Number(r.attempt), Number(r.pid)])).toEqual([
        [0, first.child.pid],
        [1, second.child.pid],
      ]);
    } finally {
      for (const worker of workers) {
        if (worker.child.exitCode === null && worker.child.signalCode === null) {
          worker.child.kill('SIGTERM');
          await worker.exited;
        }
      }
      await store?.close();
      await location.cleanup();
    }
  });
});
