import type { SurveyAccess, SurveyInfoWire } from '../../src/core/api/design';
import { surveyStateSchema } from '../../src/core/model';
import type { SurveyRow } from '../db/schema';
import { sanitizeOptional } from './sanitize';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The model's survey info without bookkeeping (what a release snapshot holds), rich text sanitised. */
export function surveyInfoOf(row: SurveyRow) {
  return {
    surveyId: row.id,
    userId: row.userId,
    surveyName: row.surveyName,
    surveyType: row.surveyType,
    surveyCategory: row.surveyCategory,
    surveyBrand: row.surveyBrand,
    surveyCycle: row.surveyCycle,
    surveyLanguage: row.surveyLanguage,
    surveyLableIds: row.surveyLableIds,
    surveyNote: sanitizeOptional(row.surveyNote),
    shareType: row.shareType,
    surveyState: surveyStateSchema.parse(row.surveyState),
    isEndYes: flag(row.isEndYes),
    endYesText: sanitizeOptional(row.endYesText),
    endYesDesc: sanitizeOptional(row.endYesDesc),
    endYesImg: row.endYesImg,
    isEndNo: flag(row.isEndNo),
    endNoText: sanitizeOptional(row.endNoText),
    endNoDesc: sanitizeOptional(row.endNoDesc),
    endNoImg: row.endNoImg,
    randOrder: flag(row.randOrder),
    randIds: row.randIds,
    isToUrl: flag(row.isToUrl),
    toUrl: row.toUrl,
    surveyQuNum: row.surveyQuNum,
  };
}

/** Survey info as the designer's calls answer it (surveyInfoWireSchema). */
export function surveyWire(row: SurveyRow, access: SurveyAccess): SurveyInfoWire {
  return {
    ...surveyInfoOf(row),
    releaseVersion: row.releaseVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    access,
  };
}
