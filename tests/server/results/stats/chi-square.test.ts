import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareTest, logGamma } from '../../../../server/results/stats/chi-square';

describe('chi-square', () => {
  it('gives the p-values of the statistical tables', () => {
    // Critical values at 5 % and 1 % (any statistics textbook's table).
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(6.634897, 1)).toBeCloseTo(0.01, 6);
    expect(chiSquarePValue(11.0705, 5)).toBeCloseTo(0.05, 5);
    expect(chiSquarePValue(124.3421, 100)).toBeCloseTo(0.05, 5);
    expect(chiSquarePValue(0.1025866, 2)).toBeCloseTo(0.95, 6);
  });

  it('matches the closed forms for even degrees of freedom', () => {
    // df = 2: p = e^(-x/2); df = 4: p = e^(-x/2) (1 + x/2).
    expect(chiSquarePValue(2, 2)).toBeCloseTo(Math.exp(-1), 12);
    expect(chiSquarePValue(10, 4)).toBeCloseTo(Math.exp(-5) * 6, 12);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(1e6, 3)).toBe(0);
  });

  it('computes ln Γ', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('tests a table, leaving out empty rows and columns', () => {
    // Worked by hand: expected 12, 18, 28, 42; χ² = 4/12 + 4/18 + 4/28 + 4/42.
    const result = chiSquareTest([
      [10, 20, 0],
      [30, 40, 0],
      [0, 0, 0],
    ]);
    expect(result?.degreesOfFreedom).toBe(1);
    expect(result?.statistic).toBeCloseTo(4 / 12 + 4 / 18 + 4 / 28 + 4 / 42, 12);
    expect(result?.pValue).toBeCloseTo(0.37304, 4);
    expect(result?.lowExpected).toBe(0);
    expect(
      chiSquareTest([
        [1, 2],
        [0, 0],
      ]),
    ).toBeNull();
    expect(
      chiSquareTest([
        [1, 2],
        [3, 1],
      ])?.lowExpected,
    ).toBe(4);
  });
});
