import type { HTMLAttributes } from 'react';
import { describedByIds, useAriaRequired, useQuestionIssuesId } from './required';

/**
 * The container of a set of choices: a radiogroup for a single choice (screen readers then say "1 of 4"
 * and arrow keys move), a fieldset for checkboxes, the native group of related controls.
 */
export function ChoiceGroup({ multiple, ...rest }: { multiple: boolean } & HTMLAttributes<HTMLElement>) {
  // aria-required belongs to a radio group, not to a fieldset of checkboxes.
  const required = useAriaRequired();
  const issuesId = useQuestionIssuesId();
  const describedBy = describedByIds(rest['aria-describedby'], issuesId);
  // aria-invalid, like aria-required, belongs to the radio group; a fieldset is only described by the issue.
  return multiple ? (
    <fieldset {...rest} aria-describedby={describedBy} />
  ) : (
    <div
      role="radiogroup"
      aria-required={required}
      aria-invalid={issuesId ? true : undefined}
      {...rest}
      aria-describedby={describedBy}
    />
  );
}
