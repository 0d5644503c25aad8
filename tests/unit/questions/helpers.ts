import type { AnswerConfig, Answers, Question } from '../../../src/core/model';
import { questionSchema } from '../../../src/core/model';
import { newQuestion } from '../../../src/questions/catalogue';
import type { ExportResponse } from '../../../src/questions/shared/columns';

/** Ids id1, id2 … so tests can name options and rows. */
export function idMaker(prefix = 'id') {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A new question of the catalogue with overrides merged (answerConfig merged field by field). */
export type Overrides = Partial<Omit<Question, 'answerConfig'>> & { answerConfig?: Partial<AnswerConfig> };

export function make(key: string, overrides: Overrides = {}): Question {
  const base = newQuestion(key, {
    id: `q-${key}`,
    belongId: 's1',
    groupId: 'g1',
    makeId: idMaker(),
    lang: 'en',
  });
  return questionSchema.parse({
    ...base,
    ...overrides,
    answerConfig: { ...base.answerConfig, ...overrides.answerConfig },
  });
}

export const keys = (issues: readonly { key: string }[]) => issues.map((found) => found.key);

/** A complete response with these answers, as an export reads it (for a family's export columns). */
export function exportResponse(answers: Answers): ExportResponse {
  return {
    id: 'r1',
    status: 'complete',
    sampleStatus: 'Complete',
    startedAt: new Date('2026-03-01T08:00:00Z'),
    completedAt: null,
    releaseVersion: 1,
    language: 'zh',
    panelUserId: null,
    invalid: false,
    answers,
  };
}
