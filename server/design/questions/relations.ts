import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { RelationRefusal } from '../../../src/core/api/design';
import { quotedQuestionIds } from '../../../src/core/quotes';
import { inSequence } from '../../db/in-sequence';
import { answerRules, logicRecords, questionDescs, questionOptions, questions } from '../../db/schema';
import type { Queryable } from '../access';

/**
 * Why questions may not be deleted or moved (spec 1 §4–5): another question (or one of its options or rows)
 * quotes them; logic refers to them on either side (the owner, the question read, the question acted on);
 * a quota is set on them; an option filter (answer rule) links them. The first relation found is returned
 * with the numbers of the questions involved; null when they are free.
 */
export async function findRelation(
  db: Queryable,
  surveyId: string,
  questionIds: readonly string[],
): Promise<RelationRefusal | null> {
  if (questionIds.length === 0) return null;
  const ids = [...questionIds];
  const inSet = new Set(ids);
  const numbers = await questionNumbers(db, surveyId);
  const named = (related: Iterable<string | null>) => {
    const list = [...new Set([...related].filter((id): id is string => !!id))];
    return list.map((id) => numbers.get(id) ?? id);
  };

  const quoting = await inSequence([
    db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.belongId, surveyId), inArray(questions.quoteQuId, ids))),
    db
      .select({ id: questionOptions.quId })
      .from(questionOptions)
      .where(and(eq(questionOptions.surveyId, surveyId), inArray(questionOptions.quoteQuId, ids))),
    db
      .select({ id: questionDescs.quId })
      .from(questionDescs)
      .where(and(eq(questionDescs.surveyId, surveyId), inArray(questionDescs.quoteQuId, ids))),
    // A title quoting an answer ({{Q:id}}, src/core/quotes.ts) quotes that question too.
    db
      .select({ id: questions.id, quTitle: questions.quTitle })
      .from(questions)
      .where(and(eq(questions.belongId, surveyId), like(questions.quTitle, '%{{Q:%'))),
  ]);
  const [byQuestion, byOption, byDesc, titled] = quoting;
  const titleQuoters = titled.filter((row) => quotedQuestionIds(row.quTitle).some((id) => inSet.has(id)));
  const quoters = [...byQuestion, ...byOption, ...byDesc, ...titleQuoters]
    .map((row) => row.id)
    .filter((id) => !inSet.has(id));
  if (quoters.length) return { relation: 'quote', questions: named(quoters) };

  const logic = await db
    .select({ questionId: logicRecords.questionId, anQuId: logicRecords.anQuId, toQuId: logicRecords.toQuId })
    .from(logicRecords)
    .where(
      and(
        eq(logicRecords.surveyId, surveyId),
        or(
          inArray(logicRecords.questionId, ids),
          inArray(logicRecords.anQuId, ids),
          inArray(logicRecords.toQuId, ids),
        ),
      ),
    );
  if (logic.length) {
    const involved = logic.flatMap((row) => [row.questionId, row.anQuId, row.toQuId]);
    const others = involved.filter((id) => id && !inSet.has(id));
    return { relation: 'logic', questions: named(others.length ? others : involved) };
  }

  const quota = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.belongId, surveyId), inArray(questions.id, ids), eq(questions.isQuotaConfig, 1)));
  if (quota.length) return { relation: 'quota', questions: named(quota.map((row) => row.id)) };

  const filters = await db
    .select({ questionId: answerRules.questionId, refQuId: answerRules.refQuId })
    .from(answerRules)
    .where(
      and(
        eq(answerRules.surveyId, surveyId),
        or(inArray(answerRules.questionId, ids), inArray(answerRules.refQuId, ids)),
      ),
    );
  if (filters.length) {
    const involved = filters.flatMap((row) => [row.questionId, row.refQuId]);
    const others = involved.filter((id) => !inSet.has(id));
    return { relation: 'optionFilter', questions: named(others.length ? others : involved) };
  }
  return null;
}

/** Question id → its shown number (quNum), or its code when it has none (page breaks, info). */
export async function questionNumbers(db: Queryable, surveyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: questions.id, quNum: questions.quNum, itemCode: questions.itemCode })
    .from(questions)
    .where(eq(questions.belongId, surveyId));
  return new Map(rows.map((row) => [row.id, row.quNum ?? row.itemCode ?? row.id]));
}

export const RELATION_MESSAGE = {
  quote: 'design.relation.quote',
  logic: 'design.relation.logic',
  quota: 'design.relation.quota',
  optionFilter: 'design.relation.optionFilter',
} as const;
