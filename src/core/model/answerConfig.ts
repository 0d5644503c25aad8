import { z } from 'zod';
import { flagSchema } from './common';
import { DEFAULT_MARK_OPTIONS } from './constants';

export { DEFAULT_MARK_OPTIONS } from './constants';

/**
 * A question's answer settings (spec 1 §3 "answerConfig") with every default the spec lists, so that
 * `answerConfigSchema.parse({})` is the configuration of a new question. Codes such as optRandType '01'
 * stay strings because the spec sends them that way.
 */
export const answerConfigSchema = z.object({
  requireInd: flagSchema.default(1),
  /** Option order: 01 sequential, 02 random, 03 loop. */
  optRandType: z.string().default('01'),
  /** Columns of the option layout. */
  optLayout: z.number().int().min(1).max(10).default(1),
  childRandType: z.string().default('01'),
  fixLastOptionInd: flagSchema.default(0),
  fixSomeOptionId: z.string().nullish(),
  /** Custom option rule switch; optionExType 0 exclusive, 1 mutually exclusive; optionExItems the ids. */
  optionExInd: flagSchema.default(0),
  optionExType: z.string().nullish(),
  optionExItems: z.string().nullish(),
  answerLimitInd: flagSchema.default(0),
  minAnswerNum: z.number().int().nullish(),
  maxAnswerNum: z.number().int().nullish(),
  minAnswerInd: flagSchema.nullish(),
  maxAnswerInd: flagSchema.nullish(),
  /** Range check on numbers and dates: [paramInt01, paramInt02] inclusive when on. */
  limitRangeInd: flagSchema.default(0),
  paramInt01: z.number().nullish(),
  paramInt02: z.number().nullish(),
  /** 1 integer, 2 up to two decimals. */
  scoreNumType: z.number().int().nullish(),
  /** Cross-question comparison: answerRangeType 1 equal … 5 greater-or-equal against rangeTargetId. */
  answerValidInd: flagSchema.default(0),
  answerRangeType: z.string().nullish(),
  rangeTargetId: z.string().nullish(),
  uploadType: z.string().default('01'),
  answerOpenInd: flagSchema.nullish(),
  answerOpenTitle: z.string().nullish(),
  uniqueInd: flagSchema.default(1),
  /** Format validation (phone, email, ID card) on when 1. */
  validInd: flagSchema.default(1),
  /** 01 hour-minute, 02 year-month, 03 date, 04 date-time. */
  timeType: z.string().default('01'),
  requireNumber: flagSchema.default(0),
  requireSymbol: flagSchema.default(0),
  requireEnglish: flagSchema.default(0),
  requireLengthSwitch: flagSchema.default(0),
  requireLength: z.number().int().default(1),
  setUrlParams: flagSchema.default(0),
  paramsName: z.string().nullish(),
  optionParams: z.string().nullish(),
  customCode: flagSchema.nullish(),
  isHidden: flagSchema.nullish(),
  isAssociation: flagSchema.nullish(),
  /**
   * Implicit association: the full-IAT setup (blocks, item sides, attributes, counterbalancing). Its shape is
   * the family's (src/questions/implicitAssociation reads and checks it); absent for a single swipe round. An
   * added optional key of a jsonb column: no format change, questions without it read as they did.
   */
  iat: z.unknown().nullish(),
  /**
   * Timed response (speech): the recording window, the sound threshold and whether an item may be recorded
   * again. Its shape is the family's (src/questions/timedResponse reads and checks it); absent reads as its
   * defaults. An added optional key of the jsonb answerConfig: no format change.
   */
  timed: z.unknown().nullish(),
  isTitleFloat: flagSchema.nullish(),
  mediaOptionType: z.string().nullish(),
  markOptions: z.array(z.string()).default([...DEFAULT_MARK_OPTIONS]),
  familyDefineObj: z.unknown().nullish(),
  /** Display time: when questionShowConfig is 1 the question shows for questionShowTime seconds (1–120). */
  questionShowConfig: flagSchema.default(0),
  questionShowTime: z.number().int().min(1).max(120).default(1),
  /**
   * What happens when the display time is up: 'next' moves on as the next button would, 'hide' hides the
   * stimulus and keeps the answer controls. An added optional key of the jsonb answerConfig: absent (every
   * question saved before it) reads as 'next' (src/core/validation/displayTime.ts showEndOf), so older releases
   * keep working; an unknown value is refused by this schema, naming answerConfig.questionShowEnd.
   */
  questionShowEnd: z.enum(['next', 'hide']).optional(),
  /** Required relation: 1 all, 2 any, 3 specified relation, 4 specified sentence. */
  requireType: z.number().int().default(1),
  requireDesc: z.string().nullish(),
  requireRelation: z.string().nullish(),
  useCustomStyle: flagSchema.default(0),
  /** Checkpoint settings (spec 1 §3). */
  checkQuotas: flagSchema.nullish(),
  checkPassRoom: flagSchema.nullish(),
  realTimePassRoom: flagSchema.nullish(),
  passRoomReason: z.string().nullish(),
  passRoomName: z.string().nullish(),
  passRoomIdCard: z.string().nullish(),
  checkLogic: flagSchema.nullish(),
});
export type AnswerConfig = z.infer<typeof answerConfigSchema>;
export type AnswerConfigInput = z.input<typeof answerConfigSchema>;
