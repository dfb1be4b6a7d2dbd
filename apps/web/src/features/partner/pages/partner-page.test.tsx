import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerMessages, type PartnerApplication } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { PARTNER_TODAY, PartnerPage } from './partner-page';

const server = setUpFakeServer();

const application = (overrides: Partial<PartnerApplication> = {}): PartnerApplication => ({
  id: '5d6b0a8e-52f7-4a53-a9f3-0e3ef3a4d001',
  name: 'Ana López',
  business: 'Galería Norte',
  website: '',
  motivation: 'Exponemos fotografía.',
  status: 'pending',
  decisionNote: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const serveMine = (value: PartnerApplication | null) =>
  server.on('GET', '/api/partners/application', () => json(200, { application: value }));

describe('/hazte-partner', () => {
  it("shows the photographer's text, what the role means today, and sign-in links to a visitor", async () => {
    renderPage(<PartnerPage />, { path: '/hazte-partner' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programa de partners' }),
    ).toBeVisible();
    expect(screen.getByText('Colaboremos.')).toBeVisible();
    expect(screen.getByText(PARTNER_TODAY)).toBeVisible();
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fhazte-partner',
    );
    expect(screen.queryByRole('form', { name: 'Solicitud de partner' })).toBeNull();
  });

  it('checks the form in Spanish, sends it, and then shows the application as pending', async () => {
    signInAs(server);
    serveMine(null);
    server.on('POST', '/api/partners/applications', (call) =>
      json(201, application(call.body as Partial<PartnerApplication>)),
    );
    const user = userEvent.setup();
    renderPage(<PartnerPage />, { path: '/hazte-partner' });
    const business = await screen.findByRole('textbox', { name: 'Negocio o proyecto' });
    expect(screen.getByRole('textbox', { name: 'Tu nombre' })).toHaveValue('Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Web (opcional)' }), 'galeria.example');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(partnerMessages.businessRequired)).toBeVisible();
    expect(screen.getByText(partnerMessages.websiteInvalid)).toBeVisible();
    expect(screen.getByText(partnerMessages.motivationRequired)).toBeVisible();
    expect(server.callsTo('/api/partners/applications')).toHaveLength(0);

    await user.type(business, 'Galería Norte');
    const web = screen.getByRole('textbox', { name: 'Web (opcional)' });
    await user.clear(web);
    await user.type(web, 'https://galeria.example');
    await user.type(
      screen.getByRole('textbox', { name: '¿Por qué quieres colaborar?' }),
      'Exponemos fotografía.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(/Está pendiente de revisión/)).toBeVisible();
    expect(server.callsTo('/api/partners/applications')[0]?.body).toEqual({
      name: 'Ana López',
      business: 'Galería Norte',
      website: 'https://galeria.example',
      motivation: 'Exponemos fotografía.',
    });
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it("shows the server's refusal in Spanish", async () => {
    signInAs(server);
    serveMine(null);
    server.on('POST', '/api/partners/applications', () =>
      json(409, { error: 'partner_application_pending', message: partnerMessages.pending }),
    );
    const user = userEvent.setup();
    renderPage(<PartnerPage />, { path: '/hazte-partner' });
    await user.type(await screen.findByRole('textbox', { name: 'Negocio o proyecto' }), 'Norte');
    await user.type(screen.getByRole('textbox', { name: '¿Por qué quieres colaborar?' }), 'Sí.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(partnerMessages.pending);
  });

  it('after a rejection, shows the note and lets the person apply again', async () => {
    signInAs(server);
    serveMine(
      application({
        status: 'rejected',
        decisionNote: 'Ahora mismo no colaboramos con galerías.',
        decidedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderPage(<PartnerPage />, { path: '/hazte-partner' });
    expect(await screen.findByText('Ahora mismo no colaboramos con galerías.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
  });

  it('tells a partner they are one, and an unconfirmed account to confirm first', async () => {
    signInAs(server, { role: 'partner' });
    const { unmount } = renderPage(<PartnerPage />, { path: '/hazte-partner' });
    expect(await screen.findByText(/Tu cuenta es partner/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
    unmount();

    signInAs(server, { mail_confirmed: false });
    serveMine(null);
    renderPage(<PartnerPage />, { path: '/hazte-partner' });
    expect(await screen.findByText(/Confirma tu email para enviar la solicitud/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });
});
