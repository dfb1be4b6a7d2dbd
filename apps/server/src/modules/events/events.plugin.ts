import fp from 'fastify-plugin';
import { eventsRoutes } from './events.routes';
import { createEventsService, EVENTS_CHANGED } from './events.service';

/**
 * Domain: events. The photographer writes events with their ticket types and publishes
 * them; visitors read the published ones (docs/rules/events.md). Tickets, holds, check-in
 * and the waitlist build on it (issue 25).
 */
export const eventsDomain = fp(
  async (app) => {
    const service = createEventsService({
      db: app.database.db,
      photos: { publicImage: (photoId) => app.photoImages.publicImage(photoId) },
      onChange: () => app.changes.publish(EVENTS_CHANGED),
    });
    // Heard in this process, so that rendered pages (which listen to every channel heard)
    // are made again after a change made in any process.
    await app.changes.subscribe(EVENTS_CHANGED, () => {});
    await app.register(eventsRoutes, { prefix: '/api', service });
  },
  {
    name: 'events',
    dependencies: ['config', 'database', 'photos', 'change-notifier', 'access-control'],
    fastify: '5.x',
  },
);
