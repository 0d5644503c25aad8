import { describe, expect, it } from 'vitest';
import {
  type GroupLogic,
  type GroupLogicSaved,
  LOGIC_API,
  type QuestionLogic,
  type QuestionLogicSaved,
} from '../../../../src/core/api/logic';
import { useTestApp } from '../../support/app';
import { databaseTargets } from '../../support/databases';
import { get, loadGroup, loadQuestion, logicSurvey, optionIds, post } from './support';

describe.each(databaseTargets())('group logic and option filters on $name', (target) => {
  const ctx = useTestApp(target);

  it('adds group logic (groupBeforLogics), changes it in place and deletes it', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    const added = await post<GroupLogicSaved>(app, survey.token, LOGIC_API.addLogicBeforGroup, {
      groupId: survey.groupB,
      anQuId: survey.q1.id,
      anQuItemId: a,
      geLe: '1',
    });
    expect(added.status, added.envelope.message).toBe(200);
    const second = await post<GroupLogicSaved>(app, survey.token, LOGIC_API.addLogicBeforGroup, {
      groupId: survey.groupB,
      anAnd: 2,
      anQuId: survey.q3.id,
      geLe: '6',
      anValue: '18',
    });
    expect(second.status, second.envelope.message).toBe(200);
    expect(second.envelope.data.groupBeforLogics.map((record) => record.id)).toEqual([
      added.envelope.data.savedId,
      second.envelope.data.savedId,
    ]);
    const changed = await post<GroupLogicSaved>(app, survey.token, LOGIC_API.addLogicBeforGroup, {
      groupId: survey.groupB,
      id: added.envelope.data.savedId,
      anQuId: survey.q1.id,
      anQuItemId: b,
      geLe: '1',
    });
    expect(changed.status, changed.envelope.message).toBe(200);
    const group = await loadGroup(app, survey, survey.groupB);
    expect(group.groupBeforLogics).toEqual([
      { id: added.envelope.data.savedId, anAnd: 1, anQuId: survey.q1.id, anQuItemId: b, geLe: '1' },
      { id: second.envelope.data.savedId, anAnd: 2, anQuId: survey.q3.id, geLe: '6', anValue: '18' },
    ]);
    // Group A has none; the records are the group's, not a question's.
    expect((await loadGroup(app, survey, survey.groupA)).groupBeforLogics).toEqual([]);
    expect((await loadQuestion(app, survey, survey.q1.id)).quBeforLogics).toEqual([]);

    const other = await get(app, survey.token, LOGIC_API.deleteLogicBeforGroup, {
      groupId: survey.groupA,
      logicId: added.envelope.data.savedId,
    });
    expect(other.status).toBe(404);
    const deleted = await get<GroupLogic>(app, survey.token, LOGIC_API.deleteLogicBeforGroup, {
      groupId: survey.groupB,
      logicId: added.envelope.data.savedId,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.envelope.data.groupBeforLogics.map((record) => record.id)).toEqual([
      second.envelope.data.savedId,
    ]);
  });

  it('replaces the option filters of a question with /surveyedit/filter; an empty list clears them', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    const [c, d] = optionIds(survey.q7);
    const first = await post<QuestionLogic>(app, survey.token, LOGIC_API.optionFilter, {
      quId: survey.q7.id,
      filters: [
        { optionId: c, answerType: 1, refQuId: survey.q1.id, refOptionId: a },
        { optionId: d, answerType: 2, refQuId: survey.q1.id, refOptionId: b },
      ],
    });
    expect(first.status, first.envelope.message).toBe(200);
    const kept = first.envelope.data.answerRules.find((rule) => rule.optionId === c);
    expect(first.envelope.data.answerRules).toHaveLength(2);

    // The set sent replaces the stored one: c's filter kept by its id and changed, d's gone, one added.
    const second = await post<QuestionLogic>(app, survey.token, LOGIC_API.optionFilter, {
      quId: survey.q7.id,
      filters: [
        { id: kept?.id, optionId: c, answerType: 2, refQuId: survey.q1.id, refOptionId: a },
        { answerType: 1, refQuId: survey.q2.id },
      ],
    });
    expect(second.status, second.envelope.message).toBe(200);
    const q7 = await loadQuestion(app, survey, survey.q7.id);
    expect(q7.answerRules).toHaveLength(2);
    expect(q7.answerRules).toContainEqual({
      id: kept?.id,
      optionId: c,
      answerType: 2,
      refQuId: survey.q1.id,
      refOptionId: a,
    });
    expect(q7.answerRules).toContainEqual(expect.objectContaining({ answerType: 1, refQuId: survey.q2.id }));
    expect(q7.answerRules.some((rule) => rule.optionId === d)).toBe(false);

    // An id that is not one of this question's filters is refused, and nothing changes.
    const foreign = await post(app, survey.token, LOGIC_API.optionFilter, {
      quId: survey.q7.id,
      filters: [{ id: 'someone-elses', refQuId: survey.q1.id }],
    });
    expect(foreign.status).toBe(404);
    expect((await loadQuestion(app, survey, survey.q7.id)).answerRules).toEqual(q7.answerRules);

    const cleared = await post<QuestionLogic>(app, survey.token, LOGIC_API.optionFilter, {
      quId: survey.q7.id,
      filters: [],
    });
    expect(cleared.status).toBe(200);
    expect((await loadQuestion(app, survey, survey.q7.id)).answerRules).toEqual([]);
  });

  it('adds, changes and deletes one answer rule', async () => {
    const app = ctx().app;
    const survey = await logicSurvey(app);
    const [a, b] = optionIds(survey.q1);
    const [c] = optionIds(survey.q7);
    const added = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicAnswerRule, {
      quId: survey.q7.id,
      optionId: c,
      refQuId: survey.q1.id,
      refOptionId: a,
    });
    expect(added.status, added.envelope.message).toBe(200);
    const id = added.envelope.data.savedId;
    expect((await loadQuestion(app, survey, survey.q7.id)).answerRules).toEqual([
      { id, optionId: c, answerType: 1, refQuId: survey.q1.id, refOptionId: a },
    ]);
    const changed = await post<QuestionLogicSaved>(app, survey.token, LOGIC_API.addLogicAnswerRule, {
      quId: survey.q7.id,
      id,
      optionId: c,
      answerType: 2,
      refQuId: survey.q1.id,
      refOptionId: b,
    });
    expect(changed.status, changed.envelope.message).toBe(200);
    expect(changed.envelope.data.answerRules).toEqual([
      { id, optionId: c, answerType: 2, refQuId: survey.q1.id, refOptionId: b },
    ]);
    // deleteLogicAnswerRule takes the question too: the rule of Q7 is not Q1's to delete.
    expect(
      (await get(app, survey.token, LOGIC_API.deleteLogicAnswerRule, { quId: survey.q1.id, logicId: id }))
        .status,
    ).toBe(404);
    const deleted = await get<QuestionLogic>(app, survey.token, LOGIC_API.deleteLogicAnswerRule, {
      quId: survey.q7.id,
      logicId: id,
    });
    expect(deleted.status).toBe(200);
    expect((await loadQuestion(app, survey, survey.q7.id)).answerRules).toEqual([]);
  });
});
