import { parseCode } from '../../core/logic/codes';
import type { LogicRecord } from '../../core/model';
import { splitCommaList } from '../../core/model/commaList';
import { isValidTimeValue } from '../../core/validation';
import { comparisonOf, comparisonsFor, sourcePartOf } from './comparisons';
import type { LogicQuestion } from './logicQuestions';

/**
 * One condition as the dialog edits it: "(or|and) question Q, [row / option], comparison, options or
 * value(s)". Values are kept as typed (text), so a refused save loses nothing; the request is made from the
 * draft only when it is sent.
 */
export type ConditionDraft = {
  /** The stored record changed in place; absent for a new one. */
  id?: string;
  anAnd: 1 | 2;
  anQuId: string | null;
  /** A row of a matrix, rating group or multi-blank. */
  subQuId: string | null;
  /** The option whose rank (sort) or amount (chip) is read. */
  itemId: string | null;
  code: number | null;
  optionIds: string[];
  value: string;
  min: string;
  max: string;
};

export function emptyCondition(anAnd: 1 | 2 = 1): ConditionDraft {
  return {
    anAnd,
    anQuId: null,
    subQuId: null,
    itemId: null,
    code: null,
    optionIds: [],
    value: '',
    min: '',
    max: '',
  };
}

/** A stored record back into the form (editing it). */
export function conditionFromRecord(record: LogicRecord): ConditionDraft {
  const sortItem = record.sortQuItemId ?? null;
  return {
    id: record.id,
    anAnd: record.anAnd === 2 ? 2 : 1,
    anQuId: record.anQuId,
    subQuId: record.anSubQuId ?? record.subQuId ?? null,
    itemId: sortItem,
    code: parseCode(record.geLe) ?? null,
    optionIds: sortItem ? [] : splitCommaList(record.anQuItemId),
    value: record.anValue ?? '',
    min: record.minValue ?? '',
    max: record.maxValue ?? '',
  };
}

/** The draft after another question is picked: its first comparison, nothing else carried over. */
export function withSource(draft: ConditionDraft, source: LogicQuestion): ConditionDraft {
  return {
    ...emptyCondition(draft.anAnd),
    id: draft.id,
    anQuId: source.id,
    code: comparisonsFor(source.kind)[0]?.code ?? null,
  };
}

/** The condition fields of addLogicBefor / addLogic / addLogicBeforGroup (src/core/api/logic.ts). */
export type ConditionFields = {
  id?: string;
  anAnd: 1 | 2;
  anQuId: string;
  anSubQuId: string | null;
  anQuItemId: string | null;
  sortQuItemId: string | null;
  geLe: string;
  anValue: string | null;
  minValue: string | null;
  maxValue: string | null;
};

export type DraftProblem =
  | 'logicEditor.problem.pickQuestion'
  | 'logicEditor.problem.pickComparison'
  | 'logicEditor.problem.pickOptions'
  | 'logicEditor.problem.pickRow'
  | 'logicEditor.problem.pickOption'
  | 'logicEditor.problem.numberValue'
  | 'logicEditor.problem.numberRange'
  | 'logicEditor.problem.dateValue'
  | 'logicEditor.problem.textValue';

/** Which field of the form a problem is about, so the form marks it. */
export type DraftField = 'question' | 'comparison' | 'options' | 'part' | 'value' | 'min' | 'max';

export type ConditionOutcome = { fields: ConditionFields } | { problem: DraftProblem; field: DraftField };

const blank = (text: string) => text.trim() === '';
const numberOrNull = (text: string): number | null | 'invalid' => {
  if (blank(text)) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : 'invalid';
};

/**
 * The request fields of a draft, or the first thing the designer still has to give. The checks are the
 * server's (server/design/logic/comparison.ts) made before sending, so most refusals are met in the form;
 * the server checks again and its refusal is shown too.
 */
export function conditionRequest(draft: ConditionDraft, source: LogicQuestion | undefined): ConditionOutcome {
  if (!draft.anQuId || !source) return { problem: 'logicEditor.problem.pickQuestion', field: 'question' };
  const comparison = comparisonOf(source.kind, draft.code ?? undefined);
  if (!comparison) return { problem: 'logicEditor.problem.pickComparison', field: 'comparison' };
  const part = sourcePartOf(source);
  if (part === 'option' && !draft.itemId) return { problem: 'logicEditor.problem.pickOption', field: 'part' };
  if (part === 'desc' && !draft.subQuId) return { problem: 'logicEditor.problem.pickRow', field: 'part' };
  const fields: ConditionFields = {
    ...(draft.id ? { id: draft.id } : {}),
    anAnd: draft.anAnd,
    anQuId: draft.anQuId,
    anSubQuId: part === 'desc' || part === 'optionalDesc' ? draft.subQuId : null,
    anQuItemId: null,
    sortQuItemId: part === 'option' ? draft.itemId : null,
    geLe: String(comparison.code),
    anValue: null,
    minValue: null,
    maxValue: null,
  };
  switch (comparison.operand) {
    case 'options': {
      const known = new Set(source.options.map((option) => option.id));
      const optionIds = draft.optionIds.filter((id) => known.has(id));
      if (optionIds.length === 0) return { problem: 'logicEditor.problem.pickOptions', field: 'options' };
      return { fields: { ...fields, anQuItemId: optionIds.join(',') } };
    }
    case 'none':
      return { fields };
    case 'value':
      return valueFields(fields, source, draft.value);
    case 'range':
      return rangeFields(fields, source, draft.min, draft.max);
  }
}

function valueFields(fields: ConditionFields, source: LogicQuestion, text: string): ConditionOutcome {
  const value = text.trim();
  if (source.kind === 'number') {
    const number = numberOrNull(value);
    if (number === null || number === 'invalid')
      return { problem: 'logicEditor.problem.numberValue', field: 'value' };
  } else if (source.kind === 'date') {
    if (!isValidTimeValue(value, source.timeFormat))
      return { problem: 'logicEditor.problem.dateValue', field: 'value' };
  } else if (value === '') {
    return { problem: 'logicEditor.problem.textValue', field: 'value' };
  }
  return { fields: { ...fields, anValue: value } };
}

function rangeFields(
  fields: ConditionFields,
  source: LogicQuestion,
  minText: string,
  maxText: string,
): ConditionOutcome {
  const min = minText.trim();
  const max = maxText.trim();
  if (min === '' && max === '') {
    return {
      problem: source.kind === 'date' ? 'logicEditor.problem.dateValue' : 'logicEditor.problem.numberRange',
      field: 'min',
    };
  }
  if (source.kind === 'date') {
    if (min !== '' && !isValidTimeValue(min, source.timeFormat))
      return { problem: 'logicEditor.problem.dateValue', field: 'min' };
    if (max !== '' && !isValidTimeValue(max, source.timeFormat))
      return { problem: 'logicEditor.problem.dateValue', field: 'max' };
    if (min !== '' && max !== '' && Number(min) > Number(max))
      return { problem: 'logicEditor.problem.numberRange', field: 'max' };
  } else {
    const low = numberOrNull(min);
    const high = numberOrNull(max);
    if (low === 'invalid') return { problem: 'logicEditor.problem.numberValue', field: 'min' };
    if (high === 'invalid') return { problem: 'logicEditor.problem.numberValue', field: 'max' };
    if (low !== null && high !== null && low > high)
      return { problem: 'logicEditor.problem.numberRange', field: 'max' };
  }
  return { fields: { ...fields, minValue: min === '' ? null : min, maxValue: max === '' ? null : max } };
}
