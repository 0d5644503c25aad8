/**
 * Pearson's chi-square test of independence and its p-value. Written by hand because the p-value needs only
 * the chi-square survival function, i.e. the regularised upper incomplete gamma function Q(df/2, x/2), a few
 * dozen lines of textbook numerics (series below a + 1, Lentz's continued fraction above; Numerical Recipes
 * §6.2); the statistics libraries that offer it (jStat, @stdlib) bring far more than that into the server.
 */

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9; relative error below 1e-15). */
export function logGamma(x: number): number {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = coefficients[0] as number;
  for (let index = 1; index < 9; index++) sum += (coefficients[index] as number) / (shifted + index);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;

/** Q(a, x) = Γ(a, x) / Γ(a), the regularised upper incomplete gamma function, for a > 0 and x ≥ 0. */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) return 1 - lowerSeries(a, x);
  return upperContinuedFraction(a, x);
}

/** P(a, x) by its series, which converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz), which converges fast for x ≥ a + 1. */
function upperContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(χ² ≥ statistic) with the given degrees of freedom. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (degreesOfFreedom <= 0) return 1;
  return Math.min(1, Math.max(0, upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2)));
}

export type ChiSquare = { statistic: number; degreesOfFreedom: number; pValue: number; lowExpected: number };

/**
 * The test over a table of counts, leaving out rows and columns whose total is zero (they carry no
 * information and would make expected counts zero); null when fewer than two rows or columns remain.
 * lowExpected counts the cells expected below 5, where the approximation is unreliable.
 */
export function chiSquareTest(counts: readonly (readonly number[])[]): ChiSquare | null {
  const rowTotals = counts.map((row) => row.reduce((sum, count) => sum + count, 0));
  const columnCount = Math.max(0, ...counts.map((row) => row.length));
  const columnTotals = Array.from({ length: columnCount }, (_, column) =>
    counts.reduce((sum, row) => sum + (row[column] ?? 0), 0),
  );
  const rows = rowTotals.flatMap((total, index) => (total > 0 ? [index] : []));
  const columns = columnTotals.flatMap((total, index) => (total > 0 ? [index] : []));
  if (rows.length < 2 || columns.length < 2) return null;
  const grand = rows.reduce((sum, row) => sum + (rowTotals[row] as number), 0);
  let statistic = 0;
  let lowExpected = 0;
  for (const row of rows) {
    for (const column of columns) {
      const expected = ((rowTotals[row] as number) * (columnTotals[column] as number)) / grand;
      if (expected < 5) lowExpected++;
      const observed = counts[row]?.[column] ?? 0;
      statistic += (observed - expected) ** 2 / expected;
    }
  }
  const degreesOfFreedom = (rows.length - 1) * (columns.length - 1);
  return { statistic, degreesOfFreedom, pValue: chiSquarePValue(statistic, degreesOfFreedom), lowExpected };
}
