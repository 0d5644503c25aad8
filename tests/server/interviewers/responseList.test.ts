import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERVIEWER_API } from '../../../src/core/api/interviewers';
import { RESULTS_API, type ResponseDetail, type ResponseSummary } from '../../../src/core/api/results';
import { HOUR, type LimitedSurvey, limitedSurvey, responseBody, sendSave } from '../collection/fixture';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { codeLogin, createCode, interviewSave } from './support';

/**
 * The designer's response list and detail name the interviewer of each interview, with the revoked flag, and
 * the list takes one interviewer's interviews only when asked (docs/architecture.md "Interviewer mode").
 */
function listed(app: FastifyInstance, survey: LimitedSurvey, interviewerId?: string) {
  return call<{ total: number; responses: ResponseSummary[] }>(app, 'POST', RESULTS_API.responses, {
    token: survey.token,
    body: { surveyId: survey.surveyId, ...(interviewerId && { interviewerId }) },
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'wenda-interview-list-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())("the response list's interviewers ($name)", (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('names each interview’s interviewer and flag, and filters by interviewer', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const wang = await codeLogin(app, (await createCode(app, survey, '王小明')).code);
    const li = await codeLogin(app, (await createCode(app, survey, '李四')).code);
    const own = responseBody(survey);
    expect((await sendSave(app, own)).status).toBe(200);
    const wangs = responseBody(survey);
    expect((await interviewSave(app, survey, wang, { responseId: wangs.responseId })).status).toBe(200);
    // 李四 is revoked; an interview begun before it is still taken, flagged.
    const revoked = await call(app, 'POST', INTERVIEWER_API.revoke, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: li.interviewer.id },
    });
    expect(revoked.status).toBe(200);
    const lis = responseBody(survey, { startedAt: new Date(Date.now() - HOUR) });
    const flagged = await interviewSave(app, survey, li, {
      responseId: lis.responseId,
      startedAt: new Date(Date.now() - HOUR),
    });
    expect(flagged.status, flagged.envelope.message).toBe(200);

    const all = await listed(app, survey);
    expect(all.status, all.envelope.message).toBe(200);
    const byId = new Map(all.envelope.data.responses.map((row) => [row.responseId, row.interviewer]));
    expect(byId.get(own.responseId)).toBeNull();
    expect(byId.get(wangs.responseId)).toEqual({ id: wang.interviewer.id, name: '王小明', flag: null });
    expect(byId.get(lis.responseId)).toEqual({ id: li.interviewer.id, name: '李四', flag: 'revoked' });

    const onlyLi = await listed(app, survey, li.interviewer.id);
    expect(onlyLi.envelope.data.total).toBe(1);
    expect(onlyLi.envelope.data.responses.map((row) => row.responseId)).toEqual([lis.responseId]);

    const detail = await call<ResponseDetail>(
      app,
      'GET',
      `${RESULTS_API.response}?surveyId=${survey.surveyId}&responseId=${lis.responseId}`,
      { token: survey.token },
    );
    expect(detail.envelope.data.interviewer).toEqual({
      id: li.interviewer.id,
      name: '李四',
      flag: 'revoked',
    });

    const wrong = await call(app, 'POST', RESULTS_API.responses, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: 'not-a-uuid' },
    });
    expect(wrong.status).toBe(400);
  });
});
