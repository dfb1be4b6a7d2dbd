import { GALLERY_IMAGE_SIZES, photoMessages, type PublicPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { GALLERY_SIZE, usePublicPhotos } from '@/features/photos/api/get-public-photos';
import styles from './photo-gallery.module.css';
import { PhotoTile } from './photo-tile';

export const GALLERY_SIZES = GALLERY_IMAGE_SIZES;

/** The home gallery (docs/rules/gallery-and-photos.md#home-gallery). */
export function PhotoGallery() {
  const photos = usePublicPhotos(GALLERY_SIZE);

  if (photos.isPending) return <Spinner label={photoMessages.galleryLoading} />;
  if (photos.isError) return <FormMessage kind="error">{photoMessages.galleryFailed}</FormMessage>;
  if (photos.data.length === 0) return <p className={styles.empty}>{photoMessages.galleryEmpty}</p>;

  return <PhotoMasonry photos={photos.data} />;
}

/**
 * Photos as a masonry of whole photos: CSS columns (3 from 1024 px, 2 from 640 px, 1 below),
 * each photo at its own proportions, its box reserved from its width and height before the
 * image arrives. Photos read down each column, in the order given. Below the hero, so every
 * image loads lazily (the hero is the page's one high-priority image).
 */
export function PhotoMasonry({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <ul className={styles.masonry}>
      {photos.map((photo) => (
        <PhotoTile
          key={photo._id}
          photo={photo}
          sizes={GALLERY_SIZES}
          priority="lazy"
          className={styles.item}
        />
      ))}
    </ul>
  );
}
