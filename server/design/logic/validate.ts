import { assignedValueOf } from '../../../src/core/logic/answerValues';
import { assignLimitProblem } from '../../../src/core/logic/assignLimits';
import { assignKindOf, conditionKindOf, isSingleChoice } from '../../../src/core/logic/kinds';
import type { AnswerRule, Desc, Group, LogicRecord, Question } from '../../../src/core/model';
import { splitCommaList } from '../../../src/core/model/commaList';
import { LogicType } from '../../../src/core/model/constants';
import { isValidTimeValue, timeFormatOfQuestion } from '../../../src/core/validation';
import { valueLimitsOf } from '../../../src/questions/validate';
import { comparisonProblem } from './comparison';
import { logicRefusal } from './refusal';
import type { SurveyIndex } from './survey-index';

/**
 * Who a rule belongs to, and so which questions its condition may read:
 * - a question's before-logic, a sub-question's before-logic and an option filter decide whether something of
 *   the owner shows, so they read questions strictly before the owner (reading the owner itself would make
 *   it depend on its own answer);
 * - a question's answer logic (jump, end, auto-select, auto-assign) acts once the question is answered, so it
 *   reads the owner itself or questions before it;
 * - a group's logic decides whether the whole group shows, so it reads questions of earlier groups.
 * No condition reads a later question: the respondent has not seen it when the rule must be decided.
 */
export type LogicOwner =
  | { kind: 'before'; question: Question }
  | { kind: 'descBefore'; question: Question; desc: Desc }
  | { kind: 'answer'; question: Question }
  | { kind: 'group'; group: Group };

/** Families whose values come from level data, not from their option list: their ids are not checked. */
const LEVEL_DATA = new Set(['SelectBox', 'JilianBox', 'ChengShiBox']);

function ownerLabel(index: SurveyIndex, owner: LogicOwner): string {
  return owner.kind === 'group' ? index.groupLabel(owner.group) : index.label(owner.question);
}

/** What a refusal's data lists for the owner: a question's number, a group's letter. */
function ownerNumber(index: SurveyIndex, owner: LogicOwner): string {
  return owner.kind === 'group' ? index.groupNumber(owner.group) : index.label(owner.question);
}

function missingIds(ids: readonly string[], known: readonly { id: string }[]): boolean {
  const set = new Set(known.map((item) => item.id));
  return ids.some((id) => !set.has(id));
}

/** The condition half of a record: source exists, is readable from the owner, and the comparison fits it. */
export function checkCondition(index: SurveyIndex, owner: LogicOwner, record: LogicRecord): void {
  const ownerName = ownerLabel(index, owner);
  const source = index.question(record.anQuId);
  if (!source) {
    throw logicRefusal('design.logic.unknownQuestion', 'anQuId', { owner: ownerName }, [
      ownerNumber(index, owner),
    ]);
  }
  checkReadable(index, owner, source, 'anQuId');
  const sourceName = index.label(source);
  const names = [ownerNumber(index, owner), sourceName];
  const params = { owner: ownerName, question: sourceName };
  for (const field of ['anSubQuId', 'subQuId'] as const) {
    const descId = record[field];
    if (descId && !source.descList.some((desc) => desc.id === descId))
      throw logicRefusal('design.logic.unknownSubQuestion', field, params, names);
  }
  if (!LEVEL_DATA.has(source.elementType)) {
    for (const field of ['anQuItemId', 'sortQuItemId'] as const) {
      if (missingIds(splitCommaList(record[field]), source.optionList))
        throw logicRefusal('design.logic.unknownOption', field, params, names);
    }
  }
  const problem = comparisonProblem(source, record);
  if (problem) throw logicRefusal(problem.key, problem.field, params, names);
}

/** Whether `owner` may read `source` (see LogicOwner); refused with the numbers of both. */
function checkReadable(index: SurveyIndex, owner: LogicOwner, source: Question, field: string): void {
  const ownerName = ownerLabel(index, owner);
  const sourceName = index.label(source);
  const params = { owner: ownerName, question: sourceName };
  const names = [ownerNumber(index, owner), sourceName];
  const sourceAt = index.position(source.id) ?? -1;
  if (owner.kind === 'group') {
    if (source.groupId === owner.group.id)
      throw logicRefusal('design.logic.groupReadsItself', field, params, names);
    const sourceGroupAt = index.groupPosition(source.groupId) ?? -1;
    if (sourceGroupAt > (index.groupPosition(owner.group.id) ?? -1))
      throw logicRefusal('design.logic.groupConditionNotBefore', field, params, names);
    return;
  }
  const ownerAt = index.position(owner.question.id) ?? -1;
  if (source.id === owner.question.id) {
    if (owner.kind === 'answer') return;
    throw logicRefusal('design.logic.selfCondition', field, params, [sourceName]);
  }
  if (sourceAt > ownerAt) throw logicRefusal('design.logic.conditionNotBefore', field, params, names);
}

/**
 * The action half of an answer-logic record. Jumps go forward to a question or a group (its first question)
 * after the owner; an end has no target; auto-select and auto-assign name a question other than the owner
 * and a value the engine can put into it (answerValues.ts assignedValueOf), with ids of that question.
 */
export function checkAction(index: SurveyIndex, owner: Question, record: LogicRecord): void {
  const ownerName = index.label(owner);
  const logicType = record.logicType;
  if (logicType === LogicType.end) return;
  if (!record.toQuId)
    throw logicRefusal('design.logic.targetRequired', 'toQuId', { owner: ownerName }, [ownerName]);
  if (record.toQuId === owner.id) {
    throw logicRefusal('design.logic.targetSelf', 'toQuId', { owner: ownerName }, [ownerName]);
  }
  if (logicType === LogicType.jump) {
    checkJumpTarget(index, owner, record.toQuId);
    return;
  }
  const target = index.question(record.toQuId);
  if (!target) throw logicRefusal('design.logic.unknownTarget', 'toQuId', { owner: ownerName }, [ownerName]);
  const targetName = index.label(target);
  const params = { owner: ownerName, question: targetName };
  const names = [ownerName, targetName];
  const kind = assignKindOf(target);
  if (logicType === LogicType.autoSelect && kind !== 'choice' && kind !== 'regions' && kind !== 'matrix')
    throw logicRefusal('design.logic.targetNotSelectable', 'toQuId', params, names);
  if (record.toSubQuId && !target.descList.some((desc) => desc.id === record.toSubQuId))
    throw logicRefusal('design.logic.unknownSubQuestion', 'toSubQuId', params, names);
  const choiceTarget = kind === 'choice' || kind === 'regions' || kind === 'matrix';
  if (choiceTarget && !LEVEL_DATA.has(target.elementType)) {
    // A choice target's value is option ids: toQuItemId, or toQuValue for an auto-assign that sends only that.
    const itemsInValue = kind !== 'matrix' && !record.toQuItemId && logicType === LogicType.autoAssign;
    const itemField = itemsInValue ? 'toQuValue' : 'toQuItemId';
    for (const field of [itemField, 'toSubQuItemId'] as const) {
      if (missingIds(splitCommaList(record[field]), target.optionList))
        throw logicRefusal('design.logic.unknownOption', field, params, names);
    }
  }
  const value = assignedValueOf(record, kind, isSingleChoice(target));
  const timeFits = value?.kind !== 'time' || isValidTimeValue(value.value, timeFormatOfQuestion(target));
  if (!value || !timeFits) {
    throw logicRefusal(
      'design.logic.assignValueInvalid',
      choiceTarget ? 'toQuItemId' : 'toQuValue',
      params,
      names,
    );
  }
  const outside = assignLimitProblem(target, value, valueLimitsOf(target));
  if (outside) throw logicRefusal(outside.key, 'toQuValue', { ...params, ...outside.params }, names);
}

function checkJumpTarget(index: SurveyIndex, owner: Question, toQuId: string): void {
  const ownerName = index.label(owner);
  const question = index.question(toQuId);
  const group = question ? undefined : index.group(toQuId);
  const first = group?.questionList[0];
  const target = question ?? first;
  if (!target) throw logicRefusal('design.logic.unknownTarget', 'toQuId', { owner: ownerName }, [ownerName]);
  if ((index.position(target.id) ?? -1) <= (index.position(owner.id) ?? -1)) {
    const targetName = question ? index.label(question) : index.groupLabel(group as Group);
    const targetNumber = question ? targetName : index.groupNumber(group as Group);
    throw logicRefusal('design.logic.jumpNotForward', 'toQuId', { owner: ownerName, question: targetName }, [
      ownerName,
      targetNumber,
    ]);
  }
}

/**
 * An option filter of `owner`: the question it follows is an earlier one, the options named exist on both
 * sides, and a named option of the followed question is a choice the engine can read (chosenIds).
 */
export function checkAnswerRule(index: SurveyIndex, owner: Question, rule: AnswerRule): void {
  const ownerName = index.label(owner);
  if (owner.optionList.length === 0)
    throw logicRefusal('design.logic.filterNeedsOptions', 'quId', { owner: ownerName }, [ownerName]);
  const source = index.question(rule.refQuId);
  if (!source)
    throw logicRefusal('design.logic.unknownQuestion', 'refQuId', { owner: ownerName }, [ownerName]);
  checkReadable(index, { kind: 'before', question: owner }, source, 'refQuId');
  const sourceName = index.label(source);
  const params = { owner: ownerName, question: sourceName };
  if (rule.optionId && !owner.optionList.some((option) => option.id === rule.optionId))
    throw logicRefusal('design.logic.unknownOption', 'optionId', { owner: ownerName, question: ownerName }, [
      ownerName,
    ]);
  if (!rule.refOptionId) return;
  const kind = conditionKindOf(source);
  if (kind !== 'single' && kind !== 'multi')
    throw logicRefusal('design.logic.comparisonInvalid', 'refOptionId', params, [ownerName, sourceName]);
  if (
    !LEVEL_DATA.has(source.elementType) &&
    !source.optionList.some((option) => option.id === rule.refOptionId)
  )
    throw logicRefusal('design.logic.unknownOption', 'refOptionId', params, [ownerName, sourceName]);
}
