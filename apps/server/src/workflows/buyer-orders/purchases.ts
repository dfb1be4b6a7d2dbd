import { orderNumber, type PublicEvent, type Purchase, type Purchases } from '@shop/contracts';
import type { TicketItemSnapshot } from '#src/db/schema/index';
import type { TicketHolder } from '#src/modules/events/tickets.port';
import type { InvoiceSummary } from '#src/modules/invoices/invoices.port';
import { printLinesOf, type Order } from '#src/modules/orders/orders.port';
import { NO_ACTIONS } from './buyer-order-actions';
import { buyerOrderView } from './buyer-order-view';

/** The most orders one history answers (a shop's customer has far fewer). */
export const PURCHASES_LIMIT = 1000;

export interface PurchaseFacts {
  titles: ReadonlyMap<string, string>;
  thumbnails: ReadonlyMap<string, string>;
  money: ReadonlyMap<
    string,
    { card: { brand: string; last4: string } | null; refundedCents: number }
  >;
  invoices: readonly InvoiceSummary[];
  events: ReadonlyMap<string, PublicEvent>;
  /** The issued tickets' holders as they are now (a transfer changes them), by order item. */
  holders: ReadonlyMap<string, readonly TicketHolder[]>;
}

const ticketLinesOf = (order: Order) =>
  order.items.flatMap((item) =>
    item.kind === 'ticket' ? [{ item, snapshot: item.snapshot as TicketItemSnapshot }] : [],
  );

/** One order as 'Historial de Pagos' shows it (contracts/purchases.ts). */
function purchaseOf(
  order: Order,
  facts: PurchaseFacts,
  invoices: readonly InvoiceSummary[],
): Purchase {
  const money = facts.money.get(order.id);
  const view = buyerOrderView(order, {
    titles: facts.titles,
    thumbnails: facts.thumbnails,
    refundedCents: money?.refundedCents ?? 0,
    actions: NO_ACTIONS,
  });
  const tickets = ticketLinesOf(order);
  const firstEvent = tickets[0] ? facts.events.get(tickets[0].snapshot.eventId) : undefined;
  const first = tickets[0]?.snapshot;
  const bought = order.items.filter((item) => item.kind !== 'shipping');
  return {
    _id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    totalAmount: order.totalCents,
    currency: order.currency,
    eventInfo: first
      ? {
          id: first.eventId,
          name: firstEvent?.name ?? first.eventName,
          cover: firstEvent?.cover ?? null,
          startDate: firstEvent?.startDate ?? first.startsAt,
          location: firstEvent?.location ?? `${first.venueName}, ${first.venueAddress}`,
        }
      : null,
    totalItems: bought.length,
    totalQuantity: bought.reduce((sum, item) => sum + item.quantity, 0),
    tickets: tickets.map(({ item, snapshot }) => ({
      eventId: snapshot.eventId,
      name: snapshot.ticketTypeName,
      quantity: item.quantity,
      price: item.unitPriceCents,
      // As the tickets are now; before they are issued, as bought.
      participants: (facts.holders.get(item.id) ?? snapshot.holders).map(({ fullName, email }) => ({
        fullName,
        email,
      })),
    })),
    prints: view.items,
    breakdown: {
      ...view.breakdown,
      itemsCents: bought.reduce((sum, item) => sum + item.baseCents + item.vatCents, 0),
    },
    payment: money?.card ?? null,
    stage: printLinesOf(order).length > 0 ? view.stage : null,
    shipments: view.shipments,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      code: invoice.code,
      type: invoice.type,
      issuedAt: invoice.issuedAt.toISOString(),
      totalCents: invoice.totalCents,
    })),
  };
}

/** The whole history: newest first, what was spent net of refunds, the events bought. */
export function purchasesOf(orders: readonly Order[], facts: PurchaseFacts): Purchases {
  const invoices = new Map<string, InvoiceSummary[]>();
  for (const invoice of facts.invoices) {
    const own = invoices.get(invoice.orderId);
    if (own) own.push(invoice);
    else invoices.set(invoice.orderId, [invoice]);
  }
  const list = orders.map((order) => purchaseOf(order, facts, invoices.get(order.id) ?? []));
  return {
    orders: list,
    totalSpent: list.reduce((sum, p) => sum + p.totalAmount - p.breakdown.refundedCents, 0),
    allEventIds: [...new Set(list.flatMap((p) => p.tickets.map((t) => t.eventId)))],
  };
}
