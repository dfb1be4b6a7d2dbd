import { GALLERY_IMAGE_SIZES, photoMessages, type PublicPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { GALLERY_SIZE, usePublicPhotos } from '@/features/photos/api/get-public-photos';
import { useSiteContent } from '@/lib/site-content';
import styles from './photo-gallery.module.css';
import { PhotoTile } from './photo-tile';

export const GALLERY_SIZES = GALLERY_IMAGE_SIZES;

/** The photos the home gallery shows: the newest ones but the hero, which is above them. */
export function homeGalleryPhotos(
  photos: readonly PublicPhoto[],
  heroId: string | null | undefined,
): PublicPhoto[] {
  return photos.filter((photo) => photo._id !== heroId).slice(0, GALLERY_SIZE);
}

/**
 * The home gallery (docs/rules/gallery-and-photos.md#home-gallery). It waits for the site's
 * content too, to know the hero: a photo shown and then taken away would move the page.
 */
export function PhotoGallery() {
  const photos = usePublicPhotos();
  const content = useSiteContent();

  if (photos.isPending || content.isPending) {
    return <Spinner label={photoMessages.galleryLoading} />;
  }
  if (photos.isError) return <FormMessage kind="error">{photoMessages.galleryFailed}</FormMessage>;
  if (photos.data.length === 0) return <p className={styles.empty}>{photoMessages.galleryEmpty}</p>;
  // Without the content there is no hero on the page either: nothing to leave out.
  const shown = homeGalleryPhotos(photos.data, content.data?.home.hero?.id);
  return shown.length > 0 ? <PhotoMasonry photos={shown} /> : null;
}

/**
 * Photos as a masonry of whole photos: CSS columns (3 from 1024 px, 2 from 640 px, 1 below),
 * each photo at its own proportions, its box reserved from its width and height before the
 * image arrives. Photos read down each column, in the order given. Below the hero, the page's
 * one high-priority image: on a phone the first row shares the first view with it, and waits
 * for it to be on the screen before loading (lib/after-main-images).
 */
export function PhotoMasonry({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <ul className={styles.masonry}>
      {photos.map((photo) => (
        <PhotoTile
          key={photo._id}
          photo={photo}
          sizes={GALLERY_SIZES}
          priority="after-main"
          className={styles.item}
        />
      ))}
    </ul>
  );
}
