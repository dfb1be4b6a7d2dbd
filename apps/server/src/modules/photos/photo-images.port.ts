import type { Sharp } from 'sharp';
import type { DerivativeFormat, SiteImage } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { PhotoRow, StoredDerivative } from '#src/db/schema/index';
import { derivativeUrls } from '#src/lib/derivative-urls';
import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';
import type { ImageWorkBoard, ReportWork } from './image-work';
import {
  ImageRejected,
  inspectImage,
  makeDerivatives,
  openTurned,
  type DeriveOptions,
  type ImageFacts,
} from './photo-derivatives';
import { createPhotosRepository } from './photos.repository';
import { rejectionToError, toPublicPhoto, type AfterTurn } from './photos.service';

/** A photo's private original, as another domain may use it (to render print files). */
export interface PhotoOriginal {
  photoId: string;
  hidden: boolean;
  /** After EXIF orientation and the admin's turn: the pixels the admin's crop is measured in. */
  width: number;
  height: number;
  format: string;
  key: string;
  /** The admin's quarter turn ('Girar'), degrees clockwise, included in width and height. */
  rotation: number;
}

/** A photo as an email or a receipt shows it: its title and a small JPEG (a public URL, maybe relative). */
export interface PhotoThumbnail {
  title: string;
  url: string | null;
}

export type { AfterTurn, ImageFacts, ReportWork, StoredDerivative };
export { unwatched, within } from './image-work';

/** A thumbnail: the narrowest JPEG at least this wide (sharp at 2× of 160 px). */
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
  /** The photos' titles and a small JPEG (its public URL), hidden ones too: emails, receipts. */
  thumbnailsOf(photoIds: string[]): Promise<Map<string, PhotoThumbnail>>;
  /** A visible photo as other pages draw it (the home's hero); null when missing or hidden. */
  publicImage(photoId: string): Promise<SiteImage | null>;
  /** The newest visible photo (the home gallery's first), as publicImage; null when none. */
  newestPublicImage(): Promise<SiteImage | null>;
  /** Copies the private original to a local file. */
  copyOriginalTo(original: PhotoOriginal, targetFile: string): Promise<void>;
  /**
   * The original (a local copy), upright (EXIF orientation or HEIC rotation applied) and
   * turned by the admin's `rotation`; 'decoding' is reported when a HEIC is decoded.
   */
  openUpright(file: string, format: string, rotation: number, report?: ReportWork): Promise<Sharp>;
  /** What an upload is, by content; an API error (415/422) when it is no usable image. */
  inspect(file: string): Promise<ImageFacts>;
  /**
   * Public AVIF/WebP/JPEG derivatives under `keyPrefix`, staged: publish them with
   * `media.publish` in the transaction that stores their keys. An API error when broken.
   */
  derive(
    file: string,
    facts: ImageFacts,
    keyPrefix: string,
    options?: DeriveOptions,
  ): Promise<StoredDerivative[]>;
  /** Derivatives as the API shows them: per format, narrowest first, with public URLs. */
  imageSet(
    derivatives: readonly StoredDerivative[],
  ): Record<DerivativeFormat, { width: number; url: string }[]>;
  /** The JPEG at most 1440 px wide (what a client without srcset shows). */
  displayUrl(derivatives: readonly StoredDerivative[]): string;
  maxPixels: number;
  /** The stages of image work under way, by the admin page's `?work=` id. */
  work: ImageWorkBoard;
  /** Runs `follow` after every committed turn of a photo (its files made from the original). */
  onTurned(follow: AfterTurn): void;
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
  work: ImageWorkBoard;
  onTurned: (follow: AfterTurn) => void;
}): PhotoImages {
  const repository = createPhotosRepository(deps.db);
  const asApiError = (err: unknown) =>
    err instanceof ImageRejected ? rejectionToError(err.reason) : err;
  const urls = derivativeUrls(deps.media);
  const asImage = (row: PhotoRow): SiteImage => {
    const photo = toPublicPhoto(row, (key) => deps.media.urlFor(key));
    const { title, width, height, imagePath, placeholder, images } = photo;
    return { id: photo._id, title, width, height, imagePath, placeholder, images };
  };
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
        rotation: row.rotation,
      };
    },
    titlesOf: (photoIds) => repository.titlesOf(photoIds),
    async thumbnailsOf(photoIds) {
      const rows = await repository.picturesOf(photoIds);
      return new Map(
        rows.map((row) => {
          const jpeg = urls.imageSet(row.derivatives).jpeg;
          const small = jpeg.find((d) => d.width >= THUMBNAIL_WIDTH) ?? jpeg.at(-1);
          return [row.id, { title: row.title, url: small?.url ?? null }];
        }),
      );
    },
    async publicImage(photoId) {
      const row = await repository.findPublic(photoId);
      return row ? asImage(row) : null;
    },
    async newestPublicImage() {
      const [row] = await repository.listPublic(1);
      return row ? asImage(row) : null;
    },
    copyOriginalTo: (original, targetFile) => deps.originals.copyTo(original.key, targetFile),
    openUpright: (file, format, rotation, report) =>
      openTurned(file, { format }, rotation, deps.maxPixels, report),
    async inspect(file) {
      try {
        return await inspectImage(file, deps.maxPixels);
      } catch (err) {
        throw asApiError(err);
      }
    },
    async derive(file, facts, keyPrefix, options) {
      try {
        const made = await makeDerivatives(
          file,
          facts,
          deps.media,
          keyPrefix,
          deps.maxPixels,
          options,
        );
        return made.derivatives.map(({ url: _url, ...d }) => d);
      } catch (err) {
        throw asApiError(err);
      }
    },
    imageSet: urls.imageSet,
    displayUrl: urls.displayUrl,
    maxPixels: deps.maxPixels,
    work: deps.work,
    onTurned: deps.onTurned,
  };
}
