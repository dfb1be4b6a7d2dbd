import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesBreakdown, SalesFigures, SalesOverview } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { SalesSection } from './sales-section';

const server = setUpFakeServer((server) => signInAs(server, { role: 'admin' }));

/**
 * jsdom lays nothing out: the charts' ResizeObserver (recharts' `responsive`) is told the
 * charts are 640 × 260, as a browser would measure them.
 */
class SizedResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 640, height: 260 } } as ResizeObserverEntry], this);
  }
  unobserve = () => {};
  disconnect = () => {};
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SizedResizeObserver);
});

const zero: SalesFigures = {
  orders: 0,
  grossCents: 0,
  refundsCents: 0,
  netCents: 0,
  vatCents: 0,
  averageCents: 0,
};
const figures = (f: Omit<SalesFigures, 'netCents' | 'averageCents'>): SalesFigures => ({
  ...f,
  netCents: f.grossCents - f.refundsCents,
  averageCents: f.orders > 0 ? Math.round(f.grossCents / f.orders) : 0,
});
const sum = (a: SalesFigures, b: SalesFigures) =>
  figures({
    orders: a.orders + b.orders,
    grossCents: a.grossCents + b.grossCents,
    refundsCents: a.refundsCents + b.refundsCents,
    vatCents: a.vatCents + b.vatCents,
  });
const breakdown = (prints: SalesFigures, tickets: SalesFigures): SalesBreakdown => ({
  prints,
  tickets,
  total: sum(prints, tickets),
});

/** A year's answer: the months given (1 = January) with their figures, the rest at zero. */
function overview(
  year: number,
  given: Record<number, { prints?: SalesFigures; tickets?: SalesFigures }>,
  years = [2026, 2025],
): SalesOverview {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    ...breakdown(given[i + 1]?.prints ?? zero, given[i + 1]?.tickets ?? zero),
  }));
  const total = breakdown(
    months.map((m) => m.prints).reduce(sum, zero),
    months.map((m) => m.tickets).reduce(sum, zero),
  );
  return { year, years, months, total };
}

// 2026: March with prints and tickets (one ticket refunded), July one large print.
const sales2026 = overview(2026, {
  3: {
    prints: figures({ orders: 2, grossCents: 12_000, refundsCents: 0, vatCents: 2_083 }),
    tickets: figures({ orders: 3, grossCents: 4_500, refundsCents: 1_500, vatCents: 520 }),
  },
  7: { prints: figures({ orders: 1, grossCents: 123_456, refundsCents: 0, vatCents: 21_426 }) },
});
const sales2025 = overview(2025, {
  11: { tickets: figures({ orders: 4, grossCents: 8_000, refundsCents: 0, vatCents: 1_388 }) },
});

/** Answers each year asked (`?year=`), the current one (2026) without it. */
function serveSales(byYear: Record<number, SalesOverview> = { 2026: sales2026, 2025: sales2025 }) {
  server.on('GET', '/api/admin/sales', (call) => {
    const asked = new URL(call.path, 'http://localhost').searchParams.get('year');
    const answer = byYear[asked ? Number(asked) : 2026];
    return answer ? json(200, answer) : json(500, { error: 'internal', message: 'x' });
  });
}

const SECTION = '/content-management/ventas';
const renderSales = (search = '') =>
  renderPage(<SalesSection />, { route: SECTION, path: `${SECTION}${search}` });

const eur = (text: string) => text.replace(' ', '\u00a0');
/** The table's row named by its first cell, as its cells' texts. */
const row = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("content management, 'Ventas'", () => {
  it('shows the year in cards, two described charts and a table of the months with the total', async () => {
    serveSales();
    renderSales();
    const table = await screen.findByRole('table', { name: 'Ventas de 2026 por mes' });
    expect(server.callsTo('/api/admin/sales')[0]?.path).toBe('/api/admin/sales');

    // A row a month, January to December, then 'Total'.
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rowHeaders).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
      'Total',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mes', 'Pedidos', 'Ingresos', 'Devoluciones', 'Neto', 'IVA', 'Pedido medio']);
    // Mes, Pedidos, Ingresos, Devoluciones, Neto, IVA, Pedido medio (both kinds).
    expect(row(table, 'Marzo')).toEqual(
      ['5', '165,00 €', '15,00 €', '150,00 €', '26,03 €', '33,00 €'].map(eur),
    );
    expect(row(table, 'Julio')).toEqual(
      ['1', '1.234,56 €', '0,00 €', '1.234,56 €', '214,26 €', '1.234,56 €'].map(eur),
    );
    expect(row(table, 'Enero')).toEqual(
      ['0', '0,00 €', '0,00 €', '0,00 €', '0,00 €', '0,00 €'].map(eur),
    );
    expect(row(table, 'Total')).toEqual(
      ['6', '1.399,56 €', '15,00 €', '1.384,56 €', '240,29 €', '233,26 €'].map(eur),
    );

    const summary = screen.getByRole('region', { name: 'Resumen de 2026 · Total' });
    const card = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(card('Ingresos')).toBe(eur('1.399,56 €'));
    expect(card('Pedidos')).toBe('6');
    expect(card('Pedido medio')).toBe(eur('233,26 €'));
    expect(card('Devoluciones')).toBe(eur('15,00 €'));
    expect(card('Neto')).toBe(eur('1.384,56 €'));
    expect(card('IVA')).toBe(eur('240,29 €'));

    // The charts: SVGs named in Spanish and pointing at the table, with the months on the axis.
    const bars = await screen.findByRole('application', {
      name: /^Gráfico de barras: Ingresos netos por mes en 2026: total\. .*«Ventas de 2026 por mes»/,
    });
    expect(bars.tagName.toLowerCase()).toBe('svg');
    expect(bars.querySelector('title')?.textContent).toBe('Ingresos netos por mes en 2026: total');
    expect(bars.querySelector('desc')?.textContent).toMatch(/^Barras apiladas de copias/);
    expect(within(bars).getByText('ene')).toBeInTheDocument();
    expect(within(bars).getByText('dic')).toBeInTheDocument();
    // Stacked: one series per kind, named in the legend.
    expect(
      screen.getAllByText('Copias impresas', { selector: '.recharts-legend-item-text' }),
    ).not.toHaveLength(0);
    expect(
      screen.getByRole('application', { name: /^Gráfico de líneas: Pedidos por mes en 2026/ }),
    ).toBeInTheDocument();
  });

  it("switching to 'Entradas' shows the tickets' figures only", async () => {
    serveSales();
    const user = userEvent.setup();
    renderSales();
    const table = await screen.findByRole('table', { name: 'Ventas de 2026 por mes' });
    expect(screen.getByRole('radio', { name: 'Total' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Entradas' }));
    expect(screen.getByRole('radio', { name: 'Entradas' })).toBeChecked();
    expect(row(table, 'Marzo')).toEqual(
      ['3', '45,00 €', '15,00 €', '30,00 €', '5,20 €', '15,00 €'].map(eur),
    );
    expect(row(table, 'Julio')).toEqual(
      ['0', '0,00 €', '0,00 €', '0,00 €', '0,00 €', '0,00 €'].map(eur),
    );
    expect(row(table, 'Total')).toEqual(
      ['3', '45,00 €', '15,00 €', '30,00 €', '5,20 €', '15,00 €'].map(eur),
    );
    expect(screen.getByRole('region', { name: 'Resumen de 2026 · Entradas' })).toBeVisible();
    expect(
      await screen.findByRole('application', { name: /Ingresos netos por mes en 2026: entradas/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Copias impresas' }));
    expect(row(table, 'Total')).toEqual(
      ['3', '1.354,56 €', '0,00 €', '1.354,56 €', '235,09 €', '451,52 €'].map(eur),
    );
    // No server call for a kind: the answer carries them all.
    expect(server.callsTo('/api/admin/sales')).toHaveLength(1);
  });

  it("asks the server for the year chosen in 'Año' and keeps it in the address", async () => {
    serveSales();
    const user = userEvent.setup();
    const { router } = renderSales();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Año' });
    expect(select.value).toBe('2026');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);

    await user.selectOptions(select, '2025');
    expect(router.state.location.search).toBe('?anio=2025');
    expect(
      await screen.findByRole('table', { name: 'Ventas de 2025 por mes' }),
    ).toBeInTheDocument();
    expect(server.callsTo('/api/admin/sales').at(-1)?.path).toBe('/api/admin/sales?year=2025');
    expect(row(screen.getByRole('table', { name: 'Ventas de 2025 por mes' }), 'Noviembre')).toEqual(
      ['4', '80,00 €', '0,00 €', '80,00 €', '13,88 €', '20,00 €'].map(eur),
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Año' }).value).toBe('2025');
  });

  it('opens on the year in the address', async () => {
    serveSales();
    renderSales('?anio=2025');
    expect(await screen.findByRole('table', { name: 'Ventas de 2025 por mes' })).toBeVisible();
    expect(server.callsTo('/api/admin/sales').map((c) => c.path)).toEqual([
      '/api/admin/sales?year=2025',
    ]);
  });

  it('asks for the current year when the address names an impossible one', async () => {
    serveSales();
    renderSales('?anio=1999');
    expect(await screen.findByRole('table', { name: 'Ventas de 2026 por mes' })).toBeVisible();
    expect(server.callsTo('/api/admin/sales').map((c) => c.path)).toEqual(['/api/admin/sales']);
  });

  it('says so for a year without sales, instead of the charts and the table', async () => {
    serveSales({ 2026: overview(2026, {}, [2026]) });
    renderSales();
    expect(await screen.findByText('No hay ventas en 2026.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Entradas' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Año' })).toBeVisible();
  });

  it("says when the sales could not be loaded, and 'Reintentar' asks again", async () => {
    let fail = true;
    server.on('GET', '/api/admin/sales', () =>
      fail ? json(500, { error: 'internal', message: 'Error interno.' }) : json(200, sales2026),
    );
    const user = userEvent.setup();
    renderSales();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las ventas.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Ventas de 2026 por mes' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
