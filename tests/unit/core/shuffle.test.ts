import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptionType } from '../../../src/core/model';
import {
  createRandom,
  matrixPages,
  orderDescs,
  orderGroups,
  orderOptions,
  surveyOrder,
} from '../../../src/core/shuffle';
import { question, radio, release, single } from './logic/fixtures';

const choiceQuestion = (types: OptionType[], answerConfig: Record<string, unknown> = {}) =>
  single(
    question({
      id: 'q',
      optionList: types.map((type, index) => ({ id: `o${index}`, type, orderById: index })),
      answerConfig,
    }),
  ).groups[0]!.questionList[0]!;

describe('seeded random source', () => {
  it('repeats for the same seed and differs for another', () => {
    const first = createRandom('seed');
    const again = createRandom('seed');
    const other = createRandom('other');
    const a = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(a);
    expect([other(), other(), other()]).not.toEqual(a);
    for (const value of a) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('option order', () => {
  it('keeps designer order for sequential (01)', () => {
    expect(orderOptions(choiceQuestion(['normal', 'normal', 'normal']), 'x')).toEqual(['o0', 'o1', 'o2']);
  });

  it('rotates for loop (03): a cyclic shift of the normal options', () => {
    const ids = ['o0', 'o1', 'o2', 'o3', 'o4'];
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const order = orderOptions(
        choiceQuestion(['normal', 'normal', 'normal', 'normal', 'normal'], { optRandType: '03' }),
        seed,
      );
      const offset = ids.indexOf(order[0]!);
      expect(order).toEqual([...ids.slice(offset), ...ids.slice(0, offset)]);
      seen.add(order[0]!);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('keeps fixSomeOptionId and the last option (fixLastOptionInd) in place', () => {
    for (let seed = 0; seed < 20; seed++) {
      const order = orderOptions(
        choiceQuestion(['normal', 'normal', 'normal', 'normal', 'normal', 'other'], {
          optRandType: '02',
          fixSomeOptionId: 'o1',
          fixLastOptionInd: 1,
        }),
        seed,
      );
      expect(order[1]).toBe('o1');
      expect(order[4]).toBe('o4');
      expect(order[5]).toBe('o5');
    }
  });

  const typesArbitrary = fc.array(
    fc.constantFrom<OptionType>('normal', 'normal', 'normal', 'other', 'special', 'none'),
    {
      maxLength: 12,
    },
  );

  it('returns a permutation, stable per seed, with other/special/none last in their own order', () => {
    fc.assert(
      fc.property(
        typesArbitrary,
        fc.string(),
        fc.constantFrom('01', '02', '03'),
        (types, seed, optRandType) => {
          const shuffledQuestion = choiceQuestion(types, { optRandType });
          const order = orderOptions(shuffledQuestion, seed);
          const ids = types.map((_, index) => `o${index}`);
          expect([...order].sort()).toEqual([...ids].sort());
          expect(orderOptions(shuffledQuestion, seed)).toEqual(order);
          const normalCount = types.filter((type) => type === 'normal').length;
          const tail = ids.filter((_, index) => types[index] !== 'normal');
          expect(order.slice(normalCount)).toEqual(tail);
        },
      ),
    );
  });

  it('does not change one question when another is added (per-question seeds)', () => {
    const q1 = radio('q1', ['a', 'b', 'c', 'd', 'e', 'f'], { answerConfig: { optRandType: '02' } });
    const before = surveyOrder(single(q1), 'seed').options.q1;
    const after = surveyOrder(
      single(radio('q0', ['a', 'b'], { answerConfig: { optRandType: '02' } }), q1),
      'seed',
    ).options.q1;
    expect(after).toEqual(before);
  });
});

describe('sub-question order', () => {
  it('shuffles rows when childRandType is random and keeps designer order otherwise', () => {
    const rows = Array.from({ length: 8 }, (_, index) => ({ id: `d${index}`, orderById: index }));
    const sequential = single(question({ id: 'm', elementType: 'RadioBoxGroup', descList: rows })).groups[0]!
      .questionList[0]!;
    expect(orderDescs(sequential, 's')).toEqual(rows.map((row) => row.id));
    const random = single(
      question({
        id: 'm',
        elementType: 'RadioBoxGroup',
        descList: rows,
        answerConfig: { childRandType: '02' },
      }),
    ).groups[0]!.questionList[0]!;
    const orders = new Set(Array.from({ length: 10 }, (_, seed) => orderDescs(random, seed).join()));
    expect(orders.size).toBeGreaterThan(1);
    for (const order of orders) expect(order.split(',').sort()).toEqual(rows.map((row) => row.id).sort());
  });
});

describe('group order', () => {
  const groupsRelease = (count: number, randIds: string[], randOrder: 0 | 1 = 1) =>
    release({
      groups: Array.from({ length: count }, (_, index) => ({
        id: `g${index}`,
        questions: [radio(`q${index}`)],
        groupType: index === 0 ? 1 : 2,
      })),
      randOrder,
      randIds,
    });

  it('keeps designer order when randOrder is 0', () => {
    expect(orderGroups(groupsRelease(4, ['g1', 'g2', 'g3'], 0), 'x')).toEqual(['g0', 'g1', 'g2', 'g3']);
  });

  it('shuffles listed groups among their own positions only; the special group stays first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.string(),
        (count, picks, seed) => {
          const randIds = Array.from({ length: count }, (_, index) => `g${index}`).filter(
            (_, index) => picks[index],
          );
          const survey = groupsRelease(count, randIds);
          const order = orderGroups(survey, seed);
          expect([...order].sort()).toEqual(survey.groups.map((group) => group.id).sort());
          expect(orderGroups(survey, seed)).toEqual(order);
          order.forEach((groupId, position) => {
            const original = `g${position}`;
            const movable = randIds.includes(original) && original !== 'g0';
            if (!movable) expect(groupId).toBe(original);
            else expect(randIds).toContain(groupId);
          });
        },
      ),
    );
  });
});

describe('matrix virtual pages', () => {
  it('gives one page per row, rows and per-row options shuffled by their own seeds', () => {
    const matrix = single(
      question({
        id: 'm',
        elementType: 'CheckBoxGroup',
        descList: ['r1', 'r2', 'r3', 'r4'].map((id, index) => ({ id, orderById: index })),
        optionList: ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, orderById: index })),
        answerConfig: { childRandType: '02', optRandType: '02' },
      }),
    ).groups[0]!.questionList[0]!;
    const pages = matrixPages(matrix, 'seed');
    expect(pages.map((page) => page.rowId).sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
    for (const page of pages) expect([...page.optionIds].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(pages.map((page) => page.optionIds.join())).size).toBeGreaterThan(1);
    expect(matrixPages(matrix, 'seed')).toEqual(pages);
  });
});
