import { describe, expect, it } from 'vitest';
import type { Answers, AnswerValue, Option, Question } from '../../../src/core/model';
import { translate } from '../../../src/i18n';
import { MARK_MAX_LENGTH, markLabelKey, withMark } from '../../../src/questions/markupImage/marks';
import { exportColumns, META_COLUMNS, type MetaLabels } from '../../../src/questions/shared/exportColumns';
import { validateAnswer, validateQuestionDesign } from '../../../src/questions/validate';
import { exportResponse, keys, make } from './helpers';

const LABELS = Object.fromEntries(META_COLUMNS.map((key) => [key, key])) as MetaLabels;
const picture = (name: string) => `/api/files/s1/0196f3c2-1b7e-7c3a-9d2e-3f4a5b6c7d8${name}.jpg`;
const item = (id: string, over: Partial<Option> = {}): Option => ({
  id,
  orderById: 0,
  optionName: `图${id}`,
  optionTitle: picture(id),
  type: 'normal',
  visibility: 1,
  ...over,
});
/** An image markup of two pictures, a and b. */
const designed = (over: Partial<Question> = {}): Question => ({
  ...make('markupImage'),
  optionList: [item('a'), item('b')],
  ...over,
});

describe('marking a picture', () => {
  it.each([
    { before: {}, tap: ['a', 'like'], after: { a: ['like'] } },
    { before: { a: ['like'] }, tap: ['a', 'dislike'], after: { a: ['dislike'] } },
    { before: { a: ['like'] }, tap: ['b', 'like'], after: { a: ['like'], b: ['like'] } },
    { before: { a: ['like'], b: ['neutral'] }, tap: ['a', 'like'], after: { b: ['neutral'] } },
    { before: { a: ['like'] }, tap: ['a', 'like'], after: undefined },
  ])('$before + $tap → $after', ({ before, tap, after }) => {
    const [id, mark] = tap as [string, string];
    expect(withMark(before as Record<string, string[]>, id, mark)).toEqual(after);
  });

  it('names the default marks in each language and shows a typed mark as typed', () => {
    expect(markLabelKey('like')).toBe('runnerViews.mark.like');
    expect(
      ['like', 'neutral', 'dislike', 'confused'].map((mark) => translate('zh', markLabelKey(mark) ?? '')),
    ).toEqual(['喜欢', '一般', '不喜欢', '看不懂']);
    expect(markLabelKey('惊喜')).toBeUndefined();
  });
});

describe('image markup design (MarkupImageBox)', () => {
  it('starts with one item and the four expression options, and saves before a picture is uploaded', () => {
    const q = make('markupImage');
    expect(q.optionList).toHaveLength(1);
    expect(q.answerConfig.markOptions).toEqual(['like', 'neutral', 'dislike', 'confused']);
    expect(validateQuestionDesign(q)).toEqual([]);
    expect(validateQuestionDesign(designed())).toEqual([]);
  });

  it.each([
    { over: { optionList: [] }, issues: [['core.design.keepOneItem', null]] },
    { over: { optionList: [item('a', { optionName: '' })] }, issues: [['core.design.imageNameNull', 'a']] },
    {
      over: { optionList: [item('a', { optionName: '一二三四五六七' })] },
      issues: [['core.design.imageNameTooLong', 'a']],
    },
    {
      over: { optionList: [item('a', { optionTitle: 'https://elsewhere.example/a.jpg' })] },
      issues: [['core.design.markImage', 'a']],
    },
    { marks: [], issues: [['core.design.markOptionsNull', null]] },
    { marks: ['like', 'like'], issues: [['core.design.markOptionInvalid', null]] },
    { marks: ['like', ' '], issues: [['core.design.markOptionInvalid', null]] },
    { marks: ['x'.repeat(MARK_MAX_LENGTH + 1)], issues: [['core.design.markOptionInvalid', null]] },
    { marks: ['惊喜', '无感'], issues: [] },
  ] as { over?: Partial<Question>; marks?: string[]; issues: [string, string | null][] }[])(
    '$over $marks → $issues',
    ({ over, marks, issues }) => {
      const base = designed(over);
      const q = marks ? { ...base, answerConfig: { ...base.answerConfig, markOptions: marks } } : base;
      expect(validateQuestionDesign(q).map((found) => [found.key, found.target?.optionId ?? null])).toEqual(
        issues,
      );
    },
  );
});

describe('image markup answers', () => {
  const q = designed();
  const marked = (rows: Record<string, string[]>): AnswerValue => ({ kind: 'matrix', rows, otherText: {} });
  it('wants every picture marked with one of the marks when required', () => {
    expect(keys(validateAnswer(q, undefined))).toEqual(['core.tipAnswerNull']);
    expect(validateAnswer(q, marked({ a: ['like'], b: ['confused'] }))).toEqual([]);
    expect(
      validateAnswer(q, marked({ a: ['like'] })).map((found) => [found.key, found.target?.optionId]),
    ).toEqual([['core.tipAnswerNull', 'b']]);
    expect(keys(validateAnswer(q, marked({ a: ['like', 'dislike'], b: ['like'] })))).toEqual([
      'core.answer.invalid',
    ]);
    expect(keys(validateAnswer(q, marked({ a: ['adore'], b: ['like'] })))).toEqual(['core.answer.invalid']);
    expect(keys(validateAnswer(q, marked({ zz: ['like'], b: ['like'] })))).toEqual(['core.answer.invalid']);
    const optional = { ...q, answerConfig: { ...q.answerConfig, requireInd: 0 as const } };
    expect(validateAnswer(optional, marked({ a: ['like'] }))).toEqual([]);
  });
});

describe('image markup results', () => {
  it('exports one column per picture with the mark it got', () => {
    const q = { ...designed(), itemCode: 'Q7', quTitle: '广告' };
    const model = exportColumns([q], LABELS);
    const own = model.columns.filter((column) => column.name.startsWith('Q7'));
    expect(own.map((column) => [column.name, column.label])).toEqual([
      ['Q7_1', '广告 - 图a'],
      ['Q7_2', '广告 - 图b'],
    ]);
    const answers: Answers = { [q.id]: { kind: 'matrix', rows: { b: ['惊喜'] }, otherText: {} } };
    expect(own.map((column) => column.cell(exportResponse(answers)))).toEqual([null, '惊喜']);
  });
});
