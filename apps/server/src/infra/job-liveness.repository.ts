import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { jobClaims, jobWorkers } from '#src/db/schema/index';

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
    async claim(jobId: string, queue: string, workerId: string) {
      await db
        .insert(jobClaims)
        .values({ jobId, queue, workerId })
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
