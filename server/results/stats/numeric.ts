import { sql } from 'drizzle-orm';
import type { QuestionSummary } from '../../../src/core/api/results';
import { blockPrefix } from './answered';
import { keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { statementOver, type TallyStatement } from './tally';

type NumericStats = SummaryOf<'numeric'>['stats'];

/** Up to this many distinct values are counted one by one; more are put in BUCKETS equal buckets. */
export const MAX_DISTINCT_SHOWN = 20;
export const BUCKETS = 10;

/**
 * Numbers (number, age, rating, slider: value->>'value') and rating groups (one item row per row:
 * value->'values'->>desc_id): how many answers hold each value, per question and row (a histogram, which adds
 * up across responses). Count, mean, median (interpolated, as PostgreSQL's percentile_cont), sample standard
 * deviation, min and max are computed from it exactly, and the distribution — per distinct value when there
 * are few, else in equal-width buckets between min and max (the last one closed).
 */
export function numericStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  return statementOver(
    'numeric',
    questions,
    (items, byBlock) => sql`select ${blockPrefix(byBlock, sql`block`)} question_id, slot as desc_id,
          x::text as tally_key, count(*) as n, 0::float8 as total
        from (
          select ${blockPrefix(byBlock)} i.question_id, coalesce(i.desc_id, '') as slot,
            (case when i.desc_id is null then i.value->>'value' else i.value->'values'->>i.desc_id end)::float8 as x
          from ${items}
        ) v
        where x is not null
        group by ${blockPrefix(byBlock, sql`block`)} question_id, slot, x`,
  );
}

/** The statistics of one question or row from its histogram. */
export function numericStatsOf(histogram: readonly { value: number; n: number }[]): NumericStats {
  const values = histogram.filter((bin) => bin.n > 0).sort((left, right) => left.value - right.value);
  const count = values.reduce((sum, bin) => sum + bin.n, 0);
  const first = values[0];
  const last = values[values.length - 1];
  if (count === 0 || !first || !last)
    return { answered: 0, mean: null, median: null, sd: null, min: null, max: null, distribution: [] };
  const mean = values.reduce((sum, bin) => sum + bin.value * bin.n, 0) / count;
  const squares = values.reduce((sum, bin) => sum + bin.n * (bin.value - mean) ** 2, 0);
  // The value at a 0-based position of the sorted answers.
  const at = (position: number) => {
    let seen = 0;
    for (const bin of values) {
      seen += bin.n;
      if (position < seen) return bin.value;
    }
    return last.value;
  };
  const middle = (count - 1) / 2;
  const below = at(Math.floor(middle));
  const median = below + (at(Math.ceil(middle)) - below) * (middle - Math.floor(middle));
  const min = first.value;
  const max = last.value;
  const width = (max - min) / BUCKETS;
  const inBucket = new Array<number>(BUCKETS).fill(0);
  if (values.length > MAX_DISTINCT_SHOWN)
    for (const bin of values) {
      const index = Math.min(Math.floor(((bin.value - min) / (max - min)) * BUCKETS), BUCKETS - 1);
      inBucket[index] = (inBucket[index] ?? 0) + bin.n;
    }
  const distribution =
    values.length <= MAX_DISTINCT_SHOWN
      ? values.map((bin) => ({
          label: formatNumber(bin.value),
          from: bin.value,
          to: bin.value,
          count: bin.n,
        }))
      : inBucket.map((inside, index) => {
          const from = min + index * width;
          const to = index === BUCKETS - 1 ? max : min + (index + 1) * width;
          return { label: `${formatNumber(from)}–${formatNumber(to)}`, from, to, count: inside };
        });
  return {
    answered: count,
    mean,
    median,
    sd: count > 1 ? Math.sqrt(squares / (count - 1)) : null,
    min,
    max,
    distribution,
  };
}

export function numericSummaries({
  questions,
  answered,
  tallies,
}: KindInput): (SummaryOf<'numeric'> | SummaryOf<'scores'>)[] {
  const histograms = new Map<string, { value: number; n: number }[]>();
  for (const row of tallies.get('numeric') ?? []) {
    const key = keyOf(row.questionId, row.descId);
    const list = histograms.get(key) ?? [];
    list.push({ value: Number(row.key), n: row.n });
    histograms.set(key, list);
  }
  const statsOf = (key: string) => numericStatsOf(histograms.get(key) ?? []);
  return questions.map((question): SummaryOf<'numeric'> | SummaryOf<'scores'> => {
    const base = summaryBase(question, answered);
    const id = question.question.id;
    if (question.kind !== 'scores') return { kind: 'numeric', ...base, stats: statsOf(keyOf(id, '')) };
    const seen = [...histograms.keys()]
      .filter((key) => key.startsWith(keyOf(id, '')))
      .map((key) => key.slice(id.length + 1));
    const rowsOf = withUnknown(
      question.rows,
      seen.filter((slot) => slot !== ''),
    );
    return {
      kind: 'scores',
      ...base,
      rows: rowsOf.map((row) => ({ descId: row.id, label: row.label, stats: statsOf(keyOf(id, row.id)) })),
    };
  });
}

/** Bucket edges with at most two decimals, without trailing zeros. */
function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export type NumericSummary = Extract<QuestionSummary, { kind: 'numeric' | 'scores' }>;
