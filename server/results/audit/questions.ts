import { sql } from 'drizzle-orm';
import type { Question } from '../../../src/core/model';
import { questionTitleText } from '../../../src/core/results/labels';
import { cachedRelease } from '../../answers/survey-release';
import type { Database } from '../../db/database';
import { queryRows, toNumber } from '../../db/raw';

export interface AuditQuestion {
  code: string;
  title: string;
  /** Its place in the newest release holding it (the summary's order among equals). */
  order: number;
  /** As that release has it (answer values are put in its words). */
  question: Question;
}

/**
 * The survey's questions as the audit trail's views name them: code and title from the newest release
 * holding each (a question deleted later still names its events).
 */
export async function auditQuestionsOf(db: Database, surveyId: string): Promise<Map<string, AuditQuestion>> {
  const versions = await queryRows<{ version: unknown }>(
    db,
    sql`select version from releases where survey_id = ${surveyId} order by version desc`,
  );
  const named = new Map<string, AuditQuestion>();
  for (const row of versions) {
    const loaded = await cachedRelease(db, surveyId, toNumber(row.version) ?? 0);
    let order = 0;
    for (const group of loaded?.release.groups ?? []) {
      for (const question of group.questionList) {
        order += 1;
        if (named.has(question.id)) continue;
        named.set(question.id, {
          code: question.itemCode || question.quNum || '',
          title: questionTitleText(question),
          order,
          question,
        });
      }
    }
  }
  return named;
}
