import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cachedRelease } from '../../../../server/answers/survey-release';
import { responseItems, responses } from '../../../../server/db/schema';
import {
  generateSampleResponses,
  insertSampleResponses,
  type SampleResponse,
} from '../../../../server/seed/sample-responses';
import { buildSampleSurvey } from '../../../../server/seed/sample-survey';
import { entryForQuestion } from '../../../../src/questions/catalogue';
import { register, useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';

describe.each(databaseTargets())('sample responses ($name)', (target) => {
  const ctx = useTestApp(target);

  it('stores what it hands to the callback, deterministically, for every family of the survey', async () => {
    const { app, db } = ctx();
    const user = await register(app);
    const { surveyId, version } = await buildSampleSurvey(db, user.userId);
    const seen: SampleResponse[] = [];
    const result = await insertSampleResponses(db, surveyId, {
      count: 120,
      seed: 'callback',
      batchSize: 50,
      onResponse: (response) => {
        seen.push(response);
      },
    });
    expect(result.responses).toBe(120);
    expect(seen).toHaveLength(120);
    const stored = await db.select().from(responses).where(eq(responses.surveyId, surveyId));
    expect(stored).toHaveLength(120);
    const [items] = await db
      .select({
        count: sql<number>`count(*)::int`,
        missingSurvey: sql<number>`count(*) filter (where ${responseItems.surveyId} <> ${surveyId})::int`,
      })
      .from(responseItems)
      .innerJoin(responses, eq(responses.id, responseItems.responseId))
      .where(eq(responses.surveyId, surveyId));
    expect(items?.count).toBe(result.itemRows);
    expect(items?.missingSurvey).toBe(0);

    // Every answered family of the release is answered by someone, with its own kind of value.
    const release = await cachedRelease(db, surveyId, version);
    const answeredIds = new Set(seen.flatMap((response) => Object.keys(response.answers)));
    for (const question of release?.questionById.values() ?? []) {
      if (entryForQuestion(question)?.results)
        expect(answeredIds, question.catalogKey).toContain(question.id);
    }
    const statuses = new Set(seen.map((response) => `${response.status}/${response.sampleStatus}`));
    expect(statuses).toContain('in-progress/null');
    expect(statuses).toContain('complete/Complete');

    // The same seed gives the same responses; another seed others.
    const loaded = release ? [release] : [];
    const options = { count: 30, seed: 'same', startDate: new Date('2026-01-01T00:00:00Z') };
    const once = [...generateSampleResponses(loaded, options)];
    const twice = [...generateSampleResponses(loaded, options)];
    const other = [...generateSampleResponses(loaded, { ...options, seed: 'other' })];
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(once));
  });
});
