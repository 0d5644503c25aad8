import { type DatabaseTarget, databaseTargets } from './databases';

/**
 * The PostgreSQL target for tests of concurrency. PGlite runs one transaction at a time, so a race can never
 * happen there and a race test passing on it proves nothing. Like a missing browser for the end-to-end
 * tests: in CI (CI=true) a missing DATABASE_URL fails the run; on a developer machine the file says so
 * loudly and its concurrency tests are skipped, never passed.
 */
export function postgresTarget(): DatabaseTarget | undefined {
  const target = databaseTargets().find((candidate) => candidate.name === 'postgres');
  if (!target && process.env.CI === 'true') {
    throw new Error('DATABASE_URL is not set: the concurrency tests need PostgreSQL (CI never skips them).');
  }
  if (!target) console.warn('DATABASE_URL is not set: concurrency tests are skipped on this machine.');
  return target;
}
