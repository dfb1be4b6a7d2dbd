import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createPhotosService } from '#src/modules/photos/photos.service';
import { PHOTOS_CHANGED } from '#src/modules/photos/public-reads';
import { bearer } from './accounts';
import { multipart } from './multipart';

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
    tmpDir: path.join(app.config.dataDir, 'tmp'),
    // Its writes clear the app's cached public reads, as the app's own service does.
    onChange: () => app.changes.publish(PHOTOS_CHANGED),
    hasOrders: (photoId) => app.orders.photos.photoHasOrders(photoId),
  });
}

/** A small JPEG of one colour, made by sharp. */
export function jpegOf(width = 600, height = 400, background = '#557799'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** POST /api/photos as the admin with `token`: the multipart upload the admin page sends. */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string> = { title: 'Foto de prueba' },
  image?: Buffer,
) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    {
      name: 'image',
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      data: image ?? (await jpegOf()),
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/**
 * A real 320 × 240 HEIC made by us (fixtures/README.md): orange top-left quarter, EXIF of an
 * iPhone 13 mini with Orientation 6 that must not be applied on top of libheif's output.
 */
export const HEIC_FIXTURE = fileURLToPath(
  new URL('./fixtures/iphone-orientation-6.heic', import.meta.url),
);
