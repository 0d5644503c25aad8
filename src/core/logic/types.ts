import type { AnswerValue } from '../model';

/**
 * What logic makes of a set of answers. `visibleQuestions` is visibility by logic (group logic, before-logic,
 * jumps, ends); a designer's static `visibility: 0` is a display matter the runner applies on top.
 * `assigned` holds the values auto-select and auto-assign currently put into visible questions; the respondent's
 * own answer, when there is one, takes precedence over it (see engine.ts).
 */
export interface LogicState {
  readonly visibleQuestions: ReadonlySet<string>;
  readonly visibleGroups: ReadonlySet<string>;
  /** Options hidden by option filters (answerRules), by question id; questions with none are absent. */
  readonly hiddenOptions: ReadonlyMap<string, ReadonlySet<string>>;
  /** Sub-questions hidden by their before-logic (descBeforLogics), by question id. */
  readonly hiddenDescs: ReadonlyMap<string, ReadonlySet<string>>;
  /** Set when an end rule (type 2) holds: the survey ends after `byQuestionId`. */
  readonly ended: { readonly byQuestionId: string } | null;
  readonly assigned: Readonly<Record<string, AnswerValue>>;
}

/** One answer change: a new value, or undefined when the respondent cleared the answer. */
export interface AnswerChange {
  questionId: string;
  value: AnswerValue | undefined;
}

/** What one `apply` changed, so that a view re-renders only that. */
export interface LogicChanges {
  shownQuestions: string[];
  hiddenQuestions: string[];
  shownGroups: string[];
  hiddenGroups: string[];
  /** Questions whose hidden options or hidden sub-questions changed. */
  filteredQuestions: string[];
  /** Questions whose assigned value appeared, changed or went away. */
  assignedQuestions: string[];
  endedChanged: boolean;
  /** Nodes (groups, questions, rules) recomputed: the work done, for tests and the benchmark. */
  recomputed: number;
}

/** A rule the engine cannot use, and why; the designer's validation should have stopped it. */
export interface LogicIssue {
  ruleId: string;
  reason:
    | 'unknownSource'
    | 'unknownTarget'
    | 'backwardJump'
    | 'invalidValue'
    | 'unknownLogicType'
    /** The rule takes part in a dependency cycle (for example A assigns B and B assigns A): it never acts. */
    | 'cycle';
}
