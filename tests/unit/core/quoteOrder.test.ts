import { describe, expect, it } from 'vitest';
import type { Group, Question } from '../../../src/core/model';
import { quoteOrderNames, quoteOrderProblem, quoteSourceIds, quoteToken } from '../../../src/core/quotes';
import { quoteProblemOfGroupMove, quoteProblemOfSwap } from '../../../src/designer/workspace/quoteMove';
import { question } from '../designer/logic/fixture';

/** Q1 radio; Q2 fill-in; Q3 radio quoting Q1's options; Q4 fill-in quoting Q1's answer in its title. */
function survey() {
  const brands = { ...question('radio', 'A', 0), quNum: 'Q1' };
  const why = { ...question('fillBlank', 'A', 1), quNum: 'Q2' };
  const source = brands.optionList[0]!;
  const favourite: Question = {
    ...question('radio', 'A', 2),
    quNum: 'Q3',
    quoteQuId: brands.id,
    optionList: [{ ...source, id: 'copy', quoteQuId: brands.id, quoteQuDescId: source.id }],
  };
  const piped: Question = {
    ...question('fillBlank', 'B', 0),
    quNum: 'Q4',
    quTitle: `<p>为什么选${quoteToken(brands.id)}？</p>`,
  };
  const groups = [
    { id: 'A', questionList: [brands, why, favourite] },
    { id: 'B', questionList: [piped] },
  ] as unknown as Group[];
  return { brands, why, favourite, piped, groups };
}

describe('quotes keep their order', () => {
  it('reads the sources of options, rows and titles', () => {
    const { brands, favourite, piped, why } = survey();
    expect(quoteSourceIds(favourite)).toEqual([brands.id]);
    expect(quoteSourceIds(piped)).toEqual([brands.id]);
    expect(quoteSourceIds(why)).toEqual([]);
  });

  it('names the quoting question and its source when an order puts the source after it', () => {
    const { brands, why, favourite, piped } = survey();
    expect(quoteOrderProblem([brands, why, favourite, piped])).toBeUndefined();
    const above = quoteOrderProblem([favourite, brands, why, piped]);
    expect(above && quoteOrderNames(above)).toEqual({ quoting: 'Q3', source: 'Q1' });
    const below = quoteOrderProblem([why, favourite, brands, piped]);
    expect(below && quoteOrderNames(below)).toEqual({ quoting: 'Q3', source: 'Q1' });
    const titled = quoteOrderProblem([piped, brands]);
    expect(titled && quoteOrderNames(titled)).toEqual({ quoting: 'Q4', source: 'Q1' });
  });

  it('is what the designer checks before a swap or a move into another group', () => {
    const { brands, why, favourite, piped, groups } = survey();
    expect(quoteProblemOfSwap(groups, 'A', [brands.id, favourite.id, why.id])).toBeUndefined();
    expect(quoteProblemOfSwap(groups, 'A', [favourite.id, brands.id, why.id])?.quoting.id).toBe(favourite.id);
    expect(quoteProblemOfSwap(groups, 'A', [why.id, favourite.id, brands.id])?.source.id).toBe(brands.id);
    // Q4 moved to the start of group A, or Q1 to the end of group B: both put Q1 after a question quoting it.
    expect(quoteProblemOfGroupMove(groups, piped.id, 'A', 'start')?.quoting.id).toBe(piped.id);
    expect(quoteProblemOfGroupMove(groups, brands.id, 'B')?.source.id).toBe(brands.id);
    expect(quoteProblemOfGroupMove(groups, why.id, 'B')).toBeUndefined();
  });
});
