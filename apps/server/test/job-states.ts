import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { waitUntil } from './wait';

/** A pg-boss job's state (pgboss.job.state). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  state: JobState;
  data: unknown;
}

/** States a job leaves no more: nothing it does is still to come. */
export const endedStates: readonly JobState[] = ['completed', 'failed', 'cancelled'];

/**
 * Waits until the queue `name` holds at least one job (whose data contains `data`, when
 * given) and every such job is in `state` (one of them; by default, ended), and returns
 * them. To assert that something did not happen, wait first for the jobs that could have
 * done it to end: the assertion then fails if one of them did.
 */
export async function waitForJobs(
  db: Pick<Database, 'execute'>,
  {
    name,
    data,
    state = endedStates,
  }: { name: string; data?: object; state?: JobState | readonly JobState[] },
  timeoutMs = 15_000,
): Promise<JobRow[]> {
  const wanted: readonly JobState[] = typeof state === 'string' ? [state] : state;
  const withData = data === undefined ? sql`` : sql` and data @> ${JSON.stringify(data)}::jsonb`;
  let jobs: JobRow[] = [];
  await waitUntil(
    async () => {
      const result = await db.execute(
        sql`select id, state, data from pgboss.job where name = ${name}${withData} order by created_on, id`,
      );
      jobs = (result as { rows: JobRow[] }).rows;
      return jobs.length > 0 && jobs.every((job) => wanted.includes(job.state));
    },
    () =>
      `the jobs of ${name}${data ? ` with ${JSON.stringify(data)}` : ''} to be ${wanted.join(
        ' or ',
      )}; they are: ${jobs.map((job) => job.state).join(', ') || 'none'}`,
    timeoutMs,
  );
  return jobs;
}
