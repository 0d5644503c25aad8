import type { Question } from '../../core/model';
import {
  boundsIssues,
  type DesignContext,
  timeFormatOfTimeType,
  type ValidationIssue,
} from '../../core/validation';
import type { CatalogEntry } from '../entry';
import { defineEntry } from '../entry';
import { NUMBER_SAVE_ENDPOINT } from '../number/core';
import { commonDesign, validateTime } from '../shared/answerChecks';

/** scoreQuType kept in step with timeType: 01 → 2 time, 02/03 → 3 date, 04 → 4 date-time. */
export const SCORE_TYPE_OF_TIME_TYPE: Readonly<Record<string, number>> = {
  '01': 2,
  '02': 3,
  '03': 3,
  '04': 4,
};

export function timeDesign(question: Question, context: DesignContext): ValidationIssue[] {
  return [...commonDesign(question, context), ...boundsIssues(question)];
}

/**
 * Time and date (TimeBox): the value's format follows timeType (01 HHmm, 02 yyyyMM, 03 yyyyMMdd, 04 timestamp);
 * range bounds are in the same format. A new one asks for an hour and minute (timeType default 01).
 */
export const timeEntry = defineEntry({
  catalogKey: 'time',
  elementType: 'TimeBox',
  category: 'tiankongti',
  defaultOrder: 170,
  titleKey: 'core.title.time',
  saveEndpoint: NUMBER_SAVE_ENDPOINT,
  answerKind: 'time',
  limits: {},
  defaults: () => ({ scoreQuType: 2, answerConfig: { timeType: '01' } }),
  validateAnswer: (question, answer, context) =>
    validateTime(question, answer, context, timeFormatOfTimeType(question.answerConfig.timeType)),
  validateDesign: timeDesign,
});

/** This folder's catalogue entries (src/questions/entries.generated.ts collects every folder's). */
export const entries: readonly CatalogEntry[] = [timeEntry];
