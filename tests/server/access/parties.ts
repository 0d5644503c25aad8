import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../../../server/accounts/service';
import { hashSessionToken } from '../../../server/accounts/tokens';
import type { Database } from '../../../server/db/database';
import { interviewerSessions, sessions } from '../../../server/db/schema';
import { ANSWER_API } from '../../../src/core/api/answer';
import { type CreatedCode, INTERVIEWER_API } from '../../../src/core/api/interviewers';
import { QUOTA_API, type QuotaWire } from '../../../src/core/api/quotas';
import type { PermissionFields } from '../../../src/core/permissions';
import { setSurveyState } from '../answers/fixture';
import { ok, surveyWithQuestions } from '../fuzz/fixture';
import { codeLogin } from '../interviewers/support';
import { GOOD_PASSWORD, login, register, uniqueUserName } from '../support/app';
import { call } from '../support/http';

/** A user who may do nothing at all (role 0 reads the re fields, all 0). */
const NO_RIGHTS: PermissionFields = {
  qgType: 0,
  pmType: 0,
  pmEdit: 0,
  pmRelease: 0,
  pmData: 0,
  reEdit: 0,
  reRelease: 0,
  reData: 0,
};

/**
 * Everyone the access table sends requests as. The victim owns a survey being designed (with a quota), a
 * published one with a response and an interviewer, and an ended one: every text of theirs carries a marker
 * of its own, so that a body holding any of it is found. The others: a designer with surveys and an
 * interviewer of their own, a user without any right, and tokens of the victim's that are dead.
 */
export type Parties = {
  victim: {
    userName: string;
    token: string;
    expiredToken: string;
    surveyIds: { designing: string; published: string; ended: string };
    /** Each survey with its state and questions, to check after the table that nothing was changed. */
    surveys: { surveyId: string; state: string; questionIds: string[] }[];
    questionIds: string[];
    responseIds: string[];
    /** Each response's id with the ids of its survey: what its respondent, who holds the id, may read. */
    responses: { responseId: string; surveyIds: string[] }[];
    /** Every id of the victim's (surveys, questions, options, response, quota, interviewer). */
    ids: string[];
    /** Ids of what is not published: the designing and the ended survey's, the response's, the quota's. */
    unpublishedIds: string[];
    interviewerToken: string;
    expiredInterviewerToken: string;
    /** Texts that only the victim's data holds: each survey's marker and the answer's. */
    markers: { designing: string; published: string; ended: string; answer: string };
  };
  other: { token: string; interviewerToken: string };
  powerless: { token: string };
};

const marker = (kind: string) => `zz${kind}${randomBytes(5).toString('hex')}`;

export async function makeParties(app: FastifyInstance, db: Database): Promise<Parties> {
  const markers = {
    designing: marker('Design'),
    published: marker('Pub'),
    ended: marker('End'),
    answer: marker('Answer'),
  };
  const userName = uniqueUserName('victim');
  const { token } = await register(app, userName);
  const designing = await surveyWithQuestions(app, token, '设计中', markers.designing);
  const published = await surveyWithQuestions(app, token, '收集中', markers.published);
  const ended = await surveyWithQuestions(app, token, '已结束', markers.ended);
  await setSurveyState(app, token, published.surveyId, '1');
  await setSurveyState(app, token, ended.surveyId, '1');
  const quota = await ok(
    call<QuotaWire>(app, 'POST', QUOTA_API.save, {
      token,
      body: {
        surveyId: designing.surveyId,
        name: `配额${markers.designing}`,
        questionIds: [designing.choiceId],
        whenFull: 'endNow',
        cells: designing.optionIds.map((optionId) => ({ optionIds: [optionId], target: 5 })),
      },
    }),
  );
  const responses: Parties['victim']['responses'] = [];
  for (const survey of [published, ended]) {
    const responseId = randomUUID();
    await ok(
      call(app, 'POST', ANSWER_API.save, {
        body: {
          responseId,
          surveyId: survey.surveyId,
          version: 1,
          seq: 1,
          seed: 'seed',
          userPage: 0,
          status: 'in-progress',
          items: [
            { belongId: survey.surveyId, quId: survey.choiceId, quItemId: survey.optionId },
            { belongId: survey.surveyId, quId: survey.textId, answer: markers.answer },
          ],
        },
      }),
    );
    responses.push({ responseId, surveyIds: survey.ids });
  }
  await setSurveyState(app, token, ended.surveyId, '2');
  const code = await ok(
    call<CreatedCode>(app, 'POST', INTERVIEWER_API.createCode, {
      token,
      body: { surveyId: published.surveyId, name: `访员${markers.published}` },
    }),
  );
  const interviewer = await codeLogin(app, code.code);
  const expiredInterviewer = await codeLogin(app, code.code);
  await db
    .update(interviewerSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(interviewerSessions.tokenHash, hashSessionToken(expiredInterviewer.token)));
  const expiredToken = (await login(app, userName, GOOD_PASSWORD)).envelope.data.token;
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashSessionToken(expiredToken)));

  const other = await register(app);
  const theirs = await surveyWithQuestions(app, other.token, '别人的');
  await setSurveyState(app, other.token, theirs.surveyId, '1');
  const theirCode = await ok(
    call<CreatedCode>(app, 'POST', INTERVIEWER_API.createCode, {
      token: other.token,
      body: { surveyId: theirs.surveyId, name: '别人的访员' },
    }),
  );
  const powerlessName = uniqueUserName('powerless');
  await createUser(db, { userName: powerlessName, password: GOOD_PASSWORD, permissions: NO_RIGHTS });
  const powerless = (await login(app, powerlessName, GOOD_PASSWORD)).envelope.data.token;

  const responseIds = responses.map((response) => response.responseId);
  const unpublishedIds = [...designing.ids, ...ended.ids, ...responseIds, quota.id];
  return {
    victim: {
      userName,
      token,
      expiredToken,
      surveyIds: {
        designing: designing.surveyId,
        published: published.surveyId,
        ended: ended.surveyId,
      },
      surveys: [
        { surveyId: designing.surveyId, state: '0', questionIds: designing.questionIds },
        { surveyId: published.surveyId, state: '1', questionIds: published.questionIds },
        { surveyId: ended.surveyId, state: '2', questionIds: ended.questionIds },
      ],
      questionIds: [...designing.questionIds, ...published.questionIds, ...ended.questionIds],
      responseIds,
      responses,
      ids: [...published.ids, ...unpublishedIds, interviewer.interviewer.id],
      unpublishedIds,
      interviewerToken: interviewer.token,
      expiredInterviewerToken: expiredInterviewer.token,
      markers,
    },
    other: { token: other.token, interviewerToken: (await codeLogin(app, theirCode.code)).token },
    powerless: { token: powerless },
  };
}
