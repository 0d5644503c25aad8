import { describe, expect, it } from 'vitest';
import type { Answers, Option, Question } from '../../../src/core/model';
import {
  regionWithoutCode,
  resetToNone,
  withoutRegion,
  withRegion,
  withRegionText,
} from '../../../src/questions/conceptEvaluation/design/draft';
import { regionRect } from '../../../src/questions/conceptEvaluation/family';
import {
  DEFAULT_REGION_SIZE,
  drawnRect,
  isInsideImage,
  isSecondPress,
  rectAround,
  rectFromCorners,
  toggleRegion,
} from '../../../src/questions/conceptEvaluation/regions';
import { exportColumns, META_COLUMNS, type MetaLabels } from '../../../src/questions/shared/exportColumns';
import { validateAnswer, validateQuestionDesign } from '../../../src/questions/validate';
import { exportResponse, keys, make } from './helpers';

const IMAGE = '/api/files/s1/0196f3c2-1b7e-7c3a-9d2e-3f4a5b6c7d8e.png';
const LABELS = Object.fromEntries(META_COLUMNS.map((key) => [key, key])) as MetaLabels;

const region = (id: string, code: string, rect = { x: 0.1, y: 0.1, w: 0.2, h: 0.2 }): Option => ({
  id,
  orderById: 0,
  optionName: `R${code}`,
  type: 'normal',
  visibility: 1,
  positionCode: code,
  positionName: `R${code}`,
  ...rect,
});

/** A concept evaluation with a base image, regions a, b, c and its none-of-the-above option. */
function designed(overrides: Partial<Question> = {}): Question {
  const base = make('conceptEvaluation');
  const none = base.optionList[0] as Option;
  return {
    ...base,
    answerImgUrl: IMAGE,
    answerImgName: 'shelf.png',
    optionList: [region('a', '1'), region('b', '2'), region('c', '3'), none],
    ...overrides,
  };
}

describe('region selection rules', () => {
  const regions = [
    { id: 'a', type: 'normal' },
    { id: 'b', type: 'normal' },
    { id: 'c', type: 'normal' },
    { id: 'n', type: 'none' },
  ];
  it.each([
    // chosen before, tapped, maximum → chosen after (and a refusal)
    { before: [], tap: 'a', max: 0, after: ['a'] },
    { before: ['a'], tap: 'b', max: 0, after: ['a', 'b'] },
    { before: ['a', 'b'], tap: 'a', max: 0, after: ['b'] },
    { before: ['a', 'b'], tap: 'n', max: 0, after: ['n'] },
    { before: ['n'], tap: 'a', max: 0, after: ['a'] },
    { before: ['n'], tap: 'n', max: 0, after: [] },
    { before: ['a', 'b'], tap: 'c', max: 2, after: ['a', 'b'], refused: 'max' },
    { before: ['a', 'b'], tap: 'b', max: 2, after: ['a'] },
    { before: ['a', 'b'], tap: 'n', max: 2, after: ['n'] },
    { before: ['a'], tap: 'zz', max: 0, after: ['a'] },
  ])('$before + tap $tap (max $max) → $after', ({ before, tap, max, after, refused }) => {
    const result = toggleRegion(regions, before, tap, max);
    expect(result.chosen).toEqual(after);
    expect(result.refused).toBe(refused);
  });
});

describe('drawing a region', () => {
  it.each([
    { start: { x: 0.1, y: 0.2 }, end: { x: 0.4, y: 0.5 }, rect: { x: 0.1, y: 0.2, w: 0.3, h: 0.3 } },
    // dragged up and to the left: the same rectangle
    { start: { x: 0.4, y: 0.5 }, end: { x: 0.1, y: 0.2 }, rect: { x: 0.1, y: 0.2, w: 0.3, h: 0.3 } },
    // past the image's edge: cut at the edge
    { start: { x: 0.8, y: 0.9 }, end: { x: 1.3, y: 1.2 }, rect: { x: 0.8, y: 0.9, w: 0.2, h: 0.1 } },
    // a slip of the mouse draws nothing
    { start: { x: 0.5, y: 0.5 }, end: { x: 0.505, y: 0.7 }, rect: undefined },
  ])('corners $start → $end', ({ start, end, rect }) => {
    expect(rectFromCorners(start, end)).toEqual(rect);
  });

  it('draws the default size around a plain double-click, inside the image', () => {
    expect(rectAround({ x: 0.5, y: 0.5 })).toEqual({ x: 0.4, y: 0.425, ...DEFAULT_REGION_SIZE });
    expect(rectAround({ x: 0.99, y: 0.01 })).toEqual({ x: 0.8, y: 0, ...DEFAULT_REGION_SIZE });
    expect(drawnRect({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 })).toEqual(rectAround({ x: 0.5, y: 0.5 }));
    for (const point of [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 0.3, y: 0.97 },
    ])
      expect(isInsideImage(rectAround(point))).toBe(true);
  });

  it.each([
    { previous: undefined, now: { at: { x: 0.5, y: 0.5 }, time: 100 }, second: false },
    {
      previous: { at: { x: 0.5, y: 0.5 }, time: 100 },
      now: { at: { x: 0.51, y: 0.5 }, time: 350 },
      second: true,
    },
    // too late
    {
      previous: { at: { x: 0.5, y: 0.5 }, time: 100 },
      now: { at: { x: 0.5, y: 0.5 }, time: 700 },
      second: false,
    },
    // too far
    {
      previous: { at: { x: 0.5, y: 0.5 }, time: 100 },
      now: { at: { x: 0.6, y: 0.5 }, time: 200 },
      second: false,
    },
  ])('a press after $previous is the second of a double-click: $second', ({ previous, now, second }) => {
    expect(isSecondPress(previous, now)).toBe(second);
  });

  it('accepts only rectangles inside the image with an area', () => {
    expect(isInsideImage({ x: 0, y: 0, w: 1, h: 1 })).toBe(true);
    expect(isInsideImage({ x: 0.9, y: 0, w: 0.2, h: 0.5 })).toBe(false);
    expect(isInsideImage({ x: -0.1, y: 0, w: 0.2, h: 0.5 })).toBe(false);
    expect(isInsideImage({ x: 0.1, y: 0.1, w: 0, h: 0.5 })).toBe(false);
    expect(isInsideImage({ x: Number.NaN, y: 0.1, w: 0.1, h: 0.5 })).toBe(false);
  });
});

describe('concept evaluation design (CeBox)', () => {
  it('starts with the single none-of-the-above option, code 0, and hot spots 1 to 5', () => {
    const q = make('conceptEvaluation');
    expect(q.optionList).toMatchObject([
      { type: 'none', positionCode: '0', positionName: 'None of the above' },
    ]);
    expect(q.answerConfig).toMatchObject({ answerLimitInd: 1, minAnswerNum: 1, maxAnswerNum: 5 });
    expect(validateQuestionDesign(q)).toEqual([]);
    expect(validateQuestionDesign(designed())).toEqual([]);
  });

  it('says what is wrong with a region, at the region', () => {
    const issuesOf = (options: Option[], over: Partial<Question> = {}) =>
      validateQuestionDesign(designed({ optionList: options, ...over })).map((found) => [
        found.key,
        found.target?.optionId ?? null,
      ]);
    const none = make('conceptEvaluation').optionList[0] as Option;
    expect(issuesOf([{ ...region('a', '1'), positionCode: ' ' }, none])).toEqual([
      ['core.tipCeOptionNull', 'a'],
    ]);
    expect(issuesOf([{ ...region('a', '1'), positionName: '' }, none])).toEqual([
      ['core.tipCeOptionNull', 'a'],
    ]);
    expect(issuesOf([region('a', '1'), region('b', '1'), none])).toEqual([
      ['core.design.ceCodeDuplicate', 'b'],
    ]);
    expect(issuesOf([region('a', '1', { x: 0.9, y: 0, w: 0.3, h: 0.1 }), none])).toEqual([
      ['core.design.ceRegionBounds', 'a'],
    ]);
    expect(issuesOf([{ ...region('a', '1'), x: null }, none])).toEqual([['core.design.ceRegionBounds', 'a']]);
    expect(issuesOf([region('a', '1'), none, { ...none, id: 'n2', positionCode: '9' }])).toEqual([
      ['core.design.ceOneNone', 'n2'],
    ]);
    expect(issuesOf([region('a', '1'), none], { answerImgUrl: null })).toEqual([
      ['core.design.ceImageNull', null],
    ]);
    const counts = (minAnswerNum: number, maxAnswerNum: number) =>
      issuesOf([region('a', '1'), none], {
        answerConfig: { ...designed().answerConfig, minAnswerNum, maxAnswerNum },
      });
    expect(counts(3, 2)).toEqual([['core.design.ceCountRange', null]]);
    expect(counts(2, 2)).toEqual([]);
    // 0 is no maximum.
    expect(counts(3, 0)).toEqual([]);
    for (const address of [
      'https://elsewhere.example/a.png',
      '/api/files/../x.png',
      IMAGE.replace('.png', '.svg'),
    ])
      expect(issuesOf([region('a', '1'), none], { answerImgUrl: address })).toEqual([
        ['core.design.ceImage', null],
      ]);
  });

  it('keeps the rules of the designer’s gestures: a new image resets to the none option, regions sit before it', () => {
    const q = designed();
    const ids = ['new1', 'new2'];
    const reset = resetToNone(q, 'None', () => ids.shift() ?? 'x');
    // The question's own none option is kept (id and name), with code 0 and no geometry.
    expect(reset).toEqual([
      expect.objectContaining({ id: q.optionList[3]?.id, type: 'none', positionCode: '0' }),
    ]);
    expect(regionRect(reset[0] as Option)).toBeUndefined();
    const fresh = resetToNone({ ...q, optionList: [] }, 'None', () => 'made');
    expect(fresh).toMatchObject([{ id: 'made', type: 'none', positionCode: '0', positionName: 'None' }]);

    const drawn = withRegion({ ...q, optionList: reset }, 'r1', { x: 0.1, y: 0.1, w: 0.3, h: 0.2 });
    expect(drawn.optionList.map((o) => [o.id, o.orderById])).toEqual([
      ['r1', 0],
      [q.optionList[3]?.id, 1],
    ]);
    expect(regionWithoutCode(drawn)?.id).toBe('r1');
    const named = withRegionText(withRegionText(drawn, 'r1', { positionCode: 'A' }), 'r1', {
      positionName: '包装',
    });
    expect(named.optionList[0]).toMatchObject({
      positionCode: 'A',
      positionName: '包装',
      optionName: '包装',
    });
    expect(regionWithoutCode(named)).toBeUndefined();
    expect(withoutRegion(named, 'r1').optionList.map((o) => o.type)).toEqual(['none']);
    // The none option is never removed.
    expect(withoutRegion(named, q.optionList[3]?.id ?? '').optionList).toHaveLength(2);
  });
});

describe('concept evaluation answers', () => {
  const q = designed();
  const none = q.optionList[3]?.id ?? '';
  const answer = (...optionIds: string[]) => ({ kind: 'regions' as const, optionIds });
  it.each([
    { chosen: [], issues: ['core.answer.ceNull'] },
    { chosen: ['a'], issues: [] },
    { chosen: ['a', 'b', 'c'], issues: [] },
    { chosen: ['nope'], issues: ['core.answer.invalid'] },
    { chosen: ['a', 'a'], issues: ['core.answer.invalid'] },
  ])('$chosen → $issues', ({ chosen, issues }) => {
    expect(keys(validateAnswer(q, chosen.length ? answer(...chosen) : undefined))).toEqual(issues);
  });

  it('takes the none option alone, and applies the hot-spot counts to regions', () => {
    expect(validateAnswer(q, answer(none))).toEqual([]);
    expect(keys(validateAnswer(q, answer('a', none)))).not.toEqual([]);
    const atMostTwo = { ...q, answerConfig: { ...q.answerConfig, maxAnswerNum: 2 } };
    expect(keys(validateAnswer(atMostTwo, answer('a', 'b', 'c')))).toEqual(['core.answer.checkAtMost']);
    const atLeastTwo = { ...q, answerConfig: { ...q.answerConfig, minAnswerNum: 2 } };
    expect(keys(validateAnswer(atLeastTwo, answer('a')))).toEqual(['core.answer.checkAtLeast']);
    expect(validateAnswer(atLeastTwo, answer(none))).toEqual([]);
  });
});

describe('concept evaluation results', () => {
  it('exports one 0/1 column per region and the none option, a set named by the codes', () => {
    const q = { ...designed(), itemCode: 'Q5', quTitle: '喜欢的部分' };
    const none = q.optionList[3]?.id ?? '';
    const model = exportColumns([q], LABELS);
    const own = model.columns.filter((column) => column.name.startsWith('Q5'));
    expect(own.map((column) => [column.name, column.label])).toEqual([
      ['Q5_1', '喜欢的部分 - R1'],
      ['Q5_2', '喜欢的部分 - R2'],
      ['Q5_3', '喜欢的部分 - R3'],
      ['Q5_0', '喜欢的部分 - None of the above'],
    ]);
    const cells = (answers: Answers) => own.map((column) => column.cell(exportResponse(answers)));
    expect(cells({ [q.id]: { kind: 'regions', optionIds: ['a', 'c'] } })).toEqual([1, 0, 1, 0]);
    expect(cells({ [q.id]: { kind: 'regions', optionIds: [none] } })).toEqual([0, 0, 0, 1]);
    expect(cells({})).toEqual([null, null, null, null]);
    expect(model.sets).toMatchObject([{ label: '喜欢的部分' }]);
  });
});
