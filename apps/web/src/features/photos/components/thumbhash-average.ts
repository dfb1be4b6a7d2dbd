/**
 * A ThumbHash's average colour, read from its 3-byte header as the `thumbhash` library's
 * `thumbHashToAverageRGBA` does. A copy of those few lines: importing the function statically
 * would keep the whole library (the blurred image's decoder, loaded only when needed) in the
 * app's first script.
 */
export function thumbHashAverage(hash: Uint8Array): { r: number; g: number; b: number } {
  const header = (hash[0] ?? 0) | ((hash[1] ?? 0) << 8) | ((hash[2] ?? 0) << 16);
  const l = (header & 63) / 63;
  const p = ((header >> 6) & 63) / 31.5 - 1;
  const q = ((header >> 12) & 63) / 31.5 - 1;
  const b = l - (2 / 3) * p;
  const r = (3 * l - b + q) / 2;
  const g = r - q;
  const unit = (v: number) => Math.max(0, Math.min(1, v));
  return { r: unit(r), g: unit(g), b: unit(b) };
}
