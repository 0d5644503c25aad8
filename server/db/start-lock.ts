import pg from 'pg';
import type { Database } from './database';

/** Any fixed number: the advisory lock of the work a start does once per database (the demo content). */
const START_LOCK_KEY = 7_314_215_002;

/**
 * Runs `run` while no other node starting on the same PostgreSQL runs its own: what a start makes when it is
 * missing (the demo survey and its sample responses) is checked and made in one go, so nodes started together
 * make it once. The lock is held on a connection of its own while `run` works on the others; PGlite is one
 * process, so there it simply runs.
 */
export async function oneStartAtATime<T>(db: Database, run: () => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return run();
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
