import { sql } from 'drizzle-orm';
import { overviewOf } from '../../server/results/stats/overview';
import { questionSummaries } from '../../server/results/stats/summaries';
import { insertSampleResponses, responseCount } from '../../server/seed/sample-responses';
import { type ResultsFilter, resultsFilterSchema } from '../../src/core/api/results';
import { benchSurvey, openBenchDatabase } from '../support/benchDatabase';

/**
 * Statistics speed: a 50-question survey (the generator's bench variant) with COUNT responses (100 000 by
 * default), then the overview and the summaries of all 50 questions, each timed as the median of RUNS runs,
 * without a filter and with a combined one. Goal: all 50 summaries of 100 000 responses in ≤ 1 s on
 * PostgreSQL. PostgreSQL when DATABASE_URL is set (a fresh database, dropped at the end, or BENCH_DB=<name>
 * kept with its responses for the next run, which tops it up to COUNT), else PGlite.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/results/run.ts
 *   COUNT=20000 RUNS=5 npx tsx bench/results/run.ts
 */
const COUNT = Number(process.env.COUNT ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);

async function medianMs(run: () => Promise<unknown>): Promise<{ median: number; first: number }> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const first = times[0] ?? 0;
  times.sort((left, right) => left - right);
  return { median: times[Math.floor(times.length / 2)] ?? 0, first };
}

async function main() {
  const handle = await openBenchDatabase('wenda_bench_results');
  try {
    const { db } = handle;
    const surveyId = await benchSurvey(db, '统计基准 / Stats bench', 'bench-results');
    const held = await responseCount(db, surveyId);
    const started = Date.now();
    if (held < COUNT)
      await insertSampleResponses(db, surveyId, {
        count: COUNT - held,
        seed: `bench-${held}`,
        batchSize: 500,
        startDate: new Date('2026-01-01T00:00:00Z'),
        days: 60,
      });
    console.log(
      `database: ${handle.kind}; 50 questions; ${Math.max(held, COUNT)} responses (${Math.max(0, COUNT - held)} generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    // No ANALYZE here: the statistics make sure of the planner's estimates themselves (stats/planner.ts),
    // and the first run (in brackets) includes that.

    const filters: [string, ResultsFilter][] = [
      ['no filter', resultsFilterSchema.parse({})],
      [
        'filtered ',
        resultsFilterSchema.parse({
          statuses: ['complete'],
          languages: ['zh', 'en'],
          from: '2026-01-10T00:00:00Z',
          to: '2026-02-20T00:00:00Z',
        }),
      ],
    ];
    console.log(`median of ${RUNS} runs (first run in brackets), ms:`);
    for (const [name, filter] of filters) {
      const scope = { surveyId, filter };
      const overview = await medianMs(() => overviewOf(db, scope));
      const questions = await medianMs(() => questionSummaries(db, scope, 'zh'));
      console.log(
        `${name}  overview ${overview.median.toFixed(0)} (${overview.first.toFixed(0)})   50 question summaries ${questions.median.toFixed(0)} (${questions.first.toFixed(0)})`,
      );
    }
    // Without a filter the summaries read the tallies kept per block (one UTC day of starts): timed when every
    // block must be counted again (a first look), and after 100 new responses of one day (one block).
    const unfiltered = { surveyId, filter: resultsFilterSchema.parse({}) };
    await db.execute(sql`insert into stale_blocks (survey_id, block)
      select distinct survey_id, (started_at at time zone 'UTC')::date from responses where survey_id = ${surveyId}`);
    let started2 = performance.now();
    await questionSummaries(db, unfiltered, 'zh');
    const recountAll = performance.now() - started2;
    await insertSampleResponses(db, surveyId, {
      count: 100,
      seed: `bench-fresh-${Date.now()}`,
      batchSize: 100,
      startDate: new Date('2026-02-28T00:00:00Z'),
      days: 1,
    });
    started2 = performance.now();
    await questionSummaries(db, unfiltered, 'zh');
    const afterNew = performance.now() - started2;
    console.log(
      `no filter, every block counted again ${recountAll.toFixed(0)} ms; after 100 new responses (one block) ${afterNew.toFixed(0)} ms`,
    );
  } finally {
    await handle.close();
    await handle.drop();
  }
}

await main();
