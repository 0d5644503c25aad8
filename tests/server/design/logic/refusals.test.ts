import { describe, expect, it } from 'vitest';
import { DESIGN_API } from '../../../../src/core/api/design';
import { LOGIC_API, type LogicRefusal, type QuestionLogicSaved } from '../../../../src/core/api/logic';
import { saveQuestion, setSurveyState } from '../../answers/fixture';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { call } from '../../support/http';
import { designer } from '../support';
import { descIds, get, type LogicSurvey, loadQuestion, logicSurvey, optionIds, post } from './support';

const EN = 'en';

describe.each(databaseTargets())('refused logic calls on $name', (target) => {
  const ctx = useTestApp(target);

  /** Posts a rule and expects a 400 whose message (zh and en) and data name these questions. */
  async function refused(
    survey: LogicSurvey,
    path: string,
    body: Record<string, unknown>,
    reason: string,
    questions: string[],
  ) {
    const zh = await post<LogicRefusal>(ctx().app, survey.token, path, body);
    expect(zh.status, zh.envelope.message).toBe(400);
    expect(zh.envelope.data.reason).toBe(reason);
    expect([...zh.envelope.data.questions].sort()).toEqual([...questions].sort());
    const en = await post<LogicRefusal>(ctx().app, survey.token, path, body, EN);
    expect(en.status).toBe(400);
    for (const name of questions) {
      expect(zh.envelope.message).toContain(name);
      expect(en.envelope.message).toContain(name);
    }
    expect(en.envelope.message).not.toBe(zh.envelope.message);
    return zh;
  }

  it('answers 401 to every logic call without a token', async () => {
    const survey = await logicSurvey(ctx().app);
    const [a] = optionIds(survey.q1);
    const condition = { quId: survey.q7.id, anQuId: survey.q1.id, anQuItemId: a };
    // Well-formed bodies: a malformed one is answered 400 before the session is looked at.
    const posts: [string, Record<string, unknown>][] = [
      [LOGIC_API.addLogicBefor, condition],
      [LOGIC_API.addLogic, { ...condition, logicType: 2 }],
      [LOGIC_API.addLogicBeforGroup, { ...condition, groupId: survey.groupB }],
      [LOGIC_API.optionFilter, { quId: survey.q7.id, filters: [] }],
      [LOGIC_API.addLogicAnswerRule, { quId: survey.q7.id, refQuId: survey.q1.id }],
    ];
    for (const [path, body] of posts) {
      const result = await post(ctx().app, undefined, path, body);
      expect(result.status, path).toBe(401);
    }
    const gets = [
      LOGIC_API.deleteLogicBefor,
      LOGIC_API.deleteAnswerAssignment,
      LOGIC_API.deleteLogic,
      LOGIC_API.deleteAllLogic,
      LOGIC_API.deleteLogicBeforGroup,
      LOGIC_API.deleteLogicAnswerRule,
    ];
    for (const path of gets) {
      const result = await get(ctx().app, undefined, path, {
        quId: survey.q7.id,
        groupId: survey.groupB,
        logicId: 'x',
      });
      expect(result.status, path).toBe(401);
    }
  });

  it("answers another user's survey as missing (404), for adds and deletes, and writes nothing", async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    const added = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
    });
    const other = await designer(app);
    const attempts = [
      await post(app, other.token, LOGIC_API.addLogicBefor, {
        quId: survey.q7.id,
        anQuId: survey.q1.id,
        anQuItemId: a,
      }),
      await post(app, other.token, LOGIC_API.addLogic, {
        quId: survey.q1.id,
        anQuId: survey.q1.id,
        anQuItemId: a,
        logicType: 2,
      }),
      await post(app, other.token, LOGIC_API.addLogicBeforGroup, {
        groupId: survey.groupB,
        anQuId: survey.q1.id,
        anQuItemId: a,
      }),
      await post(app, other.token, LOGIC_API.optionFilter, { quId: survey.q7.id, filters: [] }),
      await post(app, other.token, LOGIC_API.addLogicAnswerRule, {
        quId: survey.q7.id,
        refQuId: survey.q1.id,
      }),
      await get(app, other.token, LOGIC_API.deleteLogicBefor, {
        quId: survey.q7.id,
        logicId: added.envelope.data.savedId,
      }),
      await get(app, other.token, LOGIC_API.deleteAllLogic, { quId: survey.q7.id }),
      await get(app, other.token, LOGIC_API.deleteLogicBeforGroup, { groupId: survey.groupB, logicId: 'x' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      // The same answer as for an id that does not exist at all: nothing tells the survey is there.
      expect(attempt.envelope.message).not.toContain(survey.surveyId);
    }
    const missing = await post(app, other.token, LOGIC_API.addLogicBefor, {
      quId: 'no-such-question',
      anQuId: survey.q1.id,
    });
    expect(missing.envelope.message).toBe(attempts[0]?.envelope.message);
    const q7 = await loadQuestion(app, survey, survey.q7.id);
    expect(q7.quBeforLogics.map((record) => record.id)).toEqual([added.envelope.data.savedId]);
  });

  it('refuses logic changes while the survey is not in designing state', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    await setSurveyState(app, survey.token, survey.surveyId, '1');
    const add = await post(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
    });
    expect(add.status).toBe(409);
    const clear = await get(app, survey.token, LOGIC_API.deleteAllLogic, { quId: survey.q7.id });
    expect(clear.status).toBe(409);
    const edit = await call(app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${survey.q7.id}`, {
      token: survey.token,
    });
    // The same refusal (and message) as any other edit of a published survey.
    expect(add.envelope.message).toBe(edit.envelope.message);
  });

  it('refuses conditions on later questions and on the question itself', async () => {
    const survey = await logicSurvey(ctx().app);
    const [c] = optionIds(survey.q7);
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { quId: survey.q1.id, anQuId: survey.q7.id, anQuItemId: c },
      'design.logic.conditionNotBefore',
      ['Q1', 'Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogic,
      { quId: survey.q1.id, anQuId: survey.q7.id, anQuItemId: c, logicType: 2 },
      'design.logic.conditionNotBefore',
      ['Q1', 'Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { quId: survey.q7.id, anQuId: survey.q7.id, anQuItemId: c },
      'design.logic.selfCondition',
      ['Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      {
        quId: survey.q6.id,
        descId: descIds(survey.q6)[0],
        anQuId: survey.q6.id,
        anQuItemId: optionIds(survey.q6)[0],
      },
      'design.logic.selfCondition',
      ['Q6'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicAnswerRule,
      { quId: survey.q1.id, refQuId: survey.q7.id, refOptionId: c },
      'design.logic.conditionNotBefore',
      ['Q1', 'Q7'],
    );
    await refused(
      survey,
      LOGIC_API.optionFilter,
      { quId: survey.q7.id, filters: [{ refQuId: survey.q7.id }] },
      'design.logic.selfCondition',
      ['Q7'],
    );
    // Group B's logic may not read its own Q8; group A's may not read Q8 of the later group B.
    const [e] = optionIds(survey.q8);
    await refused(
      survey,
      LOGIC_API.addLogicBeforGroup,
      { groupId: survey.groupB, anQuId: survey.q8.id, anQuItemId: e },
      'design.logic.groupReadsItself',
      ['B', 'Q8'],
    );
    const groupRefusal = await refused(
      survey,
      LOGIC_API.addLogicBeforGroup,
      { groupId: survey.groupA, anQuId: survey.q8.id, anQuItemId: e },
      'design.logic.groupConditionNotBefore',
      ['A', 'Q8'],
    );
    expect(groupRefusal.envelope.message).toContain('题组A');
  });

  it('refuses jumps that do not go forward and actions on the question itself', async () => {
    const survey = await logicSurvey(ctx().app);
    const [c] = optionIds(survey.q7);
    const condition = { quId: survey.q7.id, anQuId: survey.q7.id, anQuItemId: c };
    await refused(
      survey,
      LOGIC_API.addLogic,
      { ...condition, logicType: 1, toQuId: survey.q1.id },
      'design.logic.jumpNotForward',
      ['Q7', 'Q1'],
    );
    // A jump to group A, whose first question Q1 comes before Q7.
    await refused(
      survey,
      LOGIC_API.addLogic,
      { ...condition, logicType: 1, toQuId: survey.groupA },
      'design.logic.jumpNotForward',
      ['Q7', 'A'],
    );
    await refused(
      survey,
      LOGIC_API.addLogic,
      { ...condition, logicType: 1, toQuId: survey.q7.id },
      'design.logic.targetSelf',
      ['Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogic,
      { ...condition, logicType: 4, toQuId: survey.q7.id, toQuItemId: c },
      'design.logic.targetSelf',
      ['Q7'],
    );
    await refused(survey, LOGIC_API.addLogic, { ...condition, logicType: 1 }, 'design.logic.targetRequired', [
      'Q7',
    ]);
    // A jump to group B (its first question Q8 follows Q7) is fine.
    const forward = await post(ctx().app, survey.token, LOGIC_API.addLogic, {
      ...condition,
      logicType: 1,
      toQuId: survey.groupB,
    });
    expect(forward.status, forward.envelope.message).toBe(200);
  });

  it('refuses ids that are not (or no longer) in the survey', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    // Q1's options are replaced: a and b are deleted.
    const q1 = await saveQuestion(app, survey.token, {
      quId: survey.q1.id,
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: '性别',
      optionList: [{ optionName: 'new a' }, { optionName: 'new b' }],
    });
    expect(optionIds(q1)).not.toContain(a);
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { quId: survey.q7.id, anQuId: survey.q1.id, anQuItemId: [optionIds(q1)[0], b] },
      'design.logic.unknownOption',
      ['Q7', 'Q1'],
    );
    // A question that was deleted, and one of another survey.
    const extra = await saveQuestion(app, survey.token, {
      belongId: survey.surveyId,
      catalogKey: 'radio',
      quTitle: '将删除',
      groupId: survey.groupA,
      orderById: 0,
    });
    const deleted = await call(app, 'GET', `${DESIGN_API.deleteQuestion}?quId=${extra.id}`, {
      token: survey.token,
    });
    expect(deleted.status).toBe(200);
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { quId: survey.q7.id, anQuId: extra.id },
      'design.logic.unknownQuestion',
      ['Q7'],
    );
    const elsewhere = await logicSurvey(app);
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { quId: survey.q7.id, anQuId: elsewhere.q1.id, anQuItemId: optionIds(elsewhere.q1)[0] },
      'design.logic.unknownQuestion',
      ['Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogic,
      {
        quId: survey.q2.id,
        anQuId: survey.q2.id,
        anQuItemId: optionIds(survey.q2)[0],
        logicType: 1,
        toQuId: extra.id,
      },
      'design.logic.unknownTarget',
      ['Q2'],
    );
    await refused(
      survey,
      LOGIC_API.addLogic,
      {
        quId: survey.q2.id,
        anQuId: survey.q2.id,
        anQuItemId: optionIds(survey.q2)[0],
        logicType: 3,
        toQuId: survey.q7.id,
        toQuItemId: optionIds(survey.q1)[0],
      },
      'design.logic.unknownOption',
      ['Q2', 'Q7'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      {
        quId: survey.q7.id,
        anQuId: survey.q6.id,
        anSubQuId: 'no-such-row',
        anQuItemId: optionIds(survey.q6)[0],
      },
      'design.logic.unknownSubQuestion',
      ['Q7', 'Q6'],
    );
    // A sub-question of another question as the owner is a missing sub-question (404).
    const wrongDesc = await post(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      descId: descIds(survey.q6)[0],
      anQuId: survey.q1.id,
    });
    expect(wrongDesc.status).toBe(404);
  });

  it('refuses a comparison the engine cannot run on the kind of the question read', async () => {
    const survey = await logicSurvey(ctx().app);
    const owner = { quId: survey.q7.id };
    const [a] = optionIds(survey.q1);
    // Single choice: only 1 select / 2 not select; options required.
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q1.id, anQuItemId: a, geLe: '5' },
      'design.logic.comparisonInvalid',
      ['Q7', 'Q1'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q1.id, geLe: '1' },
      'design.logic.optionsRequired',
      ['Q7', 'Q1'],
    );
    // Number: codes 1–6 and numbers to compare with.
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q3.id, geLe: '7', anValue: '1' },
      'design.logic.comparisonInvalid',
      ['Q7', 'Q3'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q3.id, geLe: '5', anValue: '很多' },
      'design.logic.valueInvalid',
      ['Q7', 'Q3'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q3.id, geLe: '2', minValue: '9', maxValue: '3' },
      'design.logic.valueInvalid',
      ['Q7', 'Q3'],
    );
    // Fill-in: "contains" needs a text.
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q4.id, geLe: '3' },
      'design.logic.valueInvalid',
      ['Q7', 'Q4'],
    );
    // Time in HHmm: a date is another format, which never compares.
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q5.id, geLe: '3', anValue: '20240101' },
      'design.logic.valueInvalid',
      ['Q7', 'Q5'],
    );
    await refused(
      survey,
      LOGIC_API.addLogicBefor,
      { ...owner, anQuId: survey.q5.id, geLe: '3', anValue: '2561' },
      'design.logic.valueInvalid',
      ['Q7', 'Q5'],
    );
    const fits = await post(ctx().app, survey.token, LOGIC_API.addLogicBefor, {
      ...owner,
      anQuId: survey.q5.id,
      geLe: '3',
      anValue: '0830',
    });
    expect(fits.status, fits.envelope.message).toBe(200);
    // Auto-assign: a number question takes a number.
    await refused(
      survey,
      LOGIC_API.addLogic,
      {
        quId: survey.q1.id,
        anQuId: survey.q1.id,
        anQuItemId: a,
        logicType: 4,
        toQuId: survey.q3.id,
        toQuValue: '很多',
      },
      'design.logic.assignValueInvalid',
      ['Q1', 'Q3'],
    );
    // Auto-select needs a question with options.
    await refused(
      survey,
      LOGIC_API.addLogic,
      {
        quId: survey.q1.id,
        anQuId: survey.q1.id,
        anQuItemId: a,
        logicType: 3,
        toQuId: survey.q4.id,
        toQuValue: 'x',
      },
      'design.logic.targetNotSelectable',
      ['Q1', 'Q4'],
    );
    // An option filter on a question without options.
    await refused(
      survey,
      LOGIC_API.addLogicAnswerRule,
      { quId: survey.q3.id, refQuId: survey.q1.id, refOptionId: a },
      'design.logic.filterNeedsOptions',
      ['Q3'],
    );
  });

  it('refuses a rule that would close a cycle, naming the questions', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    // Q1 = a jumps to Q7, skipping Q2–Q6.
    const jump = await post(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q1.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 1,
      toQuId: survey.q7.id,
    });
    expect(jump.status, jump.envelope.message).toBe(200);
    // Q4 answered would select a in Q1: Q1 decides whether Q4 shows, Q4 decides Q1's answer.
    await refused(
      survey,
      LOGIC_API.addLogic,
      {
        quId: survey.q4.id,
        anQuId: survey.q4.id,
        geLe: '6',
        logicType: 4,
        toQuId: survey.q1.id,
        toQuItemId: a,
      },
      'design.logic.cycle',
      ['Q4', 'Q1'],
    );
    // Without the jump the same assignment runs.
    const q1 = await loadQuestion(app, survey, survey.q1.id);
    expect(
      (
        await get(app, survey.token, LOGIC_API.deleteLogic, {
          quId: survey.q1.id,
          logicId: q1.quLogics[0]?.id ?? '',
        })
      ).status,
    ).toBe(200);
    const assign = await post(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q4.id,
      anQuId: survey.q4.id,
      geLe: '6',
      logicType: 4,
      toQuId: survey.q1.id,
      toQuItemId: a,
    });
    expect(assign.status, assign.envelope.message).toBe(200);
  });
});
