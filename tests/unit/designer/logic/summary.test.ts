import { describe, expect, it } from 'vitest';
import type { QuestionLogic } from '../../../../src/core/api/logic';
import { applyGroupLogic, applyQuestionLogic } from '../../../../src/designer/logic/applyLogic';
import { pickerText, storedText } from '../../../../src/designer/logic/dateText';
import { logicQuestions } from '../../../../src/designer/logic/logicQuestions';
import {
  describeAction,
  describeCondition,
  hasLogic,
  logicCounts,
} from '../../../../src/designer/logic/logicSummary';
import { refusedField } from '../../../../src/designer/logic/refusal';
import { translate } from '../../../../src/i18n';
import { logicFixture } from './fixture';

const f = logicFixture();
const questions = logicQuestions(f.groups);
const zh = (key: string, params?: Record<string, string | number>) => translate('zh', key, params);

describe('rules in words', () => {
  it('names the question, the comparison and the options or values', () => {
    const male = `${f.q1.id}-男`;
    expect(
      describeCondition({ id: 'a', anAnd: 1, anQuId: f.q1.id, anQuItemId: male, geLe: '1' }, questions, zh),
    ).toBe('Q1 性别 选择 男');
    expect(
      describeCondition(
        { id: 'b', anAnd: 2, anQuId: f.q3.id, geLe: '2', minValue: '10', maxValue: '20' },
        questions,
        zh,
      ),
    ).toBe('Q3 年收入 介于（含） 10 至 20');
    expect(describeCondition({ id: 'c', anAnd: 1, anQuId: 'gone', geLe: '1' }, questions, zh)).toBe(
      '（已删除的题目）',
    );
    expect(
      describeCondition({ id: 'd', anAnd: 1, anQuId: f.q1.id, anQuItemId: 'gone', geLe: '2' }, questions, zh),
    ).toBe('Q1 性别 未选择 （已删除的选项）');
  });

  it('says what the action does', () => {
    const base = { id: 'a', anAnd: 1 as const, anQuId: f.q1.id };
    expect(describeAction({ ...base, logicType: 1, toQuId: f.q7.id }, questions, zh)).toBe('跳转到 Q7 满意');
    expect(describeAction({ ...base, logicType: 2 }, questions, zh)).toBe('结束作答');
    expect(
      describeAction({ ...base, logicType: 3, toQuId: f.q7.id, toQuItemId: `${f.q7.id}-c` }, questions, zh),
    ).toBe('自动选择 Q7 满意：c');
    expect(describeAction({ ...base, logicType: 4, toQuId: f.q3.id, toQuValue: '42' }, questions, zh)).toBe(
      'Q3 年收入 赋值为 42',
    );
  });
});

describe('counters and the answer of a logic call', () => {
  it('counts each kind apart and puts a call’s answer into the design', () => {
    expect(hasLogic(logicCounts(f.q7))).toBe(false);
    const record = { id: 'r1', anAnd: 1 as const, anQuId: f.q1.id, geLe: '1', anQuItemId: `${f.q1.id}-男` };
    const row = f.q6.descList[0]!.id;
    const logic: QuestionLogic = {
      quId: f.q6.id,
      quBeforLogics: [record],
      quLogics: [],
      quLogicAnswerAssignments: [{ ...record, id: 'r2', logicType: 4, toQuId: f.q8.id }],
      descBeforLogics: { [row]: [{ ...record, id: 'r3' }] },
      answerRules: [],
    };
    const groups = applyQuestionLogic(f.groups, logic);
    const q6 = groups[1]!.questionList.find((question) => question.id === f.q6.id)!;
    expect(logicCounts(q6)).toEqual({ before: 1, descBefore: 1, answer: 0, assignment: 1, filters: 0 });
    expect(hasLogic(logicCounts(q6))).toBe(true);
    // Other questions are the same objects.
    expect(groups[0]).toBe(f.groups[0]);
    const withGroup = applyGroupLogic(groups, { groupId: 'B', groupBeforLogics: [record] });
    expect(withGroup.map((group) => group.groupBeforLogics.length)).toEqual([0, 1]);
  });
});

describe('dates and times between the stored digits and the browser’s pickers', () => {
  it('keeps the leading zero of a time and the digits of a date', () => {
    expect(storedText('09:30', 'HHmm')).toBe('0930');
    expect(pickerText('0930', 'HHmm')).toBe('09:30');
    expect(pickerText('930', 'HHmm')).toBe('');
    expect(storedText('2024-01', 'yyyyMM')).toBe('202401');
    expect(pickerText('20240131', 'yyyyMMdd')).toBe('2024-01-31');
    expect(storedText('', 'yyyyMMdd')).toBe('');
    const ms = storedText('2024-01-31T08:05', 'timestamp');
    expect(pickerText(ms, 'timestamp')).toBe('2024-01-31T08:05');
  });
});

describe('the field a server refusal is about', () => {
  it('maps the record’s field to the form’s and ignores other shapes', () => {
    expect(
      refusedField({ field: 'anQuId', reason: 'design.logic.conditionNotBefore', questions: ['Q7', 'Q8'] }),
    ).toBe('question');
    expect(refusedField({ field: 'toQuId', reason: 'x', questions: [] })).toBe('target');
    expect(refusedField({ field: 'quId', reason: 'x', questions: [] })).toBeNull();
    expect(refusedField(null)).toBeNull();
  });
});
