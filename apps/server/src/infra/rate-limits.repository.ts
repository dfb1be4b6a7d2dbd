import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';

/** The only SQL on rate_limits: fixed-window counters shared by every server process. */
export function createRateLimitsRepository(db: Database) {
  return {
    /** Counts one hit on the key's window (a new window once the old one is over). */
    async hit(key: string, windowSeconds: number): Promise<number> {
      const result = await db.execute(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_start end
        returning count`);
      const { rows } = result as { rows: { count: number }[] };
      return rows[0]?.count ?? 0;
    },
    /** Seconds until the key's current window is over (what Retry-After says). */
    async secondsLeft(key: string, windowSeconds: number): Promise<number> {
      const result = await db.execute(sql`
        select extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now())
          as seconds_left
        from rate_limits where key = ${key}`);
      const { rows } = result as { rows: { seconds_left: number | string | null }[] };
      const left = Number(rows[0]?.seconds_left ?? windowSeconds);
      return Number.isFinite(left)
        ? Math.min(windowSeconds, Math.max(1, Math.ceil(left)))
        : windowSeconds;
    },
    async removeOlderThanADay() {
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
