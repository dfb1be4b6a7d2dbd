import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';

/** Older than this, a file no row points at is left by a crash or a deletion, not in use. */
export const PRINT_STALE_AFTER_MS = 15 * 60_000;
export const PRINT_SWEEP_EVERY_MS = 15 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The variant id of a key `print/<variantId>/…`, or null. */
const variantIdOf = (key: string) => {
  const id = key.split('/')[1] ?? '';
  return key.startsWith('print/') && UUID.test(id) ? id : null;
};

export interface PrintSweepDeps {
  media: MediaStorage;
  originals: OriginalStorage;
  existingVariantIds: (ids: string[]) => Promise<Set<string>>;
}

/**
 * Removes, once stale, the print files no variant row points at: staged previews and
 * mockups a crash left, and the public and private files of variants that are gone (a
 * crash between the commit and the removal, or a photo deleted with its variants, which
 * the foreign key cascades). Files of a variant whose row exists are never touched.
 */
export async function sweepPrintFiles(deps: PrintSweepDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - PRINT_STALE_AFTER_MS);
  let removed = 0;
  for (const key of await deps.media.listOlderThan('staged', 'print/', before)) {
    await deps.media.removeStaged(key);
    removed++;
  }
  const media = await deps.media.listOlderThan('public', 'print/', before);
  const originals = await deps.originals.listOlderThan('print/', before);
  const ids = [...new Set([...media, ...originals].map(variantIdOf))].filter((id) => id !== null);
  const kept = await deps.existingVariantIds(ids);
  const orphan = (key: string) => {
    const id = variantIdOf(key);
    return id !== null && !kept.has(id);
  };
  for (const key of media.filter(orphan)) {
    await deps.media.remove(key);
    removed++;
  }
  for (const key of originals.filter(orphan)) {
    await deps.originals.remove(key);
    removed++;
  }
  return removed;
}
