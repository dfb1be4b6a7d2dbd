import { cachedBody, type CachedBody } from '#src/lib/cached-body';

export { variantFor, type BodyVariant, type CachedBody } from '#src/lib/cached-body';

/** A safety net only: every write clears the cache, in every process. */
const MAX_AGE_MS = 5 * 60_000;

/** A serialized JSON answer (compressed on first demand: lib/cached-body.ts). */
export const toCachedBody = (value: unknown): CachedBody =>
  cachedBody(Buffer.from(JSON.stringify(value)));

/**
 * Serialized answers by key, until `clear()`. A read that started before a clear does not
 * store what it read (it may be older than the write), and concurrent misses share one load.
 * `null` (not found) is answered but never stored, so unknown keys take no memory.
 */
export function createBodyCache() {
  let generation = 0;
  const entries = new Map<string, { value: CachedBody; at: number }>();
  const loading = new Map<string, Promise<CachedBody | null>>();

  return {
    get(key: string, load: () => Promise<CachedBody | null>): Promise<CachedBody | null> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < MAX_AGE_MS) return Promise.resolve(hit.value);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then((value) => {
          if (value && started === generation) entries.set(key, { value, at: Date.now() });
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
