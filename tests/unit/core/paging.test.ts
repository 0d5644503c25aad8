import { describe, expect, it } from 'vitest';
import { createLogicEngine } from '../../../src/core/logic';
import { nextPage, pagesOf, pageTypeFixes, previousPage } from '../../../src/core/paging';
import { surveyOrder } from '../../../src/core/shuffle';
import { choose, question, radio, release, rule, single } from './logic/fixtures';

const pageBreak = (id: string, pageType: 1 | 2 | 3 = 1) => question({ id, elementType: 'PageBox', pageType });
const checkpoint = (id: string) => question({ id, elementType: 'CheckPointBox' });
const ids = (pages: ReturnType<typeof pagesOf>) =>
  pages.map((page) =>
    page.matrixRow ? `${page.matrixRow.questionId}/${page.matrixRow.rowId}` : page.questionIds.join(' '),
  );
const pagesIn = (survey: ReturnType<typeof single>) =>
  ids(pagesOf(survey, { groupIds: survey.groups.map((group) => group.id) }));

describe('pagesOf', () => {
  it('cuts pages at page breaks, which are not shown', () => {
    expect(
      pagesIn(single(radio('q1'), pageBreak('p1'), radio('q2'), radio('q3'), pageBreak('p2'), radio('q4'))),
    ).toEqual(['q1', 'q2 q3', 'q4']);
  });

  it('merges a page group: from a page of type 2 through the next page of type 3', () => {
    const survey = single(
      radio('q1'),
      pageBreak('p1', 2),
      radio('q2'),
      pageBreak('p2', 1),
      radio('q3'),
      pageBreak('p3', 3),
      radio('q4'),
      pageBreak('p4', 1),
      radio('q5'),
    );
    expect(pagesIn(survey)).toEqual(['q1', 'q2 q3 q4', 'q5']);
  });

  it('keeps a closing 3 even when it opens an empty page', () => {
    const survey = single(
      pageBreak('p0'),
      radio('q1'),
      pageBreak('p1', 2),
      radio('q2'),
      pageBreak('p2', 3),
      pageBreak('p3'),
      radio('q3'),
    );
    expect(pagesIn(survey)).toEqual(['q1', 'q2', 'q3']);
  });

  it('never lets a page group span groups, and forces the first page of a group to type 1', () => {
    const survey = release({
      groups: [
        { id: 'A', questions: [radio('q1'), pageBreak('p1', 2), radio('q2')] },
        {
          id: 'B',
          questions: [
            pageBreak('p2', 2),
            radio('q3'),
            pageBreak('p3', 1),
            radio('q4'),
            pageBreak('p4', 3),
            radio('q5'),
          ],
        },
      ],
    });
    expect(pagesIn(survey)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('ends a page after a checkpoint and forces the next page to type 1', () => {
    const survey = single(
      pageBreak('p0'),
      radio('q1'),
      pageBreak('p1', 2),
      radio('q2'),
      checkpoint('c1'),
      radio('q3', ['a'], { pageType: 2 }),
      radio('q4'),
      pageBreak('p2', 3),
      radio('q5'),
    );
    expect(pagesIn(survey)).toEqual(['q1', 'q2 c1', 'q3 q4', 'q5']);
  });

  it('gives a matrix one virtual page per row, in the response order', () => {
    const matrix = question({
      id: 'm',
      elementType: 'RadioBoxGroup',
      descList: [
        { id: 'r1', orderById: 0 },
        { id: 'r2', orderById: 1 },
        { id: 'r3', orderById: 2 },
      ],
      optionList: [{ id: 'x' }, { id: 'y' }],
      answerConfig: { childRandType: '02' },
    });
    const survey = single(radio('q1'), matrix, radio('q2'));
    expect(pagesIn(survey)).toEqual(['q1', 'm/r1', 'm/r2', 'm/r3', 'q2']);
    const order = surveyOrder(survey, 'seed');
    const pages = pagesOf(survey, order);
    expect(pages.slice(1, 4).map((page) => page.matrixRow!.rowId)).toEqual(
      order.matrixPages.m!.map((row) => row.rowId),
    );
  });

  it('walks groups in the given (shuffled) order', () => {
    const survey = release({
      groups: [
        { id: 'A', questions: [radio('q1')] },
        { id: 'B', questions: [radio('q2')] },
      ],
    });
    expect(ids(pagesOf(survey, { groupIds: ['B', 'A'] }))).toEqual(['q2', 'q1']);
  });
});

describe('pageTypeFixes', () => {
  it('lists the first question of a group with type 2 and the question after a checkpoint unless already 1', () => {
    const survey = release({
      groups: [
        {
          id: 'A',
          questions: [
            pageBreak('p1', 2),
            radio('q1'),
            checkpoint('c1'),
            pageBreak('p2', 3),
            radio('q2'),
            checkpoint('c2'),
            radio('q3'),
          ],
        },
        { id: 'B', questions: [radio('q4', ['a'], { pageType: 3 }), radio('q5')] },
      ],
    });
    expect(pageTypeFixes(survey.groups)).toEqual([
      { id: 'p1', pageType: 1 },
      { id: 'p2', pageType: 1 },
    ]);
  });
});

describe('walking pages', () => {
  const survey = single(
    radio('q1', ['a', 'b', 'c'], {
      quLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.c', geLe: '1', logicType: 2 })],
    }),
    pageBreak('p1'),
    radio('q2', ['a'], { quBeforLogics: [rule({ anQuId: 'q1', anQuItemId: 'q1.a', geLe: '1' })] }),
    pageBreak('p2'),
    radio('q3'),
  );
  const pages = pagesOf(survey, { groupIds: ['g1'] });

  it('skips pages whose questions are all hidden, both ways', () => {
    const engine = createLogicEngine(survey);
    engine.evaluate({ q1: choose('q1.b') });
    expect(nextPage(pages, -1, engine.state)).toEqual({ kind: 'page', index: 0 });
    expect(nextPage(pages, 0, engine.state)).toEqual({ kind: 'page', index: 2 });
    expect(previousPage(pages, 2, engine.state)).toBe(0);
    expect(previousPage(pages, 0, engine.state)).toBeUndefined();
    engine.apply([{ questionId: 'q1', value: choose('q1.a') }]);
    expect(nextPage(pages, 0, engine.state)).toEqual({ kind: 'page', index: 1 });
  });

  it('finishes after the last page, and stops at an end', () => {
    const engine = createLogicEngine(survey);
    engine.evaluate({ q1: choose('q1.b') });
    expect(nextPage(pages, 2, engine.state)).toEqual({ kind: 'finish', ended: null });
    engine.apply([{ questionId: 'q1', value: choose('q1.c') }]);
    expect(nextPage(pages, 0, engine.state)).toEqual({ kind: 'finish', ended: { byQuestionId: 'q1' } });
  });

  it('ends after the last row page of a matrix whose rule fired on its first row', () => {
    // Found by tests/unit/logic/runnerServerAgreement.property.test.ts: the walk finished on row 1, and the
    // server refused the complete save for the required row 2 the respondent was never shown.
    const matrix = radio('m', ['a', 'b'], {
      elementType: 'RadioBoxGroup',
      catalogKey: 'matrixRadio',
      descList: [{ id: 'm.r1' }, { id: 'm.r2' }],
      quLogics: [rule({ anQuId: 'm', anSubQuId: 'm.r1', anQuItemId: 'm.a', geLe: '1', logicType: 2 })],
    });
    const withMatrix = single(matrix, pageBreak('p1'), radio('q2'));
    const matrixPages = pagesOf(withMatrix, { groupIds: ['g1'] });
    const engine = createLogicEngine(withMatrix);
    engine.evaluate({ m: { kind: 'matrix', rows: { 'm.r1': ['m.a'] }, otherText: {} } });
    expect(nextPage(matrixPages, 0, engine.state)).toEqual({ kind: 'page', index: 1 });
    expect(nextPage(matrixPages, 1, engine.state)).toEqual({ kind: 'finish', ended: { byQuestionId: 'm' } });
  });
});
