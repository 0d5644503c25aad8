import { z } from 'zod';
import { DICTIONARY_KEYS } from './design';

/**
 * The cascading address and code-table calls (spec 1 §7 and spec 2 §7 "Address or cascade level data",
 * "/survey-code/*"). Both sides use them: the designer's city and cascade settings, and the runner, which calls
 * them without a token for a published survey (see docs/architecture.md "Addresses and code tables").
 *
 * - getSelectList: a question's levels as a flat list of { id, parentId, optionName }. mediaQuType `address`
 *   (the city question, ChengShiBox) is China's divisions cut at paramInt01 levels; `Jilian` (the cascade,
 *   JilianBox) is the question's own option tree (parentId), cut alike. Address codes are the statistics
 *   bureau's six digits.
 * - getSurveyCode / getSurveySubCode / getScreenSubCode: code tables as { code, zhName } — the profile
 *   dictionaries by key, and `address` (provinces, then the divisions under a code).
 */
export const ADDRESS_API = {
  selectList: '/api/design/qu-select/getSelectList',
  surveyCode: '/api/survey-code/getSurveyCode',
  surveySubCode: '/api/survey-code/getSurveySubCode',
  screenSubCode: '/api/survey-code/getScreenSubCode',
} as const;

/** Levels of an address or cascade (paramInt01): default 2, at most 3 (spec 1 "Address and cascade depth"). */
export const SELECT_LIST_DEFAULT_LEVELS = 2;
export const SELECT_LIST_MAX_LEVELS = 3;

export const SELECT_LIST_TYPES = ['address', 'Jilian'] as const;
export type SelectListType = (typeof SELECT_LIST_TYPES)[number];

const idQuery = (key: 'address.question.invalid' | 'address.survey.invalid') =>
  z.string({ error: key }).trim().min(1, { error: key }).max(64, { error: key });

export const selectListQuerySchema = z.object({
  /** The question; needed for a cascade, optional for the address list (the same for every question). */
  quId: idQuery('address.question.invalid').optional(),
  /** The question's type when quId is given; `address` when neither is. */
  mediaQuType: z.enum(SELECT_LIST_TYPES, { error: 'address.type.invalid' }).optional(),
  /** Levels; the question's own (or 2) when absent. The designer sends the level being edited. */
  paramInt01: z.coerce
    .number({ error: 'address.levels.range' })
    .int({ error: 'address.levels.range' })
    .min(1, { error: 'address.levels.range' })
    .max(SELECT_LIST_MAX_LEVELS, { error: 'address.levels.range' })
    .optional(),
  /** Respondents: the survey and release version they answer (default: the question's survey, current release). */
  surveyId: idQuery('address.survey.invalid').optional(),
  version: z.coerce
    .number({ error: 'address.version.invalid' })
    .int({ error: 'address.version.invalid' })
    .min(1, { error: 'address.version.invalid' })
    .optional(),
});
export type SelectListQuery = z.input<typeof selectListQuerySchema>;

/** One node of the levels; parentId is null at the top level. */
export const selectListItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  optionName: z.string(),
});
export type SelectListItem = z.infer<typeof selectListItemSchema>;
export const selectListResponseSchema = z.array(selectListItemSchema);

/** Code tables: `address` and every profile dictionary key (src/core/api/design.ts DICTIONARY_KEYS). */
export const SURVEY_CODE_TYPES = ['address', ...DICTIONARY_KEYS] as const;
export type SurveyCodeType = (typeof SURVEY_CODE_TYPES)[number];
const surveyCodeTypeSchema = z.enum(SURVEY_CODE_TYPES, { error: 'address.codeType.unknown' });
const codeQuery = z
  .string({ error: 'address.code.required' })
  .trim()
  .min(1, { error: 'address.code.required' })
  .max(32, { error: 'address.code.required' });

export const surveyCodeQuerySchema = z.object({ type: surveyCodeTypeSchema });
export const surveySubCodeQuerySchema = z.object({ type: surveyCodeTypeSchema, parentCode: codeQuery });
export const screenSubCodeQuerySchema = z.object({ code: codeQuery });

/** A code and its Chinese name (the spec's shape); enName where the table has one (the dictionaries). */
export const surveyCodeEntrySchema = z.object({
  code: z.string(),
  zhName: z.string(),
  enName: z.string().optional(),
});
export type SurveyCodeEntry = z.infer<typeof surveyCodeEntrySchema>;
export const surveyCodeListSchema = z.array(surveyCodeEntrySchema);
