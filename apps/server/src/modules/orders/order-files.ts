import { createHash } from 'node:crypto';

/**
 * A paid order's own copy of a print file, in the private store: nothing but the order points
 * at it, so editing or deleting the variant later never changes what a buyer paid for.
 */
export const orderPrintFileKey = (orderId: string, itemIndex = 0) =>
  `orders/${orderId}/print-${itemIndex}.jpg`;

export const SHARED_PRINT_FILES = 'print-files/';

/**
 * The copy of a variant's print file that unpaid orders share: one per stored file (a new
 * asset is a new key), so opening an order costs no copy once the first order has made it.
 * The order's own copy is made from it when the order is submitted.
 */
export const sharedPrintFileKey = (sourceKey: string) =>
  `${SHARED_PRINT_FILES}${createHash('sha256').update(sourceKey).digest('hex').slice(0, 40)}.jpg`;
