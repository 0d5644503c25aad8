import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createUser } from '../../server/accounts/service';
import { type Database, type DatabaseHandle, openDatabase } from '../../server/db/database';
import { surveys } from '../../server/db/schema';
import { benchQuestions, buildSampleSurvey } from '../../server/seed/sample-survey';

/**
 * The database a bench runs on: PostgreSQL when DATABASE_URL is set (a fresh database named after the bench,
 * dropped at the end; or BENCH_DB=<name>, kept with its generated responses for the next run, since making
 * 100 000 responses takes many minutes), else an in-memory PGlite.
 */
export async function openBenchDatabase(
  prefix: string,
): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return { ...(await openDatabase({ kind: 'memory' })), drop: async () => {} };
  const kept = process.env.BENCH_DB;
  const name = kept ?? `${prefix}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    drop: async () => {
      if (kept) return;
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}

/** The bench's 50-question survey (the generator's bench variant) named `name`: the kept one, or a new one. */
export async function benchSurvey(db: Database, name: string, userName: string): Promise<string> {
  const [found] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(eq(surveys.surveyName, name))
    .limit(1);
  if (found) return found.id;
  const user = await createUser(db, { userName, password: 'Bench-passw0rd' });
  return (await buildSampleSurvey(db, user.userId, benchQuestions(50), name)).surveyId;
}
