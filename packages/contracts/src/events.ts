import { z } from 'zod';
import { ticketHolderSchema } from './checkout';
import { isLocalDateTime } from './date-rules';
import { localDateTime } from './date-schemas';
import {
  defaultSeatsLeftPercent,
  eventDateLabels as labels,
  eventLimits as limits,
  eventMessages as m,
  eventStatuses,
  eventTimeZones,
  ticketSaleStates,
  ticketVatRates,
  zonedTimeToInstant,
} from './event-rules';
import { siteImageSchema } from './site-content';
import { isHttpsUrl } from './text-rules';
import { requiredText, safeText } from './text-schemas';

/** The events' contract (rules and messages: event-rules.ts). */

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const ticketTypeInputSchema = z.object({
  /** The ticket type being edited; none for a new one. */
  id: z.uuid().optional(),
  name: requiredText(limits.ticketTypeName, {
    singleLine: true,
    blankMessage: m.ticketTypeNameRequired,
  }),
  description: safeText(limits.ticketTypeDescription),
  /** IVA included; 0 is a free registration. */
  priceCents: wholeNumber(0, limits.maxPriceCents, m.priceInvalid),
  vatRate: z.union(ticketVatRates.map((rate) => z.literal(rate))),
  quota: wholeNumber(1, limits.maxQuota, m.quotaInvalid),
  maxPerOrder: wholeNumber(1, limits.maxPerOrder, m.maxPerOrderInvalid),
  /** Sales open from (wall clock at the venue); null: at once. */
  salesStartAt: localDateTime(labels.salesStartAt).nullable(),
  /** Sales close at; null: when the event starts. */
  salesEndAt: localDateTime(labels.salesEndAt).nullable(),
});
export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;

/** POST /events/admin and PUT /events/admin/{id}: an event as the admin writes it. */
export const eventInputSchema = z
  .object({
    name: requiredText(limits.name, { singleLine: true, blankMessage: m.nameRequired }),
    /** Markdown, rendered and sanitised as the site's texts are. */
    description: safeText(limits.description),
    /** A library photo as the cover; null: 'Sin imagen'. */
    coverPhotoId: z.uuid().nullable(),
    /** Wall-clock times at the venue. */
    startsAt: localDateTime(labels.startsAt),
    endsAt: localDateTime(labels.endsAt),
    timeZone: z.enum(eventTimeZones),
    venueName: requiredText(limits.venueName, {
      singleLine: true,
      blankMessage: m.venueNameRequired,
    }),
    venueAddress: requiredText(limits.venueAddress, {
      singleLine: true,
      blankMessage: m.venueAddressRequired,
    }),
    onlineUrl: z.union([
      z.literal(''),
      z.string().trim().max(limits.onlineUrl).refine(isHttpsUrl, m.onlineUrlInvalid),
    ]),
    /** Seats all the ticket types share; null: each type's own quota only. */
    capacity: wholeNumber(1, limits.maxQuota, m.capacityInvalid).nullable(),
    /**
     * Its ticket types say how many are left once fewer than this share (%) remain of the
     * most each can sell (and always at the last 3); 0: only at the last 3.
     */
    seatsLeftPercent: wholeNumber(0, limits.maxSeatsLeftPercent, m.seatsLeftPercentInvalid)
      .optional()
      .default(defaultSeatsLeftPercent),
    ticketTypes: z
      .array(ticketTypeInputSchema)
      .min(1, m.ticketTypesRequired)
      .max(limits.ticketTypes, m.ticketTypesTooMany),
  })
  .superRefine((event, ctx) => {
    // Runs even when a field failed its own check: times that are not real, or a zone that
    // is not one of ours, are left to those checks (comparing them would throw).
    const zone = eventTimeZones.find((z) => z === event.timeZone);
    if (!zone) return;
    const instant = (local: unknown) =>
      typeof local === 'string' && isLocalDateTime(local)
        ? zonedTimeToInstant(local, zone).getTime()
        : null;
    const before = (a: number | null, b: number | null) => a !== null && b !== null && b <= a;
    if (before(instant(event.startsAt), instant(event.endsAt))) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endBeforeStart });
    }
    event.ticketTypes.forEach((type, i) => {
      const [from, to] = [instant(type.salesStartAt), instant(type.salesEndAt)];
      if (before(from, to)) {
        ctx.addIssue({
          code: 'custom',
          path: ['ticketTypes', i, 'salesEndAt'],
          message: m.salesEndBeforeStart,
        });
      }
      const end = instant(event.endsAt);
      if (to !== null && end !== null && to > end) {
        ctx.addIssue({
          code: 'custom',
          path: ['ticketTypes', i, 'salesEndAt'],
          message: m.salesEndAfterEvent,
        });
      }
    });
  })
  .meta({ id: 'EventBody' });
export type EventInput = z.infer<typeof eventInputSchema>;

export const ticketTypeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    vatRate: z.number().int(),
    quota: z.number().int(),
    maxPerOrder: z.number().int(),
    /** Instants (UTC); null: at once / until the event starts. */
    salesStartAt: z.iso.datetime({ offset: true }).nullable(),
    salesEndAt: z.iso.datetime({ offset: true }).nullable(),
    /** Tickets of this type one can still get: its quota and the event's capacity, less those paid or held. */
    available: z.number().int().min(0),
    sale: z.enum(ticketSaleStates),
    /**
     * What the page says is left ('Quedan 8 plazas'), once on sale with fewer left than the
     * event's share (`seatsLeftPercent`) or 3 or fewer; null: it says nothing of it.
     */
    seatsLeft: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'TicketType' });
export type TicketType = z.infer<typeof ticketTypeSchema>;

/**
 * The event card of the spec (_id and eventId are the event's id) and what its page shows:
 * instants in UTC with the venue's zone, the description as safe HTML.
 */
export const publicEventSchema = z
  .object({
    _id: z.uuid(),
    eventId: z.uuid(),
    name: z.string(),
    cover: siteImageSchema.nullable(),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    timeZone: z.enum(eventTimeZones),
    /** The venue's name and address, as the card shows it. */
    location: z.string(),
    venueName: z.string(),
    venueAddress: z.string(),
    onlineUrl: z.string(),
    descriptionHtml: z.string(),
    status: z.enum(['published', 'cancelled']),
    /** It has ended. */
    past: z.boolean(),
    ticketTypes: z.array(ticketTypeSchema),
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** GET /events: the published events, upcoming first (soonest first), past ones apart. */
export const publicEventListSchema = z
  .object({ upcoming: z.array(publicEventSchema), past: z.array(publicEventSchema) })
  .meta({ id: 'PublicEventList' });
export type PublicEventList = z.infer<typeof publicEventListSchema>;

/** An event as the admin sees it: every state, the form's values and the public fields. */
export const adminEventSchema = publicEventSchema
  .extend({
    status: z.enum(eventStatuses),
    coverPhotoId: z.uuid().nullable(),
    description: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    capacity: z.number().int().nullable(),
    seatsLeftPercent: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const eventParamsSchema = z.object({ id: z.uuid() });

/**
 * GET /events/mine: the events the signed-in customer holds valid tickets for ('Ver tickets',
 * 'Mis Eventos'): their ids, and the events as cards, soonest first (past ones too).
 */
export const myEventIdsSchema = z
  .object({ eventIds: z.array(z.uuid()), events: z.array(publicEventSchema) })
  .meta({ id: 'MyEventIds' });
export type MyEventIds = z.infer<typeof myEventIdsSchema>;

/** A ticket as its holder's buyer sees it (/mistickets/{id}): the QR's code is theirs. */
export const myTicketSchema = z
  .object({
    id: z.uuid(),
    holderName: z.string(),
    holderEmail: z.string(),
    ticketTypeName: z.string(),
    /** What the QR says. */
    code: z.string(),
    /** The code's version: it moves on with each transfer (sent back to transfer it). */
    codeVersion: z.number().int().min(1),
    /**
     * The short reference printed under the QR: the ticket's, and after a transfer its code
     * version too ('9F3A61C2-2'), so it changes with the code.
     */
    reference: z.string(),
    status: z.enum(['valid', 'cancelled']),
    checkedInAt: z.iso.datetime({ offset: true }).nullable(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    /**
     * Whether the caller bought it, so may give it to someone else; a ticket she holds by her
     * confirmed email, bought by another, is hers to use, not to give.
     */
    transferable: z.boolean(),
  })
  .meta({ id: 'MyTicket' });
export type MyTicket = z.infer<typeof myTicketSchema>;

/** GET /events/mine/{id}: the caller's tickets for an event, with the event. */
export const myEventTicketsSchema = z
  .object({ event: publicEventSchema, tickets: z.array(myTicketSchema) })
  .meta({ id: 'MyEventTickets' });
export type MyEventTickets = z.infer<typeof myEventTicketsSchema>;

/**
 * GET /events/tickets/{id}?token=: one ticket by its holder's signed link (the email's
 * 'Ver mi entrada'), without an account: the event and the ticket with its code.
 */
export const holderTicketSchema = z
  .object({ event: publicEventSchema, ticket: myTicketSchema })
  .meta({ id: 'HolderTicket' });
export type HolderTicket = z.infer<typeof holderTicketSchema>;

/** The holder's link's proof: it stops working when the ticket's code moves on. */
export const holderTicketQuerySchema = z.object({ token: z.string().max(100).optional() });

/** A ticket on the attendee list (admin): who, which type, its order, paid or free, in or not. */
export const attendeeSchema = z
  .object({
    ticketId: z.uuid(),
    reference: z.string(),
    holderName: z.string(),
    holderEmail: z.string(),
    ticketTypeName: z.string(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    /** IVA included; 0: a free registration. */
    priceCents: z.number().int(),
    status: z.enum(['valid', 'cancelled']),
    checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Attendee' });
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeListSchema = z
  .object({
    attendees: z.array(attendeeSchema),
    /** Valid tickets, and those of them checked in. */
    valid: z.number().int(),
    checkedIn: z.number().int(),
  })
  .meta({ id: 'AttendeeList' });
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** ?q=: a holder's name or email, or a ticket's reference (any part, any case). */
export const attendeeQuerySchema = z.object({
  q: z.string().trim().max(120).optional().default(''),
});

/** POST /events/admin/{id}/check-in: a scanned code, or a ticket found by name. */
export const checkInRequestSchema = z
  .union([z.object({ code: z.string().trim().min(1).max(200) }), z.object({ ticketId: z.uuid() })])
  .meta({ id: 'CheckInRequest' });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const checkInResultSchema = z
  .object({
    /** admitted: in now; already_admitted: it was, at `attendee.checkedInAt`. */
    outcome: z.enum(['admitted', 'already_admitted']),
    attendee: attendeeSchema,
  })
  .meta({ id: 'CheckInResult' });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * PUT /events/mine/tickets/{id}/holder: the ticket goes to someone else without a new seat;
 * its code changes, so the old one stops working.
 */
export const ticketParamsSchema = z.object({ id: z.uuid() });

/**
 * The new holder, and the code version the buyer saw: a ticket that changed since is not
 * changed again (409), so two transfers at once never both go through.
 */
export const ticketTransferSchema = ticketHolderSchema
  .extend({ codeVersion: z.number().int().min(1).max(1_000_000_000) })
  .meta({ id: 'TicketTransfer' });
export type TicketTransfer = z.infer<typeof ticketTransferSchema>;
