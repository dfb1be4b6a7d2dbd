import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';

export interface WindowCount {
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** The only SQL on rate_limits: fixed-window counters shared by every server process. */
export function createRateLimitsRepository(db: Database) {
  return {
    /** Counts one hit on the key's window (a new window once the old one is over). */
    async hit(key: string, windowSeconds: number): Promise<WindowCount> {
      const result = await db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_start end
        returning count, extract(epoch from
          rate_limits.window_start + make_interval(secs => ${windowSeconds}) - now()) as remaining`);
      const { rows } = result as { rows: { count: number; remaining: number | string }[] };
      const row = rows[0];
      return {
        count: row?.count ?? 0,
        retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? windowSeconds))),
      };
    },
    /** Hits in the key's current window, without counting one. */
    async count(key: string, windowSeconds: number): Promise<number> {
      const result = await db.execute(sql`
        select count from rate_limits
        where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`);
      const { rows } = result as { rows: { count: number }[] };
      return rows[0]?.count ?? 0;
    },
    /** Takes one hit back (a counted attempt turned out not to be one to limit). */
    async undo(key: string) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`,
      );
    },
    async reset(key: string) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async removeOlderThanADay() {
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
