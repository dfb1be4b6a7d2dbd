import { ownerIdUnder, STALE_AFTER_MS } from '#src/lib/file-sweep';
import { SHARED_PRINT_FILES } from './order-files';
import type { OriginalStorage } from '#src/lib/original-storage';

/** The order id of a key `orders/<orderId>/…`, or null. */
const orderIdOf = ownerIdUnder('orders');

export interface OrderFilesSweepDeps {
  originals: Pick<OriginalStorage, 'listOlderThan' | 'remove'>;
  /** Of these ids, the orders whose files are still needed: those not cancelled. */
  orderIdsKeepingFiles: (ids: string[]) => Promise<Set<string>>;
}

/**
 * Removes, once stale, the order files (`orders/<orderId>/…`, in the private store) that no
 * order needs: a print file copied for an order whose row was never written (the insert
 * failed after the copy), and what a cancelled order's own removal left (the store out of
 * reach then). The files of an order in any other status are never touched.
 */
export async function sweepOrderFiles(deps: OrderFilesSweepDeps, now = new Date()) {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  const keys = await deps.originals.listOlderThan('orders/', before);
  const ids = [...new Set(keys.map(orderIdOf))].filter((id) => id !== null);
  const kept = await deps.orderIdsKeepingFiles(ids);
  let removed = 0;
  for (const key of keys) {
    const id = orderIdOf(key);
    if (id === null || kept.has(id)) continue;
    await deps.originals.remove(key);
    removed++;
  }
  return removed;
}

export interface SharedPrintFilesSweepDeps {
  originals: Pick<OriginalStorage, 'listOlderThan' | 'remove'>;
  /** Of these keys, those an order that is not cancelled still points at. */
  keysInUse: (keys: string[]) => Promise<Set<string>>;
}

/** Removes, once stale, the shared print files (order-files.ts) no live order points at. */
export async function sweepSharedPrintFiles(deps: SharedPrintFilesSweepDeps, now = new Date()) {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  const keys = await deps.originals.listOlderThan(SHARED_PRINT_FILES, before);
  const inUse = await deps.keysInUse(keys);
  let removed = 0;
  for (const key of keys) {
    if (inUse.has(key)) continue;
    await deps.originals.remove(key);
    removed++;
  }
  return removed;
}
