import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountMessages, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

const TOKEN = 'reset-token-0123456789';
const server = setUpFakeServer();

function tokenIs(valid: boolean, body: unknown = { message: valid ? 'Token válido.' : 'x' }) {
  server.on('GET', `/api/auth/validate-reset-token/user/${TOKEN}`, () =>
    typeof body === 'string' ? new Response(body, { status: 400 }) : json(valid ? 200 : 400, body),
  );
}

function renderResetPage() {
  return renderPage(<ResetPasswordPage />, {
    path: paths.resetPassword.build(TOKEN),
    route: paths.resetPassword.pattern,
    extraRoutes: [{ path: paths.signIn.pattern, element: <SignInPage /> }],
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Restablecer contraseña' });

describe('reset page: token validation', () => {
  it("hides the form and shows the server's message for an invalid token", async () => {
    tokenIs(false, { error: 'invalid_data', message: 'Token inválido o expirado.' });
    renderResetPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Token inválido o expirado.');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it("shows 'Token inválido o expirado.' when the server gives no message", async () => {
    tokenIs(false, 'not json');
    renderResetPage();
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.resetTokenInvalid);
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('shows the form only once the token is valid', async () => {
    tokenIs(true);
    renderResetPage();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Nueva contraseña')).toBeVisible();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeVisible();
  });
});

describe('reset page: form', () => {
  beforeEach(() => tokenIs(true));

  it('explains the rules and the match, and enables submit only when both hold', async () => {
    renderResetPage();
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'weakpass');
    expect(screen.getByText(accountMessages.resetPagePasswordRulesNotMet)).toBeVisible();
    expect(submitButton()).toHaveProperty('disabled', true);

    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'weakpass');
    expect(screen.getByText(accountMessages.resetPagePasswordsMatch)).toBeVisible();
    expect(submitButton()).toHaveProperty('disabled', true);

    await userEvent.clear(screen.getByLabelText('Nueva contraseña'));
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Fotos2024!');
    expect(
      screen.queryByText(accountMessages.resetPagePasswordRulesNotMet),
    ).not.toBeInTheDocument();
    expect(screen.getByText(accountMessages.resetPagePasswordsDoNotMatch)).toBeVisible();
    expect(submitButton()).toHaveProperty('disabled', true);

    await userEvent.clear(screen.getByLabelText('Confirmar contraseña'));
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Fotos2024!');
    expect(screen.getByText(accountMessages.resetPagePasswordsMatch)).toBeVisible();
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  async function submitStrongPassword() {
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'Fotos2024!');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Fotos2024!');
    await userEvent.click(submitButton());
  }

  it("on success goes to /signin, which shows the server's message", async () => {
    server.on('POST', `/api/auth/reset-password/user/${TOKEN}`, () =>
      json(200, { message: accountMessages.resetDone }),
    );
    renderResetPage();
    await submitStrongPassword();
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(screen.getByText(accountMessages.resetDone)).toBeVisible();
    expect(server.callsTo(`/api/auth/reset-password/user/${TOKEN}`)[0]?.body).toEqual({
      newPassword: 'Fotos2024!',
    });
  });

  it("on success without a message shows 'Contraseña restablecida correctamente.' on /signin", async () => {
    server.on('POST', `/api/auth/reset-password/user/${TOKEN}`, () => json(200, {}));
    renderResetPage();
    await submitStrongPassword();
    expect(await screen.findByText(accountMessages.resetSucceeded)).toBeVisible();
  });

  it.each([
    [
      { error: 'invalid_data', message: 'Esa contraseña es demasiado común.' },
      'Esa contraseña es demasiado común.',
    ],
    ['not json', accountMessages.resetFailed],
  ])('on failure shows the server message, else the default (%j)', async (body, shown) => {
    server.on('POST', `/api/auth/reset-password/user/${TOKEN}`, () =>
      typeof body === 'string' ? new Response(body, { status: 500 }) : json(400, body),
    );
    renderResetPage();
    await submitStrongPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(screen.getByLabelText('Nueva contraseña')).toBeVisible();
  });
});
