import { assignedValueOf } from '../../core/logic/answerValues';
import { type AssignLimitKey, assignLimitProblem } from '../../core/logic/assignLimits';
import type { LogicRecord } from '../../core/model';
import { splitCommaList } from '../../core/model/commaList';
import { LogicType } from '../../core/model/constants';
import { isValidTimeValue } from '../../core/validation';
import { valueLimitsOf } from '../../questions/validate';
import type { ConditionFields } from './conditionDraft';
import { isChoiceTarget, type LogicQuestion, needsTargetDesc } from './logicQuestions';

/**
 * What an answer-logic rule does once its condition holds (spec 1 §5 "Logic action types"): 1 jump to a later
 * question, 2 end the survey, 3 select options of a later question, 4 give a later question a value.
 */
export type ActionDraft = {
  logicType: 1 | 2 | 3 | 4;
  toQuId: string | null;
  /** Options selected or assigned (choice targets), or a matrix row's columns. */
  toItemIds: string[];
  /** The row of a matrix, the blank of a multi-blank, the row of a rating group. */
  toSubQuId: string | null;
  toValue: string;
};

export function emptyAction(): ActionDraft {
  return { logicType: LogicType.jump, toQuId: null, toItemIds: [], toSubQuId: null, toValue: '' };
}

export function actionFromRecord(record: LogicRecord): ActionDraft {
  const logicType = (record.logicType ?? LogicType.jump) as ActionDraft['logicType'];
  const items = record.toSubQuItemId ?? record.toQuItemId;
  return {
    logicType,
    toQuId: record.toQuId ?? null,
    toItemIds: splitCommaList(items),
    toSubQuId: record.toSubQuId ?? null,
    toValue: record.toQuValue ?? '',
  };
}

export type ActionFields = {
  logicType: 1 | 2 | 3 | 4;
  toQuId: string | null;
  toQuItemId: string | null;
  toQuValue: string | null;
  toSubQuId: string | null;
  toSubQuItemId: string | null;
};

export type ActionProblem =
  | AssignLimitKey
  | 'logicEditor.problem.pickTarget'
  | 'logicEditor.problem.pickTargetOptions'
  | 'logicEditor.problem.pickTargetRow'
  | 'logicEditor.problem.assignValue'
  | 'logicEditor.problem.assignNumber'
  | 'logicEditor.problem.assignDate';

/** A problem's message parameters: the owner and target by number, and the range or length it breaks. */
export type ActionOutcome =
  | { fields: ActionFields }
  | { problem: ActionProblem; params?: Record<string, string> };

const NO_TARGET: ActionFields = {
  logicType: LogicType.end,
  toQuId: null,
  toQuItemId: null,
  toQuValue: null,
  toSubQuId: null,
  toSubQuItemId: null,
};

/**
 * The action fields of addLogic, or what is still missing. The value of an auto-assign takes the target's
 * kind of answer (src/core/logic/answerValues.ts assignedValueOf): options for choices, a row and its columns
 * for a matrix, a number, a date or time in the question's format, a blank's or a rating row's value.
 */
export function actionRequest(
  draft: ActionDraft,
  target: LogicQuestion | undefined,
  owner?: Pick<LogicQuestion, 'id' | 'number'>,
): ActionOutcome {
  if (draft.logicType === LogicType.end) return { fields: NO_TARGET };
  if (!draft.toQuId || !target) return { problem: 'logicEditor.problem.pickTarget' };
  const base: ActionFields = { ...NO_TARGET, logicType: draft.logicType, toQuId: draft.toQuId };
  if (draft.logicType === LogicType.jump) return { fields: base };
  const subQuId = needsTargetDesc(target) ? draft.toSubQuId : null;
  if (needsTargetDesc(target) && !target.descs.some((desc) => desc.id === subQuId))
    return { problem: 'logicEditor.problem.pickTargetRow' };
  if (isChoiceTarget(target)) {
    const known = new Set(target.options.map((option) => option.id));
    const items = draft.toItemIds.filter((id) => known.has(id));
    if (items.length === 0) return { problem: 'logicEditor.problem.pickTargetOptions' };
    // A single choice keeps one option (the engine would keep the first).
    const kept = target.kind === 'single' && target.assignKind === 'choice' ? items.slice(0, 1) : items;
    if (target.assignKind === 'matrix')
      return { fields: { ...base, toSubQuId: subQuId, toSubQuItemId: kept.join(',') } };
    return { fields: { ...base, toQuItemId: kept.join(',') } };
  }
  // Auto-select needs options; only choice targets are offered for it.
  if (draft.logicType === LogicType.autoSelect) return { problem: 'logicEditor.problem.pickTarget' };
  const value = draft.toValue.trim();
  switch (target.assignKind) {
    case 'number':
    case 'scores':
      if (value === '' || !Number.isFinite(Number(value)))
        return { problem: 'logicEditor.problem.assignNumber' };
      break;
    case 'time':
      if (!isValidTimeValue(value, target.timeFormat)) return { problem: 'logicEditor.problem.assignDate' };
      break;
    default:
      if (value === '') return { problem: 'logicEditor.problem.assignValue' };
  }
  const fields = { ...base, toSubQuId: subQuId, toQuValue: value };
  // The server's rule on what the target takes (its range, its longest text), checked first with its message.
  const assigned = assignedValueOf(fields, target.assignKind, false);
  const outside = assigned && assignLimitProblem(target.question, assigned, valueLimitsOf(target.question));
  if (outside) {
    const numberOf = (question: Pick<LogicQuestion, 'id' | 'number'>) => question.number ?? question.id;
    const params = { owner: owner ? numberOf(owner) : '', question: numberOf(target), ...outside.params };
    return { problem: outside.key, params };
  }
  return { fields };
}

/** Whether two rules do the same thing: the engine joins such rules' conditions into one (compile.ts). */
export function sameAction(left: ActionFields, right: Pick<LogicRecord, keyof ActionFields>): boolean {
  return (
    left.logicType === right.logicType &&
    (left.toQuId ?? null) === (right.toQuId ?? null) &&
    (left.toQuItemId ?? null) === (right.toQuItemId ?? null) &&
    (left.toQuValue ?? null) === (right.toQuValue ?? null) &&
    (left.toSubQuId ?? null) === (right.toSubQuId ?? null) &&
    (left.toSubQuItemId ?? null) === (right.toSubQuItemId ?? null)
  );
}

/** A stored record's action fields, for comparing it with the others. */
export function actionFieldsOf(record: LogicRecord): ActionFields {
  return {
    logicType: (record.logicType ?? LogicType.jump) as ActionFields['logicType'],
    toQuId: record.toQuId ?? null,
    toQuItemId: record.toQuItemId ?? null,
    toQuValue: record.toQuValue ?? null,
    toSubQuId: record.toSubQuId ?? null,
    toSubQuItemId: record.toSubQuItemId ?? null,
  };
}

/** addLogic's body: the owner, one condition, one action. */
export function answerLogicBody(quId: string, condition: ConditionFields, action: ActionFields) {
  return { quId, ...condition, ...action };
}
