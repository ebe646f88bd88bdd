import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['test/**/*.test.ts', 'sdk/test/**/*.test.ts'];
/**
 * Files that need a process of their own: one replaces a module with vi.mock, which cannot take
 * effect where an earlier file already loaded the real one; two measure the event loop's stalls
 * and the memory of the process they run in, which a heap grown by earlier files would measure
 * too (a 50 MB CSV cell stalled a shared worker's loop for 33 s of garbage collection).
 */
const ISOLATED = ['test/validate/all.test.ts', 'test/robustness/hostile-csv.test.ts', 'test/robustness/hostile-import.test.ts'];
// `*.alone.test.ts` measure latency under load: beside another test file on two cores they
// would measure that file too. `npm test` runs them afterwards with vitest.alone.config.ts.
const EXCLUDE = [...configDefaults.exclude, '**/*.alone.test.ts'];

/**
 * The longest files, longest first (seconds each on a quiet two-core machine, 2026-11-29). On a
 * clean checkout vitest has no timings of its own and starts files in the order it found them,
 * which left the 80 s of real-pages to run alone at the end while the other worker idled. Started
 * first, they run beside the many short files instead. Order matters only for wall-clock time:
 * a file missing here just starts later.
 */
const LONGEST = [
  'test/brand/real-pages.test.ts', // 80
  'test/robustness/deep-nesting.test.ts', // 69
  'test/generate/message.test.ts', // 51
  'sdk/test/packed-package.test.ts', // 44
  'test/robustness/hostile-import.test.ts', // 35
  'test/jobs/queue.test.ts', // 34
  'test/robustness/hostile-csv.test.ts', // 30
  'test/robustness/pool.test.ts', // 27
  'test/console/fit.test.ts', // 27
  'test/console/settings.test.ts', // 24
  'sdk/test/quick-tour.test.ts', // 20
  'test/robustness/fuzz.test.ts', // 20
];
const rank = (spec: TestSpecification) => {
  const i = LONGEST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
  return i < 0 ? LONGEST.length : i;
};
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    // Stable: files of equal rank keep the base sequencer's order (its own timings, when it has them).
    return (await super.sort(files)).map((spec, i) => ({ spec, i })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i).map(({ spec }) => spec);
  }
}

export default defineConfig({
  // The workspace SDK from its sources (sdk/dist exists only after a build).
  resolve: { alias: [{ find: /^@brandmail\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI: forks keep native modules (better-sqlite3) in child processes.
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...ISOLATED],
          // Files run one after another in each of the two workers and share its module registry:
          // importing the server's module graph (≈ 5 s of CPU per file from the sources) is paid
          // once per worker instead of once per file, and so are the caches the code keeps per
          // process (dictionaries, the grammar engine's compiled WebAssembly). Every file starts
          // its own servers on fresh stores, so no state a test can see crosses files.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
