import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyMessages, photoMessages, textMessages, type AdminPhoto } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { multipart, type Part } from '#test/multipart';
import { setupTestApp } from '#test/test-app';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import { jpegOf } from '#test/photos';

// docs/rules/quality.md#input-refusals, for a photo's texts, dates and price.
const ctx = setupTestApp();
let admin = '';
let photoId = '';

const jpeg = () => jpegOf(64, 48, '#336699');

async function upload(fields: Record<string, string>, image: Buffer | null) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (image)
    parts.push({ name: 'image', filename: 'f.jpg', contentType: 'image/jpeg', data: image });
  const form = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

const edit = (payload: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/photos/${photoId}`,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    payload,
  });

function expectInvalid(res: LightMyRequestResponse, path: string, message: string) {
  expect(expectInvalidField(res, path).details).toContainEqual({ path, message });
}

beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  const res = await upload({ title: 'Atardecer' }, await jpeg());
  photoId = res.json<AdminPhoto>()._id;
});

describe('photo edit (JSON)', () => {
  it.each(['title', 'description', 'camera', 'location'])(
    'refuses a NUL byte or a lone surrogate in %s',
    async (key) => {
      for (const bad of ['\\u0000', '\\ud800']) {
        const res = await edit(`{"${key}":"Mar${bad}"}`);
        expectInvalid(res, key, textMessages.forbiddenCharacter);
      }
    },
  );

  it('refuses a NUL byte in a tag, and a title of invisible characters', async () => {
    expectInvalid(await edit('{"tags":["mar\\u0000"]}'), 'tags.0', textMessages.forbiddenCharacter);
    expectInvalid(await edit('{"title":"\\u200b"}'), 'title', photoMessages.titleRequired);
  });

  it('refuses impossible dates and prices beyond the integer column', async () => {
    for (const shotAt of ['2023-02-30', '0000-00-00', '2023-13-01']) {
      expectInvalid(await edit(JSON.stringify({ shotAt })), 'shotAt', photoMessages.badShotAt);
    }
    expectInvalid(await edit('{"price":21474836.48}'), 'price', photoMessages.badPrice);
    const fine = await edit('{"shotAt":"2024-02-29","price":45.5,"title":"Mar"}');
    expect(fine.statusCode).toBe(200);
  });
});

describe('photo upload (multipart)', () => {
  it('refuses bad fields before reading the image', async () => {
    const image = await jpeg();
    expectInvalid(
      await upload({ title: 'Mar\u0000' }, image),
      'title',
      textMessages.forbiddenCharacter,
    );
    expectInvalid(
      await upload({ title: 'Mar', shotAt: '0000-00-00' }, image),
      'shotAt',
      photoMessages.badShotAt,
    );
    expectInvalid(
      await upload({ title: 'Mar', price: '21474836,48' }, image),
      'price',
      moneyMessages.tooLarge,
    );
  });

  it('refuses a truncated body or one without a boundary with 400', async () => {
    const form = multipart([
      { name: 'title', value: 'Mar' },
      { name: 'image', filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 200),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json<ErrorAnswer>().error).toBe('invalid_data');
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
      payload: form.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json<ErrorAnswer>().error).toBe('invalid_data');
  });
});
