import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPhoto,
  GalleryOrder,
  GalleryPage,
  GalleryTags,
  PublicPhotoPage,
} from '@shop/contracts';
import { photos } from '#src/db/schema/index';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { jpegOf, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
let customer = '';
let small: Buffer;
/** Titles A..F, uploaded in that order (F newest). */
const ids: Record<string, string> = {};

async function add(title: string, tags = '') {
  const res = await uploadPhoto(ctx.app, admin, { title, tags }, small);
  expect(res.statusCode).toBe(201);
  return res.json<AdminPhoto>()._id;
}

beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
  small = await jpegOf(48, 32);
  for (const [title, tags] of [
    ['A', 'mar'],
    ['B', 'mar, noche'],
    ['C', ''],
    ['D', 'noche'],
    ['E', 'mar'],
    ['F', ''],
  ] as const) {
    ids[title] = await add(title, tags);
  }
});

function id(title: string) {
  const found = ids[title];
  if (!found) throw new Error(`no photo ${title}`);
  return found;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const titleOf = (id: string) => Object.keys(ids).find((t) => ids[t] === id) ?? id;
const setOrder = (list: string[], token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/photos/order',
    headers: bearer(token),
    payload: { ids: list },
  });
const feature = (id: string, featured: boolean, token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/photos/${id}/featured`,
    headers: bearer(token),
    payload: { featured },
  });

/** Every page of the gallery, `limit` at a time; `between` runs after each page. */
async function walk(query: string, limit: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `/api/photos/gallery?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const page = res.json<GalleryPage>();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((p) => titleOf(p._id)));
    cursor = page.nextCursor;
    await between?.();
  } while (cursor);
  return seen;
}

async function resetOrder() {
  expect((await setOrder([])).statusCode).toBe(200);
  for (const id of Object.values(ids)) await feature(id, false);
  await ctx.database.db.update(photos).set({ hidden: false });
}

describe('the whole gallery', () => {
  it('is featured first, then the admin’s positions, then newest, a page at a time', async () => {
    await resetOrder();
    expect(await walk('', 4)).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);

    expect((await setOrder([id('B'), id('D')])).statusCode).toBe(200);
    expect((await feature(id('A'), true)).json<GalleryOrder[number]>().featured).toBe(true);
    expect(await walk('', 2)).toEqual(['A', 'B', 'D', 'F', 'E', 'C']);

    // The admin's view lists the same order.
    const order = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/photos/order',
        headers: bearer(admin),
      })
    ).json<GalleryOrder>();
    expect(order.slice(0, 6).map((o) => titleOf(o._id))).toEqual(['A', 'B', 'D', 'F', 'E', 'C']);
    expect(order.find((o) => o._id === id('D'))?.position).toBe(1);
  });

  it('pages without repeating or skipping a photo while new ones arrive', async () => {
    await resetOrder();
    await setOrder([id('C')]);
    let added = 0;
    const seen = await walk('', 2, async () => {
      if (added < 2) ids[`N${added}`] = await add(`N${added++}`);
    });
    // New photos land before the cursor (newest first): never a repeat, nothing older lost.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(['C', 'F', 'E', 'D', 'B', 'A']);
    expect(added).toBe(2);
    expect(await walk('', 3)).toEqual(['C', 'N1', 'N0', 'F', 'E', 'D', 'B', 'A']);
  });

  it('filters by tag and lists the tags of visible photos with their counts', async () => {
    await resetOrder();
    expect(await walk('&tag=mar', 2)).toEqual(['E', 'B', 'A']);
    expect(await walk('&tag=nada', 2)).toEqual([]);
    await ctx.database.db
      .update(photos)
      .set({ hidden: true })
      .where(eq(photos.id, id('E')));
    await feature(id('C'), true); // any write clears the cached answers
    expect(await walk('&tag=mar', 2)).toEqual(['B', 'A']);
    const tags = (await get('/api/photos/tags')).json<GalleryTags>();
    expect(tags).toEqual([
      { tag: 'mar', count: 2 },
      { tag: 'noche', count: 2 },
    ]);
  });

  it('never lists a hidden photo, nor offers it as a neighbour', async () => {
    await resetOrder();
    const page = (id: string) => get(`/api/photos/public/${id}`);
    let d = (await page(id('D'))).json<PublicPhotoPage>();
    expect(d.neighbours.previous).toEqual({ _id: id('E'), title: 'E' });
    expect(d.neighbours.next).toEqual({ _id: id('C'), title: 'C' });

    await ctx.database.db
      .update(photos)
      .set({ hidden: true })
      .where(eq(photos.id, id('C')));
    await feature(id('F'), true);
    expect(await walk('', 3)).not.toContain('C');
    d = (await page(id('D'))).json<PublicPhotoPage>();
    expect(d.neighbours.next).toEqual({ _id: id('B'), title: 'B' });
    expect((await page(id('C'))).statusCode).toBe(404);
    // The first photo has no previous one, the last no next one.
    expect((await page(id('F'))).json<PublicPhotoPage>().neighbours.previous).toBeNull();
    expect((await page(id('A'))).json<PublicPhotoPage>().neighbours.next).toBeNull();
  });

  it('shows a new order at once: cached pages and neighbours are cleared', async () => {
    await resetOrder();
    const first = () =>
      get('/api/photos/gallery?limit=2').then((r) => r.json<GalleryPage>().items[0]?._id);
    expect(await first()).toBe(id('N1'));
    const before = (await get(`/api/photos/public/${id('A')}`)).json<PublicPhotoPage>();
    expect(before.neighbours.previous?._id).toBe(id('B'));

    await setOrder([id('A'), id('C')]);
    expect(await first()).toBe(id('A'));
    const after = (await get(`/api/photos/public/${id('A')}`)).json<PublicPhotoPage>();
    expect(after.neighbours).toEqual({ previous: null, next: { _id: id('C'), title: 'C' } });
  });
});

describe('gallery input and access', () => {
  it('refuses a cursor it did not make with a 400 in Spanish', async () => {
    for (const cursor of ['nope', Buffer.from('[1,2]').toString('base64url'), '%%%']) {
      const res = await get(`/api/photos/gallery?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string; message: string }>()).toMatchObject({
        error: 'invalid_data',
        message: 'La posición de la galería no es válida. Vuelve a abrir la galería.',
      });
    }
  });

  it('refuses an order with unknown or repeated photos', async () => {
    const unknown = await setOrder([id('A'), '00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      'El orden incluye fotografías que no existen.',
    );
    expect((await setOrder([id('A'), id('A')])).statusCode).toBe(400);
    expect((await setOrder(['no-es-un-id'])).statusCode).toBe(400);
  });

  it('keeps the order to the admin: 401 without a session, 403 for a customer', async () => {
    const calls = [
      { method: 'GET', url: '/api/photos/order' },
      { method: 'PUT', url: '/api/photos/order', payload: { ids: [] } },
      { method: 'PUT', url: `/api/photos/${id('A')}/featured`, payload: { featured: true } },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: bearer(customer) })).statusCode).toBe(403);
    }
    const missing = await feature('00000000-0000-4000-8000-000000000000', true);
    expect(missing.statusCode).toBe(404);
  });
});
