import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { queryKeys } from '@/lib/query-keys';
import { BuyPrint } from './buy-print';

const server = setUpFakeServer((server) => {
  server.on('GET', '/api/prodigi/products', () => json(200, []));
});

describe('the photo page’s buy slot', () => {
  it('says the lowest print price, IVA included and shipping apart', async () => {
    server.on('GET', '/api/checkout/prints-from', () => json(200, { fromCents: 4990 }));
    renderPage(<BuyPrint photoId="faro" />);
    const from = (await screen.findByText('Impresiones desde')).closest('dl');
    if (!from) throw new Error('no list');
    expect(within(from).getByText('49,90 € + envío')).toBeVisible();
    expect(from).toHaveTextContent(
      'Una copia, IVA incluido. El envío depende del destino y del método que elijas.',
    );
    expect(server.callsTo('/api/checkout/prints-from')[0]?.path).toContain('photoId=faro');
  });

  it('says nothing of prices when no print can be bought', async () => {
    server.on('GET', '/api/checkout/prints-from', () => json(200, { fromCents: null }));
    const { queryClient } = renderPage(<BuyPrint photoId="faro" />);
    expect(
      await screen.findByText('Pronto habilitaremos la compra de impresiones para esta foto.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.checkout.printsFrom('faro'))).toEqual({
        fromCents: null,
      }),
    );
    expect(screen.queryByText('Impresiones desde')).toBeNull();
  });
});
