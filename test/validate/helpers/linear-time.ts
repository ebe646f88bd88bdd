import { expect } from 'vitest';

/** The fastest of `runs` timings of `fn`, in ms (the minimum is the least disturbed by GC and other load). */
export async function fastest(fn: () => unknown, runs = 3): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/**
 * Asserts that a piece of work costs about linear time in its input, with no wall-clock
 * threshold: on ten times the input it must take less than twenty times as long, plus a few ms
 * of timer noise. Linear code takes ~10×; code that backtracks quadratically takes ~100× (and
 * usually far longer than a test waits). The baseline is measured in the same test, so a slow
 * machine slows both sides. `prepare(n)` builds the input of size n untimed and returns the work.
 */
export async function expectLinear(label: string, prepare: (n: number) => () => unknown, small = 10_000): Promise<{ small: number; large: number }> {
  const smallRun = prepare(small);
  const largeRun = prepare(small * 10);
  await smallRun(); // warm up: JIT, regex compilation, lazy caches
  const t = { small: await fastest(smallRun), large: await fastest(largeRun) };
  expect(t.large, `${label}: ${t.large.toFixed(1)} ms on ${small * 10} vs ${t.small.toFixed(1)} ms on ${small}`).toBeLessThan(20 * t.small + 50);
  return t;
}

/** `unit` repeated to exactly `n` characters. */
export const run = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
