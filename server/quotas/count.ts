import { eq, type SQL, sql } from 'drizzle-orm';
import type { Answers, AnswerValue, SampleStatus } from '../../src/core/model';
import { quotaCellKeyOf } from '../../src/core/quotas/cells';
import { mergeSlot } from '../../src/core/results/slots';
import type { ItemRow } from '../answers/item-rows';
import { queryRows } from '../db/raw';
import { quotaCounts, quotas } from '../db/schema';
import type { Queryable } from '../design/access';

type CellRef = { quotaId: string; cellKey: string };

/**
 * Counts a completing response in the quota cells its answers fall into, inside the save's transaction.
 * The cells are locked in (quota, key) order, the order every completion locks them in, so concurrent
 * completions wait for each other instead of deadlocking; if any of them is full the response counts
 * nowhere and is Overquota — kept, with the completion page, never dropped (a respondent who finished
 * offline into a cell that filled meanwhile keeps their response). Otherwise each cell counts one more,
 * and a quota_counts row per quota records it, so nothing can count the response twice.
 */
export async function countCompletion(
  tx: Queryable,
  surveyId: string,
  responseId: string,
  answers: Answers,
): Promise<SampleStatus> {
  const surveyQuotas = await tx
    .select({ id: quotas.id, questionIds: quotas.questionIds })
    .from(quotas)
    .where(eq(quotas.surveyId, surveyId));
  const matched: CellRef[] = [];
  for (const quota of surveyQuotas) {
    const cellKey = quotaCellKeyOf(quota.questionIds, answers);
    if (cellKey !== undefined) matched.push({ quotaId: quota.id, cellKey });
  }
  if (matched.length === 0) return 'Complete';
  const cells = await queryRows<{ quota_id: string; cell_key: string; target: number; counted: number }>(
    tx,
    sql`select quota_id, cell_key, target, counted from quota_cells
      where (quota_id, cell_key) in (${pairs(matched)})
      order by quota_id, cell_key
      for update`,
  );
  if (cells.length === 0) return 'Complete';
  if (cells.some((cell) => cell.counted >= cell.target)) return 'Overquota';
  const recorded = await tx
    .insert(quotaCounts)
    .values(cells.map((cell) => ({ responseId, quotaId: cell.quota_id, cellKey: cell.cell_key })))
    .onConflictDoNothing()
    .returning({ quotaId: quotaCounts.quotaId, cellKey: quotaCounts.cellKey });
  if (recorded.length > 0) {
    await tx.execute(sql`update quota_cells set counted = counted + 1
      where (quota_id, cell_key) in (${pairs(recorded)}) and counted < target`);
  }
  return 'Complete';
}

function pairs(refs: readonly CellRef[]): SQL {
  return sql.join(
    refs.map((ref) => sql`(${ref.quotaId}, ${ref.cellKey})`),
    sql`, `,
  );
}

/** The answers of the questions a save's rows hold, slots merged (what quotas read). */
export function answersOfRows(rows: readonly Pick<ItemRow, 'questionId' | 'value'>[]): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const row of rows) {
    const held = answers[row.questionId];
    answers[row.questionId] = held ? mergeSlot(held, row.value) : row.value;
  }
  return answers;
}
