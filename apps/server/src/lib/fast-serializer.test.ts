import { describe, expect, it } from 'vitest';
import { purchasesSchema, type Purchases } from '@shop/contracts';
import { fastSerializerCompiler } from './fast-serializer';

const purchase: Purchases['orders'][number] = {
  _id: '00000000-0000-4000-8000-000000000001',
  number: '000001',
  status: 'partially_refunded',
  createdAt: '2026-11-20T10:00:00.000Z',
  totalAmount: 4500,
  currency: 'EUR',
  eventInfo: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Taller de revelado «Alhambra»',
    cover: null,
    startDate: '2026-12-12T17:00:00.000Z',
    location: 'Palacio de Carlos V, Granada',
  },
  totalItems: 2,
  totalQuantity: 3,
  tickets: [
    {
      eventId: '00000000-0000-4000-8000-000000000002',
      name: 'Inscripción',
      quantity: 2,
      price: 1250,
      participants: [{ fullName: 'Ana "la" López', email: 'ana@example.com' }],
    },
  ],
  prints: [
    { title: 'Niebla', product: 'Lámina · Negro', copies: 1, priceCents: 2000, thumbnailUrl: null },
  ],
  breakdown: {
    itemsCents: 4000,
    shippingCents: 500,
    ivaCents: 780,
    ivaRatesBp: [2100],
    totalCents: 4500,
    refundedCents: 1000,
  },
  payment: { brand: 'visa', last4: '4242' },
  stage: 'shipped',
  shipments: [{ carrier: 'Correos', trackingNumber: 'PK1', trackingUrl: null }],
  invoices: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      code: 'R2026-000001',
      type: 'R5',
      issuedAt: '2026-11-21T10:00:00.000Z',
      totalCents: -1000,
    },
  ],
};

describe('the fast serializer', () => {
  const serialize = fastSerializerCompiler({ schema: purchasesSchema });

  it("writes what zod's serializer writes, to the byte", () => {
    const answer: Purchases = {
      orders: [purchase, { ...purchase, eventInfo: null, payment: null, stage: null }],
      totalSpent: 8000,
      allEventIds: ['00000000-0000-4000-8000-000000000002'],
    };
    expect(serialize(answer)).toBe(JSON.stringify(purchasesSchema.parse(answer)));
  });

  it('leaves out anything the schema does not name', () => {
    const leaky = {
      orders: [
        { ...purchase, email: 'secreto@example.com', payment: { ...purchase.payment, pm: 'pm_1' } },
      ],
      totalSpent: 0,
      allEventIds: [],
      internal: true,
    };
    const written = serialize(leaky);
    expect(written).not.toContain('secreto');
    expect(written).not.toContain('pm_1');
    expect(written).not.toContain('internal');
    expect(JSON.parse(written)).toEqual(purchasesSchema.parse(leaky));
  });
});
