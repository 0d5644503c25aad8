import { describe, expect, it } from 'vitest';
import type { QuotaWire } from '../../../../src/core/api/quotas';
import { MAX_QUOTA_CELLS } from '../../../../src/core/quotas/quota';
import {
  cellGrid,
  countedByCell,
  draftOf,
  emptyDraft,
  gridSize,
  isCellFull,
  type QuotaDraft,
  saveRequestOf,
  withAllTargets,
} from '../../../../src/designer/quotas/quotaDraft';
import type { QuotaQuestion } from '../../../../src/designer/quotas/quotaQuestions';

const gender: QuotaQuestion = {
  id: 'g',
  number: 'Q1',
  title: '性别',
  options: [
    { id: 'm', text: '男' },
    { id: 'f', text: '女' },
  ],
};
const age: QuotaQuestion = {
  id: 'a',
  number: 'Q2',
  title: '年龄段',
  options: [
    { id: 'y', text: '青年' },
    { id: 'mid', text: '中年' },
    { id: 'o', text: '老年' },
  ],
};
const region: QuotaQuestion = {
  id: 'r',
  number: 'Q3',
  title: '地区',
  options: [
    { id: 'n', text: '北' },
    { id: 's', text: '南' },
  ],
};
const eligible = [gender, age, region];

const draft = (overrides: Partial<QuotaDraft>): QuotaDraft => ({
  ...emptyDraft(),
  name: '性别 × 年龄',
  ...overrides,
});

describe('the cell grid', () => {
  it('makes one cell per option of a single question', () => {
    expect(cellGrid([gender])).toEqual([
      { key: 'm', optionIds: ['m'], texts: ['男'] },
      { key: 'f', optionIds: ['f'], texts: ['女'] },
    ]);
  });

  it('crosses the questions: every combination, the first question varying slowest', () => {
    const grid = cellGrid([gender, age]);
    expect(grid.map((cell) => cell.texts.join(' × '))).toEqual([
      '男 × 青年',
      '男 × 中年',
      '男 × 老年',
      '女 × 青年',
      '女 × 中年',
      '女 × 老年',
    ]);
    expect(grid[1]).toEqual({ key: 'm,mid', optionIds: ['m', 'mid'], texts: ['男', '中年'] });
    expect(cellGrid([gender, age, region])).toHaveLength(12);
    expect(new Set(cellGrid([gender, age, region]).map((cell) => cell.key)).size).toBe(12);
    expect(gridSize([gender, age, region])).toBe(12);
  });

  it('is empty without questions, or with a question that has no options', () => {
    expect(cellGrid([])).toEqual([]);
    expect(gridSize([])).toBe(0);
    expect(cellGrid([gender, { ...age, options: [] }])).toEqual([]);
  });
});

describe('a draft to a save request', () => {
  it('sends the cells of the current grid that have a target, in grid order, and leaves the cleared ones out', () => {
    const outcome = saveRequestOf(
      's1',
      draft({
        questionIds: ['g', 'a'],
        whenFull: 'finishOverquota',
        targets: { 'm,y': 10, 'm,mid': null, 'f,o': 0, 'f,y': 5, 'x,y': 3 },
      }),
      eligible,
    );
    expect(outcome).toEqual({
      request: {
        surveyId: 's1',
        name: '性别 × 年龄',
        questionIds: ['g', 'a'],
        whenFull: 'finishOverquota',
        cells: [
          { optionIds: ['m', 'y'], target: 10 },
          { optionIds: ['f', 'y'], target: 5 },
          { optionIds: ['f', 'o'], target: 0 },
        ],
      },
    });
  });

  it('keeps the id of an edited quota and trims the name', () => {
    const outcome = saveRequestOf(
      's1',
      draft({ id: 'q9', name: '  性别 ', questionIds: ['g'], targets: { m: 1 } }),
      eligible,
    );
    expect(outcome).toMatchObject({
      request: { id: 'q9', name: '性别', cells: [{ optionIds: ['m'], target: 1 }] },
    });
  });

  it('says what is missing before the server is asked', () => {
    const problem = (value: QuotaDraft) => {
      const outcome = saveRequestOf('s1', value, eligible);
      return 'problem' in outcome ? outcome.problem.key : null;
    };
    expect(problem(draft({ name: '  ', questionIds: ['g'], targets: { m: 1 } }))).toBe(
      'quotaScreen.problem.name',
    );
    expect(problem(draft({ questionIds: [], targets: { m: 1 } }))).toBe('quotaScreen.problem.questions');
    // A question the survey no longer offers is not counted as chosen.
    expect(problem(draft({ questionIds: ['gone'], targets: {} }))).toBe('quotaScreen.problem.questions');
    expect(problem(draft({ questionIds: ['g'], targets: { m: null, f: null } }))).toBe(
      'quotaScreen.problem.cells',
    );
    // Targets of another grid (questions changed since) do not count.
    expect(problem(draft({ questionIds: ['g', 'a'], targets: { m: 3 } }))).toBe('quotaScreen.problem.cells');
    expect(problem(draft({ questionIds: ['g'], targets: { m: 1 } }))).toBeNull();
  });

  it('refuses a grid larger than the server takes', () => {
    const wide: QuotaQuestion = {
      id: 'w',
      number: 'Q4',
      title: '城市',
      options: Array.from({ length: 50 }, (_, at) => ({ id: `c${at}`, text: `城市${at}` })),
    };
    const outcome = saveRequestOf('s1', draft({ questionIds: ['w', 'w2', 'w3'], targets: {} }), [
      wide,
      { ...wide, id: 'w2' },
      { ...wide, id: 'w3' },
    ]);
    expect(outcome).toEqual({
      problem: { key: 'quotaScreen.problem.tooMany', params: { count: 125_000, max: MAX_QUOTA_CELLS } },
    });
  });
});

describe('drafts of saved quotas and fills', () => {
  const saved: QuotaWire = {
    id: 'q1',
    name: '性别',
    questionIds: ['g'],
    whenFull: 'endNow',
    cells: [
      { optionIds: ['m'], target: 2, counted: 2 },
      { optionIds: ['f'], target: 3, counted: 1 },
    ],
  };

  it('edits a saved quota from its targets, and shows its counts by cell', () => {
    expect(draftOf(saved)).toEqual({
      id: 'q1',
      name: '性别',
      questionIds: ['g'],
      whenFull: 'endNow',
      targets: { m: 2, f: 3 },
    });
    expect(countedByCell(saved)).toEqual({ m: 2, f: 1 });
  });

  it('sets or clears every target of the grid at once', () => {
    const grid = cellGrid([gender]);
    const filled = withAllTargets(draft({ questionIds: ['g'], targets: { other: 9 } }), grid, 4);
    expect(filled.targets).toEqual({ other: 9, m: 4, f: 4 });
    expect(withAllTargets(filled, grid, null).targets).toEqual({ other: 9, m: null, f: null });
  });

  it('calls a cell full once its count reaches its target', () => {
    expect(isCellFull({ counted: 1, target: 1 })).toBe(true);
    expect(isCellFull({ counted: 0, target: 1 })).toBe(false);
    expect(isCellFull({ counted: 0, target: 0 })).toBe(true);
  });
});
