import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotaCounts, responses } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { postgresTarget } from '../support/postgres-only';
import { completeBody, listQuotas, postSave, quotaSurvey, saveQuota } from './fixture';

const postgres = postgresTarget();

/**
 * 500 respondents completing into one cell of target 100 at once, through the real save route on
 * PostgreSQL's pool (ten transactions really side by side): exactly 100 counted, 400 kept as Overquota,
 * none lost; then every one of them replayed at once, and nothing moves.
 */
describe.skipIf(!postgres)('quota race on postgres', () => {
  const ctx = useTestApp(postgres as NonNullable<typeof postgres>);

  it('never overshoots a target and never counts a replay', async () => {
    const survey = await quotaSurvey(ctx().app);
    const saved = await saveQuota(ctx().app, survey.token, {
      surveyId: survey.surveyId,
      name: '男性 100',
      questionIds: [survey.genderId],
      whenFull: 'finishOverquota',
      cells: [{ optionIds: [survey.male], target: 100 }],
    });
    expect(saved.status, saved.envelope.message).toBe(200);
    const bodies = Array.from({ length: 500 }, () => completeBody(survey, { gender: survey.male }));
    const results = await Promise.all(bodies.map((body) => postSave(ctx().app, body)));
    expect(results.map((result) => result.status)).toEqual(Array(500).fill(200));
    const statuses = results.map((result) => result.envelope.data.sampleStatus);
    expect(statuses.filter((status) => status === 'Complete').length).toBe(100);
    expect(statuses.filter((status) => status === 'Overquota').length).toBe(400);

    const check = async () => {
      const [quota] = await listQuotas(ctx().app, survey.token, survey.surveyId);
      expect(quota?.cells.map((cell) => cell.counted)).toEqual([100]);
      const [rows] = await ctx()
        .db.select({ n: count() })
        .from(quotaCounts)
        .where(eq(quotaCounts.quotaId, saved.envelope.data.id));
      expect(rows?.n).toBe(100);
      const stored = await ctx()
        .db.select({ sampleStatus: responses.sampleStatus, n: count() })
        .from(responses)
        .where(and(eq(responses.surveyId, survey.surveyId), eq(responses.status, 'complete')))
        .groupBy(responses.sampleStatus);
      expect(Object.fromEntries(stored.map((row) => [row.sampleStatus, row.n]))).toEqual({
        Complete: 100,
        Overquota: 400,
      });
    };
    await check();
    const replays = await Promise.all(bodies.map((body) => postSave(ctx().app, body)));
    expect(replays.map((result) => result.envelope.data.sampleStatus)).toEqual(statuses);
    await check();
  }, 120_000);
});
