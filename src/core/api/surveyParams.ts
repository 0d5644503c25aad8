import { z } from 'zod';
import { idSchema } from '../model/common';
import {
  isReservedLinkName,
  MAX_KEPT_LINK_VALUES,
  MAX_OUT_PARAM_NAME_LENGTH,
  MAX_PARAM_NAME_LENGTH,
  MAX_PARAM_VALUE_LENGTH,
  PARAM_NAME_PATTERN,
  PARAM_TYPE_FROM_LINK,
} from '../surveyParams/rules';
import { charCount } from '../text';

/**
 * A survey's link parameters (spec 1 §7 "Parameters": POST /surveryparam/saveParam, GET getParam (surveyId),
 * GET delParam (id); the spec's spelling kept). Under /api like every call. Like quotas and the collection
 * limits they are live settings: changed in any survey state with the edit right, never part of a publish.
 */
export const SURVEY_PARAM_API = {
  save: '/api/surveryparam/saveParam',
  list: '/api/surveryparam/getParam',
  delete: '/api/surveryparam/delParam',
} as const;

export const surveyParamListQuerySchema = z.object({ surveyId: idSchema });
export const surveyParamDeleteQuerySchema = z.object({ id: idSchema });

/** The query name in the answer link: checked alone here, against the survey's others by the server. */
export const paramNameSchema = z
  .string({ error: 'surveyParams.name.empty' })
  .trim()
  .min(1, { error: 'surveyParams.name.empty' })
  .max(MAX_PARAM_NAME_LENGTH, { error: 'surveyParams.name.tooLong' })
  .regex(PARAM_NAME_PATTERN, { error: 'surveyParams.name.invalid' })
  .refine((name) => !isReservedLinkName(name), { error: 'surveyParams.name.reserved' });

/** The name in results and export columns; any script, counted in characters. */
export const outParamNameSchema = z
  .string({ error: 'surveyParams.outName.empty' })
  .trim()
  .min(1, { error: 'surveyParams.outName.empty' })
  .refine((name) => charCount(name) <= MAX_OUT_PARAM_NAME_LENGTH, { error: 'surveyParams.outName.tooLong' });

/** POST saveParam: declares a new parameter (the screen deletes and adds rather than edits). */
export const saveSurveyParamRequestSchema = z.object({
  surveyId: idSchema,
  /** Only "recorded from the answer link" is built (src/core/surveyParams/rules.ts). */
  paramType: z.literal(PARAM_TYPE_FROM_LINK).default(PARAM_TYPE_FROM_LINK),
  paramName: paramNameSchema,
  outParamName: outParamNameSchema,
});
export type SaveSurveyParamRequest = z.infer<typeof saveSurveyParamRequestSchema>;
export type SaveSurveyParamRequestInput = z.input<typeof saveSurveyParamRequestSchema>;

export const surveyParamWireSchema = z.object({
  id: idSchema,
  surveyId: idSchema,
  paramType: z.string(),
  paramName: z.string(),
  outParamName: z.string(),
});
export type SurveyParamWire = z.infer<typeof surveyParamWireSchema>;

/** The survey's parameters in the order they were declared. */
export const surveyParamListResponseSchema = z.object({ params: z.array(surveyParamWireSchema) });
export type SurveyParamListResponse = z.infer<typeof surveyParamListResponseSchema>;

/**
 * What a save's paradata carries from the answer link (src/core/api/answer.ts `urlParams`): query name →
 * value, as the runner keeps them (src/core/surveyParams/rules.ts linkValuesOf).
 */
export const urlParamsSchema = z
  .record(
    z.string().max(MAX_PARAM_NAME_LENGTH),
    z.string().refine((value) => charCount(value) <= MAX_PARAM_VALUE_LENGTH, {
      error: 'surveyParams.value.tooLong',
    }),
  )
  .refine((values) => Object.keys(values).length <= MAX_KEPT_LINK_VALUES, {
    error: 'surveyParams.value.tooMany',
  });
