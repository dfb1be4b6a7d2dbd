import { useState } from 'react';
import { srcSetOf, type MockupImage } from '@shop/contracts';
import styles from './mockup-gallery.module.css';

export interface MockupGalleryProps {
  mockups: MockupImage[];
  /** The product's name, and the colour's when it has one: the label of a mockup without. */
  product: string;
  color: string | null;
}

/**
 * The chosen product's mockups, large enough to judge: one shown across the form's width
 * with its label under it, and when there are more, a strip of labelled thumbnails (buttons)
 * that switch it. The parent gives it a new `key` when the product or colour changes.
 */
export function MockupGalleryView({ mockups, product, color }: MockupGalleryProps) {
  const [shownId, setShownId] = useState(mockups[0]?.id);
  const shown = mockups.find((m) => m.id === shownId) ?? mockups[0];
  if (!shown) return null;
  const fallback = color ? `${product}, ${color}` : product;
  const labelOf = (mockup: MockupImage) => mockup.label.trim() || fallback;
  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        <img
          src={shown.url}
          srcSet={srcSetOf(shown.images.jpeg) || undefined}
          sizes="(min-width: 1280px) 28rem, (min-width: 1024px) calc((100vw - 5.5rem) * 0.4 - 2.5rem), calc(100vw - 5rem)"
          width={shown.width}
          height={shown.height}
          alt={shown.label.trim() || `Maqueta de ${fallback}`}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
        <figcaption className={styles.caption}>{labelOf(shown)}</figcaption>
      </figure>
      {mockups.length > 1 && (
        <ul className={styles.strip} aria-label="Maquetas">
          {mockups.map((mockup) => (
            <li key={mockup.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={mockup.id === shown.id}
                onClick={() => setShownId(mockup.id)}
              >
                <img
                  src={mockup.url}
                  srcSet={srcSetOf(mockup.images.jpeg) || undefined}
                  sizes="6rem"
                  width={mockup.width}
                  height={mockup.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={styles.thumbImage}
                />
                <span className={styles.thumbLabel}>{labelOf(mockup)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
