import { defaultSeatsLeftPercent, instantToZonedTime, type EventInput } from '@shop/contracts';
import type { EventsService } from './events.service';

/** The demo event's day: three weeks after the shop first starts, at 10:00 in Madrid. */
const daysAhead = 21;

function demoEvent(now: Date, coverPhotoId: string | null): EventInput {
  const day = instantToZonedTime(new Date(now.getTime() + daysAhead * 86_400_000), 'Europe/Madrid');
  const date = day.slice(0, 10);
  return {
    name: 'Paseo fotográfico al amanecer',
    description:
      'Tres horas de luz de mañana por el casco antiguo: composición, exposición y cómo ver la luz. ' +
      'Trae tu cámara o tu móvil.\n\nEvento de **demostración**: las entradas se pagan con tarjetas de prueba.',
    coverPhotoId,
    startsAt: `${date}T10:00`,
    endsAt: `${date}T13:00`,
    timeZone: 'Europe/Madrid',
    venueName: 'Plaza Mayor',
    venueAddress: 'Plaza Mayor, 28012 Madrid',
    onlineUrl: '',
    capacity: 15,
    seatsLeftPercent: defaultSeatsLeftPercent,
    ticketTypes: [
      {
        name: 'Entrada general',
        description: 'El paseo con guía y las fotos comentadas al final.',
        priceCents: 2500,
        vatRate: 21,
        quota: 12,
        maxPerOrder: 4,
        salesStartAt: null,
        salesEndAt: null,
      },
      {
        name: 'Registro gratuito (acompañante)',
        description: 'Sin guía: acompaña a quien tenga entrada general.',
        priceCents: 0,
        vatRate: 21,
        quota: 5,
        maxPerOrder: 1,
        salesStartAt: null,
        salesEndAt: null,
      },
    ],
  };
}

/**
 * With SEED_DEMO, when the shop has no event yet: one upcoming event, published, with a paid
 * ticket type and a free one, its cover the first demo photo, so a newcomer sees an event
 * card on /events. Returns whether it was added.
 */
export async function seedDemoEvent(
  service: EventsService,
  photoIds: readonly string[],
  now = new Date(),
): Promise<boolean> {
  if (await service.hasEvents()) return false;
  const event = await service.create(demoEvent(now, photoIds[0] ?? null));
  await service.publish(event._id);
  return true;
}
