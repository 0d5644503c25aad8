import type { AnswerValue, LogicRecord, Question, Release } from '../model';
import { LogicType } from '../model/constants';
import { isQuotedItem, quotedOptionChosen } from '../quotes';
import { assignedValueOf } from './answerValues';
import { compileTerm, type Term } from './condition';
import { chosenIds } from './extract';
import { assignKindOf, conditionKindOf, isSingleChoice } from './kinds';
import type { LogicIssue } from './types';

/** A term whose source question is resolved to its index in the walk order. */
export interface BoundTerm extends Term {
  readonly source: number;
}

/**
 * A unit is what the engine switches off as a whole when it sits on a dependency cycle: one question's
 * before-logic, one group's logic, one option filter, one sub-question's before-logic, or one action.
 */
export interface Unit {
  readonly id: number;
  readonly ruleIds: readonly string[];
  disabled: boolean;
}

export interface Conditional {
  readonly terms: readonly BoundTerm[];
  readonly unit: Unit;
}

export interface CompiledGroup {
  readonly id: string;
  readonly members: number[];
  logic: Conditional | undefined;
}

/** An answer rule: `optionIds` of the owner are shown (show) or hidden (!show) when `test` holds. */
export interface CompiledFilter extends Conditional {
  readonly optionIds: readonly string[];
  readonly show: boolean;
}

export interface CompiledDescLogic extends Conditional {
  readonly descId: string;
}

export interface CompiledQuestion {
  readonly id: string;
  /** Position in the walk order; also the question's index everywhere in the engine. */
  readonly index: number;
  readonly group: number;
  readonly question: Question;
  readonly singleChoice: boolean;
  /** It quotes its options from an earlier question (src/core/quotes.ts): with none of them shown, it hides. */
  readonly quoting: boolean;
  /** It quotes its rows (a matrix): with none of them shown, it hides. */
  readonly quotingRows: boolean;
  before: Conditional | undefined;
  readonly filters: CompiledFilter[];
  readonly descLogics: CompiledDescLogic[];
  /** Assign actions targeting this question, in rule order (their merge order). */
  readonly assignedBy: number[];
}

export type ActionType = 'jump' | 'end' | 'assign';

export interface CompiledAction extends Conditional {
  readonly type: ActionType;
  /** The question whose rule this is: its rules act only while it is visible. */
  readonly owner: number;
  /** Questions a firing jump or end hides. */
  readonly covered: readonly number[];
  readonly target: number | undefined;
  readonly value: AnswerValue | undefined;
}

export interface CompiledSurvey {
  readonly groups: CompiledGroup[];
  readonly questions: CompiledQuestion[];
  readonly questionIndex: ReadonlyMap<string, number>;
  readonly actions: CompiledAction[];
  readonly units: Unit[];
  readonly issues: LogicIssue[];
}

/**
 * Turns a release into index-based rules. `order` is the walk order of question ids (for example after the
 * groups were shuffled); questions it does not list follow in designer order. Jumps hide what lies between
 * source and target in this order.
 */
export function compileSurvey(release: Release, order?: readonly string[]): CompiledSurvey {
  const builder = new SurveyCompiler(release, order);
  return builder.build();
}

class SurveyCompiler {
  private readonly groups: CompiledGroup[] = [];
  private readonly questions: CompiledQuestion[] = [];
  private readonly questionIndex = new Map<string, number>();
  private readonly groupIndex = new Map<string, number>();
  private readonly actions: CompiledAction[] = [];
  private readonly units: Unit[] = [];
  private readonly issues: LogicIssue[] = [];

  constructor(
    private readonly release: Release,
    private readonly order: readonly string[] | undefined,
  ) {}

  build(): CompiledSurvey {
    this.indexQuestions();
    for (const question of this.questions) this.compileQuestionRules(question);
    this.compileGroupLogic();
    return {
      groups: this.groups,
      questions: this.questions,
      questionIndex: this.questionIndex,
      actions: this.actions,
      units: this.units,
      issues: this.issues,
    };
  }

  private indexQuestions(): void {
    const byId = new Map<string, { question: Question; group: number }>();
    this.release.groups.forEach((group, groupPosition) => {
      this.groupIndex.set(group.id, groupPosition);
      this.groups.push({ id: group.id, members: [], logic: undefined });
      for (const question of group.questionList) byId.set(question.id, { question, group: groupPosition });
    });
    const walk = [...(this.order ?? []).filter((id) => byId.has(id)), ...byId.keys()];
    for (const id of walk) {
      if (this.questionIndex.has(id)) continue;
      const { question, group } = byId.get(id)!;
      const index = this.questions.length;
      this.questionIndex.set(id, index);
      this.groups[group]!.members.push(index);
      this.questions.push({
        id,
        index,
        group,
        question,
        singleChoice: isSingleChoice(question),
        quoting: question.optionList.some(isQuotedItem),
        quotingRows: question.descList.some(isQuotedItem),
        before: undefined,
        filters: [],
        descLogics: [],
        assignedBy: [],
      });
    }
  }

  private newUnit(ruleIds: readonly string[]): Unit {
    const unit: Unit = { id: this.units.length, ruleIds, disabled: false };
    this.units.push(unit);
    return unit;
  }

  /** Binds records to their source questions; records reading an unknown question are left out and reported. */
  private bindTerms(records: readonly LogicRecord[]): BoundTerm[] {
    const terms: BoundTerm[] = [];
    for (const record of records) {
      const source = this.questionIndex.get(record.anQuId);
      if (source === undefined) {
        this.issues.push({ ruleId: record.id, reason: 'unknownSource' });
        continue;
      }
      const kind = conditionKindOf(this.questions[source]!.question);
      terms.push({ ...compileTerm(record, kind), source });
    }
    return terms;
  }

  private conditional(records: readonly LogicRecord[]): Conditional | undefined {
    const terms = this.bindTerms(records);
    if (terms.length === 0) return undefined;
    return { terms, unit: this.newUnit(records.map((record) => record.id)) };
  }

  private compileQuestionRules(compiled: CompiledQuestion): void {
    const { question } = compiled;
    compiled.before = this.conditional(question.quBeforLogics);
    for (const desc of question.descList) {
      const logic = this.conditional(desc.descBeforLogics);
      if (logic) compiled.descLogics.push({ ...logic, descId: desc.id });
    }
    for (const rule of question.answerRules) {
      const ref = this.questionIndex.get(rule.refQuId);
      if (ref === undefined) {
        this.issues.push({ ruleId: rule.id, reason: 'unknownSource' });
        continue;
      }
      const optionIds = rule.optionId ? [rule.optionId] : question.optionList.map((option) => option.id);
      const refOptionId = rule.refOptionId ?? undefined;
      // The referenced option chosen (or, with no option named, the referenced question answered at all).
      const test = (answer: AnswerValue | undefined): boolean => {
        if (!answer) return false;
        if (refOptionId === undefined) return true;
        return chosenIds(answer, { subId: undefined, itemId: undefined })?.includes(refOptionId) ?? false;
      };
      const term: BoundTerm = {
        recordId: rule.id,
        sourceQuestionId: rule.refQuId,
        combine: 1,
        test,
        source: ref,
      };
      compiled.filters.push({
        terms: [term],
        unit: this.newUnit([rule.id]),
        optionIds,
        show: rule.answerType !== 2,
      });
    }
    this.compileQuotes(compiled);
    this.compileActions(compiled, [...question.quLogics, ...question.quLogicAnswerAssignments]);
  }

  /**
   * Quoted options and rows (src/core/quotes.ts) show only while their source option is chosen: an option is
   * a "show" filter, a row a before-logic, on the quoted question. Their rule id is `quote:<item id>`.
   */
  private compileQuotes(compiled: CompiledQuestion): void {
    const quoteTerm = (item: { id: string; quoteQuId?: string | null; quoteQuDescId?: string | null }) => {
      const ruleId = `quote:${item.id}`;
      const source = this.questionIndex.get(item.quoteQuId!);
      if (source === undefined) {
        this.issues.push({ ruleId, reason: 'unknownSource' });
        return undefined;
      }
      const sourceOptionId = item.quoteQuDescId!;
      const term: BoundTerm = {
        recordId: ruleId,
        sourceQuestionId: item.quoteQuId!,
        combine: 1,
        test: (answer) => quotedOptionChosen(answer, sourceOptionId),
        source,
      };
      return { terms: [term], unit: this.newUnit([ruleId]) };
    };
    for (const option of compiled.question.optionList) {
      if (!isQuotedItem(option)) continue;
      const logic = quoteTerm(option);
      if (logic) compiled.filters.push({ ...logic, optionIds: [option.id], show: true });
    }
    for (const desc of compiled.question.descList) {
      if (!isQuotedItem(desc)) continue;
      const logic = quoteTerm(desc);
      if (logic) compiled.descLogics.push({ ...logic, descId: desc.id });
    }
  }

  /**
   * Records with the same action (type, target and value) form one compound condition, so "jump to Q9 when
   * Q3 = a and Q4 > 5" is two records with one target. Different actions act independently.
   */
  private compileActions(owner: CompiledQuestion, records: readonly LogicRecord[]): void {
    const byAction = new Map<string, LogicRecord[]>();
    for (const record of records) {
      const key = [
        record.logicType,
        record.toQuId,
        record.toQuItemId,
        record.toQuValue,
        record.toSubQuId,
        record.toSubQuItemId,
      ].join('\u0000');
      const list = byAction.get(key);
      if (list) list.push(record);
      else byAction.set(key, [record]);
    }
    for (const group of byAction.values()) this.compileAction(owner, group);
  }

  private compileAction(owner: CompiledQuestion, records: LogicRecord[]): void {
    const shape = this.actionShape(owner, records[0]!);
    if (typeof shape === 'string') {
      for (const record of records) this.issues.push({ ruleId: record.id, reason: shape });
      return;
    }
    const logic = this.conditional(records);
    if (!logic) return;
    const index = this.actions.length;
    this.actions.push({ ...logic, ...shape, owner: owner.index });
    if (shape.target !== undefined) this.questions[shape.target]!.assignedBy.push(index);
  }

  /** What an action does, from its first record (all records of an action share it), or why it cannot act. */
  private actionShape(
    owner: CompiledQuestion,
    record: LogicRecord,
  ): Pick<CompiledAction, 'type' | 'covered' | 'target' | 'value'> | LogicIssue['reason'] {
    const logicType = record.logicType;
    if (logicType === LogicType.jump) {
      const to = this.jumpTarget(record.toQuId);
      if (to === undefined) return 'unknownTarget';
      if (to <= owner.index) return 'backwardJump';
      return { type: 'jump', covered: range(owner.index + 1, to), target: undefined, value: undefined };
    }
    if (logicType === LogicType.end) {
      return {
        type: 'end',
        covered: range(owner.index + 1, this.questions.length),
        target: undefined,
        value: undefined,
      };
    }
    if (logicType === LogicType.autoSelect || logicType === LogicType.autoAssign) {
      const target = record.toQuId ? this.questionIndex.get(record.toQuId) : undefined;
      if (target === undefined) return 'unknownTarget';
      const targetQuestion = this.questions[target]!;
      const value = assignedValueOf(
        record,
        assignKindOf(targetQuestion.question),
        targetQuestion.singleChoice,
      );
      if (!value) return 'invalidValue';
      return { type: 'assign', covered: [], target, value };
    }
    return 'unknownLogicType';
  }

  /** A jump target is a question, or a group (its first question in the walk order). */
  private jumpTarget(toQuId: string | null | undefined): number | undefined {
    if (!toQuId) return undefined;
    const question = this.questionIndex.get(toQuId);
    if (question !== undefined) return question;
    const group = this.groupIndex.get(toQuId);
    const members = group === undefined ? [] : this.groups[group]!.members;
    return members.length > 0 ? Math.min(...members) : undefined;
  }

  /**
   * Group logic is the group's groupBeforLogics followed by the quGroupLogics of its questions (designer
   * order). A quGroupLogics record whose toQuId names a group governs that group; otherwise its own question's.
   */
  private compileGroupLogic(): void {
    const records: LogicRecord[][] = this.groups.map(() => []);
    this.release.groups.forEach((group, position) => {
      records[position]!.push(...group.groupBeforLogics);
    });
    this.release.groups.forEach((group, position) => {
      for (const question of group.questionList) {
        for (const record of question.quGroupLogics) {
          const named = record.toQuId ? this.groupIndex.get(record.toQuId) : undefined;
          records[named ?? position]!.push(record);
        }
      }
    });
    records.forEach((list, position) => {
      this.groups[position]!.logic = this.conditional(list);
    });
  }
}

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let index = from; index < to; index++) result.push(index);
  return result;
}
