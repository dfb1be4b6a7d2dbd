import type { APIRequestContext, Page } from '@playwright/test';
import { paths, type ContentSection } from '@shop/contracts';
import { e2eAdmin } from '../playwright.config';

export async function signInAsAdmin(page: Page) {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('/profile');
}

/** Publishes a photo through the API as the e2e admin; returns its id. */
export async function uploadPhotoViaApi(request: APIRequestContext, title: string, image: Buffer) {
  const login = await request.post('/api/auth/login/user', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.post('/api/photos', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: {
      title,
      price: '30',
      image: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  if (res.status() !== 201) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { _id: string })._id;
}

/** Opens a section of content management by its own address. */
export async function openContentSection(page: Page, section: ContentSection) {
  await page.goto(paths.contentManagementSection.build(section));
}

/**
 * Moves to another section of content management as the admin does: the side list from
 * 1024 px, else the menu that names the open section.
 */
export async function chooseContentSection(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: 'Secciones de gestión de contenido' });
  const menu = nav.locator('summary');
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}
