import { sql } from 'drizzle-orm';
import { blockPrefix } from './answered';
import { keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';
import type { LabelledQuestion } from './labels';
import { statementOver, type TallyStatement } from './tally';

/**
 * Sort questions: how many put each option at each rank (value->'ranks' maps option to rank). The rank is the
 * tally's slot (desc_id), the option its key.
 */
export function sortStatements(questions: readonly LabelledQuestion[]): TallyStatement[] {
  return statementOver(
    'sort',
    questions,
    (items, byBlock) => sql`select ${blockPrefix(byBlock)} i.question_id, ((k.rank)::int)::text as desc_id,
          k.option_id as tally_key, count(*) as n, 0::float8 as total
        from ${items}
        cross join lateral jsonb_each_text(coalesce(i.value->'ranks', '{}'::jsonb)) as k(option_id, rank)
        group by ${blockPrefix(byBlock)} i.question_id, k.option_id, (k.rank)::int`,
  );
}

export function sortSummaries({ questions, answered, tallies }: KindInput): SummaryOf<'sort'>[] {
  const counts = tallies.get('sort') ?? [];
  return questions.map((question) => {
    const id = question.question.id;
    const mine = counts.filter((row) => row.questionId === id);
    const ranks = Math.max(question.options.length, ...mine.map((row) => Number(row.descId) || 0));
    const byOption = new Map<string, number[]>();
    for (const row of mine) {
      const counted = byOption.get(keyOf(row.key)) ?? new Array<number>(ranks).fill(0);
      const rank = Number(row.descId) || 0;
      if (rank >= 1) counted[rank - 1] = row.n;
      byOption.set(keyOf(row.key), counted);
    }
    const options = withUnknown(
      question.options,
      mine.map((row) => row.key),
    ).map((option) => {
      const rankCounts = byOption.get(keyOf(option.id)) ?? new Array<number>(ranks).fill(0);
      const ranked = rankCounts.reduce((sum, count) => sum + count, 0);
      const rankSum = rankCounts.reduce((sum, count, index) => sum + count * (index + 1), 0);
      return {
        optionId: option.id,
        label: option.label,
        ranked,
        meanRank: ranked ? rankSum / ranked : null,
        rankCounts,
      };
    });
    return { kind: 'sort', ...summaryBase(question, answered), options };
  });
}
