import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { queryRows } from '../../server/db/raw';
import { rowCells } from '../../server/results/exports/cells';
import { writeCsv } from '../../server/results/exports/csv';
import { EXPORT_PAGE_SIZE } from '../../server/results/exports/read-rows';
import { columnModelOf, writeExport } from '../../server/results/exports/write';
import { writeXlsx } from '../../server/results/exports/xlsx';
import {
  generateSampleResponses,
  insertSampleResponses,
  releasesOf,
  responseCount,
  sampleAsExportResponse,
} from '../../server/seed/sample-responses';
import { type ExportFormat, exportRequestSchema } from '../../src/core/api/results';
import { benchSurvey, openBenchDatabase } from '../support/benchDatabase';

/**
 * Export throughput and memory: a 50-question survey (the generator's bench variant), 10 000 then 100 000
 * responses, each exported as CSV, XLSX and SPSS (.sav) with the job's own writer. Prints time, rows/s,
 * file size and the process's peak RSS during the export (sampled every 20 ms) above the RSS before it.
 * PostgreSQL when DATABASE_URL is set (a fresh database is made and dropped), else an in-memory PGlite.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/export/run.ts
 * STEPS=10000,100000 and FORMATS=csv,xlsx,sav change what is measured. BENCH_DB=<name> keeps the PostgreSQL
 * database (and its generated responses) for the next run instead of dropping it.
 */
const STEPS = (process.env.STEPS ?? '10000,100000').split(',').map(Number);
const FORMATS = (process.env.FORMATS ?? 'csv,xlsx,sav').split(',') as ExportFormat[];

async function main() {
  const handle = await openBenchDatabase('wenda_bench_export');
  const dir = await mkdtemp(join(tmpdir(), 'wenda-export-bench-'));
  try {
    const { db } = handle;
    const surveyId = await benchSurvey(db, BENCH_SURVEY, 'bench-exporter');
    console.log(`database: ${handle.kind}; survey of 50 questions`);
    await writersAlone(db, surveyId, dir);
    console.log('rows     format  seconds   rows/s    MB file  RSS before  peak RSS  (MB)');
    let inserted = await responseCount(db, surveyId);
    for (const step of STEPS) {
      const started = Date.now();
      if (step > inserted)
        await insertSampleResponses(db, surveyId, {
          count: step - inserted,
          seed: `bench-${inserted}`,
          batchSize: 500,
          invalidRate: 0,
        });
      inserted = Math.max(inserted, step);
      // Fresh statistics, as autovacuum would have them by the time anyone exports a grown survey.
      await db.execute(sql`analyze responses`);
      await db.execute(sql`analyze response_items`);
      console.log(`(generated up to ${step} responses in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      for (const format of FORMATS) {
        // Exactly `step` responses, also when a kept database holds more.
        const request = exportRequestSchema.parse({
          surveyId,
          format,
          filter: { invalid: 'include', to: await startOfRow(db, surveyId, step) },
        });
        const path = join(dir, `export-${step}.${format}`);
        (globalThis as { gc?: () => void }).gc?.();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 20);
        const t0 = performance.now();
        const result = await writeExport(db, path, request, 'zh', {
          started: async () => {},
          page: async () => {
            peak = Math.max(peak, process.memoryUsage().rss);
          },
        });
        const seconds = (performance.now() - t0) / 1000;
        clearInterval(sampler);
        const { size } = await stat(path);
        await rm(path);
        const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1).padStart(8);
        console.log(
          `${String(result.rows).padEnd(8)} ${format.padEnd(6)} ${seconds.toFixed(2).padStart(8)} ${Math.round(
            result.rows / seconds,
          )
            .toString()
            .padStart(8)}  ${mb(size)} ${mb(before)}    ${mb(peak)}`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await handle.close();
    await handle.drop();
  }
}

/**
 * The writers without the database: 10 000 responses made in memory by the generator, written as CSV and
 * XLSX, so the figures below can be split into reading and writing.
 */
async function writersAlone(db: Database, surveyId: string, dir: string): Promise<void> {
  const request = exportRequestSchema.parse({ surveyId, format: 'csv' });
  const model = await columnModelOf(db, request, 'zh');
  const releases = await releasesOf(db, surveyId);
  const count = 10_000;
  const rows = function* () {
    for (const { response } of generateSampleResponses(releases, { count, seed: 'writers' })) {
      yield rowCells(model.columns, sampleAsExportResponse(response), 'codes');
    }
  };
  const header = model.columns.map((column) => column.name);
  const materialised = [...rows()];
  for (const [format, write] of [
    ['csv', (path: string) => writeCsv(path, header, toAsync(pagesOf(materialised)))],
    ['xlsx', (path: string) => writeXlsx(path, [{ name: 'data', rows: [header, ...materialised] }])],
  ] as const) {
    const path = join(dir, `writers.${format}`);
    const t0 = performance.now();
    await write(path);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `writer alone: ${format} ${count} rows × ${header.length} columns in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} rows/s`,
    );
    await rm(path);
  }
}

async function* toAsync<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}

/** Rows in pages of the export's size, as the CSV writer takes them. */
function* pagesOf<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += EXPORT_PAGE_SIZE)
    yield rows.slice(start, start + EXPORT_PAGE_SIZE);
}

const BENCH_SURVEY = '导出基准 / Export bench';

/** The start time just after the step-th response by start time (the filter's `to` is exclusive). */
async function startOfRow(db: Database, surveyId: string, step: number): Promise<string | undefined> {
  const [row] = await queryRows<{ at: Date | string }>(
    db,
    sql`select started_at as at from responses where survey_id = ${surveyId} order by started_at offset ${step} limit 1`,
  );
  return row ? new Date(row.at).toISOString() : undefined;
}

await main();
