import type { ComponentType } from 'react';
import type { AnswerValue, Question } from '../../core/model';
import type { ValidationIssue } from '../../core/validation';
import type { Language } from '../../i18n';

/**
 * The seam between the runner's page (navigation, logic, storage, validation timing) and the families'
 * answer views (`src/questions/<family>/Answer.tsx`). A view shows one question and reports a new answer;
 * it never stores, validates or navigates by itself. What the question's frame says beyond these props —
 * required, its issues' id, and whether display time's 'hide' has hidden the stimulus — a view reads from the
 * frame's context (src/runner/components/required.ts); each family decides what of its drawing is stimulus.
 */
export type AnswerViewProps = {
  question: Question;
  /** The current answer, or undefined when unanswered. */
  answer: AnswerValue | undefined;
  /** A new answer, or undefined to clear it. */
  onChange: (next: AnswerValue | undefined) => void;
  /** Option ids in the order to show (seeded shuffle applied; other/special last); hidden options removed. */
  optionOrder: readonly string[];
  /** Sub-question (row) ids in the order to show; hidden rows removed. For matrix virtual pages, one row. */
  descOrder: readonly string[];
  /** Answer validation issues to show (after a next/submit attempt); `target` points at a row or option. */
  issues: readonly ValidationIssue[];
  lang: Language;
  /** The survey's colour (style surveyColor), for accents. */
  accentColor: string;
  /** The value is not the respondent's to change (for example set by the survey): shown disabled. */
  readOnly?: boolean;
};

export type AnswerView = ComponentType<AnswerViewProps>;
