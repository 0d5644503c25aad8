import { z } from 'zod';
import { answerRuleSchema, idSchema, logicRecordSchema } from '../model';

/**
 * The designer's logic calls (spec 1 §7 "Question edit"), relative to /design/question like the other calls
 * of that list, except the option logic, which the spec gives its own path (/surveyedit/filter).
 *
 * Decision: one record per add. The spec pairs every add with a delete of one record ("delete question logic
 * takes quId and logicId"; deleteLogicAnswerRule quId, logicId) and gives the bulk removal its own call
 * (deleteAllLogic), so an add writes one record: a new one (appended after the owner's others, whose order is
 * the order their or/and operators combine in) or, when `id` names one of the owner's records, that record in
 * place. The option logic is the exception: /surveyedit/filter answers "which options of this question follow
 * which earlier answers" as a whole and so takes the question's whole set of option filters, replacing it
 * (an empty list clears it); addLogicAnswerRule / deleteLogicAnswerRule edit one filter of that set.
 *
 * Every call answers the owner's logic as the design load shows it (questionLogicSchema, groupLogicSchema);
 * an add also names the record it wrote (savedId).
 */
export const LOGIC_API = {
  /** Before-question logic of a question, or of one of its sub-questions when descId is given. */
  addLogicBefor: '/api/design/question/addLogicBefor',
  /** Answer logic: 1 jump, 2 end, 3 auto-select, 4 auto-assign (stored as quLogicAnswerAssignments). */
  addLogic: '/api/design/question/addLogic',
  addLogicBeforGroup: '/api/design/question/addLogicBeforGroup',
  /** Option logic: the question's whole set of option filters (answer rules), replaced. */
  optionFilter: '/api/surveyedit/filter',
  addLogicAnswerRule: '/api/design/question/addLogicAnswerRule',
  deleteLogicBefor: '/api/design/question/deleteLogicBefor',
  deleteAnswerAssignment: '/api/design/question/deleteAnswerAssignment',
  deleteLogic: '/api/design/question/deleteLogic',
  /** Every logic record the question owns (all attachments, its sub-questions') and its option filters. */
  deleteAllLogic: '/api/design/question/deleteAllLogic',
  deleteLogicBeforGroup: '/api/design/question/deleteLogicBeforGroup',
  deleteLogicAnswerRule: '/api/design/question/deleteLogicAnswerRule',
} as const;

/** At most this many option filters in one /surveyedit/filter call (an option per option of a question). */
export const MAX_OPTION_FILTERS = 999;

const queryId = (key: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(64, { error: key });

/** A comma list of ids, sent as `"a,b"` or `["a","b"]`; stored comma-joined, null when empty. */
const idListInput = z
  .union([z.string().max(20_000), z.array(idSchema).max(999)])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const parts = (Array.isArray(value) ? value : value.split(','))
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    return parts.length > 0 ? parts.join(',') : null;
  });

/** A value compared or assigned: text, or a number sent as one; stored as text, null when absent. */
const valueInput = z
  .union([z.string().max(2000), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** A comparison code (geLe): '1' and '01' and 1 are one code (spec 1 §9); null when absent or blank. */
const codeInput = z
  .union([z.string().trim().max(8), z.number().int()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

const optionalId = idSchema.nullish().transform((value) => value ?? null);

/** The condition of a logic record: which answer it reads and how it compares it (spec 1 §3). */
const conditionFields = {
  /** The record to change in place; absent for a new record. */
  id: idSchema.optional(),
  /** How this record joins the owner's records before it: 1 or, 2 and. */
  anAnd: z.union([z.literal(1), z.literal(2)], { error: 'design.logic.anAndInvalid' }).default(1),
  anQuId: queryId('design.logic.anQuIdRequired'),
  anQuType: z.string().max(32).nullish(),
  anSubQuId: optionalId,
  subQuId: optionalId,
  anQuItemId: idListInput,
  chooseType: z.number().int().min(0).max(99).nullish(),
  geLe: codeInput,
  anValue: valueInput,
  minValue: valueInput,
  maxValue: valueInput,
  sortQuItemId: optionalId,
};

/** What an answer-logic record does (spec 1 §5 "Logic action types"). */
const actionFields = {
  logicType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'design.logic.logicTypeInvalid',
  }),
  toQuId: optionalId,
  toQuItemId: idListInput,
  toQuValue: valueInput,
  toSubQuId: optionalId,
  toSubQuItemId: idListInput,
};

/** POST addLogicBefor: one condition of the question's (or, with descId, its sub-question's) before-logic. */
export const addLogicBeforRequestSchema = z.object({
  quId: queryId('design.question.idRequired'),
  descId: idSchema.nullish(),
  ...conditionFields,
});
export type AddLogicBeforRequest = z.input<typeof addLogicBeforRequestSchema>;

/** POST addLogic: one answer-logic record of the question (jump, end, auto-select, auto-assign). */
export const addLogicRequestSchema = z.object({
  quId: queryId('design.question.idRequired'),
  ...conditionFields,
  ...actionFields,
});
export type AddLogicRequest = z.input<typeof addLogicRequestSchema>;

/** POST addLogicBeforGroup: one condition of the group's logic (the group shows when it holds). */
export const addLogicBeforGroupRequestSchema = z.object({
  groupId: queryId('design.group.idRequired'),
  ...conditionFields,
});
export type AddLogicBeforGroupRequest = z.input<typeof addLogicBeforGroupRequestSchema>;

/**
 * One option filter / answer rule: option `optionId` of the question (every option when absent) shows
 * (answerType 1) or hides (2) when option `refOptionId` of the earlier question `refQuId` was chosen (when
 * absent: when that question was answered at all).
 */
export const answerRuleInputSchema = z.object({
  id: idSchema.optional(),
  optionId: optionalId,
  answerType: z.union([z.literal(1), z.literal(2)], { error: 'design.logic.answerTypeInvalid' }).default(1),
  refQuId: queryId('design.logic.refQuIdRequired'),
  refOptionId: optionalId,
});
export type AnswerRuleInput = z.input<typeof answerRuleInputSchema>;

/** POST /surveyedit/filter: the question's whole set of option filters, replacing the stored one. */
export const optionFilterRequestSchema = z.object({
  quId: queryId('design.question.idRequired'),
  filters: z
    .array(answerRuleInputSchema)
    .max(MAX_OPTION_FILTERS, { error: 'design.logic.tooManyFilters' })
    .refine(
      (filters) => {
        const ids = filters.flatMap((filter) => (filter.id ? [filter.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: 'design.logic.duplicateId' },
    ),
});
export type OptionFilterRequest = z.input<typeof optionFilterRequestSchema>;

/** POST addLogicAnswerRule: one answer rule of the question. */
export const addLogicAnswerRuleRequestSchema = answerRuleInputSchema.extend({
  quId: queryId('design.question.idRequired'),
});
export type AddLogicAnswerRuleRequest = z.input<typeof addLogicAnswerRuleRequestSchema>;

/** GET deleteLogicBefor / deleteAnswerAssignment / deleteLogic / deleteLogicAnswerRule: one record. */
export const questionLogicIdQuerySchema = z.object({
  quId: queryId('design.question.idRequired'),
  logicId: queryId('design.logic.idRequired'),
});

/** GET deleteAllLogic?quId=. */
export const allLogicQuerySchema = z.object({ quId: queryId('design.question.idRequired') });

/** GET deleteLogicBeforGroup?groupId=&logicId=. */
export const groupLogicIdQuerySchema = z.object({
  groupId: queryId('design.group.idRequired'),
  logicId: queryId('design.logic.idRequired'),
});

/** A question's logic as the design load shows it (sub-questions' before-logic by sub-question id). */
export const questionLogicSchema = z.object({
  quId: z.string(),
  quBeforLogics: z.array(logicRecordSchema),
  quLogics: z.array(logicRecordSchema),
  quLogicAnswerAssignments: z.array(logicRecordSchema),
  descBeforLogics: z.record(z.string(), z.array(logicRecordSchema)),
  answerRules: z.array(answerRuleSchema),
});
export type QuestionLogic = z.infer<typeof questionLogicSchema>;

export const groupLogicSchema = z.object({
  groupId: z.string(),
  groupBeforLogics: z.array(logicRecordSchema),
});
export type GroupLogic = z.infer<typeof groupLogicSchema>;

/** What an add answers: the owner's logic after the write, and the id of the record written. */
export const questionLogicSavedSchema = questionLogicSchema.extend({ savedId: z.string() });
export type QuestionLogicSaved = z.infer<typeof questionLogicSavedSchema>;
export const groupLogicSavedSchema = groupLogicSchema.extend({ savedId: z.string() });
export type GroupLogicSaved = z.infer<typeof groupLogicSavedSchema>;

/** Envelope data of a refused rule: the field at fault and the questions (by number) the message names. */
export const logicRefusalSchema = z.object({
  field: z.string(),
  reason: z.string(),
  questions: z.array(z.string()),
});
export type LogicRefusal = z.infer<typeof logicRefusalSchema>;
