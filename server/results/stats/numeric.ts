import { sql } from 'drizzle-orm';
import type { QuestionSummary } from '../../../src/core/api/results';
import { analyticRows, toNumber } from '../../db/raw';
import { itemsOf, keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';

type NumericStats = SummaryOf<'numeric'>['stats'];

/** Up to this many distinct values are counted one by one; more are put in BUCKETS equal buckets. */
export const MAX_DISTINCT_SHOWN = 20;
export const BUCKETS = 10;

/**
 * Numbers (number, age, rating, slider: value->>'value') and rating groups (one item row per row:
 * value->'values'->>desc_id) in one statement: count, mean, median (percentile_cont), sample standard
 * deviation, min, max per question and row, and the distribution — per distinct value when there are few,
 * else in equal-width buckets between min and max (the last one closed).
 */
export async function numericSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<(SummaryOf<'numeric'> | SummaryOf<'scores'>)[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.question.id);
  const rows = await analyticRows<{
    part: string;
    question_id: string;
    slot: string;
    n: unknown;
    mean: unknown;
    median: unknown;
    sd: unknown;
    min: unknown;
    max: unknown;
    distinct_values: unknown;
    bucket: unknown;
  }>(
    db,
    sql`with v as (
        select i.question_id, coalesce(i.desc_id, '') as slot,
          (case when i.desc_id is null then i.value->>'value' else i.value->'values'->>i.desc_id end)::float8 as x
        from ${itemsOf(scope, ids)}
      ),
      s as (
        select question_id, slot, count(x) as n, avg(x) as mean,
          percentile_cont(0.5) within group (order by x) as median, stddev_samp(x) as sd,
          min(x) as min, max(x) as max, count(distinct x) as distinct_values
        from v where x is not null group by question_id, slot
      ),
      d as (
        select v.question_id, v.slot,
          case when s.distinct_values <= ${sql.raw(String(MAX_DISTINCT_SHOWN))} then v.x
            else least(floor((v.x - s.min) / (s.max - s.min) * ${sql.raw(String(BUCKETS))}), ${sql.raw(String(BUCKETS - 1))}) end as bucket,
          count(*) as n
        from v join s on s.question_id = v.question_id and s.slot = v.slot
        where v.x is not null
        group by 1, 2, 3
      )
      select 'stats' as part, question_id, slot, n, mean, median, sd, min, max, distinct_values, null::float8 as bucket from s
      union all
      select 'bucket', question_id, slot, n, null, null, null, null, null, null, bucket from d`,
  );
  const stats = new Map<string, (typeof rows)[number]>();
  const buckets = new Map<string, { bucket: number; n: number }[]>();
  for (const row of rows) {
    const key = keyOf(row.question_id, row.slot);
    if (row.part === 'stats') stats.set(key, row);
    else {
      const list = buckets.get(key) ?? [];
      list.push({ bucket: toNumber(row.bucket) ?? 0, n: toNumber(row.n) ?? 0 });
      buckets.set(key, list);
    }
  }
  const statsOf = (key: string): NumericStats => {
    const row = stats.get(key);
    if (!row)
      return { answered: 0, mean: null, median: null, sd: null, min: null, max: null, distribution: [] };
    const min = toNumber(row.min) ?? 0;
    const max = toNumber(row.max) ?? 0;
    const perValue = (toNumber(row.distinct_values) ?? 0) <= MAX_DISTINCT_SHOWN;
    const found = (buckets.get(key) ?? []).sort((left, right) => left.bucket - right.bucket);
    const width = (max - min) / BUCKETS;
    const distribution = perValue
      ? found.map(({ bucket, n }) => ({ label: formatNumber(bucket), from: bucket, to: bucket, count: n }))
      : Array.from({ length: BUCKETS }, (_, index) => {
          const from = min + index * width;
          const to = index === BUCKETS - 1 ? max : min + (index + 1) * width;
          const count = found.find((bucket) => bucket.bucket === index)?.n ?? 0;
          return { label: `${formatNumber(from)}–${formatNumber(to)}`, from, to, count };
        });
    return {
      answered: toNumber(row.n) ?? 0,
      mean: toNumber(row.mean),
      median: toNumber(row.median),
      sd: toNumber(row.sd),
      min,
      max,
      distribution,
    };
  };
  return questions.map((question): SummaryOf<'numeric'> | SummaryOf<'scores'> => {
    const base = summaryBase(question, answered);
    const id = question.question.id;
    if (question.kind !== 'scores') return { kind: 'numeric', ...base, stats: statsOf(keyOf(id, '')) };
    const seen = [...stats.keys()]
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
