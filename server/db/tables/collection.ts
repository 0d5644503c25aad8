import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys';

/**
 * A survey's collection limits (the designer's /surveyconfig; server/collection/): when answers are taken,
 * how many complete responses, one per device, and an access password. No row means no limit at all. The
 * limits are live settings of the survey, not part of a release: they change during fieldwork without a
 * publish, and the survey load and the save check them on every call.
 */
export const collectionLimits = pgTable('collection_limits', {
  surveyId: text('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  /** Before this, the load says "not open yet" and a response started earlier is refused. */
  opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
  /** From this on, the load says "closed"; responses started before it are still accepted (offline phones). */
  closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
  /** Complete responses (Complete or Overquota) after which the survey is full. */
  maxCompletes: integer('max_completes'),
  /** 1: a device that finished the survey is shown its completion page, not a new survey. */
  onePerDevice: integer('one_per_device').notNull().default(0),
  /** argon2id of the access password (server/accounts/passwords.ts); never leaves the server. */
  passwordHash: text('password_hash'),
  /** 1: the audit trail keeps an answer's old and new value with each change (src/core/audit/events.ts). */
  auditValues: integer('audit_values').notNull().default(0),
  /** 1: the runner records the interview's start and end location as audit events (location fixes). */
  interviewLocation: integer('interview_location').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type CollectionLimitsRow = typeof collectionLimits.$inferSelect;
