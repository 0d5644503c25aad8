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

/** What saving a question from a block tool came to: saved, or refused with the designer validation's issues. */
export type ContentSave = { saved: true } | { saved: false; issues: readonly ValidationIssue[] };

/**
 * The block's set-content tool (spec 1 §2, "set-content for dropdown and city questions"): a family's dialog
 * over the saved question, mounted while it is open. It saves through `save` — the family's save endpoint, so
 * the server's checks apply — and stays open with what was typed when the save is refused (issues) or fails
 * (no issues: the client has alerted).
 */
export type SetContentProps = {
  question: Question;
  surveyId: string;
  save: (next: Question) => Promise<ContentSave>;
  onClose: () => void;
};

export type FamilyDesigner = {
  Editor: ComponentType<QuestionEditorProps>;
  Preview: ComponentType<QuestionPreviewProps>;
  /** Present when the family offers the set-content tool; the block shows the tool then. */
  SetContent?: ComponentType<SetContentProps>;
};
