import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalMediaStorage, type MediaStorage } from '#src/lib/media-storage';
import { createLocalOriginalStorage, type OriginalStorage } from '#src/lib/original-storage';
import { createS3Storages } from '#src/lib/s3-storage';

export interface Storage {
  /** Public, content-hashed files served under /media (or the bucket's public URL). */
  media: MediaStorage;
  /** Private originals: never served. */
  originals: OriginalStorage;
  /** 'bucket' (S3) or 'disk' (DATA_DIR). */
  kind: 'bucket' | 'disk';
  /** Throws unless files can be written where they are kept. */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: file storage, on disk under DATA_DIR or in an S3-compatible bucket. */
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    const { config } = app;
    const storage: Storage = config.s3
      ? { ...createS3Storages(config.s3), kind: 'bucket' }
      : {
          kind: 'disk',
          ping: () => access(config.dataDir, constants.W_OK),
          media: createLocalMediaStorage(
            path.join(config.dataDir, 'media'),
            // Staged derivatives: outside media/, so never served.
            path.join(config.dataDir, 'pending'),
          ),
          originals: createLocalOriginalStorage(path.join(config.dataDir, 'originals')),
        };
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['config'], fastify: '5.x' },
);
