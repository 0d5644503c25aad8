import { sql } from 'drizzle-orm';
import { analyticRows, toNumber } from '../../db/raw';
import { itemsOf, keyOf } from './items';
import { type KindInput, type SummaryOf, summaryBase, withUnknown } from './kinds';

/** Sort questions in one statement: how many put each option at each rank (value->'ranks' maps option to rank). */
export async function sortSummaries({
  db,
  scope,
  questions,
  answered,
}: KindInput): Promise<SummaryOf<'sort'>[]> {
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.question.id);
  const counts = await analyticRows<{
    question_id: string;
    option_id: string;
    rank: unknown;
    placed: unknown;
  }>(
    db,
    sql`select i.question_id, k.option_id, (k.rank)::int as rank, count(*) as placed
      from ${itemsOf(scope, ids)}
      cross join lateral jsonb_each_text(coalesce(i.value->'ranks', '{}'::jsonb)) as k(option_id, rank)
      group by i.question_id, k.option_id, (k.rank)::int`,
  );
  return questions.map((question) => {
    const id = question.question.id;
    const mine = counts.filter((row) => row.question_id === id);
    const ranks = Math.max(question.options.length, ...mine.map((row) => toNumber(row.rank) ?? 0));
    const byOption = new Map<string, number[]>();
    for (const row of mine) {
      const counted = byOption.get(keyOf(row.option_id)) ?? new Array<number>(ranks).fill(0);
      const rank = toNumber(row.rank) ?? 0;
      if (rank >= 1) counted[rank - 1] = toNumber(row.placed) ?? 0;
      byOption.set(keyOf(row.option_id), counted);
    }
    const options = withUnknown(
      question.options,
      mine.map((row) => row.option_id),
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
