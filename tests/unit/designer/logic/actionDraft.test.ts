import { describe, expect, it } from 'vitest';
import {
  actionFieldsOf,
  actionFromRecord,
  actionRequest,
  emptyAction,
  sameAction,
} from '../../../../src/designer/logic/actionDraft';
import { logicQuestions } from '../../../../src/designer/logic/logicQuestions';
import { logicFixture } from './fixture';

const f = logicFixture();
const questions = logicQuestions(f.groups);
const byId = (id: string) => questions.find((question) => question.id === id)!;

describe('an answer-logic action into addLogic fields', () => {
  it('an end names no target; a jump names its question', () => {
    expect(actionRequest({ ...emptyAction(), logicType: 2, toQuId: f.q7.id }, byId(f.q7.id))).toEqual({
      fields: {
        logicType: 2,
        toQuId: null,
        toQuItemId: null,
        toQuValue: null,
        toSubQuId: null,
        toSubQuItemId: null,
      },
    });
    expect(actionRequest(emptyAction(), undefined)).toEqual({ problem: 'logicEditor.problem.pickTarget' });
    expect(actionRequest({ ...emptyAction(), toQuId: f.q7.id }, byId(f.q7.id))).toMatchObject({
      fields: { logicType: 1, toQuId: f.q7.id, toQuItemId: null },
    });
  });

  it('auto-select: options of the target, one for a single choice', () => {
    const target = byId(f.q7.id);
    const select = { ...emptyAction(), logicType: 3 as const, toQuId: f.q7.id };
    expect(actionRequest(select, target)).toEqual({ problem: 'logicEditor.problem.pickTargetOptions' });
    expect(actionRequest({ ...select, toItemIds: [`${f.q7.id}-d`, `${f.q7.id}-c`] }, target)).toMatchObject({
      fields: { logicType: 3, toQuItemId: `${f.q7.id}-d` },
    });
    const multi = byId(f.q2.id);
    expect(
      actionRequest({ ...select, toQuId: f.q2.id, toItemIds: [`${f.q2.id}-x`, `${f.q2.id}-z`] }, multi),
    ).toMatchObject({ fields: { toQuItemId: `${f.q2.id}-x,${f.q2.id}-z` } });
  });

  it('a matrix takes a row and its columns', () => {
    const target = byId(f.q6.id);
    const draft = {
      ...emptyAction(),
      logicType: 3 as const,
      toQuId: f.q6.id,
      toItemIds: [target.options[1]!.id],
    };
    expect(actionRequest(draft, target)).toEqual({ problem: 'logicEditor.problem.pickTargetRow' });
    expect(actionRequest({ ...draft, toSubQuId: target.descs[0]!.id }, target)).toMatchObject({
      fields: { toSubQuId: target.descs[0]!.id, toSubQuItemId: target.options[1]!.id, toQuItemId: null },
    });
  });

  it('auto-assign: a value of the target’s kind', () => {
    const assign = { ...emptyAction(), logicType: 4 as const };
    expect(actionRequest({ ...assign, toQuId: f.q3.id, toValue: 'x' }, byId(f.q3.id))).toEqual({
      problem: 'logicEditor.problem.assignNumber',
    });
    expect(actionRequest({ ...assign, toQuId: f.q3.id, toValue: ' 42 ' }, byId(f.q3.id))).toMatchObject({
      fields: { toQuValue: '42' },
    });
    expect(actionRequest({ ...assign, toQuId: f.q5.id, toValue: '2460' }, byId(f.q5.id))).toEqual({
      problem: 'logicEditor.problem.assignDate',
    });
    expect(actionRequest({ ...assign, toQuId: f.q4.id, toValue: '' }, byId(f.q4.id))).toEqual({
      problem: 'logicEditor.problem.assignValue',
    });
    expect(actionRequest({ ...assign, toQuId: f.q8.id, toValue: '4' }, byId(f.q8.id))).toEqual({
      problem: 'logicEditor.problem.pickTargetRow',
    });
  });

  it('auto-assign: a value the target takes, refused with the server message and its parameters', () => {
    const assign = { ...emptyAction(), logicType: 4 as const };
    const owner = byId(f.q1.id);
    // Q3 is a new number question: whole numbers from 0 to 100.
    expect(actionRequest({ ...assign, toQuId: f.q3.id, toValue: '101' }, byId(f.q3.id), owner)).toEqual({
      problem: 'design.logic.assignOutOfRange',
      params: { owner: owner.number, question: byId(f.q3.id).number, range: '0–100' },
    });
    expect(actionRequest({ ...assign, toQuId: f.q3.id, toValue: '1.5' }, byId(f.q3.id), owner)).toMatchObject(
      {
        problem: 'design.logic.assignNotWhole',
      },
    );
    expect(
      actionRequest({ ...assign, toQuId: f.q4.id, toValue: 'x'.repeat(201) }, byId(f.q4.id), owner),
    ).toMatchObject({ problem: 'design.logic.assignTooLong', params: { max: '200' } });
    const row = byId(f.q8.id).descs[0]!.id;
    expect(
      actionRequest({ ...assign, toQuId: f.q8.id, toSubQuId: row, toValue: '9' }, byId(f.q8.id), owner),
    ).toMatchObject({ problem: 'design.logic.assignOutOfRange' });
    expect(
      actionRequest({ ...assign, toQuId: f.q8.id, toSubQuId: row, toValue: '3' }, byId(f.q8.id), owner),
    ).toMatchObject({ fields: { toQuValue: '3', toSubQuId: row } });
  });

  it('rules with the same action are recognised (the engine joins their conditions)', () => {
    const stored = { id: 'r', anAnd: 1 as const, anQuId: f.q1.id, logicType: 1, toQuId: f.q7.id };
    const outcome = actionRequest(actionFromRecord(stored), byId(f.q7.id));
    if (!('fields' in outcome)) throw new Error('expected fields');
    expect(sameAction(outcome.fields, stored)).toBe(true);
    expect(sameAction(outcome.fields, { ...stored, toQuId: f.q8.id })).toBe(false);
    expect(actionFieldsOf(stored)).toEqual(outcome.fields);
  });
});
