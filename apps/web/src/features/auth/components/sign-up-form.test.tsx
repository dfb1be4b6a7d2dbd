import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, testProfile } from '@test/render-app';
import { SignUpPage } from '@/features/auth/pages/sign-up-page';
import { SignUpForm } from './sign-up-form';

const STRONG = 'Fotos2024!';
let releaseProfile: () => void;

const server = setUpFakeServer((server) => {
  const profileGate = new Promise<void>((resolve) => (releaseProfile = resolve));
  server.on('GET', '/api/user/profile', async () => {
    await profileGate;
    return json(200, testProfile());
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const submitButton = () => screen.getByRole('button', { name: 'Crear cuenta' });

async function fill({
  password = STRONG,
  confirm = password,
  terms = true,
}: { password?: string; confirm?: string; terms?: boolean } = {}) {
  await userEvent.type(await screen.findByLabelText('Nombre'), 'Ana López');
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar Contraseña'), confirm);
  if (terms)
    await userEvent.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
}

function ruleItem(label: RegExp) {
  const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
  return within(list).getByText(label).closest('li');
}

describe('sign-up form rules', () => {
  it('keeps submit disabled until every rule passes and the terms are accepted', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill({ password: 'fotos2024', terms: false });
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(accountMessages.passwordRulesNotMet)).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), STRONG);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(accountMessages.mustAcceptTerms)).toBeVisible();
    expect(screen.queryByText(accountMessages.passwordRulesNotMet)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(accountMessages.mustAcceptTerms)).not.toBeInTheDocument();
  });

  it.each([
    ['length', 'Fot2024!', 'Fo2!'],
    ['uppercase', 'Fotos2024!', 'fotos2024!'],
    ['number', 'Fotos1!', 'Fotos!!'],
    ['special', 'Fotos2024!', 'Fotos2024'],
  ])('marks the %s rule live in the checklist', async (rule, passing, failing) => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const labels: Record<string, RegExp> = {
      length: /Mínimo 8 caracteres/,
      uppercase: /mayúscula/,
      number: /Al menos un número/,
      special: /carácter especial/,
    };
    const label = labels[rule] ?? /never/;
    const input = await screen.findByLabelText('Contraseña');
    await userEvent.type(input, failing);
    expect(ruleItem(label)?.getAttribute('data-ok')).toBe('false');
    expect(ruleItem(label)?.textContent).toContain('Pendiente');
    await userEvent.clear(input);
    await userEvent.type(input, passing);
    expect(ruleItem(label)?.getAttribute('data-ok')).toBe('true');
    expect(ruleItem(label)?.textContent).toContain('Cumplido');
  });

  it('refuses mismatched passwords with the spec message and sends nothing', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill({ confirm: 'Otra2024!' });
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      accountMessages.passwordsDoNotMatch,
    );
    expect(server.callsTo('/api/auth/signup/user')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const input = await screen.findByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    // The password's own toggle (the confirmation has another).
    const toggle = within(input.parentElement ?? document.body).getByRole('button');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('links the terms and the privacy policy', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    expect(
      (await screen.findByRole('link', { name: 'términos y condiciones' })).getAttribute('href'),
    ).toBe('/legal/terms');
    expect(screen.getByRole('link', { name: 'política de privacidad' }).getAttribute('href')).toBe(
      '/legal/privacy',
    );
  });
});

describe('sign-up results', () => {
  it('sends name, email, password and redirectTo (not the marketing choice), then signs in', async () => {
    server.on('POST', '/api/auth/signup/user', () =>
      json(201, { status: 'success', accessToken: 'new-token', message: 'Cuenta creada' }),
    );
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: /novedades/ }));
    await userEvent.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.signUpSuccess);
    releaseProfile();
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(server.callsTo('/api/auth/signup/user')[0]?.body).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      password: STRONG,
      redirectTo: '/profile',
    });
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
  });

  it('goes to the redirect target after signing up', async () => {
    releaseProfile();
    server.on('POST', '/api/auth/signup/user', () =>
      json(201, { status: 'success', accessToken: 'new-token', message: 'ok' }),
    );
    renderPage(<SignUpPage />, { path: '/signup?redirect=%2Fevents%2F3', route: '/signup' });
    await fill();
    await userEvent.click(submitButton());
    expect((await screen.findByTestId('location')).textContent).toBe('/events/3');
    expect(server.callsTo('/api/auth/signup/user')[0]?.body).toMatchObject({
      redirectTo: '/events/3',
    });
  });

  it.each([
    [
      409,
      { error: 'conflict', message: 'Ya existe una cuenta con este email.' },
      'Ya existe una cuenta con este email.',
    ],
    [500, 'not json', accountMessages.signUpFailed],
  ])('on a %i failure shows the server message, else the default', async (status, body, shown) => {
    server.on('POST', '/api/auth/signup/user', () =>
      typeof body === 'string' ? new Response(body, { status }) : json(status, body),
    );
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill();
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it.each([
    [{ status: 'success' }, accountMessages.signUpUnexpected],
    [{ status: 'success', message: 'Revisa tu email.' }, 'Revisa tu email.'],
  ])('treats a 200 without a token as an error: %j', async (body, shown) => {
    server.on('POST', '/api/auth/signup/user', () => json(200, body));
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill();
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(screen.queryByText(accountMessages.signUpSuccess)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});

describe('sign-up as a modal', () => {
  beforeEach(() => {
    releaseProfile();
    server.on('POST', '/api/auth/signup/user', () =>
      json(201, { status: 'success', accessToken: 'new-token', message: 'ok' }),
    );
  });

  it('without a redirect target: signs in and closes without navigating', async () => {
    const onSuccess = vi.fn();
    const { router } = renderPage(<SignUpForm modal onSuccess={onSuccess} />, {
      path: '/events/3',
    });
    await fill();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
    expect(router.state.location.pathname).toBe('/events/3');
  });

  it('with a redirect target: goes there', async () => {
    const onSuccess = vi.fn();
    const { router } = renderPage(
      <SignUpForm modal redirectTo="/mistickets/3" onSuccess={onSuccess} />,
      { path: '/events/3' },
    );
    await fill();
    await userEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mistickets/3'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
