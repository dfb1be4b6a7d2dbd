import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { paths, type PublicPhoto } from '@shop/contracts';
import styles from './photo-tile.module.css';
import { ResponsivePhoto, type ResponsivePhotoProps } from './responsive-photo';

/**
 * One photo of a gallery, whole (its own proportions), opening its page. Its title shows over
 * the photo on hover and keyboard focus (always on touch screens); the image's alternative
 * text already names the link, so the caption is hidden from screen readers.
 */
export function PhotoTile({
  photo,
  sizes,
  priority,
  className,
  style,
}: {
  photo: PublicPhoto;
  sizes: string;
  priority: ResponsivePhotoProps['priority'];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <li className={className} style={style}>
      <Link to={paths.photo.build(photo._id)} className={styles.link}>
        <ResponsivePhoto photo={photo} sizes={sizes} priority={priority} />
        <span className={styles.caption} aria-hidden="true">
          {photo.title}
        </span>
      </Link>
    </li>
  );
}
