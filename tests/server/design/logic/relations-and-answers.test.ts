import { describe, expect, it } from 'vitest';
import { DESIGN_API, type RelationRefusal } from '../../../../src/core/api/design';
import { LOGIC_API } from '../../../../src/core/api/logic';
import type { Group } from '../../../../src/core/model';
import {
  type PublishedSurvey,
  postSave,
  saveBody,
  saveQuestion,
  setSurveyState,
  storedResponse,
} from '../../answers/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { createSurvey, design, designer } from '../support';
import { logicSurvey, optionIds, post } from './support';

describe.each(databaseTargets())('rules written through the logic calls, elsewhere ($name)', (target) => {
  const ctx = useTestApp(target);

  const deleteQuestion = (token: string, quId: string) =>
    call<RelationRefusal>(ctx().app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${quId}`, { token });

  it('blocks deleting and moving the questions a rule written with addLogic relates, naming the relation', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    const jump = await post(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q2.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 1,
      toQuId: survey.q7.id,
    });
    expect(jump.status, jump.envelope.message).toBe(200);

    // The question read, the owner and the target each refuse, naming the others.
    for (const [quId, related] of [
      [survey.q1.id, ['Q2', 'Q7']],
      [survey.q2.id, ['Q1', 'Q7']],
      [survey.q7.id, ['Q2', 'Q1']],
    ] as const) {
      const refused = await deleteQuestion(survey.token, quId);
      expect(refused.status).toBe(409);
      expect(refused.envelope.data.relation).toBe('logic');
      expect([...refused.envelope.data.questions].sort()).toEqual([...related].sort());
      expect(refused.envelope.message).toContain('逻辑关系');
    }
    const move = await call<RelationRefusal>(app, 'POST', DESIGN_API.moveQuestionToGroup, {
      token: survey.token,
      body: { surveyId: survey.surveyId, quId: survey.q7.id, toGroupId: survey.groupB },
    });
    expect(move.status).toBe(409);
    expect(move.envelope.data.relation).toBe('logic');

    // An option filter written with addLogicAnswerRule blocks as an option-filter relation.
    const rule = await post(app, survey.token, LOGIC_API.addLogicAnswerRule, {
      quId: survey.q8.id,
      refQuId: survey.q3.id,
    });
    expect(rule.status, rule.envelope.message).toBe(200);
    const filtered = await deleteQuestion(survey.token, survey.q3.id);
    expect(filtered.status).toBe(409);
    expect(filtered.envelope.data).toEqual({ relation: 'optionFilter', questions: ['Q8'] });

    // Once the logic is cleared, the question may go.
    const cleared = await call(app, 'GET', `${LOGIC_API.deleteAllLogic}?quId=${survey.q2.id}`, {
      token: survey.token,
    });
    expect(cleared.status).toBe(200);
    expect((await deleteQuestion(survey.token, survey.q7.id)).status).toBe(200);
  });

  it('refuses a swap in a group that would put a rule’s condition after it, or a jump’s target before it', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    // Q4 shows when Q1 is a; Q3 jumps to Q6 when Q1 is a.
    const before = await post(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q4.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
    });
    expect(before.status, before.envelope.message).toBe(200);
    const jump = await post(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q3.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 1,
      toQuId: survey.q6.id,
    });
    expect(jump.status, jump.envelope.message).toBe(200);
    const swap = (ids: string[], language?: string) =>
      call(app, 'GET', `${DESIGN_API.questionOrder}?questionsIds=${ids.join(',')}`, {
        token: survey.token,
        language,
      });
    const orderNow = async () =>
      (await design(app, survey.token, survey.surveyId)).groupList.flatMap((group) =>
        group.questionList.map((question) => question.id),
      );
    const start = await orderNow();

    // Q4 above Q1: its condition would come after it.
    const conditionAfter = await swap([survey.q4.id, survey.q2.id, survey.q3.id, survey.q1.id]);
    expect(conditionAfter.status).toBe(409);
    expect(conditionAfter.envelope.message).toContain('不能这样移动：Q4的逻辑引用Q1');
    // Q6 above Q3: the jump would go backwards (in English too).
    const jumpBack = await swap([survey.q6.id, survey.q4.id, survey.q5.id, survey.q3.id], 'en');
    expect(jumpBack.status).toBe(409);
    expect(jumpBack.envelope.message).toContain('Q3 jumps to Q6, which would no longer come after Q3');
    expect(await orderNow()).toEqual(start);

    // A swap that keeps every rule in order goes through: Q2 and Q3 trade places (Q1 stays first, Q6 after Q3).
    const fine = await swap([survey.q3.id, survey.q2.id]);
    expect(fine.status, fine.envelope.message).toBe(200);
  });

  /**
   * Q1 single choice A/B; Q2 fill-in shown only when Q1 is A (addLogicBefor); Q3 fill-in that Q1 = B fills
   * with a text (addLogic, auto-assign). Published, then answered.
   */
  async function publishedWithLogic(): Promise<PublishedSurvey> {
    const app = ctx().app;
    const { token } = await designer(app);
    const { surveyId } = await createSurvey(app, token, '逻辑答卷');
    const choice = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'radio',
      quTitle: '您喜欢哪个？',
      optionList: [{ optionName: 'A' }, { optionName: 'B' }],
    });
    const text = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: '为什么喜欢A？',
    });
    const assigned = await saveQuestion(app, token, {
      belongId: surveyId,
      catalogKey: 'fillBlank',
      quTitle: '备注',
      answerConfig: { requireInd: 0 },
    });
    const [optionA, optionB] = optionIds(choice) as [string, string];
    const before = await post(app, token, LOGIC_API.addLogicBefor, {
      quId: text.id,
      anQuId: choice.id,
      anQuItemId: optionA,
      geLe: '1',
    });
    expect(before.status, before.envelope.message).toBe(200);
    const assign = await post(app, token, LOGIC_API.addLogic, {
      quId: choice.id,
      anQuId: choice.id,
      anQuItemId: optionB,
      geLe: '1',
      logicType: 4,
      toQuId: assigned.id,
      toQuValue: '选了B',
    });
    expect(assign.status, assign.envelope.message).toBe(200);
    await setSurveyState(app, token, surveyId, '1');
    // PublishedSurvey's phone question is not part of this survey; the saves below do not use it.
    return { token, surveyId, choiceId: choice.id, optionA, optionB, phoneId: assigned.id, textId: text.id };
  }

  it('the save path evaluates the rules: a hidden question is dropped, an assigned value stored', async () => {
    const survey = await publishedWithLogic();
    const items = [
      { belongId: survey.surveyId, quId: survey.choiceId, quItemId: survey.optionB },
      { belongId: survey.surveyId, quId: survey.textId, answer: 'left over from A' },
    ];
    const body = saveBody(survey, { seq: 1, status: 'complete', items });
    const result = await postSave(ctx().app, body);
    expect(result.status, result.envelope.message).toBe(200);
    expect(result.envelope.data.droppedQuestionIds).toEqual([survey.textId]);
    const { items: stored } = await storedResponse(ctx().db, body.responseId);
    expect(stored.find((row) => row.questionId === survey.textId)).toBeUndefined();
    // Q3 (phoneId here) was not answered: the auto-assign of Q1 = B gave it its text.
    expect(stored.find((row) => row.questionId === survey.phoneId)?.answer).toBe('选了B');

    // With A the question shows and keeps its answer; nothing is assigned.
    const shown = saveBody(survey, {
      seq: 1,
      status: 'complete',
      items: [
        { belongId: survey.surveyId, quId: survey.choiceId, quItemId: survey.optionA },
        { belongId: survey.surveyId, quId: survey.textId, answer: '因为好' },
      ],
    });
    const kept = await postSave(ctx().app, shown);
    expect(kept.status, kept.envelope.message).toBe(200);
    expect(kept.envelope.data.droppedQuestionIds).toEqual([]);
    const keptRows = (await storedResponse(ctx().db, shown.responseId)).items;
    expect(keptRows.find((row) => row.questionId === survey.textId)?.answer).toBe('因为好');
    expect(keptRows.find((row) => row.questionId === survey.phoneId)).toBeUndefined();
  });

  it('a copied survey carries the rules written through the calls, pointing at its own questions', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    await post(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
    });
    const copied = await call<{ surveyId: string }>(
      app,
      'GET',
      `${DESIGN_API.copySurvey}?fromSurveyId=${survey.surveyId}`,
      { token: survey.token },
    );
    expect(copied.status, copied.envelope.message).toBe(200);
    const loaded = await call<{ groupList: Group[] }>(
      app,
      'GET',
      `${DESIGN_API.design}?surveyId=${copied.envelope.data.surveyId}`,
      { token: survey.token },
    );
    const questions = loaded.envelope.data.groupList.flatMap((group) => group.questionList);
    const [first] = questions;
    const seventh = questions[6];
    expect(seventh?.quBeforLogics).toEqual([
      expect.objectContaining({ anQuId: first?.id, anQuItemId: first?.optionList[0]?.id }),
    ]);
  });
});
