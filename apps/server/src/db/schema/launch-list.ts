import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { launchListStatuses } from '@shop/contracts';

export const launchListStatus = pgEnum('launch_list_status', launchListStatuses);

/**
 * The /coming-soon launch list (modules/launch-list): one row per email, with the consent
 * given and its double opt-in. Tokens are stored only as SHA-256 hashes: the confirmation
 * token is random and replaced with each confirmation email; the unsubscribe token is an
 * HMAC of the row's id under a server key, so every email can carry the same one.
 */
export const launchListSignups = pgTable(
  'launch_list_signups',
  {
    id: uuid('id').primaryKey(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull().unique(),
    status: launchListStatus('status').notNull().default('pending'),
    /** The consent text shown next to the checkbox, word for word, when it was ticked. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /** When the last confirmation email was asked for: resends wait a while after it. */
    confirmationRequestedAt: timestamp('confirmation_requested_at', {
      withTimezone: true,
    }).notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('launch_list_signups_status_idx').on(t.status, t.createdAt)],
);

export type LaunchListSignupRow = typeof launchListSignups.$inferSelect;
