import { sql } from 'drizzle-orm';
import { blockPrefix } from './answered';
import { keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { statementOver, type TallyStatement } from './tally';

/**
 * Chip allocations: the amount given to each option (value->'amounts'), summed. `total` is everything
 * allocated over all options, so each option's share is its part of what was given.
 */
export function chipStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  return statementOver(
    'chip',
    questions,
    (items, byBlock) => sql`select ${blockPrefix(byBlock)} i.question_id, '' as desc_id,
          a.option_id as tally_key, count(*) as n, sum((a.amount)::float8) as total
        from ${items}
        cross join lateral jsonb_each_text(coalesce(i.value->'amounts', '{}'::jsonb)) as a(option_id, amount)
        group by ${blockPrefix(byBlock)} i.question_id, a.option_id`,
  );
}

export function chipSummaries({ questions, answered, tallies }: KindInput): SummaryOf<'chip'>[] {
  const sums = tallies.get('chip') ?? [];
  const sumOf = new Map(sums.map((row) => [keyOf(row.questionId, row.key), row.total]));
  return questions.map((question) => {
    const id = question.question.id;
    const base = summaryBase(question, answered);
    const labels = withUnknown(
      question.options,
      sums.filter((row) => row.questionId === id).map((row) => row.key),
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
