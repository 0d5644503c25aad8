import { and, eq } from 'drizzle-orm';
import type { Group } from '../../src/core/model';
import { isNumbered } from '../../src/core/numbering';
import { questionDescs, questionOptions, questions, surveys } from '../db/schema';
import type { Queryable } from './access';
import { flattenQuestions, loadDesign } from './load-design';
import { inSequence } from '../db/in-sequence';

/**
 * Numbers are computed (src/core/numbering) and also stored, so that exports and statistics read them with
 * SQL. After any change of structure (add, delete, move, sort) the stored numbers and codes are brought in
 * line; only rows whose value changed are written. Returns the numbered design.
 */
export async function renumberSurvey(db: Queryable, surveyId: string): Promise<Group[]> {
  const [stored, storedOptions, storedDescs] = await inSequence([
    db
      .select({ id: questions.id, quNum: questions.quNum, itemCode: questions.itemCode })
      .from(questions)
      .where(eq(questions.belongId, surveyId)),
    db
      .select({ id: questionOptions.id, itemCode: questionOptions.itemCode })
      .from(questionOptions)
      .where(eq(questionOptions.surveyId, surveyId)),
    db
      .select({ id: questionDescs.id, itemCode: questionDescs.itemCode })
      .from(questionDescs)
      .where(eq(questionDescs.surveyId, surveyId)),
  ]);
  const groups = await loadDesign(db, surveyId);
  const all = flattenQuestions(groups);
  const byId = new Map(stored.map((row) => [row.id, row]));
  const optionCodes = new Map(storedOptions.map((row) => [row.id, row.itemCode]));
  const descCodes = new Map(storedDescs.map((row) => [row.id, row.itemCode]));
  for (const question of all) {
    const before = byId.get(question.id);
    const quNum = question.quNum ?? null;
    const itemCode = question.itemCode ?? null;
    if (before && (before.quNum !== quNum || before.itemCode !== itemCode)) {
      await db
        .update(questions)
        .set({ quNum, itemCode })
        .where(and(eq(questions.id, question.id), eq(questions.belongId, surveyId)));
    }
    for (const option of question.optionList) {
      if (optionCodes.get(option.id) !== (option.itemCode ?? null)) {
        await db
          .update(questionOptions)
          .set({ itemCode: option.itemCode ?? null })
          .where(eq(questionOptions.id, option.id));
      }
    }
    for (const desc of question.descList) {
      if (descCodes.get(desc.id) !== (desc.itemCode ?? null)) {
        await db
          .update(questionDescs)
          .set({ itemCode: desc.itemCode ?? null })
          .where(eq(questionDescs.id, desc.id));
      }
    }
  }
  await db
    .update(surveys)
    .set({ surveyQuNum: all.filter(isNumbered).length, updatedAt: new Date() })
    .where(eq(surveys.id, surveyId));
  return groups;
}
