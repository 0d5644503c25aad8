import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys';
import { users } from './users';

/**
 * The public read-only report of a survey (the spec's public /results route): off until the designer turns
 * it on. The token is random and unguessable; turning the report off deletes the row, so an old link stops
 * working, and turning it on again makes a new token.
 */
export const reportShares = pgTable('report_shares', {
  surveyId: text('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * An export of a survey's responses written as a job: it lives in the database (not in one process's
 * memory) so that its progress survives a page reload and any API node can serve the finished file, which is
 * kept under `<dataDir>/exports/` until `expiresAt`.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** csv, xlsx, sav, codebook, archive. */
    format: text('format').notNull(),
    /** The export's options and filter as asked (validated by the core's export request schema). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed. */
    status: text('status').notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileName: text('file_name'),
    /** Relative to `<dataDir>/exports/`. */
    filePath: text('file_path'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** A message key (and its values) when the job failed. */
    error: jsonb('error').$type<{ key: string; values?: Record<string, unknown> }>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('export_jobs_survey_created_idx').on(table.surveyId, table.createdAt)],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;

/**
 * The statistics of a survey's valid responses, kept per block of responses (those started on one UTC day)
 * and summed when the results open without a filter, so that a survey of 100 000 responses is not read
 * whole for every look (server/results/stats/tallies.ts). Each row is one count of one statistic: for a
 * statement (which family of statistic), a question, a sub-question or row (`descId`, '' for none) and a key
 * (an option, a value, a period…), how many (`n`) and what they add up to (`total`, for sums).
 */
export const blockTallies = pgTable(
  'block_tallies',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    block: date('block', { mode: 'string' }).notNull(),
    statement: text('statement').notNull(),
    questionId: text('question_id').notNull(),
    descId: text('desc_id').notNull(),
    tallyKey: text('tally_key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    total: doublePrecision('total').notNull(),
  },
  (table) => [index('block_tallies_survey_block_idx').on(table.surveyId, table.block)],
);

/**
 * Blocks whose tallies are out of date: written by triggers on every change of an answer, a response's
 * validity or a release (migration 0003), read and emptied when the tallies are brought up to date. No
 * unique key and no foreign key on purpose: a save only appends a row, so concurrent saves never wait on
 * one another here, and a row outliving its survey is dropped by the next catch-up or never read.
 */
export const staleBlocks = pgTable(
  'stale_blocks',
  {
    surveyId: text('survey_id').notNull(),
    block: date('block', { mode: 'string' }).notNull(),
  },
  (table) => [index('stale_blocks_survey_idx').on(table.surveyId)],
);
