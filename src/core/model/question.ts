import { z } from 'zod';
import { answerConfigSchema } from './answerConfig';
import { flagSchema, idSchema } from './common';
import { elementTypeSchema } from './elementType';
import { answerRuleSchema, logicRecordSchema } from './logic';
import { descSchema, optionSchema } from './option';

/** pageType of a page break: 1 a single page, 2 first and 3 last page of a page group. */
export const pageTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A question (spec 1 §3 "Question (common)" and "Question-type specifics"). One shape for every family;
 * which fields matter is decided by the family's entry in the catalogue (src/questions), found through
 * `catalogKey` (for example `radio`, `gender`, `education`).
 */
export const questionSchema = z.object({
  id: idSchema,
  /** The survey this question belongs to. */
  belongId: idSchema,
  groupId: idSchema,
  /** Order inside the group, and across the survey. */
  orderById: z.number().int().default(0),
  allOrderById: z.number().int().nullish(),
  catalogKey: z.string().min(1),
  elementType: elementTypeSchema,
  /** Rich-text title (sanitised HTML) and its plain-text form. */
  quTitle: z.string().default(''),
  title: z.string().nullish(),
  placeholder: z.string().nullish(),
  quNote: z.string().nullish(),
  /** The number shown (Q1…), computed by src/core numbering and stored for exports. */
  quNum: z.string().nullish(),
  itemCode: z.string().nullish(),
  shortLabel: z.string().nullish(),
  imgUrl: z.string().nullish(),
  imgName: z.string().nullish(),
  hv: z.number().int().nullish(),
  visibility: flagSchema.default(1),
  page: z.number().int().nullish(),
  pageType: pageTypeSchema.default(1),
  quoteQuId: idSchema.nullish(),
  quoteQuDescId: idSchema.nullish(),
  /** Media subtype or profile subtype (1 audio, 2 image, 3 video; phone1, email, degree, workStatus, address…). */
  mediaQuType: z.string().nullish(),
  mediaOptionType: z.string().nullish(),
  udfOptionInd: flagSchema.nullish(),
  /** Number/time: 1 number, 2 time HHmm, 3 date, 4 date-time. Rating: 1–5 the five styles. */
  scoreQuType: z.number().int().nullish(),
  /** 1 year-month, 2 year-month-day; for ratings the number of scale items. */
  scoreQuParagraph: z.number().int().nullish(),
  scoreNumType: z.number().int().nullish(),
  unit: z.string().nullish(),
  sortType: z.string().nullish(),
  maxSortNum: z.number().int().nullish(),
  answerImgUrl: z.string().nullish(),
  answerImgName: z.string().nullish(),
  answerImgWidth: z.number().nullish(),
  pageSize: z.number().int().nullish(),
  pageTotal: z.number().int().nullish(),
  /** Comma lists of option ids: exclusive (rule type 0) and mutually exclusive (rule type 1) options. */
  optionRuleType: z.number().int().nullish(),
  exclusiveItemsId: z.string().nullish(),
  mutualItemsId: z.string().nullish(),
  answerConfig: answerConfigSchema.default(answerConfigSchema.parse({})),
  jsonConfig: z
    .object({ isType: z.string().nullish(), subType: z.string().nullish(), isSample: flagSchema.nullish() })
    .nullish(),
  optionList: z.array(optionSchema).default([]),
  descList: z.array(descSchema).default([]),
  /** Logic deciding whether this question shows. */
  quBeforLogics: z.array(logicRecordSchema).default([]),
  /** Logic acting on other questions after this one is answered (jump, end, auto-select, auto-assign). */
  quLogics: z.array(logicRecordSchema).default([]),
  /** Logic of the question's group, evaluated before the group shows. */
  quGroupLogics: z.array(logicRecordSchema).default([]),
  quLogicAnswerAssignments: z.array(logicRecordSchema).default([]),
  answerRules: z.array(answerRuleSchema).default([]),
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;
