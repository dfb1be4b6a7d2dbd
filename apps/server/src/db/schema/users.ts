import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRoles, type BillingData, type ProfileOption } from '@shop/contracts';

export const userRole = pgEnum('user_role', userRoles);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: userRole('role').notNull().default('user'),
  /** argon2id hash; null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  mailConfirmed: boolean('mail_confirmed').notNull().default(false),
  /** Google's stable subject id, for accounts linked to Google sign-in. */
  googleSub: text('google_sub').unique(),
  /** Public media path of the square WebP avatar. */
  profilePicture: text('profile_picture'),
  options: jsonb('options')
    .$type<ProfileOption[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  billingData: jsonb('billing_data').$type<BillingData>(),
  /** Bumped on a password reset: access tokens of an older version stop working at once. */
  authVersion: integer('auth_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
