import { createHash } from 'node:crypto';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto } from '@shop/contracts';
import { buildApp } from '#src/app';
import { bucketOf } from '#src/cli/backup-cli';
import type { AppConfig } from '#src/config';
import { signUpAdmin } from '#test/accounts';
import { backupFixtures } from '#test/backup-shops';
import { uploadPhoto } from '#test/photos';
import { freePort } from '#test/purchase';
import { startBucket } from '#test/s3-bucket';
import { BackupError } from './backup-error';
import { restoreBackup, takeBackup } from './backup';

// A shop whose media and originals live in an S3-compatible bucket (s3rver): its backup
// lists the bucket's objects, or copies them too, and a restore puts back what the bucket
// lost, or refuses when it cannot.
const { cleanup, tempDir, databaseFor, configFor, cleanUp } = backupFixtures();
afterAll(cleanUp);

let s3: S3Client;
let s3Env: Record<string, string>;
let source: FastifyInstance;
let sourceConfig: AppConfig;
let port: number;
let photo: AdminPhoto;

const objectKeys = async () => (await bucketOf(sourceConfig)?.list())?.map((o) => o.key) ?? [];
async function objectSha(key: string) {
  const answer = await s3.send(new GetObjectCommand({ Bucket: 'shop', Key: key }));
  return createHash('sha256')
    .update(
      await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    )
    .digest('hex');
}

beforeAll(async () => {
  const bucket = await startBucket();
  cleanup.push(() => bucket.close());
  s3Env = bucket.env();
  s3 = bucket.client;
  const dataDir = await tempDir('bucket-shop');
  port = await freePort();
  sourceConfig = configFor(dataDir, await databaseFor(dataDir), port, s3Env);
  source = await buildApp({ ...sourceConfig, jobs: { ...sourceConfig.jobs, runWorkers: false } });
  cleanup.push(() => source.close());
  const admin = await signUpAdmin(source, source.database.db);
  const uploaded = await uploadPhoto(source, admin.accessToken, { title: 'Niebla en Ordesa' });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  photo = uploaded.json<AdminPhoto>();
}, 60_000);

describe('a shop with its files in a bucket', () => {
  it('copies the bucket with --bucket-copy and puts back what the bucket lost', async () => {
    const keys = await objectKeys();
    expect(keys.some((k) => k.startsWith('originals/'))).toBe(true);
    const original = keys.find((k) => k.startsWith('originals/')) ?? '';
    const before = await objectSha(original);
    const folder = path.join(await tempDir('bucket-copy'), 'copia');
    // The embedded database is taken through the process that owns it: here, closed first.
    await source.close();
    const manifest = await takeBackup(sourceConfig, folder, {
      bucket: bucketOf(sourceConfig),
      copyBucket: true,
    });
    expect(manifest.bucket).toMatchObject({ name: 'shop', copied: true });
    expect(manifest.bucket?.objects.map((o) => o.key).sort()).toEqual([...keys].sort());
    expect(manifest.files.some((f) => f.path.startsWith('files/originals/'))).toBe(false);

    // The bucket loses the original; the restore brings it back, byte for byte.
    await s3.send(new DeleteObjectCommand({ Bucket: 'shop', Key: original }));
    expect(await objectKeys()).not.toContain(original);
    const dataDir = path.join(await tempDir('bucket-restored'), 'data');
    const config = configFor(dataDir, await databaseFor(dataDir), port, s3Env);
    await restoreBackup(config, folder, { bucket: bucketOf(config) });
    expect(await objectSha(original)).toBe(before);
    const restored = await buildApp({ ...config, jobs: { ...config.jobs, runWorkers: false } });
    cleanup.push(() => restored.close());
    const read = await restored.inject({ method: 'GET', url: `/api/photos/public/${photo._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ title: string }>().title).toBe('Niebla en Ordesa');

    // A copy that only lists the bucket cannot bring an object back: it says so.
    const listed = path.join(await tempDir('bucket-list'), 'copia');
    await restored.close();
    await takeBackup(config, listed, { bucket: bucketOf(config) });
    await s3.send(new DeleteObjectCommand({ Bucket: 'shop', Key: original }));
    const target = path.join(await tempDir('bucket-refused'), 'data');
    const refusedConfig = configFor(target, await databaseFor(target), port, s3Env);
    const error = await restoreBackup(refusedConfig, listed, {
      bucket: bucketOf(refusedConfig),
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).message).toMatch(/^Faltan 1 objetos en el bucket shop/);
  });
});
