import type { AnswerValue, Question } from '../../src/core/model';
import type { ValidationIssue } from '../../src/core/validation';
import { chinaDivisions } from './divisions';

/**
 * The server's half of a city answer's check (the other half, levels and "choose every level", is the
 * family's validateAnswer, run on both sides): every code is one of China's divisions, at its level under the
 * question's levels, each under the one before. The divisions live on the server only, so this runs here.
 * An answer failing it is refused whatever the save's status: no later choice makes an unknown code right.
 */
export function addressAnswerIssues(
  question: Pick<Question, 'mediaQuType'>,
  answer: AnswerValue | undefined,
): ValidationIssue[] {
  if (question.mediaQuType !== 'address' || answer?.kind !== 'cascade') return [];
  const { byCode } = chinaDivisions();
  let parent: string | null = null;
  for (const code of answer.path) {
    const division = byCode.get(code);
    if (!division || division.parentCode !== parent) return [{ key: 'core.answer.placeUnknown' }];
    parent = code;
  }
  return [];
}
