import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { responses } from './responses';
import { surveys } from './surveys';

/**
 * A response's audit trail (src/core/audit/events.ts): one row per event the device recorded, keyed by the
 * response and the event's own sequence number, so a save replayed or sent again with events already taken
 * adds nothing (INSERT … ON CONFLICT DO NOTHING). Times are a monotonic offset from the clock's anchor, the
 * wall time at which that page life started counting: durations between events of one clock do not depend
 * on the device's wall clock, which the respondent may change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The page life that counted the offset (0 for the one that started the response). */
    clock: integer('clock').notNull(),
    /** The wall time of the clock's anchor, as the device said it. */
    clockStartedAt: timestamp('clock_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Milliseconds since the anchor, from the device's monotonic clock (performance.now). */
    offsetMs: doublePrecision('offset_ms').notNull(),
    kind: text('kind').notNull(),
    questionId: text('question_id'),
    fromPage: integer('from_page'),
    toPage: integer('to_page'),
    /** The answer before and after, as JSON text: only when the survey records values. */
    oldValue: text('old_value'),
    newValue: text('new_value'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    /** How the response ended ('end' events: its sample status). */
    detail: text('detail'),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.seq] }),
    index('audit_events_survey_idx').on(table.surveyId),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
