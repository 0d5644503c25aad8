import { describe, expect, it } from 'vitest';
import { type Group, groupSchema } from '../../../src/core/model';
import { compareDesignIssues } from '../../../src/core/validation';
import { compareTargets } from '../../../src/designer/fields/compareTargets';
import { question } from './logic/fixture';

/** Q1 number, Q2 chip (a, b), Q3 time (date), Q4 rating group, Q5 time (HH:mm), Q6 number, Q7 time (date). */
function survey() {
  const q1 = question('number', 'A', 0, { quTitle: '年龄' });
  const chip = question('chip', 'A', 1, { quTitle: '预算' });
  const q2 = {
    ...chip,
    optionList: ['a', 'b'].map((optionName, orderById) => ({
      ...chip.optionList[0]!,
      id: `chip-${optionName}`,
      optionName,
      orderById,
    })),
  };
  const q3 = question('time', 'A', 2, { quTitle: '入职日期' });
  q3.answerConfig = { ...q3.answerConfig, timeType: '03' };
  const q4 = question('ratingGroup', 'A', 3, { quTitle: '评分' });
  const q5 = question('time', 'B', 0, { quTitle: '起床时间' });
  q5.answerConfig = { ...q5.answerConfig, timeType: '01' };
  const q6 = question('number', 'B', 1, { quTitle: '收入' });
  const q7 = question('time', 'B', 2, { quTitle: '离职日期' });
  q7.answerConfig = { ...q7.answerConfig, timeType: '03' };
  const groups: Group[] = [
    groupSchema.parse({
      id: 'A',
      surveyId: 's1',
      groupType: 2,
      groupTitle: 'A',
      questionList: [q1, q2, q3, q4],
    }),
    groupSchema.parse({ id: 'B', surveyId: 's1', groupType: 2, groupTitle: 'B', questionList: [q5, q6, q7] }),
  ];
  return { groups, q1, q2, q3, q4, q5, q6, q7 };
}

describe('cross-question comparison in the designer', () => {
  it('offers earlier questions with amounts to a number: numbers, chips (total or an option), rating rows', () => {
    const { groups, q1, q2, q4, q6 } = survey();
    const targets = compareTargets(q6, groups);
    expect(targets.map((target) => target.id)).toEqual([q1.id, q2.id, q4.id]);
    expect(targets[0]?.label).toBe('Q1 年龄');
    expect(targets[1]).toMatchObject({ itemRequired: false, items: [{ text: 'a' }, { text: 'b' }] });
    expect(targets[2]?.itemRequired).toBe(true);
    // The first question has nothing before it.
    expect(compareTargets(q1, groups)).toEqual([]);
  });

  it('offers a time only earlier times of the same format', () => {
    const { groups, q3, q7 } = survey();
    expect(compareTargets(q7, groups).map((target) => target.id)).toEqual([q3.id]);
  });

  it('puts a question not yet in the list after all the others', () => {
    const { groups, q1, q2, q4, q6 } = survey();
    const draft = question('number', 'B', 9, { id: 'new' });
    expect(compareTargets(draft, groups).map((target) => target.id)).toEqual([q1.id, q2.id, q4.id, q6.id]);
  });

  it('refuses a comparison switched on without a type or a target, or with one that is gone or itself', () => {
    const { q1, q6 } = survey();
    const on = (answerConfig: Record<string, unknown>) => ({
      ...q6,
      answerConfig: { ...q6.answerConfig, answerValidInd: 1 as const, ...answerConfig },
    });
    const context = { surveyQuestions: [q1, q6] };
    expect(compareDesignIssues(on({}), context).map((found) => found.key)).toEqual([
      'core.design.compareTypeNull',
      'core.design.compareTargetNull',
    ]);
    expect(compareDesignIssues(on({ answerRangeType: '4', rangeTargetId: q1.id }), context)).toEqual([]);
    expect(
      compareDesignIssues(on({ answerRangeType: '4', rangeTargetId: 'gone' }), context).map(
        (found) => found.key,
      ),
    ).toEqual(['core.design.compareTargetMissing']);
    expect(
      compareDesignIssues(on({ answerRangeType: '9', rangeTargetId: q6.id }), context).map(
        (found) => found.key,
      ),
    ).toEqual(['core.design.compareTypeNull', 'core.design.compareTargetSelf']);
    expect(compareDesignIssues({ ...q6 }, context)).toEqual([]);
  });
});
