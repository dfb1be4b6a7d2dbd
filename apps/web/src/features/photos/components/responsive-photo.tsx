import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { srcSetOf, type PublicPhoto } from '@shop/contracts';
import { AFTER_MAIN_ATTRIBUTE } from '@/lib/after-main-images';
import { thumbHashAverage } from './thumbhash-average';
import styles from './responsive-photo.module.css';

export type ResponsivePhotoSource = Pick<
  PublicPhoto,
  'title' | 'imagePath' | 'width' | 'height' | 'placeholder' | 'images'
>;

export interface ResponsivePhotoProps {
  photo: ResponsivePhotoSource;
  /** How wide the image is drawn at each viewport width: the `sizes` attribute. */
  sizes: string;
  /**
   * 'high': the page's main image (eager, fetchpriority high; one per page). 'eager': in the
   * first view but not the main one. 'lazy' (default): below the fold. 'after-main': lazy, and
   * where scripts run, loaded once the page's main image is on the screen
   * (lib/after-main-images).
   */
  priority?: 'high' | 'eager' | 'lazy' | 'after-main';
  /** Alternative text; the photo's title by default. */
  alt?: string;
  /**
   * A fixed frame such as '3 / 2' that the image covers (cropped); by default the frame has
   * the photo's own proportions.
   */
  aspectRatio?: string;
  className?: string;
  /**
   * Draw the blurred ThumbHash while the image loads (default). A page whose app starts only
   * once this image has painted (its main image, boot.ts) passes false: the blur would come
   * too late to be seen, and its decoder is not downloaded.
   */
  blur?: boolean;
}

const hashBytes = (hash: string) => Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));

/**
 * The ThumbHash (base64) as a small PNG data URL, or null when it cannot be read. Its decoder
 * is most of the library and only an image still loading needs it: fetched then.
 */
export async function placeholderDataUrl(hash: string): Promise<string | null> {
  if (!hash) return null;
  try {
    const { thumbHashToDataURL } = await import('thumbhash');
    return thumbHashToDataURL(hashBytes(hash));
  } catch {
    return null;
  }
}

/** The ThumbHash's average colour as CSS, or null when it cannot be read. */
export function placeholderColor(hash: string): string | null {
  if (!hash) return null;
  try {
    const { r, g, b } = thumbHashAverage(hashBytes(hash));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return null;
  }
}

/**
 * A photo as a responsive `<picture>`: AVIF and WebP sources, a JPEG `<img>` fallback, all
 * with width descriptors and the caller's `sizes`. The frame takes its proportions before
 * the image arrives (no layout shift) and shows the ThumbHash placeholder until it loads.
 */
export function ResponsivePhoto({
  photo,
  sizes,
  priority = 'lazy',
  alt,
  aspectRatio,
  className,
  blur = true,
}: ResponsivePhotoProps) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const afterMain = priority === 'after-main';
  const { avif, webp, jpeg } = photo.images;
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  // The page's HTML carries the placeholder's average colour only (a few bytes, where the
  // blurred image is kilobytes per photo). The blurred image is drawn once React runs, and
  // only for an image still loading: one that arrived first (often, with a page rendered on
  // the server) costs no decoding. A transition keeps that work out of the visitor's way.
  useEffect(() => {
    if (!blur || !image.current || image.current.complete) return;
    let current = true;
    void placeholderDataUrl(photo.placeholder).then((url) => {
      if (current) startTransition(() => setPlaceholder(url));
    });
    return () => {
      current = false;
    };
  }, [blur, photo.placeholder]);
  const color = useMemo(() => placeholderColor(photo.placeholder), [photo.placeholder]);
  const lazy = priority === 'lazy' || afterMain;
  const classes = [styles.frame, aspectRatio ? styles.cover : '', className]
    .filter(Boolean)
    .join(' ');

  return (
    <picture
      className={classes}
      data-placeholder={placeholder && !loaded ? 'true' : undefined}
      style={{
        aspectRatio: aspectRatio ?? `${photo.width} / ${photo.height}`,
        backgroundColor: color ?? undefined,
        backgroundImage: placeholder && !loaded ? `url("${placeholder}")` : undefined,
      }}
    >
      {avif.length > 0 && <source type="image/avif" sizes={sizes} srcSet={srcSetOf(avif)} />}
      {webp.length > 0 && <source type="image/webp" sizes={sizes} srcSet={srcSetOf(webp)} />}
      <img
        ref={image}
        className={styles.image}
        src={photo.imagePath}
        srcSet={jpeg.length > 0 ? srcSetOf(jpeg) : undefined}
        sizes={jpeg.length > 0 ? sizes : undefined}
        width={photo.width}
        height={photo.height}
        alt={alt ?? photo.title}
        loading={lazy ? 'lazy' : 'eager'}
        decoding={lazy ? 'async' : undefined}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        {...(afterMain ? { [AFTER_MAIN_ATTRIBUTE]: '' } : {})}
        onLoad={() => setLoaded(true)}
      />
    </picture>
  );
}
