import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { surveys } from './surveys';

/**
 * A file a respondent captured for a media question (audio, image, video). The id is the media id the device
 * made when the file was captured (offline first: the answer names it before any upload), and the answer's
 * media entry holds that id as its value. A row is made when an upload starts; `completedAt` is set once the
 * whole file has arrived and passed the checks (its type read from its bytes, its size within the limits).
 * `responseId` has no foreign key: an upload may reach the server before its response's first save does.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: text('response_id').notNull(),
    /** The question it answers; null for a caller of the spec's plain upload calls that names none. */
    questionId: text('question_id'),
    /** audio, image or video (src/core/media/uploads.ts). */
    kind: text('kind').notNull(),
    /** The type read from the file's bytes once it is complete (never the one the client claimed). */
    mimeType: text('mime_type'),
    /** Bytes, as announced at the start and checked at the end. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The name the device gave, for display and for the media ZIP. */
    fileName: text('file_name').notNull().default(''),
    /** Where the bytes are kept: a path under the data directory's media folder, or an object store's key. */
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('media_files_survey_idx').on(table.surveyId),
    index('media_files_response_idx').on(table.responseId),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
