import { describe, expect, it } from 'vitest';
import { hasSubQuestionLogic, subQuestionRows } from '../../../../src/designer/logic/subQuestionLogic';
import { question } from './fixture';

describe('sub-question logic (/editlogic)', () => {
  it('belongs to the multi-line open question only', () => {
    expect(hasSubQuestionLogic(question('multiOpen', 'A', 0))).toBe(true);
    expect(hasSubQuestionLogic(question('multiFillBlank', 'A', 0))).toBe(false);
    expect(hasSubQuestionLogic(question('radio', 'A', 0))).toBe(false);
  });

  it('lists the sub-questions in their order with their before-logic', () => {
    const base = question('multiOpen', 'A', 0);
    const [first, second] = base.descList;
    const record = { id: 'r', anAnd: 1 as const, anQuId: 'q0', geLe: '1', anQuItemId: 'o' };
    const multi = {
      ...base,
      descList: [
        { ...second!, orderById: 5, optionName: '<p>游泳的感受</p>', descBeforLogics: [record] },
        { ...first!, orderById: 1, optionName: '跑步的感受' },
      ],
    };
    expect(subQuestionRows(multi)).toEqual([
      { id: first!.id, text: '跑步的感受', ordinal: 1, records: [] },
      { id: second!.id, text: '游泳的感受', ordinal: 2, records: [record] },
    ]);
  });
});
