import type { IssueTarget, ValidationIssue } from '../../core/validation/issue';
import type { Language } from '../../i18n';
import { translate } from '../translate';

/** Issues about the question as a whole (no row or option named). */
export function questionIssues(issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.filter((found) => !found.target?.descId && !found.target?.optionId);
}

/**
 * Issues that point at one row or option: shown there, next to what must change. A target naming both a row
 * and an option (a matrix cell) is shown at the row.
 */
export function issuesAt(issues: readonly ValidationIssue[], at: IssueTarget): ValidationIssue[] {
  return issues.filter((found) =>
    at.descId !== undefined
      ? found.target?.descId === at.descId
      : found.target?.optionId === at.optionId && !found.target?.descId,
  );
}

/**
 * Validation messages, translated, beside what they are about. The controls they concern point at them
 * (aria-describedby, with aria-invalid), so the control the respondent is sent to after a next/submit attempt
 * reads them out; the page says in its polite live region how many answers need attention (Runner), rather
 * than each message interrupting as an alert.
 */
export function IssueMessages(props: { issues: readonly ValidationIssue[]; lang: Language; id?: string }) {
  if (props.issues.length === 0) return null;
  return (
    <div className="rv-issues" id={props.id}>
      {props.issues.map((found, index) => (
        // Issues have no identity of their own; the same list in the same order is re-rendered as a whole.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="rv-issue">
          {translate(props.lang, found.key, found.params)}
        </p>
      ))}
    </div>
  );
}
