import { describe, expect, it } from 'vitest';
import {
  appendCountToCode,
  applyNumbering,
  codeIssues,
  duplicateCodes,
  groupLetters,
  isValidItemCode,
  isValidQuestionCode,
  numberSurvey,
} from '../../../src/core/numbering';
import { type Group, groupSchema } from '../../../src/core/model';
import { make } from '../questions/helpers';

const keys = (issues: readonly { key: string }[]) => issues.map((found) => found.key);

function group(id: string, groupType: 1 | 2, questionKeys: string[]): Group {
  return groupSchema.parse({
    id,
    surveyId: 's1',
    groupType,
    questionList: questionKeys.map((key, index) => ({ ...make(key), id: `${id}-${index}`, groupId: id })),
  });
}

describe('group letters', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (index, letters) => {
    expect(groupLetters(index)).toBe(letters);
  });
});

describe('numberSurvey', () => {
  const groups = [
    group('s', 1, ['name', 'checkpoint']),
    group('a', 2, ['radio', 'pageBreak', 'info', 'checkbox']),
    group('b', 2, ['multiOpen']),
  ];

  it('numbers questions across groups, skipping page tags, checkpoints and info text', () => {
    const numbering = numberSurvey(groups);
    expect(numbering.groups).toEqual({ s: 'S', a: 'A', b: 'B' });
    expect(numbering.questions).toEqual({
      's-0': 'Q1',
      's-1': null,
      'a-0': 'Q2',
      'a-1': null,
      'a-2': null,
      'a-3': 'Q3',
      'b-0': 'Q4',
    });
  });

  it('applies numbers and codes; fixed and custom codes are kept', () => {
    const custom = group('c', 2, ['radio']);
    const q = custom.questionList[0]!;
    custom.questionList[0] = {
      ...q,
      itemCode: 'BRAND-1',
      answerConfig: { ...q.answerConfig, customCode: 1 },
      optionList: q.optionList.map((o, i) => ({ ...o, itemCode: i === 0 ? 'x_1' : '' })),
    };
    const numbered = applyNumbering([...groups, custom]);
    const [s, a, b, c] = numbered;
    expect(s?.quNum).toBe('S');
    expect(s?.questionList[0]).toMatchObject({ quNum: 'Q1', itemCode: 'Sys_Name' });
    expect(a?.questionList[0]).toMatchObject({ quNum: 'Q2', itemCode: 'Q2' });
    expect(a?.questionList[0]?.optionList.map((o) => o.itemCode)).toEqual(['1', '2']);
    expect(a?.questionList[2]).toMatchObject({ quNum: null, itemCode: 'Info' });
    expect(b?.questionList[0]?.descList.map((d) => d.itemCode)).toEqual(['Q4_1', 'Q4_2']);
    expect(c?.questionList[0]).toMatchObject({ quNum: 'Q5', itemCode: 'BRAND-1' });
    expect(c?.questionList[0]?.optionList.map((o) => o.itemCode)).toEqual(['x_1', '2']);
  });

  it('gives a second info text a counted code', () => {
    const numbered = applyNumbering([group('a', 2, ['info', 'info', 'info'])]);
    expect(numbered[0]?.questionList.map((q) => q.itemCode)).toEqual(['Info', 'Info1', 'Info2']);
  });
});

describe('codes', () => {
  it('appends a count to a code that exists', () => {
    expect(appendCountToCode('Info', [])).toBe('Info');
    expect(appendCountToCode('Info', ['Info'])).toBe('Info1');
    expect(appendCountToCode('Info', ['Info', 'Info1'])).toBe('Info2');
  });

  it.each([
    ['Q1', true, true],
    ['brand-2', true, true],
    ['a_b', false, true],
    ['Sys_Name', true, true],
    ['a b', false, false],
    ['中', false, false],
    ['', false, false],
  ])('%j question code %s, item code %s', (code, question, item) => {
    expect(isValidQuestionCode(code)).toBe(question);
    expect(isValidItemCode(code)).toBe(item);
  });

  it('finds duplicates in a survey', () => {
    expect(
      duplicateCodes([{ itemCode: 'Q1' }, { itemCode: 'Q2' }, { itemCode: 'Q1' }, { itemCode: null }]),
    ).toEqual(['Q1']);
  });

  it('reports code issues of one question', () => {
    const base = make('radio');
    const custom = (itemCode: string, optionCodes: string[]) => ({
      ...base,
      itemCode,
      answerConfig: { ...base.answerConfig, customCode: 1 as const },
      optionList: base.optionList.map((o, i) => ({ ...o, itemCode: optionCodes[i] ?? '' })),
    });
    expect(codeIssues(custom('A-1', ['1', '2']))).toEqual([]);
    expect(keys(codeIssues(custom('', ['1', '2'])))).toEqual(['core.design.questionCodeNull']);
    expect(keys(codeIssues(custom('A_1', ['1', '2'])))).toEqual(['core.design.questionCodeFormat']);
    expect(keys(codeIssues(custom('A1', ['1', ''])))).toEqual(['core.design.itemCodeNull']);
    expect(keys(codeIssues(custom('A1', ['1', 'a b'])))).toEqual(['core.design.itemCodeFormat']);
    expect(codeIssues(custom('A1', ['x', 'x']))).toEqual([
      {
        key: 'core.design.itemCodeDuplicate',
        params: { code: 'x' },
        target: { optionId: base.optionList[1]?.id },
      },
    ]);
    const other = { ...make('checkbox'), id: 'other', itemCode: 'A1' };
    expect(codeIssues(custom('A1', ['1', '2']), [other])).toEqual([
      { key: 'core.design.codeDuplicate', params: { code: 'A1' } },
    ]);
  });
});
