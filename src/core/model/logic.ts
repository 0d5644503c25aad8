import { z } from 'zod';
import { idSchema } from './common';

export { Combine, LogicType, type LogicTypeValue } from './constants';

/**
 * One logic record (spec 1 §3 "Logic record"). It reads the answer of `anQuId` (optionally one sub-question
 * `anSubQuId` and one option `anQuItemId`), compares it with `chooseType`/`geLe`/`anValue`/`minValue`/
 * `maxValue`, and, depending on where it is attached and its `logicType`, shows, hides, jumps, ends or sets
 * the target (`toQuId`, `toQuItemId`, `toQuValue`, `toSubQuId`, `toSubQuItemId`).
 */
export const logicRecordSchema = z.object({
  id: idSchema,
  anAnd: z.union([z.literal(1), z.literal(2)]).default(1),
  anQuId: idSchema,
  anQuType: z.string().nullish(),
  anSubQuId: idSchema.nullish(),
  subQuId: idSchema.nullish(),
  /** Comma list of option ids the rule looks at (choice kinds). */
  anQuItemId: z.string().nullish(),
  chooseType: z.number().int().nullish(),
  /** The comparison code of the data kind (see src/core/logic for the lists per kind). */
  geLe: z.string().nullish(),
  anValue: z.string().nullish(),
  minValue: z.string().nullish(),
  maxValue: z.string().nullish(),
  logicType: z.number().int().min(1).max(4).nullish(),
  toQuId: idSchema.nullish(),
  toQuItemId: z.string().nullish(),
  toQuValue: z.string().nullish(),
  toSubQuId: idSchema.nullish(),
  toSubQuItemId: z.string().nullish(),
  sortQuItemId: z.string().nullish(),
});
export type LogicRecord = z.infer<typeof logicRecordSchema>;

/**
 * An answer rule / option filter (spec 1 §3): option `optionId` of this question is shown (answerType 1) or
 * hidden (answerType 2) according to whether `refOptionId` of question `refQuId` was chosen.
 */
export const answerRuleSchema = z.object({
  id: idSchema,
  optionId: idSchema.nullish(),
  answerType: z.number().int().nullish(),
  refQuId: idSchema,
  refOptionId: idSchema.nullish(),
});
export type AnswerRule = z.infer<typeof answerRuleSchema>;
