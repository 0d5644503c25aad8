import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type LoadedRelease, loadedReleaseOf } from '../../../../server/answers/survey-release';
import type { Database } from '../../../../server/db/database';
import { releases, surveys } from '../../../../server/db/schema';
import { publishSurvey } from '../../../../server/publish/release';
import { insertSampleResponses, type SampleResponse } from '../../../../server/seed/sample-responses';
import { buildSampleSurvey } from '../../../../server/seed/sample-survey';
import { readRelease } from '../../../../src/core/model';
import { register } from '../../support/app';
import { call } from '../../support/http';

/**
 * A survey of every summary kind, published twice (versions 1 and 2, the same questions), with generated
 * responses to both: the data set of the statistics tests. The responses the generator handed over are
 * kept to compute expected figures from.
 */
export type StatsFixture = {
  token: string;
  userId: string;
  surveyId: string;
  release: LoadedRelease;
  responses: SampleResponse[];
};

export const START = new Date('2026-03-01T00:00:00Z');

export async function statsFixture(
  app: FastifyInstance,
  db: Database,
  counts = [1000, 300],
): Promise<StatsFixture> {
  const user = await register(app);
  const { surveyId } = await buildSampleSurvey(db, user.userId);
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw new Error('no survey');
  await db.transaction((tx) => publishSurvey(tx, survey, 'zh'));
  const responses: SampleResponse[] = [];
  for (const [index, count] of counts.entries()) {
    await insertSampleResponses(db, surveyId, {
      count,
      seed: `stats-${index}`,
      versions: [index + 1],
      startDate: START,
      days: 10,
      batchSize: 300,
      onResponse: (response) => {
        responses.push(response);
      },
    });
  }
  const rows = await db.select().from(releases).where(eq(releases.surveyId, surveyId));
  const latest = rows.sort((left, right) => right.version - left.version)[0];
  return {
    token: user.token,
    userId: user.userId,
    surveyId,
    release: loadedReleaseOf(readRelease(latest?.snapshot)),
    responses,
  };
}

export async function post<T>(app: FastifyInstance, path: string, token: string | undefined, body: unknown) {
  return call<T>(app, 'POST', path, { token, body });
}

export async function ok<T>(app: FastifyInstance, path: string, token: string, body: unknown): Promise<T> {
  const result = await post<T>(app, path, token, body);
  expect(result.status, result.envelope.message).toBe(200);
  return result.envelope.data;
}
