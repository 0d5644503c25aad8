import type { Question } from '../../core/model';
import type { FamilySlice } from '../slice';

export const family = {
  keys: {
    city: { order: 410, answer: true, design: true, results: 'cascade' },
  },
} satisfies FamilySlice;

/** The profile city (Sys_Address) defaults to three levels (spec: paramInt01 default 3); at most three. */
export const CITY_DEFAULT_LEVELS = 3;
export const CITY_MAX_LEVELS = 3;

/** Levels of a city question (paramInt01): province 1, prefecture 2, county 3. */
export function cityLevels(question: Pick<Question, 'answerConfig'>): number {
  const levels = question.answerConfig.paramInt01 ?? CITY_DEFAULT_LEVELS;
  return Math.min(Math.max(Math.trunc(levels), 1), CITY_MAX_LEVELS);
}

/**
 * Prefectures with no county level in the divisions (Dongguan, Zhongshan, Danzhou): a path may stop there
 * whatever the levels. Named here so the answer check runs the same on both sides without the divisions;
 * tests/unit/questions/city.test.ts fails when the server's divisions (server/address) say otherwise.
 */
export const PLACES_WITHOUT_LOWER_LEVEL: ReadonlySet<string> = new Set(['441900', '442000', '460400']);

export function isAddressLeaf(code: string): boolean {
  return PLACES_WITHOUT_LOWER_LEVEL.has(code);
}
