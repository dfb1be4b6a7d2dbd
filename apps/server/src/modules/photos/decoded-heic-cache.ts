/**
 * The last HEICs decoded, by the hash of their bytes, for a few minutes: the admin's form
 * asks for a preview of a HEIC, then uploads the same file; the print-asset crops of a photo
 * come one after another. Each of those would otherwise decode the same HEVC again (about a
 * second of one core for 12 MP). At most MAX_ENTRIES images (36 MB each for 12 MP) are held,
 * and none once the shop has been idle for TTL_MS.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { decodeHeic, HeicDecodeError, type DecodedPixels } from './heic-decoder';

const MAX_ENTRIES = 2;
const TTL_MS = 10 * 60_000;

interface Entry {
  pixels: Promise<DecodedPixels>;
  timer: NodeJS.Timeout;
}
const entries = new Map<string, Entry>();

async function hashOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  entries.delete(key);
}

/** The file's pixels (decodeHeic), from the cache when the same bytes were decoded lately. */
export async function decodeHeicCached(
  file: string,
  maxPixels: number,
  onDecoding?: () => void,
): Promise<DecodedPixels> {
  const key = await hashOf(file);
  const known = entries.get(key);
  if (known) {
    // The most recent last: the Map's order is the eviction order.
    entries.delete(key);
    known.timer.refresh();
    entries.set(key, known);
    const decoded = await known.pixels;
    if (decoded.width * decoded.height > maxPixels) throw new HeicDecodeError('too many pixels');
    return decoded;
  }
  onDecoding?.();
  const pixels = decodeHeic(file, maxPixels);
  const timer = setTimeout(() => forget(key), TTL_MS);
  timer.unref();
  entries.set(key, { pixels, timer });
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    forget(oldest);
  }
  try {
    return await pixels;
  } catch (err) {
    forget(key);
    throw err;
  }
}

/** How many decodes are held, finished or under way. */
export const heldHeicDecodes = () => entries.size;

/** Empties the cache (tests). */
export function clearDecodedHeics() {
  for (const key of [...entries.keys()]) forget(key);
}
