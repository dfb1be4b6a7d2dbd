import type { TicketSaleState } from '@shop/contracts';
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
}
