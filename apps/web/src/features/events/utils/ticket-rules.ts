import {
  atVenueTime,
  eventMessages,
  formatEuros,
  lastSeatsThreshold,
  waitlistMessages,
  type EventTimeZone,
  type PublicEvent,
  type TicketType,
  type WaitlistEntry,
} from '@shop/contracts';

/** The event sells nothing: cancelled, or already held. */
export const sellsNothing = (event: PublicEvent) => event.status === 'cancelled' || event.past;

/** How many of a type one order may take now: 0 when it is not on sale. */
export const maxSelectable = (type: TicketType) =>
  type.sale === 'open' ? Math.max(0, Math.min(type.maxPerOrder, type.available)) : 0;

/** 'Gratis', or '25,00 €' (IVA included). */
export const priceText = (cents: number) => (cents === 0 ? 'Gratis' : formatEuros(cents));

/**
 * What a ticket type says of its sale: 'Agotado', 'Quedan 8 plazas' (once the server says
 * fewer than the event's share are left), 'Últimas 3 plazas', 'A la venta desde…'.
 */
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
      if (type.seatsLeft === null) return null;
      return type.seatsLeft <= lastSeatsThreshold
        ? eventMessages.lastSeats(type.seatsLeft)
        : eventMessages.seatsLeft(type.seatsLeft);
  }
}

/**
 * The event as one customer may buy it (docs/rules/events.md#waitlist): seats a waitlist
 * offer holds for them are what make a type's public `available` 0 and its `sale`
 * 'sold_out', so for them the type is open with those seats on top of what is left (up to
 * the maximum per order, as `maxSelectable` says). A type whose sale is over stays closed.
 */
export function withOffers(event: PublicEvent, entries: readonly WaitlistEntry[]): PublicEvent {
  const offered = new Map<string, number>();
  for (const entry of entries) {
    if (entry.status === 'offered' && entry.offeredQuantity) {
      offered.set(entry.ticketTypeId, entry.offeredQuantity);
    }
  }
  if (offered.size === 0) return event;
  return {
    ...event,
    ticketTypes: event.ticketTypes.map((type) => {
      const seats = offered.get(type.id);
      if (!seats || (type.sale !== 'open' && type.sale !== 'sold_out')) return type;
      // What is left to everyone else says nothing of the seats kept for them.
      return { ...type, sale: 'open', available: type.available + seats, seatsLeft: null };
    }),
  };
}

/**
 * Where the customer stands on a type's waitlist: 'Estás en la lista de espera para 2 plazas
 * (puesto 3).', '¡Hay sitio para ti! Te guardamos 2 plazas hasta el 1 de diciembre…',
 * 'Estás pagando las plazas que te guardamos.'; null for an entry no longer active.
 */
export function waitlistSentence(entry: WaitlistEntry, timeZone: EventTimeZone): string | null {
  switch (entry.status) {
    case 'waiting':
      return waitlistMessages.waiting(entry.quantity, entry.position ?? 1);
    case 'offered':
      return entry.offerExpiresAt
        ? waitlistMessages.offered(
            entry.offeredQuantity ?? entry.quantity,
            atVenueTime(entry.offerExpiresAt, timeZone),
          )
        : null;
    case 'claimed':
      return waitlistMessages.claimed;
    case 'accepted':
    case 'expired':
    case 'left':
    case 'cancelled':
      return null;
  }
}
