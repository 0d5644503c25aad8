import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { questionDescs, questionGroups, questionOptions, questions } from './design';
import { surveys } from './surveys';

/**
 * Where a logic record is attached: before a question (quBeforLogics), after it (quLogics), before a group
 * (groupBeforLogics), as an answer assignment (quLogicAnswerAssignments), or before a sub-question
 * (descBeforLogics). The owner is the question, the group or the sub-question.
 */
export const LOGIC_ATTACHMENTS = ['before', 'logic', 'group', 'assignment', 'descBefore'] as const;
export type LogicAttachment = (typeof LOGIC_ATTACHMENTS)[number];

/**
 * One logic record (spec 1 §3 "Logic record"). Relation checks ("logic refers to it, either side") are
 * queries on the owner question, anQuId (the question read) and toQuId (the question acted on).
 */
export const logicRecords = pgTable(
  'logic_records',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    attachment: text('attachment').$type<LogicAttachment>().notNull(),
    questionId: text('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => questionGroups.id, { onDelete: 'cascade' }),
    descId: text('desc_id').references(() => questionDescs.id, { onDelete: 'cascade' }),
    orderById: integer('order_by_id').notNull().default(0),
    anAnd: integer('an_and').notNull().default(1),
    anQuId: text('an_qu_id').notNull(),
    anQuType: text('an_qu_type'),
    anSubQuId: text('an_sub_qu_id'),
    subQuId: text('sub_qu_id'),
    anQuItemId: text('an_qu_item_id'),
    chooseType: integer('choose_type'),
    geLe: text('ge_le'),
    anValue: text('an_value'),
    minValue: text('min_value'),
    maxValue: text('max_value'),
    logicType: integer('logic_type'),
    toQuId: text('to_qu_id'),
    toQuItemId: text('to_qu_item_id'),
    toQuValue: text('to_qu_value'),
    toSubQuId: text('to_sub_qu_id'),
    toSubQuItemId: text('to_sub_qu_item_id'),
    sortQuItemId: text('sort_qu_item_id'),
  },
  (table) => [
    index('logic_records_survey_id_idx').on(table.surveyId),
    index('logic_records_question_id_idx').on(table.questionId),
    index('logic_records_an_qu_id_idx').on(table.anQuId),
    index('logic_records_to_qu_id_idx').on(table.toQuId),
  ],
);

/**
 * An answer rule / option filter (spec 1 §3): option `optionId` of question `questionId` shows or hides
 * depending on option `refOptionId` of question `refQuId`.
 */
export const answerRules = pgTable(
  'answer_rules',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionId: text('option_id').references(() => questionOptions.id, { onDelete: 'cascade' }),
    answerType: integer('answer_type'),
    refQuId: text('ref_qu_id').notNull(),
    refOptionId: text('ref_option_id'),
  },
  (table) => [
    index('answer_rules_question_id_idx').on(table.questionId),
    index('answer_rules_ref_qu_id_idx').on(table.refQuId),
  ],
);

export type LogicRow = typeof logicRecords.$inferSelect;
export type AnswerRuleRow = typeof answerRules.$inferSelect;
