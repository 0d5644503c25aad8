import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LoadedRelease, loadedReleaseOf } from '../../../../server/answers/survey-release';
import type { Database } from '../../../../server/db/database';
import { releases } from '../../../../server/db/schema';
import { jobsIdle } from '../../../../server/results/exports/jobs';
import { columnModelOf } from '../../../../server/results/exports/write';
import { insertSampleResponses, type SampleResponse } from '../../../../server/seed/sample-responses';
import { buildSampleSurvey } from '../../../../server/seed/sample-survey';
import {
  type ExportJob,
  type ExportRequest,
  exportRequestSchema,
  RESULTS_API,
} from '../../../../src/core/api/results';
import { readRelease } from '../../../../src/core/model';
import type { ColumnModel } from '../../../../src/questions/shared/exportColumns';
import { register } from '../../support/app';
import { call } from '../../support/http';

export type ExportFixture = {
  token: string;
  userId: string;
  surveyId: string;
  release: LoadedRelease;
  /** What the generator stored, by response id. */
  responses: Map<string, SampleResponse>;
};

export async function exportFixture(
  app: FastifyInstance,
  db: Database,
  count: number,
): Promise<ExportFixture> {
  const user = await register(app);
  const { surveyId } = await buildSampleSurvey(db, user.userId, undefined, '样本问卷 满意度调查');
  const responses = new Map<string, SampleResponse>();
  await insertSampleResponses(db, surveyId, {
    count,
    seed: 'exports',
    startDate: new Date('2026-03-01T00:00:00Z'),
    days: 5,
    invalidRate: 0.1,
    onResponse: (response) => {
      responses.set(response.id, response);
    },
  });
  const [row] = await db.select().from(releases).where(eq(releases.surveyId, surveyId));
  return {
    token: user.token,
    userId: user.userId,
    surveyId,
    release: loadedReleaseOf(readRelease(row?.snapshot)),
    responses,
  };
}

/** The column model the server exports the survey with (names by the SPSS rule, labels in zh). */
export function modelOf(db: Database, surveyId: string): Promise<ColumnModel> {
  return columnModelOf(db, exportRequestSchema.parse({ surveyId, format: 'csv' }), 'zh');
}

/** Starts an export through the API, waits for it and returns the finished job and the file's bytes. */
export async function runExport(
  app: FastifyInstance,
  token: string,
  body: Partial<ExportRequest> & { surveyId: string; format: ExportRequest['format'] },
): Promise<{ job: ExportJob; file: Buffer; headers: Record<string, unknown> }> {
  const started = await call<ExportJob>(app, 'POST', RESULTS_API.exports, { token, body });
  expect(started.status, started.envelope.message).toBe(200);
  expect(['queued', 'running']).toContain(started.envelope.data.status);
  await jobsIdle();
  const listed = await call<ExportJob[]>(app, 'GET', `${RESULTS_API.exports}?surveyId=${body.surveyId}`, {
    token,
  });
  const job = listed.envelope.data.find((item) => item.jobId === started.envelope.data.jobId);
  expect(job?.status, job?.error ?? '').toBe('done');
  const file = await download(app, token, started.envelope.data.jobId);
  expect(file.statusCode).toBe(200);
  return { job: job as ExportJob, file: file.rawPayload, headers: file.headers };
}

export function download(app: FastifyInstance, token: string | undefined, jobId: string) {
  return app.inject({
    method: 'GET',
    url: `${RESULTS_API.exportFile}?jobId=${jobId}`,
    headers: token ? { token } : {},
  });
}

/** The generated responses an export of the default filter holds (invalid ones left out), in id order. */
export function expectedResponses(
  fixture: ExportFixture,
  keep: (r: SampleResponse) => boolean = (r) => !r.invalidAt,
) {
  return [...fixture.responses.values()]
    .filter(keep)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
