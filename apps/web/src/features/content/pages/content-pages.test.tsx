import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { legalDocument } from '@test/site-content-fixtures';
import { ComingSoonPage } from './coming-soon-page';
import { LegalPage } from './legal-page';

const server = setUpFakeServer();

describe('legal pages', () => {
  it("shows the server's text with its version and the day it applies from", async () => {
    renderPage(<LegalPage document="notice" />);
    expect(await screen.findByText(/Texto de «Aviso legal» de Lumen/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
    expect(
      screen.getByText('Versión 1.0, en vigor desde el 24 de noviembre de 2026.'),
    ).toBeVisible();
  });

  it('says when the business data changed after the text took effect', async () => {
    server.on('GET', '/api/site/legal/privacy', () =>
      json(200, { ...legalDocument('privacy'), updatedDate: '2027-02-03' }),
    );
    renderPage(<LegalPage document="privacy" />);
    expect(
      await screen.findByText(
        'Versión 1.0, en vigor desde el 24 de noviembre de 2026. Datos del titular actualizados el 3 de febrero de 2027.',
      ),
    ).toBeVisible();
  });

  it('says in Spanish when the text cannot be loaded', async () => {
    server.on('GET', '/api/site/legal/terms', () => json(503, {}));
    renderPage(<LegalPage document="terms" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar este texto. Inténtalo de nuevo en unos minutos.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  });
});

describe('coming soon', () => {
  it("shows the photographer's title and text", async () => {
    renderPage(<ComingSoonPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevas series' })).toBeVisible();
    expect(screen.getByText('Talleres y ediciones firmadas.')).toBeVisible();
  });
});
