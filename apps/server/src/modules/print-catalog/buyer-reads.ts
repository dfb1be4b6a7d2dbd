import type { PublicVariant } from '@shop/contracts';
import type { PrintCatalogService } from './print-catalog.service';

/** Channel on which catalogue and variant writes are announced to every process. */
export const PRINT_CATALOG_CHANGED = 'print_catalog_changed';

/** How long a photo's buyer answer is served from memory at most. */
export const BUYER_READ_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

/**
 * The buyer's variants of a photo, kept in memory for at most BUYER_READ_TTL_MS: cleared by
 * every catalogue or variant write (this process at once, others through the change
 * notifier). A photo hidden meanwhile (the photos domain's write) is gone within the TTL.
 */
export function createBuyerReads(service: Pick<PrintCatalogService, 'listForBuyer'>) {
  const entries = new Map<string, { at: number; body: PublicVariant[] }>();
  let generation = 0;
  return {
    async variantsOf(photoId: string, now = Date.now): Promise<PublicVariant[]> {
      const hit = entries.get(photoId);
      if (hit && now() - hit.at < BUYER_READ_TTL_MS) return hit.body;
      const started = generation;
      const body = await service.listForBuyer(photoId);
      // A read begun before a clear does not store what may already be stale.
      if (started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
        entries.set(photoId, { at: now(), body });
      }
      return body;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

export type BuyerReads = ReturnType<typeof createBuyerReads>;
