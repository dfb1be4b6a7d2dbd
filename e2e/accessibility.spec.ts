import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { contentSections, paths } from '@shop/contracts';
import { signInAsAdmin, uploadPhotoViaApi } from './admin';
import { expect, test, viewports } from './fixtures';
import type { Page } from '@playwright/test';

// Issue 9: no serious or critical axe-core violation (WCAG 2.1 A and AA) on any public page,
// nor on the account and admin pages, at 375 and 1440 px.
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const publicPaths = [
  '/',
  '/events',
  '/events/x',
  '/hazte-partner',
  '/contact',
  '/desistimiento',
  '/coming-soon',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookie',
  '/legal/notice',
  '/signin',
  '/signup',
  '/reset-password',
  '/reset-password/bad-token-0123456789',
  '/confirm-email/bad-token-0123456789',
  '/esta-pagina-no-existe',
];

const accountPaths = [
  '/profile',
  '/profile/informacion',
  '/profile/facturacion',
  '/profile/ajustes',
  '/profile/pagos',
  '/profile/pagos/p1',
  '/profile/eventos',
  '/content-management',
  ...contentSections.map((section) => paths.contentManagementSection.build(section)),
  '/orders-management',
];

/** The serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

async function scan(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, path)));
  }
  return found;
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`public pages (${name})`, async ({ page, request, pageErrors }) => {
      test.setTimeout(120_000);
      // Refused tokens and unknown pages answer 4xx on purpose; the browser logs them.
      pageErrors.allow(/status of 40\d/);
      const image = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#3d6fc2' },
      })
        .jpeg()
        .toBuffer();
      const photoId = await uploadPhotoViaApi(request, `Accesible ${name}`, image);
      const paths = [...publicPaths, `/photo/${photoId}`];
      // The gallery arrives with another branch: scanned once it answers.
      const gallery = await request.get('/galeria');
      if (gallery.status() === 200) paths.push('/galeria');
      expect(await scan(page, paths)).toEqual([]);
    });

    test(`account and admin pages (${name})`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      expect(await scan(page, accountPaths)).toEqual([]);
    });
  });
}
