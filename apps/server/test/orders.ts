import { randomUUID } from 'node:crypto';
import type { NewOrder, NewOrderItem } from '#src/modules/orders/orders.port';

/** A print line item as checkout will write it. */
export function printItem(copies = 2, unitPriceCents = 2450): NewOrderItem {
  const photoId = randomUUID();
  return {
    kind: 'print',
    quantity: copies,
    unitPriceCents,
    photoId,
    snapshot: {
      photoId,
      variantId: randomUUID(),
      sku: 'GLOBAL-FAP-16X24',
      color: null,
      copies,
      printFile: { kind: 'stored', key: `orders/${photoId}/print.jpg` },
      sizing: 'fillPrintArea',
      attributes: {},
      shippingMethod: 'Standard',
    },
  };
}

/** A guest's print order of 2 copies at 24,50 € with shipping and IVA. */
export function newPrintOrder(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    userId: null,
    email: 'comprador@example.com',
    currency: 'EUR',
    itemsCents: 4900,
    shippingCents: 650,
    taxFeesCents: 0,
    ivaCents: 1165,
    totalCents: 6715,
    recipient: {
      name: 'Lucía Pérez',
      email: 'comprador@example.com',
      phone: null,
      address: {
        line1: 'Calle Mayor 1',
        line2: null,
        postalOrZipCode: '28013',
        townOrCity: 'Madrid',
        stateOrCounty: null,
        countryCode: 'ES',
      },
    },
    isTest: false,
    items: [printItem()],
    ...overrides,
  };
}
