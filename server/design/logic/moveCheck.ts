import { ResponseCode } from '../../../src/core/envelope';
import type { Group } from '../../../src/core/model';
import type { Language, MessageKey } from '../../../src/i18n';
import { AppError } from '../../http/app-error';
import type { Queryable } from '../access';
import { loadDesign } from '../load-design';
import { quoteOrderRefusal } from '../questions/quoteOrder';
import { questionNumbers } from '../questions/relations';
import { indexSurvey } from './survey-index';
import { checkAction, checkAnswerRule, checkCondition } from './validate';

/** The refusals of the rule checks that a change of order alone can cause, and how a move says them. */
const ORDER_REFUSALS: Partial<Record<MessageKey, MessageKey>> = {
  'design.logic.conditionNotBefore': 'design.move.logicOrder',
  'design.logic.groupConditionNotBefore': 'design.move.logicOrder',
  'design.logic.jumpNotForward': 'design.move.jumpOrder',
};

/**
 * Refuses (409, rolling the move back) an order just written in which a question no longer comes after a
 * question it quotes, a logic rule or an option filter no longer reads earlier questions only, or a jump no
 * longer goes forward: the very checks that refused such a rule when it was made (validate.ts), run again over
 * every rule of the survey. Called by every move after it wrote the new order and before the survey is numbered
 * again, so the questions are named by the numbers the designer sees. The design is read once for both.
 */
export async function refuseBrokenOrder(db: Queryable, surveyId: string, lang: Language): Promise<void> {
  const [groups, numbers] = [await loadDesign(db, surveyId), await questionNumbers(db, surveyId)];
  const quotes = quoteOrderRefusal(
    groups.flatMap((group) => group.questionList),
    numbers,
  );
  if (quotes) throw quotes;
  const logic = logicOrderRefusal(groups, numbers, lang);
  if (logic) throw logic;
}

function logicOrderRefusal(
  groups: readonly Group[],
  numbers: ReadonlyMap<string, string>,
  lang: Language,
): AppError | null {
  const numbered = indexSurvey(groups, lang);
  const index = { ...numbered, label: (question: { id: string }) => numbers.get(question.id) ?? question.id };
  try {
    for (const group of groups) {
      for (const record of group.groupBeforLogics) checkCondition(index, { kind: 'group', group }, record);
      for (const question of group.questionList) {
        for (const record of question.quBeforLogics)
          checkCondition(index, { kind: 'before', question }, record);
        for (const desc of question.descList)
          for (const record of desc.descBeforLogics)
            checkCondition(index, { kind: 'descBefore', question, desc }, record);
        for (const record of [...question.quLogics, ...question.quLogicAnswerAssignments]) {
          checkCondition(index, { kind: 'answer', question }, record);
          checkAction(index, question, record);
        }
        for (const rule of question.answerRules) checkAnswerRule(index, question, rule);
      }
    }
  } catch (error) {
    const moveKey = error instanceof AppError ? ORDER_REFUSALS[error.messageKey] : undefined;
    // Any other refusal is about a rule that was already wrong before this move: not this move's to refuse.
    if (!(error instanceof AppError) || !moveKey) return null;
    return new AppError(ResponseCode.conflict, moveKey, error.params, error.data);
  }
  return null;
}
