import type { Desc, Question } from '../../core/model';
import type { TextFormat } from '../../core/validation/textRules';

/*
 * What the answer views need of a few families' rules, restated here instead of imported from the families'
 * core.ts: every core.ts reaches the model's zod schemas (about 26 kB gzip) through the catalogue entry it
 * defines, and the runner page never loads them (validation runs in the worker). Importing one constant
 * would make every respondent download them again with the first view. tests/unit/runnerViews/familyRules
 * .test.ts holds each of these equal to its source in the core, so they cannot drift apart.
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

/** How many options a sort ranks: all, or maxSortNum below that (sort/core sortTarget). */
export function sortLimit(question: Question): number {
  const count = question.optionList.length;
  const max = question.maxSortNum ?? 0;
  return max > 0 && max < count ? max : count;
}

/** Chip allocation's total and unit defaults (chip/core). */
export const CHIP_TOTAL_DEFAULT = 10;
export const CHIP_UNIT_DEFAULT = 'times';
export const chipTotalOf = (question: Question) => question.answerConfig.paramInt01 ?? CHIP_TOTAL_DEFAULT;

/** A rating's score range: 1…n, or 0…10 for the slider's 0–10 variant, stored as 11 points (rating/scales). */
export function scoreRangeOf(question: Question): { min: number; max: number } {
  const points = question.scoreQuParagraph ?? 5;
  if (question.scoreQuType === 4 && points === 11) return { min: 0, max: 10 };
  return { min: 1, max: points };
}

/** Blank widths of a multi-blank fill-in: contentSize 1 short (8), 2 long (16), else 200 (multiFillBlank/core). */
export function blankWidthOf(row: Pick<Desc, 'descConfig'>): number {
  const size = row.descConfig?.contentSize;
  if (size === 1) return 8;
  if (size === 2) return 16;
  return 200;
}

/** A multi-line open sub-question's default limit (multiOpen/core). */
export const MULTI_OPEN_LIMIT = 500;

/** Age is a whole number 0…120 (profile/dates). */
export const AGE_LIMIT = 120;

/** Longest text of the profile text questions (profile/text). */
export const PROFILE_TEXT_LIMITS: Readonly<Record<'name' | 'email' | 'idCard' | 'phone', number>> = {
  name: 20,
  email: 120,
  idCard: 120,
  phone: 20,
};

/** The format a fill-in's screen code checks (fillBlank/core SCREEN_FORMATS). */
export function screenFormatOf(question: Pick<Question, 'mediaQuType'>): TextFormat | undefined {
  switch (question.mediaQuType) {
    case 'phone1':
      return 'phone';
    case 'email':
      return 'email';
    case 'idCard':
      return 'idCard';
    default:
      return undefined;
  }
}

/** Minimum and maximum choices, 0 for none (core choiceLimits). */
export function choiceLimitsOf(question: Question): { min: number; max: number } {
  const config = question.answerConfig;
  const on = config.answerLimitInd === 1;
  const min = on || config.minAnswerInd === 1 ? (config.minAnswerNum ?? 0) : 0;
  const max = on || config.maxAnswerInd === 1 ? (config.maxAnswerNum ?? 0) : 0;
  return { min, max };
}
