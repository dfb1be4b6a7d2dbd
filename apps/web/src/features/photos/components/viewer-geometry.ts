/**
 * The full-screen viewer's geometry, in CSS pixels. The photo opens fitted (the whole photo
 * on screen); `scale` is relative to that fit (1 = fitted), and `x`/`y` move the photo's
 * centre away from the stage's centre.
 */
export interface Size {
  width: number;
  height: number;
}
export interface View {
  scale: number;
  x: number;
  y: number;
}
export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
export const FITTED: View = { scale: 1, x: 0, y: 0 };

/** The largest size of the photo's proportions that fits in the stage (contain). */
export function fitSize(photo: Size, stage: Size): Size {
  if (photo.width <= 0 || photo.height <= 0 || stage.width <= 0 || stage.height <= 0) {
    return { width: 0, height: 0 };
  }
  const ratio = Math.min(stage.width / photo.width, stage.height / photo.height);
  return { width: photo.width * ratio, height: photo.height * ratio };
}

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Keeps the zoomed photo over the stage: it may not be dragged past its own edges. */
export function clampView(view: View, fitted: Size, stage: Size): View {
  const scale = clampScale(view.scale);
  if (scale === MIN_SCALE) return FITTED;
  const limit = (photo: number, room: number, at: number) => {
    const max = Math.max(0, (photo * scale - room) / 2);
    return Math.min(max, Math.max(-max, at));
  };
  return {
    scale,
    x: limit(fitted.width, stage.width, view.x),
    y: limit(fitted.height, stage.height, view.y),
  };
}

/**
 * Zoom by `factor` keeping the point `at` (relative to the stage's centre) where it is on
 * screen: the wheel and a double click zoom towards the pointer, the buttons towards the centre.
 */
export function zoomAt(view: View, factor: number, at: Point, fitted: Size, stage: Size): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return clampView(
    { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k },
    fitted,
    stage,
  );
}

/** Move a zoomed photo by (dx, dy), within its edges. */
export const panBy = (view: View, dx: number, dy: number, fitted: Size, stage: Size): View =>
  view.scale > MIN_SCALE
    ? clampView({ ...view, x: view.x + dx, y: view.y + dy }, fitted, stage)
    : view;

/** The zoom shown to the visitor: 100 % is the whole photo on screen. */
export const zoomPercent = (view: View) => Math.round(view.scale * 100);
