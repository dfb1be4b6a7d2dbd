import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '#src/paths';
import { createTestDatabase } from '#test/test-database';
import type { DatabaseHandle } from './client';

// The ledger's migration (0014) on a database holding orders written by the schema before it.
const LEDGER_MIGRATION = '0014_payments_ledger';

async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

function migrateWith(handle: DatabaseHandle, folder: string) {
  const db = handle.db as never;
  return handle.kind === 'pglite'
    ? migratePglite(db, { migrationsFolder: folder })
    : migrateNodePg(db, { migrationsFolder: folder });
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('the payments ledger migration', () => {
  it('keeps every order and gives paid and refunded ones their payment and refund', async () => {
    const testDb = await createTestDatabase({ migrated: false });
    const handle = await testDb.open();
    const folder = await migrationsBefore(LEDGER_MIGRATION);
    cleanup.push(
      testDb.drop,
      () => handle.close(),
      () => rm(folder, { recursive: true }),
    );
    await migrateWith(handle, folder);

    const recipient = sql`'{"name":"Ana","email":"ana@example.com","phone":null,"address":{"line1":"Calle Mayor 1","line2":null,"postalOrZipCode":"28013","townOrCity":"Madrid","stateOrCounty":null,"countryCode":"ES"}}'::jsonb`;
    const order = (id: string, status: string, intent: string | null, total: number) =>
      handle.db.execute(sql`
        insert into orders (id, email, status, currency, items_cents, shipping_cents, tax_fees_cents, iva_cents, total_cents, recipient, payment_intent_id)
        values (${id}, 'ana@example.com', ${status}, 'EUR', ${total}, 0, 0, 0, ${total}, ${recipient}, ${intent})`);
    const ids = {
      shipped: '00000000-0000-4000-8000-000000000001',
      refunded: '00000000-0000-4000-8000-000000000002',
      pending: '00000000-0000-4000-8000-000000000003',
      test: '00000000-0000-4000-8000-000000000004',
    };
    await order(ids.shipped, 'shipped', 'pi_shipped', 5990);
    await order(ids.refunded, 'refunded', 'pi_refunded', 3990);
    await order(ids.pending, 'pending_payment', 'pi_pending', 2990);
    await order(ids.test, 'submitted', null, 4990);

    await handle.migrate();

    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
      const result: unknown = await handle.db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    // The order's payment, and its prints' way (the split of 0016).
    const orders = await rows<{ status: string; print: string }>(
      sql`select o.status, p.status as print from orders o join print_fulfilments p on p.order_id = o.id order by o.id`,
    );
    expect(orders.map((row) => [row.status, row.print])).toEqual([
      ['paid', 'shipped'],
      ['refunded', 'cancelled'],
      ['pending_payment', 'pending'],
      ['paid', 'submitted'],
    ]);
    const payments = await rows(
      sql`select order_id, status, received_cents from payments order by order_id`,
    );
    expect(payments).toEqual([
      { order_id: ids.shipped, status: 'succeeded', received_cents: 5990 },
      { order_id: ids.refunded, status: 'succeeded', received_cents: 3990 },
      { order_id: ids.pending, status: 'pending', received_cents: 0 },
    ]);
    const refunds = await rows(sql`select order_id, amount_cents from refunds`);
    expect(refunds).toEqual([{ order_id: ids.refunded, amount_cents: 3990 }]);
    // Every migration replayed on a fresh database: slow on a loaded machine.
  }, 60_000);
});

describe('the order life split and IVA per line (0016)', () => {
  it('keeps every order: its payment, its prints with their recipient, and lines adding up', async () => {
    const testDb = await createTestDatabase({ migrated: false });
    const handle = await testDb.open();
    const folder = await migrationsBefore('0016_order_life_split');
    cleanup.push(
      testDb.drop,
      () => handle.close(),
      () => rm(folder, { recursive: true }),
    );
    await migrateWith(handle, folder);

    const recipient = sql`'{"name":"Ana","email":"ana@example.com","phone":null,"address":{"line1":"Calle Mayor 1","line2":null,"postalOrZipCode":"28013","townOrCity":"Madrid","stateOrCounty":null,"countryCode":"ES"}}'::jsonb`;
    const snapshot = sql`'{"photoId":"00000000-0000-4000-8000-0000000000aa","variantId":"00000000-0000-4000-8000-0000000000bb","sku":"GLOBAL-FAP-16X24","color":null,"copies":2,"printFile":{"kind":"url","url":"https://example.com/a.jpg"},"sizing":"fillPrintArea","attributes":{},"shippingMethod":"Express"}'::jsonb`;
    const order = async (
      n: number,
      old: { status: string; iva?: number; prodigi?: string; stage?: string; reason?: string },
    ) => {
      const id = `00000000-0000-4000-8000-00000000000${n}`;
      const iva = old.iva ?? 1166;
      await handle.db.execute(sql`
        insert into orders (id, email, status, currency, items_cents, shipping_cents, tax_fees_cents, iva_cents, total_cents, recipient, payment_intent_id, prodigi_order_id, fulfilment_stage, flagged_reason, last_error)
        values (${id}, 'ana@example.com', ${old.status}, 'EUR', 4800, 650, 100, ${iva}, ${5550 + iva}, ${recipient}, ${`pi_${n}`}, ${old.prodigi ?? null}, ${old.stage ?? null}, ${old.reason ?? null}, ${old.reason ?? null})`);
      await handle.db.execute(sql`
        insert into order_items (order_id, kind, quantity, unit_price_cents, photo_id, snapshot)
        values (${id}, 'print', 2, 2400, '00000000-0000-4000-8000-0000000000aa', ${snapshot})`);
      return id;
    };
    const ids = [
      await order(1, { status: 'pending_payment' }),
      await order(2, { status: 'shipped', prodigi: 'ord_2', stage: 'InProgress' }),
      await order(3, { status: 'flagged', reason: 'Prodigi: ValidationFailed (HTTP 400)' }),
      await order(4, {
        status: 'flagged',
        reason: 'El pago pi_4 cobró 1 céntimos; el pedido vale 6716.',
      }),
      await order(5, {
        status: 'flagged',
        prodigi: 'ord_5',
        stage: 'Cancelled',
        reason: 'Prodigi ha cancelado el pedido',
      }),
      // 25,5 % (OSS to Finland): 5550 × 25,5 % = 1415,25 → 1415.
      await order(6, { status: 'complete', prodigi: 'ord_6', stage: 'Complete', iva: 1415 }),
      // An export: no IVA.
      await order(7, { status: 'cancelled', iva: 0 }),
    ];
    // Order 6 had part of its money back, as the ledger recorded it.
    await handle.db.execute(sql`
      insert into payments (id, order_id, provider_payment_id, amount_cents, received_cents, currency, status)
      values ('00000000-0000-4000-8000-0000000000c6', ${ids[5]}, 'pi_6', 6965, 6965, 'EUR', 'succeeded')`);
    await handle.db.execute(sql`
      insert into refunds (payment_id, order_id, amount_cents, currency, origin, status)
      values ('00000000-0000-4000-8000-0000000000c6', ${ids[5]}, 1000, 'EUR', 'admin', 'succeeded')`);

    await handle.migrate();

    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
      const result: unknown = await handle.db.execute(query);
      return (result as { rows: T[] }).rows;
    };
    const split = await rows<Record<string, unknown>>(sql`
      select o.status, o.flagged_reason, p.status as print, p.prodigi_order_id, p.stage, p.problem, p.recipient ->> 'name' as name
      from orders o join print_fulfilments p on p.order_id = o.id order by o.id`);
    expect(split.map((r) => [r.status, r.print, r.prodigi_order_id, r.name])).toEqual([
      ['pending_payment', 'pending', null, 'Ana'],
      ['paid', 'shipped', 'ord_2', 'Ana'],
      ['paid', 'failed', null, 'Ana'],
      ['flagged', 'pending', null, 'Ana'],
      ['paid', 'cancelled', 'ord_5', 'Ana'],
      ['partially_refunded', 'complete', 'ord_6', 'Ana'],
      ['cancelled', 'cancelled', null, 'Ana'],
    ]);
    // A flag about the print moved to the print; one about the payment stayed.
    expect(split.map((r) => [r.flagged_reason === null, r.problem === null])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [false, true],
      [true, false],
      [true, true],
      [true, true],
    ]);

    const lines = await rows<{
      order_id: string;
      kind: string;
      base_cents: number;
      vat_rate_bp: number;
      vat_cents: number;
      snapshot: { method?: string };
    }>(
      sql`select order_id, kind, base_cents, vat_rate_bp, vat_cents, snapshot from order_items order by order_id, kind`,
    );
    const totals = await rows<{ id: string; total_cents: number; iva_cents: number }>(
      sql`select id, total_cents, iva_cents from orders order by id`,
    );
    for (const order of totals) {
      const own = lines.filter((l) => l.order_id === order.id);
      expect(own.map((l) => l.kind)).toEqual(['print', 'shipping']);
      expect(own.reduce((sum, l) => sum + l.base_cents + l.vat_cents, 0)).toBe(order.total_cents);
      expect(own.reduce((sum, l) => sum + l.vat_cents, 0)).toBe(order.iva_cents);
    }
    const ofOrder = (n: number) => lines.filter((l) => l.order_id === ids[n - 1]);
    // Prints' base is Prodigi's items and tax with the margin; shipping its own line.
    expect(ofOrder(2).map((l) => [l.base_cents, l.vat_rate_bp, l.vat_cents])).toEqual([
      [4900, 2100, 1029],
      [650, 2100, 137],
    ]);
    expect(ofOrder(2)[1]?.snapshot).toEqual({ method: 'Express' });
    expect(ofOrder(6).map((l) => [l.vat_rate_bp, l.vat_cents])).toEqual([
      [2550, 1249],
      [2550, 166],
    ]);
    expect(ofOrder(7).map((l) => [l.vat_rate_bp, l.vat_cents])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  }, 60_000);
});
