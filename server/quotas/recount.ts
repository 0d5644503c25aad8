import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { quotaCellKeyOf } from '../../src/core/quotas/cells';
import { answersOfSlots } from '../answers/answer-slots';
import { questions, quotaCells, quotaCounts, quotas, responses } from '../db/schema';
import type { Queryable } from '../design/access';

const PAGE = 1_000;

/**
 * Counts the survey's complete responses (sample status Complete) into cells of a quota that are new to it
 * (a new quota, new questions, or cells added): a quota set up during fieldwork starts from the responses
 * already in, not from zero. A cell may then hold more than its target — that is what was collected; only
 * later completions are held to the target. Reads each response's answers document, a page at a time.
 */
export async function recountCells(
  tx: Queryable,
  surveyId: string,
  quotaId: string,
  questionIds: readonly string[],
  cellKeys: ReadonlySet<string>,
): Promise<void> {
  if (cellKeys.size === 0) return;
  let after = '';
  for (;;) {
    const page = await tx
      .select({ id: responses.id, slots: responses.answerSlots })
      .from(responses)
      .where(
        and(
          eq(responses.surveyId, surveyId),
          eq(responses.status, 'complete'),
          eq(responses.sampleStatus, 'Complete'),
          gt(responses.id, after),
        ),
      )
      .orderBy(asc(responses.id))
      .limit(PAGE);
    const counted = page.flatMap((response) => {
      const cellKey = quotaCellKeyOf(questionIds, answersOfSlots(response.slots, response.id));
      return cellKey !== undefined && cellKeys.has(cellKey)
        ? [{ responseId: response.id, quotaId, cellKey }]
        : [];
    });
    if (counted.length > 0) await tx.insert(quotaCounts).values(counted).onConflictDoNothing();
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id ?? after;
  }
  await tx
    .update(quotaCells)
    .set({
      counted: sql`(select count(*)::int from ${quotaCounts}
        where ${quotaCounts.quotaId} = ${quotaCells.quotaId} and ${quotaCounts.cellKey} = ${quotaCells.cellKey})`,
    })
    .where(and(eq(quotaCells.quotaId, quotaId), inArray(quotaCells.cellKey, [...cellKeys])));
}

/** The questions' isQuotaConfig flag (what the designer shows, and the relation check reads) follows the quotas. */
export async function syncQuotaFlags(tx: Queryable, surveyId: string): Promise<void> {
  const rows = await tx
    .select({ questionIds: quotas.questionIds })
    .from(quotas)
    .where(eq(quotas.surveyId, surveyId));
  const held = [...new Set(rows.flatMap((row) => row.questionIds))];
  await tx.update(questions).set({ isQuotaConfig: 0 }).where(eq(questions.belongId, surveyId));
  if (held.length > 0) {
    await tx
      .update(questions)
      .set({ isQuotaConfig: 1 })
      .where(and(eq(questions.belongId, surveyId), inArray(questions.id, held)));
  }
}
