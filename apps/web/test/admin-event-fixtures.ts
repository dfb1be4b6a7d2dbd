/** Events as the admin's API answers them (GET /events/admin and the writes). */
import type { AdminEvent, TicketType } from '@shop/contracts';

export const EVENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
export const GENERAL_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const COMPANION_ID = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const ticketType = (overrides: Partial<TicketType> = {}): TicketType => ({
  id: GENERAL_ID,
  name: 'Entrada general',
  description: '',
  priceCents: 2500,
  vatRate: 21,
  quota: 12,
  maxPerOrder: 4,
  salesStartAt: null,
  salesEndAt: null,
  available: 12,
  sale: 'open',
  ...overrides,
});

/** A draft photo walk in Madrid, 14 June 2030 from 10:00 to 13:00 on the venue's clock. */
export const adminEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => {
  const id = overrides._id ?? EVENT_ID;
  return {
    _id: id,
    eventId: id,
    name: 'Paseo fotográfico al amanecer',
    cover: null,
    startDate: '2030-06-14T08:00:00.000Z',
    endDate: '2030-06-14T11:00:00.000Z',
    timeZone: 'Europe/Madrid',
    location: 'Plaza Mayor, Plaza Mayor, 28012 Madrid',
    venueName: 'Plaza Mayor',
    venueAddress: 'Plaza Mayor, 28012 Madrid',
    onlineUrl: '',
    descriptionHtml: '<p>Luz de la mañana.</p>',
    status: 'draft',
    past: false,
    ticketTypes: [
      ticketType(),
      ticketType({
        id: COMPANION_ID,
        name: 'Registro gratuito (acompañante)',
        priceCents: 0,
        quota: 5,
        maxPerOrder: 1,
        available: 3,
      }),
    ],
    coverPhotoId: null,
    description: 'Luz de la mañana.',
    startsAt: '2030-06-14T10:00',
    endsAt: '2030-06-14T13:00',
    capacity: 15,
    createdAt: '2030-05-01T09:00:00.000Z',
    updatedAt: '2030-05-01T09:00:00.000Z',
    ...overrides,
  };
};
