import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  launchListConsentText,
  type AdminLaunchList,
  type LaunchListSignup,
} from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { LaunchListSection } from './launch-list-section';

const signup = (email: string, overrides: Partial<LaunchListSignup> = {}): LaunchListSignup => ({
  id: crypto.randomUUID(),
  email,
  status: 'confirmed',
  consentText: launchListConsentText,
  consentedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-21T10:00:00.000Z',
  unsubscribedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const ana = signup('ana@example.com');
const luis = signup('luis@example.com', { status: 'pending', confirmedAt: null });
const list = (items: LaunchListSignup[]): AdminLaunchList => ({
  items,
  total: items.length,
  counts: {
    confirmed: items.filter((i) => i.status === 'confirmed').length,
    pending: items.filter((i) => i.status === 'pending').length,
    unsubscribed: 0,
  },
});

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/admin/launch-list', () => json(200, list([ana, luis])));
});

afterEach(() => vi.restoreAllMocks());

describe("content management, 'Lista de aviso'", () => {
  it('shows the counts by status and each sign-up', async () => {
    renderPage(<LaunchListSection />);
    const counts = await screen.findByRole('list', { name: 'Inscripciones por estado' });
    expect(counts).toHaveTextContent('1 confirmados');
    expect(counts).toHaveTextContent('1 pendientes de confirmar');
    expect(counts).toHaveTextContent('0 dados de baja');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ana@example.com',
      'luis@example.com',
    ]);
    expect(rows[1]).toHaveTextContent('Pendiente de confirmar');
    expect(server.callsTo('/api/admin/launch-list')[0]?.authorization).toBe('Bearer stored-token');
  });

  it('erases a sign-up only after confirming, then reloads the list', async () => {
    let items = [ana, luis];
    server.on('GET', '/api/admin/launch-list', () => json(200, list(items)));
    server.on('DELETE', `/api/admin/launch-list/${ana.id}`, () => {
      items = [luis];
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    renderPage(<LaunchListSection />);
    await user.click(await screen.findByRole('button', { name: 'Borrar ana@example.com' }));
    expect(server.callsTo(`/api/admin/launch-list/${ana.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Borrar ana@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar' }));
    expect(await screen.findByText('Hemos borrado ana@example.com de la lista.')).toBeVisible();
    expect(server.callsTo(`/api/admin/launch-list/${ana.id}`)).toEqual([
      expect.objectContaining({ method: 'DELETE', authorization: 'Bearer stored-token' }),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'ana@example.com' })).not.toBeInTheDocument(),
    );
  });

  it("downloads the CSV with the admin's token and saves it as a file", async () => {
    const csv = '\uFEFFemail;consented_at;confirmed_at;consent_text\r\n';
    server.on(
      'GET',
      '/api/admin/launch-list.csv',
      () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const saved: { name: string; blob: Blob | null }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:lista';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const user = userEvent.setup();
    renderPage(<LaunchListSection />);
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^lista-de-aviso-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await saved[0]?.blob?.text()).toContain('email;consented_at');
    expect(server.callsTo('/api/admin/launch-list.csv')[0]?.authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('says in Spanish when the CSV cannot be downloaded', async () => {
    server.on('GET', '/api/admin/launch-list.csv', () =>
      json(403, { error: 'not_allowed', message: 'No tienes permiso para realizar esta acción.' }),
    );
    const user = userEvent.setup();
    renderPage(<LaunchListSection />);
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para realizar esta acción.',
    );
  });
});
