import type { MaintenanceLeases } from '#src/infra/maintenance-leases.repository';

/** What `scheduleRepeating` needs of the app. */
export interface RepeatingHost {
  log: { info: (message: string) => void; error: (details: object, message: string) => void };
  addHook: (name: 'preClose', hook: () => Promise<void>) => unknown;
}

/** What `scheduleMaintenance` needs besides: whether this process works the queues, and leases. */
export type MaintenanceHost = RepeatingHost & {
  config: { jobs: { runWorkers: boolean } };
  maintenanceLeases: MaintenanceLeases;
};

export interface RepeatingTask {
  /** Names the task in the log line of a failed round. */
  name: string;
  everyMs: number;
  /**
   * 'before-start': the first round runs now and the app waits for it (what a crash left is
   * gone before the first request). 'background': it runs now, and the app does not wait.
   */
  firstRound: 'before-start' | 'background';
  run: () => Promise<void>;
}

/**
 * Runs `task` now, then every `everyMs` until the app closes. A failed round is logged and
 * the next one tries again; a round never starts while the one before is still running, and
 * the app's close waits for the round in progress (it may be using the database).
 */
export async function scheduleRepeating(app: RepeatingHost, task: RepeatingTask): Promise<void> {
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= task
      .run()
      .catch((err: unknown) => app.log.error({ err }, `${task.name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = round();
  if (task.firstRound === 'before-start') await first;
  const timer = setInterval(() => void round(), task.everyMs).unref();
  // Before the database closes (its plugin closes it in onClose).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Maintenance (expiring, removing what is kept no longer): once per period for all the
 * processes on one database. Each worker process looks every `everyMs` from start, without
 * holding the start up; the one that takes the period's lease runs the round.
 */
export async function scheduleMaintenance(
  app: MaintenanceHost,
  task: Omit<RepeatingTask, 'firstRound'>,
): Promise<void> {
  if (!app.config.jobs.runWorkers) return;
  const leases = app.maintenanceLeases;
  // A little under the period, so the next round of whichever process comes first runs.
  const leaseMs = task.everyMs * 0.9;
  await scheduleRepeating(app, {
    ...task,
    firstRound: 'background',
    run: async () => {
      if (!(await leases.take(task.name, leaseMs))) return;
      try {
        await task.run();
      } catch (err) {
        await leases.release(task.name);
        throw err;
      }
    },
  });
}
