import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

// Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core machines this
// project is tested on. The main process is idle while files run, so use every core. Browser files each launch
// their own Chromium with its own profile and only read the one static server, so they are safe in parallel.
// One more browser file than cores: each file waits on its browser between page loads (round trips, frames, a paced
// replay), and with one file per core the two cores stood idle ~8% of the run (vmstat); with three, ~2%. Measured
// here: 314 -> 295 s for the browser files, all passing.
const cores = Math.max(1, availableParallelism());

/** Unit files that replace a real module with a test double. */
const ISOLATED = ['tests/unit/game-interface.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tests/retried-reporter.ts'],
    projects: [
      // Unit files share their worker's module cache (isolate: false; 51 -> 35 s here): most import the same games,
      // machines and content. A file that swaps a module for a test double (vi.mock of a real module) runs isolated
      // in its own project, so its double cannot leak into the files after it.
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [...ISOLATED], environment: 'node', maxWorkers: cores, isolate: false },
      },
      { resolve: { alias }, test: { name: 'unit-isolated', include: [...ISOLATED], environment: 'node', maxWorkers: cores } },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: cores + 1,
          // Files share a worker's module cache: each imported the games' content and machines afresh (about 0.8 s a
          // file). Every file launches its own Chromium and keeps its state in its own test module.
          isolate: false,
          // One more try for a browser test that fails, on CI only: there, two Chromiums share two cores with the
          // server, and a page load has (rarely) stalled past its 30 s limit. A test that fails twice still fails
          // the run; locally a failure shows at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
