import { contentSections, paths } from '@shop/contracts';
import sharp from 'sharp';
import {
  chooseContentSection,
  openContentSection,
  signInAsAdmin,
  uploadPhotoViaApi,
} from './admin';
import { expect, test, viewports } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Content management as sections (docs/rules/admin.md#content-management): each at its own
 * address, reload-safe, with a side list at 1440 px and a menu at 375 px.
 */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3d6fc2' } })
    .jpeg()
    .toBuffer();

const nav = (page: Page) =>
  page.getByRole('navigation', { name: 'Secciones de gestión de contenido' });

/** Full-page shots of a section, for looking at (SHOTS_DIR), at this viewport's width. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: viewports.desktop });

  test('a side list moves between sections; each address survives a reload', async ({ page }) => {
    await uploadPhotoViaApi(page.request, 'Acantilado en Zumaia', await photo());
    await signInAsAdmin(page);
    await page.goto(paths.contentManagement.build());
    await expect(page.getByRole('form', { name: 'Nueva imagen' })).toBeVisible();
    const links = nav(page).getByRole('link');
    await expect(links).toHaveCount(contentSections.length);
    await expect(nav(page).getByRole('link', { name: 'Nueva imagen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await shoot(page, 'cm-nueva-imagen-1440');

    await chooseContentSection(page, 'Catálogo de impresión');
    await expect(page).toHaveURL(/\/content-management\/catalogo$/);
    await expect(page).toHaveTitle(/^Catálogo de impresión · Gestión de contenido · /);
    await expect(page.getByRole('form', { name: 'Nueva imagen' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Nuevo producto del catálogo' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Catálogo de impresión' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The side list stays beside the section as it scrolls.
    await page.mouse.wheel(0, 1500);
    await expect(nav(page)).toBeInViewport();
    await shoot(page, 'cm-catalogo-1440');

    for (const [section, name] of [
      ['biblioteca', 'cm-biblioteca-1440'],
      ['eventos', 'cm-eventos-1440'],
      ['contenido-del-sitio', 'cm-contenido-del-sitio-1440'],
    ] as const) {
      await openContentSection(page, section);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        paths.contentManagementSection.build(section),
      );
      if (section === 'contenido-del-sitio')
        await page.getByText('Portada', { exact: true }).click();
      await page.waitForLoadState('networkidle');
      await shoot(page, name);
    }
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('a menu names the open section and moves to another', async ({ page }) => {
    await signInAsAdmin(page);
    await openContentSection(page, 'nueva-imagen');
    const menu = nav(page).locator('summary');
    await expect(menu).toContainText('Nueva imagen');
    await expect(nav(page).getByRole('link', { name: 'Biblioteca' })).toBeHidden();
    await menu.click();
    await expect(nav(page).getByRole('link', { name: 'Biblioteca' })).toBeVisible();
    await shoot(page, 'cm-menu-open-375');
    await nav(page).getByRole('link', { name: 'Biblioteca' }).click();
    await expect(page).toHaveURL(/\/content-management\/biblioteca$/);
    await expect(menu).toContainText('Biblioteca');
    await expect(nav(page).getByRole('link', { name: 'Mensajes' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Biblioteca' })).toBeFocused();
    // The themed progress bar, held at the end of the upload while the server answers.
    await openContentSection(page, 'nueva-imagen');
    const form = page.getByRole('form', { name: 'Nueva imagen' });
    await form.getByLabel('Título').fill('Duna');
    await form
      .getByLabel('Imagen', { exact: true })
      .setInputFiles({ name: 'duna.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/photos', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    await form.getByRole('progressbar').scrollIntoViewIfNeeded();
    if (process.env.SHOTS_DIR) {
      await form.screenshot({ path: `${process.env.SHOTS_DIR}/cm-progress-375.png` });
    }
    release();
    await expect(form.getByText('Imagen guardada correctamente')).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    for (const section of [
      'nueva-imagen',
      'catalogo',
      'biblioteca',
      'eventos',
      'contenido-del-sitio',
    ] as const) {
      await openContentSection(page, section);
      if (section === 'contenido-del-sitio')
        await page.getByText('Portada', { exact: true }).click();
      await page.waitForLoadState('networkidle');
      await shoot(page, `cm-${section}-375`);
      await menu.click();
      await shoot(page, `cm-${section}-menu-375`);
      await menu.click();
    }
  });
});
