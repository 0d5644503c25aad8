import { ResponseCode } from '../../src/core/envelope';
import type { AccountUser } from '../accounts/service';
import { type Queryable, readableSurvey, type SurveyWithAccess } from '../design/access';
import { AppError } from '../http/app-error';

/**
 * A survey whose results the user may read and manage: data authority on it (owner with a data ability, or a
 * data grant; spec 1 §6 pmData / reData). A survey they cannot read at all stays a 404, never a 403, so the
 * ids of other people's surveys leak nothing.
 */
export async function dataSurvey(
  db: Queryable,
  user: AccountUser,
  surveyId: string,
): Promise<SurveyWithAccess> {
  const found = await readableSurvey(db, user, surveyId);
  if (!found.access.data) throw new AppError(ResponseCode.forbidden, 'results.noDataRight');
  return found;
}
