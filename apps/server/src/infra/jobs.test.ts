import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client';
import { failedQueueName } from '#src/infra/jobs';
import { setupJobApps, sleep, waitFor } from '#test/job-apps';
import { waitForJobs } from '#test/job-states';
import { waitUntil } from '#test/wait';

const queue = () => `test-${randomUUID()}`;

async function jobState(app: FastifyInstance, id: string | null): Promise<string | null> {
  if (id === null) throw new Error('no job id');
  const result = await app.database.db.execute(
    sql`select state from pgboss.job where id = ${id}::uuid`,
  );
  const { rows } = result as { rows: { state: string }[] };
  return rows[0]?.state ?? null;
}

/**
 * Waits until no statement is in flight on `database`, such as the one pg-boss sends without
 * awaiting it when a job ends. PGlite runs them one at a time, in order: one more is behind
 * it. A PostgreSQL pool has them in flight while a client is checked out or awaited.
 */
async function statementsSettled(database: DatabaseHandle) {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`select 1`);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  await waitUntil(
    () => pool.waitingCount === 0 && pool.idleCount === pool.totalCount,
    'no statement in flight',
  );
}

class Rollback extends Error {}

describe('durable jobs', () => {
  const ctx = setupJobApps();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.startApp({ workers: true });
  });

  it('works a job sent once, once', async () => {
    const name = queue();
    const seen: { id: string; data: unknown }[] = [];
    await app.jobs.work<{ n: number }>(name, async (job) => {
      seen.push({ id: job.id, data: job.data });
    });
    const id = await app.jobs.send(name, { n: 7 });
    expect(id).toEqual(expect.any(String));
    await waitFor(() => seen.length > 0, 'the job');
    await waitForJobs(app.database.db, { name, state: 'completed' });
    expect(seen).toEqual([{ id, data: { n: 7 } }]);
    expect(await jobState(app, id)).toBe('completed');
  });

  it('works a burst on one queue one after the other, without a poll between them', async () => {
    const name = queue();
    const seen: number[] = [];
    await app.jobs.work<{ n: number }>(name, async (job) => {
      seen.push(job.data.n);
    });
    for (const n of [1, 2, 3, 4]) await app.jobs.send(name, { n });
    // A worker's own poll is once a minute: all four within the wait means no poll was needed.
    await waitFor(() => seen.length === 4, 'the four jobs');
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('runs a job queued for later when it is due: woken by the watcher, not a worker poll', async () => {
    const name = queue();
    let ranAt = 0;
    await app.jobs.work(name, async () => {
      ranAt = Date.now();
    });
    // Workers poll once a minute: only the watcher, which knows when the job is due, runs it
    // within the wait below.
    const sentAt = Date.now();
    await app.jobs.send(name, {}, { startAfter: 2 });
    await waitFor(() => ranAt > 0, 'the job', 20_000);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(1_500);
  });

  it('never runs a job sent in a transaction that rolled back, and runs it once committed', async () => {
    const name = queue();
    const seen: string[] = [];
    await app.jobs.work<{ tag: string }>(name, async (job) => {
      seen.push(job.data.tag);
    });
    let rolledBackId: string | null = null;
    await expect(
      app.database.db.transaction(async (tx) => {
        rolledBackId = await app.jobs.send(name, { tag: 'rolled-back' }, {}, tx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(rolledBackId).toEqual(expect.any(String));

    let committedId: string | null = null;
    await app.database.db.transaction(async (tx) => {
      committedId = await app.jobs.send(name, { tag: 'committed' }, {}, tx);
    });
    await waitFor(() => seen.includes('committed'), 'the committed job');
    await waitForJobs(app.database.db, { name, state: 'completed' });
    expect(seen).toEqual(['committed']);
    expect(await jobState(app, rolledBackId)).toBeNull();
    expect(await jobState(app, committedId)).toBe('completed');
  });

  it('refuses a job in a transaction for a queue this process does not know', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.jobs.send(queue(), { x: 1 }, {}, tx);
      }),
    ).rejects.toThrow(/not declared/);
  });

  it('retries a failing handler with backoff and works the job once in the end', async () => {
    const name = queue();
    const attempts: number[] = [];
    let done = 0;
    await app.jobs.work(name, async () => {
      attempts.push(Date.now());
      if (attempts.length <= 2) throw new Error(`attempt ${attempts.length} fails`);
      done++;
    });
    const failures: unknown[] = [];
    await app.jobs.onFailed(name, async (job) => void failures.push(job));
    const id = await app.jobs.send(
      name,
      { order: 'o-1' },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    await waitFor(() => done > 0, 'the third attempt', 18_000);
    await waitForJobs(app.database.db, { name, state: 'completed' });
    expect(attempts).toHaveLength(3);
    expect(done).toBe(1);
    const [first = 0, second = 0, third = 0] = attempts;
    // pg-boss's backoff: retryDelay · 2^retryCount / 2 · (1 + random) seconds.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(await jobState(app, id)).toBe('completed');
    expect(failures).toEqual([]);
  }, 25_000);

  it('hands a job that failed past its retry limit to the failure hook, once', async () => {
    const name = queue();
    let attempts = 0;
    await app.jobs.work(name, async () => {
      attempts++;
      throw new Error('Prodigi no responde');
    });
    const failures: { data: unknown; error: { message: string } }[] = [];
    await app.jobs.onFailed<{ orderId: string }>(name, async (job) => {
      failures.push({ data: job.data, error: job.error });
    });
    const id = await app.jobs.send(name, { orderId: 'o-2' }, { retryLimit: 1, retryDelay: 0 });
    await waitFor(() => failures.length > 0, 'the failure hook');
    await waitForJobs(app.database.db, { name, state: 'failed' });
    await waitForJobs(app.database.db, { name: failedQueueName(name), state: 'completed' });
    expect(attempts).toBe(2);
    expect(failures.map((f) => [f.data, f.error.message])).toEqual([
      [{ orderId: 'o-2' }, 'Prodigi no responde'],
    ]);
    expect(await jobState(app, id)).toBe('failed');
  });

  it('loses nothing when the app closes before working a job: the next app works it', async () => {
    const name = queue();
    const sender = await ctx.startApp({ workers: false });
    expect(sender.jobs.workersRunning).toBe(false);
    const seenBySender: unknown[] = [];
    await sender.jobs.work(name, async (job) => void seenBySender.push(job.data));
    let id: string | null = null;
    await sender.database.db.transaction(async (tx) => {
      id = await sender.jobs.send(name, { order: 'o-3' }, {}, tx);
    });
    await sender.close();
    expect(seenBySender).toEqual([]);
    // Untouched: no worker of the sender fetched it.
    expect(await jobState(app, id)).toBe('created');

    const next = await ctx.startApp({ workers: true });
    const seen: unknown[] = [];
    await next.jobs.work(name, async (job) => void seen.push(job.data));
    await waitFor(() => seen.length > 0, 'the job after the restart');
    await waitForJobs(app.database.db, { name, state: 'completed' });
    expect(seen).toEqual([{ order: 'o-3' }]);
    await next.close();
  });

  it('lives on when a job ends but the database cannot save it: the job stays active', async () => {
    const name = queue();
    const { db } = app.database;
    // The database refuses to mark this queue's jobs completed, as when it is out of reach
    // at that moment. pg-boss does not await that statement: unhandled, its failure would
    // end the process (and fail this run). Each refusal counts in a sequence, which the
    // refused statement's rollback leaves as it is.
    const refuse = `refuse_${name.replace(/\W/g, '_')}`;
    await db.execute(sql.raw(`create sequence ${refuse}`));
    await db.execute(
      sql.raw(
        `create function ${refuse}() returns trigger language plpgsql as $$ begin if new.name = '${name}' and new.state = 'completed' then perform nextval('${refuse}'); raise exception 'database out of reach'; end if; return new; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger ${refuse} before update on pgboss.job for each row execute function ${refuse}()`,
      ),
    );
    try {
      let worked = 0;
      await app.jobs.work(name, async () => {
        worked++;
      });
      const id = await app.jobs.send(name, { n: 1 });
      await waitFor(() => worked > 0, 'the job');
      const refused = async () => {
        const result = await db.execute(sql.raw(`select is_called from ${refuse}`));
        const { rows } = result as { rows: { is_called: boolean }[] };
        return rows[0]?.is_called === true;
      };
      await waitUntil(refused, 'the database to refuse the job its end');
      // Its end was not saved: it runs again once its expiry passes, as after a crash.
      expect(await jobState(app, id)).toBe('active');
      expect(worked).toBe(1);
    } finally {
      await db.execute(sql.raw(`drop trigger ${refuse} on pgboss.job`));
      await db.execute(sql.raw(`drop function ${refuse}()`));
      await db.execute(sql.raw(`drop sequence ${refuse}`));
    }
    // The app still works its queues.
    const next = queue();
    const seen: unknown[] = [];
    await app.jobs.work(next, async (job) => void seen.push(job.data));
    await app.jobs.send(next, { n: 2 });
    await waitFor(() => seen.length > 0, 'a job after the failure');
  });

  it('on close, fails a job still running back to the queue, and the next app works it', async () => {
    const name = queue();
    const first = await ctx.startApp({ workers: true });
    let started = 0;
    // Never finishes within the app's stop timeout: held until the end of the test.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    await first.jobs.work(name, async () => {
      started++;
      await Promise.race([held, sleep(20_000)]);
      finished = true;
    });
    const id = await first.jobs.send(name, { order: 'o-4' }, { retryLimit: 2, retryDelay: 0 });
    await waitFor(() => started > 0, 'the first attempt');
    await first.close();
    expect(await jobState(app, id)).toBe('retry');

    const next = await ctx.startApp({ workers: true });
    const seen: unknown[] = [];
    await next.jobs.work(name, async (job) => void seen.push(job.data));
    await waitFor(() => seen.length > 0, 'the retried job');
    expect(seen).toEqual([{ order: 'o-4' }]);
    await next.close();
    // The abandoned attempt ends while the database is still open: pg-boss then completes
    // it (a no-op, the job is no longer active) without awaiting, so it must not outlive
    // the file's database.
    release();
    await waitFor(() => finished, 'the abandoned attempt');
    await statementsSettled(app.database);
    expect(await jobState(app, id)).toBe('completed');
  }, 30_000);
});
