import { answeredCounts } from '../../server/results/stats/answered';
import { labelledQuestions, newestRelease } from '../../server/results/stats/labels';
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
    const release = await newestRelease(db, surveyId);
    const labelled = release ? await labelledQuestions(db, release, 'zh') : [];
    console.log(`median of ${RUNS} runs (first run in brackets), ms:`);
    for (const [name, filter] of filters) {
      const scope = { surveyId, filter };
      const overview = await medianMs(() => overviewOf(db, scope));
      const questions = await medianMs(() => questionSummaries(db, scope, 'zh'));
      const answered = await medianMs(() =>
        answeredCounts(
          db,
          scope,
          labelled.map((q) => q.question.id),
        ),
      );
      console.log(
        `${name}  overview ${overview.median.toFixed(0)} (${overview.first.toFixed(0)})   50 question summaries ${questions.median.toFixed(0)} (${questions.first.toFixed(0)})   of which answered counts ${answered.median.toFixed(0)}`,
      );
    }
  } finally {
    await handle.close();
    await handle.drop();
  }
}

await main();
