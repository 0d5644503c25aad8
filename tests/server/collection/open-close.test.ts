import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { responses } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { DAY, inHours, limitedSurvey, loadSurvey, responseBody, sendSave, setLimits } from './fixture';

/**
 * Open and close time. The load refuses before the opening (notOpen, with the time) and from the close on
 * (closed). A save judges a NEW response by when it started: one begun before the close and delivered
 * after it (a phone offline meanwhile) is taken, one begun after the close or before the opening is
 * refused; a response the server already holds is always taken further.
 */
describe.each(databaseTargets())('open and close time ($name)', (target) => {
  const ctx = useTestApp(target);

  it('loads only between the opening and the close, and says when a survey opens', async () => {
    const survey = await limitedSurvey(ctx().app);
    const opensAt = new Date('2031-03-04T05:06:00.000Z');
    await setLimits(ctx().app, survey, { opensAt: opensAt.toISOString() });
    const early = await loadSurvey(ctx().app, survey.surveyId);
    expect(early.status).toBe(403);
    expect(early.envelope.data).toEqual({ reason: 'notOpen', opensAt: opensAt.toISOString() });
    expect(early.envelope.message).toBe('问卷尚未开始收集，将于 2031-03-04 05:06（UTC）开放。');
    const english = await loadSurvey(ctx().app, survey.surveyId, { language: 'en-US' });
    expect(english.envelope.message).toBe('This survey is not open yet. It opens on 2031-03-04 05:06 (UTC).');

    await setLimits(ctx().app, survey, {
      opensAt: inHours(-1).toISOString(),
      closesAt: inHours(1).toISOString(),
    });
    const open = await loadSurvey(ctx().app, survey.surveyId);
    expect(open.status, open.envelope.message).toBe(200);
    expect(open.envelope.data.surveyId).toBe(survey.surveyId);

    await setLimits(ctx().app, survey, { closesAt: new Date(Date.now() - 1000).toISOString() });
    const closed = await loadSurvey(ctx().app, survey.surveyId, { language: 'en' });
    expect(closed.status).toBe(403);
    expect(closed.envelope.data).toEqual({ reason: 'closed' });
    expect(closed.envelope.message).toContain('This survey is closed');
  });

  it('takes a response started before the close when it arrives after, and refuses one started after', async () => {
    const survey = await limitedSurvey(ctx().app);
    // Open until an hour ago.
    await setLimits(ctx().app, survey, { closesAt: inHours(-1).toISOString() });
    // Begun offline a month ago, delivered now: kept.
    const offline = responseBody(survey, { startedAt: new Date(Date.now() - 30 * DAY) });
    const delivered = await sendSave(ctx().app, offline);
    expect(delivered.status, delivered.envelope.message).toBe(200);
    expect(delivered.envelope.data).toMatchObject({
      ackSeq: 1,
      status: 'complete',
      sampleStatus: 'Complete',
    });
    // Begun after the close: refused, and nothing is stored.
    const late = responseBody(survey, { startedAt: inHours(-0.5) });
    const refused = await sendSave(ctx().app, late);
    expect(refused.status).toBe(403);
    expect(refused.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'closed' });
    expect(refused.envelope.message).toContain('问卷已停止收集答卷');
    // A device that says nothing of its start is judged by the arrival time, and so is one whose clock is ahead.
    const unsaid = await sendSave(ctx().app, responseBody(survey));
    expect(unsaid.envelope.data).toMatchObject({ survey: 'closed' });
    const ahead = await sendSave(ctx().app, responseBody(survey, { startedAt: inHours(-2 + 24 * 365) }));
    expect(ahead.envelope.data).toMatchObject({ survey: 'closed' });
    const stored = await ctx()
      .db.select({ id: responses.id })
      .from(responses)
      .where(eq(responses.surveyId, survey.surveyId));
    expect(stored.map((row) => row.id)).toEqual([offline.responseId]);
  });

  it('takes further saves of a response the server holds, whenever it started', async () => {
    const survey = await limitedSurvey(ctx().app);
    const begun = responseBody(survey, { status: 'in-progress' });
    expect((await sendSave(ctx().app, begun)).status).toBe(200);
    await setLimits(ctx().app, survey, { closesAt: new Date(Date.now() - 1000).toISOString() });
    // Its device's clock says it started just now (after the close): the server has it already, so it goes on.
    const finished = {
      ...begun,
      seq: 2,
      status: 'complete',
      paradata: { startedAt: new Date().toISOString() },
    };
    const saved = await sendSave(ctx().app, finished);
    expect(saved.status, saved.envelope.message).toBe(200);
    expect(saved.envelope.data).toMatchObject({ ackSeq: 2, status: 'complete' });
  });

  it('refuses a new response started before the opening', async () => {
    const survey = await limitedSurvey(ctx().app);
    await setLimits(ctx().app, survey, { opensAt: inHours(-1).toISOString() });
    const early = await sendSave(
      ctx().app,
      responseBody(survey, { startedAt: inHours(-2) }),
      undefined,
      'en',
    );
    expect(early.status).toBe(403);
    expect(early.envelope.data).toMatchObject({ reason: 'surveyUnavailable', survey: 'notOpen' });
    expect(early.envelope.message).toContain('This survey is not open yet');
    const inTime = await sendSave(ctx().app, responseBody(survey, { startedAt: inHours(-0.5) }));
    expect(inTime.status, inTime.envelope.message).toBe(200);
  });
});
