import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../../server/collection/cookies';
import { responses } from '../../../server/db/schema';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { type Jar, limitedSurvey, loadSurvey, responseBody, sendSave, setLimits } from './fixture';

/**
 * One response per device. The load gives a device without an id one (a cookie its saves carry); the save
 * records it in paradata; once that device finished the survey, its load says alreadyAnswered (the runner
 * then shows the completion page it holds) and a new response from it is refused. Other devices go on.
 */
describe.each(databaseTargets())('one response per device ($name)', (target) => {
  const ctx = useTestApp(target);

  it('refuses a device that finished the survey, and no other', async () => {
    const survey = await limitedSurvey(ctx().app);
    await setLimits(ctx().app, survey, { onePerDevice: 1 });
    const phone: Jar = new Map();
    const first = await loadSurvey(ctx().app, survey.surveyId, { jar: phone });
    expect(first.status, first.envelope.message).toBe(200);
    const deviceId = phone.get(DEVICE_COOKIE) as string;
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    // The next load keeps the device's id.
    await loadSurvey(ctx().app, survey.surveyId, { jar: phone });
    expect(phone.get(DEVICE_COOKIE)).toBe(deviceId);

    // In progress: the device may still load (to go on answering).
    const begun = responseBody(survey, { status: 'in-progress' });
    // A device id the client writes itself is not taken: the cookie's is recorded.
    const sent = { ...begun, paradata: { deviceId: 'forged-by-client' } };
    expect((await sendSave(ctx().app, sent, phone)).status).toBe(200);
    const [row] = await ctx().db.select().from(responses).where(eq(responses.id, begun.responseId));
    expect(row?.paradata?.deviceId).toBe(deviceId);
    expect((await loadSurvey(ctx().app, survey.surveyId, { jar: phone })).status).toBe(200);

    expect((await sendSave(ctx().app, { ...begun, seq: 2, status: 'complete' }, phone)).status).toBe(200);
    const refused = await loadSurvey(ctx().app, survey.surveyId, { jar: phone, language: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.envelope.data).toEqual({ reason: 'alreadyAnswered' });
    expect(refused.envelope.message).toContain('already answered this survey on this device');
    const second = await sendSave(ctx().app, responseBody(survey), phone);
    expect(second.status).toBe(403);
    expect(second.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'alreadyAnswered' });

    // Another phone answers as usual.
    const other: Jar = new Map();
    expect((await loadSurvey(ctx().app, survey.surveyId, { jar: other })).status).toBe(200);
    expect((await sendSave(ctx().app, responseBody(survey), other)).status).toBe(200);
    // Switched off, the first phone may answer again.
    await setLimits(ctx().app, survey, { onePerDevice: 0 });
    expect((await loadSurvey(ctx().app, survey.surveyId, { jar: phone })).status).toBe(200);
  });

  it('sets no device cookie and records no device for surveys without the limit', async () => {
    const survey = await limitedSurvey(ctx().app);
    const phone: Jar = new Map([[DEVICE_COOKIE, 'AAAAAAAAAAAAAAAAAAAAAA']]);
    const loaded = await loadSurvey(ctx().app, survey.surveyId, { jar: new Map() });
    expect(loaded.cookies.size).toBe(0);
    const body = { ...responseBody(survey), paradata: { deviceId: 'sent-by-client' } };
    expect((await sendSave(ctx().app, body, phone)).status).toBe(200);
    const [row] = await ctx().db.select().from(responses).where(eq(responses.id, body.responseId));
    expect(row?.paradata).not.toHaveProperty('deviceId');
  });
});
