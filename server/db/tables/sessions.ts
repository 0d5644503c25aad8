import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A login session. The token itself is never stored: only its sha256, so a leaked database (or backup)
 * gives no usable token. The token is random (32 bytes), so a plain fast hash is enough — no salt needed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Set when a sliding renewal issued a successor token. The old token then only lives for a short grace
     * period (requests already in flight), and is never renewed twice.
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
