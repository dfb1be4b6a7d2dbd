import { STALE_AFTER_MS } from '#src/lib/file-sweep';
import type { MediaStorage } from '#src/lib/media-storage';

export interface SiteImagesSweepDeps {
  media: MediaStorage;
  /** Every file key a site_images row points at. */
  keptKeys: () => Promise<Set<string>>;
}

/**
 * Removes, once stale, the files under site/ no site_images row points at: derivatives a
 * crash left staged before the row was stored, or published by a transaction that then
 * rolled back. Files of a stored image are never touched (its row is the only record of
 * them; the admin may still pick it).
 */
export async function sweepSiteImageFiles(
  deps: SiteImagesSweepDeps,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  let removed = 0;
  for (const key of await deps.media.listOlderThan('staged', 'site/', before)) {
    await deps.media.removeStaged(key);
    removed++;
  }
  const published = await deps.media.listOlderThan('public', 'site/', before);
  if (published.length === 0) return removed;
  const kept = await deps.keptKeys();
  for (const key of published.filter((k) => !kept.has(k))) {
    await deps.media.remove(key);
    removed++;
  }
  return removed;
}
