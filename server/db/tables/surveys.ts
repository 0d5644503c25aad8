import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A survey with the survey-info fields of spec 1 §3. Comma lists (languages, label ids, randomised group ids)
 * are kept comma-joined, as they travel. `releaseVersion` is the version of the current release (null before
 * the first publish); the releases themselves are in `releases`.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyName: text('survey_name').notNull(),
    surveyType: text('survey_type'),
    surveyCategory: text('survey_category'),
    surveyBrand: text('survey_brand'),
    surveyCycle: text('survey_cycle'),
    surveyLanguage: text('survey_language').notNull().default(''),
    surveyLableIds: text('survey_lable_ids').notNull().default(''),
    surveyNote: text('survey_note'),
    shareType: text('share_type').notNull().default('1'),
    /** 0 designing (or paused), 1 published, 2 ended. */
    surveyState: text('survey_state').notNull().default('0'),
    isEndYes: integer('is_end_yes').notNull().default(0),
    endYesText: text('end_yes_text'),
    endYesDesc: text('end_yes_desc'),
    endYesImg: text('end_yes_img'),
    isEndNo: integer('is_end_no').notNull().default(0),
    endNoText: text('end_no_text'),
    endNoDesc: text('end_no_desc'),
    endNoImg: text('end_no_img'),
    randOrder: integer('rand_order').notNull().default(0),
    randIds: text('rand_ids').notNull().default(''),
    isToUrl: integer('is_to_url').notNull().default(0),
    toUrl: text('to_url'),
    surveyQuNum: integer('survey_qu_num').notNull().default(0),
    releaseVersion: integer('release_version'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('surveys_user_id_idx').on(table.userId)],
);

/**
 * Access to another user's survey: "a user sees and touches only surveys they own or were granted". Each
 * right is a flag; the user's own abilities (spec 1 §6) still apply on top.
 */
export const surveyGrants = pgTable(
  'survey_grants',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mayEdit: integer('may_edit').notNull().default(0),
    mayRelease: integer('may_release').notNull().default(0),
    mayData: integer('may_data').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.userId] }),
    index('survey_grants_user_id_idx').on(table.userId),
  ],
);

export type SurveyRow = typeof surveys.$inferSelect;
export type NewSurveyRow = typeof surveys.$inferInsert;
