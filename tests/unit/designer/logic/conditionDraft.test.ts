import { describe, expect, it } from 'vitest';
import {
  conditionFromRecord,
  conditionRequest,
  emptyCondition,
  withSource,
} from '../../../../src/designer/logic/conditionDraft';
import { logicQuestions } from '../../../../src/designer/logic/logicQuestions';
import { logicFixture } from './fixture';

const f = logicFixture();
const questions = logicQuestions(f.groups);
const byId = (id: string) => questions.find((question) => question.id === id)!;
const draftOn = (id: string) => withSource(emptyCondition(1), byId(id));

describe('a condition draft into addLogicBefor fields', () => {
  it('asks for a question, then options for a choice', () => {
    expect(conditionRequest(emptyCondition(), undefined)).toEqual({
      problem: 'logicEditor.problem.pickQuestion',
      field: 'question',
    });
    const draft = draftOn(f.q1.id);
    expect(draft.code).toBe(1);
    expect(conditionRequest(draft, byId(f.q1.id))).toEqual({
      problem: 'logicEditor.problem.pickOptions',
      field: 'options',
    });
    const female = `${f.q1.id}-女`;
    expect(conditionRequest({ ...draft, optionIds: [female, 'gone'] }, byId(f.q1.id))).toEqual({
      fields: {
        anAnd: 1,
        anQuId: f.q1.id,
        anSubQuId: null,
        anQuItemId: female,
        sortQuItemId: null,
        geLe: '1',
        anValue: null,
        minValue: null,
        maxValue: null,
      },
    });
  });

  it('refuses a comparison the kind does not offer', () => {
    expect(conditionRequest({ ...draftOn(f.q1.id), code: 5 }, byId(f.q1.id))).toMatchObject({
      problem: 'logicEditor.problem.pickComparison',
    });
  });

  it('numbers: a value, or a range whose start is not above its end', () => {
    const source = byId(f.q3.id);
    const draft = { ...draftOn(f.q3.id), anAnd: 2 as const };
    expect(conditionRequest({ ...draft, value: 'abc' }, source)).toMatchObject({ field: 'value' });
    expect(conditionRequest({ ...draft, value: ' 12.5 ' }, source)).toMatchObject({
      fields: { anAnd: 2, geLe: '1', anValue: '12.5' },
    });
    const range = { ...draft, code: 2 };
    expect(conditionRequest(range, source)).toMatchObject({
      problem: 'logicEditor.problem.numberRange',
      field: 'min',
    });
    expect(conditionRequest({ ...range, min: '20', max: '10' }, source)).toMatchObject({ field: 'max' });
    expect(conditionRequest({ ...range, min: '10' }, source)).toMatchObject({
      fields: { geLe: '2', minValue: '10', maxValue: null },
    });
  });

  it('dates and times: a full value in the question’s own format', () => {
    const source = byId(f.q5.id);
    const draft = draftOn(f.q5.id);
    expect(conditionRequest({ ...draft, value: '930' }, source)).toMatchObject({
      problem: 'logicEditor.problem.dateValue',
    });
    expect(conditionRequest({ ...draft, code: 3, value: '0930' }, source)).toMatchObject({
      fields: { geLe: '3', anValue: '0930' },
    });
  });

  it('texts need a text unless the comparison is answered / unanswered', () => {
    const source = byId(f.q4.id);
    expect(conditionRequest({ ...draftOn(f.q4.id), value: '  ' }, source)).toMatchObject({
      problem: 'logicEditor.problem.textValue',
    });
    expect(conditionRequest({ ...draftOn(f.q4.id), code: 6 }, source)).toMatchObject({
      fields: { geLe: '6', anValue: null },
    });
  });

  it('a rating group is read one row at a time', () => {
    const source = byId(f.q8.id);
    const draft = { ...draftOn(f.q8.id), value: '3' };
    expect(conditionRequest(draft, source)).toMatchObject({ field: 'part' });
    const row = source.descs[0]!.id;
    expect(conditionRequest({ ...draft, subQuId: row }, source)).toMatchObject({
      fields: { anSubQuId: row, anValue: '3' },
    });
  });

  it('a stored record comes back into the form as it was', () => {
    const draft = conditionFromRecord({
      id: 'r1',
      anAnd: 2,
      anQuId: f.q2.id,
      anQuItemId: 'a, b',
      geLe: '05',
      minValue: null,
    });
    expect(draft).toEqual({
      id: 'r1',
      anAnd: 2,
      anQuId: f.q2.id,
      subQuId: null,
      itemId: null,
      code: 5,
      optionIds: ['a', 'b'],
      value: '',
      min: '',
      max: '',
    });
    expect(withSource(draft, byId(f.q3.id))).toMatchObject({ id: 'r1', anAnd: 2, code: 1, optionIds: [] });
  });
});
