import fp from 'fastify-plugin';
import { seedDemoEvent } from './demo-events';
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
    if (app.config.seedDemo) {
      // Once the demo photos exist (the cover): an event to see on a fresh `npm start`.
      app.addHook('onListen', async () => {
        app.demoPhotos
          .then((ids) => seedDemoEvent(service, ids))
          .then((added) => {
            if (added) app.log.info('evento de demostración publicado');
          })
          .catch((err: unknown) => app.log.error({ err }, 'demo event failed'));
      });
    }
  },
  {
    name: 'events',
    dependencies: ['config', 'database', 'photos', 'change-notifier', 'access-control'],
    fastify: '5.x',
  },
);
