import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupJobApps, sleep, waitFor } from '#test/job-apps';
import { waitForJobs } from '#test/job-states';

describe('durable jobs across processes (PostgreSQL)', () => {
  const ctx = setupJobApps();

  it('works each job once when two apps work the same queue', async () => {
    const name = `test-${randomUUID()}`;
    // Two pg-boss instances, each on its own pool: two server processes.
    const apps = [
      await ctx.startApp({ workers: true, ownDatabaseHandle: true }),
      await ctx.startApp({ workers: true, ownDatabaseHandle: true }),
    ] as const;
    const workedBy = new Map<number, string[]>();
    for (const [index, app] of apps.entries()) {
      await app.jobs.work<{ n: number }>(
        name,
        async (job) => {
          const list = workedBy.get(job.data.n) ?? [];
          list.push(`app${index}`);
          workedBy.set(job.data.n, list);
          await sleep(20);
        },
        { teamConcurrency: 2 },
      );
    }
    const total = 60;
    await Promise.all(
      Array.from({ length: total }, (_, n) => apps[n % 2 === 0 ? 0 : 1].jobs.send(name, { n })),
    );
    await waitFor(() => workedBy.size === total, 'every job', 20_000);
    await waitForJobs(ctx.database.db, { name, state: 'completed' });
    const counts = [...workedBy.values()].map((list) => list.length);
    expect(counts).toEqual(Array.from({ length: total }, () => 1));
    const byApp = new Set([...workedBy.values()].flat());
    expect(byApp).toEqual(new Set(['app0', 'app1']));
  }, 30_000);
});
