import type { TicketItemSnapshot } from '#src/db/schema/index';
import type { Order } from '#src/modules/orders/orders.port';
import type { TicketLine } from './tickets.repository';

/** The durable jobs of tickets (pg-boss queue names). */
export const ticketQueues = {
  /** A paid order's tickets issued. */
  issue: 'tickets.issue',
  /** Then sent, once: to the buyer, and to each other holder. */
  emails: 'tickets.email',
  /** A transfer: the ticket to its new holder, and the notice to the holder it left. */
  holderEmail: 'tickets.email-holder',
  transferredEmail: 'tickets.email-transferred',
  /** A cancelled event: one job finds its orders, one per order refunds and cancels. */
  cancelEvent: 'tickets.cancel-event',
  cancelOrder: 'tickets.cancel-order',
  cancelledEmail: 'tickets.email-cancelled',
  /** An order refunded in full: its tickets cancelled. */
  orderRefunded: 'tickets.order-refunded',
  /** Then each holder who is not the buyer told, once. */
  refundedHolderEmail: 'tickets.email-refunded-holder',
  /** The day before: each holder reminded once. */
  reminderEmail: 'tickets.email-reminder',
  /** Seats may be free: an event's waitlists move on (offers made, run-out ones ended). */
  waitlistOffer: 'tickets.waitlist-offer',
  /** One offer's email. */
  waitlistOfferEmail: 'tickets.email-waitlist-offer',
} as const;

/** How often every event's waitlists move on, besides the moments seats come back. */
export const WAITLIST_EVERY_MS = 60 * 1000;

/** How often the reminders due are looked for. */
export const REMINDERS_EVERY_MS = 15 * 60 * 1000;

/** Attempts after the first, with the jobs' backoff. */
export const TICKET_JOB_RETRIES = 5;

/** The order's ticket lines, as issuing reads them. */
export const ticketLinesOf = (order: Order): TicketLine[] =>
  order.items.flatMap((item) =>
    item.kind === 'ticket'
      ? [
          {
            orderItemId: item.id,
            unitPriceCents: item.unitPriceCents,
            snapshot: item.snapshot as TicketItemSnapshot,
          },
        ]
      : [],
  );
