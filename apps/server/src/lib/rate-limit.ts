import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from './errors';

export interface Limit {
  /** Counter name, e.g. 'signin:ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * The limits of the account endpoints (README lists them). Counters live in PostgreSQL so
 * every server process sees the same numbers.
 */
export const limits = {
  signInPerIp: { name: 'signin:ip', max: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { name: 'signin:account', max: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: 'signup:ip', max: 10, windowSeconds: 60 * 60 },
  googlePerIp: { name: 'google:ip', max: 30, windowSeconds: 15 * 60 },
  resetRequestPerIp: { name: 'reset-request:ip', max: 10, windowSeconds: 60 * 60 },
  resetRequestPerAccount: { name: 'reset-request:account', max: 3, windowSeconds: 60 * 60 },
  tokenUsePerIp: { name: 'token:ip', max: 30, windowSeconds: 15 * 60 },
  resendPerAccount: { name: 'resend:account', max: 3, windowSeconds: 15 * 60 },
  changePasswordPerAccount: { name: 'change-password:account', max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Counts one hit; true when it is still within the limit. */
export async function hitLimit(db: Database, limit: Limit, subject: string): Promise<boolean> {
  const key = `${limit.name}:${subject}`;
  const window = limit.windowSeconds;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${window})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${window})
                   then now() else rate_limits.window_start end
    returning count`);
  const { rows } = result as { rows: { count: number }[] };
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
  return (rows[0]?.count ?? 0) <= limit.max;
}

/** Throws 429 with a Spanish message when any of the limits is exceeded. */
export async function enforceLimits(
  db: Database,
  checks: [Limit, string][],
  message: string,
): Promise<void> {
  for (const [limit, subject] of checks) {
    if (!(await hitLimit(db, limit, subject))) {
      throw new AppError('rate_limited', message, { retryAfterSeconds: limit.windowSeconds });
    }
  }
}
