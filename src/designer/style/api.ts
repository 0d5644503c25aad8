import { STYLE_API, type StyleResponse, styleResponseSchema } from '../../core/api/style';
import type { SurveyStyle } from '../../core/model/style';
import { api } from '../../shell/api';

/**
 * The style's calls (src/core/api/style.ts). Both are silent: the screen shows a failed read in place and a
 * refused save at the field it names, where what was set stays.
 */
export function fetchStyle(surveyId: string): Promise<StyleResponse> {
  return api.get(
    STYLE_API.get,
    { surveyId },
    { silent: true, trackPending: false, parse: styleResponseSchema.parse },
  );
}

export function saveStyle(surveyId: string, style: SurveyStyle): Promise<StyleResponse> {
  return api.post(STYLE_API.save, { surveyId, style }, { silent: true, parse: styleResponseSchema.parse });
}
