import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionLimits } from '../../../server/db/schema';
import { register, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { getLimits, inHours, limitedSurvey, limitsBody, saveLimits, setLimits } from './fixture';

/**
 * The collection limits' settings calls: read by anyone with access to the survey, saved with the edit right
 * in any survey state; the password is hashed, never sent back (only hasPassword), kept when absent and
 * cleared by null; a close before the open, a cap below 1 and strangers are refused in the caller's language.
 */
describe.each(databaseTargets())('collection limits settings ($name)', (target) => {
  const ctx = useTestApp(target);

  it('reads every limit off at first, saves them on a published survey, and reads them back', async () => {
    const survey = await limitedSurvey(ctx().app);
    const first = await getLimits(ctx().app, survey.token, survey.surveyId);
    expect(first.status, first.envelope.message).toBe(200);
    expect(first.envelope.data).toEqual({
      surveyId: survey.surveyId,
      opensAt: null,
      closesAt: null,
      maxCompletes: null,
      onePerDevice: 0,
      hasPassword: false,
      auditValues: 0,
      interviewLocation: 0,
      completes: 0,
    });
    const opensAt = new Date('2030-01-01T08:00:00.000Z');
    const closesAt = new Date('2030-02-01T08:00:00.000Z');
    const saved = await setLimits(ctx().app, survey, {
      opensAt: '2030-01-01T16:00:00+08:00',
      closesAt: closesAt.toISOString(),
      maxCompletes: 300,
      onePerDevice: 1,
      auditValues: 1,
      password: '  春天2030 ',
    });
    expect(saved).toEqual({
      surveyId: survey.surveyId,
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      maxCompletes: 300,
      onePerDevice: 1,
      hasPassword: true,
      auditValues: 1,
      interviewLocation: 0,
      completes: 0,
    });
    expect((await getLimits(ctx().app, survey.token, survey.surveyId)).envelope.data).toEqual(saved);
    // A client that says nothing of the audit values (one of before them) leaves the setting as it is.
    expect((await setLimits(ctx().app, survey, { maxCompletes: 300, onePerDevice: 1 })).auditValues).toBe(1);
    // Neither the password nor its hash ever leaves the server; the stored hash is argon2id.
    const body = JSON.stringify(saved);
    expect(body).not.toContain('春天');
    expect(body).not.toContain('argon2');
    const [row] = await ctx()
      .db.select()
      .from(collectionLimits)
      .where(eq(collectionLimits.surveyId, survey.surveyId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('keeps the password when absent, replaces it when given, clears it with null', async () => {
    const survey = await limitedSurvey(ctx().app);
    const hashOf = async () =>
      (
        await ctx()
          .db.select({ hash: collectionLimits.passwordHash })
          .from(collectionLimits)
          .where(eq(collectionLimits.surveyId, survey.surveyId))
      )[0]?.hash;
    await setLimits(ctx().app, survey, { password: 'first' });
    const first = await hashOf();
    expect(first).toBeTruthy();
    expect((await setLimits(ctx().app, survey, { maxCompletes: 5 })).hasPassword).toBe(true);
    expect(await hashOf()).toBe(first);
    expect((await setLimits(ctx().app, survey, { password: 'second' })).hasPassword).toBe(true);
    expect(await hashOf()).not.toBe(first);
    const cleared = await setLimits(ctx().app, survey, { password: null });
    expect(cleared.hasPassword).toBe(false);
    expect(await hashOf()).toBeNull();
  });

  it('refuses a close before the open, a cap below 1 and an empty password, naming the field', async () => {
    const survey = await limitedSurvey(ctx().app, false);
    const closeFirst = await saveLimits(
      ctx().app,
      survey.token,
      limitsBody(survey, { opensAt: inHours(48).toISOString(), closesAt: inHours(24).toISOString() }),
    );
    expect(closeFirst.status).toBe(400);
    expect(closeFirst.envelope.data).toMatchObject({ field: 'closesAt' });
    expect(closeFirst.envelope.message).toContain('结束时间必须晚于开始时间');
    const sameTime = inHours(24).toISOString();
    const english = await saveLimits(
      ctx().app,
      survey.token,
      limitsBody(survey, { opensAt: sameTime, closesAt: sameTime }),
      'en',
    );
    expect(english.status).toBe(400);
    expect(english.envelope.message).toContain('The closing time must be after the opening time');
    for (const maxCompletes of [0, -3, 2.5]) {
      const capped = await saveLimits(ctx().app, survey.token, limitsBody(survey, { maxCompletes }), 'en');
      expect(capped.status).toBe(400);
      expect(capped.envelope.data).toMatchObject({ field: 'maxCompletes' });
      expect(capped.envelope.message).toContain('at least 1');
    }
    const empty = await saveLimits(ctx().app, survey.token, limitsBody(survey, { password: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.envelope.message).toContain('访问密码不能为空');
    const badTime = await saveLimits(ctx().app, survey.token, limitsBody(survey, { opensAt: 'tomorrow' }));
    expect(badTime.status).toBe(400);
    expect(badTime.envelope.data).toMatchObject({ field: 'opensAt' });
    // Nothing was stored by any of them.
    expect((await getLimits(ctx().app, survey.token, survey.surveyId)).envelope.data.maxCompletes).toBeNull();
  });

  it('answers strangers as if the survey did not exist, and callers without a session with 401', async () => {
    const survey = await limitedSurvey(ctx().app);
    const stranger = await register(ctx().app);
    expect((await getLimits(ctx().app, stranger.token, survey.surveyId)).status).toBe(404);
    expect(
      (await saveLimits(ctx().app, stranger.token, limitsBody(survey, { maxCompletes: 1 }))).status,
    ).toBe(404);
    expect((await getLimits(ctx().app, undefined, survey.surveyId)).status).toBe(401);
    expect((await saveLimits(ctx().app, undefined, limitsBody(survey))).status).toBe(401);
  });
});
