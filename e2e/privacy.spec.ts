import sharp from 'sharp';
import { uploadPhotoViaApi } from './admin';
import { expect, test } from './fixtures';

/**
 * What the shop may store in a visitor's browser without asking (LSSI art. 22.2, AEPD cookie
 * guide: strictly necessary only; the cookie policy lists them). Both exist only once the
 * visitor signs in: the session's refresh cookie (httpOnly, on /api/auth) and the access
 * token in localStorage. A signed-out visitor of the public pages gets neither.
 */
const STRICTLY_NECESSARY_COOKIES = ['rt', '__Secure-rt'];
const STRICTLY_NECESSARY_STORAGE = ['authToken'];

const publicPages = (photoId: string) => [
  '/',
  '/galeria',
  `/photo/${photoId}`,
  '/events',
  '/contact',
  '/desistimiento',
  '/hazte-partner',
  '/coming-soon',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookie',
  '/legal/notice',
];

test('public pages set no cookie and reach no third party before any consent', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const image = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#6f8f3a' },
  })
    .jpeg()
    .toBuffer();
  // Through the test's own API client: its sign-in cookie stays out of the page's context.
  const photoId = await uploadPhotoViaApi(request, 'Sin rastreadores', image);

  const origins = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    origins.add(url.protocol === 'data:' || url.protocol === 'blob:' ? url.protocol : url.origin);
  });

  for (const path of publicPages(photoId)) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.cookie), path).toBe('');
  }

  // Only the shop itself: no analytics, fonts, embeds or tag managers from elsewhere.
  const shop = new URL(baseURL ?? '').origin;
  expect([...origins].filter((o) => o !== shop && o !== 'data:' && o !== 'blob:')).toEqual([]);

  const cookies = await context.cookies();
  expect(
    cookies.filter((c) => !STRICTLY_NECESSARY_COOKIES.includes(c.name)).map((c) => c.name),
  ).toEqual([]);
  // Signed out: not even those.
  expect(cookies).toEqual([]);

  const stored = await page.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ]);
  expect(stored.filter((key) => !STRICTLY_NECESSARY_STORAGE.includes(key))).toEqual([]);
});
