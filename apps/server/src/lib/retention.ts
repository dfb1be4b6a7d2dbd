import { scheduleMaintenance, type MaintenanceHost } from './repeating';

const DAY_MS = 24 * 60 * 60_000;
/** How often a worker process removes what the privacy policy says it keeps no longer. */
export const RETENTION_EVERY_MS = DAY_MS;

/** The moment before which a record kept `keptDays` is due for removal at `now`. */
export const retentionCutoff = (keptDays: number, now = new Date()) =>
  new Date(now.getTime() - keptDays * DAY_MS);

export interface RetentionRule {
  /** What is removed, for the log line (Spanish, plural: 'mensajes de contacto'). */
  what: string;
  /** As the privacy policy (/legal/privacy) promises. */
  keptDays: number;
  /** Removes the records due before `before`; returns how many went. */
  remove: (before: Date) => Promise<number>;
}

/**
 * Keeps a retention period of the privacy policy: in worker processes (maintenance, like
 * pg-boss's), at start and daily, `remove` gets the cutoff. Not waited for at start.
 */
export async function scheduleRetention(app: MaintenanceHost, rule: RetentionRule) {
  await scheduleMaintenance(app, {
    name: `${rule.what}: retention`,
    everyMs: RETENTION_EVERY_MS,
    run: async () => {
      const removed = await rule.remove(retentionCutoff(rule.keptDays));
      if (removed > 0) {
        app.log.info(`${removed} ${rule.what} borrados: más de ${rule.keptDays} días guardados`);
      }
    },
  });
}
