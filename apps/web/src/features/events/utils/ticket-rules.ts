import {
  eventMessages,
  formatEuros,
  lastSeatsThreshold,
  type EventTimeZone,
  type PublicEvent,
  type TicketType,
} from '@shop/contracts';
import { atVenueTime } from '@shop/contracts';

/** The event sells nothing: cancelled, or already held. */
export const sellsNothing = (event: PublicEvent) => event.status === 'cancelled' || event.past;

/** How many of a type one order may take now: 0 when it is not on sale. */
export const maxSelectable = (type: TicketType) =>
  type.sale === 'open' ? Math.max(0, Math.min(type.maxPerOrder, type.available)) : 0;

/** 'Gratis', or '25,00 €' (IVA included). */
export const priceText = (cents: number) => (cents === 0 ? 'Gratis' : formatEuros(cents));

/** What a ticket type says of its sale: 'Agotado', 'Últimas 3 plazas', 'A la venta desde…'. */
export function saleNote(type: TicketType, timeZone: EventTimeZone): string | null {
  switch (type.sale) {
    case 'sold_out':
      return eventMessages.soldOutLabel;
    case 'not_started':
      return type.salesStartAt
        ? `A la venta desde ${atVenueTime(type.salesStartAt, timeZone)}`
        : 'Aún no está a la venta';
    case 'ended':
      return 'Venta cerrada';
    case 'open':
      return type.available > 0 && type.available <= lastSeatsThreshold
        ? eventMessages.lastSeats(type.available)
        : null;
  }
}
