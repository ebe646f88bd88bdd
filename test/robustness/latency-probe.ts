import { spawn } from 'node:child_process';

export type ProbeTarget = { url: string; headers?: Record<string, string> };

/**
 * Times requests to each target in turn, every `intervalMs`, from a separate process until
 * stopped: a test or benchmark that also parses megabytes of responses would otherwise delay its
 * own probes and charge the server for it. Resolves to each target's latencies (ms) and statuses.
 */
export function startProbe(targets: ProbeTarget[], intervalMs: number) {
  const script = `
    const targets = ${JSON.stringify(targets)};
    const out = targets.map(() => ({ ms: [], statuses: [] }));
    let stop = false;
    process.on('message', () => (stop = true));
    (async () => {
      // The first fetch of a process loads and compiles its HTTP client: not the server's time.
      for (const t of targets) await (await fetch(t.url, { headers: t.headers ?? {} })).arrayBuffer();
      process.send('ready');
      while (!stop) {
        for (const [i, t] of targets.entries()) {
          const started = performance.now();
          const res = await fetch(t.url, { headers: t.headers ?? {} });
          await res.arrayBuffer();
          out[i].ms.push(performance.now() - started);
          out[i].statuses.push(res.status);
        }
        await new Promise((r) => setTimeout(r, ${Number(intervalMs)}));
      }
      process.send(out, () => process.exit(0));
    })().catch((err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const done = new Promise<Array<{ ms: number[]; statuses: number[] }>>((resolve, reject) => {
    child.on('message', (m) => (m === 'ready' ? onReady() : resolve(m as Array<{ ms: number[]; statuses: number[] }>)));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the probe process exited with ${code}`)));
  });
  return {
    /** Resolves once the probe process is warm and about to take its first measurement. */
    ready,
    stop() {
      child.send('stop');
      return done;
    },
  };
}
