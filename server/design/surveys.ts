import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateSurveyRequestSchema } from '../../src/core/api/design';
import { remapQuoteTokens } from '../../src/core/quotes';
import { type Language, translate } from '../../src/i18n';
import { inSequence } from '../db/in-sequence';
import {
  answerRules,
  logicRecords,
  questionDescs,
  questionGroups,
  questionOptions,
  questions,
  type SurveyRow,
  surveys,
} from '../db/schema';
import type { Queryable } from './access';
import { newId } from './ids';
import { sanitizeOptional } from './sanitize';

type SurveyFields = Omit<z.output<typeof updateSurveyRequestSchema>, 'surveyId'>;

/** Survey columns from the request: comma lists joined, rich text sanitised; absent fields left out. */
export function surveyColumns(fields: Partial<SurveyFields>) {
  const {
    surveyLanguage,
    surveyLableIds,
    randIds,
    surveyNote,
    endYesText,
    endYesDesc,
    endNoText,
    endNoDesc,
    ...rest
  } = fields;
  const columns: Record<string, unknown> = { ...rest };
  if (surveyLanguage !== undefined) columns.surveyLanguage = surveyLanguage.join(',');
  if (surveyLableIds !== undefined) columns.surveyLableIds = surveyLableIds.join(',');
  if (randIds !== undefined) columns.randIds = randIds.join(',');
  if (surveyNote !== undefined) columns.surveyNote = sanitizeOptional(surveyNote);
  if (endYesText !== undefined) columns.endYesText = sanitizeOptional(endYesText);
  if (endYesDesc !== undefined) columns.endYesDesc = sanitizeOptional(endYesDesc);
  if (endNoText !== undefined) columns.endNoText = sanitizeOptional(endNoText);
  if (endNoDesc !== undefined) columns.endNoDesc = sanitizeOptional(endNoDesc);
  for (const key of Object.keys(columns)) if (columns[key] === undefined) delete columns[key];
  return columns as Partial<SurveyRow>;
}

/**
 * A new survey in designing state with one ordinary group (numbered A), and the default welcome text when
 * none is given (spec 1 §3 surveyNote).
 */
export async function createSurvey(
  db: Queryable,
  userId: string,
  fields: SurveyFields,
  lang: Language,
): Promise<SurveyRow> {
  const id = newId();
  const [survey] = await db
    .insert(surveys)
    .values({
      surveyNote: translate(lang, 'design.survey.defaultNote'),
      ...surveyColumns(fields),
      id,
      userId,
      surveyName: fields.surveyName,
      surveyState: '0',
    })
    .returning();
  await db
    .insert(questionGroups)
    .values({ id: newId(), surveyId: id, groupType: 2, groupTitle: '', orderById: 1 });
  if (!survey) throw new Error('the survey was not created');
  return survey;
}

/**
 * Copies the design of one survey into another (spec 1 §7 copySurvey): groups after the target's own,
 * questions, options, sub-questions, logic and option filters, all with new ids; references inside the copy
 * (quotes, logic, filters) point to the copies. Quota flags are not copied: quotas belong to a fieldwork.
 * Answers each copied element's old id → new id, for what is keyed by element ids (translations).
 */
export async function copyDesign(
  db: Queryable,
  fromSurveyId: string,
  toSurveyId: string,
): Promise<ReadonlyMap<string, string>> {
  const [groupRows, questionRows, optionRows, descRows, logicRows, ruleRows, [last]] = await inSequence([
    db
      .select()
      .from(questionGroups)
      .where(eq(questionGroups.surveyId, fromSurveyId))
      .orderBy(asc(questionGroups.orderById)),
    db.select().from(questions).where(eq(questions.belongId, fromSurveyId)),
    db.select().from(questionOptions).where(eq(questionOptions.surveyId, fromSurveyId)),
    db.select().from(questionDescs).where(eq(questionDescs.surveyId, fromSurveyId)),
    db.select().from(logicRecords).where(eq(logicRecords.surveyId, fromSurveyId)),
    db.select().from(answerRules).where(eq(answerRules.surveyId, fromSurveyId)),
    db
      .select({ order: max(questionGroups.orderById) })
      .from(questionGroups)
      .where(eq(questionGroups.surveyId, toSurveyId)),
  ]);
  const ids = new Map<string, string>();
  const fresh = (old: string) => {
    const id = newId();
    ids.set(old, id);
    return id;
  };
  /** Ids inside the copy are remapped; anything else (none expected) is kept. */
  const mapped = <T extends string | null>(old: T): T => (old === null ? old : ((ids.get(old) ?? old) as T));
  const mappedList = (value: string | null) =>
    value === null
      ? null
      : value
          .split(',')
          .map((id) => ids.get(id) ?? id)
          .join(',');

  // The target keeps its type-1 group if it has one; a copied type-1 group becomes ordinary then.
  const targetHasSpecial =
    (
      await db
        .select({ id: questionGroups.id })
        .from(questionGroups)
        .where(and(eq(questionGroups.surveyId, toSurveyId), eq(questionGroups.groupType, 1)))
    ).length > 0;
  const offset = last?.order ?? 0;
  const groupValues = groupRows.map((group, index) => ({
    ...group,
    id: fresh(group.id),
    surveyId: toSurveyId,
    groupType: targetHasSpecial ? 2 : group.groupType,
    orderById: offset + index + 1,
  }));
  for (const row of [...questionRows, ...optionRows, ...descRows, ...logicRows, ...ruleRows]) fresh(row.id);

  if (groupValues.length) await db.insert(questionGroups).values(groupValues);
  if (questionRows.length) {
    await db.insert(questions).values(
      questionRows.map((row) => ({
        ...row,
        id: mapped(row.id),
        belongId: toSurveyId,
        groupId: mapped(row.groupId),
        quoteQuId: mapped(row.quoteQuId),
        quoteQuDescId: mapped(row.quoteQuDescId),
        quTitle: remapQuoteTokens(row.quTitle, mapped),
        exclusiveItemsId: mappedList(row.exclusiveItemsId),
        mutualItemsId: mappedList(row.mutualItemsId),
        isQuotaConfig: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
  }
  const child = <
    T extends { id: string; quId: string; quoteQuId: string | null; quoteQuDescId: string | null },
  >(
    row: T,
  ) => ({
    ...row,
    id: mapped(row.id),
    quId: mapped(row.quId),
    surveyId: toSurveyId,
    quoteQuId: mapped(row.quoteQuId),
    quoteQuDescId: mapped(row.quoteQuDescId),
  });
  // A cascade's options name their parent: it is copied too, so the link follows it.
  const optionCopy = (row: (typeof optionRows)[number]) => ({
    ...child(row),
    parentId: mapped(row.parentId),
  });
  for (const chunk of chunks(optionRows.map(optionCopy), 500)) await db.insert(questionOptions).values(chunk);
  for (const chunk of chunks(descRows.map(child), 500)) await db.insert(questionDescs).values(chunk);
  if (logicRows.length) {
    await db.insert(logicRecords).values(
      logicRows.map((row) => ({
        ...row,
        id: mapped(row.id),
        surveyId: toSurveyId,
        questionId: mapped(row.questionId),
        groupId: mapped(row.groupId),
        descId: mapped(row.descId),
        anQuId: mapped(row.anQuId),
        anSubQuId: mapped(row.anSubQuId),
        subQuId: mapped(row.subQuId),
        anQuItemId: mappedList(row.anQuItemId),
        toQuId: mapped(row.toQuId),
        toQuItemId: mappedList(row.toQuItemId),
        toSubQuId: mapped(row.toSubQuId),
        toSubQuItemId: mappedList(row.toSubQuItemId),
        sortQuItemId: mappedList(row.sortQuItemId),
      })),
    );
  }
  if (ruleRows.length) {
    await db.insert(answerRules).values(
      ruleRows.map((row) => ({
        ...row,
        id: mapped(row.id),
        surveyId: toSurveyId,
        questionId: mapped(row.questionId),
        optionId: mapped(row.optionId),
        refQuId: mapped(row.refQuId),
        refOptionId: mapped(row.refOptionId),
      })),
    );
  }
  return ids;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Deletes surveys; their design, releases, files' rows and responses go with them (foreign keys cascade). */
export async function deleteSurveys(db: Queryable, surveyIds: readonly string[]): Promise<void> {
  if (surveyIds.length) await db.delete(surveys).where(inArray(surveys.id, [...surveyIds]));
}
