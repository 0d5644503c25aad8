import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys';

/**
 * A survey's short link (GET /survey/downShortUrl; served at /s/<code> by server/share/): one per survey,
 * made the first time it is asked for and kept, so the link printed on a poster never changes. The code is
 * random (not derived from the survey id), so short links cannot be enumerated into survey ids.
 */
export const surveyShortLinks = pgTable('survey_short_links', {
  surveyId: text('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('survey_short_links_code_unique'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type SurveyShortLinkRow = typeof surveyShortLinks.$inferSelect;
