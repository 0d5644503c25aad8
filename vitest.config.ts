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
          // One file at a time: two at a time (one per core, each with its own server and browser) saved a third
          // of the suite's 22 minutes but timed out under load, twice in the same 390 px check.
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
