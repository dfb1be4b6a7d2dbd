import type { CSSProperties } from 'react';
import type { PublicPhoto } from '@shop/contracts';
import styles from './justified-photos.module.css';
import { PhotoTile } from './photo-tile';

/**
 * Target row heights in px by layout width; the same values are in justified-photos.module.css
 * (--row-height), where the rows are made.
 */
export const ROW_HEIGHTS = { narrow: 150, medium: 200, wide: 240 } as const;
/** Widest a photo can be drawn: the page's content at 1280 px and beyond. */
const MAX_WIDTH = 1240;
/** A row grows its photos to fill the width: this is about the most it usually stretches. */
const STRETCH = 1.6;

/** A photo's width over its height (3:2 when the size is unknown). */
export const ratioOf = (photo: Pick<PublicPhoto, 'width' | 'height'>) =>
  photo.width > 0 && photo.height > 0 ? photo.width / photo.height : 1.5;

/**
 * Each item's flex values: it grows in proportion to its ratio from a basis of its ratio
 * times the row height, so every photo of a row ends the same height, whatever the screen
 * (CSS decides the rows, before any script runs).
 */
export function justifiedItemStyle(ratio: number): CSSProperties {
  const r = Number(ratio.toFixed(4));
  return {
    '--ratio': r,
    flexGrow: r,
    flexBasis: `calc(${r} * var(--row-height))`,
  } as CSSProperties;
}

/** The `sizes` of a photo of ratio `ratio`: an upper bound of its drawn width per layout. */
export function justifiedSizes(ratio: number): string {
  const px = (rowHeight: number, max: number) =>
    Math.round(Math.min(ratio * rowHeight * STRETCH, max));
  const narrow =
    ratio * ROW_HEIGHTS.narrow * STRETCH >= 335
      ? 'calc(100vw - 2.5rem)'
      : `${px(ROW_HEIGHTS.narrow, 600)}px`;
  return [
    `(min-width: 1024px) ${px(ROW_HEIGHTS.wide, MAX_WIDTH)}px`,
    `(min-width: 640px) ${px(ROW_HEIGHTS.medium, 984)}px`,
    narrow,
  ].join(', ');
}

/**
 * Photos as justified rows (the layout Flickr made common): each row filled edge to edge
 * with whole photos of one height, the last row left at its natural height. CSS only
 * (flex-grow and flex-basis from each photo's proportions), so the server's HTML is already
 * laid out and nothing moves when the images or the scripts arrive. The first photo is the
 * page's main image; the first row loads at once, the rest lazily.
 */
export function JustifiedPhotos({ photos }: { photos: readonly PublicPhoto[] }) {
  return (
    <ul className={styles.rows}>
      {photos.map((photo, index) => {
        const ratio = ratioOf(photo);
        return (
          <PhotoTile
            key={photo._id}
            photo={photo}
            sizes={justifiedSizes(ratio)}
            priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
            className={styles.item}
            style={justifiedItemStyle(ratio)}
          />
        );
      })}
    </ul>
  );
}

/** About the photos of a first row on a wide screen. */
const FIRST_ROW = 4;
