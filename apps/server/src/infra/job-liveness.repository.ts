import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { sqlRows } from '#src/db/sql-rows';
import { jobClaims, jobWorkers } from '#src/db/schema/index';

export interface JobsHealth {
  /** Processes working the queues whose heartbeat is current. */
  workersAlive: number;
  /** Jobs due for longer than the caller's limit that no worker has started. */
  overdue: number;
  /** Jobs that failed their last attempt in the past day. */
  failedLastDay: number;
}

/** The SQL of job liveness: who is alive, and which jobs each runs. */
export function createJobLivenessRepository(db: Database) {
  return {
    async beat(workerId: string) {
      await db
        .insert(jobWorkers)
        .values({ id: workerId })
        .onConflictDoUpdate({ target: jobWorkers.id, set: { seenAt: sql`now()` } });
    },
    async leave(workerId: string) {
      await db.delete(jobWorkers).where(eq(jobWorkers.id, workerId));
    },
    /** This process runs these jobs of `queue` (a batch is claimed whole, when fetched). */
    async claim(jobIds: string[], queue: string, workerId: string) {
      if (jobIds.length === 0) return;
      await db
        .insert(jobClaims)
        .values(jobIds.map((jobId) => ({ jobId, queue, workerId })))
        .onConflictDoUpdate({
          target: jobClaims.jobId,
          set: { workerId, queue, claimedAt: sql`now()` },
        });
    },
    async release(jobId: string, workerId: string) {
      await db
        .delete(jobClaims)
        .where(and(eq(jobClaims.jobId, jobId), eq(jobClaims.workerId, workerId)));
    },
    /** Claims of workers not seen for `staleSeconds` (or gone): their process died. */
    async orphaned(staleSeconds: number) {
      return db
        .select({ jobId: jobClaims.jobId, queue: jobClaims.queue, workerId: jobClaims.workerId })
        .from(jobClaims)
        .leftJoin(jobWorkers, eq(jobWorkers.id, jobClaims.workerId))
        .where(
          or(
            isNull(jobWorkers.id),
            lt(jobWorkers.seenAt, sql`now() - ${`${staleSeconds} seconds`}::interval`),
          ),
        );
    },
    /**
     * Jobs active for `staleSeconds` that no process claims: fetched by a process that died
     * before it claimed them (a worker claims a fetched batch at once).
     */
    async unclaimedActive(staleSeconds: number): Promise<{ jobId: string; queue: string }[]> {
      const result: unknown = await db.execute(sql`
        select j.id::text as "jobId", j.name as "queue" from pgboss.job j
        where j.state = 'active'
          and j.started_on < now() - ${`${staleSeconds} seconds`}::interval
          and not exists (select 1 from ${jobClaims} c where c.job_id::text = j.id::text)
        limit 100`);
      return (result as { rows: { jobId: string; queue: string }[] }).rows;
    },
    /** Live workers, jobs overdue and jobs failed in the past day, across every process. */
    async health(deadAfterSeconds: number, overdueAfterSeconds: number) {
      const result: unknown = await db.execute(sql`select
        (select count(*)::int from ${jobWorkers}
          where seen_at > now() - ${`${deadAfterSeconds} seconds`}::interval) as "workersAlive",
        (select count(*)::int from pgboss.job where state in ('created', 'retry')
          and start_after < now() - ${`${overdueAfterSeconds} seconds`}::interval) as "overdue",
        (select count(*)::int from pgboss.job where state = 'failed'
          and completed_on > now() - interval '1 day') as "failedLastDay"`);
      const [row] = (result as { rows: JobsHealth[] }).rows;
      return row ?? { workersAlive: 0, overdue: 0, failedLastDay: 0 };
    },
    /** Jobs kept in the queue by queue and state (the metrics' gauge). */
    async countsByQueueAndState() {
      return sqlRows<{ queue: string; state: string; n: number }>(
        db,
        sql`select name as queue, state::text as state, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
    },
    async forget(jobId: string) {
      await db.delete(jobClaims).where(eq(jobClaims.jobId, jobId));
    },
    async forgetWorkersUnseenFor(seconds: number) {
      await db
        .delete(jobWorkers)
        .where(lt(jobWorkers.seenAt, sql`now() - ${`${seconds} seconds`}::interval`));
    },
    /** A retry of a job whose worker died starts now, not after its retry delay. */
    async retryNow(jobId: string) {
      await db.execute(
        sql`update pgboss.job set start_after = now() where id = ${jobId} and state = 'retry'`,
      );
    },
  };
}
