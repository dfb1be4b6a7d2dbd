import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitSize,
  FITTED,
  MAX_SCALE,
  panBy,
  zoomAt,
  zoomPercent,
} from './viewer-geometry';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const portrait = { width: 3000, height: 4000 };
const landscape = { width: 6000, height: 4000 };

describe('viewer geometry', () => {
  it('fits the whole photo on the screen, by its limiting side', () => {
    // A portrait on a wide screen: the height limits.
    expect(fitSize(portrait, desktop)).toEqual({ width: 675, height: 900 });
    // A landscape on a phone: the width limits.
    expect(fitSize(landscape, phone)).toEqual({ width: 390, height: 260 });
    // A small photo is fitted too (the viewer shows it as large as the screen allows).
    expect(fitSize({ width: 300, height: 200 }, desktop)).toEqual({ width: 1350, height: 900 });
    expect(fitSize(portrait, { width: 0, height: 0 })).toEqual({ width: 0, height: 0 });
  });

  it('zooms relative to the fit, between 100 % and its maximum', () => {
    const fitted = fitSize(landscape, desktop);
    const zoomed = zoomAt(FITTED, 1.5, { x: 0, y: 0 }, fitted, desktop);
    expect(zoomPercent(zoomed)).toBe(150);
    expect(zoomAt(zoomed, 0.1, { x: 0, y: 0 }, fitted, desktop)).toEqual(FITTED);
    expect(zoomAt(FITTED, 100, { x: 0, y: 0 }, fitted, desktop).scale).toBe(MAX_SCALE);
  });

  it('keeps the point under the pointer in place while zooming', () => {
    const fitted = fitSize(landscape, desktop); // 1350 × 900
    const at = { x: 300, y: -200 };
    const view = zoomAt(FITTED, 2, at, fitted, desktop);
    // The photo point that was at `at`: (at - offset) / scale is the same before and after.
    expect((at.x - view.x) / view.scale).toBeCloseTo(at.x);
    expect((at.y - view.y) / view.scale).toBeCloseTo(at.y);
  });

  it('pans a zoomed photo only as far as its edges, and not a fitted one', () => {
    const fitted = fitSize(landscape, desktop); // 1350 × 900
    expect(panBy(FITTED, 100, 100, fitted, desktop)).toEqual(FITTED);
    const zoomed = { scale: 2, x: 0, y: 0 };
    // 2700 × 1800 on 1440 × 900: 630 px of room each side across, 450 down.
    expect(panBy(zoomed, 5000, -5000, fitted, desktop)).toEqual({ scale: 2, x: 630, y: -450 });
    expect(panBy(zoomed, 40, 30, fitted, desktop)).toEqual({ scale: 2, x: 40, y: 30 });
  });

  it('recentres a side that fits the screen, and keeps the view when the screen turns', () => {
    const fitted = fitSize(portrait, desktop); // 675 × 900
    // At 150 % the portrait is 1012.5 px wide, narrower than the screen: no room across.
    expect(clampView({ scale: 1.5, x: 200, y: 100 }, fitted, desktop)).toEqual({
      scale: 1.5,
      x: 0,
      y: 100,
    });
    expect(clampView({ scale: 1, x: 50, y: 50 }, fitted, desktop)).toEqual(FITTED);
  });
});
