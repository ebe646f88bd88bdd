/**
 * The first check thread compiles harper's WebAssembly and posts it; a later thread given those
 * modules (src/validate/spelling/grammar-binary.ts) must really use them, and lint exactly as the
 * thread that compiled harper's files itself and as the checks do in-process.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { SharedModule } from '../../src/validate/spelling/grammar-binary';
import { lintGrammar, type GrammarLint } from '../../src/validate/spelling/grammar';

const TEXTS = [
  { text: 'Their going to love our new autumn range. Its the best we have ever made.', language: 'en-US' },
  { text: 'Take 20 % off all coffee beans until Sunday. You can can pick them up in store.', language: 'en-US' },
  { text: 'We apologise for the delay; your order will arrive tomorow. Thank you for you patience.', language: 'en-GB' },
  { text: 'A honest review of an unique product: it were great.', language: 'en-AU' },
];

function lintInThread(modules: SharedModule[] | undefined): Promise<{ lints: GrammarLint[][]; used: number; compiled: SharedModule[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./helpers/grammar-worker.mjs', import.meta.url), { workerData: { modules, texts: TEXTS } });
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe("harper's modules compiled once and shared with check threads", { timeout: 180_000 }, () => {
  it('are compiled by the first thread, instantiated by the next instead of its own compile, and every lint is the same', async () => {
    const first = await lintInThread(undefined);
    expect(first.used).toBe(0);
    const modules = first.compiled;
    expect(modules).toHaveLength(2);
    expect(modules.every((m) => m.module instanceof WebAssembly.Module && /^[0-9a-f]{64}$/.test(m.sha256))).toBe(true);
    // In-process, harper compiles its own files (as a thread given no modules does).
    const inProcess = (async () => {
      const out: GrammarLint[][] = [];
      for (const { text, language } of TEXTS) out.push(await lintGrammar(text, language));
      return out;
    })();
    const shared = await lintInThread(modules);
    // Both of harper's modules (full and slim) came from the main thread.
    expect(shared.used).toBe(2);
    expect(shared.compiled).toEqual([]);
    expect(shared.lints).toEqual(await inProcess);
    expect(first.lints).toEqual(await inProcess);
    // The sample texts do have grammar errors, so the comparison compares something.
    expect((await inProcess).flat().length).toBeGreaterThanOrEqual(4);
  });
});
