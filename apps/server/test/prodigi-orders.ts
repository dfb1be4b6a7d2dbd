import type { CreateOrderRequest } from '@shop/prodigi';

/** A one-print Prodigi order to Madrid, as the shop would send it (for tests and benches). */
export function prodigiOrderRequest(
  reference: string,
  idempotencyKey: string,
  assetUrl: string,
): CreateOrderRequest {
  return {
    merchantReference: reference,
    idempotencyKey,
    shippingMethod: 'Budget',
    recipient: {
      name: 'Lucía Pérez',
      email: null,
      phoneNumber: null,
      address: {
        line1: 'Calle Mayor 1',
        line2: null,
        postalOrZipCode: '28013',
        countryCode: 'ES',
        townOrCity: 'Madrid',
        stateOrCounty: null,
      },
    },
    items: [
      { sku: 'GLOBAL-FAP-16X24', copies: 1, assets: [{ printArea: 'default', url: assetUrl }] },
    ],
  };
}
