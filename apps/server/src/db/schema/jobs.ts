import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Worker processes alive: each writes its row every few seconds (infra/job-liveness.ts). A
 * process killed without a goodbye stops writing, and its jobs are given to the others.
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The jobs a worker process is running now (pg-boss's job id), removed when each ends. */
export const jobClaims = pgTable('job_claims', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  workerId: text('worker_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
