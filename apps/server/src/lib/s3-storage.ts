import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage';
import type { OriginalStorage } from './original-storage';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Where the public media prefix is served from (a CDN or the bucket's public URL). */
  publicUrl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.tiff': 'image/tiff',
  '.heif': 'image/avif',
};
const contentType = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * One bucket, two prefixes: `media/` (public, behind S3_PUBLIC_URL, cached forever since
 * keys carry a content hash) and `originals/` (private: keep it out of any public policy).
 */
export function createS3Storages(config: S3Config): {
  media: MediaStorage;
  originals: OriginalStorage;
} {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        }
      : {}),
  });
  const bucket = config.bucket;
  const publicBase = config.publicUrl.replace(/\/+$/, '');

  async function removePrefix(prefix: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const media: MediaStorage = {
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `media/${key}`,
          Body: body,
          ContentType: contentType(key),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicBase}/${key}`;
    },
    urlFor: (key) => `${publicBase}/${key}`,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `media/${key}` }));
    },
    removePrefix: (prefix) => removePrefix(`media/${prefix.replace(/\/?$/, '/')}`),
    keyFromUrl(url) {
      return url.startsWith(`${publicBase}/`) ? url.slice(publicBase.length + 1) : null;
    },
  };

  const originals: OriginalStorage = {
    async adopt(key, tempFile) {
      const { size } = await stat(tempFile);
      // Streamed: a large original is never held in memory.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `originals/${key}`,
          Body: createReadStream(tempFile),
          ContentLength: size,
          ContentType: contentType(key),
        }),
      );
      await rm(tempFile, { force: true });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `originals/${key}` }));
    },
  };
  return { media, originals };
}
