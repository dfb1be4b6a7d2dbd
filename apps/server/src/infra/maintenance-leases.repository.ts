import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { maintenanceLeases } from '#src/db/schema/index';

export interface MaintenanceLeases {
  /** Takes the lease of `name` for `ms` when nobody holds it; true when this process has it. */
  take(name: string, ms: number): Promise<boolean>;
  /** Gives it back (after a failed round, so another process may try). */
  release(name: string): Promise<void>;
}

export function createMaintenanceLeases(db: Database, holder = randomUUID()): MaintenanceLeases {
  return {
    async take(name, ms) {
      const until = sql`now() + ${`${Math.max(1, Math.round(ms))} milliseconds`}::interval`;
      const rows = await db
        .insert(maintenanceLeases)
        .values({ name, holder, until })
        .onConflictDoUpdate({
          target: maintenanceLeases.name,
          set: { holder, until },
          setWhere: sql`${maintenanceLeases.until} <= now()`,
        })
        .returning({ holder: maintenanceLeases.holder });
      return rows.length === 1;
    },
    async release(name) {
      await db
        .delete(maintenanceLeases)
        .where(and(eq(maintenanceLeases.name, name), eq(maintenanceLeases.holder, holder)));
    },
  };
}
