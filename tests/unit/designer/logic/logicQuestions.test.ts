import { describe, expect, it } from 'vitest';
import { comparisonsFor, sourcePartOf } from '../../../../src/designer/logic/comparisons';
import {
  conditionSources,
  fillTargets,
  groupSources,
  jumpTargets,
  logicQuestions,
  questionLabel,
} from '../../../../src/designer/logic/logicQuestions';
import { logicFixture } from './fixture';

const labels = (list: { number: string | null; title: string }[]) => list.map(questionLabel);

describe('which questions a rule may name', () => {
  const f = logicFixture();
  const questions = logicQuestions(f.groups);

  it('numbers the questions as the editor does, titles as plain text, kinds from the engine', () => {
    expect(labels(questions)).toEqual([
      'Q1 性别',
      'Q2 爱好',
      'Q3 年收入',
      'Q4 说明',
      '分页',
      'Q5 时间',
      'Q6 矩阵',
      'Q7 满意',
      'Q8 评分',
    ]);
    expect(questions.map((question) => question.kind)).toEqual([
      'single',
      'multi',
      'number',
      'text',
      'presence',
      'date',
      'single',
      'single',
      'number',
    ]);
    expect(questions.find((question) => question.id === f.q5.id)?.timeFormat).toBe('HHmm');
  });

  it('before-question logic reads only answerable questions strictly before the owner', () => {
    expect(labels(conditionSources(questions, f.q7.id, 'before'))).toEqual([
      'Q1 性别',
      'Q2 爱好',
      'Q3 年收入',
      'Q4 说明',
      'Q5 时间',
      'Q6 矩阵',
    ]);
    expect(conditionSources(questions, f.q1.id, 'before')).toEqual([]);
    expect(conditionSources(questions, 'unknown', 'before')).toEqual([]);
  });

  it('answer logic may also read the owner itself', () => {
    expect(labels(conditionSources(questions, f.q2.id, 'answer'))).toEqual(['Q1 性别', 'Q2 爱好']);
  });

  it('a group’s logic reads only answerable questions of earlier groups', () => {
    expect(labels(groupSources(questions, ['A', 'B'], 'B'))).toEqual([
      'Q1 性别',
      'Q2 爱好',
      'Q3 年收入',
      'Q4 说明',
      'Q5 时间',
    ]);
    expect(groupSources(questions, ['A', 'B'], 'A')).toEqual([]);
    expect(groupSources(questions, ['A', 'B'], 'C')).toEqual([]);
  });

  it('jumps go only forward; auto-select only to later questions with options', () => {
    expect(labels(jumpTargets(questions, f.q4.id))).toEqual(['Q5 时间', 'Q6 矩阵', 'Q7 满意', 'Q8 评分']);
    expect(jumpTargets(questions, f.q8.id)).toEqual([]);
    expect(labels(fillTargets(questions, f.q1.id, 3))).toEqual(['Q2 爱好', 'Q6 矩阵', 'Q7 满意']);
    expect(labels(fillTargets(questions, f.q1.id, 4))).toEqual([
      'Q2 爱好',
      'Q3 年收入',
      'Q4 说明',
      'Q5 时间',
      'Q6 矩阵',
      'Q7 满意',
      'Q8 评分',
    ]);
  });
});

describe('comparisons per kind (spec 1 §9)', () => {
  it('offers the spec’s lists with the engine’s codes', () => {
    expect(comparisonsFor('single').map((item) => item.code)).toEqual([1, 2]);
    expect(comparisonsFor('multi').map((item) => item.code)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(comparisonsFor('number').map((item) => [item.code, item.operand])).toEqual([
      [1, 'value'],
      [2, 'range'],
      [3, 'value'],
      [4, 'value'],
      [5, 'value'],
      [6, 'value'],
    ]);
    expect(comparisonsFor('date').map((item) => item.labelKey)).toEqual([
      'logicEditor.cmp.dateSelect',
      'logicEditor.cmp.between',
      'logicEditor.cmp.later',
      'logicEditor.cmp.laterOrSame',
      'logicEditor.cmp.earlier',
      'logicEditor.cmp.earlierOrSame',
    ]);
    // Questions without a comparable value: only answered / unanswered.
    expect(comparisonsFor('presence').map((item) => [item.code, item.operand])).toEqual([
      [6, 'none'],
      [5, 'none'],
    ]);
  });

  it('knows which part of a question a rule reads', () => {
    const questions = logicQuestions(logicFixture().groups);
    const part = (index: number) => sourcePartOf(questions[index]!);
    expect([part(0), part(2), part(6), part(8)]).toEqual(['none', 'none', 'optionalDesc', 'desc']);
  });
});
