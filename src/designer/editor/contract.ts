import type { ComponentType } from 'react';
import type { Question } from '../../core/model';
import type { ValidationIssue } from '../../core/validation';

/**
 * The seam between the workspace (question blocks, tools, save/cancel) and the families' designer views
 * (`src/questions/<family>/Design.tsx`). The workspace owns the draft and the save call; a family view
 * only reads the draft and reports a changed copy, so cancel can restore the copy taken at edit time.
 */
export type QuestionEditorProps = {
  /** The draft being edited (a deep copy of the saved question). */
  question: Question;
  onChange: (next: Question) => void;
  surveyId: string;
  /** Designer validation of the current draft (validateQuestionDesign); shown at the fields they target. */
  issues: readonly ValidationIssue[];
  /** True while the save call is in flight. */
  disabled?: boolean;
};

/** How a question looks in the workspace when it is not being edited (view mode, spec 1 §4). */
export type QuestionPreviewProps = {
  question: Question;
};

export type FamilyDesigner = {
  Editor: ComponentType<QuestionEditorProps>;
  Preview: ComponentType<QuestionPreviewProps>;
};
