/**
 * An order's own copy of a print file, in the private store: nothing but the order points
 * at it, so editing or deleting the variant later never changes what a buyer paid for.
 */
export const orderPrintFileKey = (orderId: string, itemIndex = 0) =>
  `orders/${orderId}/print-${itemIndex}.jpg`;
