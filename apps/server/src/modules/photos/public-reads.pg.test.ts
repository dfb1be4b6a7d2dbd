import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PublicPhoto } from '@shop/contracts';
import { buildApp } from '#src/app';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { photosServiceOf } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import sharp from 'sharp';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Two processes on one PostgreSQL database: A takes the write, B answers the next read.
const ctx = setupTestApp();
let second: { app: FastifyInstance; database: DatabaseHandle };
beforeAll(async () => {
  const database = await openDatabase(ctx.config.database);
  second = { app: await buildApp(ctx.config, { database }), database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('public reads across processes', () => {
  it('a write through one process is seen through the other, via NOTIFY', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-upload-'));
    const file = path.join(dir, 'a.upload');
    const image = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#557799' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(file, image);
    const photos = photosServiceOf(ctx.app);
    const created = await photos.create(
      {
        title: 'Antes',
        description: '',
        price: null,
        tags: [],
        camera: '',
        lens: '',
        location: '',
        shotAt: '',
      },
      { file, bytes: image.length },
    );
    await rm(dir, { recursive: true, force: true });

    const titleThroughB = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/photos/public?limit=9' })).json<
        PublicPhoto[]
      >()[0]?.title;
    await eventually(async () => (await titleThroughB()) === 'Antes');
    expect(await titleThroughB()).toBe('Antes'); // now cached in B

    await photos.update(created._id, { title: 'Después' });
    await eventually(async () => (await titleThroughB()) === 'Después');
  });
});
