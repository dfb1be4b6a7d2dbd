import type { TicketSaleState } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { EventRow, EventTicketTypeRow } from '#src/db/schema/index';

/** A ticket type as checkout sells it now: its event, what is left, and its stock. */
export interface TicketTypeForSale {
  event: EventRow;
  type: EventTicketTypeRow;
  available: number;
  sale: TicketSaleState;
  /** The stock each seat takes one of: the type's quota, and the event's shared capacity. */
  resources: { resource: string; capacity: number }[];
}

/** Checkout's port on the events domain. */
export interface TicketSales {
  /** The ticket types asked for that exist (others are left out), as they sell now. */
  forSale(ticketTypeIds: readonly string[]): Promise<TicketTypeForSale[]>;
  /**
   * In an order's transaction, before its holds: the seats offered to the buyer on these
   * types' waitlists are taken up by the order (their hold given back for the order's own,
   * the offer narrowed to the seats bought), an earlier unpaid order of the offer replaced.
   * The types claimed on, their lines locked until the transaction ends.
   */
  claimOffers(
    tx: Database,
    buyerId: string,
    seats: readonly { ticketTypeId: string; quantity: number }[],
    orderId: string,
  ): Promise<string[]>;
  /**
   * In the same transaction, after the order's holds: the free seats of the types claimed
   * on (what an offer held beyond the seats bought) offered to the next in their lines.
   */
  passOnOffers(
    tx: Database,
    types: readonly { event: EventRow; type: EventTicketTypeRow }[],
  ): Promise<number>;
}

/** A ticket's holder as she is now (a transfer changes her). */
export interface TicketHolder {
  fullName: string;
  email: string;
}

/**
 * The tickets' holders as they are now, for other domains' views of an order (the buyer's
 * history, the receipt): the order's line keeps the holders as bought, a transfer changes
 * only the ticket.
 */
export interface TicketHolders {
  /** Each issued ticket line's holders, by order item id, in the line's order. */
  ofOrders(orderIds: readonly string[]): Promise<Map<string, TicketHolder[]>>;
  /** The same for one order, each ticket with its reference and whether it still works. */
  issuedOfOrder(orderId: string): Promise<Map<string, IssuedTicket[]>>;
}

/** An issued ticket as its order's receipt names it. */
export interface IssuedTicket extends TicketHolder {
  /** The short reference printed under the QR (docs/rules/events.md#tickets). */
  reference: string;
  status: 'valid' | 'cancelled';
}
