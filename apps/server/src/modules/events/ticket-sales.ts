import { seatsLeftToShow, type TicketSaleState } from '@shop/contracts';
import type { EventRow, EventTicketTypeRow } from '#src/db/schema/index';
import type { EventsRepository } from './events.repository';
import type { TicketSales } from './tickets.port';

/** The stock a ticket type's seats are held against: its own quota. */
export const ticketTypeResource = (ticketTypeId: string) => `ticket-type:${ticketTypeId}`;
/** ...and, when the event has one, the capacity all its types share. */
export const eventResource = (eventId: string) => `event:${eventId}`;

/** A seat's stock: each resource with its capacity (a hold takes the same number of each). */
export function seatResources(event: EventRow, type: EventTicketTypeRow) {
  return [
    { resource: ticketTypeResource(type.id), capacity: type.quota },
    ...(event.capacity === null
      ? []
      : [{ resource: eventResource(event.id), capacity: event.capacity }]),
  ];
}

export interface TicketSale {
  /** Seats one can still get: the type's quota and the event's capacity, less those taken. */
  available: number;
  sale: TicketSaleState;
  /** What the page says is left, under the event's share; null: nothing. */
  seatsLeft: number | null;
}

/** Whether a ticket type sells at `now`, given what is taken of each resource (`levels`). */
export function ticketSale(
  event: EventRow,
  type: EventTicketTypeRow,
  levels: ReadonlyMap<string, number>,
  now: Date,
): TicketSale {
  const resources = seatResources(event, type);
  const left = resources.map(({ resource, capacity }) => capacity - (levels.get(resource) ?? 0));
  const available = Math.max(0, Math.min(...left));
  const closesAt = type.salesEndAt ?? event.startsAt;
  let sale: TicketSaleState = 'open';
  if (event.status !== 'published' || closesAt <= now) sale = 'ended';
  else if (type.salesStartAt && type.salesStartAt > now) sale = 'not_started';
  else if (available === 0) sale = 'sold_out';
  const seatsLeft = seatsLeftToShow({
    available,
    most: Math.min(...resources.map((r) => r.capacity)),
    percent: event.seatsLeftPercent,
    onSale: sale === 'open',
  });
  return { available, sale, seatsLeft };
}

/** The resources of every ticket type of these events, for one `levels` read. */
export const resourcesOfEvents = (
  stored: readonly { event: EventRow; ticketTypes: EventTicketTypeRow[] }[],
) => [
  ...new Set(
    stored.flatMap(({ event, ticketTypes }) =>
      ticketTypes.flatMap((type) => seatResources(event, type).map((r) => r.resource)),
    ),
  ),
];

/** Checkout's port (tickets.port.ts): ticket types as they sell now. */
export function createTicketSales(deps: {
  repository: Pick<EventsRepository, 'ticketTypesWithEvents'>;
  stock: { levels(resources: readonly string[]): Promise<Map<string, number>> };
  claimOffers: TicketSales['claimOffers'];
  passOnOffers: TicketSales['passOnOffers'];
  now?: () => Date;
}): TicketSales {
  return {
    claimOffers: deps.claimOffers,
    passOnOffers: deps.passOnOffers,
    async forSale(ticketTypeIds) {
      const found = await deps.repository.ticketTypesWithEvents(ticketTypeIds);
      const levels = await deps.stock.levels(
        found.flatMap(({ event, type }) => seatResources(event, type).map((r) => r.resource)),
      );
      const now = deps.now ? deps.now() : new Date();
      return found.map(({ event, type }) => ({
        event,
        type,
        ...ticketSale(event, type, levels, now),
        resources: seatResources(event, type),
      }));
    },
  };
}
