import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoMessages } from '@shop/contracts';
import { createFakeFetch, json } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { FakeXhr, lastXhr, setUpFakeXhr } from '@test/fake-xhr';
import { ApiError } from '@/lib/api-error';
import { uploadPhoto, type NewPhotoInput } from './upload-photo';

setUpFakeXhr();
const server = createFakeFetch();
beforeEach(() => {
  server.reset();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.setItem('authToken', 'stored-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const image = new File(['jpeg-bytes'], 'faro.jpg', { type: 'image/jpeg' });
const input: NewPhotoInput = {
  title: 'Faro',
  price: '12.50',
  description: 'Al atardecer',
  tags: 'faro, costa',
  camera: 'Nikon Z8',
  lens: 'NIKKOR Z 24-120mm f/4 S',
  location: 'Cádiz',
  shotAt: '2024-03-07',
  image,
};

describe('uploadPhoto', () => {
  it('posts the fields as multipart with the image last, with the bearer token', async () => {
    const saved = adminPhoto({ _id: 'new', title: 'Faro' });
    const result = uploadPhoto(input);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/photos');
    expect(xhr.headers.authorization).toBe('Bearer stored-token');
    expect(xhr.body).toBeInstanceOf(FormData);
    const entries = [...(xhr.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual([
      'title',
      'price',
      'description',
      'tags',
      'camera',
      'lens',
      'location',
      'shotAt',
      'image',
    ]);
    expect(entries.slice(0, 8).map(([, value]) => value)).toEqual([
      'Faro',
      '12.50',
      'Al atardecer',
      'faro, costa',
      'Nikon Z8',
      'NIKKOR Z 24-120mm f/4 S',
      'Cádiz',
      '2024-03-07',
    ]);
    expect((entries[8]?.[1] as File).name).toBe('faro.jpg');
    await xhr.respond(201, saved);
    await expect(result).resolves.toEqual(saved);
  });

  it('reports the percent of the body sent', async () => {
    const onProgress = vi.fn();
    const result = uploadPhoto(input, { onProgress });
    const xhr = lastXhr();
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    await xhr.respond(201, adminPhoto());
    await result;
    expect(onProgress.mock.calls.map(([percent]) => percent as number)).toEqual([33, 100, 100]);
  });

  it("rejects with the server's error code and Spanish message", async () => {
    const result = uploadPhoto(input).catch((e: unknown) => e);
    await lastXhr().respond(413, { error: 'too_large', message: photoMessages.tooLarge });
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'too_large',
      message: photoMessages.tooLarge,
    });
  });

  it('rejects on a network failure and when cancelled', async () => {
    const failed = uploadPhoto(input).catch((e: unknown) => e);
    await lastXhr().fail();
    expect(await failed).toMatchObject({ message: 'Error de red al subir la imagen' });

    const controller = new AbortController();
    const cancelled = uploadPhoto(input, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
  });

  it('renews an expired access token through the session layer and sends again once', async () => {
    server.on('GET', '/api/user/profile', (call) =>
      call.authorization === 'Bearer fresh-token'
        ? json(200, { _id: 'u1' })
        : json(401, { error: 'unauthenticated', message: 'x' }),
    );
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'fresh-token' }));
    const result = uploadPhoto(input);
    await FakeXhr.instances[0]?.respond(401, {
      error: 'unauthenticated',
      message: 'Sesión caducada',
    });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const retry = lastXhr();
    expect(retry.headers.authorization).toBe('Bearer fresh-token');
    expect([...(retry.body as FormData).keys()].at(-1)).toBe('image');
    await retry.respond(201, adminPhoto({ _id: 'new' }));
    await expect(result).resolves.toMatchObject({ _id: 'new' });
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(1);
  });
});
