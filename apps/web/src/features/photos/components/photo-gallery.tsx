import { Link } from 'react-router';
import { GALLERY_IMAGE_SIZES, paths, photoMessages, type PublicPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { GALLERY_SIZE, usePublicPhotos } from '@/features/photos/api/get-public-photos';
import styles from './photo-gallery.module.css';
import { ResponsivePhoto } from './responsive-photo';

/** Photos in the first row on a wide screen: loaded at once, not lazily. */
const FIRST_ROW = 3;

export const GALLERY_SIZES = GALLERY_IMAGE_SIZES;

/** The home gallery (docs/rules/gallery-and-photos.md#home-gallery). */
export function PhotoGallery() {
  const photos = usePublicPhotos(GALLERY_SIZE);

  if (photos.isPending) return <Spinner label={photoMessages.galleryLoading} />;
  if (photos.isError) return <FormMessage kind="error">{photoMessages.galleryFailed}</FormMessage>;
  if (photos.data.length === 0) return <p className={styles.empty}>{photoMessages.galleryEmpty}</p>;

  return <PhotoGrid photos={photos.data} />;
}

/**
 * Photos as the gallery grid, each opening its page. The first row loads at once with the
 * first photo as the page's one high-priority image; the rest load lazily.
 */
export function PhotoGrid({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <ul className={styles.grid}>
      {photos.map((photo, index) => (
        <li key={photo._id} className={styles.item}>
          <Link to={paths.photo.build(photo._id)} className={styles.link}>
            <ResponsivePhoto
              photo={photo}
              sizes={GALLERY_SIZES}
              aspectRatio="3 / 2"
              priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
            />
            <span className={styles.caption} aria-hidden="true">
              {photo.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
