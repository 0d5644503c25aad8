import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerConfig, DescConfig } from '../../../src/core/model';
import { surveys } from './surveys';

/** A question group (spec 1 §3): type 1 is the special group kept first, type 2 the ordinary ones. */
export const questionGroups = pgTable(
  'question_groups',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    groupType: integer('group_type').notNull().default(2),
    groupTitle: text('group_title').notNull().default(''),
    orderById: integer('order_by_id').notNull().default(0),
  },
  (table) => [index('question_groups_survey_id_idx').on(table.surveyId)],
);

/**
 * A question with the common columns of spec 1 §3 and the type-specific ones as nullable columns (they are
 * few and shared between families). answerConfig and jsonConfig are jsonb, parsed with the zod model on the
 * way out. Keys are the model's names so that a row maps to a Question field by field.
 */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    belongId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => questionGroups.id, { onDelete: 'cascade' }),
    orderById: integer('order_by_id').notNull().default(0),
    catalogKey: text('catalog_key').notNull(),
    elementType: text('element_type').notNull(),
    quTitle: text('qu_title').notNull().default(''),
    title: text('title'),
    placeholder: text('placeholder'),
    quNote: text('qu_note'),
    quNum: text('qu_num'),
    itemCode: text('item_code'),
    shortLabel: text('short_label'),
    imgUrl: text('img_url'),
    imgName: text('img_name'),
    hv: integer('hv'),
    visibility: integer('visibility').notNull().default(1),
    page: integer('page'),
    pageType: integer('page_type').notNull().default(1),
    quoteQuId: text('quote_qu_id'),
    quoteQuDescId: text('quote_qu_desc_id'),
    mediaQuType: text('media_qu_type'),
    mediaOptionType: text('media_option_type'),
    udfOptionInd: integer('udf_option_ind'),
    scoreQuType: integer('score_qu_type'),
    scoreQuParagraph: integer('score_qu_paragraph'),
    scoreNumType: integer('score_num_type'),
    unit: text('unit'),
    sortType: text('sort_type'),
    maxSortNum: integer('max_sort_num'),
    answerImgUrl: text('answer_img_url'),
    answerImgName: text('answer_img_name'),
    answerImgWidth: doublePrecision('answer_img_width'),
    pageSize: integer('page_size'),
    pageTotal: integer('page_total'),
    optionRuleType: integer('option_rule_type'),
    exclusiveItemsId: text('exclusive_items_id'),
    mutualItemsId: text('mutual_items_id'),
    answerConfig: jsonb('answer_config').$type<AnswerConfig>().notNull(),
    jsonConfig: jsonb('json_config').$type<{
      isType?: string | null;
      subType?: string | null;
      isSample?: 0 | 1 | null;
    }>(),
    /** 1 when a quota is configured on the question: it then cannot be deleted (spec 1 §5). */
    isQuotaConfig: integer('is_quota_config').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_survey_id_idx').on(table.belongId),
    index('questions_group_id_idx').on(table.groupId),
    index('questions_quote_qu_id_idx').on(table.quoteQuId),
  ],
);

/** An option, or a region of a concept-evaluation image (spec 1 §3 "Option"). */
export const questionOptions = pgTable(
  'question_options',
  {
    id: text('id').primaryKey(),
    quId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    orderById: integer('order_by_id').notNull().default(0),
    optionName: text('option_name').notNull().default(''),
    optionTitle: text('option_title'),
    type: text('type').notNull().default('normal'),
    visibility: integer('visibility').notNull().default(1),
    quoteQuId: text('quote_qu_id'),
    quoteQuDescId: text('quote_qu_desc_id'),
    answerType: integer('answer_type'),
    imgUrl: text('img_url'),
    imgName: text('img_name'),
    itemCode: text('item_code'),
    outputValue: text('output_value'),
    expandField: text('expand_field'),
    proportion: doublePrecision('proportion'),
    positionCode: text('position_code'),
    positionName: text('position_name'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    w: doublePrecision('w'),
    h: doublePrecision('h'),
    /** Cascading options: the option one level up (same question); null at the top level. */
    parentId: text('parent_id'),
  },
  (table) => [
    index('question_options_question_id_idx').on(table.quId),
    index('question_options_quote_qu_id_idx').on(table.quoteQuId),
  ],
);

/** A sub-question or matrix row (spec 1 §3 "desc"). */
export const questionDescs = pgTable(
  'question_descs',
  {
    id: text('id').primaryKey(),
    quId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    orderById: integer('order_by_id').notNull().default(0),
    optionName: text('option_name').notNull().default(''),
    itemCode: text('item_code'),
    type: text('type').notNull().default('normal'),
    quoteQuId: text('quote_qu_id'),
    quoteQuDescId: text('quote_qu_desc_id'),
    descConfig: jsonb('desc_config').$type<DescConfig>(),
    required: integer('required').notNull().default(1),
    imgUrl: text('img_url'),
    imgName: text('img_name'),
  },
  (table) => [
    index('question_descs_question_id_idx').on(table.quId),
    index('question_descs_quote_qu_id_idx').on(table.quoteQuId),
  ],
);

export type GroupRow = typeof questionGroups.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;
export type OptionRow = typeof questionOptions.$inferSelect;
export type DescRow = typeof questionDescs.$inferSelect;
