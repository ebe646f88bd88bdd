import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Served = { url: string; key?: string; child: ChildProcess; stop(): Promise<void>; dataDir: string };

/**
 * Starts `brandmail serve` as its own process on a fresh embedded store and waits for it to
 * listen; returns the bootstrap key it prints. `root` is the checkout whose `bin/brandmail.js`
 * runs (default: this tree; a git worktree of another commit for a baseline, see
 * bench/lib/baseline.ts) — its bundle is built under `<root>/dist`, so checkouts never share one.
 */
export async function startBrandmail(env: Record<string, string> = {}, root: string = repoRoot): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(root, 'bin/brandmail.js'), 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BRANDMAIL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  // A server that exits before listening (a build error in the checkout, a port taken) fails now,
  // with its exit status, rather than after the start-up timeout.
  let exited: Error | undefined;
  child.once('exit', (code, signal) => {
    exited = new Error(`brandmail serve in ${root} exited (${signal ?? `code ${code}`}) before listening`);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/health`)).ok, 20_000, () => exited);
  } catch (err) {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const key = /bm_test_[A-Za-z0-9_-]{32}/.exec(out)?.[0];
  return {
    url,
    key,
    child,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it holds; gives up after `timeoutMs`, or as soon as `failed` returns an error. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, failed?: () => Error | undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    const err = failed?.();
    if (err) throw err;
    if (Date.now() > deadline) throw new Error('timed out waiting for the server');
    await new Promise((r) => setTimeout(r, 100));
  }
}
