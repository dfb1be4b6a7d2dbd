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
 * An answer's bytes and strong ETag (sha1, base64), with its Brotli and gzip forms made on
 * first demand: compressed once per write, not once per request.
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

export function cachedBody(body: Buffer): CachedBody {
  const etag = `"${createHash('sha1').update(body).digest('base64')}"`;
  return { body, etag, encoding: null, compressed: {} };
}

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

/** Every representation made now (a cache that counts its bytes), and their total size. */
export function compressAll(cached: CachedBody): number {
  variantFor(cached, 'br');
  variantFor(cached, 'gzip');
  return Object.values(cached.compressed).reduce(
    (sum, v) => sum + v.body.length,
    cached.body.length,
  );
}
