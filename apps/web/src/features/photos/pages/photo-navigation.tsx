import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, type PublicPhotoPage } from '@shop/contracts';
import styles from './photo-page.module.css';

type Neighbours = PublicPhotoPage['neighbours'];

/** 'Anterior' / 'Siguiente' in gallery order, and the way back to the whole gallery. */
export function PhotoNavigation({ neighbours }: { neighbours: Neighbours }) {
  const { previous, next } = neighbours;
  return (
    <nav className={styles.navigation} aria-label="Navegación de la galería">
      {previous ? (
        <Link
          to={paths.photo.build(previous._id)}
          rel="prev"
          className={styles.navLink}
          aria-label={`Anterior: «${previous.title}»`}
        >
          ← Anterior
        </Link>
      ) : (
        <span />
      )}
      <Link to={paths.gallery.build()} className={styles.navLink}>
        Volver a la galería
      </Link>
      {next ? (
        <Link
          to={paths.photo.build(next._id)}
          rel="next"
          className={styles.navLink}
          aria-label={`Siguiente: «${next.title}»`}
        >
          Siguiente →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Whether a key press belongs to a field being typed in (its arrows move the caret). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** ← and → open the previous and next photo, unless `enabled` is off (the viewer is open). */
export function useNeighbourKeys(neighbours: Neighbours, enabled: boolean) {
  const navigate = useNavigate();
  const { previous, next } = neighbours;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey || isTyping(event.target)) return;
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (!to) return;
      event.preventDefault();
      void navigate(paths.photo.build(to._id));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, navigate, previous, next]);
}
