import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace SDK from its sources (sdk/dist exists only after a build).
  resolve: { alias: [{ find: /^@brandmail\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) }] },
  test: {
    include: ['test/**/*.test.ts', 'sdk/test/**/*.test.ts'],
    // `*.alone.test.ts` measure latency under load: beside another test file on two cores they
    // would measure that file too. `npm test` runs them afterwards with vitest.alone.config.ts.
    exclude: [...configDefaults.exclude, '**/*.alone.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI: forks keep native modules (better-sqlite3) isolated per file.
    pool: 'forks',
    maxWorkers: 2,
  },
});
