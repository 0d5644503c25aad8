import type { Question } from '../../core/model';

/*
 * Rules of the core that several families' answer views share, restated here instead of imported from the
 * core: src/core/validation's index and every core.ts reach the model's zod schemas (about 26 kB gzip), and
 * the runner page never loads them (validation runs in the worker). tests/unit/runnerViews/familyRules.test.ts
 * holds each of these equal to its source in the core, so they cannot drift apart. What one family's views
 * need of its own rules is in its folder's family.ts, which its core.ts imports too (nothing to restate).
 */

/** A comma list of ids (core/model splitCommaList). */
export function splitIds(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Exclusive and mutually exclusive option ids when the custom option rule is on (core optionRuleIds). */
export function optionRuleIdsOf(question: Question): { exclusive: string[]; mutual: string[] } {
  const config = question.answerConfig;
  if (config.optionExInd !== 1) return { exclusive: [], mutual: [] };
  const exclusive = splitIds(question.exclusiveItemsId);
  const mutual = splitIds(question.mutualItemsId);
  const configIds = splitIds(config.optionExItems);
  if (exclusive.length === 0 && mutual.length === 0 && configIds.length > 0) {
    const type = config.optionExType ?? String(question.optionRuleType ?? 0);
    return type === '1' ? { exclusive: [], mutual: configIds } : { exclusive: configIds, mutual: [] };
  }
  return { exclusive, mutual };
}

/** Minimum and maximum choices, 0 for none (core choiceLimits). */
export function choiceLimitsOf(question: Question): { min: number; max: number } {
  const config = question.answerConfig;
  const on = config.answerLimitInd === 1;
  const min = on || config.minAnswerInd === 1 ? (config.minAnswerNum ?? 0) : 0;
  const max = on || config.maxAnswerInd === 1 ? (config.maxAnswerNum ?? 0) : 0;
  return { min, max };
}
