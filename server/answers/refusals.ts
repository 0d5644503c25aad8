import { ResponseCode } from '../../src/core/envelope';
import type { Question } from '../../src/core/model';
import { type Language, translate } from '../../src/i18n';
import { AppError } from '../http/app-error';
import type { SaveProblem } from './evaluate-save';

/**
 * A save whose answers break the rules: 400 invalidAnswers, data.problems lists every problem (question id,
 * message key, parameters) for the runner to place beside its questions, and the message names the first
 * one in the caller's language, so a client that only shows `message` still says something useful.
 */
export function invalidAnswers(
  problems: readonly SaveProblem[],
  questionById: (id: string) => Question | undefined,
  lang: Language,
): AppError {
  const first = problems[0] as SaveProblem;
  const question = questionById(first.questionId);
  return new AppError(
    ResponseCode.badRequest,
    'answers.invalid',
    {
      question: question?.quNum ?? question?.itemCode ?? first.questionId,
      message: translate(lang, first.key, first.params),
    },
    { reason: 'invalidAnswers', problems },
  );
}
