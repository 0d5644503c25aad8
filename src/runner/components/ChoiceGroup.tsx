import type { HTMLAttributes } from 'react';
import { useAriaRequired } from './required';

/**
 * The container of a set of choices: a radiogroup for a single choice (screen readers then say "1 of 4"
 * and arrow keys move), a fieldset for checkboxes, the native group of related controls.
 */
export function ChoiceGroup({ multiple, ...rest }: { multiple: boolean } & HTMLAttributes<HTMLElement>) {
  // aria-required belongs to a radio group, not to a fieldset of checkboxes.
  const required = useAriaRequired();
  return multiple ? <fieldset {...rest} /> : <div role="radiogroup" aria-required={required} {...rest} />;
}
