import { randomUUID } from 'node:crypto';
import type { printPricingLines } from '@shop/contracts';
import type { PrintItemSnapshot, StoredRecipient } from '#src/db/schema/index';
import type { OriginalStorage } from '#src/lib/original-storage';
import { sharedPrintFileKey } from './order-files';
import type { Order, OrdersRepository } from './orders.repository';

type PrintOrderLines = ReturnType<typeof printPricingLines>;

/** One print, as checkout or a test order decides it; the order's totals in cents. */
export interface NewPrintOrder {
  userId: string | null;
  recipient: StoredRecipient;
  isTest: boolean;
  /** The /legal/terms version shown to the buyer (null for an admin's test order). */
  termsVersion: string | null;
  currency: string;
  cents: { items: number; shipping: number; taxFees: number; iva: number; total: number };
  /** The order's two lines, priced (`printPricingLines`). */
  lines: PrintOrderLines;
  print: PrintItemSnapshot;
}

/**
 * Writes an order of one print and its shipping line, pending payment (the repository checks
 * that the lines add up to the total). A stored print file points at the copy
 * that orders of that file share (made by the first of them), so the variant's later edits
 * never change what was bought and an unpaid order costs no file of its own.
 */
export async function createPrintOrder(
  deps: {
    repository: Pick<OrdersRepository, 'create'>;
    originals: Pick<OriginalStorage, 'copy' | 'read'>;
  },
  input: NewPrintOrder,
): Promise<Order> {
  const id = randomUUID();
  let { printFile } = input.print;
  if (printFile.kind === 'stored') {
    const key = sharedPrintFileKey(printFile.key);
    const existing = await deps.originals.read(key);
    if (existing) existing.stream.destroy();
    else await deps.originals.copy(printFile.key, key);
    printFile = { kind: 'stored', key };
  }
  const { cents, print } = input;
  const { print: printLine, shipping: shippingLine } = input.lines;
  return deps.repository.create({
    id,
    userId: input.userId,
    email: input.recipient.email,
    currency: input.currency,
    itemsCents: cents.items,
    shippingCents: cents.shipping,
    taxFeesCents: cents.taxFees,
    ivaCents: cents.iva,
    totalCents: cents.total,
    recipient: input.recipient,
    isTest: input.isTest,
    termsVersion: input.termsVersion,
    items: [
      {
        kind: 'print',
        quantity: print.copies,
        // One copy before IVA and shipping (for the records).
        unitPriceCents: Math.round(cents.items / print.copies),
        ...printLine,
        photoId: print.photoId,
        snapshot: { ...print, printFile },
      },
      {
        kind: 'shipping',
        quantity: 1,
        unitPriceCents: shippingLine.baseCents,
        ...shippingLine,
        photoId: null,
        snapshot: { method: print.shippingMethod },
      },
    ],
  });
}
