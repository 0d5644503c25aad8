import { describe, expect, it } from 'vitest';
import { LOGIC_API, type QuestionLogic, type QuestionLogicSaved } from '../../../../src/core/api/logic';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { descIds, get, loadQuestion, logicSurvey, optionIds, post } from './support';

describe.each(databaseTargets())('question logic calls on $name', (target) => {
  const ctx = useTestApp(target);

  it('adds before-logic to a question and to a sub-question; the design load shows each in its place', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    const first = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
    });
    expect(first.status, first.envelope.message).toBe(200);
    const second = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anAnd: 2,
      anQuId: survey.q3.id,
      geLe: '2',
      minValue: 10,
      maxValue: '20',
    });
    expect(second.status, second.envelope.message).toBe(200);
    expect(second.envelope.data.quBeforLogics.map((record) => record.id)).toEqual([
      first.envelope.data.savedId,
      second.envelope.data.savedId,
    ]);

    const [row] = descIds(survey.q6);
    const desc = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q6.id,
      descId: row,
      anQuId: survey.q2.id,
      anQuItemId: optionIds(survey.q2).slice(0, 2),
      geLe: 5,
    });
    expect(desc.status, desc.envelope.message).toBe(200);

    const q7 = await loadQuestion(app, survey, survey.q7.id);
    expect(q7.quBeforLogics).toEqual([
      { id: first.envelope.data.savedId, anAnd: 1, anQuId: survey.q1.id, anQuItemId: a, geLe: '1' },
      {
        id: second.envelope.data.savedId,
        anAnd: 2,
        anQuId: survey.q3.id,
        geLe: '2',
        minValue: '10',
        maxValue: '20',
      },
    ]);
    const q6 = await loadQuestion(app, survey, survey.q6.id);
    expect(q6.quBeforLogics).toEqual([]);
    expect(q6.descList.find((item) => item.id === row)?.descBeforLogics).toEqual([
      {
        id: desc.envelope.data.savedId,
        anAnd: 1,
        anQuId: survey.q2.id,
        anQuItemId: optionIds(survey.q2).slice(0, 2).join(','),
        geLe: '5',
      },
    ]);
    expect(desc.envelope.data.descBeforLogics[row ?? '']?.map((record) => record.id)).toEqual([
      desc.envelope.data.savedId,
    ]);
  });

  it('changes a record in place when its id is sent', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    const added = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
    });
    const id = added.envelope.data.savedId;
    await post(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      anQuId: survey.q4.id,
      geLe: '6',
    });
    const changed = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q7.id,
      id,
      anQuId: survey.q1.id,
      anQuItemId: b,
      geLe: '2',
    });
    expect(changed.status, changed.envelope.message).toBe(200);
    expect(changed.envelope.data.savedId).toBe(id);
    const q7 = await loadQuestion(app, survey, survey.q7.id);
    expect(
      q7.quBeforLogics.map((record) => [record.id === id, record.anQuItemId ?? null, record.geLe]),
    ).toEqual([
      [true, b, '2'],
      [false, null, '6'],
    ]);
  });

  it('adds answer logic: jump and auto-select in quLogics, auto-assign in quLogicAnswerAssignments, end without target', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    const [c] = optionIds(survey.q7);
    const jump = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q1.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
      logicType: 1,
      toQuId: survey.q7.id,
    });
    expect(jump.status, jump.envelope.message).toBe(200);
    const select = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q1.id,
      anQuId: survey.q1.id,
      anQuItemId: b,
      geLe: '1',
      logicType: 3,
      toQuId: survey.q7.id,
      toQuItemId: c,
    });
    expect(select.status, select.envelope.message).toBe(200);
    const assign = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q3.id,
      anQuId: survey.q3.id,
      geLe: '5',
      anValue: '100',
      logicType: 4,
      toQuId: survey.q4.id,
      toQuValue: '高收入',
    });
    expect(assign.status, assign.envelope.message).toBe(200);
    const end = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q2.id,
      anQuId: survey.q2.id,
      anQuItemId: optionIds(survey.q2)[2],
      geLe: '5',
      logicType: 2,
      toQuId: survey.q7.id,
    });
    expect(end.status, end.envelope.message).toBe(200);

    const q1 = await loadQuestion(app, survey, survey.q1.id);
    expect(q1.quLogics).toEqual([
      {
        id: jump.envelope.data.savedId,
        anAnd: 1,
        anQuId: survey.q1.id,
        anQuItemId: a,
        geLe: '1',
        logicType: 1,
        toQuId: survey.q7.id,
      },
      {
        id: select.envelope.data.savedId,
        anAnd: 1,
        anQuId: survey.q1.id,
        anQuItemId: b,
        geLe: '1',
        logicType: 3,
        toQuId: survey.q7.id,
        toQuItemId: c,
      },
    ]);
    expect(q1.quLogicAnswerAssignments).toEqual([]);
    const q3 = await loadQuestion(app, survey, survey.q3.id);
    expect(q3.quLogics).toEqual([]);
    expect(q3.quLogicAnswerAssignments).toEqual([
      {
        id: assign.envelope.data.savedId,
        anAnd: 1,
        anQuId: survey.q3.id,
        geLe: '5',
        anValue: '100',
        logicType: 4,
        toQuId: survey.q4.id,
        toQuValue: '高收入',
      },
    ]);
    // An end has no target: the toQuId sent with it is not stored.
    const q2 = await loadQuestion(app, survey, survey.q2.id);
    expect(q2.quLogics.map((record) => [record.logicType, record.toQuId ?? null])).toEqual([[2, null]]);
  });

  it('moves a record between quLogics and quLogicAnswerAssignments when its type changes to auto-assign', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    const [c] = optionIds(survey.q7);
    const select = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q1.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
      logicType: 3,
      toQuId: survey.q7.id,
      toQuItemId: c,
    });
    const changed = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q1.id,
      id: select.envelope.data.savedId,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
      logicType: 4,
      toQuId: survey.q4.id,
      toQuValue: 'A 组',
    });
    expect(changed.status, changed.envelope.message).toBe(200);
    expect(changed.envelope.data.quLogics).toEqual([]);
    expect(changed.envelope.data.quLogicAnswerAssignments.map((record) => record.id)).toEqual([
      select.envelope.data.savedId,
    ]);
  });

  it('deletes one record per call, each call only its own kind, and deleteAllLogic clears the question', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a] = optionIds(survey.q1);
    const [row] = descIds(survey.q6);
    const before = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q6.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
    });
    const descBefore = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicBefor, {
      quId: survey.q6.id,
      descId: row,
      anQuId: survey.q1.id,
      anQuItemId: a,
    });
    const jump = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q6.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 1,
      toQuId: survey.q8.id,
    });
    const assign = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogic, {
      quId: survey.q6.id,
      anQuId: survey.q1.id,
      anQuItemId: a,
      logicType: 4,
      toQuId: survey.q4.id,
      toQuValue: '赋值',
    });
    const rule = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicAnswerRule, {
      quId: survey.q6.id,
      refQuId: survey.q1.id,
      refOptionId: a,
    });
    for (const result of [before, descBefore, jump, assign, rule]) {
      expect(result.status, result.envelope.message).toBe(200);
    }
    const quId = survey.q6.id;
    const id = (result: typeof before) => result.envelope.data.savedId;

    // A call refuses a record of another kind: deleteAnswerAssignment does not remove a jump.
    const wrongKind = await get(app, survey.token, LOGIC_API.deleteAnswerAssignment, {
      quId,
      logicId: id(jump),
    });
    expect(wrongKind.status).toBe(404);
    const assignmentGone = await get<QuestionLogic>(app, survey.token, LOGIC_API.deleteAnswerAssignment, {
      quId,
      logicId: id(assign),
    });
    expect(assignmentGone.status).toBe(200);
    expect(assignmentGone.envelope.data.quLogicAnswerAssignments).toEqual([]);
    const jumpGone = await get<QuestionLogic>(app, survey.token, LOGIC_API.deleteLogic, {
      quId,
      logicId: id(jump),
    });
    expect(jumpGone.envelope.data.quLogics).toEqual([]);
    const descGone = await get<QuestionLogic>(app, survey.token, LOGIC_API.deleteLogicBefor, {
      quId,
      logicId: id(descBefore),
    });
    expect(descGone.status).toBe(200);
    expect(descGone.envelope.data.descBeforLogics[row ?? '']).toEqual([]);
    expect(descGone.envelope.data.quBeforLogics.map((record) => record.id)).toEqual([id(before)]);
    // Deleting twice: the record is gone.
    expect((await get(app, survey.token, LOGIC_API.deleteLogic, { quId, logicId: id(jump) })).status).toBe(
      404,
    );

    const cleared = await get<QuestionLogic>(app, survey.token, LOGIC_API.deleteAllLogic, { quId });
    expect(cleared.status).toBe(200);
    const q6 = await loadQuestion(app, survey, quId);
    expect([q6.quBeforLogics, q6.quLogics, q6.quLogicAnswerAssignments, q6.answerRules]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(q6.descList.flatMap((desc) => desc.descBeforLogics)).toEqual([]);
  });
});
