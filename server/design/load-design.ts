import { asc, eq } from 'drizzle-orm';
import {
  type AnswerRule,
  type Desc,
  type Group,
  groupSchema,
  type LogicRecord,
  type Option,
  type Question,
  questionSchema,
} from '../../src/core/model';
import { applyNumbering } from '../../src/core/numbering';
import {
  answerRules,
  type DescRow,
  type LogicRow,
  logicRecords,
  type OptionRow,
  type QuestionRow,
  questionDescs,
  questionGroups,
  questionOptions,
  questions,
} from '../db/schema';
import type { Queryable } from './access';
import { sanitizeQuestionTexts } from './rich-text-fields';
import { sanitizeRichText } from './sanitize';
import { inSequence } from '../db/in-sequence';

const dropNulls = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;

function logicOf(row: LogicRow): LogicRecord {
  const {
    surveyId: _s,
    attachment: _a,
    questionId: _q,
    groupId: _g,
    descId: _d,
    orderById: _o,
    ...record
  } = row;
  return dropNulls(record) as LogicRecord;
}

export function optionOf(row: OptionRow): Option {
  const { surveyId: _survey, ...option } = dropNulls(row);
  return { ...option, optionName: sanitizeRichText(option.optionName) } as Option;
}

function descOf(row: DescRow, logic: readonly LogicRow[]): Desc {
  const { surveyId: _survey, ...desc } = dropNulls(row);
  return {
    ...desc,
    optionName: sanitizeRichText(desc.optionName),
    descBeforLogics: logic.filter((record) => record.descId === row.id).map(logicOf),
  } as Desc;
}

/**
 * A question row with its lists as the model's Question, parsed with questionSchema so that the jsonb
 * columns are checked and defaulted; rich text is sanitised again on the way out (spec: in and out).
 */
export function questionOf(
  row: QuestionRow,
  lists: { options: OptionRow[]; descs: DescRow[]; logic: LogicRow[]; rules: AnswerRule[] },
): Question {
  const { createdAt: _c, updatedAt: _u, isQuotaConfig: _quota, ...fields } = dropNulls(row);
  const own = (attachment: LogicRow['attachment']) =>
    lists.logic
      .filter((record) => record.questionId === row.id && record.attachment === attachment)
      .map(logicOf);
  return questionSchema.parse({
    ...fields,
    ...sanitizeQuestionTexts({ quTitle: row.quTitle, title: fields.title, quNote: fields.quNote }),
    optionList: lists.options.map(optionOf),
    descList: lists.descs.map((desc) => descOf(desc, lists.logic)),
    quBeforLogics: own('before'),
    quLogics: own('logic'),
    quLogicAnswerAssignments: own('assignment'),
    answerRules: lists.rules,
  });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * The whole design of a survey: groups (the type-1 group first, then by order) with their questions,
 * options, sub-questions, logic and answer rules, numbered (Q1…, S/A/B…, item codes). Six queries, whatever
 * the size of the survey.
 */
export async function loadDesign(db: Queryable, surveyId: string): Promise<Group[]> {
  const [groupRows, questionRows, optionRows, descRows, logicRows, ruleRows] = await inSequence([
    db
      .select()
      .from(questionGroups)
      .where(eq(questionGroups.surveyId, surveyId))
      .orderBy(asc(questionGroups.groupType), asc(questionGroups.orderById), asc(questionGroups.id)),
    db
      .select()
      .from(questions)
      .where(eq(questions.belongId, surveyId))
      .orderBy(asc(questions.orderById), asc(questions.id)),
    db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.surveyId, surveyId))
      .orderBy(asc(questionOptions.orderById), asc(questionOptions.id)),
    db
      .select()
      .from(questionDescs)
      .where(eq(questionDescs.surveyId, surveyId))
      .orderBy(asc(questionDescs.orderById), asc(questionDescs.id)),
    db
      .select()
      .from(logicRecords)
      .where(eq(logicRecords.surveyId, surveyId))
      .orderBy(asc(logicRecords.orderById), asc(logicRecords.id)),
    db.select().from(answerRules).where(eq(answerRules.surveyId, surveyId)).orderBy(asc(answerRules.id)),
  ]);
  const optionsByQuestion = groupBy(optionRows, (row) => row.quId);
  const descsByQuestion = groupBy(descRows, (row) => row.quId);
  const logicByQuestion = groupBy(logicRows, (row) => row.questionId);
  const descLogic = logicRows.filter((row) => row.attachment === 'descBefore');
  const rulesByQuestion = groupBy(ruleRows, (row) => row.questionId);
  const questionsByGroup = groupBy(questionRows, (row) => row.groupId);

  const groups: Group[] = groupRows.map((group) =>
    groupSchema.parse({
      id: group.id,
      surveyId: group.surveyId,
      groupType: group.groupType === 1 ? 1 : 2,
      groupTitle: group.groupTitle,
      orderById: group.orderById,
      groupBeforLogics: logicRows
        .filter((record) => record.groupId === group.id && record.attachment === 'group')
        .map(logicOf),
      questionList: (questionsByGroup.get(group.id) ?? []).map((row) =>
        questionOf(row, {
          options: optionsByQuestion.get(row.id) ?? [],
          descs: descsByQuestion.get(row.id) ?? [],
          logic: [...(logicByQuestion.get(row.id) ?? []), ...descLogic],
          rules: (rulesByQuestion.get(row.id) ?? []).map(
            ({ surveyId: _s, questionId: _q, ...rule }) => dropNulls(rule) as AnswerRule,
          ),
        }),
      ),
    }),
  );
  return applyNumbering(groups);
}

/** The survey's questions in design order. */
export function flattenQuestions(groups: readonly Group[]): Question[] {
  return groups.flatMap((group) => group.questionList);
}
