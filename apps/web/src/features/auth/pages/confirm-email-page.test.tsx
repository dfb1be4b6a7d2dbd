import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, serveProfileTo, setUpFakeServer } from '@test/render-app';
import { ConfirmEmailPage } from './confirm-email-page';

const TOKEN = 'confirm-token-0123456789';
const API_PATH = `/api/auth/confirm-email/user/${TOKEN}`;
const server = setUpFakeServer((server) => serveProfileTo(server, 'new-token'));

function renderConfirm(path: string) {
  return renderPage(<ConfirmEmailPage />, {
    path,
    route: path.includes('/user/') ? paths.confirmEmailTyped.pattern : paths.confirmEmail.pattern,
  });
}

describe('email confirmation page', () => {
  it("shows 'Confirmando email...' while waiting", () => {
    server.on('GET', API_PATH, () => new Promise<Response>(() => {}));
    renderConfirm(paths.confirmEmail.build(TOKEN));
    expect(screen.getByRole('status').textContent).toContain('Confirmando email...');
  });

  it('on success with a token logs in and goes to the redirect query', async () => {
    server.on('GET', API_PATH, () =>
      json(200, { message: 'Email confirmado correctamente.', accessToken: 'new-token' }),
    );
    renderConfirm(`${paths.confirmEmailTyped.build('user', TOKEN)}?redirect=/events/5`);
    expect((await screen.findByTestId('location')).textContent).toBe('/events/5');
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
    expect(server.callsTo('/api/user/profile')[0]?.authorization).toBe('Bearer new-token');
  });

  it('without a redirect query goes to /profile, using type user for the untyped route', async () => {
    server.on('GET', API_PATH, () => json(200, { message: 'ok', accessToken: 'new-token' }));
    renderConfirm(paths.confirmEmail.build(TOKEN));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(server.callsTo(API_PATH)).toHaveLength(1);
  });

  it("says 'Tu email ya está confirmado.' for a used link opened by its account", async () => {
    server.on('GET', API_PATH, () =>
      json(200, { status: 'already_confirmed', message: accountMessages.alreadyConfirmed }),
    );
    renderConfirm(paths.confirmEmail.build(TOKEN));
    expect((await screen.findByText(accountMessages.alreadyConfirmed)).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/profile');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('on success without a token shows the no-token error', async () => {
    server.on('GET', API_PATH, () => json(200, { message: 'Email confirmado correctamente.' }));
    renderConfirm(paths.confirmEmail.build(TOKEN));
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.confirmationNoToken,
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('on failure shows the invalid or expired message', async () => {
    server.on('GET', API_PATH, () =>
      json(400, { error: 'invalid_data', message: 'Otro mensaje del servidor' }),
    );
    renderConfirm(paths.confirmEmail.build(TOKEN));
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.confirmationFailed);
  });

  it('runs once under StrictMode', async () => {
    server.on('GET', API_PATH, () => json(200, { message: 'ok', accessToken: 'new-token' }));
    renderPage(<ConfirmEmailPage />, {
      path: paths.confirmEmail.build(TOKEN),
      route: paths.confirmEmail.pattern,
      extraRoutes: [{ path: '/profile', element: <p>perfil</p> }],
      strict: true,
    });
    expect(await screen.findByText('perfil')).toBeVisible();
    expect(server.callsTo(API_PATH)).toHaveLength(1);
  });
});
