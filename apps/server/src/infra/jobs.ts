import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import bossPlans from 'pg-boss/src/plans.js';
import type { Database, DatabaseHandle } from '#src/db/client';
import { scheduleRepeating } from '#src/lib/repeating';
import { createJobLivenessRepository, type JobsHealth } from './job-liveness.repository';

export type { JobsHealth } from './job-liveness.repository';

/** A Drizzle database or transaction: what `send` needs to join the caller's transaction. */
export type JobTransaction = Pick<Database, 'execute'>;

export interface SendOptions {
  /** With the queue's policy (see `WorkOptions.policy`), at most one such job is kept. */
  singletonKey?: string;
  /** Attempts after the first one (pg-boss's default: 2). */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff`, the base of an exponential delay. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A date, or seconds from now. */
  startAfter?: Date | number;
}

export interface WorkOptions {
  /** Jobs fetched at a time by one worker (default 1). */
  batchSize?: number;
  /** Workers of this queue in this process (default 1). */
  teamConcurrency?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

export interface FailedJob<T> extends Job<T> {
  /** Why the last attempt failed: the handler's error message, or pg-boss's timeout. */
  error: { message: string };
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;
export type FailedJobHandler<T> = (job: FailedJob<T>) => Promise<void>;

export interface Jobs {
  /**
   * Queues a job and returns its id (null when a singleton key kept it out). With `tx`, the
   * job row is written in that transaction: committed with the business change or not at all
   * (the outbox). The queue must be known to this process first (`work` or `declare`), since
   * creating it inside the caller's transaction would wait on itself on PGlite.
   */
  send(
    name: string,
    data: object,
    options?: SendOptions,
    tx?: JobTransaction,
  ): Promise<string | null>;
  /** Creates the queue (and its failure queue) without working it. */
  declare(name: string): Promise<void>;
  /**
   * Whether a job of `name` whose data contains `data` is still to run or running (waiting,
   * waiting for a retry, or active): one that ended, or was never sent, is not.
   */
  isPending(name: string, data: object): Promise<boolean>;
  /**
   * Tells this process's workers of `name` to look for jobs now (after a transaction that
   * queued one has committed). Other processes find it at their watcher's next look.
   */
  wake(name: string): void;
  /**
   * Works the queue with `handler`, once per job; a handler that throws is retried as the job
   * says, so it must be safe to run twice. Only polls when workers are on (config.jobs).
   */
  work<T>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Called once for each job of `name` that failed its last attempt (or expired). */
  onFailed<T>(name: string, handler: FailedJobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Whether this process works the queues. */
  readonly workersRunning: boolean;
  /** The queues as a health check sees them, across every process on the database. */
  health(): Promise<JobsHealth>;
}

/** A due job not started after this long means no process works its queue. */
const OVERDUE_AFTER_SECONDS = 300;

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: durable jobs in the database (pg-boss). */
    jobs: Jobs;
  }
}

/** Where a job goes after its last failed attempt; the failure hook works this queue. */
export const failedQueueName = (name: string) => `${name}__failed`;

/**
 * How long closing the app waits for jobs in progress before failing them back to the queue
 * (they are retried by the next process). Below close-with-grace's 10 s in main.ts.
 */
const STOP_TIMEOUT_MS = 8_000;

/**
 * Liveness of worker processes: each writes a heartbeat every `heartbeatMs`; one unseen for
 * `deadAfterSeconds` died (kill -9, a lost machine), and the jobs it was running are retried
 * at once by the others, instead of after pg-boss's expiry (15 minutes). On PGlite only one
 * process ever opens the database, so the others are the next start: it looks at start and
 * then rarely, and an idle shop does not write a heartbeat every few seconds.
 */
const LIVENESS = {
  postgres: { heartbeatMs: 5_000, deadAfterSeconds: 20, recoveryEveryMs: 10_000 },
  pglite: { heartbeatMs: 60_000, deadAfterSeconds: 180, recoveryEveryMs: 60_000 },
} as const;

/**
 * Workers do not poll their queues (a worker's own poll is a fallback, once a minute): one
 * watcher per process looks, in one query, when the next job of the queues it works is due
 * and wakes their workers then. It looks again at the latest after WATCH_FALLBACK_MS: on
 * PostgreSQL another process may have queued a job; on PGlite this process queues them all
 * (a send wakes the queue), so it only catches what pg-boss moves by itself (expired jobs).
 */
const WORKER_POLL_SECONDS = 60;
const WATCH_FALLBACK_MS = { postgres: 2_000, pglite: 30_000 } as const;
/** A failed attempt is written by pg-boss after the handler returns: look after it. */
const LOOK_AFTER_FAILURE_MS = 1_000;
/** A job queued in the caller's transaction: look once it has (usually) committed. */
const LOOK_AFTER_TX_SEND_MS = 250;

type BossDb = PgBoss.Db;
interface Rows {
  rows: unknown[];
}

/**
 * The statements pg-boss 10 sends when a worked job ends, and does not await: it completes
 * or fails the job and moves on (manager.js, `onFetch`). Taken from pg-boss's own plans for
 * its default schema, so that they are recognised by their exact text whatever it becomes.
 */
const endOfJobStatements = new Set([
  bossPlans.completeJobs('pgboss'),
  bossPlans.failJobsById('pgboss'),
]);

/**
 * pg-boss on our own connection. On PGlite, statements without parameters go through `exec`
 * (pg-boss sends multi-statement scripts when it installs its schema), the others through
 * `query`; on PostgreSQL, the pool.
 *
 * pg-boss 10 completes and fails a worked job without awaiting the statement, so:
 * - `stop()` can return while one is still running. `settled()` waits for every statement in
 *   flight: the app awaits it before the database closes.
 * - such a statement that fails (the database out of reach for a moment) would reject with
 *   nobody listening: an unhandled rejection, which ends the process. Its failure is handed
 *   to `onEndOfJobLost` instead, and pg-boss is told no row changed. The job stays active,
 *   and runs again once its expiry passes, as after a crash: handlers are safe to run twice.
 */
export function connectionExecutor(
  database: DatabaseHandle,
  onEndOfJobLost: (err: unknown) => void,
): BossDb & {
  settled: () => Promise<void>;
} {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const inFlight = new Set<Promise<Rows>>();
  const run = (text: string, values?: unknown[]): Promise<Rows> => {
    if (database.kind === 'pglite') {
      const pglite = client as PGlite;
      if (!values || values.length === 0) {
        return pglite.exec(text).then((results) => ({ rows: results.at(-1)?.rows ?? [] }));
      }
      return pglite.query(text, values).then((result) => ({ rows: result.rows }));
    }
    return (client as pg.Pool).query(text, values).then((result) => ({ rows: result.rows }));
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const statement = run(text, values);
      inFlight.add(statement);
      const forget = () => inFlight.delete(statement);
      statement.then(forget, forget);
      if (!endOfJobStatements.has(text)) return statement;
      return statement.catch((err: unknown) => {
        onEndOfJobLost(err);
        return { rows: [{ count: 0 }] };
      });
    },
    settled: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * pg-boss's statement run through a Drizzle transaction (public API only: `execute` with
 * each `$n` turned into a bound parameter), so the job row commits or rolls back with it.
 */
export function transactionExecutor(tx: JobTransaction): BossDb {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
      );
      const result = (await tx.execute(sql.join(chunks))) as Rows;
      return { rows: result.rows };
    },
  };
}

/**
 * Durable jobs: rows in the database worked by pg-boss (SELECT … FOR UPDATE SKIP LOCKED), so
 * several processes share the work and a crash loses nothing. Every process can send; only
 * those with `config.jobs.runWorkers` work the queues (docs/decisions/012-jobs-and-orders.md).
 */
export const jobsPlugin = fp(
  async (app) => {
    const runWorkers = app.config.jobs.runWorkers;
    const connection = connectionExecutor(app.database, (err) =>
      app.log.error({ err }, 'jobs: a job ended but its state was not saved; it runs again'),
    );
    const boss = new PgBoss({
      db: connection,
      // Expiring active jobs and pruning old ones is maintenance: done by worker processes.
      supervise: runWorkers,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (err) => app.log.error({ err }, 'jobs: pg-boss error'));
    // pg-boss installs its schema when it first starts; two processes starting together on
    // an empty database would both try (its own lock does not keep them apart).
    await app.database.exclusively(() => boss.start());
    /** This process's pg-boss worker ids, by queue. */
    const workers = new Map<string, string[]>();
    const wake = (name: string) => {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    };
    const watcher = createDueJobsWatcher({
      fallbackMs: WATCH_FALLBACK_MS[app.database.kind],
      queues: () => [...workers.keys()],
      dueIn: async (queues) => {
        const result = await app.database.db.execute(
          sql`select name, greatest(0, ceil(extract(epoch from min(start_after) - now()) * 1000))::float8 as due_in_ms from pgboss.job where state in ('created', 'retry') and name in (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )}) group by name`,
        );
        return (result as { rows: { name: string; due_in_ms: number | string }[] }).rows.map(
          (row) => ({
            name: row.name,
            inMs: Number(row.due_in_ms),
          }),
        );
      },
      wake,
      onError: (err) => app.log.warn({ err }, 'jobs: the watcher could not look for due jobs'),
    });
    app.addHook('preClose', () => watcher.stop());
    const liveness = createJobLivenessRepository(app.database.db);
    app.metrics.gauge({
      name: 'shop_jobs',
      help: 'Durable jobs kept in the queue, by queue and state (created, retry, active, failed).',
      labelNames: ['queue', 'state'],
      read: async () =>
        (await liveness.countsByQueueAndState()).map(({ queue, state, n }) => ({
          labels: { queue, state },
          value: n,
        })),
    });
    const timing = LIVENESS[app.database.kind];
    const workerId = randomUUID();
    let heartbeat: NodeJS.Timeout | null = null;
    if (runWorkers) {
      await liveness.beat(workerId);
      heartbeat = setInterval(() => {
        liveness.beat(workerId).catch((err: unknown) => {
          app.log.error({ err }, 'jobs: heartbeat not written');
        });
      }, timing.heartbeatMs).unref();
    }
    app.addHook('preClose', async () => {
      if (heartbeat) clearInterval(heartbeat);
      // Waits for handlers in progress; those still running at the timeout are failed back
      // to the queue and retried by whichever process works it next.
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true, close: false });
      await connection.settled();
      if (runWorkers) await liveness.leave(workerId);
    });
    if (runWorkers) {
      await scheduleRepeating(app, {
        name: 'jobs: recovery of dead workers',
        everyMs: timing.recoveryEveryMs,
        firstRound: 'background',
        run: async () => {
          const orphans = [
            ...(await liveness.orphaned(timing.deadAfterSeconds)),
            ...(await liveness.unclaimedActive(timing.deadAfterSeconds)),
          ];
          for (const claim of orphans) {
            await boss.fail(claim.queue, claim.jobId, { message: 'worker process died' });
            await liveness.retryNow(claim.jobId);
            await liveness.forget(claim.jobId);
            app.log.warn(
              { jobId: claim.jobId, queue: claim.queue },
              'jobs: job of a dead worker retried',
            );
          }
          if (orphans.length > 0) watcher.lookIn(0);
          await liveness.forgetWorkersUnseenFor(24 * 60 * 60);
        },
      });
    }

    const known = new Set<string>();
    async function declare(name: string) {
      if (known.has(name)) return;
      const failed = failedQueueName(name);
      // One process at a time: pg-boss's create_queue run at once by two processes for one
      // queue deadlocks (each inserts the queue's row and creates its partition).
      await app.database.exclusively(async () => {
        await boss.createQueue(failed);
        await boss.createQueue(name, { name, deadLetter: failed });
      });
      known.add(name);
    }

    async function startWorkers<T>(
      name: string,
      options: WorkOptions,
      run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
    ) {
      if (!runWorkers) return;
      const { batchSize = 1, teamConcurrency = 1 } = options;
      const workOptions = {
        batchSize,
        pollingIntervalSeconds: WORKER_POLL_SECONDS,
        includeMetadata: true as const,
      };
      // Claimed by this process as soon as fetched, released as each ends: a dead process's
      // claims (and jobs active that nobody claims) are retried by the others.
      const claimed = async (job: PgBoss.JobWithMetadata<T>) => {
        try {
          await run(job);
        } catch (err) {
          // Its retry (or its move to the failure queue) is due later: the watcher finds it.
          watcher.lookIn(LOOK_AFTER_FAILURE_MS);
          throw err;
        } finally {
          // Left behind, the claim only lets the job run again once this process is gone.
          await liveness.release(job.id, workerId).catch((err: unknown) => {
            app.log.error({ err, jobId: job.id }, 'jobs: claim not released');
          });
        }
      };
      for (let i = 0; i < teamConcurrency; i++) {
        const bossWorkerId: string = await boss.work<T>(name, workOptions, async (batch) => {
          // pg-boss waits its poll interval after a batch too: the worker fetches again at
          // once instead, until the queue is empty (then it sleeps until woken).
          try {
            await liveness.claim(
              batch.map((job) => job.id),
              name,
              workerId,
            );
            if (batch.length === 1 && batch[0]) {
              await claimed(batch[0]);
              return;
            }
            // One failure must not fail the others: each is failed on its own, and pg-boss
            // completes the rest (completing skips jobs no longer active).
            for (const job of batch) {
              await claimed(job).catch(async (err: unknown) => {
                await boss.fail(name, job.id, { message: errorMessage(err) });
              });
            }
          } finally {
            boss.notifyWorker(bossWorkerId);
          }
        });
        workers.set(name, [...(workers.get(name) ?? []), bossWorkerId]);
      }
    }

    app.decorate('jobs', {
      workersRunning: runWorkers,
      health: () => liveness.health(timing.deadAfterSeconds, OVERDUE_AFTER_SECONDS),
      declare,
      async isPending(name, data) {
        const result = await app.database.db.execute(
          sql`select 1 from pgboss.job where name = ${name} and state in ('created', 'retry', 'active') and data @> ${JSON.stringify(data)}::jsonb limit 1`,
        );
        return (result as Rows).rows.length > 0;
      },
      wake,
      async send(name, data, options = {}, tx) {
        if (!known.has(name)) {
          if (tx) throw new Error(`jobs: queue ${name} is not declared in this process`);
          await declare(name);
        }
        const { startAfter, ...rest } = options;
        const id = await boss.send(name, data, {
          ...rest,
          ...(startAfter === undefined ? {} : { startAfter }),
          ...(tx ? { db: transactionExecutor(tx) } : {}),
        });
        if (tx) watcher.lookIn(LOOK_AFTER_TX_SEND_MS);
        else if (startAfter === undefined) wake(name);
        else watcher.lookIn(0);
        return id;
      },
      async work<T>(name: string, handler: JobHandler<T>, options: WorkOptions = {}) {
        await declare(name);
        await startWorkers<T>(name, options, (job) =>
          handler({ id: job.id, name: job.name, data: job.data }),
        );
      },
      async onFailed<T>(name: string, handler: FailedJobHandler<T>, options: WorkOptions = {}) {
        await declare(name);
        await startWorkers<T>(failedQueueName(name), options, (job) =>
          handler({
            id: job.id,
            name,
            data: job.data,
            error: { message: failureMessage(job.output) },
          }),
        );
      },
    } satisfies Jobs);
  },
  { name: 'jobs', dependencies: ['config', 'database', 'metrics'], fastify: '5.x' },
);

/**
 * pg-boss keeps a thrown error serialized as the job's output, and words a timeout (the
 * process died, or the handler ran past its time) as `{ value: { message } }`.
 */
function failureMessage(output: unknown): string {
  const o = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === 'string' ? message : 'error desconocido';
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export interface DueJobsWatcherOptions {
  /** The longest wait between two looks. */
  fallbackMs: number;
  /** The queues this process works. */
  queues: () => string[];
  /** For each queue with jobs waiting, milliseconds until the first is due (0: now). */
  dueIn: (queues: string[]) => Promise<{ name: string; inMs: number }[]>;
  wake: (name: string) => void;
  onError: (err: unknown) => void;
}

/**
 * Looks for due jobs in one query, wakes the queues that have some, and sleeps until the
 * next one is due (at most `fallbackMs`). `lookIn` brings the next look forward.
 */
export function createDueJobsWatcher(options: DueJobsWatcherOptions) {
  let timer: NodeJS.Timeout | undefined;
  let nextAt = Infinity;
  let looking: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function lookIn(ms: number) {
    if (stopped) return;
    if (looking) {
      again = true;
      return;
    }
    const at = Date.now() + ms;
    if (timer && at >= nextAt) return;
    clearTimeout(timer);
    nextAt = at;
    timer = setTimeout(look, ms).unref();
  }

  function look() {
    timer = undefined;
    nextAt = Infinity;
    let wait = options.fallbackMs;
    const queues = options.queues();
    looking = (queues.length === 0 ? Promise.resolve([]) : options.dueIn(queues))
      .then((due) => {
        for (const { name, inMs } of due) {
          if (inMs <= 0) options.wake(name);
          else wait = Math.min(wait, inMs);
        }
      })
      .catch(options.onError)
      .finally(() => {
        looking = null;
        if (again) {
          again = false;
          wait = 0;
        }
        lookIn(wait);
      });
  }

  lookIn(0);
  return {
    lookIn,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking;
    },
  };
}
