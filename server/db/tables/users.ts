import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A designer account with the fields of spec 1 §3 "User session". The permission fields are nullable
 * integers because spec 1 §6 reads them as "truthy" or as levels (1, 2, special values), never as booleans.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    email: text('email'),
    cellphone: text('cellphone'),
    isCompany: integer('is_company').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    eduQuali: text('edu_quali'),
    sex: text('sex'),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true, mode: 'date' }),
    bindPhoneStatus: integer('bind_phone_status').notNull().default(0),
    /** 1: the user must choose a new password at the next login (spec 1 §2 route rules). */
    resetPswStatus: integer('reset_psw_status').notNull().default(0),
    transferSurveyButton: integer('transfer_survey_button').notNull().default(0),
    qgType: integer('qg_type'),
    pmType: integer('pm_type'),
    pmEdit: integer('pm_edit'),
    pmRelease: integer('pm_release'),
    pmData: integer('pm_data'),
    reEdit: integer('re_edit'),
    reRelease: integer('re_release'),
    reData: integer('re_data'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // "Demo" and "demo" are the same account: uniqueness is enforced on the lower-cased name, and lookups
    // use the same expression so that they hit this index.
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${table.userName})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
