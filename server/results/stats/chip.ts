import { sql } from 'drizzle-orm';
import { analyticRows, toNumber } from '../../db/raw';
import { itemsOf, keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';

/**
 * Chip allocations in one statement: the amount given to each option (value->'amounts'), summed. `total`
 * is everything allocated over all options, so each option's share is its part of what was given.
 */
export async function chipSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<SummaryOf<'chip'>[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.question.id);
  const sums = await analyticRows<{ question_id: string; option_id: string; amount: unknown }>(
    db,
    sql`select i.question_id, a.option_id, sum((a.amount)::numeric) as amount
      from ${itemsOf(scope, ids)}
      cross join lateral jsonb_each_text(coalesce(i.value->'amounts', '{}'::jsonb)) as a(option_id, amount)
      group by i.question_id, a.option_id`,
  );
  const sumOf = new Map(
    sums.map((row) => [keyOf(row.question_id, row.option_id), toNumber(row.amount) ?? 0]),
  );
  return questions.map((question) => {
    const id = question.question.id;
    const base = summaryBase(question, answered);
    const labels = withUnknown(
      question.options,
      sums.filter((row) => row.question_id === id).map((row) => row.option_id),
    );
    const total = labels.reduce((acc, option) => acc + (sumOf.get(keyOf(id, option.id)) ?? 0), 0);
    const options = labels.map((option) => {
      const sum = sumOf.get(keyOf(id, option.id)) ?? 0;
      return {
        optionId: option.id,
        label: option.label,
        sum,
        mean: base.answered ? sum / base.answered : null,
        share: total > 0 ? sum / total : 0,
      };
    });
    return { kind: 'chip', ...base, total, options };
  });
}
