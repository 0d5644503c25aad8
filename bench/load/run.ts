import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { type DatabaseHandle, openDatabase, pgliteDirectory } from '../../server/db/database';
import { queryRows } from '../../server/db/raw';
import { ANSWER_API, type SaveAnswersRequestInput } from '../../src/core/api/answer';
import { type BenchSurvey, publishBenchSurvey } from '../save/survey';
import { openBenchDatabase } from '../support/benchDatabase';
import {
  captureStatements,
  copiesOfResponse,
  newResponseEach,
  ONE_ROW_TABLE,
  oneRowScript,
  pgbenchScript,
  type SentStatement,
  storedResponseAtRandom,
} from './capture';
import { type BenchNode, startNode } from './node';
import { pgbench } from './pgbench';
import {
  loadSaves,
  loadSavesOnNodes,
  newResponseSave,
  newResponses,
  type SaveFigures,
  storedResponses,
  updateSave,
  updatesOf,
} from './saves';

/**
 * Answer saves under load (issue 15): saves of a 20-question response, sent by autocannon to real server
 * processes, on PostgreSQL (one node, then two) beside pgbench on the same database in the same run —
 * one-row inserts, and the very statements one save issues, captured from the driver — and on the embedded
 * database. Two kinds of save: a new response's first, and an update (a later save of a stored response).
 * The figure is saves/s ÷ the same statements' pgbench rate. Env: DATABASE_URL (the admin URL; the bench
 * makes and drops a database of its own), SECONDS (20), CONNECTIONS (32), BENCH_DATABASES (postgres,pglite),
 * PROFILE=<dir> (the first node under --cpu-prof).
 */
const SECONDS = Number(process.env.SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const WARM_UP_SECONDS = 3;
/** Stored responses the updates take in turn (and pgbench's copies): far more than connections. */
const UPDATED_RESPONSES = { postgres: 2000, pglite: 300 };
/** The captured updates' sequences: values no other parameter of the statements has (see pgbenchScript). */
const CAPTURED_SEQUENCES = [7_000_001, 7_000_002];
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');

/** Publishes the bench survey on the database the nodes will use, in this process, and warms nothing else. */
async function prepareSurvey(
  handle: DatabaseHandle,
): Promise<{ survey: BenchSurvey; app: Awaited<ReturnType<typeof buildApp>> }> {
  const app = await buildApp({ db: handle.db });
  return { survey: await publishBenchSurvey(app), app };
}

async function checkedSave(url: string, survey: BenchSurvey): Promise<void> {
  const response = await fetch(`${url}${ANSWER_API.save}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newResponseSave(survey, randomUUID())),
  });
  const envelope = (await response.json()) as { code: number; message: string };
  if (envelope.code !== 200) throw new Error(`the bench's save is refused: ${envelope.message}`);
}

const row = (figures: SaveFigures) => ({
  'saves/s': figures.perSecond.toFixed(0),
  p50: `${figures.p50} ms`,
  p99: `${figures.p99} ms`,
  refused: figures.refused,
});

/** On one node: new-response saves, then updates of `responses` stored responses, each after a warm-up. */
async function newSavesThenUpdates(
  url: string,
  survey: BenchSurvey,
  responses: number,
): Promise<[SaveFigures, SaveFigures]> {
  await checkedSave(url, survey);
  await loadSaves(url, newResponses(survey), CONNECTIONS, WARM_UP_SECONDS);
  const created = await loadSaves(url, newResponses(survey), CONNECTIONS, SECONDS);
  const updates = updatesOf(survey, await storedResponses(url, survey, responses));
  await loadSaves(url, updates, CONNECTIONS, WARM_UP_SECONDS);
  return [created, await loadSaves(url, updates, CONNECTIONS, SECONDS)];
}

function printStatements(what: string, statements: readonly SentStatement[]): void {
  console.log(`${what} issues ${statements.length} statements (round trips):`);
  for (const { text } of statements) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
}

async function onNodes<T>(
  count: number,
  start: () => Promise<BenchNode>,
  work: (nodes: BenchNode[]) => Promise<T>,
) {
  const nodes: BenchNode[] = [];
  try {
    for (let index = 0; index < count; index++) nodes.push(await start());
    return await work(nodes);
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

async function benchPostgres(adminUrl: string): Promise<void> {
  const handle = await openBenchDatabase('load');
  const workDir = mkdtempSync(join(tmpdir(), 'wenda-load-'));
  try {
    const { survey, app } = await prepareSurvey(handle);
    const captured = (payload: SaveAnswersRequestInput) =>
      captureStatements(async () => {
        const response = await app.inject({ method: 'POST', url: ANSWER_API.save, payload });
        if (response.json().code !== 200) throw new Error(`capture save refused: ${response.body}`);
      });
    // The statements of one new-response save, release already cached as in a running node.
    await captured(newResponseSave(survey, randomUUID()));
    const responseId = randomUUID();
    const statements = await captured(newResponseSave(survey, responseId));
    // And of its updates, in either wording (updatesOf), which pgbench replays on copies of the response.
    const updateStatements: SentStatement[][] = [];
    for (const [index, seq] of CAPTURED_SEQUENCES.entries())
      updateStatements.push(await captured(updateSave(survey, responseId, seq, index === 1)));
    await app.close();
    await handle.db.execute(sql.raw(ONE_ROW_TABLE));
    const url = new URL(adminUrl);
    const [named] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    url.pathname = `/${named?.name}`;
    const databaseUrl = url.toString();
    const prefix = `b${Date.now().toString(36)}-`;
    const start = () =>
      startNode({ databaseUrl, dataDir: workDir, cpuProfileDir: process.env.PROFILE || undefined });

    const [oneNode, oneNodeUpdates] = await onNodes(1, start, ([node]) =>
      newSavesThenUpdates(node!.url, survey, UPDATED_RESPONSES.postgres),
    );
    const oneRow = await pgbench(
      databaseUrl,
      oneRowScript(`${prefix}1-`),
      workDir,
      'one-row',
      CONNECTIONS,
      SECONDS,
    );
    const sameStatements = await pgbench(
      databaseUrl,
      pgbenchScript(statements, responseId, newResponseEach(`${prefix}s-`)),
      workDir,
      'save-statements',
      CONNECTIONS,
      SECONDS,
    );
    for (const copy of copiesOfResponse(responseId, `${prefix}u-`, UPDATED_RESPONSES.postgres))
      await handle.db.execute(sql.raw(copy));
    const since = Date.now();
    const sameUpdateStatements = await pgbench(
      databaseUrl,
      updateStatements.map((captured, index) =>
        pgbenchScript(
          captured,
          responseId,
          storedResponseAtRandom(`${prefix}u-`, UPDATED_RESPONSES.postgres),
          { value: CAPTURED_SEQUENCES[index] as number, since },
        ),
      ),
      workDir,
      'update-statements',
      CONNECTIONS,
      SECONDS,
    );
    // Two nodes run as several nodes must: rate limits and sessions shared through Redis (REDIS_URL), under
    // a key prefix of this run.
    const redisUrl = process.env.REDIS_URL || undefined;
    const twoNodes = await onNodes(
      2,
      () => startNode({ databaseUrl, dataDir: workDir, redisUrl, redisPrefix: `wenda-bench-${prefix}` }),
      async (nodes) => {
        await loadSavesOnNodes(
          nodes.map((node) => node.url),
          newResponses(survey),
          CONNECTIONS / 2,
          WARM_UP_SECONDS,
        );
        return loadSavesOnNodes(
          nodes.map((node) => node.url),
          newResponses(survey),
          CONNECTIONS / 2,
          SECONDS,
        );
      },
    );

    console.log(`\nPostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s each, saves of 20 answers`);
    console.log(
      `two nodes share rate limits and sessions: ${redisUrl ? `in Redis at ${redisUrl}` : 'no (set REDIS_URL)'}`,
    );
    printStatements('a new-response save', statements);
    printStatements('an update', updateStatements[0] ?? []);
    console.table({
      'new-response saves, one node': row(oneNode),
      'updates, one node': row(oneNodeUpdates),
      [`new-response saves, two nodes (${CONNECTIONS / 2} connections each, ${redisUrl ? 'Redis' : 'no Redis'})`]:
        row(twoNodes),
    });
    console.table({
      'pgbench one-row insert': {
        'tx/s': oneRow.perSecond.toFixed(0),
        'mean latency': `${oneRow.meanLatencyMs} ms`,
        failed: oneRow.failed,
      },
      'pgbench same statements as a save': {
        'tx/s': sameStatements.perSecond.toFixed(0),
        'mean latency': `${sameStatements.meanLatencyMs} ms`,
        failed: sameStatements.failed,
      },
      'pgbench same statements as an update': {
        'tx/s': sameUpdateStatements.perSecond.toFixed(0),
        'mean latency': `${sameUpdateStatements.meanLatencyMs} ms`,
        failed: sameUpdateStatements.failed,
      },
    });
    const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;
    console.log(
      `one node ÷ same statements: ${ratio(oneNode.perSecond, sameStatements.perSecond)} (goal ≥ 0.5×, p99 ≤ 50 ms)`,
    );
    console.log(
      `updates, one node ÷ same statements: ${ratio(oneNodeUpdates.perSecond, sameUpdateStatements.perSecond)}`,
    );
    console.log(`two nodes ÷ same statements: ${ratio(twoNodes.perSecond, sameStatements.perSecond)}`);
    console.log(`one node ÷ one-row inserts: ${ratio(oneNode.perSecond, oneRow.perSecond)}`);
  } finally {
    await handle.close();
    await handle.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wenda-load-pglite-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', directory: pgliteDirectory(dataDir) });
    const { survey, app } = await prepareSurvey(handle);
    await app.close();
    await handle.close();
    const [figures, updates] = await onNodes(
      1,
      () => startNode({ dataDir }),
      ([node]) => newSavesThenUpdates(node!.url, survey, UPDATED_RESPONSES.pglite),
    );
    console.log(`\nPGlite (embedded, on disk): ${CONNECTIONS} connections, ${SECONDS} s`);
    console.table({ 'new-response saves, one node': row(figures), 'updates, one node': row(updates) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.DATABASE_URL;
if (databases.includes('postgres')) {
  if (adminUrl) await benchPostgres(adminUrl);
  else console.log('PostgreSQL skipped: set DATABASE_URL (an admin URL; the bench makes its own database)');
}
if (databases.includes('pglite')) await benchPglite();
