import type { Answers, AnswerValue, Release } from '../model';
// One definition of an empty answer for logic and validation: a rule must not see an answer the
// validation calls empty (an all-zero chip allocation, say) as given.
import { isEmptyAnswer } from '../validation/required';
import { mergeAssigned, sameAnswer, withoutHidden } from './answerValues';
import {
  type BoundTerm,
  type CompiledQuestion,
  type CompiledSurvey,
  type Conditional,
  compileSurvey,
} from './compile';
import { evaluateTerms } from './condition';
import { type DependencyIndex, indexDependencies } from './dependencyIndex';
import { buildGraph, type DependencyGraph } from './graph';
import { RankQueue } from './rankQueue';
import type { AnswerChange, LogicChanges, LogicIssue, LogicState } from './types';

/**
 * The logic engine (spec 2 §4 "Logic at answer time"), with these decisions where the spec is unclear:
 *
 * - Visibility. A question shows when its group shows, its before-logic holds (no before-logic: it holds),
 *   no firing jump passes over it and no firing end lies before it. Group logic hides the whole group.
 * - Jump (type 1). When the condition HOLDS, the questions strictly between the rule's question and the target
 *   (in walk order) are hidden: the respondent skips to the target. The spec's wording ("hides … when the
 *   condition fails or the value is empty") reads backwards; a designer writing "if Q3 = a jump to Q7" expects
 *   Q4–Q6 to be skipped when Q3 is a, and shown otherwise (also while Q3 is unanswered). Backward jumps are
 *   refused at build time.
 * - End (type 2). When the condition holds, every later question is hidden and `ended` names the question whose
 *   rule ended the survey (the earliest one if several hold).
 * - Auto-select (3) and auto-assign (4). While the condition holds the target gets the rule's value (reported in
 *   `assigned`); when it stops holding the value goes away. The respondent's own answer always wins over an
 *   assigned one and is never cleared: the effective answer of a question is its own answer, or else the
 *   assigned value.
 * - A question's rules (jump, end, assignments) act only while that question is visible.
 * - Hidden questions count as unanswered for every rule downstream: a question becoming hidden is its answer
 *   vanishing. Options hidden by option filters and sub-questions hidden by their before-logic are removed from
 *   the answer the same way.
 * - Quotes (src/core/quotes.ts): a quoted option shows only while its source option is chosen (compiled as a
 *   "show" filter); a question quoting its options with none of them shown is hidden, having nothing to ask.
 * - Rules on a dependency cycle (A assigns B, B assigns A; a question whose before-logic reads itself) cannot
 *   be given a meaning that does not depend on evaluation order; they are switched off and listed in `issues`.
 *
 * The engine keeps a dependency graph (graph.ts) and a topological rank per node. `evaluate` recomputes every
 * node in rank order; `apply` recomputes only the nodes reachable from the changed questions whose inputs
 * really changed, in the same order, so both give the same state.
 */
export interface LogicEngine {
  /** Question ids in the walk order the engine was built for. */
  readonly questionOrder: readonly string[];
  /** Rules the engine could not use, and why. */
  readonly issues: readonly LogicIssue[];
  /** Which rules read a question, and which questions a rule acts on. */
  readonly index: DependencyIndex;
  /** The current state. It is owned by the engine and updated in place by evaluate and apply. */
  readonly state: LogicState;
  /** Recomputes everything from these answers alone. */
  evaluate(answers: Answers): LogicState;
  /** Applies answer changes, recomputing only what depends on them. */
  apply(changes: readonly AnswerChange[]): { state: LogicState; changes: LogicChanges };
  /** The answer that counts for a question: undefined when hidden or unanswered (assigned values included). */
  effectiveAnswer(questionId: string): AnswerValue | undefined;
}

export interface LogicEngineOptions {
  /** Walk order of question ids (for example after group shuffling); defaults to designer order. */
  questionOrder?: readonly string[];
}

export function createLogicEngine(release: Release, options: LogicEngineOptions = {}): LogicEngine {
  return new Engine(compileSurvey(release, options.questionOrder));
}

interface MutableState {
  visibleQuestions: Set<string>;
  visibleGroups: Set<string>;
  hiddenOptions: Map<string, ReadonlySet<string>>;
  hiddenDescs: Map<string, ReadonlySet<string>>;
  ended: { readonly byQuestionId: string } | null;
  assigned: Record<string, AnswerValue>;
}

class Engine implements LogicEngine {
  readonly questionOrder: readonly string[];
  readonly issues: readonly LogicIssue[];
  readonly state: MutableState;
  private readonly graph: DependencyGraph;
  private readonly queue: RankQueue;
  private dependencyIndex: DependencyIndex | undefined;

  private typed: (AnswerValue | undefined)[] = [];
  private effective: (AnswerValue | undefined)[] = [];
  private assignedValue: (AnswerValue | undefined)[] = [];
  private visible = new Uint8Array(0);
  /** Per question: how many firing jumps and ends pass over it. */
  private hideCount = new Int32Array(0);
  private groupVisible = new Uint8Array(0);
  private fires = new Uint8Array(0);
  private firingEnds = new Set<number>();
  private endsChanged = false;
  private log: LogicChanges = emptyChanges();

  constructor(private readonly survey: CompiledSurvey) {
    this.graph = buildGraph(survey);
    this.queue = new RankQueue(this.graph.nodeCount, this.graph.rank);
    this.questionOrder = survey.questions.map((question) => question.id);
    const cycleIssues: LogicIssue[] = survey.units
      .filter((unit) => unit.disabled)
      .flatMap((unit) => unit.ruleIds.map((ruleId) => ({ ruleId, reason: 'cycle' as const })));
    this.issues = [...survey.issues, ...cycleIssues];
    this.state = emptyState();
    this.evaluate({});
  }

  get index(): DependencyIndex {
    this.dependencyIndex ??= indexDependencies(this.survey);
    return this.dependencyIndex;
  }

  evaluate(answers: Answers): LogicState {
    const questionCount = this.survey.questions.length;
    this.typed = this.survey.questions.map((question) => answers[question.id]);
    this.effective = new Array(questionCount).fill(undefined);
    this.assignedValue = new Array(questionCount).fill(undefined);
    this.visible = new Uint8Array(questionCount);
    this.hideCount = new Int32Array(questionCount);
    this.groupVisible = new Uint8Array(this.survey.groups.length);
    this.fires = new Uint8Array(this.survey.actions.length);
    this.firingEnds.clear();
    this.endsChanged = false;
    Object.assign(this.state, emptyState());
    this.log = emptyChanges();
    // Rank order already visits every node after what it reads, so the full pass queues nothing.
    for (const node of this.graph.order) this.recompute(node, false);
    this.updateEnded();
    this.log = emptyChanges();
    return this.state;
  }

  apply(changes: readonly AnswerChange[]): { state: LogicState; changes: LogicChanges } {
    this.log = emptyChanges();
    for (const change of changes) {
      const index = this.survey.questionIndex.get(change.questionId);
      if (index === undefined || sameAnswer(this.typed[index], change.value)) continue;
      this.typed[index] = change.value;
      this.queue.push(this.graph.questionBase + index);
    }
    while (this.queue.size > 0) this.recompute(this.queue.pop());
    this.log.endedChanged = this.updateEnded();
    return { state: this.state, changes: this.log };
  }

  effectiveAnswer(questionId: string): AnswerValue | undefined {
    const index = this.survey.questionIndex.get(questionId);
    return index === undefined ? undefined : this.effective[index];
  }

  private readonly answerOf = (term: BoundTerm): AnswerValue | undefined => this.effective[term.source];

  private holds(logic: Conditional | undefined): boolean {
    return !logic || logic.unit.disabled || evaluateTerms(logic.terms, this.answerOf);
  }

  private recompute(node: number, propagate = true): void {
    this.log.recomputed++;
    const { questionBase, actionBase } = this.graph;
    const changed =
      node < questionBase
        ? this.recomputeGroup(node)
        : node < actionBase
          ? this.recomputeQuestion(node - questionBase)
          : this.recomputeAction(node - actionBase);
    if (!changed || !propagate) return;
    const { offsets, targets } = this.graph.dependents;
    for (let at = offsets[node]!; at < offsets[node + 1]!; at++) this.queue.push(targets[at]!);
  }

  private recomputeGroup(index: number): boolean {
    const group = this.survey.groups[index]!;
    const visible = this.holds(group.logic) ? 1 : 0;
    if (visible === this.groupVisible[index]) return false;
    this.groupVisible[index] = visible;
    if (visible) {
      this.state.visibleGroups.add(group.id);
      this.log.shownGroups.push(group.id);
    } else {
      this.state.visibleGroups.delete(group.id);
      this.log.hiddenGroups.push(group.id);
    }
    return true;
  }

  private recomputeAction(index: number): boolean {
    const action = this.survey.actions[index]!;
    const fires = !action.unit.disabled && this.visible[action.owner] === 1 && this.holds(action) ? 1 : 0;
    if (fires === this.fires[index]) return false;
    this.fires[index] = fires;
    const delta = fires ? 1 : -1;
    for (const covered of action.covered) this.hideCount[covered]! += delta;
    if (action.type === 'end') {
      if (fires) this.firingEnds.add(index);
      else this.firingEnds.delete(index);
      this.endsChanged = true;
    }
    return true;
  }

  /** Returns true when what dependents read (visibility or effective answer) changed. */
  private recomputeQuestion(index: number): boolean {
    const question = this.survey.questions[index]!;
    const hiddenOptions = this.updateHiddenSet(
      question,
      this.hiddenOptionsOf(question),
      this.state.hiddenOptions,
    );
    const hiddenDescs = this.updateHiddenSet(question, this.hiddenDescsOf(question), this.state.hiddenDescs);
    const visible =
      this.groupVisible[question.group] === 1 &&
      this.hideCount[index] === 0 &&
      this.holds(question.before) &&
      !this.quotesNothing(question, hiddenOptions, hiddenDescs)
        ? 1
        : 0;
    const assigned = this.updateAssigned(question, visible === 1, hiddenOptions, hiddenDescs);
    const own = this.typed[index];
    const base = own !== undefined && !isEmptyAnswer(own) ? own : assigned;
    let effective = visible && base ? withoutHidden(base, hiddenOptions, hiddenDescs) : undefined;
    if (effective && isEmptyAnswer(effective)) effective = undefined;

    const visibilityChanged = visible !== this.visible[index];
    if (visibilityChanged) {
      this.visible[index] = visible;
      if (visible) {
        this.state.visibleQuestions.add(question.id);
        this.log.shownQuestions.push(question.id);
      } else {
        this.state.visibleQuestions.delete(question.id);
        this.log.hiddenQuestions.push(question.id);
      }
    }
    const effectiveChanged = !sameAnswer(effective, this.effective[index]);
    this.effective[index] = effective;
    return visibilityChanged || effectiveChanged;
  }

  /** The merged value of the firing assignments on this question (before hidden options are removed). */
  private updateAssigned(
    question: CompiledQuestion,
    visible: boolean,
    hiddenOptions: ReadonlySet<string> | undefined,
    hiddenDescs: ReadonlySet<string> | undefined,
  ): AnswerValue | undefined {
    let merged: AnswerValue | undefined;
    for (const actionIndex of question.assignedBy) {
      if (!this.fires[actionIndex]) continue;
      const value = this.survey.actions[actionIndex]!.value!;
      merged = merged ? mergeAssigned(merged, value, question.singleChoice) : value;
    }
    this.assignedValue[question.index] = merged;
    let reported = visible && merged ? withoutHidden(merged, hiddenOptions, hiddenDescs) : undefined;
    if (reported && isEmptyAnswer(reported)) reported = undefined;
    const previous = this.state.assigned[question.id];
    if (!sameAnswer(previous, reported)) {
      if (reported) this.state.assigned[question.id] = reported;
      else delete this.state.assigned[question.id];
      this.log.assignedQuestions.push(question.id);
    }
    return merged;
  }

  /**
   * An option with "show" filters shows only while one of them holds; any holding "hide" filter hides it.
   * Returns undefined when nothing is hidden.
   */
  private hiddenOptionsOf(question: CompiledQuestion): Set<string> | undefined {
    if (question.filters.length === 0) return undefined;
    const shown = new Set<string>();
    const governed = new Set<string>();
    const hidden = new Set<string>();
    for (const filter of question.filters) {
      if (filter.unit.disabled) continue;
      const holds = this.holds(filter);
      for (const optionId of filter.optionIds) {
        if (filter.show) {
          governed.add(optionId);
          if (holds) shown.add(optionId);
        } else if (holds) {
          hidden.add(optionId);
        }
      }
    }
    for (const optionId of governed) if (!shown.has(optionId)) hidden.add(optionId);
    return hidden.size > 0 ? hidden : undefined;
  }

  /** A question quoting its options (or rows) with none of them shown has nothing to ask (src/core/quotes.ts). */
  private quotesNothing(
    question: CompiledQuestion,
    hiddenOptions: ReadonlySet<string> | undefined,
    hiddenDescs: ReadonlySet<string> | undefined,
  ): boolean {
    const none = (items: readonly { id: string }[], hidden: ReadonlySet<string> | undefined) =>
      !!hidden && items.every((item) => hidden.has(item.id));
    return (
      (question.quoting && none(question.question.optionList, hiddenOptions)) ||
      (question.quotingRows && none(question.question.descList, hiddenDescs))
    );
  }

  private hiddenDescsOf(question: CompiledQuestion): Set<string> | undefined {
    if (question.descLogics.length === 0) return undefined;
    const hidden = new Set<string>();
    for (const desc of question.descLogics) if (!this.holds(desc)) hidden.add(desc.descId);
    return hidden.size > 0 ? hidden : undefined;
  }

  /** Stores the new hidden set in the public map when it differs, logging the change; returns the current set. */
  private updateHiddenSet(
    question: CompiledQuestion,
    next: Set<string> | undefined,
    map: Map<string, ReadonlySet<string>>,
  ): ReadonlySet<string> | undefined {
    const previous = map.get(question.id);
    if (sameSet(previous, next)) return previous;
    if (next) map.set(question.id, next);
    else map.delete(question.id);
    if (!this.log.filteredQuestions.includes(question.id)) this.log.filteredQuestions.push(question.id);
    return next;
  }

  /** Recomputes `ended` from the firing end rules when one of them flipped; true when it changed. */
  private updateEnded(): boolean {
    if (!this.endsChanged) return false;
    this.endsChanged = false;
    let earliest: number | undefined;
    for (const actionIndex of this.firingEnds) {
      const owner = this.survey.actions[actionIndex]!.owner;
      if (earliest === undefined || owner < earliest) earliest = owner;
    }
    const byQuestionId = earliest === undefined ? undefined : this.survey.questions[earliest]!.id;
    if (this.state.ended?.byQuestionId === byQuestionId) return false;
    this.state.ended = byQuestionId === undefined ? null : { byQuestionId };
    return true;
  }
}

function sameSet(left: ReadonlySet<string> | undefined, right: ReadonlySet<string> | undefined): boolean {
  if (left === right) return true;
  if (!left || !right || left.size !== right.size) return false;
  for (const value of left) if (!right.has(value)) return false;
  return true;
}

function emptyState(): MutableState {
  return {
    visibleQuestions: new Set(),
    visibleGroups: new Set(),
    hiddenOptions: new Map(),
    hiddenDescs: new Map(),
    ended: null,
    assigned: {},
  };
}

function emptyChanges(): LogicChanges {
  return {
    shownQuestions: [],
    hiddenQuestions: [],
    shownGroups: [],
    hiddenGroups: [],
    filteredQuestions: [],
    assignedQuestions: [],
    endedChanged: false,
    recomputed: 0,
  };
}
