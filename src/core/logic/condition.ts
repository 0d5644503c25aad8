import type { AnswerValue, LogicRecord } from '../model';
import { splitCommaList } from '../model/commaList';
import { Combine } from '../model/constants';
import {
  DateCode,
  MultiChoiceCode,
  multiCodeForChooseType,
  NumberCode,
  parseCode,
  SingleChoiceCode,
  TextCode,
} from './codes';
import { compareDate, compareMultiChoice, compareNumber, compareSingleChoice, compareText } from './compare';
import { chosenIds, dateOf, numberOf, type Pointer, textOf } from './extract';
import type { ConditionKind } from './kinds';

/** A compiled record: which question it reads, how it joins the previous term, and its test. */
export interface Term {
  readonly recordId: string;
  readonly sourceQuestionId: string;
  /** How this term joins the terms before it (the first term's value is ignored): 1 or, 2 and. */
  readonly combine: 1 | 2;
  /** `answer` is the source's effective answer: undefined when unanswered or hidden. */
  readonly test: (answer: AnswerValue | undefined) => boolean;
}

/**
 * Compiles one logic record for a source question of the given kind.
 *
 * Unanswered (or hidden, which counts as unanswered) sources make every comparison false, negative ones
 * included: "not select a" does not hold before the question is answered, so nothing fires until the
 * respondent has said something. The one exception is the text/presence code "empty", which exists to test
 * exactly that.
 */
export function compileTerm(record: LogicRecord, kind: ConditionKind): Term {
  const pointer: Pointer = {
    subId: record.anSubQuId ?? record.subQuId ?? undefined,
    itemId: record.sortQuItemId ?? splitCommaList(record.anQuItemId)[0],
  };
  return {
    recordId: record.id,
    sourceQuestionId: record.anQuId,
    combine: record.anAnd === Combine.and ? 2 : 1,
    test: testFor(record, kind, pointer),
  };
}

function testFor(record: LogicRecord, kind: ConditionKind, pointer: Pointer): Term['test'] {
  const code = parseCode(record.geLe);
  const bounds = { value: record.anValue, min: record.minValue, max: record.maxValue };
  switch (kind) {
    case 'single':
    case 'multi': {
      const listed = splitCommaList(record.anQuItemId);
      const choiceCode = code ?? choiceCodeFromChooseType(kind, parseCode(record.chooseType), listed.length);
      const compare = kind === 'single' ? compareSingleChoice : compareMultiChoice;
      return (answer) => {
        const chosen = answer && chosenIds(answer, pointer);
        return chosen !== undefined && chosen.length > 0 && compare(choiceCode, chosen, listed);
      };
    }
    case 'number': {
      const numberCode = code ?? NumberCode.equal;
      return (answer) => {
        const value = answer && numberOf(answer, pointer);
        return value !== undefined && compareNumber(numberCode, value, bounds);
      };
    }
    case 'date': {
      const dateCode = code ?? DateCode.select;
      return (answer) => {
        const value = answer && dateOf(answer);
        return value !== undefined && value !== '' && compareDate(dateCode, value, bounds);
      };
    }
    case 'text': {
      const textCode = code ?? TextCode.equal;
      return (answer) => compareText(textCode, answer && textOf(answer, pointer), record.anValue);
    }
    case 'presence': {
      const presenceCode = code ?? TextCode.notEmpty;
      return (answer) => compareText(presenceCode, answer ? 'answered' : undefined, record.anValue);
    }
  }
}

/**
 * Choice records without geLe fall back to chooseType, read as spec 2 §4 "reading two" (see codes.ts):
 * 1 any listed option, 2 none of them, 3 exactly them. On a single choice "exactly" is "select" when one
 * option is listed and can never hold when several are.
 */
function choiceCodeFromChooseType(
  kind: 'single' | 'multi',
  chooseType: number | undefined,
  listed: number,
): number {
  const multiCode = multiCodeForChooseType(chooseType);
  if (kind === 'multi') return multiCode;
  if (multiCode === MultiChoiceCode.notContains) return SingleChoiceCode.notSelect;
  if (multiCode === MultiChoiceCode.onlySelect && listed > 1) return 0;
  return SingleChoiceCode.select;
}

/**
 * Combines terms left to right, each with its own operator: t0 op1 t1 op2 t2 … = ((t0 op1 t1) op2 t2) …,
 * which is how a designer reads a list of conditions each joined to the one above by "or" or "and".
 * An empty list holds.
 */
export function evaluateTerms<T extends Term>(
  terms: readonly T[],
  answerOf: (term: T) => AnswerValue | undefined,
): boolean {
  let result = true;
  for (let index = 0; index < terms.length; index++) {
    const term = terms[index]!;
    if (index === 0) {
      result = term.test(answerOf(term));
    } else if (term.combine === 2) {
      result = result && term.test(answerOf(term));
    } else {
      result = result || term.test(answerOf(term));
    }
  }
  return result;
}
