import { defineConfig } from 'vitest/config';

/** Tests that need the machine to themselves (latency under load): one file at a time, nothing beside them. */
export default defineConfig({
  test: {
    include: ['test/**/*.alone.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
