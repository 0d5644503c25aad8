import { and, eq, inArray, max, or } from 'drizzle-orm';
import type { GroupLogic, QuestionLogic } from '../../../src/core/api/logic';
import type { AnswerRule, Group, LogicRecord, Question } from '../../../src/core/model';
import { answerRules, type LogicAttachment, type LogicRow, logicRecords } from '../../db/schema';
import type { Queryable } from '../access';

/** Where a record hangs: its survey, attachment and owner (a question, a group or a sub-question). */
export type RecordPlace = {
  surveyId: string;
  attachment: LogicAttachment;
  questionId: string | null;
  groupId: string | null;
  descId: string | null;
};

/** The record's own fields as the table stores them (absent = null). */
function recordColumns(record: LogicRecord) {
  return {
    anAnd: record.anAnd,
    anQuId: record.anQuId,
    anQuType: record.anQuType ?? null,
    anSubQuId: record.anSubQuId ?? null,
    subQuId: record.subQuId ?? null,
    anQuItemId: record.anQuItemId ?? null,
    chooseType: record.chooseType ?? null,
    geLe: record.geLe ?? null,
    anValue: record.anValue ?? null,
    minValue: record.minValue ?? null,
    maxValue: record.maxValue ?? null,
    logicType: record.logicType ?? null,
    toQuId: record.toQuId ?? null,
    toQuItemId: record.toQuItemId ?? null,
    toQuValue: record.toQuValue ?? null,
    toSubQuId: record.toSubQuId ?? null,
    toSubQuItemId: record.toSubQuItemId ?? null,
    sortQuItemId: record.sortQuItemId ?? null,
  };
}

/** The owner's records of one attachment, in the order the load gives them. */
function ownerCondition(place: RecordPlace) {
  const owner =
    place.descId !== null
      ? eq(logicRecords.descId, place.descId)
      : place.groupId !== null
        ? eq(logicRecords.groupId, place.groupId)
        : eq(logicRecords.questionId, place.questionId ?? '');
  return and(eq(logicRecords.surveyId, place.surveyId), eq(logicRecords.attachment, place.attachment), owner);
}

/**
 * Writes one record: `existing` is changed in place (keeping its position among the owner's records, or going
 * to the end when it moves to the other attachment, auto-assign ↔ the other answer logic); a new record goes
 * after the owner's others, whose order is the order their or/and operators combine in.
 */
export async function writeRecord(
  db: Queryable,
  place: RecordPlace,
  record: LogicRecord,
  existing: LogicRow | undefined,
): Promise<void> {
  const columns = recordColumns(record);
  if (existing && existing.attachment === place.attachment) {
    await db.update(logicRecords).set(columns).where(eq(logicRecords.id, existing.id));
    return;
  }
  const [last] = await db
    .select({ order: max(logicRecords.orderById) })
    .from(logicRecords)
    .where(ownerCondition(place));
  const orderById = (last?.order ?? 0) + 1;
  if (existing) {
    await db
      .update(logicRecords)
      .set({ ...columns, attachment: place.attachment, orderById })
      .where(eq(logicRecords.id, existing.id));
    return;
  }
  await db.insert(logicRecords).values({ id: record.id, ...place, orderById, ...columns });
}

/** One logic record of the survey, when it is there. */
export async function findRecord(db: Queryable, surveyId: string, id: string): Promise<LogicRow | undefined> {
  const [row] = await db
    .select()
    .from(logicRecords)
    .where(and(eq(logicRecords.surveyId, surveyId), eq(logicRecords.id, id)))
    .limit(1);
  return row;
}

export async function deleteRecord(db: Queryable, id: string): Promise<void> {
  await db.delete(logicRecords).where(eq(logicRecords.id, id));
}

/** Every logic record the question owns (its sub-questions' too) and its option filters. */
export async function deleteQuestionLogic(
  db: Queryable,
  surveyId: string,
  question: Question,
): Promise<void> {
  const descIds = question.descList.map((desc) => desc.id);
  const owned =
    descIds.length > 0
      ? or(eq(logicRecords.questionId, question.id), inArray(logicRecords.descId, descIds))
      : eq(logicRecords.questionId, question.id);
  await db.delete(logicRecords).where(and(eq(logicRecords.surveyId, surveyId), owned));
  await db
    .delete(answerRules)
    .where(and(eq(answerRules.surveyId, surveyId), eq(answerRules.questionId, question.id)));
}

function ruleColumns(rule: AnswerRule) {
  return {
    optionId: rule.optionId ?? null,
    answerType: rule.answerType ?? null,
    refQuId: rule.refQuId,
    refOptionId: rule.refOptionId ?? null,
  };
}

/** Writes one option filter of the question: changed in place when it exists, added otherwise. */
export async function writeAnswerRule(
  db: Queryable,
  surveyId: string,
  questionId: string,
  rule: AnswerRule,
  exists: boolean,
): Promise<void> {
  if (exists) {
    await db.update(answerRules).set(ruleColumns(rule)).where(eq(answerRules.id, rule.id));
    return;
  }
  await db.insert(answerRules).values({ id: rule.id, surveyId, questionId, ...ruleColumns(rule) });
}

/** Replaces the question's option filters with `rules`. */
export async function replaceAnswerRules(
  db: Queryable,
  surveyId: string,
  questionId: string,
  rules: readonly AnswerRule[],
): Promise<void> {
  await db
    .delete(answerRules)
    .where(and(eq(answerRules.surveyId, surveyId), eq(answerRules.questionId, questionId)));
  if (rules.length > 0) {
    await db
      .insert(answerRules)
      .values(rules.map((rule) => ({ id: rule.id, surveyId, questionId, ...ruleColumns(rule) })));
  }
}

export async function deleteAnswerRule(db: Queryable, id: string): Promise<void> {
  await db.delete(answerRules).where(eq(answerRules.id, id));
}

/** A question's logic out of the loaded design (load-design.ts puts every attachment in its place). */
export function questionLogicOf(question: Question): QuestionLogic {
  return {
    quId: question.id,
    quBeforLogics: question.quBeforLogics,
    quLogics: question.quLogics,
    quLogicAnswerAssignments: question.quLogicAnswerAssignments,
    descBeforLogics: Object.fromEntries(question.descList.map((desc) => [desc.id, desc.descBeforLogics])),
    answerRules: question.answerRules,
  };
}

export function groupLogicOf(group: Group): GroupLogic {
  return { groupId: group.id, groupBeforLogics: group.groupBeforLogics };
}
