import type { SaveAnswersRequest } from '../../src/core/api/answer';
import { declaredLinkValues } from '../../src/core/surveyParams/rules';
import type { Queryable } from '../design/access';
import { declaredParamsOf } from '../surveyParams/declared';

/**
 * Of the answer link's values a save brings (paradata.urlParams, every name the phone kept), only those of
 * the survey's link parameters declared now are stored, re-checked as the phone keeps them
 * (src/core/surveyParams/rules.ts): a link's other query names (tracking tags, typos) never reach the data.
 */
export async function keepDeclaredLinkValues(db: Queryable, body: SaveAnswersRequest): Promise<void> {
  const sent = body.paradata.urlParams;
  if (!sent) return;
  const kept = declaredLinkValues(sent, await declaredParamsOf(db, body.surveyId));
  if (kept) body.paradata.urlParams = kept;
  else delete body.paradata.urlParams;
}
