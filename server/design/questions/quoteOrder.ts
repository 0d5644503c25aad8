import { ResponseCode } from '../../../src/core/envelope';
import { quoteOrderNames, quoteOrderProblem } from '../../../src/core/quotes';
import { AppError } from '../../http/app-error';
import type { Queryable } from '../access';
import { loadDesign } from '../load-design';
import { questionNumbers } from './relations';

/**
 * Refuses (409, rolling the move back) an order just written in which a question no longer comes after a
 * question it quotes (src/core/quotes.ts quoteOrderProblem, the rule the designer applies before asking).
 * Called by every move after it wrote the new order and before the survey is numbered again, so the message
 * names the questions by the numbers the designer sees.
 */
export async function refuseBrokenQuotes(db: Queryable, surveyId: string): Promise<void> {
  const order = (await loadDesign(db, surveyId)).flatMap((group) => group.questionList);
  const problem = quoteOrderProblem(order);
  if (!problem) return;
  // The numbers stored before this move (loadDesign numbers the new order): those the designer sees.
  const numbers = await questionNumbers(db, surveyId);
  const names = quoteOrderNames(problem, (question) => numbers.get(question.id));
  throw new AppError(ResponseCode.conflict, 'design.move.quoteOrder', names, {
    relation: 'quote',
    questions: [names.quoting, names.source],
  });
}
