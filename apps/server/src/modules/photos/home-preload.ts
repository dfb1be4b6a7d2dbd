import { GALLERY_IMAGE_SIZES, srcSetOf } from '@shop/contracts';
import type { PhotosService } from './photos.service';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A <link rel="preload"> for the home page's first gallery image (its LCP element), so the
 * browser starts it with the HTML instead of after the JavaScript has run. Same srcset and
 * sizes as the gallery's AVIF <source>, or the browser would fetch it twice.
 */
export async function homePreloadTag(photos: PhotosService): Promise<string> {
  const [first] = await photos.listPublic(1);
  if (!first || first.images.avif.length === 0) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attr(srcSetOf(first.images.avif))}" imagesizes="${attr(GALLERY_IMAGE_SIZES)}">`;
}
