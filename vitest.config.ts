import { defineConfig } from 'vitest/config';

// Three projects, run by `npm test` in this order: pure unit tests, server integration tests against real
// databases, and end-to-end tests in Chromium against the built client and a real server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Runs after the unit project, with its own worker limit.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; two cores, so two files at a time.
          maxWorkers: 2,
          // Files share their worker's loaded modules: importing the server afresh for each of some hundred
          // files was a third of the project's time. Nothing here mocks modules, and each file builds its
          // own app and databases; the server's module-level caches are keyed by random survey ids.
          isolate: false,
          // Migrates one database of each kind for the files to copy (see the file).
          globalSetup: ['tests/server/support/globalSetup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time. Two at a time (each with its own server and browser) saved only a tenth of the
          // suite's 28 minutes on two cores, the files being mostly CPU-bound, and a service worker update then
          // took longer than a minute to reach a second tab; earlier, a 390 px check timed out so twice.
          fileParallelism: false,
          // One data directory as a first start leaves it, for every file's server to copy (see the file).
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // expect.poll waits for what a user would wait for: a save or a delete on a busy CI machine can take
          // more than the default second (a CI run failed on exactly that after a question delete).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
