/**
 * Events and their ticket types (docs/rules/events.md): the rules and the Spanish texts the
 * server's checks and the admin's form share.
 */
import { dateMessages } from './date-rules';

/** The venue's time zone: peninsular Spain and the Balearics, or the Canaries. */
export const eventTimeZones = ['Europe/Madrid', 'Atlantic/Canary'] as const;
export type EventTimeZone = (typeof eventTimeZones)[number];

/** How a visitor reads the zone beside a time. */
export const eventTimeZoneLabels: Record<EventTimeZone, string> = {
  'Europe/Madrid': 'hora peninsular',
  'Atlantic/Canary': 'hora canaria',
};

/** draft: only the admin sees it; published: on /events; cancelled: says so, sells nothing. */
export const eventStatuses = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * IVA of a ticket, taxed where the event is: 10 % for exhibitions and cultural shows (Ley
 * 37/1992 art. 91.Uno.2.6.º, reduced rate), 21 % for the rest (workshops, photo walks).
 */
export const ticketVatRates = [10, 21] as const;
export type TicketVatRate = (typeof ticketVatRates)[number];

/**
 * Whether a ticket type sells now: open; not open yet or closed (its sales window); sold
 * out (nothing left of its quota or of the event's shared capacity).
 */
export const ticketSaleStates = ['open', 'not_started', 'ended', 'sold_out'] as const;
export type TicketSaleState = (typeof ticketSaleStates)[number];

/** At or under this many left, a ticket type says how many ('Últimas 3 plazas'). */
export const lastSeatsThreshold = 3;

/**
 * A ticket type on sale says how many are left ('Quedan 8 plazas') once fewer remain than
 * this share of the most it can sell (its quota, or the event's capacity when smaller), and
 * always at `lastSeatsThreshold` or fewer. Each event sets its share (0 to 100 %; 0: only
 * the last ones), 20 % unless the admin says otherwise (docs/rules/events.md#ticket-types).
 */
export const defaultSeatsLeftPercent = 20;

/** How many seats a type's page should say are left, or null when it should say nothing. */
export function seatsLeftToShow(input: {
  available: number;
  /** The most the type can sell: its quota, or the event's capacity when smaller. */
  most: number;
  percent: number;
  onSale: boolean;
}): number | null {
  const { available, most, percent, onSale } = input;
  if (!onSale || available <= 0) return null;
  // Whole numbers only: 'fewer than 20 % of 50' is fewer than 10, with no rounding.
  if (available <= lastSeatsThreshold || available * 100 < most * percent) return available;
  return null;
}

export const eventLimits = {
  name: 120,
  description: 20_000,
  venueName: 120,
  venueAddress: 300,
  onlineUrl: 500,
  ticketTypes: 10,
  ticketTypeName: 80,
  ticketTypeDescription: 500,
  /** 10.000 € a ticket. */
  maxPriceCents: 1_000_000,
  maxQuota: 100_000,
  maxPerOrder: 20,
  holderName: 120,
  maxSeatsLeftPercent: 100,
} as const;

/** The labels of the event form's dates, which their messages name. */
export const eventDateLabels = {
  startsAt: 'Empieza',
  endsAt: 'Termina',
  salesStartAt: 'Venta desde',
  salesEndAt: 'Venta hasta',
} as const;

export const eventMessages = {
  notFound: 'No encontramos ese evento.',
  nameRequired: 'Escribe el nombre del evento.',
  venueNameRequired: 'Escribe el nombre del lugar.',
  venueAddressRequired: 'Escribe la dirección del lugar.',
  onlineUrlInvalid: 'El enlace debe empezar por https://.',
  endBeforeStart: dateMessages.endNotAfterStart(eventDateLabels.startsAt, eventDateLabels.endsAt),
  ticketTypesRequired: 'Añade al menos un tipo de entrada.',
  ticketTypesTooMany: `Un evento admite como mucho ${eventLimits.ticketTypes} tipos de entrada.`,
  ticketTypeNameRequired: 'Escribe el nombre del tipo de entrada.',
  priceInvalid: `El precio debe estar entre 0 y ${eventLimits.maxPriceCents / 100} €.`,
  quotaInvalid: `Las plazas deben ser un número entero entre 1 y ${eventLimits.maxQuota}.`,
  maxPerOrderInvalid: `El máximo por pedido debe estar entre 1 y ${eventLimits.maxPerOrder}.`,
  salesEndBeforeStart: dateMessages.endNotAfterStart(
    eventDateLabels.salesStartAt,
    eventDateLabels.salesEndAt,
  ),
  salesEndAfterEvent: 'La venta debe terminar antes del final del evento.',
  capacityInvalid: `El aforo debe ser un número entero entre 1 y ${eventLimits.maxQuota}.`,
  seatsLeftPercentInvalid: `El aviso de plazas debe ser un porcentaje entero entre 0 y ${eventLimits.maxSeatsLeftPercent}.`,
  coverNotFound: 'La foto de portada no existe o está oculta.',
  ticketTypeNotFound: 'Ese tipo de entrada no es de este evento.',
  cancelledReadOnly: 'El evento está cancelado: ya no se puede cambiar.',
  publishPast: 'No se puede publicar un evento que ya ha terminado.',
  cancelPast: 'No se puede cancelar un evento que ya ha terminado.',
  ticketTypeHasSales:
    'Ese tipo de entrada ya tiene plazas vendidas o reservadas: no se puede quitar.',
  quotaBelowTaken: (n: number) =>
    `Ya hay ${n} plazas vendidas o reservadas: las plazas no pueden ser menos.`,
  capacityBelowTaken: (n: number) =>
    `Ya hay ${n} plazas vendidas o reservadas: el aforo no puede ser menor.`,
  noTickets: 'No tienes entradas para este evento.',
  // Changing a ticket's holder
  holderChangeClosed:
    'Esta entrada ya no se puede cambiar: el evento empezó, se canceló o ya se usó.',
  holderChangedMeanwhile:
    'Esta entrada acaba de cambiar de titular: mira quién la tiene ahora antes de transferirla.',
  // Check-in
  codeInvalid: 'Código no válido: no es una entrada de esta tienda.',
  otherEvent: (name: string) => `Esta entrada es de otro evento: ${name}.`,
  ticketCancelled: 'Entrada cancelada: no da acceso.',
  codeReplaced: 'Este código ya no vale: la entrada cambió de titular.',
  ticketNotFound: 'No encontramos esa entrada.',
  // Buying tickets
  signInToBuy: 'Inicia sesión para conseguir entradas.',
  confirmEmailForFree:
    'Confirma tu email para reservar plazas gratuitas: abre el enlace que te enviamos o pide otro.',
  holderNameRequired: 'Escribe el nombre de quien asiste.',
  holderEmailInvalid: 'Escribe un email válido para quien asiste.',
  ticketTypeUnavailable: 'Ese tipo de entrada ya no está a la venta.',
  notOnSaleYet: 'La venta de estas entradas aún no ha empezado.',
  salesEnded: 'La venta de estas entradas ha terminado.',
  tooManyPerOrder: (max: number) => `Puedes pedir como mucho ${max} entradas de este tipo.`,
  lastSeats: (n: number) => (n === 1 ? 'Última plaza' : `Últimas ${n} plazas`),
  seatsLeft: (n: number) => (n === 1 ? 'Queda 1 plaza' : `Quedan ${n} plazas`),
  soldOutLabel: 'Agotado',
} as const;

/** The parts of an instant on the wall clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/**
 * The instant a wall-clock time ('YYYY-MM-DDTHH:MM') names in `timeZone`. In the hour the
 * clocks skip (spring), the time an hour later; in the hour they repeat (autumn), the first.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const offsetAt = (instant: number) => wallClock(new Date(instant), timeZone) - instant;
  // The zone's offsets half a day either side: a clock change falls between them at most.
  const before = asUtc - offsetAt(asUtc - 43_200_000);
  const after = asUtc - offsetAt(asUtc + 43_200_000);
  const shown = [before, after].filter(
    (instant) => wallClock(new Date(instant), timeZone) === asUtc,
  );
  return new Date(shown.length > 0 ? Math.min(...shown) : before);
}

/** The wall-clock time ('YYYY-MM-DDTHH:MM') of an instant in `timeZone`. */
export function instantToZonedTime(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16);
}
