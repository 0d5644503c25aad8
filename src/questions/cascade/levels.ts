import type { Question } from '../../core/model';
import { htmlToText } from '../../core/results/labels';

/** The title of a level (0 at the top): its sub-question's text (descList in level order), '' when none. */
export function levelTitle(question: Pick<Question, 'descList'>, level: number): string {
  return htmlToText(question.descList[level]?.optionName);
}
