import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { PublicPhoto } from '@shop/contracts';
import styles from './photo-viewer.module.css';

const MIN_SCALE = 1;
const MAX_SCALE = 6;
const STEP = 1.5;

interface View {
  scale: number;
  x: number;
  y: number;
}
const RESET: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
const widest = <T extends { width: number }>(list: T[]) => list.at(-1);

/**
 * The full-screen viewer: a modal `<dialog>` (the page behind is inert, Esc closes it) with
 * the widest derivative of each format, fetched only now. Zoom with + / −, the wheel, a
 * pinch (two pointers) or a double click / double tap; drag to pan when zoomed. `onClose`
 * puts the focus back on what opened it.
 */
function zoomed(factor: number) {
  return (v: View): View => {
    const scale = clampScale(v.scale * factor);
    return scale === 1 ? RESET : { scale, x: v.x, y: v.y };
  };
}

export function PhotoViewer({ photo, onClose }: { photo: PublicPhoto; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<View>(RESET);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  const lastPointer = useRef('mouse');
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The page behind does not scroll while the viewer is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  // The wheel zooms instead of scrolling: a listener that may cancel (React's is passive).
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView(zoomed(event.deltaY < 0 ? 1.15 : 1 / 1.15));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const zoomBy = (factor: number) => setView(zoomed(factor));

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    lastPointer.current = event.pointerType;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: view.scale };
    } else if (event.pointerType !== 'mouse') {
      // A double tap toggles the zoom (a mouse has dblclick).
      const now = Date.now();
      if (now - lastTap.current < 300) setView((v) => (v.scale > 1 ? RESET : { ...v, scale: 2.5 }));
      lastTap.current = now;
    }
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const { distance, scale } = pinch.current;
      const next = clampScale((scale * Math.hypot(a.x - b.x, a.y - b.y)) / distance);
      setView((v) => (next === 1 ? RESET : { ...v, scale: next }));
    } else if (pointers.current.size === 1) {
      setView((v) =>
        v.scale > 1 ? { ...v, x: v.x + now.x - before.x, y: v.y + now.y - before.y } : v,
      );
    }
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const { avif, webp, jpeg } = photo.images;
  const sources = [
    { type: 'image/avif', image: widest(avif) },
    { type: 'image/webp', image: widest(webp) },
  ];
  const fallback = widest(jpeg)?.url ?? photo.imagePath;

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`«${photo.title}» a pantalla completa`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.toolbar}>
        <button type="button" onClick={() => zoomBy(STEP)} aria-label="Acercar">
          +
        </button>
        <button type="button" onClick={() => zoomBy(1 / STEP)} aria-label="Alejar">
          −
        </button>
        <button type="button" onClick={() => setView(RESET)}>
          Restablecer
        </button>
        <button type="button" onClick={onClose} autoFocus>
          Cerrar
        </button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        data-zoomed={view.scale > 1 ? 'true' : undefined}
        onDoubleClick={() => {
          // A double tap was handled on its pointers already.
          if (lastPointer.current !== 'mouse') return;
          setView((v) => (v.scale > 1 ? RESET : { ...v, scale: 2.5 }));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <picture>
          {sources.map(({ type, image }) =>
            image ? <source key={type} type={type} srcSet={image.url} /> : null,
          )}
          <img
            className={styles.image}
            src={fallback}
            width={photo.width}
            height={photo.height}
            alt={photo.title}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        </picture>
      </div>
      <p className={styles.hint} aria-live="polite">
        Zoom: {Math.round(view.scale * 100)} %
      </p>
    </dialog>
  );
}
