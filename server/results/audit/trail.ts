import { and, asc, eq } from 'drizzle-orm';
import type { AuditTrail } from '../../../src/core/api/audit';
import type { AuditEventKind } from '../../../src/core/audit/events';
import type { AnswerValue, Question } from '../../../src/core/model';
import { answerInWords } from '../../../src/core/quotes';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema';
import { auditQuestionsOf } from './questions';

/**
 * A kept value (the answer as JSON) in the words the respondent saw: option texts, the number, the text. What
 * cannot be read so (a value cut at its length limit, a question no release holds) is shown as kept.
 */
function inWords(question: Question | undefined, kept: string | null): string | null {
  if (kept === null || !question) return kept;
  try {
    return answerInWords(question, JSON.parse(kept) as AnswerValue) || kept;
  } catch {
    return kept;
  }
}

/** One response's audit trail for its detail view (a response of another survey has none: an empty list). */
export async function auditTrailOf(db: Database, surveyId: string, responseId: string): Promise<AuditTrail> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.responseId, responseId), eq(auditEvents.surveyId, surveyId)))
    .orderBy(asc(auditEvents.seq));
  if (rows.length === 0) return { responseId, events: [] };
  const questions = await auditQuestionsOf(db, surveyId);
  const firstAnchor = Math.min(...rows.map((row) => row.clockStartedAt.getTime()));
  return {
    responseId,
    events: rows.map((row) => {
      const wall = row.clockStartedAt.getTime() + row.offsetMs;
      const question = row.questionId ? questions.get(row.questionId) : undefined;
      return {
        seq: row.seq,
        kind: row.kind as AuditEventKind,
        questionId: row.questionId,
        code: question?.code ?? '',
        title: question?.title ?? '',
        fromPage: row.fromPage === null ? null : row.fromPage + 1,
        toPage: row.toPage === null ? null : row.toPage + 1,
        detail: row.detail,
        time: new Date(wall).toISOString(),
        elapsedSeconds: Math.round(wall - firstAnchor) / 1000,
        oldValue: inWords(question?.question, row.oldValue),
        newValue: inWords(question?.question, row.newValue),
        latitude: row.latitude,
        longitude: row.longitude,
        accuracy: row.accuracy,
      };
    }),
  };
}
