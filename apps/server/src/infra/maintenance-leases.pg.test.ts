import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupJobApps } from '#test/job-apps';

const ctx = setupJobApps();

describe('maintenance once per cluster (PostgreSQL)', () => {
  it('two processes asking for the same period at once: exactly one gets it', async () => {
    const apps = [
      await ctx.startApp({ ownDatabaseHandle: true }),
      await ctx.startApp({ ownDatabaseHandle: true }),
    ];
    for (let round = 0; round < 5; round++) {
      const name = `tarea-${randomUUID()}`;
      const taken = await Promise.all(
        apps.flatMap((app) => [1, 2, 3].map(() => app.maintenanceLeases.take(name, 60_000))),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    }
  });
});
