import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, photoMessages, type GalleryTags } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { galleryTagOf, useGalleryPages, useGalleryTags } from '@/features/photos/api/get-gallery';
import { JustifiedPhotos } from '@/features/photos/components/justified-photos';
import styles from './gallery-page.module.css';

/**
 * The whole gallery (/galeria): every visible photo in the admin's order (featured first),
 * filtered by one tag (?tag=), a page at a time. Scrolling near the end loads the next page;
 * the 'Cargar más' button does the same without IntersectionObserver and by keyboard.
 */
export function GalleryPage() {
  usePageTitle('Galería');
  const [searchParams] = useSearchParams();
  const tag = galleryTagOf(searchParams);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Galería</h1>
      <TagFilter selected={tag} />
      {/* A new tag starts from its first page. */}
      <GalleryPages key={tag ?? ''} tag={tag} />
    </div>
  );
}

function TagFilter({ selected }: { selected: string | null }) {
  const tags = useGalleryTags();
  if (!tags.data || tags.data.length === 0) return null;
  const chip = (label: string, to: string, current: boolean, count?: number) => (
    <li key={label}>
      <Link
        to={to}
        className={styles.chip}
        aria-current={current ? 'page' : undefined}
        preventScrollReset
      >
        {label}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </Link>
    </li>
  );
  const withTag = (t: GalleryTags[number]) =>
    chip(
      t.tag,
      `${paths.gallery.build()}?tag=${encodeURIComponent(t.tag)}`,
      t.tag === selected,
      t.count,
    );
  return (
    <nav aria-label="Filtrar por etiqueta">
      <ul className={styles.chips}>
        {chip('Todas', paths.gallery.build(), selected === null)}
        {tags.data.map(withTag)}
      </ul>
    </nav>
  );
}

function GalleryPages({ tag }: { tag: string | null }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = useGalleryPages(tag, cursors);
  const first = pages[0];
  const last = pages.at(-1);
  const nextCursor = last?.data?.nextCursor ?? null;
  const loadingMore = pages.length > 1 && last?.isPending === true;
  // From the latest list, not this render's: two presses before a render add one page.
  const loadMore = () => {
    if (nextCursor) setCursors((c) => (c.includes(nextCursor) ? c : [...c, nextCursor]));
  };
  const sentinel = useNearEnd(loadMore, Boolean(nextCursor) && !loadingMore);

  if (!first || first.isPending) return <Spinner label={photoMessages.galleryLoading} />;
  if (first.isError) return <FormMessage kind="error">{photoMessages.galleryFailed}</FormMessage>;
  const photos = pages.flatMap((page) => page.data?.items ?? []);
  if (photos.length === 0) {
    return (
      <p className={styles.muted}>
        {tag ? 'No hay fotografías con esta etiqueta.' : photoMessages.galleryEmpty}
      </p>
    );
  }

  return (
    <>
      <JustifiedPhotos photos={photos} />
      {last?.isError && <FormMessage kind="error">{photoMessages.galleryFailed}</FormMessage>}
      <div ref={sentinel} className={styles.more} aria-live="polite">
        {loadingMore && <Spinner label="Cargando más fotografías..." />}
        {nextCursor && !loadingMore && (
          <button type="button" className={formStyles.secondaryButton} onClick={loadMore}>
            Cargar más
          </button>
        )}
      </div>
    </>
  );
}

/** Calls `onNear` when the returned element comes within a screen of the viewport. */
function useNearEnd(onNear: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
