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
 * threshold: on ten times the input it must take less than twenty times as long, plus 100 ms for
 * timer noise, cache effects and a loaded machine. Linear code takes ~10× (up to ~40× where the
 * small input fits in cache); code that backtracks quadratically takes ~100×, seconds on these
 * inputs, far past the slack. Both sizes are measured in the same test, alternately, and the
 * fastest of several runs of each counts, so a slow or busy machine slows both sides. A round that
 * misses the bound is measured again (up to three rounds): a pause of the whole process (a major GC
 * of a shared worker's heap, a descheduled test process on a loaded machine) can cover every run
 * of one round, while work that really grows faster than linear misses in every round.
 * `prepare(n)` builds the input of size n untimed and returns the work.
 */
export async function expectLinear(label: string, prepare: (n: number) => () => unknown, small = 10_000, runs = 4): Promise<{ small: number; large: number }> {
  const smallRun = prepare(small);
  const largeRun = prepare(small * 10);
  await smallRun(); // warm up: JIT, regex compilation, lazy caches
  const t = { small: Infinity, large: Infinity };
  const within = () => t.large < 20 * t.small + 100;
  for (let round = 0; round < 3 && !within(); round++) {
    t.small = Infinity;
    t.large = Infinity;
    for (let i = 0; i < runs; i++) {
      t.small = Math.min(t.small, await fastest(smallRun, 1));
      t.large = Math.min(t.large, await fastest(largeRun, 1));
    }
  }
  expect(t.large, `${label}: ${t.large.toFixed(1)} ms on ${small * 10} vs ${t.small.toFixed(1)} ms on ${small}`).toBeLessThan(20 * t.small + 100);
  return t;
}

/** `unit` repeated to exactly `n` characters. */
export const run = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
