import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
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
  /** Throws unless the bucket answers with these credentials. */
  ping(): Promise<void>;
  /** Every object of the bucket, with its size (a backup's list). */
  listAll(): Promise<{ key: string; size: number }[]>;
  /** Streams an object of the bucket, by its whole key, into a file (a backup's copy). */
  download(key: string, targetFile: string): Promise<void>;
  /** Writes a file as an object of the bucket, by its whole key (a restore). */
  upload(key: string, sourceFile: string): Promise<void>;
} {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where an operation requires one: by default the SDK sends a streamed
    // body aws-chunked with a trailing CRC, which several S3-compatible services (s3rver,
    // older MinIO, R2 at times) store framing and all, corrupting the original.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        }
      : {}),
  });
  const bucket = config.bucket;
  const publicBase = config.publicUrl.replace(/\/+$/, '');

  async function listOlderThan(prefix: string, before: Date) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified && o.LastModified < before) keys.push(o.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  const putMedia = (fullKey: string, key: string, body: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: fullKey,
        Body: body,
        ContentType: contentType(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );

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
      await putMedia(`media/${key}`, key, body);
      return `${publicBase}/${key}`;
    },
    // Staged under pending/, outside the public media/ prefix.
    async stage(key, body) {
      await putMedia(`pending/${key}`, key, body);
    },
    async publish(keys) {
      for (const key of keys) {
        // The copy keeps the content type and cache header written when staging.
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            CopySource: `${bucket}/pending/${key}`,
            Key: `media/${key}`,
          }),
        );
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `pending/${key}` }));
      }
    },
    urlFor: (key) => `${publicBase}/${key}`,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `media/${key}` }));
    },
    removePrefix: (prefix) => removePrefix(`media/${prefix.replace(/\/?$/, '/')}`),
    removeStaged: (prefix) => removePrefix(`pending/${prefix}`),
    listOlderThan: async (area, prefix, before) => {
      const root = area === 'public' ? 'media/' : 'pending/';
      return (await listOlderThan(`${root}${prefix}`, before)).map((k) => k.slice(root.length));
    },
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
    async copyTo(key, targetFile) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `originals/${key}` }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('original without a body');
      // Streamed: a large original is never held in memory.
      await pipeline(answer.Body, createWriteStream(targetFile));
    },
    async copy(fromKey, toKey) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          CopySource: `${bucket}/originals/${fromKey}`,
          Key: `originals/${toKey}`,
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `originals/${key}` }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('file without a body');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `originals/${key}` }));
    },
    listOlderThan: async (prefix, before) =>
      (await listOlderThan(`originals/${prefix}`, before)).map((k) => k.slice('originals/'.length)),
  };
  const ping = async () => {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  };
  const listAll = async () => {
    const objects: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  };
  const download = async (key: string, targetFile: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!(answer.Body instanceof Readable)) throw new Error('object without a body');
    await pipeline(answer.Body, createWriteStream(targetFile, { mode: 0o600 }));
  };
  const upload = async (key: string, sourceFile: string) => {
    const { size } = await stat(sourceFile);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(sourceFile),
        ContentLength: size,
        ContentType: contentType(key),
      }),
    );
  };
  return { media, originals, ping, listAll, download, upload };
}
