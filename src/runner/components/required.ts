import { createContext, useContext } from 'react';

/**
 * What the question frame tells its views and controls, so that no family view has to pass it along: for
 * assistive technology, whether the question must be answered (aria-required on a radio group, a text box, a list, a spin
 * button), and the id of its question-level validation messages while there are any (aria-invalid and
 * aria-describedby, so that the control the respondent is sent to after "next" reads out what is wrong).
 */
export interface QuestionFrame {
  required: boolean;
  issuesId: string | undefined;
  /**
   * The question's display time ran out with 'hide' (src/core/validation/displayTime.ts): the frame hides
   * the title, note and image, and each family view hides what it draws as its own stimulus (a base image, a
   * player, option pictures, association items) while keeping its answer controls.
   */
  stimulusHidden: boolean;
}

export const QuestionFrameContext = createContext<QuestionFrame>({
  required: false,
  issuesId: undefined,
  stimulusHidden: false,
});

/** `aria-required` for this control: true, or absent (an explicit false is noise to a screen reader). */
export function useAriaRequired(): true | undefined {
  return useContext(QuestionFrameContext).required || undefined;
}

/** The id of the question's own validation messages while it has any. */
export function useQuestionIssuesId(): string | undefined {
  return useContext(QuestionFrameContext).issuesId;
}

/** Whether the question's stimulus is hidden now: its display time ran out with 'hide'. */
export function useStimulusHidden(): boolean {
  return useContext(QuestionFrameContext).stimulusHidden;
}

/** aria-describedby from the ids given, the absent ones left out; absent when none is left. */
export function describedByIds(...ids: (string | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
