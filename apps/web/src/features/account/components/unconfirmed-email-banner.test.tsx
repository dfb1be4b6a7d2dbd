import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, SessionProbe, setUpFakeServer, signInAs } from '@test/render-app';
import { RESEND_MESSAGE_MS } from '@/features/account/hooks/use-resend-confirmation';
import { UnconfirmedEmailBanner } from './unconfirmed-email-banner';

const server = setUpFakeServer();
afterEach(() => {
  vi.useRealTimers();
});

const renderBanner = (path = '/') =>
  renderPage(
    <>
      <UnconfirmedEmailBanner />
      <SessionProbe />
    </>,
    { path, route: '*' },
  );
const profileLoaded = () =>
  waitFor(() => expect(screen.getByTestId('session-profile').textContent).toBe('Ana López'));
const resendButton = () => screen.findByRole('button', { name: 'Reenviar enlace' });

describe('unconfirmed-email banner: when it shows', () => {
  it('shows for a signed-in user with an unconfirmed email', async () => {
    signInAs(server, { mail_confirmed: false });
    renderBanner('/events');
    expect(await screen.findByText('Verifica tu email')).toBeVisible();
  });

  it.each(['/profile', '/profile/ajustes'])('does not show on %s', async (path) => {
    signInAs(server, { mail_confirmed: false });
    renderBanner(path);
    await profileLoaded();
    expect(screen.queryByText('Verifica tu email')).not.toBeInTheDocument();
  });

  it.each([
    ['a confirmed email', { mail_confirmed: true }],
    ['no mail_confirmed field (counts as confirmed)', { mail_confirmed: undefined }],
  ])('does not show for %s', async (_, profile) => {
    signInAs(server, profile);
    renderBanner('/');
    await profileLoaded();
    expect(screen.queryByText('Verifica tu email')).not.toBeInTheDocument();
  });

  it('does not show to signed-out visitors', () => {
    renderBanner('/');
    expect(screen.queryByText('Verifica tu email')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    signInAs(server, { mail_confirmed: false });
    renderBanner('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Verifica tu email')).not.toBeInTheDocument();
  });
});

describe('unconfirmed-email banner: resending', () => {
  it("reads 'Reenviando...' while sending, then shows the success message for 7 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(server, { mail_confirmed: false, email: 'ana@example.com' });
    let answer: (r: Response) => void = () => {};
    server.on('POST', '/api/auth/resend-confirmation', () => new Promise((r) => (answer = r)));
    renderBanner('/');
    await userEvent.click(await resendButton());
    const sending = await screen.findByRole('button', { name: 'Reenviando...' });
    expect(sending).toHaveProperty('disabled', true);
    expect(server.callsTo('/api/auth/resend-confirmation')[0]?.body).toEqual({
      email: 'ana@example.com',
    });

    answer(json(200, { success: true, message: 'Enviado' }));
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.resendSuccess);
    act(() => {
      vi.advanceTimersByTime(RESEND_MESSAGE_MS - 50);
    });
    expect(screen.queryByText(accountMessages.resendSuccess)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByText(accountMessages.resendSuccess)).not.toBeInTheDocument();
    expect(RESEND_MESSAGE_MS).toBe(7000);
  });

  it('fails without a call when the profile has no email', async () => {
    signInAs(server, { mail_confirmed: false, email: '' });
    renderBanner('/');
    await userEvent.click(await resendButton());
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.resendNoEmail);
    expect(server.callsTo('/api/auth/resend-confirmation')).toHaveLength(0);
  });

  it("shows the server's message on failure, and keeps it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(server, { mail_confirmed: false });
    server.on('POST', '/api/auth/resend-confirmation', () =>
      json(429, { error: 'rate_limited', message: accountMessages.tooManyRequests }),
    );
    renderBanner('/');
    await userEvent.click(await resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.tooManyRequests);
    act(() => {
      vi.advanceTimersByTime(RESEND_MESSAGE_MS + 1000);
    });
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.tooManyRequests);
  });

  it('shows the default failure message when the server gives none', async () => {
    signInAs(server, { mail_confirmed: false });
    server.on('POST', '/api/auth/resend-confirmation', () => new Response('x', { status: 500 }));
    renderBanner('/');
    await userEvent.click(await resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.resendFailure);
  });

  it('treats success: false as a failure', async () => {
    signInAs(server, { mail_confirmed: false });
    server.on('POST', '/api/auth/resend-confirmation', () =>
      json(200, { success: false, message: '' }),
    );
    renderBanner('/');
    await userEvent.click(await resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.resendFailure);
  });
});
