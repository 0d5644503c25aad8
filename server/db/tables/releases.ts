import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ReleaseWire } from '../../../src/core/api/design';
import { surveys } from './surveys';
import { users } from './users';

/**
 * An immutable release: the whole survey as published (releaseSchema, comma lists joined), version 1, 2 …
 * per survey. Rows are only ever inserted; answers name the version they were given under.
 */
export const releases = pgTable(
  'releases',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<ReleaseWire>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who published it (the publish page's release history); null for releases made before it was kept. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique('releases_survey_version_unique').on(table.surveyId, table.version)],
);

export type ReleaseRow = typeof releases.$inferSelect;
