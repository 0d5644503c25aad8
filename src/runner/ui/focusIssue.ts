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
  // A disabled control cannot take focus (the chip's "−" at 0 comes first in its row): the first one that can.
  const control = spot.matches(FOCUSABLE) ? spot : spot.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus({ preventScroll: true });
}

const FOCUSABLE = [
  'input:not([type=hidden]):not(:disabled)',
  'textarea:not(:disabled)',
  'select:not(:disabled)',
  'button:not(:disabled)',
  '[tabindex="0"]',
].join(',');
