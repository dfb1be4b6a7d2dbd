import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dateMessages,
  ordersDeskMessages as msg,
  type DeskOrder,
  type DeskOrderDetail,
  type DeskOrderList,
  type OrderStatus,
  type PrintStatus,
} from '@shop/contracts';
import {
  orders,
  printFulfilments,
  reconciliationFindings,
  reconciliationRuns,
} from '#src/db/schema/index';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { readMailbox, waitForMail, type ReceivedMail } from '#test/mailbox';
import { newPrintOrder } from '#test/orders';
import { freePort, orderOf, printOf, waitForPrint } from '#test/purchase';
import { paidOrders, waitForMoney } from '#test/refunds';
import { cellUnder, openCsv } from '#test/spreadsheet';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin: string;
let customer: string;
let buy: Awaited<ReturnType<typeof paidOrders>>;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  buy = await paidOrders(ctx.app, ctx.database.db);
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
}, 60_000);

afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

const get = (url: string, token = admin) => ctx.app.inject({ url, headers: bearer(token) });
const list = async (query: string) => {
  const response = await get(`/api/admin/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeskOrderList>();
};

/** An order as it stands on the desk, written straight to the database (a read model's test). */
async function orderIn(
  status: OrderStatus,
  print: PrintStatus,
  extra: {
    id?: string;
    email?: string;
    createdAt?: string;
    isTest?: boolean;
    reason?: string;
  } = {},
) {
  const made = await ctx.app.orders.checkout.create(
    newPrintOrder({
      ...(extra.id ? { id: extra.id } : {}),
      email: extra.email ?? 'desk@example.com',
      isTest: extra.isTest ?? false,
    }),
  );
  await ctx.database.db
    .update(orders)
    .set({
      status,
      ...(extra.reason ? { flaggedReason: extra.reason } : {}),
      ...(extra.createdAt ? { createdAt: new Date(extra.createdAt) } : {}),
    })
    .where(eq(orders.id, made.id));
  await ctx.database.db
    .update(printFulfilments)
    .set({ status: print, ...(print === 'failed' ? { problem: 'Prodigi: ValidationFailed' } : {}) })
    .where(eq(printFulfilments.orderId, made.id));
  return made.id;
}

describe("the shop's orders desk", () => {
  it('is for admins only: 401 anonymous, 403 customers, on every route', async () => {
    const id = await orderIn('paid', 'pending');
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/export.csv'],
      ['GET', `/api/admin/orders/${id}`],
      ['POST', `/api/admin/orders/${id}/retry`],
    ];
    for (const [method, url] of routes) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      expect(
        (await ctx.app.inject({ method, url, headers: bearer(customer) })).statusCode,
        url,
      ).toBe(403);
    }
  });

  it('tells each order where it stands, the ones needing attention with their reason', async () => {
    const tag = `st${Date.now()}@example.com`;
    const ids = {
      paid: await orderIn('paid', 'pending', { email: tag }),
      shipped: await orderIn('paid', 'shipped', { email: tag }),
      failed: await orderIn('paid', 'failed', { email: tag }),
      flagged: await orderIn('flagged', 'pending', { email: tag, reason: 'Importe distinto' }),
      refunded: await orderIn('refunded', 'cancelled', { email: tag }),
      cancelled: await orderIn('paid', 'cancelled', { email: tag }),
      test: await orderIn('paid', 'submitted', { email: tag, isTest: true }),
      unpaid: await orderIn('pending_payment', 'pending', { email: tag }),
    };
    const all = (await list(`q=${encodeURIComponent(tag)}&limit=100`)).orders;
    const stateOf = (id: string) => all.find((o) => o.id === id)?.state;
    expect(stateOf(ids.paid)).toBe('paid');
    expect(stateOf(ids.shipped)).toBe('shipped');
    expect(stateOf(ids.failed)).toBe('attention');
    expect(stateOf(ids.flagged)).toBe('attention');
    expect(stateOf(ids.refunded)).toBe('refunded');
    expect(stateOf(ids.cancelled)).toBe('cancelled');
    expect(stateOf(ids.test)).toBe('test');
    // Never paid: not on the desk.
    expect(stateOf(ids.unpaid)).toBeUndefined();
    expect(all).toHaveLength(7);

    const attention = (await list(`state=attention&q=${encodeURIComponent(tag)}`)).orders;
    expect(attention.map((o) => [o.id, o.attention]).sort()).toEqual(
      [
        [ids.failed, 'Prodigi: ValidationFailed'],
        [ids.flagged, 'Importe distinto'],
      ].sort(),
    );
  });

  it('needs attention for what the last complete reconciliation left open, in its words', async () => {
    const tag = `rc${Date.now()}@example.com`;
    const duplicated = await orderIn('paid', 'submitted', { email: tag });
    const repaired = await orderIn('paid', 'submitted', { email: tag });
    const [run] = await ctx.database.db
      .insert(reconciliationRuns)
      .values({
        trigger: 'admin',
        finishedAt: new Date(),
        counts: { orders: 2, findings: 2, repaired: 1, open: 1 },
      })
      .returning();
    await ctx.database.db.insert(reconciliationFindings).values([
      {
        runId: run?.id ?? '',
        orderId: duplicated,
        kind: 'duplicate',
        detail: { message: 'Prodigi tiene 2 pedidos para este (ord_1, ord_2).' },
        repaired: false,
      },
      {
        runId: run?.id ?? '',
        orderId: repaired,
        kind: 'stage_drift',
        detail: { message: 'Estado puesto al día.' },
        repaired: true,
      },
    ]);
    const attention = (await list(`state=attention&q=${encodeURIComponent(tag)}`)).orders;
    expect(attention.map((o) => [o.id, o.attention])).toEqual([
      [duplicated, 'Prodigi tiene 2 pedidos para este (ord_1, ord_2).'],
    ]);
    // A later complete run without the finding closes it.
    await ctx.database.db.insert(reconciliationRuns).values({
      trigger: 'schedule',
      startedAt: new Date(Date.now() + 1000),
      finishedAt: new Date(Date.now() + 2000),
      counts: { orders: 2, findings: 0, repaired: 0, open: 0 },
    });
    expect((await list(`state=attention&q=${encodeURIComponent(tag)}`)).orders).toEqual([]);
  });

  it('pages newest first by keyset, each order once, and filters by Madrid days', async () => {
    const tag = `pg${Date.now()}@example.com`;
    // 23:30 UTC on 1 March is 00:30 on 2 March in Madrid.
    const times = ['2026-03-01T10:00:00Z', '2026-03-01T23:30:00Z', '2026-03-03T09:00:00Z'];
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(await orderIn('paid', 'pending', { email: tag, createdAt: times[i % 3] ?? '' }));
    }
    const seen: DeskOrder[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: DeskOrderList = await list(
        `q=${encodeURIComponent(tag)}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.orders.length).toBeLessThanOrEqual(3);
      seen.push(...page.orders);
      cursor = page.nextCursor;
    }
    expect(seen.map((o) => o.id).sort()).toEqual([...made].sort());
    const created = seen.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const second = await list(`q=${encodeURIComponent(tag)}&from=2026-03-02&to=2026-03-02`);
    expect(second.orders).toHaveLength(2);
    expect(second.orders.every((o) => o.createdAt === '2026-03-01T23:30:00.000Z')).toBe(true);
  });

  it('finds an order by its number and a buyer by part of the email', async () => {
    const email = `Busca.${Date.now()}@Example.com`;
    // Its number, 012E30, is what a spreadsheet would read as 1.2 × 10³¹.
    const id = await orderIn('paid', 'pending', {
      email,
      id: `${randomUUID().slice(0, -6)}012e30`,
    });
    const number = id.slice(-6).toUpperCase();
    expect((await list(`q=${number}`)).orders.map((o) => o.id)).toContain(id);
    expect(
      (await list(`q=${encodeURIComponent(email.slice(0, 12).toLowerCase())}`)).orders,
    ).toEqual([expect.objectContaining({ id, number, email })]);
    // A LIKE wildcard is a character, not a wildcard.
    expect((await list('q=%25')).orders).toEqual([]);
  });

  it('refuses bad filters with the field and a Spanish message', async () => {
    const cases: [string, string, string][] = [
      ['state=lost', 'state', msg.badState],
      ['limit=0', 'limit', msg.badLimit],
      ['limit=101', 'limit', msg.badLimit],
      ['from=2026-13-45', 'from', dateMessages.day('Desde')],
      ['from=2026-03-05&to=2026-03-01', 'to', msg.badRange],
      ['cursor=bm9wZQ', 'cursor', msg.badCursor],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/admin/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
      expect(response.body, query).toContain(message);
    }
    expect((await get('/api/admin/orders/not-an-id')).statusCode).toBe(404);
  });

  it('exports the same orders as CSV that a spreadsheet cannot run', async () => {
    const email = `=HYPERLINK("http://evil")@example.com`;
    // Its number, 012E30, is what a spreadsheet would read as 1.2 × 10³¹.
    const id = await orderIn('paid', 'pending', {
      email,
      id: `${randomUUID().slice(0, -6)}012e30`,
    });
    const response = await get(`/api/admin/orders/export.csv?q=${encodeURIComponent('hyperlink')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Número;Pedido;Fecha;Email;Destinatario;Estado;Total;Reembolsado;Moneda;Pedido en Prodigi;Seguimiento;Motivo',
    );
    expect(lines).toHaveLength(2);
    // Read back as a spreadsheet reads it: identifiers text as written, amounts numbers,
    // the address text led by an apostrophe, and no formula anywhere.
    const rows = openCsv(response.body);
    expect(cellUnder(rows, 'Número', 1)).toEqual({ type: 's', value: '012E30' });
    expect(cellUnder(rows, 'Pedido', 1)).toEqual({ type: 's', value: id });
    expect(cellUnder(rows, 'Email', 1)).toEqual({ type: 's', value: `'${email}` });
    expect(cellUnder(rows, 'Estado', 1)?.value).toBe('Pagado');
    expect(cellUnder(rows, 'Total', 1)?.type).toBe('n');
    expect(rows.flat().filter((cell) => cell.formula)).toEqual([]);
  });

  it('shows one order with its money, and sends a failed submission again, once', async () => {
    const bought = await buy();
    await waitForPrint(ctx.app, bought.orderId, 'submitted');
    const prodigiOrderId = (await printOf(ctx.app, bought.orderId)).prodigiOrderId;
    // As if Prodigi took the order but every answer was lost: the desk offers the retry.
    await ctx.database.db
      .update(printFulfilments)
      .set({
        status: 'failed',
        prodigiOrderId: null,
        problem: 'No se pudo enviar a Prodigi tras 6 intentos',
      })
      .where(eq(printFulfilments.orderId, bought.orderId));

    const detail = (await get(`/api/admin/orders/${bought.orderId}`)).json<DeskOrderDetail>();
    expect(detail.order).toMatchObject({ state: 'attention', totalCents: bought.amount });
    expect(detail.canRetry).toBe(true);
    expect(detail.money).toMatchObject({
      receivedCents: bought.amount,
      refundableCents: bought.amount,
    });
    expect(detail.lines.map((l) => l.kind).sort()).toEqual(['print', 'shipping']);
    expect(detail.breakdown.totalCents).toBe(bought.amount);

    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/retry`,
      headers: bearer(admin),
    });
    expect(retry.statusCode, retry.body).toBe(202);
    // The submission finds Prodigi's order (same key) and moves ours on: no second order.
    await waitForPrint(ctx.app, bought.orderId, 'submitted');
    expect((await printOf(ctx.app, bought.orderId)).prodigiOrderId).toBe(prodigiOrderId);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/retry`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: msg.nothingToRetry });
  });

  it('a refund shows on the desk and the buyer hears of it once, also from the dashboard', async () => {
    const bought = await buy();
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/refunds`,
      headers: bearer(admin),
      payload: { amountCents: 500 },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await waitForMoney(ctx.app, bought.orderId, (m) => m.refundedCents === 500, 'refund settled');
    const number = bought.orderId.slice(-6).toUpperCase();
    const { email } = await orderOf(ctx.app, bought.orderId);
    const mail = await waitForMail(
      ctx.dataDir,
      email,
      new RegExp(`Reembolso de tu pedido ${number}`),
    );
    expect(mail.body).toContain('5,00');

    // A refund of the rest made in Stripe's own dashboard.
    await ctx.app.stripe.refunds.create({ payment_intent: bought.paymentIntentId });
    await waitForMoney(ctx.app, bought.orderId, (m) => m.state === 'refunded', 'dashboard refund');
    // The order follows its money a moment after the ledger settles.
    let row: DeskOrderList['orders'][number] | undefined;
    await waitUntil(async () => {
      [row] = (await list(`q=${number}`)).orders;
      return row?.state === 'refunded';
    }, 'the desk shows the order refunded');
    expect(row).toMatchObject({ state: 'refunded', refundedCents: bought.amount });
    const notified = await ctx.database.db.execute(
      sql`select count(*)::int as n from refunds where order_id = ${bought.orderId} and buyer_notified_at is not null`,
    );
    expect((notified as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    // Two refunds, two emails: the second says the order is refunded in full.
    let refundMails: ReceivedMail[] = [];
    await waitUntil(async () => {
      refundMails = (await readMailbox(ctx.dataDir)).filter(
        (m) => m.to.includes(email) && m.subject === `Reembolso de tu pedido ${number}`,
      );
      return refundMails.length >= 2;
    }, 'the second refund email');
    expect(refundMails).toHaveLength(2);
    expect(refundMails.map((m) => m.body).join()).toContain('reembolsado por completo');
  });
});
