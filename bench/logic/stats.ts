/** Small timing helpers for the benchmarks. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((left, right) => left - right);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface Timing {
  median: number;
  p95: number;
}

export function timing(samples: readonly number[]): Timing {
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** Runs `work` once per item and returns the milliseconds each call took. */
export function timeEach<T>(items: readonly T[], work: (item: T) => void): number[] {
  const samples: number[] = [];
  for (const item of items) {
    const start = performance.now();
    work(item);
    samples.push(performance.now() - start);
  }
  return samples;
}

export function timeOnce(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

export function ms(value: number): string {
  if (value >= 100) return `${value.toFixed(0)} ms`;
  if (value >= 1) return `${value.toFixed(2)} ms`;
  return `${(value * 1000).toFixed(1)} µs`;
}
