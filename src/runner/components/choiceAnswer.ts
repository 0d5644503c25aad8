import type { AnswerOfKind, Question } from '../../core/model';
import type { Language } from '../../i18n';
import { translate } from '../translate';
import { type ChoiceRules, keepOtherText, toggleMultiple } from './choiceToggle';

type ChoiceAnswer = AnswerOfKind<'choice'>;

/** The choice answer after a tap; undefined when nothing is left chosen (the answer is cleared). */
export function tapChoice(
  question: Question,
  answer: ChoiceAnswer | undefined,
  optionId: string,
  mode: { multiple: false } | { multiple: true; rules: ChoiceRules },
): ChoiceAnswer | undefined {
  const chosen = answer?.optionIds ?? [];
  const next = mode.multiple ? toggleMultiple(chosen, optionId, mode.rules) : [optionId];
  if (next.length === 0) return undefined;
  return {
    kind: 'choice',
    optionIds: next,
    otherText: keepOtherText(answer?.otherText ?? {}, next, question.optionList),
  };
}

/** The choice answer with an option's other text set (the option is chosen: the text field shows only then). */
export function withOtherText(answer: ChoiceAnswer, optionId: string, text: string): ChoiceAnswer {
  return { ...answer, otherText: { ...answer.otherText, [optionId]: text } };
}

/** The hint under a multiple choice: how many to choose when the question limits it. */
export function choiceCountHint(limits: { min: number; max: number }, lang: Language): string {
  if (limits.min > 0 && limits.max > 0) {
    return limits.min === limits.max
      ? translate(lang, 'runnerViews.chooseAtLeast', { min: limits.min })
      : translate(lang, 'runnerViews.chooseBetween', { min: limits.min, max: limits.max });
  }
  if (limits.min > 0) return translate(lang, 'runnerViews.chooseAtLeast', { min: limits.min });
  if (limits.max > 0) return translate(lang, 'runnerViews.chooseAtMost', { max: limits.max });
  return translate(lang, 'runnerViews.chooseMany');
}
