import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { responses } from '../../../server/db/schema';
import { ANSWER_API } from '../../../src/core/api/answer';
import {
  type AssignedSurveys,
  INTERVIEWER_API,
  type InterviewerList,
  type InterviewerLoginResponse,
  type InterviewRelease,
  type SurveyInterviewer,
} from '../../../src/core/api/interviewers';
import { setSurveyState } from '../answers/fixture';
import { HOUR, type LimitedSurvey, limitedSurvey, responseBody } from '../collection/fixture';
import { runExport } from '../results/exports/support';
import { GOOD_PASSWORD, register, uniqueUserName, useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { asInterviewer, codeLogin, createCode, interviewSave } from './support';

function listOf(app: FastifyInstance, survey: LimitedSurvey) {
  return call<InterviewerList>(app, 'GET', `${INTERVIEWER_API.list}?surveyId=${survey.surveyId}`, {
    token: survey.token,
  });
}

// Exports write their files under the data directory.
const dataDir = await mkdtemp(join(tmpdir(), 'wenda-interviewers-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.each(databaseTargets())('interviewers and assignments ($name)', (target) => {
  const ctx = useTestApp(target, { dataDir });

  it('invites an account and makes a code; both log in, and the list shows them', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const fieldUser = uniqueUserName('field');
    await register(app, fieldUser);

    const unknown = await call(app, 'POST', INTERVIEWER_API.inviteAccount, {
      token: survey.token,
      body: { surveyId: survey.surveyId, userName: 'nobody_here' },
      language: 'en',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.message).toBe('There is no account with the user name “nobody_here”');

    const invited = await call<SurveyInterviewer>(app, 'POST', INTERVIEWER_API.inviteAccount, {
      token: survey.token,
      body: { surveyId: survey.surveyId, userName: fieldUser.toUpperCase() },
    });
    expect(invited.status, invited.envelope.message).toBe(200);
    expect(invited.envelope.data).toMatchObject({ kind: 'account', userName: fieldUser, revokedAt: null });
    // Invited twice: still one interviewer, one assignment.
    await call(app, 'POST', INTERVIEWER_API.inviteAccount, {
      token: survey.token,
      body: { surveyId: survey.surveyId, userName: fieldUser },
    });
    const created = await createCode(app, survey, '王小明');
    expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const list = (await listOf(app, survey)).envelope.data.interviewers;
    expect(list.map((row) => [row.kind, row.name])).toEqual([
      ['account', fieldUser],
      ['code', '王小明'],
    ]);

    // Someone without any access to the survey sees it as missing, and may invite no one.
    const stranger = await register(app);
    const refused = await call(app, 'POST', INTERVIEWER_API.createCode, {
      token: stranger.token,
      body: { surveyId: survey.surveyId, name: 'x' },
    });
    expect(refused.status).toBe(404);

    // The code logs in however it is typed (case, dashes, spaces); a wrong one is refused.
    const typed = created.code.toLowerCase().replace(/-/g, ' ');
    const byCode = await codeLogin(app, typed);
    expect(byCode.interviewer).toEqual({
      id: created.interviewer.interviewerId,
      kind: 'code',
      name: '王小明',
    });
    const wrong = await asInterviewer(app, 'POST', INTERVIEWER_API.login, undefined, {
      body: { code: 'AAAA-BBBB-CCCC' },
      language: 'zh',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.message).toContain('访问码不正确');

    const byAccount = await asInterviewer<InterviewerLoginResponse>(
      app,
      'POST',
      INTERVIEWER_API.login,
      undefined,
      {
        body: { userName: fieldUser, password: GOOD_PASSWORD },
      },
    );
    expect(byAccount.status).toBe(200);
    expect(byAccount.envelope.data.interviewer.kind).toBe('account');
    // An interviewer token is no designer session, nor a designer's token an interviewer's.
    const asDesigner = await call(app, 'GET', '/api/user/info', { token: byAccount.envelope.data.token });
    expect(asDesigner.status).toBe(401);
    const designerToken = await asInterviewer(app, 'GET', INTERVIEWER_API.surveys, survey.token);
    expect(designerToken.status).toBe(401);
    expect(designerToken.envelope.data).toEqual({ reason: 'interviewerSession' });
    // An account that is no interviewer cannot log in as one.
    const notInterviewer = await asInterviewer(app, 'POST', INTERVIEWER_API.login, undefined, {
      body: { userName: uniqueUserName('none'), password: GOOD_PASSWORD },
    });
    expect(notInterviewer.status).toBe(400);
  });

  it('lists only assigned surveys with their manifest, and refuses the others to download and submit', async () => {
    const { app } = ctx();
    const assigned = await limitedSurvey(app);
    const other = await limitedSurvey(app);
    const login = await codeLogin(app, (await createCode(app, assigned, '李四')).code);

    const listed = await asInterviewer<AssignedSurveys>(app, 'GET', INTERVIEWER_API.surveys, login.token);
    expect(listed.status).toBe(200);
    expect(listed.envelope.data.surveys).toHaveLength(1);
    const [entry] = listed.envelope.data.surveys;
    expect(entry?.surveyId).toBe(assigned.surveyId);
    expect(entry?.releaseVersion).toBe(1);
    const releaseFile = entry?.files.find((file) => file.kind === 'release');
    expect(releaseFile?.bytes).toBeGreaterThan(100);
    expect(entry?.totalBytes).toBe(entry?.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0));
    // The manifest's release address is the release call itself.
    const fetched = await asInterviewer<InterviewRelease>(
      app,
      'GET',
      releaseFile?.url as string,
      login.token,
    );
    expect(fetched.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(fetched.envelope.data.release))).toBe(releaseFile?.bytes);

    const download = await asInterviewer(
      app,
      'GET',
      `${INTERVIEWER_API.release}?surveyId=${other.surveyId}`,
      login.token,
      { language: 'zh' },
    );
    expect(download.status).toBe(403);
    expect(download.envelope.data).toEqual({ reason: 'notAssigned' });
    expect(download.envelope.message).toBe('你没有被分配此问卷，不能下载或提交。请联系督导。');

    const submit = await interviewSave(app, other, login, { language: 'en' });
    expect(submit.status).toBe(403);
    expect(submit.envelope.data).toEqual({ reason: 'notAssigned' });
    expect(submit.envelope.message).toContain('not assigned this survey');

    // Without the token, or with another interviewer's id, an interview is refused for a new login.
    const tokenless = await interviewSave(app, assigned, login, { token: 'not-a-token' });
    expect(tokenless.status).toBe(401);
    expect(tokenless.envelope.data).toEqual({ reason: 'interviewerSession' });
    const otherId = await interviewSave(app, assigned, login, { interviewerId: crypto.randomUUID() });
    expect(otherId.status).toBe(401);

    const taken = responseBody(assigned);
    const accepted = await interviewSave(app, assigned, login, { responseId: taken.responseId });
    expect(accepted.status, accepted.envelope.message).toBe(200);
    const [row] = await ctx().db.select().from(responses).where(eq(responses.id, taken.responseId));
    expect(row?.interviewerId).toBe(login.interviewer.id);
    expect(row?.interviewerFlag).toBeNull();
  });

  it('takes a revoked interviewer’s interviews begun before, flagged, and refuses later ones', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const created = await createCode(app, survey, '赵六');
    const login = await codeLogin(app, created.code);
    // Begun on the phone before the revocation, one of them already partly on the server.
    const partly = responseBody(survey, { status: 'in-progress' });
    expect((await interviewSave(app, survey, login, { ...partly, status: 'in-progress' })).status).toBe(200);
    const queuedStart = new Date(Date.now() - HOUR);

    const revoked = await call<SurveyInterviewer>(app, 'POST', INTERVIEWER_API.revoke, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: login.interviewer.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.envelope.data.revokedAt).not.toBeNull();
    // Revoking again answers as done.
    const again = await call<SurveyInterviewer>(app, 'POST', INTERVIEWER_API.revoke, {
      token: survey.token,
      body: { surveyId: survey.surveyId, interviewerId: login.interviewer.id },
    });
    expect(again.envelope.data.revokedAt).toBe(revoked.envelope.data.revokedAt);

    const queued = responseBody(survey, { startedAt: queuedStart });
    const sentQueued = await interviewSave(app, survey, login, {
      responseId: queued.responseId,
      startedAt: queuedStart,
    });
    expect(sentQueued.status, sentQueued.envelope.message).toBe(200);
    const finished = await interviewSave(app, survey, login, { responseId: partly.responseId, seq: 2 });
    expect(finished.status, finished.envelope.message).toBe(200);
    for (const id of [queued.responseId, partly.responseId]) {
      const [row] = await ctx().db.select().from(responses).where(eq(responses.id, id));
      expect(row?.interviewerFlag).toBe('revoked');
      expect(row?.interviewerId).toBe(login.interviewer.id);
    }

    const later = await interviewSave(app, survey, login, {
      startedAt: new Date(Date.now() + 1000),
      language: 'en',
    });
    expect(later.status).toBe(403);
    expect(later.envelope.data).toMatchObject({ reason: 'interviewerRevoked' });
    expect(later.envelope.message).toContain('revoked');
    // Nothing new to take out.
    const listed = await asInterviewer<AssignedSurveys>(app, 'GET', INTERVIEWER_API.surveys, login.token);
    expect(listed.envelope.data.surveys).toEqual([]);
    const download = await asInterviewer(
      app,
      'GET',
      `${INTERVIEWER_API.release}?surveyId=${survey.surveyId}`,
      login.token,
    );
    expect(download.envelope.data).toMatchObject({ reason: 'interviewerRevoked' });

    const [figures] = (await listOf(app, survey)).envelope.data.interviewers;
    expect(figures).toMatchObject({ received: 2, complete: 2, inProgress: 0, discarded: 0 });
    expect(figures?.medianSeconds).toBeGreaterThanOrEqual(0);
    expect(figures?.lastSeenAt).not.toBeNull();
  });

  it('records a discard once, under replay, and refuses later saves of it', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const login = await codeLogin(app, (await createCode(app, survey, '钱七')).code);
    const discard = (responseId: string) =>
      asInterviewer<{ responseId: string; discardedAt: string }>(
        app,
        'POST',
        INTERVIEWER_API.discard,
        login.token,
        {
          body: { surveyId: survey.surveyId, responseId, interviewerId: login.interviewer.id, version: 1 },
          language: 'en',
        },
      );

    // Never sent before: the discard makes its row.
    const unsent = crypto.randomUUID();
    const first = await discard(unsent);
    expect(first.status, first.envelope.message).toBe(200);
    const replay = await discard(unsent);
    expect(replay.envelope.data.discardedAt).toBe(first.envelope.data.discardedAt);
    const [row] = await ctx().db.select().from(responses).where(eq(responses.id, unsent));
    expect(row?.discardedAt).not.toBeNull();
    expect(row?.invalidAt).not.toBeNull();
    const late = await interviewSave(app, survey, login, { responseId: unsent, status: 'in-progress' });
    expect(late.status).toBe(409);
    expect(late.envelope.data).toEqual({ reason: 'interviewDiscarded' });

    // Sent in progress, then discarded.
    const begun = responseBody(survey, { status: 'in-progress' });
    expect((await interviewSave(app, survey, login, { ...begun })).status).toBe(200);
    expect((await discard(begun.responseId)).status).toBe(200);
    // A complete interview cannot be discarded.
    const done = responseBody(survey);
    expect((await interviewSave(app, survey, login, { responseId: done.responseId })).status).toBe(200);
    const refused = await discard(done.responseId);
    expect(refused.status).toBe(409);

    const [figures] = (await listOf(app, survey)).envelope.data.interviewers;
    expect(figures).toMatchObject({ received: 1, complete: 1, discarded: 2 });
  });

  it('serves an older release by number, and takes interviews begun under it', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const login = await codeLogin(app, (await createCode(app, survey, '孙八')).code);
    await setSurveyState(app, survey.token, survey.surveyId, '0');
    await setSurveyState(app, survey.token, survey.surveyId, '1');

    const listed = await asInterviewer<AssignedSurveys>(app, 'GET', INTERVIEWER_API.surveys, login.token);
    expect(listed.envelope.data.surveys[0]?.releaseVersion).toBe(2);
    const older = await asInterviewer<InterviewRelease>(
      app,
      'GET',
      `${INTERVIEWER_API.release}?surveyId=${survey.surveyId}&version=1`,
      login.token,
    );
    expect(older.status).toBe(200);
    expect(older.envelope.data.release.version).toBe(1);
    const missing = await asInterviewer(
      app,
      'GET',
      `${INTERVIEWER_API.release}?surveyId=${survey.surveyId}&version=9`,
      login.token,
    );
    expect(missing.status).toBe(404);
    expect(missing.envelope.data).toEqual({ reason: 'unknownVersion' });

    const underOld = responseBody(survey);
    const sent = await interviewSave(app, survey, login, { responseId: underOld.responseId });
    expect(sent.status, sent.envelope.message).toBe(200);
    const [row] = await ctx().db.select().from(responses).where(eq(responses.id, underOld.responseId));
    expect(row?.releaseVersion).toBe(1);
  });

  it('names the interviewer in the exports of a survey that has interviewers', async () => {
    const { app } = ctx();
    const survey = await limitedSurvey(app);
    const login = await codeLogin(app, (await createCode(app, survey, '周九')).code);
    const interview = responseBody(survey);
    expect((await interviewSave(app, survey, login, { responseId: interview.responseId })).status).toBe(200);
    const own = responseBody(survey);
    expect((await call(app, 'POST', ANSWER_API.save, { body: own })).status).toBe(200);

    const { file } = await runExport(app, survey.token, { surveyId: survey.surveyId, format: 'csv' });
    const [header, ...rows] = parse(file, { bom: true }) as string[][];
    const idAt = header?.indexOf('responseId') ?? -1;
    const nameAt = header?.indexOf('interviewer') ?? -1;
    const interviewerIdAt = header?.indexOf('interviewer_id') ?? -1;
    expect(nameAt).toBeGreaterThan(0);
    const byId = new Map(rows.map((row) => [row[idAt], row]));
    expect(byId.get(interview.responseId)?.[nameAt]).toBe('周九');
    expect(byId.get(interview.responseId)?.[interviewerIdAt]).toBe(login.interviewer.id);
    expect(byId.get(own.responseId)?.[nameAt]).toBe('');

    // A survey without interviewers keeps its columns as they were.
    const plain = await limitedSurvey(app);
    const plainFile = await runExport(app, plain.token, { surveyId: plain.surveyId, format: 'csv' });
    expect((parse(plainFile.file, { bom: true }) as string[][])[0]).not.toContain('interviewer');
  });
});
