import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANSWER_API, type SavedProgress } from '../../../src/core/api/answer';
import { SURVEY_LOAD_API, type SurveyLoadResponse } from '../../../src/core/api/design';
import { surveyGrants, users } from '../../../server/db/schema';
import { register } from '../support/app';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { itemsOf, postSave, type PublishedSurvey, publishedSurvey, saveBody } from './fixture';

const PHONE = '13912345678';
const REASON = '私人的理由';

/**
 * The rule of server/answers/progress.ts: a panel link or a response id opens an unfinished response to
 * whoever holds it; a finished one gives them its status only. Its answers go to the survey's data readers.
 */
describe.each(databaseTargets())('who reads a response ($name)', (target) => {
  const ctx = useTestApp(target);
  const load = (surveyId: string, userId: string) =>
    call<SurveyLoadResponse>(
      ctx().app,
      'GET',
      `${SURVEY_LOAD_API.load}?surveyId=${surveyId}&userId=${userId}`,
    );
  const progress = (responseId: string, token?: string) =>
    call<SavedProgress>(ctx().app, 'GET', `${ANSWER_API.progress}?responseId=${responseId}`, { token });

  /** A panel respondent who answered everything and finished (through the runner's save call). */
  async function finishedResponse(survey: PublishedSurvey, userId: string) {
    const items = itemsOf(survey, { option: survey.optionA, phone: PHONE, text: REASON });
    const body = saveBody(survey, { seq: 4, seed: 'seed-p', userPage: 2, items, status: 'complete', userId });
    expect((await postSave(ctx().app, body)).status).toBe(200);
    return body;
  }

  function expectStatusOnly(
    result: { status: number; envelope: { data: SavedProgress } },
    responseId: string,
  ) {
    expect(result.status).toBe(200);
    expect(result.envelope.data).toMatchObject({
      responseId,
      status: 'complete',
      sampleStatus: 'Complete',
      items: [],
    });
    const text = JSON.stringify(result.envelope);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(REASON);
  }

  function expectAnswers(
    result: { status: number; envelope: { data: SavedProgress } },
    survey: PublishedSurvey,
  ) {
    expect(result.status).toBe(200);
    const items = result.envelope.data.items.map((item) => [item.quId, item.quItemId ?? item.answer]);
    expect(items.sort()).toEqual(
      [
        [survey.choiceId, survey.optionA],
        [survey.phoneId, PHONE],
        [survey.textId, REASON],
      ].sort(),
    );
  }

  it('gives a link-holder the status of a finished response, by load and by progress, never its answers', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const done = await finishedResponse(survey, 'panel-finished');

    const loaded = await load(survey.surveyId, 'panel-finished');
    expect(loaded.status).toBe(200);
    const surveyAnswer = loaded.envelope.data.surveyAnswer as SavedProgress;
    expect(surveyAnswer.responseId).toBe(done.responseId);
    expectStatusOnly({ status: loaded.status, envelope: { data: surveyAnswer } }, done.responseId);
    expect(JSON.stringify(loaded.envelope)).not.toContain(PHONE);

    // The response id the load handed out opens nothing more.
    expectStatusOnly(await progress(surveyAnswer.responseId), done.responseId);

    // Nor does replaying the save that finished it: the acknowledgement carries no answers.
    const replay = await postSave(ctx().app, done);
    expect(replay.status).toBe(200);
    expect(replay.envelope.data).toMatchObject({ status: 'complete', ackSeq: 4 });
    expect(JSON.stringify(replay.envelope)).not.toContain(PHONE);

    // Nor can saves test guesses: the right answers and wrong ones are refused alike.
    const right = await postSave(ctx().app, { ...done, seq: 5 });
    const wrong = await postSave(ctx().app, {
      ...done,
      seq: 5,
      items: itemsOf(survey, { option: survey.optionB, phone: '13800000000' }),
    });
    expect([right.status, wrong.status]).toEqual([409, 409]);
    expect(right.envelope).toEqual(wrong.envelope);
  });

  it('gives an unfinished response to whoever holds the panel link or the response id, to resume it', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const items = itemsOf(survey, { option: survey.optionA, phone: PHONE, text: REASON });
    const body = saveBody(survey, { seq: 2, seed: 'seed-u', userPage: 1, items, userId: 'panel-going' });
    expect((await postSave(ctx().app, body)).status).toBe(200);

    const resumed = (await load(survey.surveyId, 'panel-going')).envelope.data.surveyAnswer as SavedProgress;
    expect(resumed).toMatchObject({ responseId: body.responseId, status: 'in-progress', userPage: 1 });
    expectAnswers({ status: 200, envelope: { data: resumed } }, survey);
    const byId = await progress(body.responseId);
    expect(byId.envelope.data).toMatchObject({ status: 'in-progress', seed: 'seed-u', ackSeq: 2 });
    expectAnswers(byId, survey);

    // Finishing it closes it to the same keys.
    const finished = saveBody(survey, { ...body, seq: 3, status: 'complete' });
    expect((await postSave(ctx().app, finished)).status).toBe(200);
    expectStatusOnly(await progress(body.responseId), body.responseId);
    const after = (await load(survey.surveyId, 'panel-going')).envelope.data.surveyAnswer as SavedProgress;
    expectStatusOnly({ status: 200, envelope: { data: after } }, body.responseId);
  });

  it("gives a finished response's answers to the owner and data grantees only", async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const done = await finishedResponse(survey, 'panel-owner');

    // The owner, logged in.
    expectAnswers(await progress(done.responseId, survey.token), survey);

    // A grantee with the data right on this survey.
    const dataGrantee = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: dataGrantee.userId, mayData: 1 });
    expectAnswers(await progress(done.responseId, dataGrantee.token), survey);

    // A grantee without it: the survey's design is theirs to edit, its answers are not.
    const editGrantee = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: editGrantee.userId, mayEdit: 1, mayRelease: 1 });
    expectStatusOnly(await progress(done.responseId, editGrantee.token), done.responseId);

    // A data grantee whose own account has no data right (spec 1 §6: grants stay within one's abilities).
    const noDataRight = await register(ctx().app);
    await ctx()
      .db.insert(surveyGrants)
      .values({ surveyId: survey.surveyId, userId: noDataRight.userId, mayData: 1 });
    await ctx().db.update(users).set({ reData: 0 }).where(eq(users.id, noDataRight.userId));
    expectStatusOnly(await progress(done.responseId, noDataRight.token), done.responseId);

    // Another designer, logged in but with nothing to do with the survey.
    const stranger = await register(ctx().app);
    expectStatusOnly(await progress(done.responseId, stranger.token), done.responseId);

    // Full data rights (data value 2) read any survey's data.
    const analyst = await register(ctx().app);
    await ctx().db.update(users).set({ reData: 2 }).where(eq(users.id, analyst.userId));
    expectAnswers(await progress(done.responseId, analyst.token), survey);

    // A token that is no longer live is a 401 (log in again), not a silent "status only".
    const expired = await progress(done.responseId, 'no-such-token');
    expect(expired.status).toBe(401);
    expect(JSON.stringify(expired.envelope)).not.toContain(PHONE);
  });
});
