import { beforeAll, describe, expect, it } from 'vitest';
import {
  buyerOrderSchema,
  ORDER_LINK_PARAM,
  type AdminEvent,
  type AdminVariant,
  type BuyerOrder,
  type OrderCheckoutResponse,
} from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { printShop } from '#test/checkout';
import { adminEvent } from '#test/events';
import { freePort, payWith, recipient, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;
let event: AdminEvent;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  shop = await printShop(ctx.app, ctx.database.db);
  variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    displayName: 'Lámina grande',
    profitMargin: '10,00',
  });
  event = await adminEvent(ctx.app, admin);
}, 60_000);

const ticketLine = (holders: { fullName: string; email: string }[]) => ({
  kind: 'ticket',
  ticketTypeId: event.ticketTypes[0]?.id ?? '',
  holders,
});
const printLine = (copies = 2) => ({
  kind: 'print',
  photoId: shop.photoId,
  variantId: variant.id,
  copies,
});

/** A signed-in buyer's order of `items`, paid with `card` (declined: never paid). */
async function ordered(items: object[], card = 'pm_card_visa') {
  const buyer = await signUp(ctx.app, { name: 'Nora Vidal' });
  const withPrints = items.some((item) => (item as { kind: string }).kind === 'print');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: bearer(buyer.accessToken),
    payload: {
      items,
      ...(withPrints ? { recipient: { ...recipient, email: buyer.email } } : {}),
      ...(withPrints ? { shippingMethod: 'Standard' } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, paymentIntentId } = res.json<OrderCheckoutResponse>();
  if (card === 'pm_card_visa') {
    await payWith(ctx.app, paymentIntentId ?? '');
    await waitForStatus(ctx.app, orderId, 'paid');
  } else {
    await expect(payWith(ctx.app, paymentIntentId ?? '', card)).rejects.toBeDefined();
    await waitForStatus(ctx.app, orderId, 'payment_failed');
  }
  return { orderId, buyer };
}

/** The page's answer, held to the contract, by the owner's session or the email's link. */
async function page(orderId: string, token?: string): Promise<BuyerOrder> {
  const signature =
    new URL(ctx.app.orders.links.url(orderId)).searchParams.get(ORDER_LINK_PARAM) ?? '';
  const res = await ctx.app.inject({
    url: `/api/buyer/orders/${orderId}${token ? '' : `?signature=${signature}`}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return buyerOrderSchema.strict().parse(res.json());
}

describe("the buyer's order page by what the order holds", () => {
  it('names the tickets of a ticket order, their holders and references, with no prints, delivery or lab', async () => {
    const { orderId, buyer } = await ordered([
      ticketLine([
        { fullName: 'Nora Vidal', email: 'nora@example.com' },
        { fullName: 'Iván Soler', email: 'ivan@example.com' },
      ]),
    ]);
    // Issued after the payment, by the events domain's own job.
    await waitUntil(
      async () =>
        Boolean((await page(orderId, buyer.accessToken)).tickets[0]?.holders[0]?.reference),
      'the tickets to be issued',
    );
    const mine = await page(orderId, buyer.accessToken);
    expect(mine).toMatchObject({
      status: 'paid',
      items: [],
      printChoices: [],
      shippingMethod: null,
      recipient: null,
      shipments: [],
      viewerIsOwner: true,
      breakdown: { itemsCents: 5000, printsCents: 0, ticketsCents: 5000, shippingCents: 0 },
      actions: {
        changeAddress: false,
        cancel: false,
        changeAddressUnavailable: null,
        cancelUnavailable: null,
      },
    });
    expect(mine.tickets).toEqual([
      {
        eventId: event._id,
        eventName: 'Paseo fotográfico por el Albaicín',
        ticketType: 'General',
        startsAt: expect.any(String) as string,
        endsAt: expect.any(String) as string,
        timeZone: 'Europe/Madrid',
        venueName: 'Mirador de San Nicolás',
        venueAddress: 'Plaza de San Nicolás, Granada',
        quantity: 2,
        priceCents: 5000,
        holders: [
          {
            fullName: 'Nora Vidal',
            email: 'nora@example.com',
            reference: expect.stringMatching(/^[0-9A-F]{8}$/) as string,
            status: 'valid',
          },
          {
            fullName: 'Iván Soler',
            email: 'ivan@example.com',
            reference: expect.stringMatching(/^[0-9A-F]{8}$/) as string,
            status: 'valid',
          },
        ],
      },
    ]);
    // By the email's link: the same tickets, but their pages are the owner's session's.
    expect(await page(orderId)).toMatchObject({ viewerIsOwner: false, tickets: mine.tickets });
  });

  it('keeps the prints of a print order apart: their price, the cart choice, delivery and actions', async () => {
    const { orderId, buyer } = await ordered([printLine()]);
    const mine = await page(orderId, buyer.accessToken);
    expect(mine).toMatchObject({
      tickets: [],
      items: [{ title: 'Atardecer en Cabo de Gata', copies: 2 }],
      printChoices: [
        {
          photoId: shop.photoId,
          variantId: variant.id,
          colorCode: '',
          copies: 2,
          productAttributes: {},
        },
      ],
      shippingMethod: 'Standard',
      recipient: { addressLine1: 'Calle Mayor 1' },
    });
    const { breakdown } = mine;
    expect(breakdown.ticketsCents).toBe(0);
    expect(breakdown.printsCents).toBe(mine.items[0]?.priceCents);
    expect(breakdown.printsCents + breakdown.shippingCents).toBe(breakdown.totalCents);
  });

  it('shows both kinds of a mixed order, each with its own price', async () => {
    const { orderId, buyer } = await ordered([
      ticketLine([{ fullName: 'Nora Vidal', email: 'nora@example.com' }]),
      printLine(1),
    ]);
    const mine = await page(orderId, buyer.accessToken);
    expect(mine.items).toHaveLength(1);
    expect(mine.tickets).toMatchObject([{ ticketType: 'General', quantity: 1, priceCents: 2500 }]);
    expect(mine.recipient).not.toBeNull();
    const { breakdown } = mine;
    expect(breakdown.ticketsCents).toBe(2500);
    expect(breakdown.itemsCents).toBe(breakdown.printsCents + 2500);
    expect(breakdown.itemsCents + breakdown.shippingCents).toBe(breakdown.totalCents);
  });

  it('says nothing about delivery actions for a failed payment, and keeps the prints to buy again', async () => {
    const { orderId } = await ordered([printLine()], 'pm_card_chargeDeclined');
    // The checkout's receipt link opens it (an account's list holds paid orders only).
    const mine = await page(orderId);
    expect(mine).toMatchObject({
      status: 'payment_failed',
      printChoices: [{ variantId: variant.id, copies: 2 }],
      actions: {
        changeAddress: false,
        cancel: false,
        changeAddressUnavailable: null,
        cancelUnavailable: null,
      },
    });
  });
});
