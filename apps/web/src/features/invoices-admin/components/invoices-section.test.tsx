import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoice, AdminInvoiceList } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { InvoicesSection } from './invoices-section';

const invoice = (overrides: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id: '0b7c2f4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  code: 'F2026-000001',
  series: 'F2026',
  type: 'F1',
  // 23:30 UTC on 31 December is already 1 January in Madrid.
  issuedAt: '2025-12-31T23:30:00.000Z',
  orderId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  orderNumber: 'A1B2C3',
  recipientName: 'Estudio Norte S.L.',
  recipientTaxId: 'B12345674',
  baseCents: 102_000,
  vatCents: 21_420,
  totalCents: 123_420,
  correctsCode: null,
  ...overrides,
});

const complete = invoice();
const simplified = invoice({
  id: '1c8d3a5f-2e3b-4d4c-8f9a-1b2c3d4e5f60',
  code: 'S2026-000007',
  series: 'S2026',
  type: 'F2',
  issuedAt: '2026-02-14T10:00:00.000Z',
  orderNumber: 'D4E5F6',
  recipientName: null,
  recipientTaxId: null,
  baseCents: 2_066,
  vatCents: 434,
  totalCents: 2_500,
});
const rectifying = invoice({
  id: '2d9e4b6a-3f4c-4e5d-9a0b-2c3d4e5f6071',
  code: 'R2026-000002',
  series: 'R2026',
  type: 'R5',
  issuedAt: '2026-03-02T09:15:00.000Z',
  orderNumber: 'D4E5F6',
  recipientName: null,
  recipientTaxId: null,
  baseCents: -1_021,
  vatCents: -214,
  totalCents: -1_235,
  correctsCode: 'S2026-000007',
});

const listOf = (invoices: AdminInvoice[], truncated = false): AdminInvoiceList => ({
  invoices,
  truncated,
});

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/admin/invoices', () =>
    json(200, listOf([rectifying, simplified, complete])),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const renderSection = (search = '') =>
  renderPage(<InvoicesSection />, {
    route: '/content-management/:section',
    path: `/content-management/facturas${search}`,
  });

/** The query string of the list calls, in order. */
const listQueries = () =>
  server.callsTo('/api/admin/invoices').map((call) => new URL(call.path, 'http://x').search);

/** The body rows' cells as text, one array per row. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

/** Records what the page saves as a file: its name and content. */
function captureDownloads() {
  const saved: { name: string; blob: Blob | null }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:factura';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

describe("content management, 'Facturas'", () => {
  it('lists the invoices with Spanish types, Madrid days and euros, rectifying ones negative', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: /3 facturas/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Número',
      'Fecha',
      'Tipo',
      'Pedido',
      'Destinatario',
      'Base',
      'IVA',
      'Total',
      'Corrige',
      'Descargar',
    ]);
    expect(tableRows(table)).toEqual([
      [
        'R2026-000002',
        '02/03/2026',
        'Factura rectificativa (simplificada)',
        'D4E5F6',
        '—',
        '-10,21\u00a0€',
        '-2,14\u00a0€',
        '-12,35\u00a0€',
        'S2026-000007',
        'PDF de la factura R2026-000002',
      ],
      [
        'S2026-000007',
        '14/02/2026',
        'Factura simplificada',
        'D4E5F6',
        '—',
        '20,66\u00a0€',
        '4,34\u00a0€',
        '25,00\u00a0€',
        '—',
        'PDF de la factura S2026-000007',
      ],
      [
        'F2026-000001',
        '01/01/2026',
        'Factura',
        'A1B2C3',
        'Estudio Norte S.L.B12345674',
        '1.020,00\u00a0€',
        '214,20\u00a0€',
        '1.234,20\u00a0€',
        '—',
        'PDF de la factura F2026-000001',
      ],
    ]);
    expect(listQueries()).toEqual(['']);
    expect(server.callsTo('/api/admin/invoices')[0]?.authorization).toBe('Bearer stored-token');
    expect(screen.queryByText(/Hay más facturas/)).not.toBeInTheDocument();
  });

  it('sends the filters as the query and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSection();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Filtrar facturas' });
    await user.type(within(form).getByLabelText('Desde'), '2026-01-01');
    await user.type(within(form).getByLabelText('Hasta'), '2026-03-31');
    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Factura rectificativa');
    await user.type(within(form).getByLabelText('Serie'), 'r2026');
    server.on('GET', '/api/admin/invoices', () => json(200, listOf([rectifying])));
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(listQueries().at(-1)).toBe('?from=2026-01-01&to=2026-03-31&type=R1&series=R2026'),
    );
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams('desde=2026-01-01&hasta=2026-03-31&tipo=R1&serie=r2026'),
    );
    expect(await screen.findByRole('table', { name: /1 factura,/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const cleared = screen.getByRole('form', { name: 'Filtrar facturas' });
    expect(within(cleared).getByLabelText<HTMLSelectElement>('Tipo').value).toBe('');
    expect(within(cleared).getByLabelText<HTMLInputElement>('Serie').value).toBe('');
  });

  it('opens on the filters of the address', async () => {
    renderSection('?desde=2026-04-01&tipo=F2');
    await screen.findByRole('table');
    expect(listQueries()).toEqual(['?from=2026-04-01&type=F2']);
    const form = screen.getByRole('form', { name: 'Filtrar facturas' });
    expect(within(form).getByLabelText<HTMLInputElement>('Desde').value).toBe('2026-04-01');
    expect(within(form).getByLabelText<HTMLSelectElement>('Tipo').value).toBe('F2');
  });

  it("refuses a series that is not one, and a range that ends before it starts, with the contract's messages", async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Filtrar facturas' });
    await user.type(within(form).getByLabelText('Serie'), 'FACT');
    await user.type(within(form).getByLabelText('Desde'), '2026-03-01');
    await user.type(within(form).getByLabelText('Hasta'), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(
      await within(form).findByText('Una serie es su letra y su año: F2026, S2026, R2026.'),
    ).toBeVisible();
    expect(within(form).getByText('«Hasta» no puede ser anterior a «Desde».')).toBeVisible();
    expect(within(form).getByLabelText('Serie')).toHaveAttribute('aria-invalid', 'true');
    expect(listQueries()).toEqual(['']);
  });

  it('says when more invoices matched than are shown', async () => {
    server.on('GET', '/api/admin/invoices', () => json(200, listOf([complete], true)));
    renderSection();
    expect(
      await screen.findByText('Hay más facturas de las que se muestran: acota las fechas.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: /1 factura,/ })).toBeVisible();
  });

  it('says when no invoice matches', async () => {
    server.on('GET', '/api/admin/invoices', () => json(200, listOf([])));
    renderSection('?serie=F2031');
    expect(await screen.findByText('No hay facturas con estos filtros.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(listQueries()).toEqual(['?series=F2031']);
  });

  it('says in Spanish when the list cannot be loaded', async () => {
    server.on('GET', '/api/admin/invoices', () =>
      json(403, { error: 'not_allowed', message: 'No tienes permiso para realizar esta acción.' }),
    );
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
  });

  it("downloads an invoice's PDF with the admin's token, named as the server names it", async () => {
    server.on(
      'GET',
      `/api/admin/invoices/${rectifying.id}/pdf`,
      () =>
        new Response('%PDF-1.7 rectificativa', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    );
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'PDF de la factura R2026-000002' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('factura-R2026-000002.pdf');
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7 rectificativa');
    expect(server.callsTo(`/api/admin/invoices/${rectifying.id}/pdf`)[0]?.authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('exports the current quarter in Madrid: the register as CSV, disabled while it downloads', async () => {
    // 31 March, 23:30 UTC: already 1 April in Madrid, the second quarter.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T23:30:00.000Z'));
    let answer: (response: Response) => void = () => {};
    server.on(
      'GET',
      '/api/admin/invoices/register.csv',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderSection();
    const exportBlock = screen.getByRole('region', { name: 'Exportar trimestre' });
    expect(within(exportBlock).getByLabelText<HTMLInputElement>('Año').value).toBe('2026');
    expect(within(exportBlock).getByLabelText<HTMLSelectElement>('Trimestre').value).toBe('2');
    expect(
      within(exportBlock).getByRole('option', { name: '2.º trimestre (abr–jun)', selected: true }),
    ).toBeInTheDocument();

    await user.click(within(exportBlock).getByRole('button', { name: 'Libro registro (CSV)' }));
    expect(
      await within(exportBlock).findByRole('button', { name: 'Descargando...' }),
    ).toBeDisabled();
    expect(server.callsTo('/api/admin/invoices/register.csv')[0]?.path).toBe(
      '/api/admin/invoices/register.csv?year=2026&quarter=2',
    );
    answer(
      new Response('fecha;serie;número\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv' },
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('facturas-emitidas-2026-T2.csv');
    expect(await saved[0]?.blob?.text()).toContain('fecha;serie');
    expect(
      await within(exportBlock).findByRole('button', { name: 'Libro registro (CSV)' }),
    ).toBeEnabled();
  });

  it("exports another quarter's PDFs as a ZIP, and says in Spanish when it fails", async () => {
    server.on('GET', '/api/admin/invoices/pdfs.zip', (call) =>
      call.path.endsWith('quarter=1')
        ? new Response('PK zip', { status: 200, headers: { 'content-type': 'application/zip' } })
        : json(500, { error: 'internal', message: 'HTTP 500' }),
    );
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderSection();
    const exportBlock = screen.getByRole('region', { name: 'Exportar trimestre' });
    const year = within(exportBlock).getByLabelText('Año');
    await user.clear(year);
    await user.type(year, '2025');
    await user.selectOptions(
      within(exportBlock).getByLabelText('Trimestre'),
      '1.º trimestre (ene–mar)',
    );
    await user.click(within(exportBlock).getByRole('button', { name: 'PDF del trimestre (ZIP)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('facturas-2025-T1.zip');
    expect(server.callsTo('/api/admin/invoices/pdfs.zip')[0]?.path).toBe(
      '/api/admin/invoices/pdfs.zip?year=2025&quarter=1',
    );

    await user.selectOptions(
      within(exportBlock).getByLabelText('Trimestre'),
      '4.º trimestre (oct–dic)',
    );
    await user.click(within(exportBlock).getByRole('button', { name: 'PDF del trimestre (ZIP)' }));
    expect(await within(exportBlock).findByRole('alert')).toHaveTextContent(
      'No se pudieron descargar los PDF del trimestre. Inténtalo de nuevo.',
    );
    expect(saved).toHaveLength(1);

    await user.clear(year);
    await user.type(year, '1999');
    await user.click(within(exportBlock).getByRole('button', { name: 'Libro registro (CSV)' }));
    expect(within(exportBlock).getByText('Escribe un año entre 2020 y 2100.')).toBeVisible();
    expect(server.callsTo('/api/admin/invoices/register.csv')).toHaveLength(0);
  });
});
