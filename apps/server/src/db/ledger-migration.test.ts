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
    const orders = await rows<{ status: string }>(sql`select status from orders order by id`);
    expect(orders.map((row) => row.status)).toEqual([
      'shipped',
      'refunded',
      'pending_payment',
      'submitted',
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
  });
});
