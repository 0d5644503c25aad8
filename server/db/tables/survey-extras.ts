import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys';
import { users } from './users';

/** The style groups of a survey (spec 1 §3), one jsonb validated by surveyStyleSchema. */
export const surveyStyles = pgTable('survey_styles', {
  surveyId: text('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  style: jsonb('style').$type<Record<string, unknown>>().notNull(),
});

/** An image a designer uploaded; the bytes are under `<dataDir>/uploads/<filePath>`. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    filePath: text('file_path').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_survey_id_idx').on(table.surveyId)],
);

/** Profile-question dictionaries (education, occupation, regions …): seeded, read by key. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: serial('id').primaryKey(),
    dictKey: text('dict_key').notNull(),
    dictCode: text('dict_code').notNull(),
    dictName: text('dict_name').notNull(),
    dictNameEn: text('dict_name_en').notNull(),
    orderById: integer('order_by_id').notNull(),
  },
  (table) => [unique('dictionaries_key_code_unique').on(table.dictKey, table.dictCode)],
);

export type DictionaryRow = typeof dictionaries.$inferSelect;

/**
 * A survey's translations into one of its languages (issue 11, spec 1 §3 survey language): text key →
 * translated text (src/core/translation/texts.ts). Part of the design: a publish copies them into the release.
 */
export const surveyTranslations = pgTable(
  'survey_translations',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.language] })],
);
