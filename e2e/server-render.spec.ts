import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadPhotoViaApi } from './admin';
import { expect, test } from './fixtures';
import { htmlValidateErrors, nuCheckerErrors } from './html-conformance';
import { adminHeaders } from './purchase';

const image = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6f8f' } })
    .jpeg()
    .toBuffer();

/** A published event with `coverPhotoId` as its cover, written through the admin's API. */
async function publishedEvent(request: APIRequestContext, coverPhotoId: string) {
  const headers = await adminHeaders(request);
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/events/admin', {
    headers,
    data: {
      name: 'Salida a la luz de la tarde',
      description: 'Fotografiamos la **hora dorada** en el río.',
      coverPhotoId,
      startsAt: `${day}T18:00`,
      endsAt: `${day}T20:30`,
      timeZone: 'Europe/Madrid',
      venueName: 'Puente de Triana',
      venueAddress: 'Puente de Isabel II, 41010 Sevilla',
      onlineUrl: '',
      capacity: 10,
      ticketTypes: [
        {
          name: 'Plaza',
          description: '',
          vatRate: 21,
          salesStartAt: null,
          salesEndAt: null,
          priceCents: 2000,
          quota: 10,
          maxPerOrder: 2,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const published = await request.post(`/api/events/admin/${_id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return _id;
}

test("every public page's server HTML conforms: no error from html-validate nor from the Nu HTML Checker", async ({
  request,
}) => {
  test.setTimeout(90_000);
  // The home's gallery shows the photos but the newest (the hero above it).
  await uploadPhotoViaApi(request, 'Dehesa', await image());
  const photoId = await uploadPhotoViaApi(request, 'Marismas', await image());
  const eventId = await publishedEvent(request, photoId);
  const urls = [
    '/',
    '/galeria',
    `/photo/${photoId}`,
    '/photo/00000000-0000-4000-8000-000000000000',
    '/events',
    `/events/${eventId}`,
    '/legal/terms',
    '/legal/privacy',
    '/legal/cookie',
    '/legal/notice',
    '/contact',
    '/hazte-partner',
    '/desistimiento',
    '/coming-soon',
    '/esta-pagina-no-existe',
    '/signin',
    '/signup',
    '/reset-password',
    '/carrito',
  ];
  const pages: Record<string, string> = {};
  for (const url of urls) pages[url] = await (await request.get(url)).text();
  expect(await htmlValidateErrors(pages)).toEqual([]);
  expect(await nuCheckerErrors(pages)).toEqual([]);
});

/**
 * A photo as a camera gives it: the browser's largest-paint report leaves out an image of
 * one colour (too few bits per pixel), and the app waits for that report.
 */
const cameraLikeImage = () =>
  sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#3a6f8f',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

/** The time the browser reports the main image painted: its largest-contentful-paint entry. */
const mainImagePaintedAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const main = document.querySelector('img[fetchpriority="high"]');
        new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find((e) => (e as LargestContentfulPaint).element === main) as
            LargestContentfulPaint | undefined;
          if (entry) resolve(entry.renderTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** Holds the requests matching `pattern` until the function returned is called. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** Collects, from the page's first script on, every CSP violation it reports. */
async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, the gallery and a photo page arrive rendered, with their own head', async ({
    page,
    request,
  }) => {
    const id = await uploadPhotoViaApi(request, 'Faro en la niebla', await image());

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Imágenes que se quedan contigo',
    );
    await expect(page.locator(`main a[href="/photo/${id}"]`).first()).toBeVisible();

    await page.goto('/galeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
    await expect(page.locator(`main a[href="/photo/${id}"]`).first()).toBeVisible();

    const res = await page.goto(`/photo/${id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faro en la niebla');
    await expect(page).toHaveTitle('Faro en la niebla · Estudio de Fotografía');
    // The image has its box before it loads: width and height are in the HTML.
    const img = page.locator('main picture img').first();
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '800');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.jpg$/);
  });

  test("a photo page's HTML carries its link preview and its schema.org Photograph", async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await uploadPhotoViaApi(request, 'Acantilado', await image());
    await page.goto(`/photo/${id}`);
    const meta = (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:type')).toBe('article');
    expect(await meta('og:title')).toBe('Acantilado');
    expect(await meta('og:description')).toBe('Fotografía «Acantilado» de Estudio de Fotografía.');
    expect(await meta('og:url')).toBe(`${baseURL}/photo/${id}`);
    expect(await meta('og:locale')).toBe('es_ES');
    expect(await meta('og:site_name')).toBe('Estudio de Fotografía');
    // A 1200 × 800 upload: its own width is its largest rendition, and the one shared.
    expect(await meta('og:image')).toMatch(new RegExp(`^${baseURL}/media/.+/1200-\\w+\\.jpg$`));
    expect(await meta('og:image:width')).toBe('1200');
    expect(await meta('og:image:height')).toBe('800');
    expect(await meta('og:image:alt')).toBe('Acantilado');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/photo/${id}`,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld).toHaveLength(1);
    expect(JSON.parse(ld[0] ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Photograph',
      name: 'Acantilado',
      url: `${baseURL}/photo/${id}`,
      creator: { '@type': 'ProfessionalService', name: 'Estudio de Fotografía' },
      offers: { '@type': 'Offer', price: '30.00', priceCurrency: 'EUR' },
    });
  });

  test('the home page carries the business as schema.org data', async ({ page, baseURL }) => {
    await page.goto('/');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(ld).toEqual([
      expect.objectContaining({
        '@type': 'ProfessionalService',
        url: `${baseURL}/`,
        email: 'estudio@example.org',
        telephone: '+34 911 222 333',
      }),
      expect.objectContaining({ '@type': 'WebSite' }),
    ]);
  });

  test('every image of the home, the gallery and a photo page has its address in the HTML, and the home shows its photos', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    for (const title of ['Roquedal', 'Trigal']) {
      await uploadPhotoViaApi(request, title, await image());
    }
    const id = await uploadPhotoViaApi(request, 'Embarcadero', await image());
    for (const url of ['/', '/galeria', `/photo/${id}`]) {
      await page.goto(url);
      const images = await page.locator('main img').evaluateAll((all) =>
        all.map((img) => ({
          src: img.getAttribute('src') ?? '',
          srcset: img.getAttribute('srcset') ?? '',
          priority: img.getAttribute('fetchpriority'),
        })),
      );
      expect(images.length, url).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.src, url).toMatch(/^\/media\/.+\.jpg$/);
        expect(img.srcset, url).toMatch(/ \d+w$/);
      }
      // One main image, fetched first; the rest wait for their turn.
      expect(
        images.filter((img) => img.priority === 'high'),
        url,
      ).toHaveLength(1);
    }

    await page.goto('/');
    const gallery = page.locator('main ul').first().locator('img');
    expect(await gallery.count()).toBeGreaterThanOrEqual(2);
    for (const img of await gallery.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('decoding', 'async');
      // Lazy: each loads as the visitor scrolls to it.
      await img.scrollIntoViewIfNeeded();
    }
    await expect
      .poll(() =>
        gallery.evaluateAll(
          (all) =>
            all.filter(
              (img) =>
                !(img as HTMLImageElement).complete || !(img as HTMLImageElement).naturalWidth,
            ).length,
        ),
      )
      .toBe(0);
  });

  test('an unknown photo answers 404 and says so', async ({ page, pageErrors }) => {
    pageErrors.allow(/404/);
    const res = await page.goto('/photo/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'No encontramos esta fotografía.' }),
    ).toBeVisible();
  });
});

test('a rendered page hydrates: no console error, and links navigate in the app', async ({
  page,
  request,
}) => {
  const id = await uploadPhotoViaApi(request, 'Dunas al alba', await image());
  await page.goto(`/photo/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dunas al alba');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Marks the document: a full page load would lose it, navigation in the app keeps it.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  await page.getByRole('link', { name: 'Volver a la galería' }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test('the app loads once the main image is on the screen, in three chunks one after the other', async ({
  page,
  request,
}) => {
  const id = await uploadPhotoViaApi(request, 'Salinas', await cameraLikeImage());
  await page.goto(`/photo/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const painted = await mainImagePaintedAt(page);
  const timing = await page.evaluate(() => {
    const chunk = (name: string) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(e.name)) as
        PerformanceResourceTiming | undefined;
      return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
    };
    return { react: chunk('react'), core: chunk('core'), main: chunk('main') };
  });
  const { react, core, main } = timing;
  if (!react || !core || !main)
    throw new Error(`a chunk was not loaded: ${JSON.stringify(timing)}`);
  // None of the app's bytes competed with the photo: the first chunk was asked for after the
  // paint. Then each chunk once the one before had arrived (each is evaluated in its own task).
  expect(react.start).toBeGreaterThanOrEqual(painted);
  expect(core.start).toBeGreaterThanOrEqual(react.end);
  expect(main.start).toBeGreaterThanOrEqual(core.end);
});

test('the home paints with the styles it carries; the stylesheet and the photos below the hero come after the hero', async ({
  page,
  request,
}) => {
  for (const title of ['Cala', 'Faro']) {
    await uploadPhotoViaApi(request, title, await image());
  }
  // The newest: the hero.
  await uploadPhotoViaApi(request, 'Pinar', await cameraLikeImage());
  const violations = await watchCspViolations(page);
  // The whole stylesheet held: what is on the screen is styled by the page's own rules.
  const release = await holdRequests(page, /\/assets\/style-[^/]+\.css$/);
  await page.goto('/');
  const masonry = page.locator('main ul').first();
  // Other tests' photos may be there too: the three at least, the hero apart.
  await expect(masonry.locator('img').nth(1)).toBeAttached();
  expect(await masonry.evaluate((list) => getComputedStyle(list).columnCount)).toBe('3');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const painted = await mainImagePaintedAt(page);
  const timing = await page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const resources = performance.getEntriesByType('resource');
    return {
      hero: hero?.currentSrc ?? '',
      stylesheet: resources.find((e) => /\/assets\/style-[^/]+\.css$/.test(e.name))?.startTime,
      photos: resources
        .filter((e) => e.name.includes('/media/photos/') && e.name !== hero?.currentSrc)
        .map((e) => e.startTime),
    };
  });
  expect(timing.hero).toContain('/media/photos/');
  expect(await violations()).toEqual([]);
  expect(timing.stylesheet).toBeGreaterThanOrEqual(painted);
  expect(timing.photos.length).toBeGreaterThanOrEqual(2);
  for (const start of timing.photos) expect(start).toBeGreaterThanOrEqual(painted);
});

test.describe('before the app has loaded (it loads after the main image)', () => {
  /** Holds the app's main chunk until the function returned is called. */
  const holdApp = (page: Page) => holdRequests(page, /\/assets\/main-[^/]+\.js$/);

  test('a button clicked is not lost: it acts once the app runs', async ({ page, request }) => {
    const id = await uploadPhotoViaApi(request, 'Niebla en el puerto', await image());
    const release = await holdApp(page);
    await page.goto(`/photo/${id}`);
    await page
      .getByRole('button', { name: 'Ver «Niebla en el puerto» a pantalla completa' })
      .click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a link clicked is not lost: it is followed once the app runs', async ({
    page,
    request,
  }) => {
    const id = await uploadPhotoViaApi(request, 'Barcas varadas', await image());
    const release = await holdApp(page);
    await page.goto(`/photo/${id}`);
    await page.getByRole('link', { name: 'Volver a la galería' }).click();
    await expect(page).toHaveURL(new RegExp(`/photo/${id}$`));

    release();
    await expect(page).toHaveURL(/\/galeria$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
  });
  test('each public page hydrates the HTML it came with: nothing is rendered anew', async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404/); // '/nada' answers 404, as it must
    const id = await uploadPhotoViaApi(request, 'Faro en la bruma', await image());
    // The home, the photo page and pages whose code loads on demand (main.tsx loads it before
    // hydrating): a mismatch would make React throw the server's markup away.
    for (const url of ['/', `/photo/${id}`, '/galeria', '/events', '/legal/privacy', '/nada']) {
      const release = await holdApp(page);
      await page.goto(url);
      await page.evaluate(() => {
        (window as unknown as { served: Element | null }).served = document.querySelector('main');
      });
      release();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      const kept = await page.evaluate(
        () =>
          document.querySelector('main') ===
          (window as unknown as { served: Element | null }).served,
      );
      expect(kept, `${url}: the server's <main> is the one on screen`).toBe(true);
      await page.unroute(/\/assets\/main-[^/]+\.js$/);
    }
  });
});

test('JSON-LD passes the strict CSP, and a title made of markup stays data', async ({
  page,
  request,
}) => {
  const title = '</script><script>alert(1)</script>';
  const id = await uploadPhotoViaApi(request, title, await image());
  const violations = await watchCspViolations(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/photo/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await violations()).toEqual([]);
  expect(dialogs).toEqual([]);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld).toHaveLength(1);
  expect((JSON.parse(ld[0] ?? '') as { name: string }).name).toBe(title);
  // The only scripts are the app's file and the two data elements (state, JSON-LD).
  const scripts = await page
    .locator('script')
    .evaluateAll((all) => all.map((s) => s.getAttribute('type') ?? 'classic'));
  expect(scripts.sort()).toEqual(['application/json', 'application/ld+json', 'module']);
});
