import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

const sized = (width: number, height: number, seed: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 150, g: 60 + seed * 20, b: 70 } },
  })
    .jpeg()
    .toBuffer();

interface Box {
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The photo's own width over height (its img attributes). */
  ratio: number;
}

/** Each photo of the list in `scope`: its box on the screen and its own proportions. */
const boxesIn = (page: Page, scope: string) =>
  page.locator(`${scope} a[href^="/photo/"]`).evaluateAll((links) =>
    links.map((a) => {
      const img = a.querySelector('img');
      const rect = (a.querySelector('picture') ?? a).getBoundingClientRect();
      return {
        href: a.getAttribute('href') ?? '',
        x: rect.x,
        y: rect.y + window.scrollY,
        width: rect.width,
        height: rect.height,
        ratio: Number(img?.getAttribute('width')) / Number(img?.getAttribute('height')),
      };
    }),
  );

/** Every photo is whole: its box has the photo's proportions (within a pixel of rounding). */
function expectWhole(boxes: Box[]) {
  for (const box of boxes) expect(Math.abs(box.width / box.ratio - box.height)).toBeLessThan(1.5);
}

/** The layout shift score of the page so far (the browser's layout-shift entries). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Waits until every image in the first screen has arrived and the app runs. */
async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main img'))
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => (img as HTMLImageElement).complete),
      ),
    )
    .toBe(true);
}

const plain = (seed: number) =>
  sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: { r: 40 + seed * 12, g: 90, b: 140 },
    },
  })
    .jpeg()
    .toBuffer();

for (const [label, viewport] of Object.entries(viewports)) {
  test.describe(`the whole gallery, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows whole photos at their own proportions: a masonry at home, justified rows in /galeria, laid out by the HTML and never shifting', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      // Portraits, landscapes and a square among the newest photos.
      const shapes: [number, number][] = [
        [600, 900],
        [900, 600],
        [800, 800],
        [640, 960],
        [1200, 600],
      ];
      for (const [i, [w, h]] of shapes.entries()) {
        await uploadPhotoViaApi(request, `Formas ${label} ${i + 1}`, await sized(w, h, i));
      }

      // Home: whole photos in 3 columns on a wide screen, 2 on a phone, in the HTML itself.
      await page.goto('/');
      await settled(page);
      const gallery = 'section[aria-labelledby="galeria"]';
      const home = await boxesIn(page, gallery);
      // The newest is the hero above (none picked): the gallery shows the others.
      expect(home.length).toBeGreaterThanOrEqual(shapes.length - 1);
      expect(home.length).toBeLessThanOrEqual(9);
      expectWhole(home);
      const columns = new Set(home.map((b) => Math.round(b.x))).size;
      expect(columns).toBe(viewport.width >= 1024 ? 3 : 2);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // The hero is a whole photo too, the page's one high-priority image.
      const hero = page.locator('main img[fetchpriority="high"]');
      await expect(hero).toHaveCount(1);
      await expect(hero).toBeInViewport();
      const heroHref = await page
        .locator('main a:has(img[fetchpriority="high"])')
        .getAttribute('href');
      expect(home.map((b) => b.href)).not.toContain(heroHref);
      await screenshot(page, `home-masonry-${viewport.width}`);

      // /galeria: justified rows, each as wide as the list and of one height (the last one
      // left alone), the same before any script runs as after.
      const noScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const bare = await noScript.newPage();
      await bare.goto('/galeria');
      const before = await boxesIn(bare, 'main');
      await noScript.close();

      await page.goto('/galeria');
      await settled(page);
      const after = await boxesIn(page, 'main');
      const rows = new Map<number, Box[]>();
      for (const box of before) {
        rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
      }
      // Every row but the last is laid out the same once the app runs. The last one may
      // grow when the next page arrives and fills it (what justified rows do).
      const full = [...rows.values()].slice(0, -1);
      expect(full.length).toBeGreaterThan(0);
      const rounded = (boxes: Box[]) =>
        boxes.map((b) => [
          b.href,
          Math.round(b.x),
          Math.round(b.y),
          Math.round(b.width),
          Math.round(b.height),
        ]);
      const laidOut = full.flat();
      expect(rounded(after.slice(0, laidOut.length))).toEqual(rounded(laidOut));
      expectWhole(after);
      const listWidth = await page
        .locator('main ul:has(a[href^="/photo/"])')
        .evaluate((ul) => ul.getBoundingClientRect().width);
      for (const row of full) {
        const heights = row.map((b) => b.height);
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1.5);
        const used = row.reduce((sum, b) => sum + b.width, 0) + (row.length - 1) * 8;
        expect(Math.abs(used - listWidth)).toBeLessThan(2);
      }
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      await screenshot(page, `gallery-justified-${viewport.width}`);

      // Hover and keyboard focus show the photo's title over it.
      const photos = page.locator('main a[href^="/photo/"]');
      const caption = (n: number) => photos.nth(n).locator('span[aria-hidden="true"]');
      const opacity = (n: number) => caption(n).evaluate((el) => getComputedStyle(el).opacity);
      await photos.nth(1).hover();
      await expect.poll(() => opacity(1)).toBe('1');
      await page.getByRole('heading', { level: 1, name: 'Galería' }).click();
      await expect
        .poll(async () => {
          await page.keyboard.press('Tab');
          return page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
        })
        .toMatch(/^\/photo\//);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      const index = after.findIndex((b) => b.href === focused);
      await expect.poll(() => opacity(index)).toBe('1');
      await expect(caption(index)).not.toBeEmpty();
    });

    test("'Cargar más' adds photos without moving the rows above, and never stretches the last row", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // More than a page of 12, a lone portrait among them.
      const mixed: [number, number][] = [
        [600, 900],
        [900, 600],
        [1500, 500],
        [800, 800],
        [640, 960],
      ];
      const existing = (await (await request.get('/api/photos/gallery?limit=60')).json()) as {
        items: unknown[];
      };
      for (let i = existing.items.length; i < 16; i++) {
        const [w, h] = mixed[i % mixed.length] ?? [900, 600];
        await uploadPhotoViaApi(request, `Filas ${label} ${i + 1}`, await sized(w, h, i % 5));
      }
      // The button alone loads the next page (as without IntersectionObserver).
      await page.addInitScript(() => {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      });
      await page.goto('/galeria');
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      const rowHeight = await page
        .locator('main ul:has(a[href^="/photo/"])')
        .evaluate((ul) => parseFloat(getComputedStyle(ul).getPropertyValue('--row-height')));
      const rowsOf = (boxes: Box[]) => {
        const rows = new Map<number, Box[]>();
        for (const box of boxes) {
          rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
        }
        return [...rows.values()];
      };
      // The last row is at the row height (or lower, for a photo wider than the list alone).
      const expectUnstretched = (row: Box[] | undefined) => {
        for (const box of row ?? []) expect(box.height).toBeLessThanOrEqual(rowHeight + 0.5);
      };
      const before = await boxesIn(page, 'main');
      expect(before).toHaveLength(12);
      const rowsBefore = rowsOf(before);
      expectUnstretched(rowsBefore.at(-1));

      await page.getByRole('button', { name: 'Cargar más' }).click();
      await expect.poll(async () => (await boxesIn(page, 'main')).length).toBeGreaterThan(12);
      const after = await boxesIn(page, 'main');
      const above = rowsBefore.slice(0, -1).flat();
      const rounded = (boxes: Box[]) =>
        boxes.map((b) => [b.href, Math.round(b.x), Math.round(b.y), Math.round(b.width)]);
      expect(rounded(after.slice(0, above.length))).toEqual(rounded(above));
      expectUnstretched(rowsOf(after).at(-1));
      expectWhole(after);
      await screenshot(page, `gallery-more-${viewport.width}`);
    });

    test('reaches every photo from the home page, pages through them and moves between photos', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // More than the home's 9 and than one gallery page of 12.
      const existing = (await (await request.get('/api/photos/gallery?limit=60')).json()) as {
        items: unknown[];
      };
      for (let i = existing.items.length; i < 14; i++) {
        await uploadPhotoViaApi(request, `Galería ${label} ${i + 1}`, await plain(i));
      }

      await page.goto('/');
      // Known gap (issue 9 note): on a fresh CI server a click on this link while the app
      // started was lost twice; boot.ts's early-click tests cover that window on their own.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await page.getByRole('link', { name: 'Ver toda la galería' }).click();
      await expect(page).toHaveURL(/\/galeria$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
      const photoLinks = page.locator('main a[href^="/photo/"]');
      await expect(photoLinks.first()).toBeVisible();
      await screenshot(page, `gallery-${viewport.width}`);

      // Scrolling to the end (or the button) brings the rest, with no repeats.
      // The scroll observer may take the button's place while it is being pressed.
      const more = page.getByRole('button', { name: 'Cargar más' });
      await expect
        .poll(async () => {
          if (await more.isVisible()) await more.click({ timeout: 1000 }).catch(() => undefined);
          else await page.mouse.wheel(0, 5000);
          return photoLinks.count();
        })
        .toBeGreaterThanOrEqual(14);
      const hrefs = await photoLinks.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // The photo page: next with the arrow key, back to the gallery with its link.
      await photoLinks.first().click();
      const firstUrl = page.url();
      await expect(page.getByRole('link', { name: 'Volver a la galería' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page).not.toHaveURL(firstUrl);
      await expect(page.getByRole('link', { name: /^Anterior/ })).toBeVisible();
      await screenshot(page, `photo-navigation-${viewport.width}`);

      // The viewer comes only when asked, with the widest image, and Esc closes it.
      await page.getByRole('button', { name: /a pantalla completa/ }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      await viewer.getByRole('button', { name: 'Acercar' }).click();
      await expect(viewer.getByText('Zoom: 150 %')).toBeVisible();
      await screenshot(page, `photo-viewer-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      await page.getByRole('link', { name: 'Volver a la galería' }).click();
      await expect(page).toHaveURL(/\/galeria$/);
    });
  });
}
