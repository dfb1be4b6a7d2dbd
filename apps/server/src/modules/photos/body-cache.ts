import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** One representation of an answer: its bytes, strong ETag and content encoding. */
export interface BodyVariant {
  body: Buffer;
  etag: string;
  encoding: Encoding | null;
}

/**
 * A serialized JSON answer and its strong ETag (sha1, base64), with its Brotli and gzip
 * forms made on first demand: compressed once per write, not once per request.
 */
export interface CachedBody extends BodyVariant {
  compressed: Partial<Record<Encoding, BodyVariant>>;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** Answers under this size are sent as they are (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

/** The representation to send for an Accept-Encoding header (Brotli, then gzip). */
export function variantFor(cached: CachedBody, acceptEncoding: string | undefined): BodyVariant {
  if (cached.body.length < COMPRESS_FROM || !acceptEncoding) return cached;
  const encoding: Encoding | null = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : null;
  if (!encoding) return cached;
  let variant = cached.compressed[encoding];
  if (!variant) {
    // A representation of its own: its own strong ETag.
    variant = {
      body: compressors[encoding](cached.body),
      etag: `${cached.etag.slice(0, -1)}-${encoding}"`,
      encoding,
    };
    cached.compressed[encoding] = variant;
  }
  return variant;
}

/** A safety net only: every write clears the cache, in every process. */
const MAX_AGE_MS = 5 * 60_000;

export function toCachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64')}"`;
  return { body, etag, encoding: null, compressed: {} };
}

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
