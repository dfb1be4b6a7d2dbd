import { randomUUID } from 'node:crypto';
import type { OriginalStorage } from '#src/lib/original-storage';
import { sharedPrintFileKey } from './order-files';
import type { NewOrder, Order, OrdersRepository } from './orders.repository';

/**
 * Writes an order pending payment. A print's stored file points at the copy that orders of
 * that file share (made by the first of them), so the variant's later edits never change what
 * was bought and an unpaid order costs no file of its own.
 */
export async function openOrder(
  deps: {
    repository: Pick<OrdersRepository, 'create'>;
    originals: Pick<OriginalStorage, 'copy' | 'read'>;
  },
  input: NewOrder,
): Promise<Order> {
  const items = await Promise.all(
    input.items.map(async (item) => {
      if (item.kind !== 'print' || item.snapshot.printFile.kind !== 'stored') return item;
      const source = item.snapshot.printFile.key;
      const key = sharedPrintFileKey(source);
      const existing = await deps.originals.read(key);
      if (existing) existing.stream.destroy();
      else await deps.originals.copy(source, key);
      return {
        ...item,
        snapshot: {
          ...item.snapshot,
          printFile: { kind: 'stored' as const, key, sourceKey: source },
        },
      };
    }),
  );
  return deps.repository.create({ ...input, id: input.id ?? randomUUID(), items });
}
