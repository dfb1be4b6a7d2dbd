import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto } from '@shop/contracts';
import { buildApp } from '#src/app';
import { photos } from '#src/db/schema/index';
import { signUpAdmin } from '#test/accounts';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

// What a kill -9 leaves behind, an hour old: an upload streamed to tmp/, derivatives staged
// for a photo whose row was never inserted, and one published just before the crash.
const HOUR_AGO = new Date(Date.now() - 60 * 60_000);
const crashedId = randomUUID();
const crashFiles = {
  upload: 'tmp/0b5c4a9e-upload-in-flight.upload',
  pending: `pending/photos/${crashedId}/480-0123456789ab.jpg`,
  orphan: `media/photos/${crashedId}/480-0123456789ab.jpg`,
  original: `originals/photos/${crashedId}/original.jpg`,
};
// An upload another process is streaming right now (PostgreSQL, one DATA_DIR): kept.
const freshUpload = 'tmp/another-process.upload';

async function leave(dataDir: string, key: string, time: Date | null) {
  const file = path.join(dataDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(1024, 1));
  if (time) await utimes(file, time, time);
}

const ctx = setupTestApp(
  {},
  {
    beforeBoot: async (dataDir) => {
      for (const key of Object.values(crashFiles)) await leave(dataDir, key, HOUR_AGO);
      await leave(dataDir, freshUpload, null);
    },
  },
);
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const exists = (key: string) => existsSync(path.join(ctx.dataDir, key));

describe('nothing left behind by a crash', () => {
  it('boot removes stale uploads, staged derivatives and orphan files, and keeps fresh uploads', () => {
    for (const key of Object.values(crashFiles)) expect(exists(key), key).toBe(false);
    expect(exists(`media/photos/${crashedId}`)).toBe(false);
    expect(exists(`pending/photos/${crashedId}`)).toBe(false);
    expect(exists(`originals/photos/${crashedId}`)).toBe(false);
    expect(exists(freshUpload)).toBe(true);
  });

  it('an orphan derivative is no longer served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/${crashFiles.orphan}` });
    expect(res.statusCode).toBe(404);
  });

  it('staged files are never served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/media/../${crashFiles.pending}` });
    expect(res.statusCode).toBe(404);
  });

  it("a sweep keeps every file a photo's row references, however old", async () => {
    const res = await uploadPhoto(ctx.app, admin, { title: 'Superviviente' });
    expect(res.statusCode).toBe(201);
    const photo = res.json<AdminPhoto>();
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo._id));
    const keys = [
      ...(row?.derivatives ?? []).map((d) => `media/${d.key}`),
      `originals/${row?.originalKey ?? ''}`,
    ];
    for (const key of keys) {
      expect(exists(key), key).toBe(true);
      await utimes(path.join(ctx.dataDir, key), HOUR_AGO, HOUR_AGO);
    }
    expect(exists(`pending/photos/${photo._id}`)).toBe(false);

    // A second process booting on the same data folder and database sweeps too.
    const second = await buildApp(ctx.config, { database: ctx.database });
    await second.close();
    for (const key of keys) expect(exists(key), key).toBe(true);
  });
});
