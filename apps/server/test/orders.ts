import { randomUUID } from 'node:crypto';
import { taxLines } from '@shop/contracts';
import type { PrintItemSnapshot } from '#src/db/schema/index';
import type { NewOrder, NewOrderItem } from '#src/modules/orders/orders.port';

type PrintItem = Extract<NewOrderItem, { kind: 'print' }>;

/** A print line item as checkout writes it (its IVA is set by `newPrintOrder`). */
export function printItem(copies = 2, unitPriceCents = 2450): PrintItem {
  const photoId = randomUUID();
  const snapshot: PrintItemSnapshot = {
    photoId,
    variantId: randomUUID(),
    sku: 'GLOBAL-FAP-16X24',
    color: null,
    copies,
    printFile: { kind: 'stored', key: `orders/${photoId}/print.jpg` },
    sizing: 'fillPrintArea',
    attributes: {},
    shippingMethod: 'Standard',
  };
  const baseCents = copies * unitPriceCents;
  return {
    kind: 'print',
    quantity: copies,
    unitPriceCents,
    baseCents,
    vatRateBp: 2100,
    vatCents: 0,
    photoId,
    snapshot,
  };
}

const SHIPPING_CENTS = 650;

/**
 * A guest's order of prints (by default 2 copies at 24,50 €) with 6,50 € shipping and 21 %
 * IVA per line; the totals follow from the lines.
 */
export function newPrintOrder(
  overrides: Partial<Omit<NewOrder, 'items'>> & { items?: PrintItem[] } = {},
): NewOrder {
  const prints = overrides.items ?? [printItem()];
  const lines = taxLines<NewOrderItem>([
    ...prints,
    {
      kind: 'shipping',
      quantity: 1,
      unitPriceCents: SHIPPING_CENTS,
      baseCents: SHIPPING_CENTS,
      vatRateBp: 2100,
      vatCents: 0,
      photoId: null,
      snapshot: { method: 'Standard' },
    },
  ]);
  const itemsCents = prints.reduce((sum, p) => sum + p.baseCents, 0);
  const ivaCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
  return {
    userId: null,
    email: 'comprador@example.com',
    currency: 'EUR',
    itemsCents,
    shippingCents: SHIPPING_CENTS,
    taxFeesCents: 0,
    ivaCents,
    totalCents: itemsCents + SHIPPING_CENTS + ivaCents,
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
    ...overrides,
    items: lines,
  };
}
