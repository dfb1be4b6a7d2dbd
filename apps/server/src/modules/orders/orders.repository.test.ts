import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import { newPrintOrder, printItem } from '#test/orders';

class Rollback extends Error {}

describe('orders storage', () => {
  const ctx = setupTestApp();
  const newUser = () =>
    ctx.app.userAccounts.create({ email: uniqueEmail(), name: 'Cliente' }).then((u) => u.id);

  it('creates an order pending payment with its typed items', async () => {
    const input = newPrintOrder({ items: [printItem(2, 2450), printItem(1, 3000)] });
    const order = await ctx.app.orders.checkout.create(input);
    expect(order).toMatchObject({
      status: 'pending_payment',
      totalCents: input.totalCents,
      paymentIntentId: null,
      flaggedReason: null,
      isTest: false,
      print: { status: 'pending', shipments: [], recipient: input.recipient },
    });
    // The lines: the two prints and the shipping, each with its IVA, adding up to the total.
    expect(order.items.map((i) => i.kind).sort()).toEqual(['print', 'print', 'shipping']);
    expect(order.items.reduce((sum, i) => sum + i.baseCents + i.vatCents, 0)).toBe(
      input.totalCents,
    );
    const found = await ctx.app.orders.payments.findById(order.id);
    expect(found?.items.map((i) => [i.kind, i.quantity, i.unitPriceCents, i.snapshot])).toEqual(
      expect.arrayContaining(
        input.items.map((i) => [i.kind, i.quantity, i.unitPriceCents, i.snapshot]),
      ) as unknown,
    );
    expect(found?.items).toHaveLength(3);
    expect(found?.print?.recipient).toEqual(input.recipient);
  });

  it('keeps the lines in the order they were bought (the receipt, the emails, the invoice)', async () => {
    const prints = Array.from({ length: 8 }, (_, i) => printItem(1, 1000 + i * 100));
    const input = newPrintOrder({ items: prints });
    const created = await ctx.app.orders.checkout.create(input);
    const unitPrices = (items: { unitPriceCents: number }[]) => items.map((i) => i.unitPriceCents);
    expect(unitPrices(created.items)).toEqual(unitPrices(input.items));
    const found = await ctx.app.orders.payments.findById(created.id);
    expect(unitPrices(found?.items ?? [])).toEqual(unitPrices(input.items));
  });

  it('creates the order and its items together or not at all', async () => {
    const email = uniqueEmail();
    const bad = printItem();
    bad.quantity = 0; // refused by the items' check constraint
    await expect(
      ctx.app.orders.checkout.create(newPrintOrder({ email, items: [printItem(), bad] })),
    ).rejects.toThrow();
    const result = await ctx.app.database.db.execute(
      sql`select count(*)::int as n from orders where email = ${email}`,
    );
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("finds a user's own order, and nobody else's", async () => {
    const owner = await newUser();
    const other = await newUser();
    const order = await ctx.app.orders.checkout.create(newPrintOrder({ userId: owner }));
    expect((await ctx.app.orders.payments.findForUser(order.id, owner))?.id).toBe(order.id);
    expect(await ctx.app.orders.payments.findForUser(order.id, other)).toBeNull();
    expect(await ctx.app.orders.payments.findForUser(randomUUID(), owner)).toBeNull();
    const guestOrder = await ctx.app.orders.checkout.create(newPrintOrder());
    expect(await ctx.app.orders.payments.findForUser(guestOrder.id, owner)).toBeNull();
  });

  it("lists a buyer's paid orders as they are read one by one (lines, print part), newest first", async () => {
    const owner = await newUser();
    const made = [];
    for (const copies of [1, 3]) {
      const order = await ctx.app.orders.checkout.create(
        newPrintOrder({ userId: owner, items: [printItem(copies, 2450), printItem(2, 3000)] }),
      );
      await ctx.database.db.execute(sql`update orders set status = 'paid' where id = ${order.id}`);
      made.push(order.id);
    }
    // Unpaid: not listed.
    await ctx.app.orders.checkout.create(newPrintOrder({ userId: owner }));
    const listed = await ctx.app.orders.buyers.listForUser(owner, 10);
    expect(listed.map((o) => o.id)).toEqual([...made].reverse());
    for (const order of listed) {
      expect(order).toEqual(await ctx.app.orders.buyers.findById(order.id));
    }
  });

  it('links one PaymentIntent to an order, and finds the order by it', async () => {
    const order = await ctx.app.orders.checkout.create(newPrintOrder());
    const pi = `pi_${randomUUID()}`;
    expect(await ctx.app.orders.payments.attachPaymentIntent(order.id, pi)).toBe(true);
    expect(await ctx.app.orders.payments.attachPaymentIntent(order.id, `pi_${randomUUID()}`)).toBe(
      false,
    );
    expect((await ctx.app.orders.payments.findByPaymentIntent(pi))?.id).toBe(order.id);
    const other = await ctx.app.orders.checkout.create(newPrintOrder());
    await expect(ctx.app.orders.payments.attachPaymentIntent(other.id, pi)).rejects.toThrow();
  });

  it("moves an order's payment forward by the rule, and never back", async () => {
    const { checkout, payments: orders } = ctx.app.orders;
    const order = await checkout.create(newPrintOrder());
    expect(await orders.moveTo(order.id, 'paid')).toEqual({ moved: true, from: 'pending_payment' });
    // A late payment_failed after the success: not a move.
    expect(await orders.moveTo(order.id, 'payment_failed')).toEqual({
      moved: false,
      status: 'paid',
    });
    expect(await orders.moveTo(order.id, 'paid')).toEqual({ moved: false, status: 'paid' });
    expect((await orders.moveTo(order.id, 'partially_refunded')).moved).toBe(true);
    expect(await orders.moveTo(order.id, 'paid')).toEqual({
      moved: false,
      status: 'partially_refunded',
    });
    expect(await orders.moveTo(randomUUID(), 'paid')).toEqual({ moved: false, status: null });
  });

  it("moves an order's prints forward by their own rule, whatever its payment", async () => {
    const { checkout, prints } = ctx.app.orders;
    const order = await checkout.create(newPrintOrder());
    expect(order.print).toMatchObject({ status: 'pending', shipments: [], prodigiOrderId: null });
    expect(
      await prints.moveTo(order.id, 'submitted', { prodigiOrderId: `ord_${randomUUID()}` }),
    ).toEqual({ moved: true, from: 'pending' });
    // Prodigi's shipped arrives before its in_production: the late one changes nothing.
    expect((await prints.moveTo(order.id, 'shipped')).moved).toBe(true);
    expect(await prints.moveTo(order.id, 'in_production')).toEqual({
      moved: false,
      status: 'shipped',
    });
    const found = await prints.findById(order.id);
    expect([found?.status, found?.print?.status]).toEqual(['pending_payment', 'shipped']);
    expect(await prints.moveTo(randomUUID(), 'submitted')).toEqual({ moved: false, status: null });
  });

  it('flags an order whose payment did not match, with the reason for the admin', async () => {
    const { checkout, payments: orders } = ctx.app.orders;
    const order = await checkout.create(newPrintOrder());
    const reason = 'El pago pi_1 cobró 100 céntimos; el pedido vale 6716.';
    expect((await orders.moveTo(order.id, 'flagged', { flaggedReason: reason })).moved).toBe(true);
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'flagged',
      flaggedReason: reason,
    });
  });

  it('ends an unpaid order with its prints, and never a paid one', async () => {
    const { checkout, payments } = ctx.app.orders;
    const unpaid = await checkout.create(newPrintOrder());
    expect(await payments.endUnpaid(unpaid.id, 'expired')).toBe(true);
    const ended = await payments.findById(unpaid.id);
    expect([ended?.status, ended?.print?.status]).toEqual(['expired', 'cancelled']);
    const paid = await checkout.create(newPrintOrder());
    await payments.moveTo(paid.id, 'paid');
    expect(await payments.endUnpaid(paid.id, 'cancelled')).toBe(false);
    const kept = await payments.findById(paid.id);
    expect([kept?.status, kept?.print?.status]).toEqual(['paid', 'pending']);
  });

  it('records a Stripe event once', async () => {
    const id = `evt_${randomUUID()}`;
    expect(await ctx.app.orders.payments.recordPaymentEvent(id, 'payment_intent.succeeded')).toBe(
      true,
    );
    expect(await ctx.app.orders.payments.recordPaymentEvent(id, 'payment_intent.succeeded')).toBe(
      false,
    );
    expect(
      await ctx.app.orders.payments.recordPaymentEvent(`evt_${randomUUID()}`, 'charge.refunded'),
    ).toBe(true);
  });

  it('commits the event record, the status change and a job together, or none of them', async () => {
    const { jobs } = ctx.app;
    const { checkout, payments: orders } = ctx.app.orders;
    const queue = `orders-test-${randomUUID()}`;
    await jobs.declare(queue);
    const order = await checkout.create(newPrintOrder());
    const eventId = `evt_${randomUUID()}`;
    let jobId: string | null = null;
    await expect(
      orders.transaction(async (inTx, tx) => {
        expect(await inTx.recordPaymentEvent(eventId, 'payment_intent.succeeded')).toBe(true);
        expect((await inTx.moveTo(order.id, 'paid')).moved).toBe(true);
        jobId = await jobs.send(queue, { orderId: order.id }, {}, tx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect((await orders.findById(order.id))?.status).toBe('pending_payment');
    const jobs0 = await ctx.app.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where id = ${jobId}::uuid`,
    );
    expect((jobs0 as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    // The same event again, this time committed: recorded, paid, queued.
    await orders.transaction(async (inTx, tx) => {
      expect(await inTx.recordPaymentEvent(eventId, 'payment_intent.succeeded')).toBe(true);
      expect((await inTx.moveTo(order.id, 'paid')).moved).toBe(true);
      jobId = await jobs.send(queue, { orderId: order.id }, {}, tx);
    });
    expect((await orders.findById(order.id))?.status).toBe('paid');
    const jobs1 = await ctx.app.database.db.execute(
      sql`select data from pgboss.job where id = ${jobId}::uuid`,
    );
    expect((jobs1 as { rows: { data: unknown }[] }).rows).toEqual([
      { data: { orderId: order.id } },
    ]);
    expect(await orders.recordPaymentEvent(eventId, 'payment_intent.succeeded')).toBe(false);
  });

  it('knows which photos have orders', async () => {
    const item = printItem();
    await ctx.app.orders.checkout.create(newPrintOrder({ items: [item] }));
    expect(await ctx.app.orders.photos.photoHasOrders(item.photoId ?? '')).toBe(true);
    expect(await ctx.app.orders.photos.photoHasOrders(randomUUID())).toBe(false);
  });
  it('finds a paid order by its number only together with its email', async () => {
    const email = uniqueEmail('Desiste');
    const order = await ctx.app.orders.checkout.create(newPrintOrder({ email }));
    const number = order.id.slice(-6).toUpperCase();
    const find = (n: string, e: string) => ctx.app.orders.withdrawals.findPaidOrderId(n, e);
    // Not paid yet: nothing to withdraw from.
    expect(await find(number, email)).toBeNull();
    await ctx.app.orders.payments.moveTo(order.id, 'paid');
    expect(await find(number, email)).toBe(order.id);
    expect(await find(order.id.toUpperCase(), email.toUpperCase())).toBe(order.id);
    // The number with another email, or another number with this email: nobody's order.
    expect(await find(number, uniqueEmail())).toBeNull();
    expect(await find('ZZZZZZ', email)).toBeNull();
    const test = await ctx.app.orders.checkout.create(newPrintOrder({ email, isTest: true }));
    await ctx.app.orders.payments.moveTo(test.id, 'paid');
    expect(await find(test.id.slice(-6).toUpperCase(), email)).toBeNull();
  });
});
