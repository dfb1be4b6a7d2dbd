import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, changePasswordRules } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { requiredMessage } from '@/lib/use-form';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ChangePasswordForm } from './change-password-form';

const server = setUpFakeServer((server) => signInAs(server));

async function submit(next: string, confirm = next, current = 'Actual2024') {
  renderPage(<ChangePasswordForm />, { path: '/profile' });
  await userEvent.type(screen.getByLabelText('Contraseña actual'), current);
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), next);
  await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

const ruleLabel = (id: string) => changePasswordRules.find((r) => r.id === id)?.label ?? '';

describe('change password: rules', () => {
  it.each([
    ['length', 'Ab1cdef'],
    ['uppercase', 'abcdefg1'],
    ['lowercase', 'ABCDEFG1'],
    ['number', 'Abcdefgh'],
  ])("shows the first broken rule (%s) as 'Error: {rule}' and sends nothing", async (id, pwd) => {
    await submit(pwd);
    expect(screen.getByRole('alert').textContent).toBe(`Error: ${ruleLabel(id)}`);
    expect(server.callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  it('refuses mismatched new passwords', async () => {
    await submit('Nueva2024', 'Nueva2025');
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.newPasswordsDoNotMatch);
    expect(server.callsTo('/api/auth/change-password')).toHaveLength(0);
  });
});

describe('change password: the form', () => {
  it('refuses a new password equal to the current one, sending nothing', async () => {
    await submit('Actual2024', 'Actual2024', 'Actual2024');
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.passwordUnchanged);
    expect(server.callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  it('asks for every field with its own message when sent empty', async () => {
    renderPage(<ChangePasswordForm />, { path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getAllByText(requiredMessage)).toHaveLength(3);
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toHaveAttribute('novalidate');
    expect(server.callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  it('shows the live checklist and a show/hide button', async () => {
    renderPage(<ChangePasswordForm />, { path: '/profile' });
    const next = screen.getByLabelText('Nueva contraseña');
    await userEvent.type(next, 'abc');
    const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(list.querySelector('[data-ok="true"]')?.textContent).toContain(ruleLabel('lowercase'));
    expect(next).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(3);
    const nextToggle = within(next.parentElement ?? document.body).getByRole('button');
    await userEvent.click(nextToggle);
    expect(next).toHaveAttribute('type', 'text');
  });
});

describe('change password: results', () => {
  it('sends the current and new password, confirms and clears the fields', async () => {
    server.on('POST', '/api/auth/change-password', () => json(200, { message: 'ok' }));
    await submit('Nueva2024');
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.passwordUpdated);
    expect(server.callsTo('/api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'Actual2024',
      newPassword: 'Nueva2024',
    });
    expect(screen.getByLabelText('Nueva contraseña')).toHaveProperty('value', '');
  });

  it("shows the server's message for a wrong current password, and the session stays", async () => {
    server.on('POST', '/api/auth/change-password', () =>
      json(400, { error: 'invalid_data', message: accountMessages.currentPasswordWrong }),
    );
    await submit('Nueva2024');
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.currentPasswordWrong,
    );
    expect(window.localStorage.getItem('authToken')).toBe('stored-token');
  });

  it('renews an expired access token once and retries, like any signed-in call', async () => {
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'fresh-token' }));
    server.on('POST', '/api/auth/change-password', (call) =>
      call.authorization === 'Bearer fresh-token'
        ? json(200, { message: 'ok' })
        : json(401, { error: 'unauthenticated', message: 'Sesión caducada' }),
    );
    await submit('Nueva2024');
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.passwordUpdated);
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('shows the default message when the failure carries none', async () => {
    server.on('POST', '/api/auth/change-password', () => new Response('x', { status: 500 }));
    await submit('Nueva2024');
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.passwordUpdateFailed,
    );
  });
});
