import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { waitForMail } from '../apps/server/test/mailbox';
import { openContentSection, signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import type { Page } from '@playwright/test';

// Issue 12: the 'Avísame' sign-up of /coming-soon, confirmed by email (double opt-in), and the
// admin's CSV of the confirmed addresses.

const dataDir = process.env.E2E_DATA_DIR ?? '';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor joins the launch list, confirms by email, and the admin downloads it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports.mobile);
  const email = `aviso.${randomBytes(4).toString('hex')}@example.com`;

  await page.goto('/coming-soon');
  const form = page.getByRole('region', { name: 'Avísame' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: /Quiero recibir por email el aviso/ }).check();
  await form.getByRole('button', { name: 'Avísame' }).click();
  await expect(page.getByText(/Revisa tu bandeja de entrada/)).toBeVisible();
  await screenshot(page, 'launch-list-joined-375');

  // The confirmation email, read from the server's mail folder.
  const mail = await waitForMail(
    dataDir,
    email,
    /^Confirma tu email para recibir el aviso$/,
    15_000,
  );
  const confirmLink = mail.links.find((l) => new URL(l).pathname === '/coming-soon/confirmar');
  expect(confirmLink).toBeDefined();
  expect(mail.links.some((l) => new URL(l).pathname === '/coming-soon/baja')).toBe(true);
  await page.goto(confirmLink ?? '');
  await expect(page.getByText('Listo: tu email está confirmado.')).toBeVisible();
  // Opened again (a second click in the email): still fine.
  await page.reload();
  await expect(page.getByText('Listo: tu email está confirmado.')).toBeVisible();

  // The admin sees the address confirmed and downloads the CSV with it.
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page);
  await openContentSection(page, 'lista-de-aviso');
  const section = page.getByRole('region', { name: 'Lista de aviso' });
  const row = section.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Confirmado');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lista-de-aviso-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFemail;consented_at;confirmed_at;consent_text\r\n')).toBe(true);
  expect(csv).toMatch(new RegExp(`\\r\\n${email.replace(/\./g, '\\.')};[^\\r\\n]+Quiero recibir`));
  await screenshot(page, 'launch-list-admin-1440');
  // The admin page with the list, and with an erasure being confirmed.
  await row.getByRole('button', { name: `Borrar ${email}` }).click();
  await expect(row.getByRole('button', { name: 'Sí, borrar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the form explains in Spanish what is missing', async ({ page }) => {
  await page.goto('/coming-soon');
  const form = page.getByRole('region', { name: 'Avísame' });
  await form.getByRole('button', { name: 'Avísame' }).click();
  await expect(form.getByText('Escribe tu email.')).toBeVisible();
  await expect(form.getByText('Marca la casilla para aceptar que te escribamos.')).toBeVisible();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`no serious axe violation on /coming-soon and its links (${name})`, async ({
    page,
    pageErrors,
  }) => {
    // The made-up link is refused with a 400, which the browser logs.
    pageErrors.allow(/status of 400/);
    await page.setViewportSize(viewport);
    await page.goto('/coming-soon');
    await expect(page.getByRole('region', { name: 'Avísame' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // With the form's error messages showing.
    await page.getByRole('button', { name: 'Avísame' }).click();
    await expect(page.getByText('Escribe tu email.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/coming-soon/confirmar?token=enlace-que-no-existe-0123456789');
    await expect(page.getByRole('alert')).toContainText('no es válido');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
