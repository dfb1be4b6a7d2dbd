import { lazy, Suspense } from 'react';
import type { MockupGalleryProps } from './mockup-gallery-view';
import styles from './mockup-gallery.module.css';

// Only a product with mockups needs the gallery's code (many have none).
const MockupGalleryView = lazy(async () => ({
  default: (await import('./mockup-gallery-view')).MockupGalleryView,
}));

/** The mockups of the chosen product (mockup-gallery-view.tsx), in a box held while it loads. */
export function MockupGallery(props: MockupGalleryProps) {
  return (
    <Suspense fallback={<div className={styles.image} aria-hidden="true" />}>
      <MockupGalleryView {...props} />
    </Suspense>
  );
}
