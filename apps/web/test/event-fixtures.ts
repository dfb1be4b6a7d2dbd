/** Events as the API returns them (GET /events, GET /events/event/{id}). */
import type { PublicEvent, PublicEventList, SiteImage, TicketType } from '@shop/contracts';
import { json, type FakeServer } from './fake-fetch';
import { THUMBHASH } from './photo-fixtures';

export const EVENT_ID = '5b0c8f4e-2f43-4a8e-9d53-0a1b2c3d4e5f';

export function coverImage(id = 'c0ffee00-0000-4000-8000-000000000001'): SiteImage {
  const derivatives = (format: 'avif' | 'webp' | 'jpg') =>
    [480, 960, 1440, 2048].map((width) => ({
      width,
      url: `/media/photos/${id}-${width}.${format}`,
    }));
  return {
    id,
    title: 'Plaza al amanecer',
    width: 3000,
    height: 2000,
    imagePath: `/media/photos/${id}-1440.jpg`,
    placeholder: THUMBHASH,
    images: { avif: derivatives('avif'), webp: derivatives('webp'), jpeg: derivatives('jpg') },
  };
}

export function ticketType(overrides: Partial<TicketType> = {}): TicketType {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Entrada general',
    description: 'Paseo guiado y revisión de fotos.',
    priceCents: 2500,
    vatRate: 21,
    quota: 12,
    maxPerOrder: 4,
    salesStartAt: null,
    salesEndAt: null,
    available: 10,
    sale: 'open',
    seatsLeft: null,
    ...overrides,
  };
}

export function publicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  const id = overrides._id ?? EVENT_ID;
  return {
    _id: id,
    eventId: id,
    name: 'Paseo fotográfico al amanecer',
    cover: coverImage(),
    // 10:00 to 13:00 in Madrid (UTC+1 in December).
    startDate: '2026-12-12T09:00:00.000Z',
    endDate: '2026-12-12T12:00:00.000Z',
    timeZone: 'Europe/Madrid',
    location: 'Plaza Mayor, Plaza Mayor 1, 28012 Madrid',
    venueName: 'Plaza Mayor',
    venueAddress: 'Plaza Mayor 1, 28012 Madrid',
    onlineUrl: '',
    descriptionHtml: '<p>Luz del alba &amp; <strong>arquitectura</strong>.</p>',
    status: 'published',
    past: false,
    ticketTypes: [ticketType()],
    ...overrides,
  };
}

/** The fake API answers the list and each event of it by id. */
export function serveEvents(server: FakeServer, list: Partial<PublicEventList> = {}) {
  const events = { upcoming: [], past: [], ...list };
  server.on('GET', '/api/events', () => json(200, events));
  for (const event of [...events.upcoming, ...events.past]) {
    server.on('GET', `/api/events/event/${event._id}`, () => json(200, event));
  }
}

/** The fake API answers one event's page. */
export function serveEvent(server: FakeServer, event: PublicEvent) {
  server.on('GET', `/api/events/event/${event._id}`, () => json(200, event));
}
