import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@test/fake-fetch';
import {
  renderPage,
  serveProfileTo,
  serveSiteConfig,
  setUpFakeServer,
  testProfile,
} from '@test/render-app';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { SIGN_IN_MODAL_INTRO, SignInForm } from './sign-in-form';
import type {
  GoogleAccountsId,
  GoogleCredentialResponse,
} from '@/features/auth/utils/google-identity';

const server = setUpFakeServer((server) => serveProfileTo(server, 'new-token'));

function answerLogin(status: number, body: unknown) {
  server.on('POST', '/api/auth/login/user', () => json(status, body));
}

afterEach(() => {
  document.getElementById('google-identity-services')?.remove();
  delete window.google;
  vi.restoreAllMocks();
});

async function fillAndSubmit(email = 'ana@example.com', password = 'Secreta1!') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

const location = () => screen.findByTestId('location');

describe('sign-in with email', () => {
  it('keeps the submit disabled until email and password are filled', async () => {
    renderPage(<SignInPage />, { path: '/signin' });
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    expect(submit).toHaveProperty('disabled', false);
    // Announced as required; the check is the form's own (no browser bubble).
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('form', { name: 'Acceso con email' })).toHaveAttribute('novalidate');
  });

  it('sends email, password and remember; on success logs in and goes to /profile', async () => {
    answerLogin(200, { accessToken: 'new-token' });
    renderPage(<SignInPage />, { path: '/signin' });
    await userEvent.click(await screen.findByLabelText('Recordarme'));
    await fillAndSubmit();
    expect((await location()).textContent).toBe('/profile');
    expect(server.callsTo('/api/auth/login/user')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Secreta1!',
      remember: true,
    });
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
    expect(server.callsTo('/api/user/profile')[0]?.authorization).toBe('Bearer new-token');
  });

  it('goes to the redirect query after signing in', async () => {
    answerLogin(200, { accessToken: 'new-token' });
    renderPage(<SignInPage />, { path: '/signin?redirect=%2Fevents%2F42', route: '/signin' });
    await fillAndSubmit();
    expect((await location()).textContent).toBe('/events/42');
  });

  it('ignores a redirect to another site and goes to /profile', async () => {
    answerLogin(200, { accessToken: 'new-token' });
    renderPage(<SignInPage />, {
      path: '/signin?redirect=%2F%2Fevil.example%2F',
      route: '/signin',
    });
    await fillAndSubmit();
    expect((await location()).textContent).toBe('/profile');
  });

  it("shows the server's message when sign-in fails", async () => {
    answerLogin(401, { error: 'unauthenticated', message: 'Email o contraseña incorrectos.' });
    renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email o contraseña incorrectos.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(0);
  });

  it("shows 'No se pudo iniciar sesión.' when the failure carries no message", async () => {
    server.on('POST', '/api/auth/login/user', () => new Response('oops', { status: 502 }));
    renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo iniciar sesión.');
  });

  it("shows 'No se pudo iniciar sesión.' when a 200 answer has no access token", async () => {
    answerLogin(200, {});
    renderPage(<SignInPage />, { path: '/signin' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo iniciar sesión.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("links to 'Recuperar contraseña' and 'Regístrate'", async () => {
    renderPage(<SignInPage />, { path: '/signin' });
    expect(
      (await screen.findByRole('link', { name: 'Recuperar contraseña' })).getAttribute('href'),
    ).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
  });
});

describe('sign-in as a modal', () => {
  it('shows the event intro, calls onSuccess and does not navigate', async () => {
    answerLogin(200, { accessToken: 'new-token' });
    const onSuccess = vi.fn();
    const { router } = renderPage(
      <SignInForm modal redirectTo="/events/7" onSuccess={onSuccess} />,
      { path: '/events/7' },
    );
    expect(await screen.findByText(SIGN_IN_MODAL_INTRO)).toBeVisible();
    await fillAndSubmit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
    expect(router.state.location.pathname).toBe('/events/7');
    expect(router.state.historyAction).toBe('POP');
  });

  it('does not show the intro on the page', async () => {
    renderPage(<SignInPage />, { path: '/signin' });
    await screen.findByLabelText('Email');
    expect(screen.queryByText(SIGN_IN_MODAL_INTRO)).not.toBeInTheDocument();
  });
});

describe('Google sign-in', () => {
  function fakeGoogle() {
    let callback: ((response: GoogleCredentialResponse) => void) | null = null;
    const initialize = vi.fn((config: Parameters<GoogleAccountsId['initialize']>[0]) => {
      callback = config.callback;
    });
    const renderButton = vi.fn();
    const id: GoogleAccountsId = { initialize, renderButton };
    return {
      id,
      initialize,
      renderButton,
      answer: (response: GoogleCredentialResponse) => {
        if (!callback) throw new Error('Google was not initialised');
        callback(response);
      },
    };
  }

  async function loadGoogleScript(id: GoogleAccountsId) {
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script#google-identity-services');
      if (!found) throw new Error('no script yet');
      return found;
    });
    window.google = { accounts: { id } };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    return script;
  }

  it('shows no Google option and loads no script when Google sign-in is off', async () => {
    renderPage(<SignInPage />, { path: '/signin' });
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Continuar con email' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).not.toBeInTheDocument();
  });

  it('offers Google or email, loads the Spanish script and renders a 383 px button', async () => {
    serveSiteConfig(server, { googleClientId: 'client-123' });
    const google = fakeGoogle();
    renderPage(<SignInPage />, { path: '/signin' });
    const script = await loadGoogleScript(google.id);
    expect(script.src).toBe('https://accounts.google.com/gsi/client?hl=es');
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123' }),
    );
    expect(google.renderButton).toHaveBeenCalledWith(
      screen.getByTestId('google-button'),
      expect.objectContaining({ width: 383, locale: 'es', theme: 'outline', size: 'large' }),
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar con email' }));
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('posts the credential, logs in and goes to /profile', async () => {
    serveSiteConfig(server, { googleClientId: 'client-123' });
    server.on('GET', '/api/user/profile', () => json(200, testProfile()));
    server.on('POST', '/api/auth/google/user', () => json(200, { accessToken: 'new-token' }));
    const google = fakeGoogle();
    renderPage(<SignInPage />, { path: '/signin' });
    await loadGoogleScript(google.id);
    act(() => google.answer({ credential: 'google-id-token' }));
    expect((await location()).textContent).toBe('/profile');
    expect(server.callsTo('/api/auth/google/user')[0]?.body).toEqual({ token: 'google-id-token' });
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
  });

  it("shows 'No se pudo iniciar sesión con Google.' when the server refuses the credential", async () => {
    serveSiteConfig(server, { googleClientId: 'client-123' });
    server.on('POST', '/api/auth/google/user', () =>
      json(401, { error: 'unauthenticated', message: 'No pudimos verificar tu cuenta de Google.' }),
    );
    const google = fakeGoogle();
    renderPage(<SignInPage />, { path: '/signin' });
    await loadGoogleScript(google.id);
    act(() => google.answer({ credential: 'google-id-token' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo iniciar sesión con Google.',
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
