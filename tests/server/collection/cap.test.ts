import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { responses } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { getLimits, inHours, limitedSurvey, loadSurvey, responseBody, sendSave, setLimits } from './fixture';

/**
 * The cap on complete responses. Once the survey holds that many (Complete or Overquota), the load says
 * full. Nothing collected is thrown away: a response started before the survey became full is still taken
 * and, completing past the cap, kept as Overquota; a NEW response started after it became full (after the
 * completion that reached the cap) is refused. A cap raised later opens the survey again.
 */
describe.each(databaseTargets())('cap on complete responses ($name)', (target) => {
  const ctx = useTestApp(target);

  it('fills at the cap, keeps late completions as Overquota, and refuses responses started after', async () => {
    const survey = await limitedSurvey(ctx().app);
    await setLimits(ctx().app, survey, { maxCompletes: 2 });
    // Begun before the survey fills, one finishing only later.
    const slow = responseBody(survey, { status: 'in-progress', startedAt: inHours(-3) });
    expect((await sendSave(ctx().app, slow)).status).toBe(200);
    const startedEarly = responseBody(survey, { startedAt: inHours(-2) });

    for (const hoursAgo of [-1, -0.5]) {
      const done = await sendSave(ctx().app, responseBody(survey, { startedAt: inHours(hoursAgo) }));
      expect(done.envelope.data).toMatchObject({ status: 'complete', sampleStatus: 'Complete' });
    }
    // A Screenout ends the response without counting toward the cap.
    const screened = await sendSave(ctx().app, {
      ...responseBody(survey, { startedAt: inHours(-0.4) }),
      sampleStatus: 'Screenout',
    });
    expect(screened.status, screened.envelope.message).toBe(200);
    expect((await getLimits(ctx().app, survey.token, survey.surveyId)).envelope.data.completes).toBe(2);

    const full = await loadSurvey(ctx().app, survey.surveyId);
    expect(full.status).toBe(403);
    expect(full.envelope.data).toEqual({ reason: 'full' });
    expect(full.envelope.message).toContain('问卷已收满答卷');

    // Already on the server, completing now: kept as Overquota.
    const slowDone = await sendSave(ctx().app, { ...slow, seq: 2, status: 'complete' });
    expect(slowDone.status, slowDone.envelope.message).toBe(200);
    expect(slowDone.envelope.data).toMatchObject({ status: 'complete', sampleStatus: 'Overquota' });
    // New to the server but started before the survey filled (delivered late): kept as Overquota too.
    const early = await sendSave(ctx().app, startedEarly);
    expect(early.envelope.data).toMatchObject({ status: 'complete', sampleStatus: 'Overquota' });
    // Started after the survey filled: refused.
    const late = await sendSave(ctx().app, responseBody(survey), undefined, 'en');
    expect(late.status).toBe(403);
    expect(late.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'full' });
    expect(late.envelope.message).toContain('all the responses it needs');

    const rows = await ctx()
      .db.select({ sampleStatus: responses.sampleStatus })
      .from(responses)
      .where(eq(responses.surveyId, survey.surveyId));
    expect(rows.map((row) => row.sampleStatus).sort()).toEqual([
      'Complete',
      'Complete',
      'Overquota',
      'Overquota',
      'Screenout',
    ]);
    // The Overquota ones count too: the survey stays full until the cap is raised past them.
    await setLimits(ctx().app, survey, { maxCompletes: 4 });
    expect((await loadSurvey(ctx().app, survey.surveyId)).status).toBe(403);
    await setLimits(ctx().app, survey, { maxCompletes: 5 });
    expect((await loadSurvey(ctx().app, survey.surveyId)).status).toBe(200);
    const again = await sendSave(ctx().app, responseBody(survey));
    expect(again.envelope.data).toMatchObject({ sampleStatus: 'Complete' });
  });

  // On PostgreSQL the saves' transactions really run side by side (PGlite runs one at a time, where this
  // only checks the counting): without the lock on the limits row, 10 of 12 ended Complete.
  it('holds the cap when completions arrive together', async () => {
    const survey = await limitedSurvey(ctx().app);
    await setLimits(ctx().app, survey, { maxCompletes: 3 });
    const bodies = Array.from({ length: 12 }, () => responseBody(survey, { startedAt: inHours(-1) }));
    const results = await Promise.all(bodies.map((body) => sendSave(ctx().app, body)));
    expect(results.map((result) => result.status)).toEqual(Array(12).fill(200));
    const statuses = results.map((result) => result.envelope.data.sampleStatus);
    expect(statuses.filter((status) => status === 'Complete').length).toBe(3);
    expect(statuses.filter((status) => status === 'Overquota').length).toBe(9);
  });
});
