import type { Sharp } from 'sharp';
import type { DerivativeFormat } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { StoredDerivative } from '#src/db/schema/index';
import { derivativeUrls } from '#src/lib/derivative-urls';
import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';
import {
  ImageRejected,
  inspectImage,
  makeDerivatives,
  openUpright,
  type ImageFacts,
} from './photo-derivatives';
import { createPhotosRepository } from './photos.repository';
import { rejectionToError } from './photos.service';

/** A photo's private original, as another domain may use it (to render print files). */
export interface PhotoOriginal {
  photoId: string;
  hidden: boolean;
  /** After EXIF orientation: the pixels the admin's crop is measured in. */
  width: number;
  height: number;
  format: string;
  key: string;
}

export type { ImageFacts, StoredDerivative };

/** A receipt's thumbnail: the narrowest JPEG at least this wide (sharp at 2× of 160 px). */
const THUMBNAIL_WIDTH = 320;
/** Announced after every photo write (a photo hidden or deleted): readers of photos clear caches. */
export { PHOTOS_CHANGED } from './public-reads';

/**
 * The photos domain's port for other domains (print catalogue, the buyer's order page): a
 * photo's original and title, and the photo pipeline itself (content checks, public
 * derivatives), so images other domains keep (mockups, asset previews) are checked and
 * published exactly as photos are.
 */
export interface PhotoImages {
  findOriginal(photoId: string): Promise<PhotoOriginal | null>;
  /** The photos' titles by id, hidden ones too (a buyer's order names what was bought). */
  titlesOf(photoIds: string[]): Promise<Map<string, string>>;
  /** A small JPEG of each photo (hidden ones too), for a buyer's receipt. */
  thumbnailsOf(photoIds: string[]): Promise<Map<string, string>>;
  /** Copies the private original to a local file. */
  copyOriginalTo(original: PhotoOriginal, targetFile: string): Promise<void>;
  /** The original (a local copy), upright (EXIF orientation or HEIC rotation applied). */
  openUpright(file: string, format: string): Promise<Sharp>;
  /** What an upload is, by content; an API error (415/422) when it is no usable image. */
  inspect(file: string): Promise<ImageFacts>;
  /**
   * Public AVIF/WebP/JPEG derivatives under `keyPrefix`, staged: publish them with
   * `media.publish` in the transaction that stores their keys. An API error when broken.
   */
  derive(file: string, facts: ImageFacts, keyPrefix: string): Promise<StoredDerivative[]>;
  /** Derivatives as the API shows them: per format, narrowest first, with public URLs. */
  imageSet(
    derivatives: readonly StoredDerivative[],
  ): Record<DerivativeFormat, { width: number; url: string }[]>;
  /** The JPEG at most 1440 px wide (what a client without srcset shows). */
  displayUrl(derivatives: readonly StoredDerivative[]): string;
  maxPixels: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the photos domain (modules/photos/photo-images.port.ts). */
    photoImages: PhotoImages;
    /**
     * The demo photos this start added (SEED_DEMO, after listening), for other domains' demo
     * data; resolves to [] when none were added.
     */
    demoPhotos: Promise<string[]>;
  }
}

export function createPhotoImages(deps: {
  db: Database;
  media: MediaStorage;
  originals: OriginalStorage;
  maxPixels: number;
}): PhotoImages {
  const repository = createPhotosRepository(deps.db);
  const asApiError = (err: unknown) =>
    err instanceof ImageRejected ? rejectionToError(err.reason) : err;
  const urls = derivativeUrls(deps.media);
  return {
    async findOriginal(photoId) {
      const row = await repository.findById(photoId);
      if (!row) return null;
      return {
        photoId: row.id,
        hidden: row.hidden,
        width: row.width,
        height: row.height,
        format: row.originalFormat,
        key: row.originalKey,
      };
    },
    titlesOf: (photoIds) => repository.titlesOf(photoIds),
    async thumbnailsOf(photoIds) {
      const found = await repository.derivativesOf(photoIds);
      const out = new Map<string, string>();
      for (const [id, derivatives] of found) {
        const jpeg = urls.imageSet(derivatives).jpeg;
        const small = jpeg.find((d) => d.width >= THUMBNAIL_WIDTH) ?? jpeg.at(-1);
        if (small) out.set(id, small.url);
      }
      return out;
    },
    copyOriginalTo: (original, targetFile) => deps.originals.copyTo(original.key, targetFile),
    openUpright: (file, format) => openUpright(file, { format }, deps.maxPixels),
    async inspect(file) {
      try {
        return await inspectImage(file, deps.maxPixels);
      } catch (err) {
        throw asApiError(err);
      }
    },
    async derive(file, facts, keyPrefix) {
      try {
        const made = await makeDerivatives(file, facts, deps.media, keyPrefix, deps.maxPixels);
        return made.derivatives.map(({ url: _url, ...d }) => d);
      } catch (err) {
        throw asApiError(err);
      }
    },
    imageSet: urls.imageSet,
    displayUrl: urls.displayUrl,
    maxPixels: deps.maxPixels,
  };
}
