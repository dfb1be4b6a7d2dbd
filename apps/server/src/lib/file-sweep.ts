import { scheduleRepeating, type RepeatingHost } from './repeating';

/**
 * What the file sweeps of the domains share (photos, print files, orders' files): when a file no row points
 * at counts as left behind, how often a running server looks, and how a key names its owner.
 */

/**
 * Anything older than this is left by a crash, not in use: an upload streams for at most the
 * request timeout (2 minutes), and files are published within seconds of staging.
 */
export const STALE_AFTER_MS = 15 * 60_000;
/** How often a running server sweeps (another process may have crashed meanwhile). */
export const SWEEP_EVERY_MS = 15 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** For keys `<prefix>/<uuid>/…`: the uuid (the owning row's id), or null for other keys. */
export const ownerIdUnder =
  (prefix: string) =>
  (key: string): string | null => {
    const id = key.split('/')[1] ?? '';
    return key.startsWith(`${prefix}/`) && UUID.test(id) ? id : null;
  };

/**
 * Runs a domain's file sweep now (what a crash left goes before the first request), then
 * every SWEEP_EVERY_MS until the app closes. A failed round (a bucket out of reach) is
 * logged and retried on the next one. `what` names the files in the log line.
 */
export async function scheduleFileSweep(
  app: RepeatingHost,
  what: string,
  sweep: () => Promise<number>,
): Promise<void> {
  await scheduleRepeating(app, {
    name: `${what}: file sweep`,
    everyMs: SWEEP_EVERY_MS,
    firstRound: 'before-start',
    run: async () => {
      const swept = await sweep();
      if (swept > 0) app.log.info(`${swept} ficheros huérfanos de ${what} eliminados`);
    },
  });
}
