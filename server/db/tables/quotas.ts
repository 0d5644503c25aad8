import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { QuotaWhenFull } from '../../../src/core/quotas/quota';
import { responses } from './responses';
import { surveys } from './surveys';

/** A survey's quota over one to three single-choice questions (src/core/quotas/quota.ts). */
export const quotas = pgTable(
  'quotas',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    whenFull: text('when_full').$type<QuotaWhenFull>().notNull(),
    orderById: integer('order_by_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('quotas_survey_idx').on(table.surveyId)],
);

/**
 * A cell of a quota and its live count. `counted` only grows by a conditional update inside the completing
 * save's transaction (`counted < target`, cells locked in key order), so concurrent completions never
 * overshoot; it shrinks when a counted response is deleted (trigger on quota_counts, migration 0005).
 */
export const quotaCells = pgTable(
  'quota_cells',
  {
    quotaId: text('quota_id')
      .notNull()
      .references(() => quotas.id, { onDelete: 'cascade' }),
    cellKey: text('cell_key').notNull(),
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
    target: integer('target').notNull(),
    /** Where the designer listed the cell. */
    position: integer('position').notNull().default(0),
    counted: integer('counted').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.quotaId, table.cellKey] })],
);

/**
 * Which response was counted in which cell: at most one row per response and quota, so a response is never
 * counted twice in a quota, whatever is replayed.
 */
export const quotaCounts = pgTable(
  'quota_counts',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    quotaId: text('quota_id')
      .notNull()
      .references(() => quotas.id, { onDelete: 'cascade' }),
    cellKey: text('cell_key').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.quotaId] }),
    index('quota_counts_quota_cell_idx').on(table.quotaId, table.cellKey),
  ],
);

export type QuotaRow = typeof quotas.$inferSelect;
export type QuotaCellRow = typeof quotaCells.$inferSelect;
