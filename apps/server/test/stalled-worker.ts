// A worker process for job-recovery.pg.test.ts: it takes a job of the queue it is named and
// never finishes it, until the test kills it with SIGKILL.
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config';

const { DATABASE_URL = '', DATA_DIR = '', STALLED_QUEUE = '' } = process.env;

const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL,
    DATA_DIR,
    JWT_SECRET: 'stalled-worker-'.padEnd(40, 'x'),
    JOBS_WORKERS: 'true',
  }),
);
await app.jobs.work(STALLED_QUEUE, async (job) => {
  console.log(`started ${job.id}`);
  await new Promise(() => {});
});
console.log('ready');
