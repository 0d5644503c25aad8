import { describe, expect, it } from 'vitest';
import type { Option } from '../../../src/core/model';
import { validateBatchEdit } from '../../../src/core/validation';
import { validateQuestionDesign } from '../../../src/questions/validate';
import { keys, make } from './helpers';

const option = (id: string, over: Partial<Option> = {}): Option => ({
  id,
  optionName: `Option ${id}`,
  orderById: 0,
  type: 'normal',
  visibility: 1,
  ...over,
});
const options = (count: number) => Array.from({ length: count }, (_, i) => option(`o${i}`));

describe('designer validation', () => {
  it.each([
    ['radio', { quTitle: '<p> </p>' }, ['core.tipTitleNull']],
    ['radio', { quTitle: '<p><img src="a.png"></p>' }, []],
    ['info', { quTitle: '' }, ['core.design.contentNull']],
    ['gender', { quTitle: '' }, ['core.design.fieldNull']],
    ['phone', { quTitle: '' }, ['core.design.fieldNull']],
    ['radio', { optionList: [] }, ['core.design.keepOneOption']],
    ['radio', { optionList: options(1000) }, ['core.design.maxOptions']],
    ['radio', { optionList: [option('s', { type: 'special' })] }, ['core.design.keepOneNormal']],
    ['radio', { optionList: [option('a', { optionName: ' ' })] }, ['core.design.optionNull']],
    ['radio', { optionList: [option('a', { outputValue: 'abc' })] }, ['core.design.outputValueNumber']],
    ['radio', { optionList: [option('a', { outputValue: '-1.5' })] }, []],
    ['education', { optionList: [] }, []],
    ['gender', { optionList: [] }, ['core.design.keepOneOption']],
    ['chip', { optionList: options(6) }, ['core.design.maxFiveOptions']],
    ['chip', { unit: null }, ['core.design.chipUnitNull']],
    ['chip', { unit: 'parsecs' }, ['core.design.unitUnknown']],
    ['chip', { answerConfig: { paramInt01: null } }, ['core.design.chipTotalNull']],
    ['sort', { optionList: [option('a', { optionName: '' })] }, ['core.design.sortOptionNull']],
    ['sort', { optionList: [option('a', { optionName: '', imgUrl: '/a.png' })] }, []],
    ['sort', { maxSortNum: 5 }, ['core.design.sortMaxRange']],
    ['matrixRadio', { descList: [] }, ['core.design.keepOneSubQuestion']],
    ['number', { answerConfig: { paramInt01: 10, paramInt02: 5 } }, ['core.design.minAboveMax']],
    ['number', { answerConfig: { paramInt01: null } }, ['core.design.minNull']],
    ['number', { answerConfig: { paramInt02: null } }, ['core.design.maxNull']],
    ['number', { answerConfig: { paramInt01: 0.5 } }, ['core.design.boundsInteger']],
    ['number', { answerConfig: { scoreNumType: 2, paramInt01: 0.125 } }, ['core.design.boundsDecimals']],
    ['number', { scoreNumType: null, answerConfig: { scoreNumType: null } }, ['core.design.numberTypeNull']],
    [
      'time',
      { answerConfig: { limitRangeInd: 1, paramInt01: 1800, paramInt02: 900 } },
      ['core.design.minAboveMax'],
    ],
    ['radio', { answerConfig: { questionShowConfig: 1, questionShowTime: 120 } }, []],
    [
      'fillBlank',
      { answerConfig: { requireLengthSwitch: 1, requireLength: 0 } },
      ['core.design.lengthNotNumber'],
    ],
    ['markupImage', { optionList: [] }, ['core.design.keepOneItem']],
    [
      'markupImage',
      { optionList: [option('a', { optionName: 'Sevenxx' })] },
      ['core.design.imageNameTooLong'],
    ],
    ['markupImage', { optionList: [option('a', { optionName: '' })] }, ['core.design.imageNameNull']],
    ['markupImage', { answerConfig: { markOptions: [] } }, ['core.design.markOptionsNull']],
    // A none-of-the-above option (no region to draw) with a code but no name.
    [
      'conceptEvaluation',
      { optionList: [option('r', { positionCode: 'A', type: 'none' })] },
      ['core.tipCeOptionNull'],
    ],
    ['implicitAssociation', { optionList: options(3) }, ['core.design.twoSides']],
    ['cascade', { answerConfig: { paramInt01: 4 } }, ['core.design.levelsRange']],
    ['audio', { answerConfig: { paramInt01: 5, paramInt02: 2 } }, ['core.design.mediaCountRange']],
    ['checkpoint', { answerConfig: { checkPassRoom: 1 } }, ['core.design.passRoomReasonNull']],
    ['checkpoint', { answerConfig: { checkPassRoom: 1, passRoomReason: '13812345678' } }, []],
  ] as const)('%s case %#', (key, overrides, expected) => {
    expect(keys(validateQuestionDesign(make(key, overrides as never)))).toEqual(expected);
  });

  it('association items are capped at 5 (the attributes of a full IAT too)', () => {
    const q = make('implicitAssociation');
    const six = Array.from({ length: 6 }, (_, i) => ({ ...q.descList[0]!, id: `d${i}` }));
    expect(keys(validateQuestionDesign({ ...q, descList: six }))).toEqual(['core.design.maxFiveOptions']);
  });

  it('display time must be 1–120 seconds', () => {
    const q = make('radio', { answerConfig: { questionShowConfig: 1 } });
    expect(
      keys(validateQuestionDesign({ ...q, answerConfig: { ...q.answerConfig, questionShowTime: 121 } })),
    ).toEqual(['core.design.showTimeRange']);
  });

  it('sub-question character limits: min not above max', () => {
    const q = make('multiOpen');
    const bad = q.descList.map((d) => ({ ...d, descConfig: { ...d.descConfig!, min: 10, max: 5 } }));
    expect(keys(validateQuestionDesign({ ...q, descList: bad }))).toEqual([
      'core.design.lengthMinAboveMax',
      'core.design.lengthMinAboveMax',
    ]);
  });

  it('question codes are unique in the survey', () => {
    const q = { ...make('radio'), itemCode: 'Q1' };
    const other = { ...make('checkbox'), itemCode: 'Q1' };
    expect(keys(validateQuestionDesign(q, { surveyQuestions: [q, other] }))).toEqual([
      'core.design.codeDuplicate',
    ]);
  });
});

describe('batch edit', () => {
  it.each([
    [{ optionText: '' }, ['core.design.batchTextNull']],
    [{ optionText: 'a\nb\n' }, []],
    [{ optionText: 'a\n\nb' }, ['core.design.batchLinesMismatch']],
    [{ optionText: 'a\nb', codeText: '1' }, ['core.design.batchLinesMismatch']],
    [{ optionText: 'a\r\nb', codeText: '1\r\n2' }, []],
    [{ optionText: Array.from({ length: 101 }, (_, i) => `o${i}`).join('\n') }, ['core.design.batchMaxRows']],
    [{ optionText: 'a\nb', valueText: '1\n-2.5' }, []],
    [{ optionText: 'a\nb', valueText: '1\nx' }, ['core.design.outputValueNumber']],
  ])('%j → %j', (input, expected) => {
    expect(keys(validateBatchEdit(input))).toEqual(expected);
  });
});
