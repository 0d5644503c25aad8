import { eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/core/envelope';
import type { AccountUser } from '../accounts/service';
import { questions } from '../db/schema';
import { AppError } from '../http/app-error';
import { editableSurvey, type Queryable, readableSurvey } from './access';

/**
 * The survey of a question, checked like the survey itself: a question of someone else's survey is
 * "not found", exactly like a question that does not exist.
 */
export async function surveyOfQuestion(
  db: Queryable,
  user: AccountUser,
  quId: string,
  mode: 'read' | 'edit',
) {
  const [row] = await db
    .select({ surveyId: questions.belongId, groupId: questions.groupId })
    .from(questions)
    .where(eq(questions.id, quId))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.notFound, 'design.question.notFound');
  const check = mode === 'edit' ? editableSurvey : readableSurvey;
  const found = await check(db, user, row.surveyId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === ResponseCode.notFound) {
      throw new AppError(ResponseCode.notFound, 'design.question.notFound');
    }
    throw error;
  });
  return { ...found, groupId: row.groupId };
}
