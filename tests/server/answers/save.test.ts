import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANSWER_API } from '../../../src/core/api/answer';
import { useTestApp } from '../support/app';
import { databaseTargets } from '../support/databases';
import { call } from '../support/http';
import { itemsOf, postSave, publishedSurvey, saveBody, setSurveyState, storedResponse } from './fixture';

const PHONE = '13812345678';

describe.each(databaseTargets())('saving answers ($name)', (target) => {
  const ctx = useTestApp(target);

  it('creates the response on its first save, with one row per answered question', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      seed: 'abc',
      userPage: 2,
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
      paradata: { questionTimeMs: { [survey.choiceId]: 1200 } },
      userId: 'panel-7',
    });
    const result = await postSave(ctx().app, body);
    expect(result.status).toBe(200);
    expect(result.envelope.data).toEqual({
      responseId: body.responseId,
      ackSeq: 1,
      status: 'in-progress',
      sampleStatus: null,
      droppedQuestionIds: [],
    });
    const { response, items } = await storedResponse(ctx().db, body.responseId);
    expect(response).toMatchObject({
      surveyId: survey.surveyId,
      releaseVersion: 1,
      seed: 'abc',
      status: 'in-progress',
      userPage: 2,
      lastAckSequence: 1,
      completedAt: null,
      paradata: { questionTimeMs: { [survey.choiceId]: 1200 }, userId: 'panel-7' },
    });
    expect(items.map((row) => [row.questionId, row.descId, row.quItemId, row.answer, row.value])).toEqual(
      [
        [
          survey.choiceId,
          null,
          survey.optionA,
          null,
          { kind: 'choice', optionIds: [survey.optionA], otherText: {} },
        ],
        [survey.phoneId, null, null, PHONE, { kind: 'text', text: PHONE }],
      ].sort((left, right) => String(left[0]).localeCompare(String(right[0]))),
    );
  });

  it('changes nothing when the same sequence is replayed', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, { seq: 4, items: itemsOf(survey, { option: survey.optionB }) });
    expect((await postSave(ctx().app, body)).status).toBe(200);
    const before = await storedResponse(ctx().db, body.responseId);
    const replay = await postSave(ctx().app, {
      ...body,
      items: itemsOf(survey, { option: survey.optionA }),
      userPage: 9,
    });
    expect(replay.status).toBe(200);
    expect(replay.envelope.data.ackSeq).toBe(4);
    expect(await storedResponse(ctx().db, body.responseId)).toEqual(before);
  });

  it('keeps the later state when saves arrive out of order', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const responseId = randomUUID();
    const third = saveBody(survey, {
      responseId,
      seq: 3,
      userPage: 3,
      items: itemsOf(survey, { option: survey.optionA, text: 'late' }),
    });
    const second = saveBody(survey, {
      responseId,
      seq: 2,
      userPage: 2,
      items: itemsOf(survey, { option: survey.optionB }),
    });
    expect((await postSave(ctx().app, third)).envelope.data.ackSeq).toBe(3);
    const stale = await postSave(ctx().app, second);
    expect(stale.status).toBe(200);
    expect(stale.envelope.data.ackSeq).toBe(3);
    const { response, items } = await storedResponse(ctx().db, responseId);
    expect(response).toMatchObject({ lastAckSequence: 3, userPage: 3 });
    expect(items.find((row) => row.questionId === survey.choiceId)?.quItemId).toBe(survey.optionA);
    expect(items.find((row) => row.questionId === survey.textId)?.answer).toBe('late');
  });

  it('replaces the stored items with the sent set: unsent ones go, unchanged ones are not rewritten', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const responseId = randomUUID();
    await postSave(
      ctx().app,
      saveBody(survey, {
        responseId,
        seq: 1,
        items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
      }),
    );
    const first = await storedResponse(ctx().db, responseId);
    await postSave(
      ctx().app,
      saveBody(survey, {
        responseId,
        seq: 2,
        items: itemsOf(survey, { option: survey.optionA, text: 'new' }),
      }),
    );
    const { items } = await storedResponse(ctx().db, responseId);
    expect(items.map((row) => row.questionId).sort()).toEqual([survey.choiceId, survey.textId].sort());
    const choiceBefore = first.items.find((row) => row.questionId === survey.choiceId);
    expect(items.find((row) => row.questionId === survey.choiceId)).toEqual(choiceBefore);
  });

  it('refuses a newer save of a complete response even with the same content, so none can be probed', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 5,
      status: 'complete',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE, text: 'because' }),
    });
    const done = await postSave(ctx().app, body);
    expect(done.status).toBe(200);
    expect(done.envelope.data).toMatchObject({ ackSeq: 5, status: 'complete', sampleStatus: 'Complete' });
    const before = await storedResponse(ctx().db, body.responseId);
    expect(before.response?.completedAt).toBeInstanceOf(Date);

    // Same content and other content get the same answer: a matching guess of the answers is not told apart.
    const again = await postSave(ctx().app, { ...body, seq: 6, userPage: 7 });
    const other = await postSave(ctx().app, {
      ...body,
      seq: 6,
      items: itemsOf(survey, { option: survey.optionB, phone: PHONE }),
    });
    for (const refused of [again, other]) {
      expect(refused.status).toBe(409);
      expect(refused.envelope.data).toEqual({
        reason: 'completedConflict',
        conflict: 'completed',
        ackSeq: 5,
      });
    }
    expect(again.envelope.message).toBe(other.envelope.message);
    // The replay of what was acknowledged is still acknowledged.
    expect((await postSave(ctx().app, body)).envelope.data).toMatchObject({ ackSeq: 5, status: 'complete' });
    expect(await storedResponse(ctx().db, body.responseId)).toEqual(before);
  });

  it('refuses other content for a complete response and keeps what was stored', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      status: 'complete',
      sampleStatus: 'Screenout',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE, text: 'because' }),
    });
    expect((await postSave(ctx().app, body)).envelope.data.sampleStatus).toBe('Screenout');
    const before = await storedResponse(ctx().db, body.responseId);
    const changed = await postSave(ctx().app, {
      ...body,
      seq: 2,
      items: itemsOf(survey, { option: survey.optionB, phone: PHONE }),
    });
    expect(changed.status).toBe(409);
    expect(changed.envelope.data).toMatchObject({ reason: 'completedConflict' });
    const otherStatus = await postSave(ctx().app, { ...body, seq: 3, sampleStatus: 'Complete' });
    expect(otherStatus.status).toBe(409);
    expect(await storedResponse(ctx().db, body.responseId)).toEqual(before);
  });

  it('refuses a response id already used by another survey', async () => {
    const first = await publishedSurvey(ctx().app, ctx().db);
    const second = await publishedSurvey(ctx().app, ctx().db);
    const responseId = randomUUID();
    await postSave(
      ctx().app,
      saveBody(first, { responseId, seq: 1, items: itemsOf(first, { option: first.optionA }) }),
    );
    const clash = await postSave(
      ctx().app,
      saveBody(second, { responseId, seq: 2, items: itemsOf(second, { option: second.optionB }) }),
    );
    expect(clash.status).toBe(409);
    const { response, items } = await storedResponse(ctx().db, responseId);
    expect(response).toMatchObject({ surveyId: first.surveyId, lastAckSequence: 1 });
    expect(items.map((row) => row.questionId)).toEqual([first.choiceId]);
  });

  it('refuses saves for an ended survey, and for a paused one', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    const paused = await postSave(
      ctx().app,
      saveBody(survey, { seq: 1, items: itemsOf(survey, { option: survey.optionA }) }),
    );
    expect(paused.status).toBe(403);
    expect(paused.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'notPublished' });
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '2');
    const body = saveBody(survey, { seq: 1, items: itemsOf(survey, { option: survey.optionA }) });
    const ended = await postSave(ctx().app, body, 'en');
    expect(ended.status).toBe(403);
    expect(ended.envelope.data).toEqual({ reason: 'surveyUnavailable', survey: 'ended' });
    expect(ended.envelope.message).toBe('This survey has ended and no longer collects answers');
    expect((await storedResponse(ctx().db, body.responseId)).response).toBeUndefined();
  });

  it('accepts a save to an older version of a survey that was paused and published again', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '0');
    await setSurveyState(ctx().app, survey.token, survey.surveyId, '1');
    const body = saveBody(survey, { seq: 1, version: 1, items: itemsOf(survey, { option: survey.optionB }) });
    expect((await postSave(ctx().app, body)).status).toBe(200);
    expect((await storedResponse(ctx().db, body.responseId)).response?.releaseVersion).toBe(1);
    const unknown = await postSave(ctx().app, saveBody(survey, { seq: 1, version: 3 }));
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.data).toMatchObject({ reason: 'unknownVersion' });
  });

  it('refuses a complete save missing a required answer, listing the problem', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      status: 'complete',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
    });
    const refused = await postSave(ctx().app, body, 'en');
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toEqual({
      reason: 'invalidAnswers',
      problems: [{ questionId: survey.textId, key: 'core.tipAnswerNull', params: {} }],
    });
    expect(refused.envelope.message).toBe('Q3: Answer option cannot be empty!');
    expect((await storedResponse(ctx().db, body.responseId)).response).toBeUndefined();
    // The same answers in progress are fine: the text may still come.
    expect((await postSave(ctx().app, { ...body, status: 'in-progress' })).status).toBe(200);
  });

  it('takes a Quota-full save without the answers after where the runner stopped, still checking those given', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      status: 'complete',
      sampleStatus: 'QuotaFull',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
    });
    const result = await postSave(ctx().app, body);
    expect(result.status).toBe(200);
    expect(result.envelope.data).toMatchObject({ status: 'complete', sampleStatus: 'QuotaFull' });
    const { response, items } = await storedResponse(ctx().db, body.responseId);
    expect(response).toMatchObject({ status: 'complete', sampleStatus: 'QuotaFull' });
    expect(items.map((row) => row.questionId).sort()).toEqual([survey.choiceId, survey.phoneId].sort());

    const wrong = saveBody(survey, {
      seq: 1,
      status: 'complete',
      sampleStatus: 'QuotaFull',
      items: itemsOf(survey, { option: survey.optionA, phone: '12' }),
    });
    const refused = await postSave(ctx().app, wrong);
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({
      reason: 'invalidAnswers',
      problems: [{ questionId: survey.phoneId }],
    });
  });

  it('drops and does not store the answer of a question the logic hides', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      status: 'complete',
      items: itemsOf(survey, { option: survey.optionB, phone: PHONE, text: 'left over from A' }),
    });
    const result = await postSave(ctx().app, body);
    expect(result.status).toBe(200);
    expect(result.envelope.data.droppedQuestionIds).toEqual([survey.textId]);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items.map((row) => row.questionId).sort()).toEqual([survey.choiceId, survey.phoneId].sort());
  });

  it('stores the value the logic assigns to an unanswered question, even when the client leaves it out', async () => {
    // When Q1 is A, Q3 (required, shown only for A) is given a text by auto-assign.
    const survey = await publishedSurvey(ctx().app, ctx().db, (ids) => [
      {
        id: randomUUID(),
        surveyId: ids.surveyId,
        attachment: 'assignment',
        questionId: ids.choiceId,
        anQuId: ids.choiceId,
        anQuItemId: ids.optionA,
        geLe: '1',
        logicType: 4,
        toQuId: ids.textId,
        toQuValue: '由逻辑赋值',
      },
    ]);
    const body = saveBody(survey, {
      seq: 1,
      status: 'complete',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
    });
    expect((await postSave(ctx().app, body)).status).toBe(200);
    const { items } = await storedResponse(ctx().db, body.responseId);
    expect(items.find((row) => row.questionId === survey.textId)?.answer).toBe('由逻辑赋值');

    // The respondent's own answer wins over the assigned one.
    const own = saveBody(survey, {
      seq: 1,
      status: 'complete',
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE, text: '我自己写的' }),
    });
    expect((await postSave(ctx().app, own)).status).toBe(200);
    const ownRows = (await storedResponse(ctx().db, own.responseId)).items;
    expect(ownRows.filter((row) => row.questionId === survey.textId).map((row) => row.answer)).toEqual([
      '我自己写的',
    ]);
  });

  it('refuses an invalid phone number even in progress', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      items: itemsOf(survey, { option: survey.optionA, phone: '12345' }),
    });
    const refused = await postSave(ctx().app, body);
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({
      reason: 'invalidAnswers',
      problems: [{ questionId: survey.phoneId, key: 'core.tipPhoneError' }],
    });
    expect((await storedResponse(ctx().db, body.responseId)).response).toBeUndefined();
  });

  it('refuses items of questions the release does not have', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 1,
      items: [{ belongId: survey.surveyId, quId: 'no-such-question', answer: 'x' }],
    });
    const refused = await postSave(ctx().app, body);
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({
      problems: [{ questionId: 'no-such-question', key: 'answers.question.unknown' }],
    });
  });

  it('ends concurrent saves of one response with the highest sequence', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const responseId = randomUUID();
    const five = saveBody(survey, {
      responseId,
      seq: 5,
      userPage: 5,
      items: itemsOf(survey, { option: survey.optionB }),
    });
    const six = saveBody(survey, {
      responseId,
      seq: 6,
      userPage: 6,
      items: itemsOf(survey, { option: survey.optionA, text: 'six' }),
    });
    const results = await Promise.all([postSave(ctx().app, five), postSave(ctx().app, six)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const { response, items } = await storedResponse(ctx().db, responseId);
    expect(response).toMatchObject({ lastAckSequence: 6, userPage: 6 });
    expect(items.map((row) => [row.questionId, row.quItemId ?? row.answer]).sort()).toEqual(
      [
        [survey.choiceId, survey.optionA],
        [survey.textId, 'six'],
      ].sort(),
    );
  });

  it('gives back the saved progress for resuming on another device', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const body = saveBody(survey, {
      seq: 3,
      seed: 's9',
      userPage: 1,
      items: itemsOf(survey, { option: survey.optionA, phone: PHONE }),
    });
    await postSave(ctx().app, body);
    const progress = await call(ctx().app, 'GET', `${ANSWER_API.progress}?responseId=${body.responseId}`);
    expect(progress.status).toBe(200);
    expect(progress.envelope.data).toMatchObject({
      responseId: body.responseId,
      surveyId: survey.surveyId,
      version: 1,
      seed: 's9',
      status: 'in-progress',
      sampleStatus: null,
      userPage: 1,
      ackSeq: 3,
    });
    const items = (
      progress.envelope.data as { items: { quId: string; quItemId?: string; answer?: string }[] }
    ).items;
    expect(items.map((item) => [item.quId, item.quItemId ?? item.answer]).sort()).toEqual(
      [
        [survey.choiceId, survey.optionA],
        [survey.phoneId, PHONE],
      ].sort(),
    );
    const missing = await call(ctx().app, 'GET', `${ANSWER_API.progress}?responseId=${randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('refuses malformed bodies with the field at fault', async () => {
    const survey = await publishedSurvey(ctx().app, ctx().db);
    const badSeq = await postSave(ctx().app, { ...saveBody(survey, { seq: 1 }), seq: 0 });
    expect(badSeq.status).toBe(400);
    expect(badSeq.envelope.data).toMatchObject({ field: 'seq' });
    const badId = await postSave(ctx().app, { ...saveBody(survey, { seq: 1 }), responseId: 'not-a-uuid' });
    expect(badId.envelope.data).toMatchObject({ field: 'responseId' });
    const notJson = await call(ctx().app, 'POST', ANSWER_API.save, {
      rawBody: '{',
      contentType: 'application/json',
    });
    expect(notJson.status).toBe(400);
  });
});
