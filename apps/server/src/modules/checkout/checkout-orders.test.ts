import { describe, expect, it } from 'vitest';
import {
  checkoutMessages as msg,
  percentOf,
  type AdminVariant,
  type OrderCheckoutResponse,
} from '@shop/contracts';
import { randomIp } from '#test/accounts';
import { shopWithTwoPrints } from '#test/checkout';
import {
  orderOf,
  payWith,
  prodigiOrdersFor,
  recipient,
  startPaymentOk,
  waitForPrint,
} from '#test/purchase';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const fx = await shopWithTwoPrints();
const { ctx } = fx;

const checkout = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    remoteAddress: randomIp(),
    payload,
  });
const print = (variant: AdminVariant, copies = 1) => ({
  kind: 'print',
  photoId: fx.shop.photoId,
  variantId: variant.id,
  copies,
});

describe('checkout of any lines', () => {
  it('prices several prints in one order, one line each and shipping, IVA shared to the cent', async () => {
    const res = await checkout({
      items: [print(fx.small, 3), print(fx.large, 1)],
      recipient,
      shippingMethod: 'Standard',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<OrderCheckoutResponse>();
    expect(answer).toMatchObject({ status: 'pending_payment', currency: 'EUR' });
    expect(answer.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(answer.lines.map((l) => [l.kind, l.quantity, l.vatRateBp]).sort()).toEqual([
      ['print', 1, 2100],
      ['print', 3, 2100],
      ['shipping', 1, 2100],
    ]);
    const bases = sum(answer.lines.map((l) => l.baseCents));
    // IVA per line, each on its own base.
    for (const line of answer.lines) expect(line.vatCents).toBe(percentOf(line.baseCents, 21));
    expect(bases + sum(answer.lines.map((l) => l.vatCents))).toBe(answer.amount);
    // The retail price replaces Prodigi's cost: 59,99 € for the large print, before IVA.
    const order = await orderOf(ctx.app, answer.orderId);
    const largeLine = order.items.find((i) => i.kind === 'print' && i.quantity === 1);
    expect(largeLine?.unitPriceCents).toBe(5999);
    expect(order.totalCents).toBe(answer.amount);

    await payWith(ctx.app, answer.paymentIntentId ?? '');
    await waitForPrint(ctx.app, answer.orderId, 'submitted');
    const [atLab, ...more] = await prodigiOrdersFor(ctx.app, answer.orderId);
    expect(more).toHaveLength(0);
    expect(atLab?.shippingMethod).toBe('Standard');
    expect(atLab?.items.map((i) => [i.sku, i.copies]).sort()).toEqual([
      ['GLOBAL-FAP-11X14', 3],
      ['GLOBAL-FAP-16X24', 1],
    ]);
    // Each print its own file link.
    expect(atLab?.items.map((i) => new URL(i.assets[0]?.url ?? '').pathname).sort()).toEqual([
      `/api/print-files/${answer.orderId}/0`,
      `/api/print-files/${answer.orderId}/1`,
    ]);
  });

  it('charges one print what the buy form’s route charges for it', async () => {
    const viaForm = await startPaymentOk(ctx.app, {
      photoId: fx.shop.photoId,
      variantId: fx.small.id,
      copies: 2,
    });
    const res = await checkout({ items: [print(fx.small, 2)], recipient });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderCheckoutResponse>().amount).toBe(viaForm.amount);
    expect(viaForm.pricing.total).toBe(viaForm.amount);
  });

  it('refuses prints without a recipient, and an order of no lines or too many', async () => {
    const noRecipient = await checkout({ items: [print(fx.small)] });
    expect([noRecipient.statusCode, noRecipient.json<{ message: string }>().message]).toEqual([
      400,
      msg.recipientRequired,
    ]);
    expect((await checkout({ items: [], recipient })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => print(fx.small));
    expect((await checkout({ items: many, recipient })).statusCode).toBe(400);
    const unknownKind = await checkout({ items: [{ kind: 'gift-card', amount: 1 }], recipient });
    expect(unknownKind.statusCode).toBe(400);
  });
});
