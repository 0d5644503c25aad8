import type { AnswerValue, Question } from '../model';
import { splitCommaList } from '../model/commaList';
import { isSignedDecimal, plainText } from '../text';
import type { AnswerContext, DesignContext } from './context';
import { issue, type ValidationIssue } from './issue';

/** answerRangeType codes (spec 1 §9): 1 or 01 equal, 2 less, 3 less-or-equal, 4 greater, 5 greater-or-equal. */
const COMPARISONS = {
  1: { key: 'core.answer.mustEqual', holds: (a: number, b: number) => a === b },
  2: { key: 'core.answer.mustLess', holds: (a: number, b: number) => a < b },
  3: { key: 'core.answer.mustLessEqual', holds: (a: number, b: number) => a <= b },
  4: { key: 'core.answer.mustGreater', holds: (a: number, b: number) => a > b },
  5: { key: 'core.answer.mustGreaterEqual', holds: (a: number, b: number) => a >= b },
} as const;

/**
 * rangeTargetId names the question compared with and, optionally, one of its options (or rows):
 * "questionId" or "questionId,itemId". Decision: the spec does not show how the option is attached; a comma
 * list matches how the spec sends every other id list.
 */
export function parseRangeTarget(rangeTargetId: string | null | undefined) {
  const [questionId, itemId] = splitCommaList(rangeTargetId);
  return questionId ? { questionId, itemId } : undefined;
}

/**
 * The number an answer offers to a comparison: a number or score, a time value (same format compares), one
 * option's chip amount or one row's score when an item is named (the total or nothing otherwise), a text
 * that is a number. Choices have no magnitude and are not compared.
 */
export function comparableValue(answer: AnswerValue | undefined, itemId?: string): number | undefined {
  if (!answer) return undefined;
  switch (answer.kind) {
    case 'number':
      return answer.value;
    case 'time':
      return Number(answer.value);
    case 'chip':
      return itemId
        ? answer.amounts[itemId]
        : Object.values(answer.amounts).reduce((sum, amount) => sum + amount, 0);
    case 'scores':
      return itemId ? answer.values[itemId] : undefined;
    case 'text':
      return isSignedDecimal(answer.text.trim()) ? Number(answer.text) : undefined;
    case 'blanks': {
      const text = itemId ? answer.values[itemId] : undefined;
      return text !== undefined && isSignedDecimal(text.trim()) ? Number(text) : undefined;
    }
    default:
      return undefined;
  }
}

function itemName(target: Question, itemId: string | undefined): string {
  if (!itemId) return '';
  const item =
    target.optionList.find((option) => option.id === itemId) ??
    target.descList.find((desc) => desc.id === itemId);
  return item ? ` ${item.optionName}` : '';
}

/**
 * Cross-question comparison (answerValidInd 1, spec 2 §5). When the target is unanswered (or hidden, so
 * absent from the answers) there is nothing to compare with and the answer passes: the respondent cannot
 * be asked to satisfy a comparison they cannot see.
 */
export function compareIssues(
  question: Question,
  ownValue: number,
  context: AnswerContext,
  show: (value: number) => string = String,
): ValidationIssue[] {
  const config = question.answerConfig;
  if (config.answerValidInd !== 1) return [];
  const comparison = COMPARISONS[Number(config.answerRangeType) as keyof typeof COMPARISONS];
  const target = parseRangeTarget(config.rangeTargetId);
  if (!comparison || !target) return [];
  const otherValue = comparableValue(context.answers?.[target.questionId], target.itemId);
  if (otherValue === undefined || !Number.isFinite(otherValue)) return [];
  if (comparison.holds(ownValue, otherValue)) return [];
  const targetQuestion = context.questionById?.(target.questionId);
  return [
    issue(comparison.key, {
      quNum: targetQuestion?.quNum ?? '',
      title: plainText(targetQuestion?.title ?? targetQuestion?.quTitle),
      option: targetQuestion ? itemName(targetQuestion, target.itemId) : '',
      value: show(otherValue),
    }),
  ];
}

/** The comparison codes a designer picks from, in the order shown (spec 1 §9). */
export const COMPARISON_CODES = ['1', '2', '3', '4', '5'] as const;

/**
 * The design of a cross-question comparison: when it is on, a comparison and a target are needed, and the
 * target must be another question of the survey (when the survey's questions are known).
 */
export function compareDesignIssues(question: Question, context: DesignContext): ValidationIssue[] {
  const config = question.answerConfig;
  if (config.answerValidInd !== 1) return [];
  const issues: ValidationIssue[] = [];
  if (!COMPARISONS[Number(config.answerRangeType) as keyof typeof COMPARISONS]) {
    issues.push(issue('core.design.compareTypeNull'));
  }
  const target = parseRangeTarget(config.rangeTargetId);
  if (!target) issues.push(issue('core.design.compareTargetNull'));
  else if (target.questionId === question.id) issues.push(issue('core.design.compareTargetSelf'));
  else if (
    context.surveyQuestions &&
    !context.surveyQuestions.some((other) => other.id === target.questionId)
  ) {
    issues.push(issue('core.design.compareTargetMissing'));
  }
  return issues;
}
