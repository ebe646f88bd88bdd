import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'sdk/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI: forks keep native modules (better-sqlite3) isolated per file.
    pool: 'forks',
    maxWorkers: 2,
  },
});
