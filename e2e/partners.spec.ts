import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { tokenFromLink, waitForMail } from '../apps/server/test/mailbox';
import { openContentSection, signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

// Issue 12: a customer applies to the partner programme from /hazte-partner; the admin
// approves it in /content-management/solicitudes-partner; the account becomes partner and its menu says so.
const dataDir = process.env.E2E_DATA_DIR ?? '';
const password = 'Lumen#Fotos2026';

test('a customer applies, the admin approves, and the account becomes partner', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.mobile);
  const email = `partner.${randomBytes(4).toString('hex')}@example.com`;
  const business = `Galería ${randomBytes(3).toString('hex')}`;

  // A visitor reads the programme and is asked to sign in.
  await page.goto('/hazte-partner');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Qué significa hoy ser partner' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'crea una cuenta' })).toBeVisible();
  await screenshot(page, 'partner-visitor-375');

  // Sign up and confirm the email, then the form appears.
  await page.goto('/signup');
  await page.getByLabel('Nombre').fill('Elena Ruiz');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar Contraseña', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Acepto los/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL('/profile');
  const confirmation = await waitForMail(dataDir, email, /Confirma tu email/);
  const link = confirmation.links.find((l) => l.includes('/confirm-email/user/')) ?? '';
  await page.goto(`/confirm-email/user/${tokenFromLink(link)}`);
  await expect(page.getByText('Email confirmado correctamente.')).toBeVisible();

  await page.goto('/hazte-partner');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Escribe el nombre de tu negocio o proyecto.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.getByLabel('Negocio o proyecto').fill(business);
  await page.getByLabel('Web (opcional)').fill('https://galeria.example');
  await page.getByLabel('¿Por qué quieres colaborar?').fill('Exponemos fotografía de autor.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(/Está pendiente de revisión/)).toBeVisible();
  await screenshot(page, 'partner-pending-375');

  // The admin approves it with a note.
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openContentSection(admin, 'solicitudes-partner');
  const card = admin.getByRole('listitem', { name: new RegExp(business) });
  await expect(card).toContainText(email);
  await card.getByLabel(/Mensaje para la persona/).fill('Bienvenida al programa.');
  await screenshot(admin, 'partner-admin-1440');
  await card.getByRole('button', { name: 'Aprobar' }).click();
  await expect(card).toBeHidden();
  await adminContext.close();

  const decision = await waitForMail(dataDir, email, /solicitud de partner está aprobada/);
  expect(decision.body).toContain('Bienvenida al programa.');

  // The customer's page and menu now say partner.
  await page.setViewportSize(viewports.desktop);
  await page.goto('/hazte-partner');
  await expect(page.getByText(/Tu cuenta es partner/)).toBeVisible();
  await page.getByRole('button', { name: 'Elena' }).click();
  await expect(page.getByRole('menuitem', { name: 'Área de partner' })).toBeVisible();
  await screenshot(page, 'partner-approved-1440');
});
