import { describe, expect, it } from 'vitest';
import { DESIGN_API, type SurveyInfoWire } from '../../../src/core/api/design';
import {
  type AssignedSurvey,
  INTERVIEWER_API,
  type InterviewerLoginResponse,
  type SurveyInterviewer,
} from '../../../src/core/api/interviewers';
import { USER_API } from '../../../src/core/api/user';
import { limitedSurvey, responseBody } from '../collection/fixture';
import { asInterviewer, codeLogin, createCode, interviewSave } from '../interviewers/support';
import { GOOD_PASSWORD, login, register, uniqueUserName, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';

/**
 * Tokens that must stop working: a designer's after logout, all of a user's others after a password change
 * (their interviewer sessions too: the password that opened them is no longer the password), and what an
 * interviewer's token still opens once the designer revoked them.
 */
describe.each(databaseTargets())('dead tokens on $name', (target) => {
  const ctx = useTestApp(target);

  /** What a designer's token opens: their info, their list, their survey. */
  async function opens(token: string, surveyId: string): Promise<number[]> {
    const { app } = ctx();
    return [
      (await call(app, 'GET', USER_API.info, { token })).status,
      (await call(app, 'GET', DESIGN_API.surveyList, { token })).status,
      (await call(app, 'GET', `${DESIGN_API.getSurvey}?id=${surveyId}`, { token })).status,
    ];
  }

  async function ownSurvey(token: string): Promise<string> {
    const made = await call<SurveyInfoWire>(ctx().app, 'POST', DESIGN_API.updateSurvey, {
      token,
      body: { surveyName: '自己的' },
    });
    expect(made.status, made.envelope.message).toBe(200);
    return made.envelope.data.surveyId;
  }

  it('refuses a token after logout on every call, and keeps the user’s other sessions', async () => {
    const userName = uniqueUserName('out');
    const first = await register(ctx().app, userName);
    const surveyId = await ownSurvey(first.token);
    const second = (await login(ctx().app, userName, GOOD_PASSWORD)).envelope.data.token;
    expect(await opens(first.token, surveyId)).toEqual([200, 200, 200]);

    expect((await call(ctx().app, 'GET', USER_API.logout, { token: first.token })).status).toBe(200);
    expect(await opens(first.token, surveyId)).toEqual([401, 401, 401]);
    // Logging out on one device is not logging out everywhere.
    expect(await opens(second, surveyId)).toEqual([200, 200, 200]);
  });

  it('ends every other token of the user on a password change, their interviewer sessions too', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const userName = uniqueUserName('field');
    const own = await register(app, userName);
    const surveyId = await ownSurvey(own.token);
    const otherDevice = (await login(app, userName, GOOD_PASSWORD)).envelope.data.token;
    // The same account is another designer's field interviewer, logged in on a phone with its password.
    const invited = await call(app, 'POST', INTERVIEWER_API.inviteAccount, {
      token: survey.token,
      body: { surveyId: survey.surveyId, userName },
    });
    expect(invited.status, invited.envelope.message).toBe(200);
    const phone = await asInterviewer<InterviewerLoginResponse>(
      app,
      'POST',
      INTERVIEWER_API.login,
      undefined,
      {
        body: { userName, password: GOOD_PASSWORD },
      },
    );
    expect(phone.status, phone.envelope.message).toBe(200);
    const interviewerToken = phone.envelope.data.token;
    expect((await asInterviewer(app, 'GET', INTERVIEWER_API.surveys, interviewerToken)).status).toBe(200);

    const changed = await call(app, 'POST', USER_API.changePassword, {
      token: own.token,
      body: { oldPassword: GOOD_PASSWORD, newPassword: 'Brand-new-pass2' },
    });
    expect(changed.status, changed.envelope.message).toBe(200);

    expect(await opens(own.token, surveyId)).toEqual([200, 200, 200]);
    expect(await opens(otherDevice, surveyId)).toEqual([401, 401, 401]);
    const surveys = await asInterviewer(app, 'GET', INTERVIEWER_API.surveys, interviewerToken);
    expect(surveys.status).toBe(401);
    expect(surveys.envelope.data).toMatchObject({ reason: 'interviewerSession' });
    const save = await interviewSave(app, survey, phone.envelope.data);
    expect(save.status).toBe(401);
    // The old password opens neither kind of session; the new one opens both.
    expect((await login(app, userName, GOOD_PASSWORD)).status).toBe(400);
    const oldPhone = await asInterviewer(app, 'POST', INTERVIEWER_API.login, undefined, {
      body: { userName, password: GOOD_PASSWORD },
    });
    expect(oldPhone.status).toBe(400);
    const newPhone = await asInterviewer(app, 'POST', INTERVIEWER_API.login, undefined, {
      body: { userName, password: 'Brand-new-pass2' },
    });
    expect(newPhone.status).toBe(200);
  });

  it('lets a revoked interviewer’s token open nothing new: no survey, no release, no new interview', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const created = await createCode(app, survey, '赵六');
    const phone = await codeLogin(app, created.code);
    const listed = await asInterviewer<{ surveys: AssignedSurvey[] }>(
      app,
      'GET',
      INTERVIEWER_API.surveys,
      phone.token,
    );
    expect(listed.envelope.data.surveys.map((entry) => entry.surveyId)).toEqual([survey.surveyId]);
    const releaseUrl = `${INTERVIEWER_API.release}?surveyId=${survey.surveyId}&version=1`;
    expect((await asInterviewer(app, 'GET', releaseUrl, phone.token)).status).toBe(200);

    const revoked = await call<SurveyInterviewer>(app, 'POST', INTERVIEWER_API.revoke, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: phone.interviewer.id },
    });
    expect(revoked.status, revoked.envelope.message).toBe(200);

    const after = await asInterviewer<{ surveys: AssignedSurvey[] }>(
      app,
      'GET',
      INTERVIEWER_API.surveys,
      phone.token,
    );
    expect(after.envelope.data.surveys).toEqual([]);
    const release = await asInterviewer(app, 'GET', releaseUrl, phone.token);
    expect(release.status).toBe(403);
    expect(JSON.stringify(release.envelope.data)).not.toContain('"groups"');
    const later = await interviewSave(app, survey, phone, {
      ...responseBody(survey),
      startedAt: new Date(Date.now() + 1000),
    });
    expect(later.status).toBe(403);
    expect(later.envelope.data).toMatchObject({ reason: 'interviewerRevoked' });
    // Logging in again with the revoked code gives a token that opens no more.
    const again = await codeLogin(app, created.code);
    expect((await asInterviewer(app, 'GET', releaseUrl, again.token)).status).toBe(403);
  });
});
