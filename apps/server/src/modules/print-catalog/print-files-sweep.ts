import type { MediaStorage } from '#src/lib/media-storage';
import { ownerIdUnder, STALE_AFTER_MS } from '#src/lib/file-sweep';
import type { OriginalStorage } from '#src/lib/original-storage';

/** The variant id of a key `print/<variantId>/…`, or null. */
const variantIdOf = ownerIdUnder('print');

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
  const before = new Date(now.getTime() - STALE_AFTER_MS);
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
