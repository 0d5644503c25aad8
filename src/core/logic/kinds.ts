import type { ElementType, Question } from '../model';

/**
 * Which comparison table (see codes.ts) a rule reading a question uses. It is decided from the question's
 * element type, not from the answer at hand, because an unanswered question has no answer to look at and the
 * text/presence codes "empty" must still mean something then.
 */
export type ConditionKind = 'single' | 'multi' | 'number' | 'date' | 'text' | 'presence';

const SINGLE_CHOICE: ReadonlySet<ElementType> = new Set([
  'RadioBox',
  'RadioBoxGroup',
  'SelectBox',
  'JilianBox',
  'ChengShiBox',
]);
const MULTI_CHOICE: ReadonlySet<ElementType> = new Set([
  'CheckBox',
  'CheckBoxGroup',
  'CeBox',
  'MarkupImageBox',
]);
const NUMBERS: ReadonlySet<ElementType> = new Set([
  'RateBox',
  'RateGroupBox',
  'NianLingBox',
  'SortBox',
  'ChipBox',
]);
const TEXTS: ReadonlySet<ElementType> = new Set([
  'TitleBox',
  'FillBlankBox',
  'TitlesBox',
  'YouXiangBox',
  'XingMingBox',
]);

/** NumberBox scoreQuType: 1 number, 2 time HHmm, 3 date, 4 date-time (spec 1 §3). */
function numberBoxIsDate(question: Pick<Question, 'scoreQuType'>): boolean {
  return question.scoreQuType === 2 || question.scoreQuType === 3 || question.scoreQuType === 4;
}

export function conditionKindOf(question: Pick<Question, 'elementType' | 'scoreQuType'>): ConditionKind {
  const type = question.elementType;
  if (SINGLE_CHOICE.has(type)) return 'single';
  if (MULTI_CHOICE.has(type)) return 'multi';
  if (type === 'TimeBox') return 'date';
  if (type === 'NumberBox') return numberBoxIsDate(question) ? 'date' : 'number';
  if (NUMBERS.has(type)) return 'number';
  if (TEXTS.has(type)) return 'text';
  return 'presence';
}

/** The answer kind a value set by logic (auto-select, auto-assign) takes for a target question. */
export type AssignKind = 'choice' | 'regions' | 'matrix' | 'number' | 'time' | 'text' | 'blanks' | 'scores';

export function assignKindOf(question: Pick<Question, 'elementType' | 'scoreQuType'>): AssignKind {
  switch (question.elementType) {
    case 'RadioBoxGroup':
    case 'CheckBoxGroup':
      return 'matrix';
    case 'RateGroupBox':
      return 'scores';
    case 'CeBox':
      return 'regions';
    case 'FillBlankBox':
    case 'TitlesBox':
      return 'blanks';
    case 'TimeBox':
      return 'time';
    case 'NumberBox':
      return numberBoxIsDate(question) ? 'time' : 'number';
    case 'RateBox':
    case 'NianLingBox':
      return 'number';
    default: {
      const kind = conditionKindOf(question);
      return kind === 'single' || kind === 'multi' ? 'choice' : 'text';
    }
  }
}

/** Single-choice targets keep one option when logic selects several. */
export function isSingleChoice(question: Pick<Question, 'elementType'>): boolean {
  return SINGLE_CHOICE.has(question.elementType);
}
