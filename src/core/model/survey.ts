import { z } from 'zod';
import { commaListSchema, flagSchema, idSchema } from './common';
import { logicRecordSchema } from './logic';
import { questionSchema } from './question';

export { SurveyState } from './constants';

/** Survey states (spec 1 §4): 0 designing (or paused), 1 published/collecting, 2 ended. */
export const surveyStateSchema = z.enum(['0', '1', '2']);
export type SurveyStateValue = z.infer<typeof surveyStateSchema>;

/** Languages a survey may be offered in (spec 1 §1). */
export const surveyLanguageSchema = z.enum(['origin', 'zh', 'en', 'ja', 'ko']);

/** A question group: type 1 is the special group kept first (numbered S), type 2 the ordinary ones (A, B…). */
export const groupSchema = z.object({
  id: idSchema,
  surveyId: idSchema,
  groupType: z.union([z.literal(1), z.literal(2)]).default(2),
  groupTitle: z.string().default(''),
  /** The group's number (S, A, B…), computed by src/core numbering. */
  quNum: z.string().nullish(),
  orderById: z.number().int().default(0),
  /** Rules deciding whether the whole group shows. */
  groupBeforLogics: z.array(logicRecordSchema).default([]),
  questionList: z.array(questionSchema).default([]),
});
export type Group = z.infer<typeof groupSchema>;

/** Survey info (spec 1 §3). */
export const surveyInfoSchema = z.object({
  surveyId: idSchema,
  userId: idSchema,
  surveyName: z.string().min(1).max(200),
  surveyType: z.string().nullish(),
  surveyCategory: z.string().nullish(),
  surveyBrand: z.string().nullish(),
  surveyCycle: z.string().nullish(),
  surveyLanguage: commaListSchema.default([]),
  surveyLableIds: commaListSchema.default([]),
  surveyNote: z.string().nullish(),
  shareType: z.string().default('1'),
  surveyState: surveyStateSchema.default('0'),
  isEndYes: flagSchema.default(0),
  endYesText: z.string().nullish(),
  endYesDesc: z.string().nullish(),
  endYesImg: z.string().nullish(),
  isEndNo: flagSchema.default(0),
  endNoText: z.string().nullish(),
  endNoDesc: z.string().nullish(),
  endNoImg: z.string().nullish(),
  /** When 1, the groups listed in randIds are shuffled among their own positions. */
  randOrder: flagSchema.default(0),
  randIds: commaListSchema.default([]),
  isToUrl: flagSchema.default(0),
  toUrl: z.string().nullish(),
  surveyQuNum: z.number().int().nullish(),
});
export type SurveyInfo = z.infer<typeof surveyInfoSchema>;

/** A survey parameter passed in the answer link (spec 1 §3 "Survey parameter"). */
export const surveyParamSchema = z.object({
  id: idSchema,
  surveyId: idSchema,
  paramType: z.string().nullish(),
  paramName: z.string(),
  outParamName: z.string().nullish(),
});
export type SurveyParam = z.infer<typeof surveyParamSchema>;
