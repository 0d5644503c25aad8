import {
  ChooseType,
  DateCode,
  MultiChoiceCode,
  NumberCode,
  parseCode,
  SingleChoiceCode,
  TextCode,
} from '../../../src/core/logic/codes';
import { type ConditionKind, conditionKindOf } from '../../../src/core/logic/kinds';
import type { LogicRecord, Question } from '../../../src/core/model';
import { splitCommaList } from '../../../src/core/model/commaList';
import { isValidTimeValue, type TimeFormat, timeFormatOfQuestion } from '../../../src/core/validation';

/**
 * Whether the engine (src/core/logic: kinds.ts, condition.ts, compare.ts) can run a condition on its source
 * question: the comparison code is one of the source kind's table (codes.ts), and the values it compares with
 * are of that kind. A rule failing here would be compiled into a test that never holds (an unknown code, a
 * bound that is not a number, a date in another format), so the designer is told instead.
 *
 * Returns the first problem: which message, and which field of the record it is about.
 */
export type ComparisonProblem = {
  key:
    | 'design.logic.comparisonInvalid'
    | 'design.logic.valueInvalid'
    | 'design.logic.optionsRequired'
    | 'design.logic.subQuestionRequired';
  field: keyof LogicRecord;
};

type Condition = Pick<
  LogicRecord,
  | 'geLe'
  | 'chooseType'
  | 'anQuItemId'
  | 'anValue'
  | 'minValue'
  | 'maxValue'
  | 'anSubQuId'
  | 'subQuId'
  | 'sortQuItemId'
>;

const codesOf = (table: Record<string, number>) => new Set(Object.values(table));
const SINGLE_CODES = codesOf(SingleChoiceCode);
const MULTI_CODES = codesOf(MultiChoiceCode);
const NUMBER_CODES = codesOf(NumberCode);
const DATE_CODES = codesOf(DateCode);
const TEXT_CODES = codesOf(TextCode);
const PRESENCE_CODES = new Set<number>([TextCode.empty, TextCode.notEmpty]);
const CHOOSE_TYPES = codesOf(ChooseType);
/** Text comparisons that need a text to compare with (empty / not empty do not). */
const TEXT_NEEDS_VALUE = new Set<number>([
  TextCode.equal,
  TextCode.notEqual,
  TextCode.contains,
  TextCode.notContains,
]);

/** Number rules read a rank (sort) or an amount (chip) of one option, or a row's score (rating group). */
const READS_ONE_OPTION = new Set(['SortBox', 'ChipBox']);
const READS_ONE_ROW = new Set(['RateGroupBox']);

export function comparisonProblem(source: Question, condition: Condition): ComparisonProblem | undefined {
  const kind = conditionKindOf(source);
  const code = parseCode(condition.geLe);
  if (condition.geLe !== null && condition.geLe !== undefined && code === undefined) {
    return { key: 'design.logic.comparisonInvalid', field: 'geLe' };
  }
  switch (kind) {
    case 'single':
    case 'multi':
      return choiceProblem(kind, code, condition);
    case 'number':
      return numberProblem(source, code ?? NumberCode.equal, condition);
    case 'date':
      return dateProblem(source, code ?? DateCode.select, condition);
    case 'text':
    case 'presence':
      return textProblem(kind, code, condition);
  }
}

function choiceProblem(
  kind: 'single' | 'multi',
  code: number | undefined,
  condition: Condition,
): ComparisonProblem | undefined {
  const listed = splitCommaList(condition.anQuItemId);
  if (code !== undefined) {
    if (!(kind === 'single' ? SINGLE_CODES : MULTI_CODES).has(code))
      return { key: 'design.logic.comparisonInvalid', field: 'geLe' };
  } else {
    // Older records without geLe: chooseType read as spec 2 §4 "reading two" (codes.ts).
    const chooseType = condition.chooseType ?? undefined;
    if (chooseType !== undefined && !CHOOSE_TYPES.has(chooseType))
      return { key: 'design.logic.comparisonInvalid', field: 'chooseType' };
    // "Exactly these" on a single choice can only hold for one listed option.
    if (kind === 'single' && chooseType === ChooseType.exact && listed.length > 1)
      return { key: 'design.logic.comparisonInvalid', field: 'chooseType' };
  }
  if (listed.length === 0) return { key: 'design.logic.optionsRequired', field: 'anQuItemId' };
  return undefined;
}

function numberProblem(source: Question, code: number, condition: Condition): ComparisonProblem | undefined {
  if (!NUMBER_CODES.has(code)) return { key: 'design.logic.comparisonInvalid', field: 'geLe' };
  if (READS_ONE_OPTION.has(source.elementType)) {
    const itemId = condition.sortQuItemId ?? splitCommaList(condition.anQuItemId)[0];
    if (itemId === undefined) return { key: 'design.logic.optionsRequired', field: 'sortQuItemId' };
  }
  if (READS_ONE_ROW.has(source.elementType) && !(condition.anSubQuId ?? condition.subQuId)) {
    return { key: 'design.logic.subQuestionRequired', field: 'anSubQuId' };
  }
  if (code === NumberCode.between) {
    const min = optionalNumber(condition.minValue);
    const max = optionalNumber(condition.maxValue);
    if (min === 'invalid') return { key: 'design.logic.valueInvalid', field: 'minValue' };
    if (max === 'invalid') return { key: 'design.logic.valueInvalid', field: 'maxValue' };
    if (min === undefined && max === undefined)
      return { key: 'design.logic.valueInvalid', field: 'minValue' };
    if (min !== undefined && max !== undefined && min > max)
      return { key: 'design.logic.valueInvalid', field: 'maxValue' };
    return undefined;
  }
  const value = optionalNumber(condition.anValue);
  if (value === undefined || value === 'invalid')
    return { key: 'design.logic.valueInvalid', field: 'anValue' };
  return undefined;
}

/** A number as the engine parses one (compare.ts parseNumber); blank is absent. */
function optionalNumber(text: string | null | undefined): number | undefined | 'invalid' {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * The engine tells a rule's date format by its length (compare.ts) and compares two values only in the same
 * format, or a day with a month at month precision; a value must therefore be a real value of the answers'
 * format, or a month or a day when the answers are months or days.
 */
function fitsDateFormat(value: string, answers: TimeFormat): boolean {
  const text = value.trim();
  const monthOrDay: TimeFormat[] = ['yyyyMM', 'yyyyMMdd'];
  const formats: TimeFormat[] = monthOrDay.includes(answers) ? monthOrDay : [answers];
  return formats.some((format) => {
    if (format === 'timestamp') return /^\d{9,14}$/.test(text);
    return isValidTimeValue(text, format);
  });
}

function dateProblem(source: Question, code: number, condition: Condition): ComparisonProblem | undefined {
  if (!DATE_CODES.has(code)) return { key: 'design.logic.comparisonInvalid', field: 'geLe' };
  const format = timeFormatOfQuestion(source);
  const given = (text: string | null | undefined) =>
    text !== null && text !== undefined && text.trim() !== '';
  if (code === DateCode.between) {
    if (!given(condition.minValue) && !given(condition.maxValue))
      return { key: 'design.logic.valueInvalid', field: 'minValue' };
    if (given(condition.minValue) && !fitsDateFormat(condition.minValue ?? '', format))
      return { key: 'design.logic.valueInvalid', field: 'minValue' };
    if (given(condition.maxValue) && !fitsDateFormat(condition.maxValue ?? '', format))
      return { key: 'design.logic.valueInvalid', field: 'maxValue' };
    return undefined;
  }
  if (!given(condition.anValue) || !fitsDateFormat(condition.anValue ?? '', format))
    return { key: 'design.logic.valueInvalid', field: 'anValue' };
  return undefined;
}

function textProblem(
  kind: Extract<ConditionKind, 'text' | 'presence'>,
  code: number | undefined,
  condition: Condition,
): ComparisonProblem | undefined {
  // The engine's defaults: text compares "equal", a question without a comparable value "not empty".
  const effective = code ?? (kind === 'text' ? TextCode.equal : TextCode.notEmpty);
  if (!(kind === 'text' ? TEXT_CODES : PRESENCE_CODES).has(effective))
    return { key: 'design.logic.comparisonInvalid', field: 'geLe' };
  if (TEXT_NEEDS_VALUE.has(effective) && (condition.anValue ?? '').trim() === '')
    return { key: 'design.logic.valueInvalid', field: 'anValue' };
  return undefined;
}
