import type { AnswerValue, LogicRecord } from '../model';
import { splitCommaList } from '../model/commaList';
import { LogicType } from '../model/constants';
import type { AssignKind } from './kinds';

/**
 * The value an auto-select (3) or auto-assign (4) record puts into its target, typed for the target: option
 * ids for choice targets (from toQuItemId, or toQuValue when only that is set), numbers for number, age and
 * rating, digit strings for time and date, text otherwise. Sub-question targets (matrix rows, blanks, rating
 * rows) use toSubQuId, and toSubQuItemId for the matrix columns. Returns undefined when the record cannot
 * produce a valid value for its target (the build reports it).
 */
export function assignedValueOf(
  record: Pick<LogicRecord, 'logicType' | 'toQuItemId' | 'toQuValue' | 'toSubQuId' | 'toSubQuItemId'>,
  kind: AssignKind,
  single: boolean,
): AnswerValue | undefined {
  const itemIds = splitCommaList(
    record.toQuItemId ?? (record.logicType === LogicType.autoSelect ? null : record.toQuValue),
  );
  const text = record.toQuValue ?? '';
  const subId = record.toSubQuId ?? undefined;
  switch (kind) {
    case 'choice':
      if (itemIds.length === 0) return undefined;
      return { kind: 'choice', optionIds: single ? itemIds.slice(0, 1) : itemIds, otherText: {} };
    case 'regions':
      return itemIds.length === 0 ? undefined : { kind: 'regions', optionIds: itemIds };
    case 'matrix': {
      const columns = splitCommaList(record.toSubQuItemId ?? record.toQuItemId);
      if (subId === undefined || columns.length === 0) return undefined;
      return { kind: 'matrix', rows: { [subId]: columns }, otherText: {} };
    }
    case 'number': {
      const value = Number(text);
      return text.trim() === '' || !Number.isFinite(value) ? undefined : { kind: 'number', value };
    }
    case 'scores': {
      const value = Number(text);
      if (subId === undefined || text.trim() === '' || !Number.isFinite(value)) return undefined;
      return { kind: 'scores', values: { [subId]: value } };
    }
    case 'time':
      return /^\d{4,14}$/.test(text.trim()) ? { kind: 'time', value: text.trim() } : undefined;
    case 'blanks':
      return subId === undefined ? undefined : { kind: 'blanks', values: { [subId]: text } };
    case 'text':
      return { kind: 'text', text };
  }
}

/**
 * Several assignments firing on one target merge in rule order: choices add up (a single choice keeps the
 * last), rows and blanks merge key by key (the later rule wins a key), plain values take the later rule's.
 */
export function mergeAssigned(earlier: AnswerValue, later: AnswerValue, single: boolean): AnswerValue {
  if (earlier.kind === 'choice' && later.kind === 'choice') {
    if (single) return later;
    return { kind: 'choice', optionIds: unique([...earlier.optionIds, ...later.optionIds]), otherText: {} };
  }
  if (earlier.kind === 'regions' && later.kind === 'regions') {
    return { kind: 'regions', optionIds: unique([...earlier.optionIds, ...later.optionIds]) };
  }
  if (earlier.kind === 'matrix' && later.kind === 'matrix') {
    return { kind: 'matrix', rows: { ...earlier.rows, ...later.rows }, otherText: {} };
  }
  if (earlier.kind === 'blanks' && later.kind === 'blanks') {
    return { kind: 'blanks', values: { ...earlier.values, ...later.values } };
  }
  if (earlier.kind === 'scores' && later.kind === 'scores') {
    return { kind: 'scores', values: { ...earlier.values, ...later.values } };
  }
  return later;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Removes what logic hid from an answer: options hidden by option filters and sub-questions hidden by their
 * before-logic are not part of the answer any more (a respondent cannot have chosen what is not shown).
 * Returns the same object when nothing was removed, so unchanged answers compare by reference.
 */
export function withoutHidden(
  answer: AnswerValue,
  hiddenOptions: ReadonlySet<string> | undefined,
  hiddenDescs: ReadonlySet<string> | undefined,
): AnswerValue {
  const options = hiddenOptions && hiddenOptions.size > 0 ? hiddenOptions : undefined;
  const descs = hiddenDescs && hiddenDescs.size > 0 ? hiddenDescs : undefined;
  if (!options && !descs) return answer;
  switch (answer.kind) {
    case 'choice':
    case 'regions': {
      if (!options || !answer.optionIds.some((id) => options.has(id))) return answer;
      const optionIds = answer.optionIds.filter((id) => !options.has(id));
      return answer.kind === 'choice'
        ? { ...answer, optionIds, otherText: keep(answer.otherText, (id) => !options.has(id)) }
        : { ...answer, optionIds };
    }
    case 'matrix': {
      const rows: Record<string, string[]> = {};
      let changed = false;
      for (const [rowId, columns] of Object.entries(answer.rows)) {
        if (descs?.has(rowId)) {
          changed = true;
          continue;
        }
        const kept = options ? columns.filter((id) => !options.has(id)) : columns;
        changed ||= kept.length !== columns.length;
        rows[rowId] = kept;
      }
      return changed ? { ...answer, rows } : answer;
    }
    case 'blanks':
      return descs ? filterRecord(answer, answer.values, descs, (values) => ({ ...answer, values })) : answer;
    case 'scores':
      return descs ? filterRecord(answer, answer.values, descs, (values) => ({ ...answer, values })) : answer;
    case 'chip':
      return options
        ? filterRecord(answer, answer.amounts, options, (amounts) => ({ ...answer, amounts }))
        : answer;
    case 'sort':
      // The ranks left close up (1, 3 → 1, 2): a ranking never has gaps.
      return options
        ? filterRecord(answer, answer.ranks, options, (ranks) => ({ ...answer, ranks: closeUp(ranks) }))
        : answer;
    default:
      return answer;
  }
}

function closeUp(ranks: Record<string, number>): Record<string, number> {
  const ordered = Object.entries(ranks).sort(([, left], [, right]) => left - right);
  return Object.fromEntries(ordered.map(([id], index) => [id, index + 1]));
}

function keep<T>(record: Record<string, T>, predicate: (key: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => predicate(key)));
}

function filterRecord<T, A extends AnswerValue>(
  answer: A,
  record: Record<string, T>,
  hidden: ReadonlySet<string>,
  rebuild: (record: Record<string, T>) => A,
): A {
  if (!Object.keys(record).some((key) => hidden.has(key))) return answer;
  return rebuild(keep(record, (key) => !hidden.has(key)));
}

/** Structural equality of two answers (plain JSON data). */
export function sameAnswer(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  for (const key of leftKeys) {
    if (!sameAnswer((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
