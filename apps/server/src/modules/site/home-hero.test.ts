import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  heroImageSizes,
  homeContentSchema,
  siteContentMessages as msg,
  srcSetOf,
  type AdminPhoto,
  type AdminSiteContent,
  type PublicSiteContent,
} from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { jpegOf, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

// A stand-in for the built web app: the page head is what this test reads of '/'.
const webDist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><head><title>t</title></head><body>SPA</body></html>',
);
const ctx = setupTestApp({ WEB_DIST_DIR: webDist }, { serveWeb: true });

let admin: string;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicHero = async () => (await get('/api/site/content')).json<PublicSiteContent>().home.hero;
const homeValues = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/site-content',
    headers: bearer(admin),
  });
  const content = res.json<AdminSiteContent>();
  return { version: content.versions.home, home: content.values.home };
};
const saveHero = async (heroPhotoId: unknown) => {
  const { version, home } = await homeValues();
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/site-content/home',
    headers: bearer(admin),
    payload: { version, value: { ...home, heroPhotoId } },
  });
};
const upload = async (title: string, width: number, height: number) => {
  const res = await uploadPhoto(ctx.app, admin, { title }, await jpegOf(width, height));
  expect(res.statusCode).toBe(201);
  return res.json<AdminPhoto>();
};
/** The home page's preload of its hero, as the server writes it in the page head. */
const preloadOf = (photo: AdminPhoto) =>
  `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcSetOf(photo.images.avif)}" imagesizes="${heroImageSizes(photo.width, photo.height)}">`;

describe('the home page hero photo', () => {
  let landscape: AdminPhoto;
  let portrait: AdminPhoto;

  it('is none, and nothing is preloaded, while the gallery is empty', async () => {
    expect(await publicHero()).toBeNull();
    expect((await get('/')).body).not.toContain('rel="preload"');
  });

  it('falls back to the newest visible photo while none is picked', async () => {
    portrait = await upload('Retrato vertical', 400, 600);
    landscape = await upload('Paisaje', 900, 600);
    const hero = await publicHero();
    expect(hero).toMatchObject({ id: landscape._id, title: 'Paisaje', width: 900, height: 600 });
    expect(hero?.images.avif.length).toBeGreaterThan(0);
    expect((await get('/')).body).toContain(preloadOf(landscape));
  });

  it('shows the photo the admin picks, whole, and preloads it with its own sizes', async () => {
    const saved = await saveHero(portrait._id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminSiteContent>().values.home.heroPhotoId).toBe(portrait._id);
    expect(await publicHero()).toMatchObject({ id: portrait._id, width: 400, height: 600 });
    const page = await get('/');
    expect(page.body).toContain(preloadOf(portrait));
    expect(page.body).not.toContain(preloadOf(landscape));
    // A portrait is drawn no wider than the screen's height allows, so its sizes say so.
    expect(heroImageSizes(400, 600)).toContain('calc(0.667 * 55vh)');
  });

  it('refuses a photo that does not exist with a stable code and a Spanish message', async () => {
    const res = await saveHero('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'hero_photo_unavailable',
      message: msg.heroPhotoUnavailable,
    });
    const notAnId = await saveHero('la-del-mar');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ error: 'invalid_data' });
    expect((await homeValues()).home.heroPhotoId).toBe(portrait._id);
  });

  it('falls back at once when the picked photo is deleted, and refuses it from then on', async () => {
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${portrait._id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBeLessThan(300);
    // No save of the site: the photos' change notification cleared what visitors see.
    expect((await publicHero())?.id).toBe(landscape._id);
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(preloadOf(landscape));
    expect((await saveHero(portrait._id)).json()).toMatchObject({
      error: 'hero_photo_unavailable',
    });
  });

  it('can be cleared, and reads as cleared from a value stored before it existed', async () => {
    const cleared = await saveHero(null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<AdminSiteContent>().values.home.heroPhotoId).toBeNull();
    expect((await publicHero())?.id).toBe(landscape._id);
    const older = homeContentSchema.parse({ kicker: '', title: 'Hola', lead: 'Texto' });
    expect(older.heroPhotoId).toBeNull();
  });
});
