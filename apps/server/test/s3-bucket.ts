import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) with one bucket, standing in for the shop's: the AWS
 * SDK's code path is the production one. Its objects are files under `dir/<bucket>`.
 */
export async function startBucket(name = 'shop') {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    name,
    dir,
    endpoint,
    client: new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    /** The shop's S3_* settings for this bucket; the public URL is the bucket's own unless given. */
    env: (publicUrl = `${endpoint}/${name}`): Record<string, string> => ({
      S3_BUCKET: name,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PUBLIC_URL: publicUrl,
    }),
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestBucket = Awaited<ReturnType<typeof startBucket>>;
