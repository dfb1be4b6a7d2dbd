import path from 'node:path';
import fp from 'fastify-plugin';
import { seedDemoPhotos } from './demo-photos';
import { homePreloadTag } from './home-preload';
import { photosRoutes } from './photos.routes';
import { createPhotosService } from './photos.service';

/**
 * Domain: the photo catalogue (upload, derivatives, public gallery, edit, delete). Adds the
 * home page's image preload to the page-head registry; seeds demo photos when configured.
 */
export const photosDomain = fp(
  async (app) => {
    const { config, storage } = app;
    const photos = createPhotosService({
      db: app.database.db,
      media: storage.media,
      originals: storage.originals,
      maxPixels: config.photos.maxPixels,
    });
    app.pageHead.add('/', () => homePreloadTag(photos));
    await app.register(photosRoutes, { prefix: '/api', photos });

    if (config.seedDemo) {
      // After listening: the shop answers at once and the gallery fills a few seconds later.
      app.addHook('onListen', async () => {
        seedDemoPhotos(photos, path.join(config.dataDir, 'tmp'))
          .then((added) => {
            if (added > 0)
              app.log.info(`${added} fotos de demostración añadidas (SEED_DEMO=false lo evita)`);
          })
          .catch((err: unknown) => {
            app.log.error({ err }, 'demo photos failed');
          });
      });
    }
  },
  {
    name: 'photos',
    dependencies: ['config', 'database', 'storage', 'access-control', 'page-head'],
    fastify: '5.x',
  },
);
