import type { IssueTarget } from '../../core/validation/issue';

/**
 * Moves the respondent to the first thing to fix (spec 2 §5: "the view moves to the offending item"): the row
 * or option the issue names when the view marks it (data-desc-id / data-option-id), else the question. The
 * first control there gets focus so a keyboard or screen-reader user lands on it too.
 */
export function focusIssue(questionId: string, target: IssueTarget | undefined): void {
  const block = document.getElementById(`q-${questionId}`);
  if (!block) return;
  const pick = (attribute: string, value: string | undefined) =>
    value ? block.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(value)}"]`) : null;
  const spot = pick('data-desc-id', target?.descId) ?? pick('data-option-id', target?.optionId) ?? block;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  spot.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  // The first field that can take focus, before any button: the chip's amount rather than its "−" (which
  // comes first in its row and is disabled at 0), a choice's radio rather than a clear button.
  const control = [FIELDS, BUTTONS].reduce<HTMLElement | null>(
    (found, selector) => found ?? (spot.matches(selector) ? spot : spot.querySelector<HTMLElement>(selector)),
    null,
  );
  control?.focus({ preventScroll: true });
}

const FIELDS = [
  'input:not([type=hidden]):not(:disabled)',
  'textarea:not(:disabled)',
  'select:not(:disabled)',
  '[tabindex="0"]',
].join(',');
const BUTTONS = 'button:not(:disabled)';
