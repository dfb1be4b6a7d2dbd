import AxeBuilder from '@axe-core/playwright';
import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { buyByCard, labOrdersFor } from './purchase';

/**
 * The admin's orders at Prodigi (docs/rules/admin.md#orders-management) on a print a visitor
 * paid by card: found by its merchant reference (our order id), its shipping method and
 * recipient changed at the lab, then cancelled, and the buyer refunded in full.
 */
for (const [name, viewport] of Object.entries(viewports)) {
  test(`an admin changes, then cancels, a paid order at Prodigi and sees the refund (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);

    // A visitor buys a print; the lab receives it.
    const recipient = `Gestión ${name} ${Date.now()}`;
    const { lab, total } = await buyByCard(page, request, `Pedido gestionado ${name}`, recipient);
    const orderId = lab.merchantReference ?? '';
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    // The admin finds it by our order id.
    await signInAsAdmin(page);
    await page.goto('/orders-management');
    const filters = page.getByRole('form', { name: 'Filtrar órdenes' });
    await filters.getByLabel('Referencias de comercio (separadas por comas)').fill(orderId);
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(new RegExp(`merchantReferences=${orderId}`));
    const list = page.getByRole('list', { name: 'Órdenes en Prodigi' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const row = list.getByRole('button', { name: new RegExp(lab.id) });
    await expect(row).toContainText('En curso');
    await expect(row).toContainText(`Ref.: ${orderId}`);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} · \w+ · 1 artículo/);

    // Its detail, and what Prodigi allows.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`orden=${lab.id}`));
    const detail = page.getByRole('region', { name: 'Detalle de la orden' });
    await expect(detail.getByRole('heading', { name: `Orden ${lab.id}` })).toBeVisible();
    await expect(detail).toContainText(`Pedido de la tienda${orderId.slice(-6).toUpperCase()}`);
    await expect(detail).toContainText(recipient);
    await expect(detail.getByRole('row', { name: /GLOBAL-CFPM-16X20 1/ })).toBeVisible();
    const cancel = detail.getByRole('region', { name: 'Cancelar la orden' });
    await expect(cancel.getByRole('button', { name: 'Cancelar orden' })).toBeEnabled();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `orders-admin-detail-${name}`);

    // A faster shipping method: Prodigi's outcome, and the list follows.
    const shipping = detail.getByRole('region', { name: 'Cambiar el envío' });
    await shipping.getByLabel('Método de envío').selectOption('Express');
    await shipping.getByRole('button', { name: 'Cambiar envío' }).click();
    await expect(shipping.getByRole('status')).toHaveText('Updated');
    await expect(row).toContainText('Express');

    // A corrected recipient; the country is upper-cased as typed.
    const who = detail.getByRole('region', { name: 'Cambiar el destinatario' });
    await who.getByLabel('Nombre completo').fill(`${recipient} bis`);
    await who.getByLabel('Dirección', { exact: true }).fill('Calle de Alcalá 50');
    const country = who.getByLabel('País');
    await country.selectOption({ label: 'España' });
    await expect(country).toHaveValue('ES');
    await who.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(who.getByRole('status')).toHaveText('Updated');
    await expect(detail).toContainText('Calle de Alcalá 50, 28013 Madrid, España');
    await expect
      .poll(async () => (await labOrdersFor(`${recipient} bis`))[0]?.recipient.address.line1)
      .toBe('Calle de Alcalá 50');

    // Cancelled after the confirm step: our order is refunded in full.
    await cancel.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(cancel).toContainText(
      `También se cancela el pedido ${orderId.slice(-6).toUpperCase()} de la tienda`,
    );
    await cancel.getByRole('button', { name: 'Sí, cancelar la orden' }).click();
    await expect(cancel.getByRole('status')).toHaveText('Cancelled');
    await expect(detail.getByText(`Reembolsado: ${total}`)).toBeVisible();
    await expect(row).toContainText('Cancelada');
    await expect(cancel.getByRole('button', { name: 'Cancelar orden' })).toBeDisabled();
    await expect(shipping.getByRole('button', { name: 'Cambiar envío' })).toBeDisabled();
    await screenshot(page, `orders-admin-cancelled-${name}`);
  });
}
