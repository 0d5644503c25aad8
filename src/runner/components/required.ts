import { createContext, useContext } from 'react';

/**
 * Whether the question being shown must be answered, for the controls that can say so to assistive technology
 * (aria-required on a radio group, a text box, a list, a spin button). Given by the question frame, so no
 * family view has to pass it along.
 */
export const RequiredContext = createContext(false);

/** `aria-required` for this control: true, or absent (an explicit false is noise to a screen reader). */
export function useAriaRequired(): true | undefined {
  return useContext(RequiredContext) || undefined;
}
