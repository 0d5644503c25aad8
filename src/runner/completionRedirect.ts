import type { SurveyInfo } from '../core/model';
import { webAddress } from '../core/text';

/** How long the completion page stays before leaving for the survey's address. */
export const REDIRECT_DELAY_MS = 2_000;

/**
 * Where a finished respondent is sent when the survey says so (isToUrl 1 with toUrl, spec 1 §3), or null.
 * Only http(s) addresses (webAddress; the server refuses others when saved, but a release published before
 * that check may hold one). Only completions (Complete, Overquota) leave; screen-outs stay on the page.
 */
export function completionRedirect(
  survey: Pick<SurveyInfo, 'isToUrl' | 'toUrl'> | undefined,
  completed: boolean,
): string | null {
  if (survey?.isToUrl !== 1 || !completed || !survey.toUrl) return null;
  return webAddress(survey.toUrl);
}
