import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { surveys } from './surveys';
import { users } from './users';

/**
 * A field interviewer (docs/architecture.md "Interviewer mode"): either an existing account (`userId`, one
 * row per account, made at its first invitation) or a team member known by an access code (`codeHash`: the
 * sha256 of a random code shown once to the designer who made it, like a session token). Responses name
 * this id, so it outlives every assignment; `lastSeenAt` is the last call the interviewer made.
 */
export const interviewers = pgTable(
  'interviewers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').unique(),
    /** The team member's name for a code; the account's name (or user name) when invited. */
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('interviewers_user_unique').on(table.userId).where(sql`${table.userId} is not null`),
  ],
);

/**
 * Which surveys an interviewer may collect. Revoking keeps the row (`revokedAt`): interviews the interviewer
 * began before it are still taken, flagged, and the supervisor's figures keep their interviewer.
 */
export const interviewerAssignments = pgTable(
  'interviewer_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // One live assignment per interviewer and survey; revoked ones stay as history beside a new one.
    uniqueIndex('interviewer_assignments_live_unique')
      .on(table.interviewerId, table.surveyId)
      .where(sql`${table.revokedAt} is null`),
    index('interviewer_assignments_survey_idx').on(table.surveyId),
  ],
);

/**
 * An interviewer's login on a device: a token scoped to interviewing (never accepted as a designer's
 * session, nor a designer's as this), stored hashed, with the designer sessions' lifetime and sliding renewal.
 */
export const interviewerSessions = pgTable(
  'interviewer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('interviewer_sessions_interviewer_idx').on(table.interviewerId)],
);

export type InterviewerRow = typeof interviewers.$inferSelect;
export type InterviewerAssignmentRow = typeof interviewerAssignments.$inferSelect;
export type InterviewerSessionRow = typeof interviewerSessions.$inferSelect;
