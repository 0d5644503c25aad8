import type { SurveyInfo } from '../core/model';

/** How long the completion page stays before leaving for the survey's address. */
export const REDIRECT_DELAY_MS = 2_000;

/**
 * Where a finished respondent is sent when the survey says so (isToUrl 1 with toUrl, spec 1 §3), or null.
 * Only http(s) addresses: a `javascript:` or `data:` address typed by a designer must never run in a
 * respondent's browser. Only completions (Complete, Overquota) leave; screen-outs stay on the page.
 */
export function completionRedirect(
  survey: Pick<SurveyInfo, 'isToUrl' | 'toUrl'> | undefined,
  completed: boolean,
): string | null {
  if (survey?.isToUrl !== 1 || !completed || !survey.toUrl) return null;
  try {
    const url = new URL(survey.toUrl.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
