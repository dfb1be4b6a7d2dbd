import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearDecodedHeics,
  decodeHeicCached,
  heldHeicDecodes,
} from '#src/modules/photos/decoded-heic-cache';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { HEIC_FIXTURE, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const prepare = (id: string, token = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/photos/${id}/prepare`, headers: bearer(token) });

describe('POST /photos/{id}/prepare: the crop modal opened', () => {
  it('decodes a HEIC original in the background, where the save of the crop finds it', async () => {
    const upload = await uploadPhoto(
      ctx.app,
      admin,
      { title: 'HEIC' },
      await readFile(HEIC_FIXTURE),
    );
    expect(upload.statusCode).toBe(201);
    clearDecodedHeics();

    const res = await prepare(upload.json<{ _id: string }>()._id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ decoding: true });
    await vi.waitFor(() => expect(heldHeicDecodes()).toBe(1));
    // The crop copies the same original: its decode is the one held (done or under way).
    const decoding = vi.fn();
    const pixels = await decodeHeicCached(HEIC_FIXTURE, 50_000_000, decoding);
    expect(decoding).not.toHaveBeenCalled();
    expect(pixels.width * pixels.height).toBe(320 * 240);
  });

  it('has nothing to do for a JPEG', async () => {
    const upload = await uploadPhoto(ctx.app, admin);
    clearDecodedHeics();
    const res = await prepare(upload.json<{ _id: string }>()._id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ decoding: false });
    expect(heldHeicDecodes()).toBe(0);
  });

  it('is the admin’s only, and answers 404 for an unknown photo', async () => {
    const upload = await uploadPhoto(ctx.app, admin);
    const id = upload.json<{ _id: string }>()._id;
    const customer = (await signUp(ctx.app)).accessToken;
    expect((await prepare(id, customer)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/photos/${id}/prepare` });
    expect(anonymous.statusCode).toBe(401);
    expect((await prepare('8a1c3a57-6a0e-4a52-9b1e-0f6f1d2b3c4d')).statusCode).toBe(404);
  });
});
