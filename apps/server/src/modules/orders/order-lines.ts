import type { PrintItemSnapshot } from '#src/db/schema/index';
import type { Order, OrderItemRow } from './orders.repository';

export type PrintLine = OrderItemRow & { kind: 'print'; snapshot: PrintItemSnapshot };

/** An order's prints, in the order Prodigi gets them (a print's file is named by its place). */
export const printLinesOf = (order: Pick<Order, 'items'>): PrintLine[] =>
  order.items.filter((item): item is PrintLine => item.kind === 'print');
