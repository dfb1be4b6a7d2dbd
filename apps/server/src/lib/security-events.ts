import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The security events a host can filter on (`security.event`; docs/rules/quality.md#logs). */
export type SecurityEventName =
  | 'auth.sign_in_succeeded'
  | 'auth.sign_in_failed'
  | 'auth.google_failed'
  | 'auth.refresh_replayed'
  | 'rate_limited';

/** What a security event may carry: identifiers and reasons, never a secret or an address. */
export interface SecurityEventFields {
  ip: string;
  userId?: string;
  emailDigest?: string;
  reason?: string;
  via?: 'password' | 'google';
  familyId?: string;
  route?: string;
  method?: string;
  retryAfterSeconds?: number;
}

const events: Record<SecurityEventName, { level: 'info' | 'warn'; msg: string }> = {
  'auth.sign_in_succeeded': { level: 'info', msg: 'sign-in succeeded' },
  'auth.sign_in_failed': { level: 'warn', msg: 'sign-in failed' },
  'auth.google_failed': { level: 'warn', msg: 'Google sign-in refused' },
  'auth.refresh_replayed': { level: 'warn', msg: 'refresh token replayed: session revoked' },
  rate_limited: { level: 'warn', msg: 'rate limit hit' },
};

/**
 * A stable short digest of an email (trimmed, lower-cased), to correlate without the address;
 * keyed with a secret of the server's, so a list of addresses cannot be checked against logs.
 */
export function emailDigest(email: string, key: Buffer): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** The purpose of the key `emailDigest` takes (infra/secrets.ts derives it). */
export const EMAIL_DIGEST_KEY = 'security-log-email';

/** Writes one line `{ security: { event, ...fields } }`: warn for failures, info for successes. */
export function securityEvent(
  log: FastifyBaseLogger,
  event: SecurityEventName,
  fields: SecurityEventFields,
): void {
  const { level, msg } = events[event];
  log[level]({ security: { event, ...fields } }, msg);
}
