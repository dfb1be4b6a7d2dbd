// Invoices and the account's history: an invoice's PDF (POST /api/events/get-pdf-ticket:
// pdfkit with the font embedded and the AEAT's QR drawn), and GET /api/user/purchases for a
// customer with 1 and with 200 paid orders (each with its invoice), against reading the
// profile (GET /api/user/profile, the baseline). Goals: an invoice's PDF under 300 ms, the
// history of 200 orders under 50 ms at p95. Figures: p50 and p95 in ms, and each one's ratio
// to the baseline's p50, measured in the same run.
// Orders are written straight into the database as paid (the payment path is measured by
// bench/webhook-to-submission.ts); their invoices are issued by the shop's own code.
// Run: npx tsx bench/invoices.ts [rounds]   (BENCH_DATABASE_URL: on a PostgreSQL server)
import { eq } from 'drizzle-orm';
import { orderItems, orders, payments, users } from '../apps/server/src/db/schema';
import type { invoiceQueues } from '../apps/server/src/modules/invoices/invoices.plugin';
import { benchApp } from './bench-app';

// FastifyInstance.invoicing is declared beside the invoices plugin; naming it keeps that in view.
export type { invoiceQueues };

const rounds = Number(process.argv[2] ?? 40);
const { app } = await benchApp();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
async function measure(work: () => Promise<void>, times = rounds, warm = 5) {
  for (let i = 0; i < warm; i++) await work();
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await work();
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p95: percentile(took, 95) };
}

let counter = 0;
async function customer(label: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    remoteAddress: `10.8.0.${++counter}`,
    payload: { name: label, email: `${label}@example.com`, password: 'Bench#Fotos2026' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const { accessToken } = res.json<{ accessToken: string }>();
  const [me] = await app.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, `${label}@example.com`));
  if (!me) throw new Error('no account');
  return { id: me.id, email: me.email, auth: { authorization: `Bearer ${accessToken}` } };
}

const snapshot = {
  eventId: '00000000-0000-4000-8000-000000000001',
  ticketTypeId: '00000000-0000-4000-8000-000000000002',
  eventName: 'Taller de revelado en la Alhambra',
  ticketTypeName: 'Inscripción',
  startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 30 * 86_400_000 + 4 * 3_600_000).toISOString(),
  timeZone: 'Europe/Madrid',
  venueName: 'Palacio de Carlos V',
  venueAddress: 'Calle Real de la Alhambra, s/n, 18009 Granada',
  holders: [
    { fullName: 'Ana López', email: 'ana@example.com' },
    { fullName: 'Iván Soler', email: 'ivan@example.com' },
  ],
};

/** `n` paid ticket orders of the customer, each with its card payment and its invoice. */
async function paidOrders(userId: string, email: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [order] = await app.database.db
      .insert(orders)
      .values({
        userId,
        email,
        currency: 'EUR',
        status: 'paid',
        itemsCents: 4132,
        shippingCents: 0,
        taxFeesCents: 0,
        ivaCents: 868,
        totalCents: 5000,
        createdAt: new Date(Date.now() - (n - i) * 60_000),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not written');
    await app.database.db.insert(orderItems).values({
      orderId: order.id,
      kind: 'ticket',
      quantity: 2,
      unitPriceCents: 2500,
      baseCents: 4132,
      vatRateBp: 2100,
      vatCents: 868,
      snapshot,
      position: 0,
    });
    await app.database.db.insert(payments).values({
      orderId: order.id,
      providerPaymentId: `pi_bench_${userId.slice(0, 8)}_${i}`,
      amountCents: 5000,
      receivedCents: 5000,
      currency: 'EUR',
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    await app.invoicing.issueFor(order.id);
    ids.push(order.id);
  }
  return ids;
}

const few = await customer('una');
const [single] = await paidOrders(few.id, few.email, 1);
const many = await customer('doscientas');
await paidOrders(many.id, many.email, 200);

const ok = (what: string, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200)
    throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
const get = (url: string, auth: Record<string, string>) => async () => {
  ok(url, await app.inject({ url, headers: auth }));
};
const profile = await measure(get('/api/user/profile', many.auth));
const history1 = await measure(get('/api/user/purchases', few.auth));
const history200 = await measure(get('/api/user/purchases', many.auth));
const pdf = await measure(async () => {
  ok(
    'invoice',
    await app.inject({
      method: 'POST',
      url: '/api/events/get-pdf-ticket',
      headers: few.auth,
      payload: { orderId: single },
    }),
  );
});
const size = (
  await app.inject({
    method: 'POST',
    url: '/api/events/get-pdf-ticket',
    headers: few.auth,
    payload: { orderId: single },
  })
).rawPayload.length;
const listed = (await app.inject({ url: '/api/user/purchases', headers: many.auth })).json<{
  orders: unknown[];
}>().orders.length;

const row = (label: string, m: { p50: number; p95: number }) =>
  console.log(
    `${label.padEnd(40)} p50 ${m.p50.toFixed(1).padStart(7)} ms  p95 ${m.p95.toFixed(1).padStart(7)} ms  (${(m.p50 / profile.p50).toFixed(2)}× baseline)`,
  );
console.log(
  `${rounds} rounds; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
row('profile read (baseline)', profile);
row('purchases, 1 order', history1);
row(`purchases, ${listed} orders`, history200);
row('invoice PDF', pdf);
console.log(`  invoice PDF: ${(size / 1024).toFixed(1)} KB`);
await app.close();
