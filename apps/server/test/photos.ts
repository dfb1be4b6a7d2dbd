import type { FastifyInstance } from 'fastify';
import { createPhotosService } from '#src/modules/photos/photos.service';
import { PHOTOS_CHANGED } from '#src/modules/photos/public-reads';

/**
 * The photos domain's service, built from the app's own infrastructure (its database and
 * storage): for tests that add photos without going through the multipart upload.
 */
export function photosServiceOf(app: FastifyInstance) {
  return createPhotosService({
    db: app.database.db,
    media: app.storage.media,
    originals: app.storage.originals,
    maxPixels: app.config.photos.maxPixels,
    // Its writes clear the app's cached public reads, as the app's own service does.
    onChange: () => app.changes.publish(PHOTOS_CHANGED),
  });
}
