import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { launchListMessages as msg } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { LaunchListLinkPage } from './launch-list-link-page';

const server = setUpFakeServer();
const TOKEN = 'tok_0123456789abcdefghij';

describe('/coming-soon/confirmar', () => {
  it('sends the link token once and shows the confirmation', async () => {
    server.on('POST', '/api/launch-list/confirm', () =>
      json(200, { status: 'confirmed', message: msg.confirmed }),
    );
    renderPage(<LaunchListLinkPage kind="confirm" />, {
      route: '/coming-soon/confirmar',
      path: `/coming-soon/confirmar?token=${TOKEN}`,
      strict: true,
    });
    expect(await screen.findByText(msg.confirmed)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar email' })).toBeVisible();
    expect(server.callsTo('/api/launch-list/confirm')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: TOKEN } }),
    ]);
  });

  it("shows the server's Spanish message for an expired link", async () => {
    server.on('POST', '/api/launch-list/confirm', () =>
      json(410, { error: 'link_expired', message: msg.linkExpired }),
    );
    renderPage(<LaunchListLinkPage kind="confirm" />, {
      route: '/coming-soon/confirmar',
      path: `/coming-soon/confirmar?token=${TOKEN}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.linkExpired);
    expect(screen.getByRole('link', { name: 'Volver a Próximamente' })).toHaveAttribute(
      'href',
      '/coming-soon',
    );
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    renderPage(<LaunchListLinkPage kind="confirm" />, {
      route: '/coming-soon/confirmar',
      path: '/coming-soon/confirmar',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.linkInvalid);
    expect(server.callsTo('/api/launch-list/confirm')).toHaveLength(0);
  });

  it('falls back to a Spanish message when the server is unreachable', async () => {
    server.on('POST', '/api/launch-list/confirm', () => json(503, {}));
    renderPage(<LaunchListLinkPage kind="confirm" />, {
      route: '/coming-soon/confirmar',
      path: `/coming-soon/confirmar?token=${TOKEN}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.linkInvalid);
  });
});

describe('/coming-soon/baja', () => {
  it('unsubscribes with the link token', async () => {
    server.on('POST', '/api/launch-list/unsubscribe', () =>
      json(200, { status: 'unsubscribed', message: msg.unsubscribed }),
    );
    renderPage(<LaunchListLinkPage kind="unsubscribe" />, {
      route: '/coming-soon/baja',
      path: `/coming-soon/baja?token=${TOKEN}`,
    });
    expect(await screen.findByText(msg.unsubscribed)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Darte de baja' })).toBeVisible();
    expect(server.callsTo('/api/launch-list/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });
});
