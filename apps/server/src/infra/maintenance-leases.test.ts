import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scheduleMaintenance } from '#src/lib/repeating';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { createMaintenanceLeases } from './maintenance-leases.repository';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });

describe('maintenance leases', () => {
  it('let one holder run a period; another takes it once it is given back or runs out', async () => {
    const name = `tarea-${randomUUID()}`;
    const first = createMaintenanceLeases(ctx.database.db);
    const second = createMaintenanceLeases(ctx.database.db);
    expect(await first.take(name, 60_000)).toBe(true);
    expect(await second.take(name, 60_000)).toBe(false);
    expect(await first.take(name, 60_000)).toBe(false);
    // Only the holder gives it back.
    await second.release(name);
    expect(await second.take(name, 60_000)).toBe(false);
    await first.release(name);
    expect(await second.take(name, 1)).toBe(true);
    await waitUntil(() => first.take(name, 60_000), 'the 1 ms lease to run out', 5_000);
  });

  it("a process skips the round another process's lease covers", async () => {
    const name = `tarea-${randomUUID()}`;
    expect(await createMaintenanceLeases(ctx.database.db).take(name, 60_000)).toBe(true);
    let ran = 0;
    const closing: (() => Promise<void>)[] = [];
    const asked: boolean[] = [];
    const leases = ctx.app.maintenanceLeases;
    await scheduleMaintenance(
      {
        log: ctx.app.log,
        addHook: (_name, hook) => closing.push(hook),
        config: ctx.app.config,
        maintenanceLeases: {
          take: async (...args) => {
            const taken = await leases.take(...args);
            asked.push(taken);
            return taken;
          },
          release: (n) => leases.release(n),
        },
      },
      {
        name,
        everyMs: 60_000,
        run: async () => {
          ran++;
        },
      },
    );
    await waitUntil(() => asked.length === 1, 'the first round to ask for the lease');
    await Promise.all(closing.map((hook) => hook()));
    expect([asked, ran]).toEqual([[false], 0]);
  });
});
