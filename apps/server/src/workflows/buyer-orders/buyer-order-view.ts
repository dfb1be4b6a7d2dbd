import {
  summariseCart,
  type BuyerOrder,
  type BuyerOrderStage,
  type MyOrders,
} from '@shop/contracts';
import type { StoredRecipient, TicketItemSnapshot } from '#src/db/schema/index';
import type { IssuedTicket } from '#src/modules/events/tickets.port';
import { orderNumber, printLinesOf, type Order } from '#src/modules/orders/orders.port';

/** Where the prints are, as the buyer reads it (Prodigi's Complete: every parcel has left). */
export function buyerStageOf(order: Order): BuyerOrderStage {
  switch (order.print?.status) {
    case 'cancelled':
      return 'cancelled';
    case 'shipped':
    case 'complete':
      return 'shipped';
    case 'in_production':
      return 'in_production';
    // Waiting for the lab (a failed submission is the admin's to send again), or no prints.
    case 'pending':
    case 'submitted':
    case 'failed':
    case undefined:
      return 'paid';
  }
}

/** The recipient in the purchase form's fields, so the page's form starts from it. */
export const recipientFields = (
  recipient: StoredRecipient,
): NonNullable<BuyerOrder['recipient']> => ({
  name: recipient.name,
  email: recipient.email,
  phoneNumber: recipient.phone ?? '',
  addressLine1: recipient.address.line1,
  addressLine2: recipient.address.line2 ?? '',
  city: recipient.address.townOrCity,
  stateOrCounty: recipient.address.stateOrCounty ?? '',
  postalCode: recipient.address.postalOrZipCode,
  countryCode: recipient.address.countryCode,
});

/** A print as the buyer chose it: the product's name as offered, with its colour. */
function productOf(line: ReturnType<typeof printLinesOf>[number]): string {
  const { snapshot } = line;
  const colour = snapshot.color ? (snapshot.colorName ?? snapshot.color) : null;
  return [snapshot.name ?? snapshot.sku, colour].filter(Boolean).join(' · ');
}

const UNTITLED = 'Fotografía';

/** The method the order ships by, as its shipping line keeps it. */
function shippingMethodOf(order: Order): string | null {
  for (const item of order.items) {
    if (item.kind === 'shipping' && 'method' in item.snapshot) return item.snapshot.method;
  }
  return null;
}

/** A print as the cart keeps it: the colour apart from the other attributes. */
function printChoiceOf(line: ReturnType<typeof printLinesOf>[number]) {
  const { snapshot } = line;
  return {
    photoId: snapshot.photoId,
    variantId: snapshot.variantId,
    colorCode: snapshot.color ?? '',
    copies: line.quantity,
    productAttributes: Object.fromEntries(
      Object.entries(snapshot.attributes).filter(([name]) => name.toLowerCase() !== 'color'),
    ),
  };
}

/** An order's ticket lines: the event as sold, and the holders as they are now. */
function ticketLinesOf(
  order: Order,
  issued: ReadonlyMap<string, readonly IssuedTicket[]>,
): BuyerOrder['tickets'] {
  return order.items.flatMap((item) => {
    if (item.kind !== 'ticket') return [];
    const snapshot = item.snapshot as TicketItemSnapshot;
    const tickets = issued.get(item.id);
    return [
      {
        eventId: snapshot.eventId,
        eventName: snapshot.eventName,
        ticketType: snapshot.ticketTypeName,
        startsAt: snapshot.startsAt,
        endsAt: snapshot.endsAt,
        timeZone: snapshot.timeZone,
        venueName: snapshot.venueName,
        venueAddress: snapshot.venueAddress,
        quantity: item.quantity,
        priceCents: item.baseCents + item.vatCents,
        // Before they are issued (or if the order was never paid), as bought.
        holders: tickets
          ? tickets.map(({ fullName, email, reference, status }) => ({
              fullName,
              email,
              reference,
              status,
            }))
          : snapshot.holders.map(({ fullName, email }) => ({
              fullName,
              email,
              reference: null,
              status: null,
            })),
      },
    ];
  });
}

/** The page's body: what was bought, what it cost, where it is and what may be done. */
export function buyerOrderView(
  order: Order,
  facts: {
    titles: ReadonlyMap<string, string>;
    thumbnails: ReadonlyMap<string, string>;
    refundedCents: number;
    actions: BuyerOrder['actions'];
    /** The order's issued tickets, by order item (empty: none issued, or not asked). */
    issued?: ReadonlyMap<string, readonly IssuedTicket[]>;
    viewerIsOwner?: boolean;
  },
): BuyerOrder {
  const prints = printLinesOf(order);
  const withIva = (line: { baseCents: number; vatCents: number }) => line.baseCents + line.vatCents;
  const sum = (lines: { baseCents: number; vatCents: number }[]) =>
    lines.reduce((total, line) => total + withIva(line), 0);
  const printsCents = sum(prints);
  const ticketsCents = sum(order.items.filter((item) => item.kind === 'ticket'));
  return {
    id: order.id,
    number: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    isTest: order.isTest,
    currency: order.currency,
    items: prints.map((line) => ({
      title: facts.titles.get(line.snapshot.photoId) ?? UNTITLED,
      product: productOf(line),
      copies: line.quantity,
      priceCents: withIva(line),
      thumbnailUrl: facts.thumbnails.get(line.snapshot.photoId) ?? null,
    })),
    printChoices: prints.map(printChoiceOf),
    tickets: ticketLinesOf(order, facts.issued ?? new Map()),
    viewerIsOwner: facts.viewerIsOwner ?? false,
    shippingMethod: shippingMethodOf(order),
    breakdown: {
      itemsCents: printsCents + ticketsCents,
      printsCents,
      ticketsCents,
      shippingCents: sum(order.items.filter((item) => item.kind === 'shipping')),
      ivaCents: order.ivaCents,
      ivaRatesBp: summariseCart(order.items).ivaRatesBp,
      totalCents: order.totalCents,
      refundedCents: facts.refundedCents,
    },
    stage: buyerStageOf(order),
    shipments: (order.print?.shipments ?? [])
      .filter((s) => s.status.toLowerCase() !== 'cancelled')
      .map((s) => ({
        carrier: s.carrier ? s.carrier.name : null,
        trackingNumber: s.tracking?.number ?? null,
        trackingUrl: s.tracking?.url ?? null,
      })),
    recipient: order.print ? recipientFields(order.print.recipient) : null,
    actions: facts.actions,
  };
}

/** An order in the account's list: its number, date, state, total and a line of what it is. */
export function myOrderItem(
  order: Order,
  titles: ReadonlyMap<string, string>,
): MyOrders['orders'][number] {
  const prints = printLinesOf(order);
  const first = prints[0];
  const named = first
    ? `${titles.get(first.snapshot.photoId) ?? UNTITLED} · ${productOf(first)}`
    : 'Pedido';
  return {
    id: order.id,
    number: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    stage: buyerStageOf(order),
    totalCents: order.totalCents,
    currency: order.currency,
    summary: prints.length > 1 ? `${named} y ${prints.length - 1} más` : named,
  };
}

/** The photos an order's prints show (to read their titles in one go). */
export const photoIdsOf = (orders: Order[]) => [
  ...new Set(orders.flatMap((order) => printLinesOf(order).map((l) => l.snapshot.photoId))),
];
