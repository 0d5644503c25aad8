import type { AnswerValue, Question } from '../model';

/** requireInd 1 (the default) makes an answer required. */
export function isRequired(question: Question): boolean {
  return question.answerConfig.requireInd === 1;
}

function allBlank(texts: Iterable<string>): boolean {
  for (const text of texts) if (text.trim() !== '') return false;
  return true;
}

/**
 * Whether an answer says nothing: no option, blank text, no entry. A chip allocation of all zeros is empty
 * (nothing was distributed); a number 0 is not.
 */
export function isEmptyAnswer(answer: AnswerValue | undefined): boolean {
  if (!answer) return true;
  switch (answer.kind) {
    case 'choice':
    case 'regions':
      return answer.optionIds.length === 0;
    case 'text':
      return answer.text.trim() === '';
    case 'blanks':
      return allBlank(Object.values(answer.values));
    case 'number':
      return !Number.isFinite(answer.value);
    case 'time':
      return answer.value === '';
    case 'matrix':
      return Object.values(answer.rows).every((columns) => columns.length === 0);
    case 'scores':
      return Object.keys(answer.values).length === 0;
    case 'sort':
      return Object.keys(answer.ranks).length === 0;
    case 'chip':
      return Object.values(answer.amounts).every((amount) => amount === 0);
    case 'media':
      return answer.entries.length === 0;
    case 'cascade':
      return answer.path.length === 0;
    case 'gps':
      return false;
    case 'association':
      return answer.choices.length === 0;
  }
}
