import {
  type SaveSurveyParamRequestInput,
  SURVEY_PARAM_API,
  type SurveyParamWire,
  surveyParamListResponseSchema,
  surveyParamWireSchema,
} from '../../core/api/surveyParams';
import { api } from '../../shell/api';

/**
 * The link parameters' calls (src/core/api/surveyParams.ts). Silent: the section shows a failed read in
 * place, and a refusal next to the field it concerns, with what was typed kept.
 */
export async function fetchSurveyParams(surveyId: string): Promise<SurveyParamWire[]> {
  const listed = await api.get(
    SURVEY_PARAM_API.list,
    { surveyId },
    { silent: true, trackPending: false, parse: surveyParamListResponseSchema.parse },
  );
  return listed.params;
}

export function saveSurveyParam(body: SaveSurveyParamRequestInput): Promise<SurveyParamWire> {
  return api.post(SURVEY_PARAM_API.save, body, { silent: true, parse: surveyParamWireSchema.parse });
}

export function deleteSurveyParam(id: string): Promise<unknown> {
  return api.get(SURVEY_PARAM_API.delete, { id }, { silent: true });
}
