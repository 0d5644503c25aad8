import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createUser } from '../../server/accounts/service';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { writeExport } from '../../server/results/exports/write';
import { insertSampleResponses } from '../../server/seed/sample-responses';
import { benchQuestions, buildSampleSurvey } from '../../server/seed/sample-survey';
import { type ExportFormat, exportRequestSchema } from '../../src/core/api/results';

/**
 * Export throughput and memory: a 50-question survey (the generator's bench variant), 10 000 then 100 000
 * responses, each exported as CSV, XLSX and SPSS (.sav) with the job's own writer. Prints time, rows/s,
 * file size and the process's peak RSS during the export (sampled every 20 ms) above the RSS before it.
 * PostgreSQL when DATABASE_URL is set (a fresh database is made and dropped), else an in-memory PGlite.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/export/run.ts
 * STEPS=10000,100000 and FORMATS=csv,xlsx,sav change what is measured.
 */
const STEPS = (process.env.STEPS ?? '10000,100000').split(',').map(Number);
const FORMATS = (process.env.FORMATS ?? 'csv,xlsx,sav').split(',') as ExportFormat[];

async function open(): Promise<DatabaseHandle & { drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return { ...(await openDatabase({ kind: 'memory' })), drop: async () => {} };
  const name = `wenda_bench_export_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}

async function main() {
  const handle = await open();
  const dir = await mkdtemp(join(tmpdir(), 'wenda-export-bench-'));
  try {
    const { db } = handle;
    const user = await createUser(db, { userName: 'bench-exporter', password: 'Bench-passw0rd' });
    const { surveyId } = await buildSampleSurvey(
      db,
      user.userId,
      benchQuestions(50),
      '导出基准 / Export bench',
    );
    console.log(`database: ${handle.kind}; survey of 50 questions`);
    console.log('rows     format  seconds   rows/s    MB file  RSS before  peak RSS  (MB)');
    let inserted = 0;
    for (const step of STEPS) {
      const started = Date.now();
      await insertSampleResponses(db, surveyId, {
        count: step - inserted,
        seed: `bench-${inserted}`,
        batchSize: 500,
        invalidRate: 0,
      });
      inserted = step;
      console.log(`(generated ${step} responses in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      for (const format of FORMATS) {
        const request = exportRequestSchema.parse({ surveyId, format, filter: { invalid: 'include' } });
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

await main();
