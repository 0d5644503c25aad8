import type { AnswerValue, Group, LogicRecord, Release } from '../model';
import { splitCommaList } from '../model/commaList';
import { UNNUMBERED_ELEMENT_TYPES } from '../model/constants';
import { parseNumber } from './compare';
import { type BoundTerm, type CompiledSurvey, type Conditional, compileSurvey } from './compile';
import { evaluateTerms, type Term } from './condition';
import { buildGraph } from './graph';
import { conditionKindOf } from './kinds';

/**
 * Which questions no respondent can ever be shown, whatever they answer (issue 10: the designer's logic
 * overview lists them with the reason).
 *
 * Semantics. "Shown" is visibility by logic as the engine (engine.ts) computes it for some set of answers and
 * some walk order the survey's group shuffling can produce: group logic holds, before-logic holds, no firing
 * jump or end hides the question. A question is reported only when it is hidden for EVERY set of answers and
 * EVERY such order: the analysis is sound (it never reports a question someone can see) and not complete
 * (a question may be unreachable for reasons it does not see, and then it is not reported). Page breaks and
 * checkpoints are never shown anyway and are left out.
 *
 * It works on the survey exactly as the engine compiles it (compile.ts, graph.ts): the same terms with the
 * same tests, records on deleted questions left out, rules on a dependency cycle switched off (they then
 * never act, and a switched-off condition holds). For one walk order it grows a set U of questions proven
 * never shown, until nothing changes:
 *
 * 1. A group whose logic can never hold: all its questions join U.
 * 2. A question whose before-logic can never hold joins U.
 * 3. A jump or end rule that always fires, because its condition always holds and its owner is always shown
 *    (its group logic and before-logic always hold, and no jump or end that can fire passes over it): the
 *    questions it passes over join U.
 *
 * "Can hold" / "always holds" are decided by evaluating the condition, with the engine's own term tests, on
 * every combination of representative answers of the questions it reads, each question on its own (so
 * answers that could never come together are still tried: that only makes "can hold" more often true):
 * - a question in U is always unanswered (a hidden question counts as unanswered for every rule);
 * - a single choice answers one option, a multiple choice any non-empty set of options; options are those
 *   the question has and those an auto-select may put in it (a rule naming a deleted option never sees it
 *   chosen); for choice kinds whose answers are not options (matrices, cascades, regions) any ids at all;
 * - a number is any number: the rules' bounds, the points between them and beyond them stand for all;
 * - a date, time, text or presence comparison is taken as free to be true or false on its own;
 * - every question may also be unanswered.
 * A condition with too many combinations to try is taken as able both to hold and to fail.
 *
 * Why this is sound: by induction on U, every question in U is never shown, so its answer is always empty;
 * the representative answers then cover every answer the engine can see, so a condition found never to hold
 * never holds, and one found always to hold always holds. The whole analysis is run for every walk order
 * (group shuffling), and only questions unreachable in all of them are reported; a survey shuffling more
 * than MAX_SHUFFLED_GROUPS groups is not analysed (`decided` false).
 */

export type UnreachableReason =
  /** The group's logic can never hold. `readsUnreachable`: the questions it reads that nobody reaches. */
  | { kind: 'groupNever'; groupId: string; readsUnreachable: string[] }
  /** The question's before-logic (show-when condition) can never hold. */
  | { kind: 'beforeNever'; readsUnreachable: string[] }
  /** A jump of `byQuestionId` to `toId` (a question or a group) always fires and passes over it. */
  | { kind: 'alwaysJumped'; byQuestionId: string; toId: string }
  /** An end rule of `byQuestionId` always fires before it. */
  | { kind: 'alwaysEnded'; byQuestionId: string };

export interface UnreachableQuestion {
  questionId: string;
  reason: UnreachableReason;
}

export interface Reachability {
  /** False when the survey shuffles too many groups to try every order: nothing is reported then. */
  decided: boolean;
  /** In designer order. */
  unreachable: UnreachableQuestion[];
}

export interface ReachabilityInput {
  /** The survey's groups in designer order, with their questions and logic (a design or a release). */
  groups: readonly Group[];
  /** Groups shuffled among their positions (survey randOrder 1, randIds); a special group never moves. */
  shuffledGroupIds?: readonly string[];
}

/**
 * 4 shuffled groups are 24 orders, each one compile and analysis of the survey: about a second for 300
 * questions with a rule or two each. 5 would be 120 orders, too slow for the designer's screen.
 */
export const MAX_SHUFFLED_GROUPS = 4;
/** Combinations of representative answers tried for one condition before giving up on it. */
const MAX_COMBINATIONS = 20_000;
/** Options of one choice question a condition may look at before its sets are not enumerated. */
const MAX_CHOICE_IDS = 10;
/** Element types whose answer is a list of the question's own options (radio, select, checkbox). */
const OPTION_ANSWERS = new Set(['RadioBox', 'SelectBox', 'CheckBox']);
const ONE_OPTION = new Set(['RadioBox', 'SelectBox']);
/** An id no option has: "some option this rule does not name" for choice kinds whose ids are open. */
const OTHER_ID = '\u0000other';

export function analyseReachability(input: ReachabilityInput): Reachability {
  const orders = walkOrders(input);
  if (!orders) return { decided: false, unreachable: [] };
  const records = indexRecords(input.groups);
  let result: Map<string, UnreachableReason> | undefined;
  for (const order of orders) {
    const found = analyseOrder(input.groups, order, records);
    if (!result) {
      result = found;
      continue;
    }
    for (const questionId of [...result.keys()]) if (!found.has(questionId)) result.delete(questionId);
    if (result.size === 0) break;
  }
  const unreachable: UnreachableQuestion[] = [];
  for (const questionId of orders[0]!) {
    const reason = result?.get(questionId);
    if (reason) unreachable.push({ questionId, reason });
  }
  return { decided: true, unreachable };
}

/** Question ids in walk order for every order the group shuffling can produce; undefined when too many. */
function walkOrders({ groups, shuffledGroupIds = [] }: ReachabilityInput): string[][] | undefined {
  const listed = new Set(shuffledGroupIds);
  const movable: number[] = [];
  groups.forEach((group, position) => {
    if (listed.has(group.id) && group.groupType !== 1) movable.push(position);
  });
  const questionsOf = (group: Group) =>
    [...group.questionList].sort((left, right) => left.orderById - right.orderById).map((item) => item.id);
  if (movable.length < 2) return [groups.flatMap(questionsOf)];
  if (movable.length > MAX_SHUFFLED_GROUPS) return undefined;
  return permutations(movable).map((arrangement) => {
    const placed = [...groups];
    movable.forEach((position, index) => {
      placed[position] = groups[arrangement[index]!]!;
    });
    return placed.flatMap(questionsOf);
  });
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

function indexRecords(groups: readonly Group[]): Map<string, LogicRecord> {
  const records = new Map<string, LogicRecord>();
  const add = (list: readonly LogicRecord[]) => {
    for (const record of list) records.set(record.id, record);
  };
  for (const group of groups) {
    add(group.groupBeforLogics);
    for (const question of group.questionList) {
      add(question.quBeforLogics);
      add(question.quLogics);
      add(question.quGroupLogics);
      add(question.quLogicAnswerAssignments);
    }
  }
  return records;
}

interface Possibility {
  canHold: boolean;
  canFail: boolean;
}

function analyseOrder(
  groups: readonly Group[],
  order: readonly string[],
  records: ReadonlyMap<string, LogicRecord>,
): Map<string, UnreachableReason> {
  // compileSurvey reads the groups of a release only (as server/design/logic/engine-check.ts does).
  const survey = compileSurvey({ groups: [...groups] } as Release, order);
  // Switches off (unit.disabled) every rule on a dependency cycle, as the engine does.
  buildGraph(survey);
  const possible = new ConditionPossibility(survey, records);
  const unreachable = new Map<number, UnreachableReason>();
  const hiders = survey.questions.map(() => [] as number[]);
  survey.actions.forEach((action, index) => {
    if (action.type === 'assign') return;
    for (const covered of action.covered) hiders[covered]!.push(index);
  });

  const never = (logic: Conditional | undefined) =>
    logic !== undefined && !logic.unit.disabled && !possible.of(logic, unreachable).canHold;
  const always = (logic: Conditional | undefined) =>
    logic === undefined || logic.unit.disabled || !possible.of(logic, unreachable).canFail;
  const readsUnreachable = (logic: Conditional) =>
    // When the condition could hold but for the unreachable questions it reads, name them.
    possible.of(logic, new Map()).canHold
      ? [
          ...new Set(
            logic.terms
              .filter((term) => unreachable.has(term.source))
              .map((term) => survey.questions[term.source]!.id),
          ),
        ]
      : [];
  const mayFire = (actionIndex: number) => {
    const action = survey.actions[actionIndex]!;
    return (
      !action.unit.disabled && !unreachable.has(action.owner) && possible.of(action, unreachable).canHold
    );
  };
  const alwaysShown = (index: number) => {
    const question = survey.questions[index]!;
    return (
      !unreachable.has(index) &&
      always(survey.groups[question.group]!.logic) &&
      always(question.before) &&
      hiders[index]!.every((actionIndex) => !mayFire(actionIndex))
    );
  };
  const mark = (index: number, reason: UnreachableReason) => {
    if (unreachable.has(index)) return false;
    unreachable.set(index, reason);
    return true;
  };

  let changed = true;
  while (changed) {
    changed = false;
    for (const group of survey.groups) {
      if (!group.logic || group.members.every((member) => unreachable.has(member))) continue;
      if (!never(group.logic)) continue;
      const reason: UnreachableReason = {
        kind: 'groupNever',
        groupId: group.id,
        readsUnreachable: readsUnreachable(group.logic),
      };
      for (const member of group.members) changed = mark(member, reason) || changed;
    }
    for (const question of survey.questions) {
      if (unreachable.has(question.index) || !never(question.before)) continue;
      changed =
        mark(question.index, { kind: 'beforeNever', readsUnreachable: readsUnreachable(question.before!) }) ||
        changed;
    }
    for (const action of survey.actions) {
      if (action.type === 'assign' || action.unit.disabled) continue;
      if (action.covered.every((covered) => unreachable.has(covered))) continue;
      if (!always(action) || !alwaysShown(action.owner)) continue;
      const byQuestionId = survey.questions[action.owner]!.id;
      const toId = records.get(action.unit.ruleIds[0]!)?.toQuId ?? '';
      const reason: UnreachableReason =
        action.type === 'end'
          ? { kind: 'alwaysEnded', byQuestionId }
          : { kind: 'alwaysJumped', byQuestionId, toId };
      for (const covered of action.covered) changed = mark(covered, reason) || changed;
    }
  }

  const result = new Map<string, UnreachableReason>();
  for (const [index, reason] of unreachable) {
    const question = survey.questions[index]!;
    if (!UNNUMBERED_ELEMENT_TYPES.has(question.question.elementType)) result.set(question.id, reason);
  }
  return result;
}

/**
 * One answer a condition reads: a question's chosen ids (`named`: the ids its terms list) or its number at one
 * pointer (`bounds`: the numbers its terms compare with).
 */
interface ReadAnswer {
  kind: 'choice' | 'number';
  source: number;
  named: Set<string>;
  bounds: number[];
}

/** A value tried for a read answer; a boolean stands for a term free to be true or false. */
type Trial = AnswerValue | boolean | undefined;

/** Decides whether a condition can hold and can fail, given the questions known never to be shown. */
class ConditionPossibility {
  constructor(
    private readonly survey: CompiledSurvey,
    private readonly records: ReadonlyMap<string, LogicRecord>,
  ) {}

  of(logic: Conditional, unreachable: ReadonlyMap<number, unknown>): Possibility {
    const variables = new Map<string, ReadAnswer>();
    const keys = logic.terms.map((term, position) => this.keyOf(term, position, unreachable, variables));
    const domains = new Map<string, readonly Trial[]>();
    let combinations = 1;
    for (const key of new Set(keys)) {
      if (key === '') continue;
      const variable = variables.get(key);
      const values: readonly Trial[] | undefined = variable
        ? variable.kind === 'choice'
          ? this.choiceValues(variable.source, variable.named)
          : numberValues(variable.bounds)
        : [true, false];
      if (!values) return { canHold: true, canFail: true };
      domains.set(key, values);
      combinations *= values.length;
      if (combinations > MAX_COMBINATIONS) return { canHold: true, canFail: true };
    }
    const slots = [...domains.keys()];
    const current = new Map<string, Trial>();
    const wrapped: Term[] = logic.terms.map((term, position) => ({
      ...term,
      test: () => {
        const key = keys[position]!;
        if (key === '') return term.test(undefined);
        const value = current.get(key);
        return typeof value === 'boolean' ? value : term.test(value);
      },
    }));
    const result: Possibility = { canHold: false, canFail: false };
    const counters = slots.map(() => 0);
    for (;;) {
      slots.forEach((key, index) => {
        current.set(key, domains.get(key)![counters[index]!]);
      });
      if (evaluateTerms(wrapped, () => undefined)) result.canHold = true;
      else result.canFail = true;
      if (result.canHold && result.canFail) return result;
      let slot = 0;
      while (slot < slots.length && ++counters[slot]! === domains.get(slots[slot]!)!.length) {
        counters[slot] = 0;
        slot++;
      }
      if (slot === slots.length) return result;
    }
  }

  /** '' for a term on a question never shown (always unanswered); otherwise the key of what it reads. */
  private keyOf(
    term: BoundTerm,
    position: number,
    unreachable: ReadonlyMap<number, unknown>,
    variables: Map<
      string,
      { kind: 'choice' | 'number'; source: number; named: Set<string>; bounds: number[] }
    >,
  ): string {
    if (unreachable.has(term.source)) return '';
    const record = this.records.get(term.recordId);
    const kind = conditionKindOf(this.survey.questions[term.source]!.question);
    if (!record || (kind !== 'single' && kind !== 'multi' && kind !== 'number')) return `free:${position}`;
    const subId = record.anSubQuId ?? record.subQuId ?? '';
    if (kind === 'number') {
      const itemId = record.sortQuItemId ?? splitCommaList(record.anQuItemId)[0] ?? '';
      const key = `number:${term.source}:${subId}:${itemId}`;
      const variable = variables.get(key) ?? {
        kind: 'number',
        source: term.source,
        named: new Set(),
        bounds: [],
      };
      for (const bound of [record.anValue, record.minValue, record.maxValue]) {
        const value = parseNumber(bound);
        if (value !== undefined) variable.bounds.push(value);
      }
      variables.set(key, variable);
      return key;
    }
    const key = `choice:${term.source}:${subId}`;
    const variable = variables.get(key) ?? {
      kind: 'choice',
      source: term.source,
      named: new Set(),
      bounds: [],
    };
    for (const id of splitCommaList(record.anQuItemId)) variable.named.add(id);
    variables.set(key, variable);
    return key;
  }

  /**
   * Unanswered, or the chosen ids: for questions answered with their own options, those options (and any an
   * auto-select puts in) that the condition names, plus one it does not name; otherwise any ids.
   */
  private choiceValues(source: number, named: ReadonlySet<string>): (AnswerValue | undefined)[] | undefined {
    const compiled = this.survey.questions[source]!;
    const question = compiled.question;
    let ids: string[];
    if (OPTION_ANSWERS.has(question.elementType)) {
      const universe = new Set(question.optionList.map((option) => option.id));
      for (const actionIndex of compiled.assignedBy) {
        const value = this.survey.actions[actionIndex]!.value;
        if (value?.kind !== 'choice') return undefined;
        for (const id of value.optionIds) universe.add(id);
      }
      ids = [...named].filter((id) => universe.has(id));
      const other = [...universe].find((id) => !named.has(id));
      if (other !== undefined) ids.push(other);
    } else {
      ids = [...named, OTHER_ID];
    }
    if (ids.length > MAX_CHOICE_IDS) return undefined;
    const sets = ONE_OPTION.has(question.elementType) ? ids.map((id) => [id]) : nonEmptySubsets(ids);
    return [
      undefined,
      ...sets.map((optionIds): AnswerValue => ({ kind: 'choice', optionIds, otherText: {} })),
    ];
  }
}

/** Unanswered, every bound, the points between two bounds and one beyond each end. */
function numberValues(bounds: readonly number[]): (AnswerValue | undefined)[] {
  const sorted = [...new Set(bounds)].sort((left, right) => left - right);
  const points = sorted.length === 0 ? [0] : [sorted[0]! - 1, ...sorted, sorted[sorted.length - 1]! + 1];
  for (let index = 0; index + 1 < sorted.length; index++)
    points.push((sorted[index]! + sorted[index + 1]!) / 2);
  return [undefined, ...points.map((value): AnswerValue => ({ kind: 'number', value }))];
}

function nonEmptySubsets(ids: readonly string[]): string[][] {
  const subsets: string[][] = [];
  for (let mask = 1; mask < 1 << ids.length; mask++)
    subsets.push(ids.filter((_, index) => mask & (1 << index)));
  return subsets;
}
