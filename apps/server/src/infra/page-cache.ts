import type { FastifyRequest } from 'fastify';
import { compressAll, type CachedBody } from '#src/lib/cached-body';

/** A page as served: its status and its HTML (with its compressed forms). */
export interface ServedPage {
  status: number;
  body: CachedBody;
  /** The CSP source of the page's <style> element, if it has one. */
  styleSource?: string;
}

export interface PageLoad {
  page: ServedPage;
  /** Whether this answer may be kept (a full render answering 200). */
  keep: boolean;
}

export interface PageCacheOptions {
  /** Bytes of HTML kept, counting each page's Brotli and gzip forms; least recently used out. */
  maxBytes: number;
  /** A safety net: every change notification clears the cache, in every process. */
  maxAgeMs: number;
  /** Told of each lookup (the metrics' hit rate). */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/** Longer addresses are rendered every time: a stranger's long URLs take no memory. */
const MAX_KEY_LENGTH = 256;

/**
 * The cache key of an anonymous page request: its path and its query with the parameters
 * sorted (`?b=2&a=1` is `?a=1&b=2`); null when the answer must be rendered for this request
 * alone. A request that carries credentials or any cookie is not anonymous: it is served
 * by a fresh render and leaves the cache as it was.
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.headers.authorization !== undefined || request.headers.cookie !== undefined) {
    return null;
  }
  const at = request.url.indexOf('?');
  const pathname = at < 0 ? request.url : request.url.slice(0, at);
  let key = pathname;
  if (at >= 0) {
    const params = new URLSearchParams(request.url.slice(at + 1));
    params.sort();
    const query = params.toString();
    if (query) key += `?${query}`;
  }
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * Pages by key, least recently used first out beyond `maxBytes`, until `clear()`. As the
 * public JSON's cache (modules/photos/body-cache.ts): a render that started before a clear
 * is not kept (it may show what was there before the change), and concurrent misses of one
 * key share one render.
 */
export function createPageCache({ maxBytes, maxAgeMs, onLookup }: PageCacheOptions) {
  let generation = 0;
  let bytes = 0;
  const entries = new Map<string, { page: ServedPage; size: number; at: number }>();
  const loading = new Map<string, Promise<ServedPage>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  function store(key: string, page: ServedPage) {
    const size = compressAll(page.body) + key.length;
    if (size > maxBytes) return;
    drop(key);
    entries.set(key, { page, size, at: Date.now() });
    bytes += size;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    get(key: string, load: () => Promise<PageLoad>): Promise<ServedPage> {
      const hit = entries.get(key);
      const fresh = hit !== undefined && Date.now() - hit.at < maxAgeMs;
      onLookup?.(fresh ? 'hit' : 'miss');
      if (hit && fresh) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.page);
      }
      if (hit) drop(key);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then(({ page, keep }) => {
          if (keep && started === generation) store(key, page);
          return page;
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
      bytes = 0;
    },
    /** Pages and bytes kept now (tests, logs). */
    size: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
