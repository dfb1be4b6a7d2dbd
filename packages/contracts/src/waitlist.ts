import { z } from 'zod';

/**
 * The waitlist of a sold-out ticket type (docs/rules/events.md#waitlist): a signed-in
 * customer queues for a group of seats; when seats come back, the first entry whose group
 * fits gets them held for a while and an email.
 */

export const waitlistStatuses = [
  'waiting',
  /** Seats held for the entry until `offerExpiresAt`. */
  'offered',
  /** The customer started paying for the offered seats (an order holds them now). */
  'claimed',
  /** Bought. */
  'accepted',
  /** The offer ran out unused. */
  'expired',
  /** The customer left the list or turned the offer down. */
  'left',
  /** The event was cancelled. */
  'cancelled',
] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** An entry that still holds a place in the line or seats. */
export const activeWaitlistStatuses = ['waiting', 'offered', 'claimed'] as const;

export const waitlistMessages = {
  signIn: 'Inicia sesión para apuntarte a la lista de espera.',
  confirmEmail:
    'Confirma tu email para apuntarte a la lista de espera: abre el enlace que te enviamos o pide otro.',
  notSoldOut: 'Aún quedan plazas de estas entradas: puedes conseguirlas ya.',
  closed: 'La venta de estas entradas ha terminado: ya no hay lista de espera.',
  alreadyIn: 'Ya estás en la lista de espera de estas entradas.',
  quantityInvalid: (max: number) => `Elige entre 1 y ${max} plazas.`,
  entryNotFound: 'No encontramos esa inscripción en la lista de espera.',
  cannotLeave: 'Esa inscripción ya no está en la lista de espera.',
  // The page
  join: 'Apuntarme a la lista de espera',
  joinSubmit: 'Apuntarme',
  acceptsFewer: 'Si no hay para todos, aceptamos menos plazas',
  waiting: (quantity: number, position: number) =>
    `Estás en la lista de espera para ${quantity === 1 ? '1 plaza' : `${quantity} plazas`} (puesto ${position}).`,
  offered: (quantity: number, until: string) =>
    `¡Hay sitio para ti! Te guardamos ${quantity === 1 ? '1 plaza' : `${quantity} plazas`} hasta ${until}.`,
  claimed: 'Estás pagando las plazas que te guardamos.',
  leave: 'Salir de la lista',
  decline: 'No las quiero',
} as const;

/** POST /events/event/{id}/waitlist: a group of `quantity` seats of one ticket type. */
export const waitlistJoinSchema = z
  .object({
    ticketTypeId: z.uuid(),
    quantity: z
      .number({ error: waitlistMessages.quantityInvalid(20) })
      .int(waitlistMessages.quantityInvalid(20))
      .min(1, waitlistMessages.quantityInvalid(20))
      .max(20, waitlistMessages.quantityInvalid(20)),
    /** The group takes fewer seats when not all of them come back; else it is never split. */
    acceptsFewer: z.boolean().default(false),
  })
  .meta({ id: 'WaitlistJoin' });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** An entry as its customer sees it. */
export const waitlistEntrySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    ticketTypeId: z.uuid(),
    ticketTypeName: z.string(),
    quantity: z.number().int(),
    acceptsFewer: z.boolean(),
    status: z.enum(waitlistStatuses),
    /** Its place among the entries still waiting for this type (1: next); null once offered. */
    position: z.number().int().nullable(),
    /** Seats held for it (offered, claimed), and until when. */
    offeredQuantity: z.number().int().nullable(),
    offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /events/event/{id}/waitlist: the caller's entries for the event that are still active. */
export const myWaitlistSchema = z
  .object({ entries: z.array(waitlistEntrySchema) })
  .meta({ id: 'MyWaitlist' });
export type MyWaitlist = z.infer<typeof myWaitlistSchema>;

/** GET /events/admin/{id}/waitlist: every entry of the event, in the line's order. */
export const adminWaitlistEntrySchema = waitlistEntrySchema
  .extend({ name: z.string(), email: z.string(), orderId: z.uuid().nullable() })
  .meta({ id: 'AdminWaitlistEntry' });
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistSchema = z
  .object({ entries: z.array(adminWaitlistEntrySchema) })
  .meta({ id: 'AdminWaitlist' });
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;
