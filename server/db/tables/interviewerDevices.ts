import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { interviewers } from './interviewers';
import { surveys } from './surveys';

/**
 * What an interviewer's device said it holds at its last sync (docs/architecture.md "Interviewer mode"): per
 * survey assigned, the interviews in progress, waiting to send and refused there. One row per interviewer,
 * device (a random id the device keeps) and survey; a new report replaces the device's rows, so the
 * supervisor's "on devices" sums the last report of each device.
 */
export const interviewerDeviceReports = pgTable(
  'interviewer_device_reports',
  {
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    inProgress: integer('in_progress').notNull(),
    waiting: integer('waiting').notNull(),
    refused: integer('refused').notNull(),
    appVersion: text('app_version').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.interviewerId, table.deviceId, table.surveyId] }),
    index('interviewer_device_reports_survey_idx').on(table.surveyId),
  ],
);

export type InterviewerDeviceReportRow = typeof interviewerDeviceReports.$inferSelect;
