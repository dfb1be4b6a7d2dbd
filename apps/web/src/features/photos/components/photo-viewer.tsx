import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { PublicPhoto } from '@shop/contracts';
import {
  clampView,
  fitSize,
  FITTED,
  panBy,
  zoomAt,
  zoomPercent,
  type Point,
  type Size,
  type View,
} from './viewer-geometry';
import styles from './photo-viewer.module.css';

const STEP = 1.5;
const WHEEL_STEP = 1.15;
const DOUBLE_ZOOM = 2.5;
const KEY_PAN = 80;
const CENTRE: Point = { x: 0, y: 0 };
const widest = <T extends { width: number }>(list: T[]) => list.at(-1);

/**
 * The full-screen viewer: a modal `<dialog>` (the page behind is inert, Esc closes it) with
 * the widest derivative of each format, fetched only now. It opens with the whole photo on
 * screen (viewer-geometry.ts) and zooms from there: + / − (buttons or keys), 0 to fit again,
 * the wheel and a double click towards the pointer, a pinch, a double tap; drag or the arrow
 * keys pan when zoomed. `onClose` puts the focus back on what opened it.
 */
export function PhotoViewer({ photo, onClose }: { photo: PublicPhoto; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FITTED);
  // The screen until the stage is measured (the viewer covers it; it is never server-rendered).
  const [stageSize, setStageSize] = useState<Size>(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  const lastPointer = useRef('mouse');

  const fitted = fitSize(photo, stageSize);
  // Handlers read the latest geometry without being re-created (the wheel's is native).
  const geometry = useRef({ fitted, stage: stageSize });
  useLayoutEffect(() => {
    geometry.current = { fitted, stage: stageSize };
  });
  const zoomBy = (factor: number, at: Point = CENTRE) =>
    setView((v) => zoomAt(v, factor, at, geometry.current.fitted, geometry.current.stage));
  /** A pointer's place relative to the stage's centre. */
  const fromCentre = (clientX: number, clientY: number): Point => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return CENTRE;
    return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
  };

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

  // The stage's size, measured and after every resize or rotation: the fit follows it, and
  // a zoomed photo stays within its edges.
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const size = { width: entry.contentRect.width, height: entry.contentRect.height };
      setStageSize(size);
      setView((v) => clampView(v, fitSize(photo, size), size));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [photo]);

  // The wheel zooms instead of scrolling: a listener that may cancel (React's is passive).
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(
        event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP,
        fromCentre(event.clientX, event.clientY),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const toggleAt = (at: Point) =>
    setView((v) =>
      v.scale > 1
        ? FITTED
        : zoomAt(v, DOUBLE_ZOOM, at, geometry.current.fitted, geometry.current.stage),
    );

  // Closed before the page takes the focus back: while the modal is open, the page is inert
  // and the opener cannot take it.
  const close = () => {
    const element = dialog.current;
    if (element?.open && typeof element.close === 'function') element.close();
    onClose();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    const pan = (dx: number, dy: number) =>
      setView((v) => panBy(v, dx, dy, geometry.current.fitted, geometry.current.stage));
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(STEP),
      '=': () => zoomBy(STEP),
      '-': () => zoomBy(1 / STEP),
      '0': () => setView(FITTED),
      ArrowLeft: () => pan(KEY_PAN, 0),
      ArrowRight: () => pan(-KEY_PAN, 0),
      ArrowUp: () => pan(0, KEY_PAN),
      ArrowDown: () => pan(0, -KEY_PAN),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

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
      if (now - lastTap.current < 300) toggleAt(fromCentre(event.clientX, event.clientY));
      lastTap.current = now;
    }
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const { fitted: fit, stage: room } = geometry.current;
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const { distance, scale } = pinch.current;
      const target = (scale * Math.hypot(a.x - b.x, a.y - b.y)) / distance;
      const middle = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      setView((v) => zoomAt(v, target / v.scale, middle, fit, room));
    } else if (pointers.current.size === 1) {
      setView((v) => panBy(v, now.x - before.x, now.y - before.y, fit, room));
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
  const measured = fitted.width > 0;

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`«${photo.title}» a pantalla completa`}
      aria-describedby="photo-viewer-help"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.toolbar}>
        <button type="button" onClick={() => zoomBy(STEP)} aria-label="Acercar">
          +
        </button>
        <button type="button" onClick={() => zoomBy(1 / STEP)} aria-label="Alejar">
          −
        </button>
        <button type="button" onClick={() => setView(FITTED)}>
          Ajustar a la pantalla
        </button>
        <button type="button" onClick={close} autoFocus>
          Cerrar
        </button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        data-zoomed={view.scale > 1 ? 'true' : undefined}
        onDoubleClick={(event) => {
          // A double tap was handled on its pointers already.
          if (lastPointer.current !== 'mouse') return;
          toggleAt(fromCentre(event.clientX, event.clientY));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <picture className={styles.picture}>
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
            style={{
              ...(measured ? { width: fitted.width, height: fitted.height } : {}),
              transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            }}
          />
        </picture>
      </div>
      <p className={styles.hint} aria-live="polite">
        Zoom: {zoomPercent(view)} %
      </p>
      <p id="photo-viewer-help" className={styles.help}>
        Rueda, doble clic o + y − para ampliar; arrastra o usa las flechas para moverte; Esc para
        cerrar.
      </p>
    </dialog>
  );
}
