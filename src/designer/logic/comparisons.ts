import { DateCode, MultiChoiceCode, NumberCode, SingleChoiceCode, TextCode } from '../../core/logic/codes';
import type { ConditionKind } from '../../core/logic/kinds';
import type { LogicQuestion } from './logicQuestions';

/**
 * The comparisons each kind of answer offers (spec 1 §9 "Choice comparison lists"), with the geLe codes of
 * src/core/logic/codes.ts and what the designer must give for each: options, one value, a range, or nothing.
 */
export type Operand = 'options' | 'value' | 'range' | 'none';
export type Comparison = { code: number; labelKey: ComparisonLabelKey; operand: Operand };

export type ComparisonLabelKey =
  | 'logicEditor.cmp.select'
  | 'logicEditor.cmp.notSelect'
  | 'logicEditor.cmp.onlySelect'
  | 'logicEditor.cmp.onlyNot'
  | 'logicEditor.cmp.allOf'
  | 'logicEditor.cmp.notAllOf'
  | 'logicEditor.cmp.anyOf'
  | 'logicEditor.cmp.noneOf'
  | 'logicEditor.cmp.equal'
  | 'logicEditor.cmp.between'
  | 'logicEditor.cmp.less'
  | 'logicEditor.cmp.atMost'
  | 'logicEditor.cmp.greater'
  | 'logicEditor.cmp.atLeast'
  | 'logicEditor.cmp.dateSelect'
  | 'logicEditor.cmp.later'
  | 'logicEditor.cmp.laterOrSame'
  | 'logicEditor.cmp.earlier'
  | 'logicEditor.cmp.earlierOrSame'
  | 'logicEditor.cmp.textEqual'
  | 'logicEditor.cmp.textNotEqual'
  | 'logicEditor.cmp.contains'
  | 'logicEditor.cmp.notContains'
  | 'logicEditor.cmp.empty'
  | 'logicEditor.cmp.notEmpty';

const COMPARISONS: Record<ConditionKind, readonly Comparison[]> = {
  single: [
    { code: SingleChoiceCode.select, labelKey: 'logicEditor.cmp.select', operand: 'options' },
    { code: SingleChoiceCode.notSelect, labelKey: 'logicEditor.cmp.notSelect', operand: 'options' },
  ],
  multi: [
    { code: MultiChoiceCode.onlySelect, labelKey: 'logicEditor.cmp.onlySelect', operand: 'options' },
    { code: MultiChoiceCode.onlyNot, labelKey: 'logicEditor.cmp.onlyNot', operand: 'options' },
    { code: MultiChoiceCode.select, labelKey: 'logicEditor.cmp.allOf', operand: 'options' },
    { code: MultiChoiceCode.not, labelKey: 'logicEditor.cmp.notAllOf', operand: 'options' },
    { code: MultiChoiceCode.contains, labelKey: 'logicEditor.cmp.anyOf', operand: 'options' },
    { code: MultiChoiceCode.notContains, labelKey: 'logicEditor.cmp.noneOf', operand: 'options' },
  ],
  number: [
    { code: NumberCode.equal, labelKey: 'logicEditor.cmp.equal', operand: 'value' },
    { code: NumberCode.between, labelKey: 'logicEditor.cmp.between', operand: 'range' },
    { code: NumberCode.less, labelKey: 'logicEditor.cmp.less', operand: 'value' },
    { code: NumberCode.atMost, labelKey: 'logicEditor.cmp.atMost', operand: 'value' },
    { code: NumberCode.greater, labelKey: 'logicEditor.cmp.greater', operand: 'value' },
    { code: NumberCode.atLeast, labelKey: 'logicEditor.cmp.atLeast', operand: 'value' },
  ],
  date: [
    { code: DateCode.select, labelKey: 'logicEditor.cmp.dateSelect', operand: 'value' },
    { code: DateCode.between, labelKey: 'logicEditor.cmp.between', operand: 'range' },
    { code: DateCode.later, labelKey: 'logicEditor.cmp.later', operand: 'value' },
    { code: DateCode.laterOrSame, labelKey: 'logicEditor.cmp.laterOrSame', operand: 'value' },
    { code: DateCode.earlier, labelKey: 'logicEditor.cmp.earlier', operand: 'value' },
    { code: DateCode.earlierOrSame, labelKey: 'logicEditor.cmp.earlierOrSame', operand: 'value' },
  ],
  text: [
    { code: TextCode.equal, labelKey: 'logicEditor.cmp.textEqual', operand: 'value' },
    { code: TextCode.notEqual, labelKey: 'logicEditor.cmp.textNotEqual', operand: 'value' },
    { code: TextCode.contains, labelKey: 'logicEditor.cmp.contains', operand: 'value' },
    { code: TextCode.notContains, labelKey: 'logicEditor.cmp.notContains', operand: 'value' },
    { code: TextCode.empty, labelKey: 'logicEditor.cmp.empty', operand: 'none' },
    { code: TextCode.notEmpty, labelKey: 'logicEditor.cmp.notEmpty', operand: 'none' },
  ],
  presence: [
    { code: TextCode.notEmpty, labelKey: 'logicEditor.cmp.notEmpty', operand: 'none' },
    { code: TextCode.empty, labelKey: 'logicEditor.cmp.empty', operand: 'none' },
  ],
};

export function comparisonsFor(kind: ConditionKind): readonly Comparison[] {
  return COMPARISONS[kind];
}

export function comparisonOf(kind: ConditionKind, code: number | undefined): Comparison | undefined {
  return COMPARISONS[kind].find((comparison) => comparison.code === code);
}

/**
 * Which part of the source a number rule reads besides the answer itself: a sort or chip question is read
 * one option at a time (its rank, its amount), a rating group one row at a time (src/core/logic/extract.ts).
 * A matrix or a multi-blank may be narrowed to one row; other questions are read whole.
 */
export type SourcePart = 'option' | 'desc' | 'optionalDesc' | 'none';

export function sourcePartOf(source: Pick<LogicQuestion, 'elementType' | 'kind' | 'descs'>): SourcePart {
  if (source.elementType === 'SortBox' || source.elementType === 'ChipBox') return 'option';
  if (source.elementType === 'RateGroupBox') return 'desc';
  if (
    source.descs.length > 0 &&
    (source.kind === 'single' || source.kind === 'multi' || source.kind === 'text')
  )
    return 'optionalDesc';
  return 'none';
}
