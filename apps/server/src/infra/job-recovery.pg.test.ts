// A worker process killed (SIGKILL) in the middle of a job: the job must run again soon
// after, in another process, instead of waiting for pg-boss's 15-minute expiry.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '#src/paths';
import { setupJobApps } from '#test/job-apps';
import { waitUntil } from '#test/wait';

const ctx = setupJobApps();

describe('a worker process killed mid-job (PostgreSQL)', () => {
  it('has its job run again by another process within a minute', async () => {
    const queue = `test-stalled-${randomUUID()}`;
    const sender = await ctx.startApp({ workers: false });
    await sender.jobs.declare(queue);
    if (sender.config.database.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-stalled-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/stalled-worker.ts'], {
      cwd: serverRoot,
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child needs the same PATH
        PATH: process.env.PATH,
        DATABASE_URL: sender.config.database.url,
        DATA_DIR: dataDir,
        STALLED_QUEUE: queue,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitUntil(() => output.includes('ready'), `the worker to start: ${output}`, 60_000);
      const jobId = await sender.jobs.send(queue, { order: 'pedido' }, { retryLimit: 3 });
      await waitUntil(() => output.includes(`started ${jobId}`), 'the worker to take the job');
      child.kill('SIGKILL');
      const killedAt = Date.now();

      const next = await ctx.startApp({ workers: true, ownDatabaseHandle: true });
      let ranAgain: string | null = null;
      await next.jobs.work(queue, async (job) => {
        ranAgain = job.id;
      });
      await waitUntil(() => ranAgain !== null, 'the job to run again', 90_000);
      console.log(`job run again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after SIGKILL`);
      expect(ranAgain).toBe(jobId);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('runs again a job a process fetched but died before claiming', async () => {
    const queue = `test-unclaimed-${randomUUID()}`;
    const sender = await ctx.startApp({ workers: false });
    await sender.jobs.declare(queue);
    const jobId = await sender.jobs.send(queue, { order: 'pedido' }, { retryLimit: 3 });
    // What pg-boss leaves when the process dies right after fetching: active, nobody's claim.
    await sender.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = ${jobId}::uuid`,
    );
    const next = await ctx.startApp({ workers: true, ownDatabaseHandle: true });
    let ranAgain: string | null = null;
    await next.jobs.work(queue, async (job) => {
      ranAgain = job.id;
    });
    await waitUntil(() => ranAgain !== null, 'the job to run again', 90_000);
    expect(ranAgain).toBe(jobId);
  }, 120_000);
});
