import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerMessages, type AdminPartnerApplication } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { PartnerApplicationsSection } from './partner-applications-section';

const server = setUpFakeServer((server) => signInAs(server, { role: 'admin' }));

const pending: AdminPartnerApplication = {
  id: '5d6b0a8e-52f7-4a53-a9f3-0e3ef3a4d001',
  userId: '0b8d7f8e-3d57-4bd0-9a0e-1f1c2c3d4e5f',
  email: 'elena@galeria.example',
  mailConfirmed: true,
  name: 'Elena Ruiz',
  business: 'Galería Norte',
  website: 'https://galeria.example',
  motivation: 'Exponemos fotografía de autor.',
  status: 'pending',
  decisionNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

describe('Solicitudes de partner', () => {
  it('approves with a note and shows the list again without it', async () => {
    let decided = false;
    server.on('GET', '/api/admin/partner-applications', (call) =>
      call.path.endsWith('?status=pending')
        ? json(200, { items: decided ? [] : [pending], pending: decided ? 0 : 1 })
        : json(500, {}),
    );
    server.on('POST', `/api/admin/partner-applications/${pending.id}/decision`, () => {
      decided = true;
      return json(200, { ...pending, status: 'approved' });
    });
    const user = userEvent.setup();
    renderPage(<PartnerApplicationsSection />);
    const card = await screen.findByRole('listitem', { name: /Galería Norte/ });
    expect(within(card).getByRole('link', { name: 'https://galeria.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(screen.getByRole('button', { name: 'Pendientes (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(card).getByRole('textbox'), '  Bienvenida.  ');
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeVisible();
    expect(
      server.callsTo(`/api/admin/partner-applications/${pending.id}/decision`)[0]?.body,
    ).toEqual({ decision: 'approve', note: 'Bienvenida.' });
  });

  it("shows the server's refusal, and decided applications under their filter", async () => {
    server.on('GET', '/api/admin/partner-applications', (call) =>
      json(
        200,
        call.path.endsWith('?status=pending')
          ? { items: [pending], pending: 1 }
          : {
              items: [
                {
                  ...pending,
                  status: 'rejected',
                  decisionNote: 'No encaja ahora.',
                  decidedAt: '2026-11-21T10:00:00.000Z',
                },
              ],
              pending: 1,
            },
      ),
    );
    server.on('POST', `/api/admin/partner-applications/${pending.id}/decision`, () =>
      json(409, { error: 'conflict', message: partnerMessages.alreadyDecided }),
    );
    const user = userEvent.setup();
    renderPage(<PartnerApplicationsSection />);
    const card = await screen.findByRole('listitem', { name: /Galería Norte/ });
    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      partnerMessages.alreadyDecided,
    );
    await user.click(screen.getByRole('button', { name: 'Rechazadas' }));
    expect(await screen.findByText(/Rechazada el .*: «No encaja ahora.»/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });
});
