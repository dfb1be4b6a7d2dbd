// The admin's orders desk with 10,000 orders: GET /api/admin/orders (first page, each state,
// a range of days, a search by email and by number, and a page deep in by its cursor), each
// answered 200 times through the real app, against a bare query (the newest 26 order ids) on
// the same database in the same run. Figures: p50 and p95 per query, and the ratio to the
// bare query's p95. On the PostgreSQL server (the issue's measure), an empty scratch database:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/orders-desk.ts [rounds]
// (without it: PGlite in memory).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { deskStates, type DeskOrderList } from '@shop/contracts';
import { benchApp } from './bench-app';

const ORDERS = 10_000;
const rounds = Number(process.argv[2] ?? 200);
const { app, token } = await benchApp();
const db = app.database.db;

// Seeded in SQL: a year of orders, every 52 minutes, from 2,000 buyers, in every state.
const started = performance.now();
await db.execute(sql`
  insert into orders (id, email, status, currency, items_cents, shipping_cents, tax_fees_cents,
    iva_cents, total_cents, is_test, flagged_reason, created_at, updated_at)
  select gen_random_uuid(), 'comprador' || (i % 2000) || '@example.com',
    case when i % 50 = 0 then 'refunded' when i % 71 = 0 then 'flagged'
      when i % 13 = 0 then 'partially_refunded' when i % 9 = 0 then 'expired' else 'paid' end,
    'EUR', 4900, 650, 0, 1165, 6715, i % 97 = 0,
    case when i % 71 = 0 then 'El importe cobrado no coincide con el pedido.' end,
    now() - (i * 52 || ' minutes')::interval, now()
  from generate_series(1, ${ORDERS}) as i`);
await db.execute(sql`
  insert into order_items (order_id, kind, quantity, unit_price_cents, base_cents, vat_rate_bp,
    vat_cents, snapshot)
  select o.id, k.kind, case when k.kind = 'print' then 2 else 1 end,
    case when k.kind = 'print' then 2450 else 650 end,
    case when k.kind = 'print' then 4900 else 650 end, 2100,
    case when k.kind = 'print' then 1029 else 136 end,
    case when k.kind = 'print' then '{"sku":"GLOBAL-FAP-16X24"}'::jsonb
      else '{"method":"Standard"}'::jsonb end
  from orders o cross join (values ('print'), ('shipping')) as k(kind)`);
await db.execute(sql`
  insert into print_fulfilments (order_id, status, recipient, prodigi_order_id, stage, shipments)
  select o.id, s.status, '{"name":"Lucía Pérez","email":null,"phone":null,"address":{}}'::jsonb,
    case when s.status not in ('pending', 'failed') then 'ord_' || substr(o.id::text, 1, 8) end,
    null, '[]'::jsonb
  from (select id, row_number() over (order by created_at) as n from orders) o
  cross join lateral (select case when o.n % 37 = 0 then 'failed' when o.n % 40 = 0 then 'cancelled'
    when o.n < 9900 then 'complete' when o.n < 9950 then 'shipped' when o.n < 9980 then 'in_production'
    when o.n < 9990 then 'submitted' else 'pending' end as status) s`);
await db.execute(sql`
  insert into payments (order_id, provider_payment_id, amount_cents, received_cents, currency, status)
  select id, 'pi_bench_' || id, 6715, 6715, 'EUR', 'succeeded' from orders
  where status in ('paid', 'partially_refunded', 'refunded', 'flagged')`);
await db.execute(sql`
  insert into refunds (payment_id, order_id, amount_cents, currency, origin, status, buyer_notified_at)
  select p.id, p.order_id, case when o.status = 'refunded' then 6715 else 1000 end, 'EUR',
    'admin', 'succeeded', now()
  from payments p join orders o on o.id = p.order_id
  where o.status in ('refunded', 'partially_refunded')`);
await db.execute(sql`analyze`);
console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
async function measure(work: () => Promise<void>) {
  for (let i = 0; i < 10; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
const desk = (query: string) => async () => {
  const res = await app.inject({
    url: `/api/admin/orders?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
};

const bare = await measure(async () => {
  await db.execute(sql`select id from orders order by created_at desc, id desc limit 26`);
});
// A cursor 40 pages in (1,000 orders deep), found by walking the pages first.
let cursor = '';
for (let i = 0; i < 40; i++) {
  const page = await app.inject({
    url: `/api/admin/orders?${cursor ? `cursor=${cursor}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  cursor = page.json<DeskOrderList>().nextCursor ?? '';
}
const sample: unknown = await db.execute(sql`select id from orders where status = 'paid' limit 1`);
const sampleId = String((sample as { rows: { id: string }[] }).rows[0]?.id);
const queries: [string, string][] = [
  ['first page (25)', ''],
  ...deskStates.map((state): [string, string] => [`state=${state}`, `state=${state}`]),
  ['a month of days', 'from=2026-06-01&to=2026-06-30'],
  ['search by email', 'q=comprador1234%40example.com'],
  ['search by part of email', 'q=prador77'],
  ['search by order number', `q=${sampleId.slice(-6).toUpperCase()}`],
  ['page 41 by cursor', `cursor=${cursor}`],
];
console.log(
  `${rounds} requests per query; bare query p50 ${bare.p50.toFixed(2)} ms, p95 ${bare.p95.toFixed(2)} ms`,
);
let worst = 0;
for (const [name, query] of queries) {
  const r = await measure(desk(query));
  worst = Math.max(worst, r.p95);
  console.log(
    `${name.padEnd(26)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  (${(r.p95 / bare.p95).toFixed(1)}× the bare query's p95)`,
  );
}
console.log(`slowest p95: ${worst.toFixed(2)} ms (target: under 100 ms)`);
await app.close();
