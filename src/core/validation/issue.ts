import type { CoreMessageKey } from '../../i18n/messages/core';

/** Where in a question an issue is: a sub-question / matrix row, or an option / column. */
export interface IssueTarget {
  descId?: string;
  optionId?: string;
}

/**
 * One validation finding. Validators return message keys with their parameters, never texts: the runner,
 * the designer and the server each translate them into the reader's language (src/i18n translate).
 * An empty list means valid.
 */
export interface ValidationIssue {
  key: CoreMessageKey;
  params?: Record<string, string | number>;
  target?: IssueTarget;
}

export function issue(
  key: CoreMessageKey,
  params?: Record<string, string | number>,
  target?: IssueTarget,
): ValidationIssue {
  const found: ValidationIssue = { key };
  if (params) found.params = params;
  if (target) found.target = target;
  return found;
}

/** The same issues with a target added to those that have none (a sub-question's text checks, for example). */
export function withTarget(issues: readonly ValidationIssue[], target: IssueTarget): ValidationIssue[] {
  return issues.map((found) => (found.target ? found : { ...found, target }));
}
