import type { APIRequestContext, Page } from '@playwright/test';
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
