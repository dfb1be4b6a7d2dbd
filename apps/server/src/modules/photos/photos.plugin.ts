import path from 'node:path';
import fp from 'fastify-plugin';
import { seedDemoPhotos } from './demo-photos';
import { createImageWorkBoard } from './image-work';
import { createPhotoImages } from './photo-images.port';
import { scheduleFileSweep } from '#src/lib/file-sweep';
import { sweepPhotoFiles } from './photo-files-sweep';
import { createPhotosRepository } from './photos.repository';
import { galleryRoutes } from './photos-gallery.routes';
import { createGalleryService } from './photos-gallery.service';
import { photosRoutes } from './photos.routes';
import { createPhotosService, type AfterTurn } from './photos.service';
import { createPublicReads, PHOTOS_CHANGED } from './public-reads';

/**
 * Domain: the photo catalogue (upload, derivatives, public gallery, edit, delete). Adds
 * every visible photo's page to the sitemap; seeds demo photos when configured.
 */
export const photosDomain = fp(
  async (app) => {
    const { config, storage } = app;
    const sweep = () =>
      sweepPhotoFiles({
        media: storage.media,
        originals: storage.originals,
        repository: createPhotosRepository(app.database.db),
        tmpDir: path.join(config.dataDir, 'tmp'),
      });
    await scheduleFileSweep(app, 'fotos', sweep);

    // Filled by other domains through the port (photoImages.onTurned), read at each turn.
    const afterTurn: AfterTurn[] = [];
    const work = createImageWorkBoard();
    const photos = createPhotosService({
      db: app.database.db,
      media: storage.media,
      originals: storage.originals,
      maxPixels: config.photos.maxPixels,
      onChange: () => app.changes.publish(PHOTOS_CHANGED),
      hasOrders: (photoId) => app.orders.photos.photoHasOrders(photoId),
      tmpDir: path.join(config.dataDir, 'tmp'),
      afterTurn,
      log: app.log,
    });
    const gallery = createGalleryService({
      db: app.database.db,
      media: storage.media,
      onChange: () => app.changes.publish(PHOTOS_CHANGED),
    });
    const reads = createPublicReads(photos, gallery);
    app.decorate(
      'photoImages',
      createPhotoImages({
        db: app.database.db,
        media: storage.media,
        originals: storage.originals,
        maxPixels: config.photos.maxPixels,
        work,
        onTurned: (follow) => afterTurn.push(follow),
      }),
    );
    // Every write, in this process or another one, clears the cached public answers.
    await app.changes.subscribe(PHOTOS_CHANGED, () => reads.clear());
    app.sitemap.add(() => photos.listPublicPages());
    await app.register(photosRoutes, { prefix: '/api', photos, reads, work });
    await app.register(galleryRoutes, { prefix: '/api', gallery, reads });

    if (config.seedDemo) {
      // After listening: the shop answers at once and the gallery fills a few seconds later.
      let seeded: (ids: string[]) => void = () => {};
      app.decorate('demoPhotos', new Promise<string[]>((resolve) => (seeded = resolve)));
      app.addHook('onListen', async () => {
        seedDemoPhotos(photos, path.join(config.dataDir, 'tmp'))
          .then((ids) => {
            if (ids.length > 0)
              app.log.info(
                `${ids.length} fotos de demostración añadidas (SEED_DEMO=false lo evita)`,
              );
            seeded(ids);
          })
          .catch((err: unknown) => {
            app.log.error({ err }, 'demo photos failed');
            seeded([]);
          });
      });
    } else {
      app.decorate('demoPhotos', Promise.resolve([]));
    }
  },
  {
    name: 'photos',
    dependencies: [
      'config',
      'database',
      'change-notifier',
      'storage',
      'access-control',
      'sitemap',
      'orders',
    ],
    fastify: '5.x',
  },
);
