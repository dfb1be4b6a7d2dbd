import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { ResetPasswordRequestPage } from './reset-password-request-page';

const server = setUpFakeServer();

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Recuperar contraseña' }));

describe('reset request page', () => {
  it('asks for the email when it is empty, without calling the server', async () => {
    renderPage(<ResetPasswordRequestPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.resetRequestNeedsEmail);
    expect(server.callsTo('/api/auth/request-password-reset/user')).toHaveLength(0);
  });

  it('sends the email and confirms', async () => {
    server.on('POST', '/api/auth/request-password-reset/user', () =>
      json(200, { message: accountMessages.resetRequestAccepted }),
    );
    renderPage(<ResetPasswordRequestPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await submit();
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.resetRequestSent);
    expect(server.callsTo('/api/auth/request-password-reset/user')[0]?.body).toEqual({
      email: 'ana@example.com',
    });
  });

  it('shows the failure message when the request fails', async () => {
    server.on('POST', '/api/auth/request-password-reset/user', () =>
      json(500, { error: 'internal', message: 'x' }),
    );
    renderPage(<ResetPasswordRequestPage />, { path: '/reset-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.resetRequestFailed);
  });
});
