import { eq, inArray } from 'drizzle-orm';
import type { SaveQuotaRequest } from '../../src/core/api/quotas';
import { ResponseCode } from '../../src/core/envelope';
import type { ElementType } from '../../src/core/model';
import { quotaCellKey } from '../../src/core/quotas/cells';
import type { MessageKey, MessageParams } from '../../src/i18n';
import { entryForQuestion } from '../../src/questions/catalogue';
import { questionOptions, questions } from '../db/schema';
import type { Queryable } from '../design/access';
import { AppError } from '../http/app-error';

/**
 * A quota definition checked against the survey's design: its questions are single choices of this survey
 * (a family whose answer is one chosen option: single choice, dropdown, the profile choices), none twice,
 * and every cell names one option of each question, in order, no two cells alike. The refusal names the
 * question by its number.
 */
export async function checkQuotaDefinition(db: Queryable, request: SaveQuotaRequest): Promise<void> {
  const rows = await db
    .select({
      id: questions.id,
      quNum: questions.quNum,
      catalogKey: questions.catalogKey,
      elementType: questions.elementType,
    })
    .from(questions)
    .where(eq(questions.belongId, request.surveyId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = (id: string) => byId.get(id)?.quNum ?? id;
  const seen = new Set<string>();
  for (const questionId of request.questionIds) {
    const question = byId.get(questionId);
    if (!question) refuse('quotas.question.unknown', { question: questionId });
    if (seen.has(questionId)) refuse('quotas.question.repeated', { question: named(questionId) });
    seen.add(questionId);
    const entry = entryForQuestion(question as { catalogKey: string; elementType: ElementType });
    if (entry?.answerKind !== 'choice' || entry.results?.multiple !== false) {
      refuse('quotas.question.notSingleChoice', { question: named(questionId) });
    }
  }
  const options = await db
    .select({ id: questionOptions.id, quId: questionOptions.quId })
    .from(questionOptions)
    .where(inArray(questionOptions.quId, request.questionIds));
  const optionOwner = new Map(options.map((option) => [option.id, option.quId]));
  const keys = new Set<string>();
  for (const cell of request.cells) {
    if (cell.optionIds.length !== request.questionIds.length) {
      refuse('quotas.cell.shape', { count: request.questionIds.length });
    }
    cell.optionIds.forEach((optionId, at) => {
      const questionId = request.questionIds[at] as string;
      if (optionOwner.get(optionId) !== questionId) {
        refuse('quotas.cell.unknownOption', { question: named(questionId) });
      }
    });
    const key = quotaCellKey(cell.optionIds);
    if (keys.has(key)) refuse('quotas.cell.repeated', {});
    keys.add(key);
  }
}

function refuse(key: MessageKey, params: MessageParams): never {
  throw new AppError(ResponseCode.badRequest, key, params);
}
