import { ResponseCode } from '../../../src/core/envelope';
import type { Question } from '../../../src/core/model';
import { quoteOrderNames, quoteOrderProblem } from '../../../src/core/quotes';
import { AppError } from '../../http/app-error';

/**
 * The refusal (409) of an order in which a question no longer comes after a question it quotes
 * (src/core/quotes.ts quoteOrderProblem, the rule the designer applies before asking), or null. `numbers` are
 * those stored before the move, the ones the designer sees.
 */
export function quoteOrderRefusal(
  order: readonly Question[],
  numbers: ReadonlyMap<string, string>,
): AppError | null {
  const problem = quoteOrderProblem(order);
  if (!problem) return null;
  const names = quoteOrderNames(problem, (question) => numbers.get(question.id));
  return new AppError(ResponseCode.conflict, 'design.move.quoteOrder', names, {
    relation: 'quote',
    questions: [names.quoting, names.source],
  });
}
