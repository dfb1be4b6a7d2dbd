import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatEuros,
  ivaIncludedLabel,
  orderNumber,
  TOTAL_LABEL_NO_SHIPPING,
  type AdminEvent,
  type OrderCheckoutResponse,
} from '@shop/contracts';
import { bearer, confirmedCustomer } from '#test/accounts';
import { shopWithTwoPrints } from '#test/checkout';
import { adminEvent } from '#test/events';
import { waitForJobs } from '#test/job-states';
import { readMailbox, waitForMail } from '#test/mailbox';
import { eventAbout, orderOf, payWith, recipient, redeliver, waitForStatus } from '#test/purchase';
import { paidOrderEmailQueues } from './paid-order';
import { TICKETS_NO_WITHDRAWAL } from './paid-order-emails';

const fx = await shopWithTwoPrints();
const { ctx } = fx;
let event: AdminEvent;
let buyer = { accessToken: '', email: '' };
let studio = '';

beforeAll(async () => {
  event = await adminEvent(ctx.app, fx.shop.admin);
  buyer = await confirmedCustomer(ctx.app, ctx.database.db);
  studio = (await ctx.app.businessIdentity.current()).contactEmail;
});

const [paidType, freeType] = [0, 1];
const ticketLine = (type: number, holders: [string, string][]) => ({
  kind: 'ticket',
  ticketTypeId: event.ticketTypes[type]?.id,
  holders: holders.map(([fullName, email]) => ({ fullName, email })),
});

async function order(payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: bearer(buyer.accessToken),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderCheckoutResponse>();
}

/** Pays the order by card; returns once it is paid. */
async function pay(answer: OrderCheckoutResponse) {
  await payWith(ctx.app, answer.paymentIntentId ?? '');
  await waitForStatus(ctx.app, answer.orderId, 'paid');
}

/** The order's emails, once both jobs have ended (so a second email would be there too). */
async function emailsOf(orderId: string) {
  for (const name of Object.values(paidOrderEmailQueues)) {
    await waitForJobs(ctx.database.db, { name, data: { orderId } });
  }
  const number = orderNumber(orderId);
  const mails = (await readMailbox(ctx.dataDir)).filter((m) => m.subject.includes(number));
  // The order's address: the buyer's, or the delivery's when it has prints.
  const { email } = await orderOf(ctx.app, orderId);
  return {
    toBuyer: mails.filter((m) => m.to.includes(email)),
    toStudio: mails.filter((m) => m.to.includes(studio)),
  };
}

describe('every paid order sends its confirmation and the photographer’s note, once', () => {
  it('a ticket order: the amount, the IVA, the number and why tickets have no withdrawal; a duplicate webhook sends nothing more', async () => {
    const answer = await order({
      items: [
        ticketLine(paidType, [
          ['Lola Buyer', buyer.email],
          ['Mar Vega', 'mar@example.com'],
        ]),
      ],
    });
    await pay(answer);
    const { toBuyer, toStudio } = await emailsOf(answer.orderId);
    const number = orderNumber(answer.orderId);
    expect(toBuyer.map((m) => m.subject)).toEqual([`Pedido ${number} confirmado`]);
    const body = toBuyer[0]?.body ?? '';
    expect(body).toContain(`${TOTAL_LABEL_NO_SHIPPING}: ${formatEuros(5000)}`);
    expect(body).toContain(`Entradas: ${formatEuros(5000)}`);
    expect(body).toContain(`${ivaIncludedLabel([2100])}: ${formatEuros(868)}`);
    expect(body).toContain(TICKETS_NO_WITHDRAWAL);
    expect(body).not.toContain('Impresiones');
    expect(body).not.toContain('14 días naturales');
    expect(toStudio.map((m) => m.subject)).toEqual([
      `Nueva venta: pedido ${number} (${formatEuros(5000)})`,
    ]);

    const paid = await eventAbout(
      ctx.app,
      'payment_intent.succeeded',
      answer.paymentIntentId ?? '',
    );
    expect((await redeliver(ctx.app, paid.id)).statusCode).toBe(200);
    const again = await emailsOf(answer.orderId);
    expect([again.toBuyer.length, again.toStudio.length]).toEqual([1, 1]);
  });

  it('prints and tickets in one order: one confirmation with both, each one’s withdrawal said', async () => {
    const answer = await order({
      items: [
        { kind: 'print', photoId: fx.shop.photoId, variantId: fx.large.id, copies: 1 },
        ticketLine(paidType, [['Lola Buyer', buyer.email]]),
      ],
      recipient,
      shippingMethod: 'Standard',
    });
    await pay(answer);
    const { toBuyer, toStudio } = await emailsOf(answer.orderId);
    expect(toBuyer).toHaveLength(1);
    const body = toBuyer[0]?.body ?? '';
    expect(body).toContain('Impresiones:');
    expect(body).toContain(`Entradas: ${formatEuros(2500)}`);
    expect(body).toContain('14 días naturales desde la entrega');
    expect(body).toContain(TICKETS_NO_WITHDRAWAL);
    expect(toStudio.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Nueva venta: pedido /),
    ]);
    expect(toStudio[0]?.body).toContain('Nueva venta de impresiones y entradas');
  });

  it('a free registration: its own words, no money and no withdrawal, once each', async () => {
    const answer = await order({ items: [ticketLine(freeType, [['Lola Buyer', buyer.email]])] });
    expect(answer.status).toBe('paid');
    const { toBuyer, toStudio } = await emailsOf(answer.orderId);
    const number = orderNumber(answer.orderId);
    expect(toBuyer.map((m) => m.subject)).toEqual([`Inscripción ${number} confirmada`]);
    expect(toBuyer[0]?.body).not.toContain('Total (');
    expect(toBuyer[0]?.body).not.toContain('desistimiento');
    expect(toStudio.map((m) => m.subject)).toEqual([
      `Nueva inscripción: ${event.name} (pedido ${number})`,
    ]);
    // Its tickets still come on their own.
    await waitForMail(ctx.dataDir, buyer.email, /Tu entrada para/, 15_000);
  });
});
