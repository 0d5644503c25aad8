import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnswerValue } from '../../../src/core/model';
import type { AnswerSlotsDoc } from '../../answers/answer-slots';
import { surveys } from './surveys';

/**
 * A respondent's response. The id is made by the client (offline first: the runner creates it before any
 * network), so replays are idempotent. `lastAckSequence` is the last save batch the server acknowledged;
 * `seed` fixes the response's random orders so a reload shows the same order.
 */
export const responses = pgTable(
  'responses',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    releaseVersion: integer('release_version').notNull(),
    seed: text('seed').notNull(),
    /** in-progress or complete. */
    status: text('status').notNull().default('in-progress'),
    /** Complete, Overquota, Screenout, QuotaFull (spec 2 §2) once finished. */
    sampleStatus: text('sample_status'),
    userPage: integer('user_page').notNull().default(0),
    lastAckSequence: integer('last_ack_sequence').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    paradata: jsonb('paradata').$type<Record<string, unknown>>(),
    /**
     * The language the response was answered in (paradata.language, which the save records; '' when none),
     * kept as a column of its own because the statistics group and filter by it: read out of paradata (about
     * 1.7 KB of compressed JSON per response) it took 0.56 s of a 100 000-response overview.
     */
    language: text('language').notNull().generatedAlwaysAs(sql`coalesce(paradata->>'language', '')`),
    /**
     * Set when a designer marks the response invalid (the results' invalid view, /wuxiaolist): it then leaves
     * statistics and exports unless they ask for invalid ones; restoring clears it. Saves never touch it.
     */
    invalidAt: timestamp('invalid_at', { withTimezone: true, mode: 'date' }),
    /**
     * Every item row's value of the response in one document, kept by a trigger on response_items (migration
     * 0004) so that no writer can forget it. Exports read it instead of the item rows: one detoasted text per
     * response instead of ~50 jsonb rows is what lets an export reach tens of thousands of rows a second.
     * `json`, not `jsonb`: it is only ever read whole, and json leaves PostgreSQL as stored, unconverted.
     */
    answerSlots: json('answer_slots')
      .$type<AnswerSlotsDoc>()
      .notNull()
      .default(sql`'{"format":1,"slots":[]}'::json`),
    /**
     * The interviewer who took the response in the field (interviewer mode), checked against their token at
     * the first save; null for a respondent's own. No foreign key: an archive brings responses to a server
     * that never knew their interviewers.
     */
    interviewerId: uuid('interviewer_id'),
    /** 'revoked': sent by an interviewer after their assignment was revoked, begun before it (kept, flagged). */
    interviewerFlag: text('interviewer_flag'),
    /** When the interviewer discarded the interview on the device; it then also counts as invalid. */
    discardedAt: timestamp('discarded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('responses_survey_status_idx').on(table.surveyId, table.status),
    index('responses_survey_started_idx').on(table.surveyId, table.startedAt),
    // The supervisor's figures per interviewer.
    index('responses_survey_interviewer_idx')
      .on(table.surveyId, table.interviewerId)
      .where(sql`${table.interviewerId} is not null`),
  ],
);

/**
 * One answered item of a response: the core's AnswerValue (what statistics and logic read) and the wire
 * fields of spec 2 §3 it was sent as. One row per question, or per sub-question where descId is set.
 */
export const responseItems = pgTable(
  'response_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: text('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    /**
     * The response's survey, repeated here so that a question's statistics read its rows by one index range
     * (survey, question) instead of joining every item row to its response first.
     */
    surveyId: text('survey_id').notNull(),
    questionId: text('question_id').notNull(),
    descId: text('desc_id'),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    quItemId: text('qu_item_id'),
    answer: text('answer'),
    answserScore: text('answser_score'),
    orderyNum: integer('ordery_num'),
    otherAnswer: text('other_answer'),
    openAnswer: text('open_answer'),
    quRowId: text('qu_row_id'),
    quColId: text('qu_col_id'),
    extendsData: jsonb('extends_data').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('response_items_response_question_desc_unique')
      .on(table.responseId, table.questionId, table.descId)
      .nullsNotDistinct(),
    index('response_items_survey_question_idx').on(table.surveyId, table.questionId),
    // The "other" texts typed for options, newest first per question, without reading every choice answer.
    index('response_items_other_text_idx')
      .on(table.surveyId, table.questionId, table.updatedAt.desc(), table.responseId.desc())
      .where(sql`(${table.value} -> 'otherText') <> '{}'::jsonb`),
  ],
);

export type ResponseRow = typeof responses.$inferSelect;
export type ResponseItemRow = typeof responseItems.$inferSelect;
