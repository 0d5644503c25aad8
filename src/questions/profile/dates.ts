import { defineEntry } from '../entry';
import { NUMBER_SAVE_ENDPOINT, numberDesign } from '../number/core';
import { validateNumber, validateTime } from '../shared/answerChecks';
import { timeDesign } from '../time/core';
import { PROFILE_TITLE_RULE } from './choices';
import { AGE_MAX } from './family';

const profileTitle = <T extends { key: string }>(found: T) =>
  found.key === 'core.tipTitleNull' ? { ...found, key: PROFILE_TITLE_RULE } : found;

/** Birthday (Sys_Brithday): a date (yyyyMMdd) from 1900-01-01 up to today (spec 1 §9). */
export const birthdayEntry = defineEntry({
  catalogKey: 'birthday',
  elementType: 'TimeBox',
  category: 'geren',
  defaultOrder: 170,
  titleKey: 'core.title.birthday',
  saveEndpoint: NUMBER_SAVE_ENDPOINT,
  answerKind: 'time',
  itemCode: 'Sys_Brithday',
  profile: true,
  limits: {},
  defaults: () => ({ scoreQuType: 3, scoreQuParagraph: 2, answerConfig: { timeType: '03' } }),
  // Months of birth say little: birthdays are counted by year (server/results/stats/time.ts).
  results: { period: 'year' },
  validateAnswer: (question, answer, context) =>
    validateTime(question, answer, context, 'yyyyMMdd', { notAfterToday: true }),
  validateDesign: (question, context) => timeDesign(question, context).map(profileTitle),
});

export { AGE_MAX };

/**
 * Age (Sys_Age): a whole number of years, 0 to 120 whatever the range settings. Decision: the spec's "default
 * paramInt01 100" reads as the picker's starting position (a view matter); the stored range is 0–120.
 */
export const ageEntry = defineEntry({
  catalogKey: 'age',
  elementType: 'NianLingBox',
  category: 'geren',
  defaultOrder: 6,
  titleKey: 'core.title.age',
  saveEndpoint: NUMBER_SAVE_ENDPOINT,
  answerKind: 'number',
  itemCode: 'Sys_Age',
  profile: true,
  limits: {},
  defaults: () => ({
    scoreQuType: 1,
    scoreNumType: 1,
    answerConfig: { scoreNumType: 1, limitRangeInd: 0, paramInt01: 0, paramInt02: AGE_MAX },
  }),
  validateAnswer: (question, answer, context) =>
    validateNumber(question, answer, context, { min: 0, max: AGE_MAX }),
  valueLimits: () => ({ range: { min: 0, max: AGE_MAX } }),
  validateDesign: (question, context) => numberDesign(question, context).map(profileTitle),
});
